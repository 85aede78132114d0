"""The four-player books' language as the fifth round of native readers asked for it, held for
every four-player book in its locales (not only the line a reader quoted): British English
(a pack, no comma before the last "and"), the revoke claimed, whose left the cutter sits on,
all ten cards at once, the worked trick's points added up from the engine's cards, bare
numbers under "Game points", and the French gloss of *bandeira* only where it is every trick."""

from __future__ import annotations

import re

import pytest

from sueca_rules.docs import matrix
from sueca_rules.words.typeset import plain

from ..loaded import load_rules, load_variant
from .books import book

FOUR = ["portugal", "azores", "brazil", "sueca-fr", "sueca-online", "jogos-do-rei", "mesa-brasileira",
        "variants/house/estilo-da-mesa.sueca", "variants/house/mesa-calada.sueca",
        "variants/house/alentejo-montar.sueca", "variants/house/torneio-mocas.sueca"]
LOCALES = ["pt-PT", "pt-BR", "en", "fr"]


@pytest.mark.parametrize("name", FOUR)
def test_english_is_british_a_pack_and_no_serial_comma(name: str) -> None:
    text = book(name, "en")
    assert not re.search(r"\bdecks?\b", text), name
    # a list of three or more: "a, b and c", never "a, b, and c" (the listing and the headings)
    assert not re.search(r"\b\w+, \w+, (and|or) \w+\b", text), name
    assert "## Shuffling, cutting and dealing" in text


@pytest.mark.parametrize("name", FOUR)
def test_the_other_team_accuses_a_revoke(name: str) -> None:
    text = book(name, "en")
    assert "that player’s team" not in text and "that player's team" not in text
    if not load_rules(name).illegal.refuse and not load_rules(name).illegal.names_player:
        assert "but the other team may accuse the team that played it of a revoke." in text, name


def test_the_cutter_is_on_the_dealers_other_side() -> None:
    portugal, french = book("portugal", "en"), book("sueca-fr", "en")
    assert "The player on the dealer’s right shuffles and the player on the dealer’s left cuts." in portugal
    assert "the player on the dealer’s left shuffles and the player on the dealer’s right cuts" in french
    assert "Le joueur à droite du donneur mélange et le joueur à gauche du donneur coupe." in book("portugal", "fr")
    assert "Baralha o jogador à direita do distribuidor e parte o da esquerda." in book("portugal", "pt-PT")


def test_all_ten_cards_at_once_in_the_book_and_the_matrix() -> None:
    """en L01 (round 9): "in a single batch" is factory English; a dealer deals all ten at once."""
    assert "the dealer deals each player all 10 cards at once" in book("portugal", "en")
    english = plain(matrix([load_variant(n) for n in ("portugal", "jogos-do-rei")], "en"))
    assert "| **How the cards are dealt (whatever the way of dealing)** |" in english and "all ten at once" in english
    assert "every way of dealing" not in english  # one phrase as diff says it (EN10-05)
    assert "batch" not in english and "Cards dealt at a time" not in english


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "azores", "mesa-brasileira"])
def test_the_worked_trick_adds_up_its_card_points(name: str, locale: str) -> None:
    """The points of the four cards, in the order played, as the engine counts them, add up to
    the trick's; a Brazilian book names a Brazilian fourth player; French says « d’Ana et de Carla »."""
    text = book(name, locale)
    total, parts = re.search(r": (\d+) [^(:]*\(([\d + ]+)\)", text.split("*\n\n", 1)[1]).groups()  # type: ignore[union-attr]
    assert sum(int(p) for p in parts.split(" + ")) == int(total) and len(parts.split(" + ")) == 4
    assert ("Daniel" in text) == (locale == "pt-BR") and ("Duarte" in text) == (locale != "pt-BR")
    if locale == "fr":
        assert "d’Ana et de Carla" in text or "de Bruno et de Duarte" in text


@pytest.mark.parametrize("locale", LOCALES)
def test_the_score_table_says_bare_numbers_under_its_game_points_column(locale: str) -> None:
    rows = re.findall(r"^\| (\d+)–(\d+) \| (.+?) \|$", book("portugal", locale), re.M)
    assert rows and all(games.isdigit() for _, _, games in rows), rows


def test_the_azores_trump_card_goes_back_with_the_cards_left_out() -> None:
    # cut from the cards left out before the deal, never dealt (sixth English reader, E8)
    assert "the bottom card of the part lifted is turned face up for all to see and sets the trump suit, then " \
        "goes back with the other " \
        "cards left out: it is not dealt." in book("azores", "en")
    assert "put away" not in book("azores", "en")


def test_french_capot_glosses_a_bandeira_of_every_trick_only() -> None:
    for name in FOUR:
        text = book(name, "fr")
        glossary = text.split("## Vocabulaire")[1].split("\n## ")[0] if "## Vocabulaire" in text else ""
        assert "**bandeira** (capot)" not in glossary, name
        if "**bandeira**" in glossary:
            by_tricks = load_variant(name).scoring.bandeira.by == "tricks"  # type: ignore[union-attr]
            assert ("le capot" in glossary) == by_tricks, name


def test_the_tie_is_said_at_60_each_side() -> None:
    # the tie named by its noun, which the glossary defines (R13-PT-06)
    assert "À 60 partout, la donne finit à égalité" in book("portugal", "fr")
    assert "Com 60 pontos para cada lado (60–60), a mão acaba em empate" in book("portugal", "pt-PT")


def test_the_matrix_says_allowed_and_forbidden_in_parallel_labels() -> None:
    # PT10-04, BR10-02, FR10-06: no comma in the labels, "Permitido" alone (the book's «É permitido»)
    specs = [load_variant(n) for n in ("portugal", "mesa-brasileira")]
    assert "**Allowed**" in plain(matrix(specs, "en"))
    assert "**Permitido**" in plain(matrix(specs, "pt-BR")) and "**Proibido sem punição prevista**" in plain(
        matrix(specs, "pt-BR"))
