"""A finished trick, as the engine keeps it."""

from __future__ import annotations


class Trick(tuple[int, tuple[int, ...], int, int]):
    """A finished trick: (leader, cards in play order, winner, points).

    A bare tuple subclass, built as ``Trick((leader, cards, winner, points))`` without a
    Python-level constructor: ten of these are made in every simulated hand.
    """

    __slots__ = ()

    @property
    def leader(self) -> int:
        return self[0]

    @property
    def cards(self) -> tuple[int, ...]:
        return self[1]

    @property
    def winner(self) -> int:
        return self[2]

    @property
    def points(self) -> int:
        return self[3]
