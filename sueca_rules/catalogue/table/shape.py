"""The table's shape in the spec: how many players, how they form sides, how many cards each
is dealt, and what becomes of the cards not dealt (a stock drawn from after each trick, or
cards set aside).

Seat ``s`` belongs to side ``s % sides``: with four players in two sides the partners sit
opposite (seats 0 and 2 against 1 and 3), with six in three sides each pair sits opposite
(0 and 3, 1 and 4, 2 and 5), with six in two sides every other player is a partner.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..model import Model

SideWords = Literal["pairs", "threes", "each"]


class Table(Model):
    """How many play, in how many sides, with how many cards each."""

    players: int = Field(default=4, ge=2, le=6, description="How many play: 2 to 6.")
    sides: int | SideWords = Field(
        default="pairs", description="How the players form sides: `pairs` (partners two by two, "
        "sitting apart), `threes`, `each` (everyone for themselves), or a number of sides; seat "
        "s plays for side s modulo the number of sides, so partners never sit side by side.")
    hand: int | None = Field(
        default=None, ge=2, le=26, description="Cards dealt to each player (default: the deck shared "
        "out evenly, every card dealt).")
    undealt: Literal["stock", "aside"] | None = Field(
        default=None, description="What becomes of the cards not dealt: a stock the players draw from "
        "after each trick (see `stock`), or cards set aside face down, unplayed (their points "
        "to nobody, or to the last trick's winner: `aside-points`).")
    aside_points: Literal["nobody", "last-trick"] = Field(
        default="nobody", description="Who takes the card points of the cards set aside: nobody (the "
        "hand's points are those played), or the team that takes the last trick.")


class Stock(Model):
    """The stock: the cards not dealt, drawn one each after every trick until none is left."""

    first: Literal["winner", "leader"] = Field(
        default="winner", description="Who draws first after a trick: its winner, then the others in "
        "turn order (the usual rule), or the trick's leader.")
    trump_card: Literal["last", "none"] = Field(
        default="last", description="Where the card turned for trump lies: face up under the stock and "
        "drawn last (`last`), or there is no such card in the stock (the deal's `trump` says "
        "where it came from).")
    must_follow: bool = Field(
        default=False, description="While the stock lasts, a player who holds the suit led must play "
        "it (once it is empty, the `play` block's rules hold).")
    when_void: Literal["any", "must-trump", "must-overtrump"] = Field(
        default="any", description="While the stock lasts, what a player without the suit led may play.")
    must_overtake: bool = Field(
        default=False, description="While the stock lasts, a player following suit must beat the best "
        "card of the suit led when able.")


def side_count(players: int, sides: int | str) -> int | None:
    """The number of sides the words give for `players` (None where they cannot be formed:
    pairs of an odd number, threes of a number not divisible by three, a number that does not
    divide the players)."""
    size = {"pairs": 2, "threes": 3, "each": 1}.get(sides) if isinstance(sides, str) else None
    if size is not None:
        return players // size if players % size == 0 and players // size >= 2 else None
    if isinstance(sides, int) and 2 <= sides <= players and players % sides == 0:
        return sides
    return None
