"""Compiled rules: the tables every variant turns into."""

from __future__ import annotations

import pytest

from sueca_rules.compiled import CardError

from ..conftest import BUNDLED
from .helpers import rules_of


@pytest.mark.parametrize("name", BUNDLED)
def test_tables_have_the_decks_cards_and_the_deck_total(name: str) -> None:
    """Forty cards at the usual table, 52 with the whole pack (#22): a suit of `per_suit` ranks."""
    rules = rules_of(name)
    per = rules.deck.per_suit
    assert len(rules.card_names) == 4 * per == rules.deck.size == len(set(rules.card_names))
    assert (per == 10) == (name != "sueca-52")
    assert sum(rules.points) == rules.total_points == 120
    assert all(sum(rules.points[s * per:(s + 1) * per]) == 30 for s in range(4))
    assert rules.games_for_points[60] == 0 and rules.games_for_points[61] >= 1


def test_card_names_and_symbols() -> None:
    rules = rules_of("portugal")
    assert rules.card("7♠") == rules.card("7S") == rules.card(" 7s ") == 1
    assert rules.card("AH") == 10 and rules.name(10) == "AH"
    with pytest.raises(CardError, match="the 10s are removed"):
        rules.card("10H")
    with pytest.raises(CardError, match="not a card"):
        rules.card("ZZ")
    with pytest.raises(CardError, match=r"0\.\.39"):
        rules.card(40)
    azores = rules_of("azores")
    assert azores.card("10H") == 11
    with pytest.raises(CardError, match="the 7s are removed"):
        azores.card("7S")


def test_rank_order_and_points_per_variant() -> None:
    portugal, azores = rules_of("portugal"), rules_of("azores")
    assert portugal.rank_labels == ("A", "7", "K", "J", "Q", "6", "5", "4", "3", "2")
    assert [portugal.points[portugal.card(r + "S")] for r in ("A", "7", "K", "J", "Q", "6")] \
        == [11, 10, 4, 3, 2, 0]
    assert azores.points[azores.card("10S")] == 10 and azores.rank_labels[1] == "10"
    assert azores.unused_names[:3] == ("7S", "8S", "9S")


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        (("KH", "AH", "2S", "5H"), "S", 2),  # 003's example: the 2 of trumps wins
        (("AD", "7D", "KD", "2H"), "H", 3),  # 002's example: the 2 of hearts
        (("KH", "AH", "7H", "5H"), "S", 1),  # highest of the led suit
        (("2C", "AH", "AD", "AS"), "C", 0),  # off-suit aces never win
        (("2C", "3S", "AS", "7S"), "S", 2),  # higher trump over-trumps
        (("QH", "JH", "KS", "6H"), "C", 1),  # J beats Q
    ],
)
def test_trick_winner(trick: tuple[str, ...], trump: str, winner: int) -> None:
    rules = rules_of("portugal")
    assert rules.trick_winner([rules.card(c) for c in trick], rules.suit_index(trump)) == winner


def test_seats_follow_the_direction() -> None:
    assert (rules_of("portugal").step, rules_of("portugal").first_lead) == (-1, 3)
    assert (rules_of("portugal").next_dealer, rules_of("brazil").next_dealer) == (3, 1)
    assert (rules_of("brazil").step, rules_of("brazil").first_lead) == (1, 1)
    assert rules_of("mesa-brasileira").first_lead == 2
    assert rules_of("jogos-do-rei").next_dealer == 1
    online = rules_of("sueca-online", direction="clockwise")
    assert (online.step, online.first_lead, online.next_dealer) == (1, 3, 3)
    assert dict(online.options) == {"direction": "clockwise"}


@pytest.mark.parametrize("spelling", ["10C", "10c", "10♣", "10♧", "10♣\ufe0f", "10♣\ufe0e", " 10♣ "])
def test_every_spelling_of_a_removed_card_says_it_is_removed(spelling: str) -> None:
    """The suit-symbol path of card parsing says what the letter path says."""
    with pytest.raises(CardError, match="the 10s are removed"):
        rules_of("portugal").card(spelling)
    assert rules_of("azores").card(spelling) == rules_of("azores").card("10C")


@pytest.mark.parametrize("spelling", ["9♦", "9d", "9♢\ufe0f"])
def test_an_unused_card_in_any_spelling(spelling: str) -> None:
    azores = rules_of("azores")
    assert azores.unused_card(spelling) == "9D"
    with pytest.raises(CardError, match="not one of the unused cards"):
        azores.unused_card("AS")
