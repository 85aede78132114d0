"""The table area's spec: the direction of play, the dealer, the deal procedures, the trump
card on view, redeals and partnerships.

Seats are numbered clockwise 0..3 (seat ``s+1`` sits on the left of ``s``); positions
relative to the dealer are written ``dealer``, ``left``, ``right`` and ``partner``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from ..model import Model
from .seats import ROLES, SeatSyntaxError, parse_role, seat_tables

Direction = Literal["clockwise", "anticlockwise"]
Side = Literal["left", "right"]
Relative = Literal["dealer", "left", "right", "partner", "nobody"]
Partners = Literal["chosen", "drawn"]


class Dealer(Model):
    """Who deals the first hand and who deals after."""

    first: Literal["random", "lowest-card", "highest-card", 0, 1, 2, 3] = Field(
        "random", description="The first dealer: drawn at random, the player who draws the lowest"
        " or the highest card (to the engine, a seeded draw as well), or a fixed seat."
    )
    next: Literal["left", "right", "next"] = Field(
        description="Who deals the next hand: a side, or the next player in turn order."
    )
    chooses: Literal["dealer", "cutter", "table"] = Field(
        "dealer", description="Who chooses between the deal procedures: the dealer, the player "
        "who cuts (\"top or bottom?\"), or the table once for the match (see `procedure`)."
    )
    procedure: str = Field(
        "standard", max_length=64,
        description="The deal procedure the table plays when it chooses (`chooses table`); a "
        "table option may set it.")


class DealProcedure(Model):
    """One way of shuffling, cutting and dealing the cards."""

    shuffles: Relative = Field(description="Who shuffles, relative to the dealer.")
    cuts: Relative = Field(description="Who cuts, relative to the dealer.")
    packet: int = Field(
        ge=1, le=26, description="Cards given to a player at a time (10 at a four-player table "
        "of forty cards = each player's hand in one batch); it divides the hand.")
    rotation: Literal["clockwise", "anticlockwise", "with-play", "against-play"] = Field(
        description="The direction the cards go round while dealing: a direction, or with (or "
        "against) the direction of play, so that a table choosing its direction keeps the deal "
        "in step.")
    dealer: Literal["first", "last"] = Field(
        description="Whether the dealer receives the first cards or the last ones."
    )
    trump: Literal["last-card", "first-card", "cut-unused", "dealer-random", "stock-bottom",
                   "bid"] = Field(
        description=(
            "How the trump suit is set: the last card dealt or the first card dealt (both kept "
            "by the dealer), a card cut from the ranks left out of the deck, a card drawn at "
            "random from the dealer's hand (the dealer keeps it), the first card after the "
            "deal, turned face up under the stock and drawn last, or named by the winner of the "
            "auction (`bidding`)."
        )
    )


class Trump(Model):
    """How long the card that set trumps stays on view, and which cards may not set it."""

    shown: Literal["all-hand", "until-played", "first-trick", "deal-only"] = Field(
        description="The trump card is on view all hand, until the dealer plays it, through the "
        "first trick only (then taken into the dealer's hand), or only at the deal."
    )
    redeal_if: list[str] = Field(
        default_factory=list, description="Cards that may not be the card turned for trump: "
        "ranks (`A 7`) or `point-card` (any card worth points). Turned, the cards are gathered, "
        "shuffled and dealt again by the same dealer.")

    @field_validator("redeal_if")
    @classmethod
    def _ranks(cls, value: list[str]) -> list[str]:
        from ..deck.models import ALL_RANKS

        for word in value:
            if word != "point-card" and word not in ALL_RANKS:
                raise PydanticCustomError(
                    "trump-rank", "'{word}' is not a rank — write ranks (A 7 K) or point-card",
                    {"word": word})
        return value


class Seats(Model):
    """Who shuffles, cuts, deals and leads, as seat expressions (see `catalogue/table/seats`):
    `right-of dealer`, `partner-of shuffler`, `last-winner else right-of dealer`, a rotation of
    its own (`moves left`, `in-turn first partner left right`). A role left out is as the deal
    procedure, `dealer` and `play` blocks say."""

    shuffles: str | None = Field(None, description="Who shuffles: a seat expression, `nobody`, "
                                 "or the anchor (`moves left`, no seat).")
    cuts: str | None = Field(None, description="Who cuts: a seat expression or `nobody`.")
    deals: str | None = Field(None, description="Who deals: a seat said from the anchor role, or"
                              " the dealer's own rotation (`moves right`, `in-turn first partner "
                              "left right`).")
    leads: str | None = Field(None, description="Who leads the first trick: a seat expression, "
                              "with a rotation of its own (`right-of dealer moves left`) or the "
                              "last trick's winner of the hand before (`last-winner else ...`).")

    @field_validator(*ROLES)
    @classmethod
    def _expression(cls, value: str | None, info: object) -> str | None:
        if value is not None:
            try:
                parse_role(str(getattr(info, "field_name", "")), value)
            except SeatSyntaxError as err:
                raise PydanticCustomError("seat", "{why}", {"why": str(err)}) from None
        return value

    @model_validator(mode="after")
    def _roles_combine(self) -> Seats:
        """The roles together: no circle, one anchor, a dealer said (direction aside)."""
        values = {r: parse_role(r, t) for r in ROLES if (t := getattr(self, r)) is not None}
        try:
            seat_tables(values, 1, 1)
        except SeatSyntaxError as err:
            raise PydanticCustomError("seats", "{why}", {"why": str(err)}) from None
        return self


class Forming(Model):
    """How the table is formed before the first hand: a card draw, its order and its ties,
    and what it decides (the first dealer, the partnerships, the seats)."""

    first_dealer: Literal["highest", "lowest"] = Field(
        "highest", description="Who deals first: the player who draws the highest card, or the "
        "lowest (cards rank as in play).")
    ties: Literal["draw-again", "suit-order"] = Field(
        "draw-again", description="Equal cards: those players draw again, or the suits decide "
        "(spades, hearts, diamonds, clubs, highest first).")
    partners: Literal["as-seated", "highest-two", "highest-and-lowest"] = Field(
        "as-seated", description="The partnerships: as the players sit, the two highest cards "
        "against the two lowest, or the highest and the lowest against the two in between.")
    seats: Literal["as-seated", "by-draw"] = Field(
        "as-seated", description="Whether the draw also seats the players: the first dealer "
        "chooses a seat, the partner sits opposite, and the higher of the others on the first "
        "dealer's left.")

    @model_validator(mode="after")
    def _partners_sit(self) -> Forming:
        if self.partners != "as-seated" and self.seats == "as-seated":
            raise PydanticCustomError(
                "forming", "partners drawn must sit opposite each other — add 'seats by-draw'", {})
        return self


class Redeal(Model):
    """Who may ask for a new deal after looking at their cards, and what happens then."""

    leader_below: int | None = Field(
        None, ge=1, description="The first leader may ask with fewer card points than this."
    )
    others_below: int | None = Field(
        None, ge=1, description="Any other player may ask with fewer card points than this."
    )
    leader_at_most: int | None = Field(
        None, ge=0, description="The first leader may ask with this many card points or fewer."
    )
    others_at_most: int | None = Field(
        None, ge=0, description="Any other player may ask with this many card points or fewer."
    )
    then: Literal["same-dealer", "next-dealer"] = Field(
        "same-dealer", description="Who deals the new hand."
    )
