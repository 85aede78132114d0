"""Issue 23, the fourth native review (/work/research/native3-*.md): one test a kind of defect
fixed, each over every bundled and house variant in every locale (or every command the kind
is about), the condition read from the compiled rules, the case files or the sources (the
earlier rounds' kinds: test_review_kinds.py, test_review_kinds_second.py and
test_review_kinds_third.py)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
import yaml

from sueca_rules.catalogue.illegal.words import infraction_name
from sueca_rules.checks import validate
from sueca_rules.docs import diff_variants, matrix
from sueca_rules.docs.compare import matrix_data, meaning
from sueca_rules.docs.deals import paired
from sueca_rules.docs.rulebook import book_of
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal_table import heading
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT, run_cli
from ..loaded import load_rules, load_variant
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
    What some tables score for a revoke instead (003) is Portugal's table option `revoke`."""
    for name in ALL:
        spec = load_variant(name)
        text = book(name, locale)
        said = _rules_part(text, locale)
        for doc in spec.sources:
            if doc.title and " " in doc.title.strip():  # a one-word title ("Sueca", "Carte") is any text's word
                assert plain(doc.title) not in said, (name, locale, doc.title)
        assert not re.search(r"\((?:the sources|as fontes|les sources)[^)]*\)", said), (name, locale)


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
        if any(plan.cuts_unused or plan.by_bid for plan in rules.deals.values()):
            continue  # nobody holds the card: no case can deal it (the Azores; an auction turns none)
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
            for value in options["false-accusation"].values} == {"games", "lose", "match"}  # 002: "da perda
    # de um ponto para a derrota" — 1 game point lost (`lose`) or the match; `games` kept for old records


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
    same = plain(v.gettext("**{term}** plays by the same rules as this book.", term="")).strip("* ")
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
        for deal, deal_ in ((d, s.deal_name(d)) for d in parent.deal):  # pt-BR R9-09: "the only way"
            [row] = [r for r in data["rules"] if r["path"] == f"deal.{deal}"] or [{"values": []}]
            offered = [val["value"] for val in row["values"] if spec.variant in val["variants"]]
            if row["values"]:
                only = v.gettext("the only way of dealing (compared here with the other tables’ {deal})", deal=deal_)
                assert offered == [only if deal == near else v.gettext("not offered")], \
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
    # the act of dealing is never called by the word for the hand (French « donne » was both:
    # « seulement pendant la donne » read as "all hand"); the packet said one way everywhere
    from sueca_rules.catalogue.table.words import packet, shown

    s = _speaker("portugal", locale)
    hand = plain(s.word("hand").text).lower()
    for said in (s.deal_name("standard"), s.deal_name("alternative"), shown("deal-only", s),
                 v.pgettext("rule", "Direction of the deal")):
        assert not re.search(rf"\b{re.escape(hand)}\b", plain(said).lower()), (locale, said)
    once = plain(packet(10, s))
    for name in BUNDLED:
        if any(p is not None and p.packet == 10 for p in load_variant(name).deal.values()):
            text = book(name, locale)
            assert once.split()[-1] in text, (name, locale)  # "at once", "vez", "coup": as the matrix says


# -- messages left in English under --lang -----------------------------------------------------

ENGLISH = re.compile(r"\bwrote \/|has no option|cannot be|replayed|identical to the record|won by team|"
                     r"\b\d+: \w+\?|taken as|Go on with it|\berror:")


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR", "fr"])
def test_messages_every_line_a_command_writes_speaks_the_users_language(locale: str, tmp_path: Path) -> None:
    """Under --lang (or the user's locale), the lines a command writes around a document or
    a game are said in that language too: a file written (`docs -o`), a table option refused,
    `replay`'s summary and its `--show` accusations; a count of none is plural in Portuguese
    ("0 vazas", which CLDR's Brazilian rule says in the singular)."""
    v = Voice(locale)
    written = run_cli("docs", "sueca-fr", "--lang", locale, "-o", str(tmp_path / "x.html"))
    assert written.returncode == 0 and written.stderr.strip() == v.pgettext(
        "command line", "wrote {file}", file=str(tmp_path / "x.html")), written.stderr
    for option in ("foo=1", "direction=sideways"):
        refused = run_cli("docs", "sueca-online", "--lang", locale, "-O", option)
        colon = "\u00a0: " if v.lang == "fr" else ": "
        assert refused.returncode == 2 and refused.stderr.startswith(
            f"sueca-rules{colon}{v.pgettext('command line', 'error')}{colon}"), refused.stderr
        assert "sueca-online" in refused.stderr
        assert not ENGLISH.search(refused.stderr), refused.stderr
    record = tmp_path / "game.json"
    assert run_cli("autoplay", "mesa-brasileira", "--seed", "1", "-o", str(record)).returncode == 0  # 3 accusations
    summary = run_cli("replay", str(record), "--lang", locale)
    shown = run_cli("replay", str(record), "--lang", locale, "--show")
    assert summary.returncode == 0 and shown.returncode == 0
    assert not ENGLISH.search(summary.stdout + shown.stdout), summary.stdout + shown.stdout[-600:]
    english = run_cli("replay", str(record), "--lang", "en")
    assert "identical to the record" in english.stdout  # English stays the tool's English
    s = _speaker("portugal", locale)
    if v.lang == "pt":
        assert v.count(0, s.word("trick")) == "0 " + s.word("trick").render("pl")


