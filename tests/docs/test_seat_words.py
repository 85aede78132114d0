"""The seat parts in the rulebooks: each role of a `seats` block, the table's draw and the
trump constraint are said where the book says who deals, shuffles, cuts and leads — never the
older settings' words for a rule the seats block replaced."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..loaded import load_variant

Write = Callable[[str, str], Path]


@pytest.fixture
def books(write: Write) -> Callable[[str], dict[str, str]]:
    def _books(body: str) -> dict[str, str]:
        path = write("house.sueca", f'variant house extends portugal "Casa"\nlanguage pt-PT\n{body}\n')
        spec = load_variant(str(path))
        return {locale: rulebook(spec, locale) for locale in LOCALES}
    return _books


def test_the_roles_of_a_seats_block_replace_the_older_sentences(books: Callable[[str], dict[str, str]]) -> None:
    said = books("seats {\n  shuffles moves right\n  cuts partner-of shuffler\n  deals right-of cutter\n"
                 "  leads cutter\n}")
    en = said["en"]
    assert "- The player on the right of the player who cuts deals." in en
    assert ("- The player who shuffles is drawn for the first hand; then the shuffle passes one seat to the right "
            "each hand.") in en
    assert "- The partner of the player who shuffles cuts." in en
    assert "- The player who cuts leads to the first trick." in en
    assert "- After the first trick, whoever wins a trick leads to the next." in en
    # Portugal's own words for these roles are gone: they would say another seat
    assert "shuffles and the player on the left cuts" not in en
    assert "leads to the first trick; after that" not in en and "After each hand," not in en
    assert "- Na primeira vaza, cabe a quem parte puxar." in said["pt-PT"]
    assert "- Le partenaire du joueur qui mélange coupe." in said["fr"]


def test_the_last_tricks_winner_leads_in_every_locale(books: Callable[[str], dict[str, str]]) -> None:
    said = books("seats { leads last-winner else right-of dealer }")
    assert "- The winner of the last trick of the hand before (in the first hand: the player on the dealer’s " \
           "right) leads to the first trick." in said["en"]
    assert "- Na primeira vaza, cabe a quem ganhou a última vaza da mão anterior (na primeira mão: o jogador à " \
           "direita do distribuidor) puxar." in said["pt-PT"]
    assert "- Nas seguintes, cabe a quem venceu a anterior puxar." in said["pt-BR"]
    assert "le gagnant du dernier pli de la donne précédente" in said["fr"]


def test_the_tables_draw_says_who_deals_first_its_ties_and_the_seats(books: Callable[[str], dict[str, str]]) -> None:
    said = books("forming {\n  first-dealer lowest\n  ties suit-order\n  partners highest-and-lowest\n"
                 "  seats by-draw\n}")
    en = said["en"]
    assert "- Each player draws a card: the one who draws the lowest card is the first dealer." in en
    assert "random" not in en.split("## Shuffling")[1].split("##")[0]  # Portugal's random pick is gone
    assert "- Equal cards are told apart by suit, highest first: spades, hearts, diamonds and clubs." in en
    assert "- The first dealer keeps their seat; their partner sits opposite, and the higher of the other " \
           "two on their left." in en
    assert "the one who draws the highest card and the one who draws the lowest play against the other " \
           "two." in en
    assert "- Cartas iguais desempatam-se pelo naipe, do mais alto para o mais baixo: espadas, copas, " \
           "ouros e paus." in said["pt-PT"]
    again = books("forming { partners highest-two; seats by-draw }")
    assert "- Players who draw equal cards draw again." in again["en"]
    assert "- Quem tirar cartas iguais tira de novo." in again["pt-BR"]


@pytest.mark.parametrize(("banned", "english"), [
    ("A 7", "whenever the card turned for trump is of one of these ranks: Ace or 7."),
    ("point-card", "whenever the card turned for trump is worth points."),
    ("A 7 K J Q", "whenever the card turned for trump is worth points."),  # the same cards
])
def test_cards_that_may_not_set_trumps_are_said(books: Callable[[str], dict[str, str]], banned: str,
                                                english: str) -> None:
    said = books(f"trump {{ redeal-if {banned} }}")
    # a final short number is bound to the word before it (EN13-16): read as plain text
    assert f"- The cards are gathered, shuffled and dealt again by the same dealer {english}" in plain(said["en"])
    assert "dadas de novo pelo mesmo distribuidor." in said["pt-PT"]
    assert "redistribuées par le même donneur." in said["fr"]
