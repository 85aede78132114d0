"""What a hand reads from the rules when it starts, made once per compiled variant.

A simulation starts a hand every few dozen microseconds: the values its hot path keeps in
attributes are read here once, as one tuple (:class:`HandSetup`), rather than through the
groups at every deal.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import NO_TRUMP, PLACE_BITS
from .groups import BiddingRules, DealRules, DeckRules, PlayRules, TableRules


class HandSetup(NamedTuple):
    """The table's shape and tables as a hand reads them (see :class:`~..engine.hand.Hand`)."""

    players: int
    next_seat: tuple[int, ...]
    seat_at: tuple[tuple[int, ...], ...]
    per_suit: int
    suit_bits: int  # a suit's bits in a hand's mask
    suit_cards: tuple[tuple[tuple[int, ...], ...], ...]
    trump_below: int  # a trick key below it is a trump's
    keys: tuple[tuple[tuple[int, ...], ...], ...]  # per trump (4: none), the trick keys by suit led
    points: tuple[int, ...]
    tricks: int
    side_of: tuple[int, ...]
    sides: int
    usual: bool  # four seats in two pairs, ten ranks a suit, ten tricks, no stock, nothing aside, no auction
    play: PlayRules  # the rules of play (a stock's while it lasts: the hand switches)
    follow: bool  # the inlined follow-suit applies (must follow, no overtaking, a tabulated deck)
    trump_lead: bool


def hand_setup(table: TableRules, deck: DeckRules, deals: DealRules, play: PlayRules,
               bidding: BiddingRules | None) -> HandSetup:
    """The :class:`HandSetup` of compiled rules' groups."""
    per = deck.per_suit
    tables = deck.tables
    keys = tuple(tables.trick_keys[4 * trump:4 * trump + 4] for trump in range(NO_TRUMP + 1))
    usual = (table.players == 4 and per == 10 and deals.stock is None and not deals.aside
             and deals.tricks == 10 and table.side_of == (0, 1, 0, 1) and bidding is None)
    return HandSetup(table.players, table.next_seat, table.seat_at, per, (1 << per) - 1,
                     tables.suit_cards, (1 << PLACE_BITS) * per, keys, deck.points,
                     deals.tricks, table.side_of, table.sides, usual, play,
                     play.must_follow and not play.must_overtake and bool(tables.suit_cards),
                     play.trump_lead_after_trump)
