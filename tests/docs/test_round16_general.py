"""The sixteenth readers' remarks on general book sentences, the matrix and the diff labels, by
kind, in every locale where the kind occurs:

- a condition on a hand yet to end takes the future subjunctive in Portuguese (BR16-02);
- "only one way of dealing" is a clause of its own, then what the next lines compare (BR16-03), said
  as the value and a participle, not an instruction wedged before the parent's (EN20-08);
- a book that says nobody cuts tells trumping from cutting the pack where one word says both
  (BR16-04);
- the rule of an illegal card says what it decides (FR16-04);
- the pente's reading is a sentence of its own (EN16-11);
- looking back at earlier tricks says what is left out as "except …" (EN16-12);
- the matrix's trump card at a stock in the books' words (PT16-04); « rien de particulier »,
  « non précisé » (FR16-08/09); "Other named results" (PT16-11, FR16-16); the usual words it
  says named where a variant's book says its own (BR16-06).
"""

from __future__ import annotations

import re

import pytest

from sueca_rules.docs.compare import diff_variants, matrix
from sueca_rules.loading import load_variant
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from .books import book

MESA_CALADA = "variants/house/mesa-calada.sueca"


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR"])
def test_a_hand_ended_by_a_penalty_is_a_condition_in_the_subjunctive(locale: str) -> None:
    text = plain(book("portugal", locale))
    assert re.search(r"Se a mão (terminar|acabar) por", text)
    assert not re.search(r"Se a mão (termina|acaba) por", text)


@pytest.mark.parametrize("locale", LOCALES)
def test_one_way_of_dealing_is_a_clause_of_its_own(locale: str) -> None:
    said = {"en": "one only, compared below with",
            "pt-PT": "só uma, comparada abaixo com",
            "pt-BR": "só uma, comparada abaixo com",
            "fr": "une seule, comparée ci-dessous à"}[locale]
    for name in ("sueca-online", "jogos-do-rei"):
        assert plain(said) in plain(book(name, locale)), name
    text = " ".join(plain(diff_variants(load_variant("portugal"), load_variant("sueca-italiana"), locale)).split())
    assert plain(said) in text


@pytest.mark.parametrize("locale", ["pt-BR", "fr"])
@pytest.mark.parametrize("name", ["sueca-online", "jogos-do-rei", "portugal"])
def test_a_book_saying_nobody_cuts_tells_trumping_from_cutting_the_pack(name: str, locale: str) -> None:
    text = book(name, locale)
    assert re.search(r"\b(corta|coupe)\b", text)  # the deal says who cuts, even nobody
    entry = next(line for line in text.splitlines() if line.startswith(("- **cortar**", "- **couper**")))
    assert "confundir com cortar o baralho" in entry or "confondre avec couper le paquet" in entry, entry


@pytest.mark.parametrize("locale", LOCALES)
def test_the_illegal_card_rule_says_what_it_decides(locale: str) -> None:
    label = {"en": "What happens to an illegal card", "pt-PT": "O que acontece a uma carta fora da regra",
             "pt-BR": "O que acontece com uma carta fora da regra", "fr": "Ce que devient une carte interdite"}[locale]
    table = matrix(list(BUNDLED), locale)
    assert f"| **{label}** |" in table
    own = plain(book("sueca-online", locale))  # a table that refuses them: listed among its own rules
    assert label[:1].lower() + label[1:] in own


@pytest.mark.parametrize("locale", LOCALES)
def test_the_pentes_reading_is_a_sentence_of_its_own(locale: str) -> None:
    text = plain(book("portugal", locale))
    line = next(line for line in text.splitlines() if "4–0" in line and "pente" in line and "5–0" in line)
    second = line.split("4–0", 1)[1]
    assert second.startswith(". "), line
    assert not re.search(r"(as this book reads it|como este livro o entende|na leitura deste livro)", text)


@pytest.mark.parametrize("locale", LOCALES)
def test_looking_back_says_what_it_leaves_out_as_except(locale: str) -> None:
    text = plain(book(MESA_CALADA, locale))
    line = next(line for line in text.splitlines() if re.search(r"^ *- .+ \((except|exceto|sauf) ", line))
    assert "fault" not in line.split(":")[0] and "falta)" not in line and "faute)" not in line, line
    assert re.search(r"(next card is played|carta seguinte|próxima carta|carte suivante|"
                     r"pli suivant n.a pas été entamé)", line), line


@pytest.mark.parametrize("locale", LOCALES)
def test_the_matrix_speaks_as_a_table_not_a_book(locale: str) -> None:
    table = matrix(list(BUNDLED), locale)
    assert "Other named results" in table or "Outros resultados com nome próprio" in table or \
        "Autres résultats qui portent un nom" in table
    assert "le livret n’en dit rien" not in table and "o livro não diz" not in table
    assert "rien au-delà des règles" not in table
    if locale == "pt-PT":
        assert "a carta que se segue às dadas" in table and "a primeira carta depois de dar" not in table


def test_the_pt_br_matrix_names_the_books_own_words() -> None:
    """Sueca Online's and mesa-brasileira's pt-BR books say "distribuidor"; the matrix, the usual
    "carteador": it says so under its title (BR16-06); the other locales, with no such word, not."""
    intro = matrix(list(BUNDLED), "pt-BR").split("\n\n")[1]
    assert "“carteador” é “distribuidor” nos livros de Sueca Online e Sueca (mesa brasileira)" in intro
    assert "palavras" not in matrix(list(BUNDLED), "pt-PT").split("\n\n")[1]
