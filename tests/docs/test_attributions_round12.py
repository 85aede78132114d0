"""Who gives each rule (twelfth readers' remarks on attributions): the list of rules "set by this
book" names every rule the cited sources do not give, and only those; the note credits a cited
source where the list does not; the variant's own words are its source's."""

from __future__ import annotations

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..loaded import load_variant

OWN = {"en": "set by this book:", "pt-PT": "fixadas por este livro:", "pt-BR": "definidas por este livro:",
       "fr": "fixées par ce livret :"}


def book(name: str, locale: str) -> str:
    return plain(rulebook(load_variant(name), locale))


def own_list(name: str, locale: str) -> str:
    """The sentence listing the book's own rules."""
    text = book(name, locale)
    line = next(line for line in text.splitlines() if OWN[locale] in line)
    return line.split(OWN[locale], 1)[1]


def source_line(name: str, title: str) -> str:
    return next(line for line in book(name, "en").splitlines() if title in line and line.startswith("- "))


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_52_lists_what_the_page_does_not_give(locale: str) -> None:
    """BR12-14, FR12-07: the page gives neither the deal's direction nor the J/Q points nor where
    the trump card lies: the list names them."""
    words = {"en": ("which way the cards are dealt", "the Jack", "which card sets trumps"),
             "pt-PT": ("para que lado se dão as cartas", "do valete", "que carta marca o trunfo"),
             "pt-BR": ("para que lado as cartas são dadas", "do valete", "qual carta define o trunfo"),
             "fr": ("dans quel sens on distribue", "du valet", "quelle carte fixe l’atout")}[locale]
    listed = own_list("sueca-52", locale)
    assert all(word in listed for word in words), listed


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_brasileira_lists_its_default_false_accusation(locale: str) -> None:
    """BR12-13: the penalty taken when the table chooses nothing is the book's."""
    word = {"en": "what a false accusation costs", "pt-PT": "acusação não provada", "pt-BR": "acusação não comprovada",
            "fr": "accusation non prouvée"}[locale]
    assert word in own_list("mesa-brasileira", locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_italiana_credits_the_failed_contract_to_suecada(locale: str) -> None:
    """PT12-05, BR12-19: Suecada's "-1" button scores a failed contract: not the book's own."""
    failed = {"en": "contract failed", "pt-PT": "contrato falhado", "pt-BR": "contrato não cumprido",
              "fr": "contrat chuté"}[locale]
    assert failed not in own_list("sueca-italiana", locale)
    note = book("sueca-italiana", locale).split(OWN[locale], 1)[1]
    assert "Suecada" in note and "-1" in note


@pytest.mark.parametrize("name", ["azores", "brazil"])  # Portugal's wall sheet keeps one paragraph
@pytest.mark.parametrize("locale", LOCALES)
def test_jack_and_queen_points_said_to_be_every_other_sources(name: str, locale: str) -> None:
    """PT12-04: the J/Q points are listed as the book's (003 gives neither), and the note says
    they are the values every other source gives."""
    words = {"en": ("the Jack", "every other"), "pt-PT": ("do valete", "todas as outras"),
             "pt-BR": ("do valete", "todas as outras"), "fr": ("du valet", "toutes les autres")}[locale]
    assert words[0] in own_list(name, locale)
    assert words[1] in book(name, locale).split(OWN[locale], 1)[1]


@pytest.mark.parametrize("locale", LOCALES)
def test_brazil_points_to_the_brazilian_tables_redeal(locale: str) -> None:
    """BR12-16: the note points to the Brazilian table that lets a weak hand ask for a new deal."""
    title = {"en": "Sueca (Brazilian table)", "pt-PT": "Sueca (mesa brasileira)", "pt-BR": "Sueca (mesa brasileira)",
             "fr": "Sueca (table brésilienne)"}[locale]
    assert title in book("brazil", locale).split(OWN[locale], 1)[1]


def test_sueca_online_cites_the_section_of_the_cards() -> None:
    """BR12-12: the order and points of the cards come from 001's "Jogadores e cartas"."""
    assert "“Jogadores e cartas”" in source_line("sueca-online", "Sueca Online")


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_fr_glosses_the_match_with_the_sources_ruban(locale: str) -> None:
    """EN12-10: 004 calls the match the "ruban"; the glossary entry of the match says so."""
    assert any("ruban" in line for line in book("sueca-fr", locale).splitlines() if line.startswith("- **"))


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_fr_note_names_the_text_as_subject(locale: str) -> None:
    """BR12-07: "Onde dá dois pontos de jogo" had no clear subject: the text gives them."""
    start = {"en": "Where the text gives", "pt-PT": "Onde o texto dá", "pt-BR": "Onde o texto dá",
             "fr": "Là où le texte donne"}[locale]
    assert start in book("sueca-fr", locale)


@pytest.mark.parametrize("name", ["jogos-do-rei", "sueca-online"])
@pytest.mark.parametrize("locale", ["en", "pt-BR", "fr"])
def test_brazilian_sites_say_the_pente_is_portugals_word(name: str, locale: str) -> None:
    """FR12-08: the pente is 003's word, of Portugal: the Brazilian sites' glossaries say whose."""
    entry = next(line for line in book(name, locale).splitlines() if line.startswith("- **pente**"))
    assert "Portugal" in entry
