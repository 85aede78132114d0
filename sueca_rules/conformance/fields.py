"""The case-file format's building blocks: whole numbers, seats, sides, hands, and the parts of
an auction a case gives or expects (the kinds themselves are in :mod:`.models`).

A case file names seats 0..3 and teams 0 and 1 at the usual table; at a table of another shape
(the variant's `table`: two to six players, each seat s playing for side s % sides) seats run
to the variant's players and a value per side to its sides. The models admit any seat and
side from 0 and two to six values per side; the checks (:mod:`.check_shape`) hold each to the
variant's table, located.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
from pydantic_core import PydanticCustomError


def _not_a_boolean(value: object) -> object:
    """`true` is not the number 1 here: a yes/no where a number belongs is a typing slip."""
    if isinstance(value, bool):
        raise PydanticCustomError("int_type", "Input should be a valid integer")
    return value


Int = Annotated[int, BeforeValidator(_not_a_boolean)]  # a whole number, never a boolean
Pair = tuple[Int, Int]
# a seat, 0..players-1 clockwise (0..3 at the usual table), and a side (team), 0..sides-1 (0 or
# 1 at the usual table): the checks hold each to the variant's table and say what it has
Seat = Annotated[Int, Field(ge=0)]
Side = Annotated[Int, Field(ge=0)]
# one value per side, side 0 first: [team 0, team 1] at the usual table (how many: checked)
PerSide = tuple[Int, ...]
Cards = Annotated[list[str], Field(min_length=1, max_length=10)]  # a hand: 1 to 10 cards
SeatHands = dict[Seat, Cards]
Bid = Int | Literal["pass"]  # a bid said in an auction: card points, or `pass`
OUTCOMES = ("made", "all-tricks", "failed")  # how a contract ended (an `outcome:`, checked)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ContractGiven(Model):
    """An addition: a hand's contract, as a `hand_score` or `match` case gives it — the
    declarer, its partner (the holder of the card it called; the declarer itself where it
    called its own) and the bid."""

    declarer: Seat
    partner: Seat | None = None  # None where the partner is the table's (`partner sides`)
    bid: Int = Field(ge=1, le=1000)


class CallGiven(Model):
    """An addition: what the auction's winner names — the trump suit and the called card."""

    trump: str
    card: str | None = None  # None where the partner is the table's (`partner sides`)


class ContractExpect(Model):
    """An addition: the contract the auction made (any subset of its keys)."""

    declarer: Seat | None = None
    partner: Seat | None = None
    bid: Int | None = None
    trump: str | None = None
