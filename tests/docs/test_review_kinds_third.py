"""Issue 23, the third native review (/work/fresh/native2-*.md): one test a kind of defect
fixed, each over every bundled and house variant in every locale, the condition read from the
compiled rules (the first and second reviews' kinds: test_review_kinds.py and
test_review_kinds_second.py)."""

from __future__ import annotations

import itertools
import re

import pytest

from sueca_rules.catalogue.match.normal import both_reach
from sueca_rules.compiled.outcome import GamePoints
from sueca_rules.docs import diff_variants
from sueca_rules.docs.compare import matrix_data, meaning
from sueca_rules.docs.deals import paired
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT, run_cli
from ..loaded import load_rules, load_variant
from .books import book
from .test_review_kinds import ALL, HOUSE, section

# The section a revoke is said in, by its heading in each locale.
REVOKE_HEADS = ("Cartas fora da regra", "Illegal cards", "Cartes interdites")


def _revoke_section(text: str) -> str:
    found = re.search(rf"^## (?:{'|'.join(REVOKE_HEADS)})[^\n]*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return found.group(1) if found else ""


def _speaker(name: str, locale: str) -> Speaker:
    return Speaker(Voice(locale), load_variant(name))


# A penalty a reader would doubt was said to be its source's, by title, in the line that
# states it: the fourth readers found those titles editor's notes inside the rules; the rule
# is said plainly now (test_review_kinds_fourth.py::test_editors_notes_...).


@pytest.mark.parametrize("locale", LOCALES)
def test_missing_rules_every_card_the_engine_counts_a_revoke_is_named_one(locale: str) -> None:
    """The engine counts any card outside the legal ones a revoke (engine.hand): a book whose
    play forbids more than not following (alentejo-montar: overtake, trump, overtrump, no
    early trump lead) names each duty in its revoke line and its glossary's revoke is not
    "failing to follow suit" alone; a book that cuts the unused cards for trump says the
    sources name nobody for it; a dealer who chooses the deal says so before the shuffle."""
    v = Voice(locale)
    strict = 0
    for name in ALL:
        rules, spec, text = load_rules(name), load_variant(name), book(name, locale)
        s = _speaker(name, locale)
        revoke = _revoke_section(text)
        duties = [plain(d) for d in (
            [v.pgettext("duty", "to head the trick")] if rules.play.must_overtake else []) + (
            [v.pgettext("duty", "to trump")] if rules.play.must_trump else [])]
        for duty in duties:
            assert duty in revoke, (name, locale, duty)
        if rules.play.trump_lead_after_trump:
            assert plain(v.gettext("Leading {trump:a} before one has been played to a {trick}, when you hold "
                                   "another suit, counts as {revoke:a} too.", trump=s.word("trump"),
                                   revoke=s.word("revoke"), trick=s.word("trick"))) in revoke, (name, locale)
        if duties:
            strict += 1
            glossary = section(text, "words", locale)
            follow_only = plain(v.gettext("failing to {follow} when you could", follow=s.word("follow")))
            assert follow_only not in glossary, (name, locale)
        if any(p is not None and p.trump == "cut-unused" for p in spec.deal.values()):  # who cuts them: decided
            assert not re.search(r"\((?:the sources|as fontes|les sources)[^)]*\)", text), (name, locale)
        if len([p for p in spec.deal.values() if p is not None]) > 1 and "shuffles" not in str(spec.seats):
            said = plain(v.gettext("The {dealer} chooses how to deal:", dealer=s.word("dealer")))
            chooser = rules.deals.chooser if hasattr(rules.deals, "chooser") else None
            assert said in text or chooser is not None, (name, locale)
    assert strict >= 1


@pytest.mark.parametrize("locale", LOCALES)
def test_contradictions_a_rule_the_parent_cannot_meet_is_not_credited_to_it(locale: str) -> None:
    """Both teams at the target in one hand: where the compiled rules let only one team score
    in a hand (no tie scoring both, no penalty scoring while play goes on), the normal form is
    `never` and diff says it cannot happen (brazil, against empate-ambas-chegam), never "the
    higher score wins"; estilo-da-mesa's mirrored style is not called plain "Brazilian", which
    the brazil book (Portugal's deals) is."""
    for name in BUNDLED:
        rules = load_rules(name)
        both = rules.bidding is not None or rules.scoring.tie_each > 0 or any(  # a contract: the declarers'
            not o.ends_hand and any(isinstance(e, GamePoints) and e.amount > 0 for e in o.effects)
            for o in (rules.illegal.revoke, rules.illegal.false_accusation, *rules.illegal.infractions.values())
            if o is not None)
        assert (getattr(both_reach(rules, load_variant(name)), "key", None) == "never") == (not both), name
    house = load_variant(str(ROOT / "variants/house/empate-ambas-chegam.sueca"))
    text = plain(diff_variants(load_variant("brazil"), house, locale))
    v = Voice(locale)
    s = _speaker("brazil", locale)
    assert plain(v.gettext("cannot happen (only one team scores in a {hand})", hand=s.word("hand"))) in text
    assert plain(v.gettext("the higher score wins; equal scores are a draw")) not in text
    estilo = book(str(ROOT / "variants/house/estilo-da-mesa.sueca"), locale)
    options = re.findall(r"^\s+- \*\*(.+?)\*\*", estilo, re.M)
    bare = {"en": "Brazilian style", "pt-PT": "À brasileira", "pt-BR": "À brasileira", "fr": "À la brésilienne"}
    assert options and bare[locale] not in options, options


STAYS = {"en": r"who shuffles and who cuts stay the same", "pt-PT": r"quem baralha e quem parte não mudam",
         "pt-BR": r"quem embaralha e quem corta não mudam", "fr": r"qui mélange et qui coupe ne changent pas"}
SHUFFLE = {"en": "shuffl", "pt-PT": "baralh", "pt-BR": "embaralh", "fr": "mélang"}


@pytest.mark.parametrize("locale", LOCALES)
def test_differences_a_house_title_names_a_role_only_where_the_role_differs(locale: str) -> None:
    """A house book's title and summary speak of shuffling only where its differences from
    the parent have a row on who shuffles (brasil-embaralha-corta and quem-parte-comeca sold
    their parent's own order as new; quem-baralha's shuffler does move)."""
    checked = 0
    for name in HOUSE:
        text = book(name, locale)
        head = "\n".join(text.splitlines()[:3]).lower()
        head = re.sub(STAYS[locale], "", head)  # a summary saying the shuffler stays (estilo-da-mesa, R-5)
        differences = section(text, "differences", locale).lower()
        rows = re.findall(r"^- \*\*(.+?)\*\*\s?: (.*?)(?: — |$)", differences, re.M)
        declared = plain(Voice(locale).pgettext("rule", "Infractions the table declares")).lower()
        if SHUFFLE[locale] in head:
            checked += 1
            # a row on who shuffles, or on a fault of shuffling the table declares itself (mesa-calada's
            # shuffling, cutting or dealing out of order: its own infraction since EN20-01)
            assert any(SHUFFLE[locale] in row or (row == declared and SHUFFLE[locale] in value.split(",")[0])
                       for row, value in rows), (name, locale, head)
    assert checked >= 1


ADDRESS = re.compile(r"https?://\S+")


@pytest.mark.parametrize("locale", LOCALES)
def test_sources_a_reader_can_trace_each_and_no_program_file_is_printed(locale: str) -> None:
    """Each source a web address identifies is printed with that address; no part cited
    repeats the title; no program file (src/…/Game.ts, jogo.py) is printed as a section."""
    for name in ALL:
        spec = load_variant(name)
        sources = section(book(name, locale), "sources", locale)
        for doc in spec.sources:
            if ADDRESS.fullmatch(doc.document):
                assert doc.document in sources, (name, locale, doc.document)
            if doc.title:
                assert f"“{doc.title}”" not in sources and f"«{doc.title}»" not in sources and \
                    f"« {doc.title} »" not in sources, (name, locale)
        assert not re.search(r"[\w-]+/[\w/.-]+\.(?:py|ts|js)\b", sources), (name, locale, sources)


@pytest.mark.parametrize("locale", LOCALES)
def test_matrix_says_what_its_named_hands_row_counts_and_files_a_single_deal_by_its_name(locale: str) -> None:
    """The named hands row says it counts those besides the bandeira (every book names the
    bandeira); a variant with one deal has its book's differences name the deal it is filed
    under in the matrix (Sueca Online's: Portugal's alternative deal, not its file's name)."""
    # (a row only where a variant compared has named hands: "none" for all is no row)
    scores = load_variant(str(ROOT / "tests/conformance/parts/scores.sueca"))
    assert not [row for row in matrix_data([load_variant(n) for n in BUNDLED], locale)["rules"]
                if row["path"] == "hand_results"]
    data = matrix_data([*(load_variant(n) for n in BUNDLED), scores], locale)
    [named] = [row for row in data["rules"] if row["path"] == "hand_results"]
    s = _speaker("portugal", locale)
    assert s.word("bandeira").text in plain(str(named["rule"])).replace("*", "")
    for name in BUNDLED:
        spec = load_variant(name)
        deals = [k for k, p in spec.deal.items() if p is not None]
        if len(deals) != 1 or spec.extends is None:
            continue
        parent = load_variant(spec.extends)
        if len([p for p in parent.deal.values() if p is not None]) < 2:
            continue
        pair = paired(parent, spec, meaning(parent), meaning(spec))
        own = _speaker(name, locale).deal_name(pair[0] if pair else deals[0])
        differences = section(book(name, locale), "differences", locale)
        ways = [ln for ln in differences.splitlines() if own in ln or own.lower() in ln.lower()]
        assert ways, (name, locale, own)


def test_language_docs_follow_the_users_locale_when_it_is_one_of_the_four() -> None:
    """`docs` with no --lang and no settings' lang: LANG=fr_FR is French, LANG=en_GB English,
    LANG=pt_BR Brazilian Portuguese, a locale the books are not written in (de_DE) the
    table's own Portuguese, as before."""
    env_base = {k: v for k, v in __import__("os").environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    for lang, locale in (("fr_FR.UTF-8", "fr"), ("en_GB.UTF-8", "en"), ("pt_BR.UTF-8", "pt-BR"),
                         ("de_DE.UTF-8", "pt-PT")):
        out = run_cli("docs", "portugal", "--format", "md", timeout=120, cwd=ROOT,
                      env={**env_base, "LANG": lang, "PYTHONPATH": str(ROOT)}).stdout
        said = _speaker("portugal", locale).description()
        assert plain(said).replace("’", "'") in plain(out).replace("’", "'"), (lang, out[:200])


@pytest.mark.parametrize("locale", LOCALES)
def test_words_the_accused_is_said_as_the_matrix_says_it(locale: str) -> None:
    """Who may be accused: the books say the other team may accuse the offender's team (a
    card of either player proves it, as the matrix and the play help say), except where the
    table names the player (renuncia-nomeada); the pt label no longer reads "who accuses
    himself" (se acusa)."""
    v = Voice(locale)
    for name in ALL:
        rules = load_rules(name)
        if rules.illegal.refuse:
            continue
        s = _speaker(name, locale)
        team = plain(v.gettext("A card played as {revoke:a} is not taken back, but the other team may "
                               "accuse the team that played it of {revoke:a}.",
                               revoke=s.word("revoke")))
        said = book(name, locale).replace("’", "'")
        assert (team.replace("’", "'") in said) != rules.illegal.names_player, (name, locale)
    label = v.pgettext("rule", "Who may be accused of {revoke:a}")
    assert "se acusa" not in label


@pytest.mark.parametrize("columns", ["44", "61", "80"])
def test_typography_the_terminal_never_breaks_a_no_break_space(columns: str) -> None:
    """French terminal output kept no no-break space at a line's end ("rapporte 4 / manches",
    "habituelle / : qui mélange"): the book set as text, the matrix, and the play screen's
    wrapping break neither a number from its unit nor a space before : ; ! ? », at any width."""
    from sueca_rules.play.terminal_ask import fit

    env = {**__import__("os").environ, "COLUMNS": columns, "PYTHONPATH": str(ROOT)}
    for args in (["docs", "portugal", "--lang", "fr", "--format", "text"], ["matrix", "--lang", "fr"]):
        out = run_cli(*args, "--no-pager", timeout=120, cwd=ROOT, env=env).stdout
        lines = [line.rstrip() for line in out.splitlines()]
        assert len(lines) > 20, out[:300]
        for first, second in itertools.pairwise(lines):
            cells = [c.strip() for c in re.split(r"[│|]|\s{3,}", second) if c.strip()]
            tail, head = first[-2:], cells[0] if cells else ""
            assert not (re.fullmatch(r"[ (]?\d", tail) and re.match(r"(?:manches?|points?|plis?|cartes?)\b", head)), \
                (args, first, second)
            assert not any(c[:1] in (":", ";", "!", "?", "»") for c in cells), (args, first, second)
    said = "x" * 66 + " cela rapporte 4 manches : et « fait » gagner la partie ; fin"
    for width in (60, 70, 72, 80):
        wrapped = fit(said, width)
        assert all(not re.search(r"\d$", w) and w.lstrip()[:1] not in ":;»" for w in wrapped), wrapped
        assert " ".join(w.strip() for w in wrapped) == said
