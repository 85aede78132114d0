"""The hand a match deals: whatever is done to it is done through its match.

A match records every action and scores every hand it deals. A card played on the hand
itself, behind the match's back, would leave the match unscored and the record without the
card (and the record would no longer replay). So the hand a :class:`~.match.Match` deals
routes `play`, `accuse` and `declare` to the match (``hand.play(c)`` is ``match.play(c)``),
and refuses them once the match has moved on to another hand; `close` is the match's alone.
"""

from __future__ import annotations

from typing import Protocol

from ..errors import IllegalMove
from .hand import Accusation, Hand, Trick
from .machine import StateHand
from .penalties import Settlement


class Match(Protocol):
    """What a match hand asks of the :class:`~.match.Match` that dealt it."""

    @property
    def hand(self) -> Hand | None: ...
    def play(self, card: int | str) -> Trick | None: ...
    def accuse(self, team: int, seat: int | None = None) -> Accusation: ...
    def declare(self, team: int, infraction: str) -> Settlement: ...


class MatchHand(StateHand):
    """A :class:`Hand` that belongs to a match: it plays through the match.

    >>> from sueca_rules import new_match
    >>> match = new_match("portugal", seed=1)
    >>> hand = match.deal()
    >>> _ = hand.play(hand.legal_cards()[0])   # the same as match.play(...)
    >>> match.record()["hands"][0]["actions"] == [["play", hand.rules.name(hand.trick[0])]]
    True
    """

    __slots__ = ()

    def _current(self, what: str) -> Match:
        match: Match = self._state.owner  # type: ignore[assignment]
        if match.hand is not self:
            raise IllegalMove(f"this hand is over — the match has dealt the next one: {what} "
                              "the hand in play (match.hand)", rule="hand-over")
        return match

    def play(self, card: int | str) -> Trick | None:
        """Play a card for the player to move, through the match (recorded, and scored when
        the hand ends): the same as ``match.play(card)``. IllegalMove when refused."""
        return self._current("play on").play(card)

    def accuse(self, team: int, seat: int | None = None) -> Accusation:
        """`team` accuses the other (or the player at `seat`) of a revoke, through the match:
        ``match.accuse(team, seat)``."""
        return self._current("accuse in").accuse(team, seat)

    def declare(self, team: int, infraction: str) -> Settlement:
        """The table declares an infraction, through the match: ``match.declare(team, ...)``."""
        return self._current("declare in").declare(team, infraction)

    def close(self) -> None:
        """Refused: a match's hand ends by its last trick, by a penalty, or by a redeal
        (``match.request_redeal(seat)``), each of which the match records."""
        raise IllegalMove("a match's hand ends by its last trick, a penalty or "
                          "match.request_redeal(seat), which the match records — not by close()",
                          rule="match-hand")
