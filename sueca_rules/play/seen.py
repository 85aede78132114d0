"""What a seat may know, computed only when a bot asks: the simulation's view of a hand.

The engine's :class:`~sueca_rules.engine.PlayerView` is a full snapshot, built at once; a
random bot reads one field of it. :class:`SeatView` has the same fields, but each is read
from the hand in play when asked for, and the view is made once per seat and pointed at each
new hand, so a bot pays only for what it reads. Both satisfy :class:`Seen`, the protocol the
bots are written against.

>>> from sueca_rules import load_rules
>>> from sueca_rules.engine import Match
>>> match = Match(load_rules("portugal"), seed=3)
>>> hand = match.deal()
>>> view = SeatView(hand.turn, hand)
>>> view.legal == match.view(hand.turn).legal and view.hand == match.view(hand.turn).hand
True
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

from ..engine import Hand

ALL_CARDS = (1 << 40) - 1


class Seen(Protocol):
    """The fields of a seat's knowledge that bots read (PlayerView and SeatView have them)."""

    @property
    def seat(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def hand(self) -> tuple[int, ...]: ...
    @property
    def trump(self) -> int: ...
    @property
    def trump_card(self) -> int | None: ...
    @property
    def trump_holder(self) -> int | None: ...
    @property
    def trick(self) -> tuple[tuple[int, int], ...]: ...
    @property
    def legal(self) -> tuple[int, ...]: ...
    @property
    def played(self) -> Collection[int]: ...
    @property
    def tricks_done(self) -> int: ...
    @property
    def past_tricks(self) -> tuple[tuple[tuple[int, int], ...], ...]: ...
    @property
    def points(self) -> tuple[int, int]: ...
    @property
    def ties_before(self) -> int: ...
    @property
    def scores(self) -> tuple[int, int]: ...


def unseen_mask(view: Seen) -> int:
    """The cards the seat has not seen (held by the others), as bits (card c is bit c)."""
    if isinstance(view, SeatView):
        return view.unseen_mask
    seen = 0
    for card in view.hand:
        seen |= 1 << card
    for card in view.played:
        seen |= 1 << card
    return ALL_CARDS ^ seen


class SeatView:
    """A seat's lazy view of the hand in play; `watch(hand)` points it at the next hand.

    Fields as in PlayerView (`seat`, `dealer`, `hand`, `trump`, `trump_card`, `trump_holder`,
    `trick`, `to_move`, `legal`, `past_tricks`, `played`, `tricks_done`, `points`, `scores`,
    `ties_before`) plus `unseen_mask` (the others' cards as bits), `trick_cards` and
    `trick_leader` (the trick in progress without seats), `seen_tricks` (every finished trick,
    as remembered) and `trump_dealt` (the trump card and its holder, as seen at the deal).
    """

    __slots__ = ("_hand", "scores", "seat")

    def __init__(self, seat: int, hand: Hand, scores: tuple[int, int] = (0, 0)) -> None:
        self.seat = seat
        self._hand = hand
        self.scores = scores

    def watch(self, hand: Hand, scores: tuple[int, int] = (0, 0)) -> None:
        self._hand = hand
        self.scores = scores

    # -- what every bot needs, cheaply --------------------------------------------------------
    @property
    def legal(self) -> tuple[int, ...]:
        hand = self._hand
        return hand.legal if hand.turn == self.seat and not hand.finished else ()

    @property
    def trump(self) -> int:
        return self._hand.trump

    @property
    def unseen_mask(self) -> int:
        masks = self._hand.masks
        return (masks[0] | masks[1] | masks[2] | masks[3]) ^ masks[self.seat]

    @property
    def trick_cards(self) -> list[int]:
        return self._hand.trick

    @property
    def trick_leader(self) -> int:
        return self._hand.leader

    # -- the rest of PlayerView, built on demand --------------------------------------------------
    @property
    def dealer(self) -> int:
        return self._hand.deal.dealer

    @property
    def hand(self) -> tuple[int, ...]:
        return tuple(sorted(self._hand.hands[self.seat]))

    @property
    def to_move(self) -> int:
        return self._hand.turn

    @property
    def _trump_visible(self) -> bool:
        hand = self._hand
        return hand.rules.view.trump_visible(4 * len(hand.tricks) + len(hand.trick),
                                             hand.trump_card_played)

    @property
    def trump_card(self) -> int | None:
        return self._hand.deal.trump_card if self._trump_visible else None

    @property
    def trump_holder(self) -> int | None:
        return self._hand.deal.trump_holder if self._trump_visible else None

    @property
    def trick(self) -> tuple[tuple[int, int], ...]:
        hand = self._hand
        seat_at = hand.rules.seat_at
        return tuple((seat_at(hand.leader, i), c) for i, c in enumerate(hand.trick))

    @property
    def past_tricks(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        hand = self._hand
        rules = hand.rules
        return tuple(tuple((rules.seat_at(t.leader, i), c) for i, c in enumerate(t.cards))
                     for t in rules.view.past_tricks(hand.tricks))

    @property
    def played(self) -> frozenset[int]:
        return frozenset(self._hand.moves)

    @property
    def tricks_done(self) -> int:
        return len(self._hand.tricks)

    @property
    def seen_tricks(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """Every finished trick of the hand as (leader, cards in play order): what the seat
        saw played (`past_tricks` is what it may look at again; a bot remembers)."""
        return tuple((t.leader, t.cards) for t in self._hand.tricks)

    @property
    def trump_dealt(self) -> tuple[int, int] | None:
        """The card turned for trump at the deal and the seat that took it (all seats saw it);
        None where the trump is cut from the unused cards."""
        deal = self._hand.deal
        if deal.trump_card is None or deal.trump_holder is None:
            return None
        return deal.trump_card, deal.trump_holder

    @property
    def points(self) -> tuple[int, int]:
        points = self._hand.points
        return (points[0], points[1])

    @property
    def ties_before(self) -> int:
        return self._hand.ties_before
