"""The fifteenth readers' language kinds (glossary, deal sentences, matrix, house books): one
headword per glossary entry (EN15-05), every deal's way round said alike (EN15-06, BR15-10),
one shape for the sentence on a trick taken (BR15-06), a description with its own italic words
set upright (BR15-09), the sides' row named for what it holds (BR15-08), one verb for the
trump card turned (PT15-10), the house books' short titles and glosses (PT15-11, BR15-07)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from sueca_rules.cli import main
from sueca_rules.docs.rulebook import book_of
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_variant
from .books import book

HOUSE = "variants/house/{}.sueca"


@pytest.mark.parametrize("locale", LOCALES)
def test_no_two_glossary_entries_share_a_headword(locale: str) -> None:
    """The suit and the verb (English "trump" twice) have distinct headwords in every book."""
    heading = Voice(locale).gettext("Glossary")
    for name in [*BUNDLED, HOUSE.format("alentejo-montar"), HOUSE.format("torneio-mocas")]:
        sections = {x.heading: x.lines for x in book_of(load_variant(name), locale).sections}
        heads = Counter(re.sub(r"\*\*(.+?)\*\*.*", r"\1", line[2:]).lower() for line in sections[heading])
        assert [h for h, n in heads.items() if n > 1] == [], (name, locale)


def test_the_english_glossary_names_the_suit_and_the_verb_apart() -> None:
    text = book("portugal", "en")
    assert "- **trumps, trump suit** (*trunfo*): the suit" in text
    assert "- **to trump** (*cortar*): to play a trump" in text


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["mesa-brasileira", "jogos-do-rei", "portugal", "sueca-52", "sueca-italiana"])
def test_every_deal_at_a_round_table_says_its_way_round(name: str, locale: str) -> None:
    """Each deal sentence of a table of more than two says "(in/against the direction of
    play)", as Portugal's two always did."""
    v = Voice(locale)
    ways = [plain(v.gettext("{route} (in the direction of play)", route="")).strip(),
            plain(v.gettext("{route} (against the direction of play)", route="")).strip()]
    deals_, starting = {"en": (" deals ", "starting with"), "fr": (" distribue ", "en commençant par")}.get(
        locale, (" dá ", "começando p"))
    deals = [line for line in book(name, locale).splitlines()
             if deals_ in line and starting in line and "lance" not in line]  # not the auction's turn
    assert deals and all(any(way in line for way in ways) for line in deals), (name, locale, deals)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_trick_taken_is_said_in_one_shape(locale: str) -> None:
    """The winner's own pile (sueca-a-dois, sueca-italiana) reads like a team's: the pt-BR
    sentence has its commas, and each says where the trick goes."""
    v = Voice(locale)
    alone = plain(v.gettext("The winner of a {trick} keeps it face down in one pile."))
    team = plain(v.gettext("The team that wins a {trick} keeps it face down in one pile."))
    assert alone.count(",") == team.count(","), (alone, team)
    if locale == "pt-BR":
        assert "Quem vence uma vaza junta as cartas, viradas para baixo, às vazas que já ganhou." \
            in book("sueca-a-dois", locale)


def test_a_description_with_its_own_italics_is_set_upright() -> None:
    """Raw Markdown without an upright span inside italics (BR15-09), the standfirst in italics
    all the same (EN16-07): `_…*mocas*…_`; a plain description stays `*…*`."""
    mocas = book(HOUSE.format("torneio-mocas"), "pt-BR").splitlines()[2]
    assert mocas.startswith("_As regras de Portugal") and "*mocas*" in mocas and mocas.endswith("_")
    plain_one = book("portugal", "pt-PT").splitlines()[2]
    assert plain_one.startswith("*") and plain_one.endswith("*")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_sides_row_is_named_for_what_it_holds(locale: str, capsys: pytest.CaptureFixture[str]) -> None:
    main(["matrix", "--lang", locale, "--format", "md"])
    text = plain(capsys.readouterr().out)
    label = Voice(locale).pgettext("rule", "Partnerships")
    assert f"| **{label}** |" in text
    assert {"pt-PT": "| **Equipas** |", "pt-BR": "| **Equipes** |", "fr": "| **Équipes** |",
            "en": "| **Teams** |"}[locale] not in text
    if locale.startswith("pt"):
        assert "para comparação" not in text and "comparada aqui com a" in text


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR"])
def test_the_trump_card_is_turned_in_one_verb_form(locale: str) -> None:
    """pt-PT «é voltada para cima», pt-BR «é virada para cima», in every book (not «vira-se»)."""
    form = {"pt-PT": "é voltada para cima", "pt-BR": "é virada para cima"}[locale]
    for name in ("portugal", "sueca-52", "sueca-a-dois", HOUSE.format("app-trunfo-sorteado")):
        text = book(name, locale)
        assert "vira-se" not in text and form in text, (name, locale)


def test_the_house_books_short_titles_and_glosses() -> None:
    assert book(HOUSE.format("torneio-mocas"), "pt-PT").startswith("# Sueca: série à melhor de cinco mocas\n")
    montar = book(HOUSE.format("alentejo-montar"), "pt-BR")
    assert montar.startswith("# Sueca do Alentejo: montar (jogar mais alto)\n")
    assert "cortar por cima (cortar com trunfo mais alto)" in montar.splitlines()[2]
