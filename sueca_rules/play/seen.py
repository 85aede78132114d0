"""What a bot is given: a seat's view, the engine's one observer.

:class:`~sueca_rules.engine.view.SeatView` says what a seat may know, reading the match
when a field is asked for, so a bot pays only for what it reads; the engine's
:class:`~sueca_rules.engine.PlayerView` is the same fields read once. Bots take either
(:data:`View`). This module keeps the names bots have always imported from here.

>>> from sueca_rules import load_rules
>>> from sueca_rules.engine import Match
>>> match = Match(load_rules("portugal"), seed=3)
>>> hand = match.deal()
>>> view = SeatView(hand.turn, hand)
>>> view.legal == match.view(hand.turn).legal and view.hand == match.view(hand.turn).hand
True
"""

from __future__ import annotations

from ..arguments import shown
from ..compiled.rules import Rules
from ..engine.view import VIEW_FIELDS, PlayerView, SeatView, View
from ..errors import ArgumentError, IllegalMove

__all__ = ["VIEW_FIELDS", "PlayerView", "SeatView", "Seen", "View", "bids_of", "calls_of", "legal_of",
           "unseen_mask"]

Seen = View  # the name bots were written against (deprecated: View)


def unseen_mask(view: View) -> int:
    """The cards the seat has not seen (held by the others), as bits (card c is bit c)."""
    return view.unseen_mask


def bids_of(rules: Rules, view: View) -> list[int]:
    """The bids (card points) the view's seat may make now in the auction, lowest first (it
    may always pass); [] where the variant has no auction or nothing can be bid above."""
    bidding = rules.bidding
    if bidding is None:
        return []
    said = [points for _, points in view.auction if points is not None]
    low = bidding.lowest if not said else max(said) + bidding.step
    return [p for p in range(low, bidding.highest + 1, bidding.step)
            if (p - bidding.lowest) % bidding.step == 0]


def calls_of(rules: Rules, view: View) -> list[tuple[int, int | None]]:
    """The (trump suit, called card) the auction's winner may name, from its view: each suit,
    with each card the variant lets it call (None where the partners are the table's)."""
    bidding = rules.bidding
    if bidding is None:
        return []
    if not bidding.called_card:
        return [(suit, None) for suit in range(4)]
    mine = set(view.hand)
    return [(suit, card) for suit in range(4) for card in rules.deck.cards
            if bidding.call_own or card not in mine]


def legal_of(view: object) -> tuple[int, ...]:
    """The legal cards of a view's seat, for `choose`: ArgumentError for anything but a view
    (a PlayerView or a SeatView), IllegalMove when the seat has no card to play now."""
    if not isinstance(view, PlayerView | SeatView):
        raise ArgumentError("view", "what the seat to move may know: match.view(seat) (a "
                                    f"PlayerView) or a SeatView, not {shown(view)}")
    legal = view.legal
    if not legal:
        raise IllegalMove(f"seat {view.seat} has no card to play now (seat {view.to_move} is to "
                          "move, or the hand is over) — ask the bot of the seat to move",
                          rule="not-to-move")
    return legal