# -- a score line that reads as the match score ------------------------------------------------

def _screen(variant: str, locale: str, tmp_path: Path, seat: int = 0) -> list[str]:
    from sueca_rules.play.terminal import play_in_terminal

    output: list[str] = []
    answers = io.StringIO("".join(f"{i % 10 + 1}\nn\n" for i in range(2000)))
    play_in_terminal(load_rules(variant), variant, seat, 3, tmp_path / f"{variant}.{locale}.json", answers,
                     output.append, output.append, locale=locale, spec=load_variant(variant))
    return "\n".join(output).splitlines()


@pytest.mark.parametrize("locale", LOCALES)
def test_score_a_hands_line_says_what_this_hand_scores_never_a_score_like_the_matchs(locale: str,
                                                                                   tmp_path: Path) -> None:
    """At each hand's end the game says what that hand scores ("This hand scores 1 game point
    for them"), never "Game points: us 1, them 0", which read as the match's score under the
    score sheet that said 0–2; once the match is won, the score says no more what wins it."""
    v = Voice(locale)
    for variant in ("portugal", "brazil"):
        t = _speaker(variant, locale)
        lines = _screen(variant, locale, tmp_path)
        first = v.gettext("Card points: us {a}, them {b}.", a=0, b=0).split("0")[0]
        results = [line for line in lines if line.startswith(first)]
        assert len(results) >= 3, (variant, locale)
        game_points = plain(t.word("game_point").render("pl"))
        for line in results:
            assert not re.search(rf"{re.escape(game_points)}\s?: ", plain(line), re.I), line
            said = plain(line[len(first):])
            hand = plain(t.word("hand").render("")).lower()
            assert hand in said.lower(), line  # "This hand scores …", "A 60–60 tie: this hand …"
        reminder = plain(v.gettext("Score: Us {us} – Them {them}; {games} win the {match}.", us=0, them=0,
                                   games="", match=t.word("match"))).split(";")[1].split()[-1]
        if variant == "brazil":  # a placar, not a cross: the last score line says no target
            last = [line for line in lines if line.startswith(v.gettext("Score: Us {us} – Them {them}.", us=0,
                                                                        them=0).split("0")[0])][-1]
            assert reminder not in last, last


# -- the play screen: seats, headers, width ----------------------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
def test_terminal_the_screen_counts_as_the_command_line_and_fills_the_terminal(locale: str, tmp_path: Path) -> None:
    """`--seat 2` is seat 2 on the screen (it was 3); a hand's header names its dealer with a
    capital ("Left deals") and no deal's name where the table has one way of dealing; the
    screen is as wide as the terminal (a prompt was broken at 80 columns in 100), and a short
    quotation, a short parenthesis or a letter and its card ("V Valete") is never broken."""
    from sueca_rules.play.terminal_ask import fit

    v = Voice(locale)
    for variant in ("portugal", "sueca-online"):
        lines = _screen(variant, locale, tmp_path, seat=2)
        said = heading(Talk(load_rules(variant), locale, load_variant(variant)), 2)
        assert plain(lines[0]).startswith(plain(said)), lines[0]
        assert v.pgettext("compass", "North") in lines[0]
        headers = [line for line in lines if line.startswith("=== ")]
        assert headers
        for header in headers:
            deals = header.split(":", 1)[1].strip().lstrip("\u00a0")
            # a sentence after the colon: capital in English and Portuguese, lower case in French (FR23-05)
            assert deals[:1].islower() if locale == "fr" else deals[:1].isupper(), header
            assert ("(" in deals) == (variant == "portugal"), header
    said = "Sueca (mesa brasileira) — você joga de Sul, com o parceiro à sua frente (Norte). Digite uma carta!"
    assert fit(said, 100) == [said]  # 99 columns fit a 100-column terminal: one line
    for width in (40, 50, 60, 70):
        for line in fit("Letras: E espadas, C copas, O ouros, P paus; A ás, R rei, V valete, D dama. Jogar essa "
                        "carta (também por extenso: “7 de espadas”) [2] maneira alternativa (Enter: habitual)>", width):
            assert not re.search(r"(?:^|\s)[A-Z]$", line.strip()) and line.count("“") == line.count("”"), line
            # a short parenthesis is never broken; a longer one may be, to fill the line (fr
            # FR13-07), but never after its first word
            assert "(Enter: habitual)" in line or "(Enter:" not in line, (width, line)
            assert not re.search(r"\(\S+$", line.strip()), (width, line)


