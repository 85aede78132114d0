"""Bidding for the trump: what a hand is worth, the bid it makes, the trump and partner it calls.

At a table that bids (`bidding { ... }`), a bot bids card points its side undertakes to take.
The estimate here is a rule of thumb from the hand alone: the declaring team's fair share of
the deck (two seats of the table with a called partner, the declarer's side otherwise), more
for the card points the hand holds above a fair hand, for every trump above a fair number,
for the trump suit's Ace and 7 (which take tricks the others cannot take back), and for aces
beside it. The bot bids when the best suit's estimate reaches the bid it would have to make
(the lowest it may bid: it raises step by step), and names that suit; its partner is called
by the strongest card of the trump suit it does not hold (the Ace, else the 7, ...).

Bots without a `bid` or `call` (a bot of your own) are played by :func:`pass_bid` and
:func:`default_call`: they pass, and, having won, name the suit they hold most of and the
first card they may call.

>>> from sueca_rules import load_rules
>>> rules = load_rules("portugal")
>>> [round(x) for x in strengths(rules, [rules.card(c) for c in "AS 7S KS JS QS AH 2D 3C 4C 5C".split()])]
[106, 69, 64, 80]
"""

from __future__ import annotations

from collections.abc import Sequence

from ..compiled.rules import Rules
from .seen import View, bids_of, calls_of

MARGIN = 0  # card points kept in hand below the estimate when bidding
POINTS_WEIGHT = 0.9  # how much of the hand's card points above a fair hand its side keeps
TRUMP = 8.0  # each trump held above a fair number of them
TOP_TRUMPS = (8.0, 5.0)  # the trump suit's two strongest cards held (the Ace, the 7)
SIDE_ACE = 3.0  # each ace of another suit


def strengths(rules: Rules, hand: Sequence[int]) -> list[float]:
    """For each suit named trump, the card points the hand's team is likely to take."""
    per, points = rules.deck.per_suit, rules.deck.points
    players = rules.table.players
    total = rules.deck.total_points
    bidding = rules.bidding
    seats = 2 if bidding is not None and bidding.called_card else max(1, players // max(1, rules.table.sides))
    fair = total * seats / players
    held = sum(points[c] for c in hand)
    fair_hand = total / players * len(hand) / max(1, rules.deals.hand_size)
    fair_trumps = len(hand) / 4
    lengths = [0, 0, 0, 0]
    for card in hand:
        lengths[card // per] += 1
    ranks = set(hand)
    aces = [suit * per in ranks for suit in range(4)]
    found = []
    for trump in range(4):
        value = fair + POINTS_WEIGHT * (held - fair_hand) + TRUMP * (lengths[trump] - fair_trumps)
        for rank, bonus in enumerate(TOP_TRUMPS):
            if trump * per + rank in ranks:
                value += bonus
        value += SIDE_ACE * sum(aces[suit] for suit in range(4) if suit != trump)
        found.append(value)
    return found


def bid_for(rules: Rules, view: View) -> int | None:
    """The bid a hand makes now: the lowest it may bid, where its best suit's estimate reaches
    it (less :data:`MARGIN`); else None, a pass."""
    bids = bids_of(rules, view)
    if not bids:
        return None
    best = max(strengths(rules, view.hand))
    return bids[0] if bids[0] <= best - MARGIN else None


def call_for(rules: Rules, view: View) -> tuple[int, int | None]:
    """The trump the auction's winner names (its best suit by :func:`strengths`) and, where a
    partner is called, the strongest card of that suit it does not hold (the Ace, else the 7,
    ...; where it holds them all, the strongest card it does not hold)."""
    calls = calls_of(rules, view)
    values = strengths(rules, view.hand)
    trump = max(range(4), key=lambda suit: (values[suit], -suit))
    mine = set(view.hand)
    allowed = [call for call in calls if call[0] == trump]
    if not allowed:
        return calls[0]
    if allowed[0][1] is None:
        return allowed[0]
    per = rules.deck.per_suit
    choices = [card for _, card in allowed if card is not None and card not in mine]
    in_suit = [card for card in choices if card // per == trump]
    if in_suit:
        return trump, min(in_suit)  # the smallest int of a suit is its strongest card
    if choices:
        return trump, min(choices, key=lambda card: (card % per, card))
    return allowed[0]


def pass_bid(rules: Rules, view: View) -> int | None:
    """A bot without a `bid` of its own passes."""
    return None


def default_call(rules: Rules, view: View) -> tuple[int, int | None]:
    """A bot without a `call` of its own names the suit it holds most of (the first such) and
    the first card it may call in it (the first it may call at all, where none)."""
    calls = calls_of(rules, view)
    per = rules.deck.per_suit
    lengths = [0, 0, 0, 0]
    for card in view.hand:
        lengths[card // per] += 1
    longest = max(range(4), key=lambda suit: (lengths[suit], -suit))
    return next((call for call in calls if call[0] == longest), calls[0])
