"""The fifth readers' kinds on mesa-brasileira (source 002), each checked on the books, the
matrix and `diff` as generated, and on the engine through the option resolver:

- a table option whose values choose one rule is named as that rule's row is (en MB8/MB9,
  pt-BR 15): "False accusation" / "Acusação não comprovada" / ... in the book, its body and
  the matrix alike;
- a local rule 002 leaves to each table is a table option with what 002 gives (MB6, MB2,
  MB3): a false accusation costs the accusers 1 game point or the match, a tie may be annulled,
  a bandeira may need every trick — and every value's book says what the engine plays;
- (an allowed act said what stays forbidden: now `forbidden`, tests/docs/test_forbidden_acts.py);
- the redeal's first asker is "the player who leads to the first trick" (fr 14), in every locale;
- the rules the book sets itself name who deals again after a redeal (pt-BR 22), a field
  decided for several deals once.
"""

from __future__ import annotations

import re

import pytest

from sueca_rules.checks import validate
from sueca_rules.docs import diff_variants, matrix, rulebook
from sueca_rules.docs.compare import label
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant

MESA = "mesa-brasileira"


def _book(locale: str, **options: str) -> str:
    chosen = options or None  # the table's choices: the spec they resolve and the rules they compile
    return plain(rulebook(validate(MESA, chosen).spec, locale, rules=load_rules(MESA, chosen)))


def _options_section(text: str) -> str:
    found = re.search(r"^## [^\n]+\n\n(- .*?)(?=^## )", text, re.M | re.S)
    assert found
    return found.group(1)


@pytest.mark.parametrize("locale", LOCALES)
def test_an_option_that_chooses_one_rule_is_named_as_its_row(locale: str) -> None:
    spec = load_variant(MESA)
    s = Speaker(Voice(locale), spec)
    texts = spec.texts[locale.replace("-", "_")]  # type: ignore[index]
    for option, path in (("false-accusation", "illegal.false_accusation"), ("tie", "scoring.tie"),
                         ("bandeira", "scoring.bandeira")):
        name = texts.options[option].name
        assert name == plain(label(path, s)), (locale, option, name)
        # said once (pt-PT R9-10): the option's line, Portugal's side saying "always …"
        said = plain(diff_variants(load_variant("portugal"), spec, locale))
        assert len(re.findall(rf"^- \*\*{re.escape(name)}\b", said, re.M)) == 1, (locale, name, said)
    row = plain(label("illegal.false_accusation", s))
    assert f"| **{row}** |" in plain(matrix([load_variant(n) for n in BUNDLED], locale))


def test_a_false_accusation_costs_the_accusers_a_point_or_the_match() -> None:
    """002: "da perda de um ponto para a derrota". `point`: the accusers lose 1 game point (not
    below 0) and the hand goes on; `match`: they lose the match; `hand`, kept for old records."""
    point = load_rules(MESA, {"false-accusation": "point"}).illegal.false_accusation
    match = load_rules(MESA, {"false-accusation": "match"}).illegal.false_accusation
    assert point is not None and not point.ends_hand and match is not None
    said = _book("en", **{"false-accusation": "point"})
    assert "If the tricks do not prove it, the accusers lose 1 game point from their score (a team on 0 " \
           "loses nothing), and play goes on." in said
    assert "If the tricks do not prove it, the accusers lose the match at once, whatever the score (as if the " \
           "accused team had made its 4 game points)." in _book("en", **{"false-accusation": "match"})
    assert "the accusers lose the hand, and the accused team scores 1 game point" in _book("en")
    assert load_variant(MESA).options["false-accusation"].default == "hand"  # tests/golden/format1 replays


@pytest.mark.parametrize("locale", LOCALES)
def test_each_option_value_says_what_it_changes_and_the_body_follows_the_choice(locale: str) -> None:
    default = _book(locale)
    options = _options_section(default)
    assert options.count("\n    - **") == 3
    tricks = _book(locale, bandeira="tricks")
    annulled = _book(locale, tie="annulled")
    assert tricks != default and annulled != default
    tie_rule = {"en": "After a tie", "pt-PT": "Depois de um empate", "pt-BR": "Depois de um empate",
                "fr": "Après une égalité"}[locale]
    assert tie_rule in default and tie_rule not in annulled  # nothing carried over
    assert "91–120" in options and "91–120" not in default.split("## ", 3)[3]  # the bands the value plays


@pytest.mark.parametrize("locale", LOCALES)
def test_the_first_asker_of_a_redeal_leads_to_the_first_trick(locale: str) -> None:
    said = {"en": "The player who leads to the first trick may ask for a new deal",
            "pt-PT": "Quem deve puxar a primeira vaza pode pedir nova distribuição",
            "pt-BR": "Quem vai puxar a primeira vaza pode pedir nova distribuição",
            "fr": "Le joueur qui doit entamer le premier pli peut demander une nouvelle donne"}[locale]
    assert said in _book(locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_books_own_rules_name_who_deals_again_and_each_field_once(locale: str) -> None:
    spec = load_variant(MESA)
    assert "redeal.then" in spec.decided and "scoring.tie.cumulative" in spec.decided
    s = Speaker(Voice(locale), spec)
    opening = plain(Voice(locale).gettext("Rules not in the sources, set by this book: {rules}.",
                                          rules="")).split(":")[0]
    paragraph = next(line for line in _book(locale).splitlines() if line.startswith(opening))
    # a hand voided for talking is dealt again too: the item names both (EN15-03, BR15-04)
    who = plain(Voice(locale).gettext("who deals a {hand} that is dealt again (after a weak {hand} or a voided "
                                      "{hand})", hand=s.word("hand")))
    assert who in paragraph and plain(label("redeal.then", s)).lower() not in paragraph.lower()
    standard, alternative = s.deal_name("standard"), s.deal_name("alternative")
    # a field both deals set is named once, with both deals; the direction only the alternative
    # deal's (002 gives the standard deal's) names that deal alone (fr R9 FR-01)
    assert paragraph.count(standard) == 1 and paragraph.count(alternative) == 2, paragraph


def test_the_options_line_is_said_once_for_several_options_and_the_matrix_names_them() -> None:
    text = _book("en")
    assert "follows the first choice of each):" in text and "follows the first choice." not in text
    chosen = _book("en", tie="annulled")
    assert "**A 60–60 tie** (the table’s choice): the tied hand counting for nothing" in chosen
    assert "for the other options, the first choice):" in chosen and "follows the first choice." not in chosen
    lines = plain(matrix([load_variant(n) for n in BUNDLED], "en")).splitlines()
    # one cell an option, each in the frame of Sueca Online's and the italiana's (pt-PT R9-02)
    for cell in ("| false accusation: the hand lost by the accusers, with 1 game point to the accused team, unless "
                 "the table chooses 1 game point lost by the accusers (a team on 0 loses nothing) or the match "
                 "lost by the accusers |",
                 "| a 60–60 tie: 1 game point more for the next hand won (further ties in a row add nothing more), "
                 "unless the table chooses the tied hand counting for nothing, with nothing carried over |",
                 "| bandeira: taking all 120 card points, unless the table chooses taking every trick |"):
        assert any(cell in line and "Sueca (Brazilian table)" in line for line in lines), cell
    assert "may choose instead" not in "\n".join(lines)