# -- language and typography -------------------------------------------------------------------

# What each reader quoted, as a pattern: never in any book, the matrix or `diff` of its locale.
SAID_WRONG = {
    "pt-PT": r"A quem cabe|\bvale ×|Palavras e textos|\(«\w+»: fica|: sem castigo\.",
    "pt-BR": r"A quem cabe|Antes de embaralhar,|\bvale ×|Palavras e textos|; ou ainda|: sem punição\.",
    "en": r"with a winner|deals each player \d+ cards in a single batch|ten at a time|usual deal|agrees so|"
          r"A card against the rules|"
          r"Words and texts| × |not punished",
    "fr": r"à l’inverse du jeu|gagnée au jeu|— dans Sueca|avec un gagnant|(?:montrée|seulement) pendant la donne|"
          r"[Dd]onne habituelle|"
          r"[Dd]onne alternative|La suite de ce livret suit|: pas de sanction\.",
}


def _values(line: str) -> list[str]:
    """A difference's two values (a book's `**rule**: mine — in parent: theirs.`)."""
    found = re.match(r"- \*\*.+?\*\*\s?: (.*?) — (.*)$", line)
    assert found, line
    return [found.group(1), re.split(r"\s?: ", found.group(2), maxsplit=1)[-1]]


@pytest.mark.parametrize("locale", LOCALES)
def test_language_the_readers_phrases_are_gone_and_no_value_chains_colons(locale: str) -> None:
    """The wordings the readers quoted ("A quem cabe puxar …: o jogador", "Antes de
    embaralhar, o carteador", "à l’inverse du jeu", "gagnée au jeu", "the next hand with a
    winner", "in one batch" beside "all ten at once") are said nowhere in their locale; and a
    value in a book's differences holds no colon of its own ("refused: the player …",
    "Standard deal: trump card: …", "the accusers are punished: …"), bands ("61–90: 1") aside."""
    specs = [load_variant(n) for n in BUNDLED]
    texts = [plain(matrix(specs, locale))] + [plain(diff_variants(specs[0], spec, locale)) for spec in specs[1:]]
    texts += [plain(_speaker(n, locale).description()) for n in BUNDLED]
    for name in ALL:
        text = book(name, locale)
        texts.append(text)
        for line in section(text, "differences", locale).splitlines():
            if line.startswith("- **"):
                for value in _values(line):
                    assert ":" not in re.sub(r"\d+–\d+\s?: ", "", value), (name, locale, line)
    for text in texts:
        found = re.search(SAID_WRONG[locale], text)
        assert found is None, (locale, text[max(0, found.start() - 60):found.end() + 40])


# -- layout: diff, the matrix ------------------------------------------------------------------

@pytest.mark.parametrize("locale", LOCALES)
def test_layout_diff_sets_each_value_apart_and_the_matrix_leaves_no_variant_out(locale: str) -> None:
    """`diff` gives each variant's value a line of its own (its `;` joined them, and values
    hold their own `;`: "61–90: 1 manche ; 91–120 : 2 manches"); the matrix has a title and
    says how many variants "all" means, and a rule that does not apply to a variant says so
    in its row, rather than leave the variant out (a deal's fields aside: its own row says
    "not offered")."""
    specs = [load_variant(n) for n in BUNDLED]
    for spec in specs[1:]:
        text = plain(diff_variants(specs[0], spec, locale))
        rows = re.split(r"^- \*\*", text, flags=re.M)[1:]
        assert rows
        for row in rows:
            assert len(re.findall(r"^    - ", row, re.M)) == 2 and " — " not in row.splitlines()[0], row
    data = matrix_data(specs, locale)
    for row in data["rules"]:
        if not row["path"].startswith(("deal.", "options")):  # options: one cell an option (pt-PT R9-02)
            assert sorted(v for value in row["values"] for v in value["variants"]) == sorted(BUNDLED), row
    v = Voice(locale)
    assert plain(matrix(specs, locale)).startswith("# " + v.gettext("Sueca variants compared") + "\n\n*" +
                                                   plain(v.ngettext("{count} variant, rule by rule.",
                                                                    "{count} variants, rule by rule; “all” "
                                                                    "means all {count}.", len(specs))))
