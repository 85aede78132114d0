"""The twelfth readers' remarks on the revoke, by kind: 003's "At some tables they score two
games instead" is Portugal's table option `revoke`, said under "Table options" like every
option, never a sentence of its own (EN12-06, BR12-11); children that set their own penalty drop
it (`option revoke none`); one verb for the accusation in every locale (EN12-03); a hand ended by
a penalty scores only the penalty, said also where nothing carries over (FR12-09)."""

from __future__ import annotations

import re

import pytest

from sueca_rules.checks import validate
from sueca_rules.compiled.outcome import GamePoints, Role
from sueca_rules.docs.rulebook import book_of
from sueca_rules.fmt import format_dsl
from sueca_rules.source.resolve import parse_text
from sueca_rules.source.text import SourceText
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import ROOT, run_cli
from ..loaded import load_rules, load_variant
from .books import split_program, without_program
from .test_review_kinds import ALL, section

HOUSE = ROOT / "variants" / "house"
TWO = {"en": "2 game points to the accusers", "pt-PT": "2 jogos para os acusadores",
       "pt-BR": "2 pontos de jogo para os acusadores", "fr": "2 manches aux accusateurs"}
SOME = ("At some tables", "Há mesas em que", "Em algumas mesas", "À certaines tables", "at some tables")


def book(reference: str, locale: str, options: dict[str, str] | None = None, program: bool = False) -> str:
    """The printed book; `program`: the screen's, with the program's section last (PT22-01)."""
    made = book_of(load_variant(reference, options), locale, rules=load_rules(reference, options))
    return plain(made.markdown(program=program))


def _given(name: str, options: dict[str, str] | None = None) -> int:
    revoke = load_rules(name, options).illegal.revoke
    assert revoke is not None
    return sum(e.amount for e in revoke.effects if isinstance(e, GamePoints) and e.to is Role.OTHERS)


@pytest.mark.parametrize("locale", LOCALES)
def test_portugals_two_games_are_a_table_option(locale: str) -> None:
    text = book("portugal", locale)
    options = text.split("\n## ")[1]
    # the choice in the options section, its spelling in the screen book's last section only (PT20-02,
    # PT22-01): none in the printed book
    screen = book("portugal", locale, program=True)
    assert TWO[locale] in options and "-O" not in options and split_program(screen)[1].endswith("`-O revoke=1|2`.")
    assert not any(some in text for some in SOME) and without_program(text) == split_program(screen)[0]
    chosen = book("portugal", locale, {"revoke": "2"}, program=True)
    assert split_program(chosen)[1].endswith("`-O revoke=2|1`.") and chosen.count("-O ") == 1
    assert "-O " not in book("portugal", locale, {"revoke": "2"})


def test_the_option_sets_the_rule_the_engine_plays() -> None:
    assert _given("portugal") == 1 and _given("portugal", {"revoke": "2"}) == 2
    assert "the accusers win the hand and score 2 game points; the hand stops there." in \
        book("portugal", "en", {"revoke": "2"})
    for name in ("brazil", "azores", "sueca-fr", str(HOUSE / "estilo-da-mesa.sueca")):  # inherited
        assert "revoke" in load_variant(name).options and _given(name, {"revoke": "2"}) == 2, name


@pytest.mark.parametrize("name", ["sueca-online", "jogos-do-rei", str(HOUSE / "portugal-revoke-match.sueca"),
                                  str(HOUSE / "portugal-void-ties.sueca")])
def test_a_child_with_its_own_revoke_rule_drops_the_option(name: str) -> None:
    spec = load_variant(name)
    assert "revoke" not in spec.options
    assert all("revoke" not in texts.options for texts in spec.texts.values())
    assert all(TWO[locale] not in book(name, locale) for locale in LOCALES)


def test_option_none_is_written_back_as_it_reads(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "t.sueca"
    path.write_text('variant t extends portugal "T"\noption revoke none\n\nillegal {\n  revoke match\n}\n')
    assert "option revoke none" in format_dsl(parse_text(SourceText(str(path), path.read_text())))
    assert "revoke" not in validate(path).spec.options


def test_the_matrix_says_the_option_as_it_says_every_option() -> None:
    text = plain(run_cli("matrix", "--lang", "en", "--format", "md").stdout)
    assert "2 game points to the accusers" in text and "at some tables" not in text


HEADING = {"en": "Illegal cards and the", "pt-PT": "Cartas fora da regra", "pt-BR": "Cartas fora da regra",
           "fr": "Cartes interdites"}
ONE_VERB = {"en": r"\baccus", "pt-PT": r"\bacus", "pt-BR": r"\bacus", "fr": r"\baccus"}
OTHER_VERB = re.compile(r"\bclaim|\bdénon|\breclam|\breivindic", re.I)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_revoke_section_says_one_verb(locale: str) -> None:
    for name in ALL:
        if load_rules(name).illegal.refuse:
            continue
        text = book(name, locale)
        found = re.search(rf"^## {HEADING[locale]}[^\n]*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
        assert found is not None, (name, locale)
        assert re.search(ONE_VERB[locale], found.group(1)) and not OTHER_VERB.search(found.group(1)), (name, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_penalty_hand_is_said_with_nothing_carried_over(locale: str) -> None:
    said = {"en": "If a hand ends with a penalty, it scores only the penalty.",
            "pt-PT": "Se a mão acabar por castigo, vale só o castigo.",
            "pt-BR": "Se a mão terminar por punição, vale só a punição.",
            "fr": "Si la donne se termine par une sanction, elle ne rapporte que la sanction."}[locale]
    label = {"en": "what a hand ended by a penalty scores", "pt-PT": "o que vale uma mão que acaba por castigo",
             "pt-BR": "quanto vale uma mão encerrada por punição",
             "fr": "ce que rapporte une donne arrêtée par une sanction"}[locale]
    annulled = book("mesa-brasileira", locale, {"tie": "annulled"})
    assert said in annulled
    assert label in section(annulled, "sources", locale)
    assert load_rules("mesa-brasileira", {"tie": "annulled"}).scoring.tie_bonus == 0
