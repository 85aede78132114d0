"""The seventh round's native readers on what the books say a source gives and what they set
themselves, each kind checked on the books, `diff` and the matrix as generated, in every locale:

- a fault's penalty is the source's only where the source gives it: mesa-brasileira's silence
  is "talking or signalling" (002 voids the hand for talking; showing one's partner one's
  cards it forbids with no penalty, as its note says), one label in book, diff and matrix
  (en W4, pt-BR W1/L3, fr W1);
- a misdeal is any irregularity in shuffling, cutting or dealing, as 002 says; a table whose
  own words are narrower names the fault so (fr M1);
- a rule the book sets names only the part the source lacks: the 61 that wins a hand, not the
  whole scale (en W3, pt-PT D12, pt-BR R3, fr W2); the Jack's and the Queen's card points, not
  all of them (fr R2);
- a tie that carries nothing says so where the book says what a tie adds (pt-BR M1).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sueca_rules import load_variant
from sueca_rules.docs import diff_variants, matrix
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from .books import book, without_program

HOUSE = Path(__file__).resolve().parents[2] / "variants" / "house"
DECIDED = {"en": "Rules not in the sources", "pt-PT": "Regras que não vêm nas fontes",
           "pt-BR": "Regras que não estão nas fontes", "fr": "Règles absentes des sources"}
TALKING = {"en": "Talking or signalling to a partner", "pt-PT": "Falar ou fazer sinais ao parceiro",
           "pt-BR": "Falar ou fazer sinais para o parceiro", "fr": "Parler ou faire des signes à son partenaire"}
MISDEAL = {"en": "Any irregularity in shuffling, cutting or dealing",
           "pt-PT": "Qualquer irregularidade ao baralhar, partir ou dar as cartas",
           "pt-BR": "Qualquer irregularidade ao embaralhar, cortar ou dar as cartas",
           "fr": "Toute irrégularité en mélangeant, en coupant ou en distribuant"}
RENAMED = {"en": "Any other irregularity in shuffling, cutting or dealing (a wrong number of cards, a card "
                 "turned face up while dealing)",
           "pt-PT": "Qualquer outra irregularidade ao baralhar, partir ou dar as cartas (cartas a mais ou a menos, "
                    "uma carta à vista)",
           "pt-BR": "Qualquer outra irregularidade ao embaralhar, cortar ou dar as cartas (cartas a mais ou a menos, "
                    "carta exposta)",
           "fr": "Toute autre irrégularité en mélangeant, en coupant ou en distribuant (trop ou trop peu de cartes, "
                 "une carte retournée pendant la distribution)"}  # mesa-calada's name for the misdeal (BR22-03)


def decided(text: str, locale: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(DECIDED[locale]))


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_brasileiras_faults_have_one_label_in_book_diff_and_matrix(locale: str) -> None:
    text = book("mesa-brasileira", locale)
    compared = plain(diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), locale))
    table = plain(matrix(["portugal", "mesa-brasileira"], locale))
    for label in (TALKING[locale], MISDEAL[locale]):
        assert f"- **{label}**" in text and f"**{label}**" in compared and f"**{label}**" in table, (locale, label)
    faults = text.split(f"- **{TALKING[locale]}**")[1].split("\n")[0]
    for shown in ("showing", "mostrar", "montrer"):  # no penalty for showing one's cards: 002 gives none
        assert shown not in faults, locale
    note = without_program(text).rstrip().rsplit("\n", 1)[-1]  # the book's last line (PT22-01)
    assert "sob pena de cancelar a rodada atual" in note, locale  # the talking penalty, quoted
    if locale == "pt-BR":  # one form throughout, the Brazilian "para" (002: "mostrar suas cartas para";
        # pt-BR R9-02): never "sinais ao parceiro" beside "cartas para o parceiro"
        assert "sinais ao parceiro" not in text and "cartas ao parceiro" not in text, locale


@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_whose_words_are_narrower_keeps_them(locale: str) -> None:
    text = book(str(HOUSE / "mesa-calada.sueca"), locale)
    # the table's fault is its own, out of order; the catalogue's misdeal, kept from Portugal for the
    # rest, is never said bare: always as the file renames it, "any other irregularity" (EN20-01, BR22-03)
    assert MISDEAL[locale] not in text and text.count(RENAMED[locale]) >= 1, locale
    assert {"en": "out of order", "fr": "hors de l’ordre prévu"}.get(locale, "fora da ordem") in text, locale


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_52_sets_only_the_61_of_its_scale(locale: str) -> None:
    line = decided(book("sueca-52", locale), locale)
    assert "61" in line and "91" not in line, (locale, line)
    for band in ("each band", "cada faixa", "chaque tranche"):  # the scale is the page's
        assert band not in line, (locale, line)
    assert "each band" in decided(book("sueca-a-dois", "en"), "en")  # pagat gives the 61 only


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "azores"])
def test_003s_card_points_are_credited(name: str, locale: str) -> None:
    line = decided(book(name, locale), locale)
    assert {"en": "the card points of the Jack and the Queen", "fr": "les points du valet et de la dame"}.get(
        locale, "os pontos do valete e da dama") in line, (locale, line)
    assert {"en": "card points,", "fr": "points des cartes"}.get(locale, "pontos das cartas") not in line


@pytest.mark.parametrize("locale", LOCALES)
def test_a_tie_that_carries_nothing_says_so(locale: str) -> None:
    nothing = {"en": "nothing carries over to the next", "pt-PT": "nada passa para", "pt-BR": "nada passa para",
               "fr": "rien n’est reporté sur"}[locale]
    for name in ("sueca-online", "sueca-52"):
        scoring = [line for line in book(name, locale).splitlines() if line.startswith("- ") and " 60" in line]
        assert any(nothing in line for line in scoring), (name, locale)
    assert nothing not in book("portugal", locale)  # a tie there raises the next hand won
