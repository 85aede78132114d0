"""Issue 23, the fourth native review (/work/research/native3-*.md): one test a kind of defect
fixed, each over every bundled and house variant in every locale (or every command the kind
is about), the condition read from the compiled rules, the case files or the sources (the
earlier rounds' kinds: test_review_kinds.py, test_review_kinds_second.py and
test_review_kinds_third.py)."""

from __future__ import annotations

import re

import pytest
import yaml

from sueca_rules import load_rules, load_variant
from sueca_rules.catalogue.illegal.words import infraction_name
from sueca_rules.checks import validate
from sueca_rules.compiled.outcome import EndMatch, GamePoints, Role
from sueca_rules.docs.compare import matrix_data, meaning
from sueca_rules.docs.deals import paired
from sueca_rules.docs.rulebook import book_of
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT
from .books import book
from .test_review_kinds import ALL, section


def _speaker(name: str, locale: str) -> Speaker:
    return Speaker(Voice(locale), load_variant(name))


def _rules_part(text: str, locale: str) -> str:
    """A book's sections without its sources (where a document's title belongs): the rules."""
    sources = section(text, "sources", locale)
    text = text.split("\n## ", 1)[1]  # not the title (a house's own document may share it)
    return text.replace(sources, "") if sources else text


# -- editor's notes printed inside rules ------------------------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
def test_editors_notes_a_rule_says_the_rule_and_never_who_gives_it(locale: str) -> None:
    """No rule names a source (Portugal's deal "as *Sueca — Full rules* has it", its revoke "the
    penalty *Full rules* gives, though a hand can be worth more"), nor says the sources are
    silent (the Azores' "the sources do not say by whom"): the titles are in the Sources only.
    Where a proven revoke scores less than a hand won by its card points can, the book says
    plainly what some tables score instead (003: "At some tables they score two games")."""
    v = Voice(locale)
    harder = 0
    for name in ALL:
        spec, rules = load_variant(name), load_rules(name)
        text = book(name, locale)
        said = _rules_part(text, locale)
        for doc in spec.sources:
            if doc.title:
                assert plain(doc.title) not in said, (name, locale, doc.title)
        assert not re.search(r"\((?:the sources|as fontes|les sources)[^)]*\)", said), (name, locale)
        revoke = rules.illegal.revoke
        if revoke is None or rules.illegal.refuse or any(isinstance(e, EndMatch) for e in revoke.effects):
            continue
        given = sum(e.amount for e in revoke.effects if isinstance(e, GamePoints) and e.to is Role.OTHERS)
        best = max(rules.scoring.games_for_points)
        instead = plain(v.gettext("At some tables they score {games} instead; the table agrees on it before play.",
                                  games=v.count(best, _speaker(name, locale).word("game_point"))))
        assert (instead in text) == (0 < given < best), (name, locale)
        harder += 0 < given < best
    assert harder


# -- a rule the source gives that the book omits ---------------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
def test_missing_rules_what_the_source_gives_a_player_is_in_the_book(locale: str) -> None:
    """Every book whose accusations the tricks judge lets all the tricks be examined for one
    (002: "os acusadores podem rever vazas anteriores"), and the last trick may be looked at
    only until the next card is played ("desde que não tenham colocado novas cartas na mesa"),
    as the engine's view shows it; a trump cut from the unused cards names who cuts them; every
    infraction the compiled rules punish and every act they allow is named (002's talking, which
    voids the hand, and showing one's cards to the next player, at the Brazilian table)."""
    v = Voice(locale)
    for name in ALL:
        spec, rules = load_variant(name), load_rules(name)
        s = _speaker(name, locale)
        text = book(name, locale)
        trick, revoke = s.word("trick"), s.word("revoke")
        review = rules.view.review
        if not rules.illegal.refuse and review < 10:
            message = ("Only the last {trick} taken may be looked at again, until the next card is played; all "
                       "the {trick:pl} may be examined to judge an accusation of {revoke:a}." if review == 1 else
                       "A {trick} once taken may not be looked at again, except that all the {trick:pl} may be "
                       "examined to judge an accusation of {revoke:a}.")
            assert plain(v.gettext(message, trick=trick, revoke=revoke)) in text, (name, locale)
        if review == 1:
            assert list(rules.view.past_tricks(["a", "b"], 0)) == ["b"]
            assert not rules.view.past_tricks(["a", "b"], 1)  # a card of the next trick is played
        if any(p is not None and p.trump == "cut-unused" for p in spec.deal.values()):
            assert re.search(r"(?:player who cuts|quem parte|quem corta|celui qui coupe|dealer\b.*cuts them)",
                             text), (name, locale)
        for act in (*rules.illegal.infractions, *rules.illegal.allowed):
            named = plain(infraction_name(act, s)).lower().replace("'", "’")
            assert named in text.lower().replace("'", "’"), (name, locale, act)
    brasileira = load_rules("mesa-brasileira")
    assert "talking" in brasileira.illegal.infractions and "shown_to_next" in brasileira.illegal.allowed


# -- a rule the book gives that its source does not ------------------------------------------

