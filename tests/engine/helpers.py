"""Building hands from card names for engine tests."""

from __future__ import annotations

from functools import cache

from sueca_rules.compiled import Rules
from sueca_rules.engine import Hand, Match, Phase, deal_from_hands

from ..loaded import load_rules


@cache
def rules_of(name: str, **options: str) -> Rules:
    return load_rules(name, options or None)


def hand_of(rules: Rules, hands: dict[int, str], trump: str, dealer: int = 0,
            trump_card: str | None = None, ties_before: int = 0) -> Hand:
    """A Hand from space-separated card names per seat."""
    cards = [[rules.card(c) for c in hands.get(seat, "").split()] for seat in range(4)]
    deal = deal_from_hands(rules, dealer, cards, rules.suit_index(trump),
                           None if trump_card is None else rules.card(trump_card))
    return Hand(rules, deal, ties_before)


def names(rules: Rules, cards: object) -> list[str]:
    return rules.names(cards)


def bid_through(match: Match) -> None:
    """At a table that bids, the auction of the hand just dealt: the first bidder bids the
    lowest, the others pass, and it calls the first card it does not hold (hearts trumps);
    elsewhere nothing. The hand's cards may then be played."""
    rules, state = match.rules, match.state
    if rules.bidding is None or state.auction is None:
        return
    match.bid(rules.bidding.lowest)
    while state.phase is Phase.BID:
        match.bid(None)
    hand = state.hand
    assert hand is not None and state.auction.bidder is not None
    own = hand.hands[state.auction.bidder]
    match.call("H", next(c for c in rules.deck.cards if c not in own) if rules.bidding.called_card else None)