def _cases(variant: str) -> list[dict[str, object]]:
    """The conformance cases run against a bundled variant (its own file's, and any case that
    names it)."""
    found = []
    for path in sorted((ROOT / "tests" / "conformance").rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
            continue
        for case in data["cases"]:
            if isinstance(case, dict) and case.get("variant", data.get("variant")) == variant:
                found.append(case)
    return found


def test_wrong_rules_how_long_the_trump_card_is_on_view_is_quoted_from_the_books_source() -> None:
    """Sueca Online's book kept the trump card on view all hand, a rule of another site's, where
    its source shows it "durante a distribuição": every bundled variant whose trump card, held
    by a player, is on view for another time than Portugal's has a case that plays it
    (`sees_trump_card`) and quotes the variant's own source; and the Brazilian table's penalty
    for an accusation not proven, which 002 leaves to each table, is the table's option."""
    base = load_rules("portugal").view
    checked = 0
    for name in BUNDLED:
        rules = load_rules(name)
        if any(plan.cuts_unused for plan in rules.deals.values()):
            continue  # nobody holds the card: no case can deal it (the Azores)
        view = rules.view
        if (view.trump_hidden_after_deal, view.trump_hidden_once_played, view.trump_hidden_after_cards) == \
                (base.trump_hidden_after_deal, base.trump_hidden_once_played, base.trump_hidden_after_cards):
            continue
        sources = [ROOT.parent / "shared" / "seeds" / doc.document for doc in load_variant(name).sources]
        quoted = [c for c in _cases(name) if "sees_trump_card" in (c.get("expect") or {})]
        assert quoted, name
        own = load_variant(name).sources[-1].document
        texts = [p.read_text(encoding="utf-8") for p in sources if p.name == own and p.exists()]
        for case in quoted:
            assert not texts or str(case["quote"]) in texts[0], (name, case["id"])
        checked += 1
    assert checked >= 2
    options = load_variant("mesa-brasileira").options
    assert "false-accusation" in options
    assert {validate("mesa-brasileira", {"false-accusation": value}).spec.illegal.false_accusation.award
            for value in options["false-accusation"].values} == {"games", "match"}


# -- a table option's text false under the other choice ---------------------------------------

def _options_section(text: str) -> str:
    found = re.search(r"^## (?:Table options|Opções da mesa|Options de (?:la )?table)\n(.*?)(?=^## |\Z)",
                      text, re.M | re.S)
    return found.group(1) if found else ""


@pytest.mark.parametrize("locale", LOCALES)
def test_options_each_value_is_said_by_what_it_changes_from_the_book_it_is_in(locale: str) -> None:
    """Whatever value a book is written for, another value the compiled rules play differently
    is never "the same rules as this book" (estilo-da-mesa written for its mirrored style said
    so of the Portuguese style), and a deal that turns with the option is said whole: whom the
    dealer starts with turns too ("to the right, starting with the player on the dealer's
    right", never the left)."""
    v = Voice(locale)
    same = plain(v.gettext("the same rules as this book"))
    checked = 0
    for name in ALL:
        spec = load_variant(name)
        for option, model in spec.options.items():
            for chosen in model.values:
                resolved = validate(name, {option: chosen}).spec
                others = {option: {x: validate(name, {option: x}).spec for x in model.values if x != chosen}}
                rules = load_rules(name, {option: chosen})
                parent = validate(validate(name).layers[1].source.file).spec if spec.extends else None
                text = plain(book_of(resolved, locale, parent, rules, others).markdown())
                said = _options_section(text)
                for value in model.values:
                    if value == chosen:
                        continue
                    differ = meaning(resolved) != meaning(others[option][value])
                    term = plain(Speaker(v, resolved).option_value(option, value, None))
                    line = next((ln for ln in said.splitlines() if f"**{v.sentence(term)}**" in ln), "")
                    assert not (differ and same in line), (name, option, chosen, value, locale)
                for direction in ("left", "right"):
                    wrong = {"en": f"to the {'right' if direction == 'left' else 'left'}, starting with the player "
                                   f"on the dealer’s {direction}"}.get(locale)
                    assert wrong is None or wrong not in said, (name, option, chosen)
                checked += 1
    assert checked >= 4


# -- one thing, several names ------------------------------------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
def test_one_name_a_single_deal_is_named_as_the_deal_it_is_everywhere(locale: str) -> None:
    """A variant with one deal, whose parent chooses among several, is filed in the matrix under
    the parent's deal it is (Sueca Online's, Portugal's alternative deal: "not offered" under
    the standard deal), its differences call it by that name only, and its description names no
    other deal."""
    v = Voice(locale)
    data = matrix_data([load_variant(n) for n in BUNDLED], locale)
    checked = 0
    for name in BUNDLED:
        spec = load_variant(name)
        if len(spec.deal) != 1 or spec.extends is None:
            continue
        parent = load_variant(spec.extends)
        if len(parent.deal) < 2:
            continue
        pair = paired(parent, spec, meaning(parent), meaning(spec))
        assert pair is not None
        near = pair[0]
        s = Speaker(v, parent)
        for deal in parent.deal:
            [row] = [r for r in data["rules"] if r["path"] == f"deal.{deal}"] or [{"values": []}]
            offered = [val["value"] for val in row["values"] if spec.variant in val["variants"]]
            if row["values"]:
                assert offered == [v.gettext("offered") if deal == near else v.gettext("not offered")], \
                    (name, deal, locale)
        # the variant's own side of each difference (the parent's says its own deals)
        mine = "\n".join(ln.split(" — ")[0] for ln in section(book(name, locale), "differences", locale).splitlines())
        others = [plain(s.deal_name(d)) for d in parent.deal if d != near]
        own = plain(s.deal_name(near))
        assert own in mine and not any(o in mine for o in others), (name, locale)
        description = plain(_speaker(name, locale).description()).lower()
        assert not any(o.lower() in description for o in others), (name, locale, description)
        checked += 1
    assert checked >= 2
