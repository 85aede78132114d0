"""The table area's spec: the direction of play, the dealer, the deal procedures, the trump
card on view, redeals and partnerships.

Seats are numbered clockwise 0..3 (seat ``s+1`` sits on the left of ``s``); positions
relative to the dealer are written ``dealer``, ``left``, ``right`` and ``partner``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..model import Model

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
    packet: Literal[1, 2, 5, 10] = Field(
        description="Cards given to a player at a time (10 = each player's hand in one batch)."
    )
    rotation: Literal["clockwise", "anticlockwise", "with-play", "against-play"] = Field(
        description="The direction the cards go round while dealing: a direction, or with (or "
        "against) the direction of play, so that a table choosing its direction keeps the deal "
        "in step.")
    dealer: Literal["first", "last"] = Field(
        description="Whether the dealer receives the first cards or the last ones."
    )
    trump: Literal["last-card", "first-card", "cut-unused", "dealer-random"] = Field(
        description=(
            "How the trump suit is set: the last card dealt or the first card dealt (both kept "
            "by the dealer), a card cut from the ranks left out of the deck, or a card drawn at "
            "random from the dealer's hand (the dealer keeps it)."
        )
    )


class Trump(Model):
    """How long the card that set trumps stays on view."""

    shown: Literal["all-hand", "until-played", "deal-only"] = Field(
        description="The trump card is on view all hand, until the dealer plays it, or only at the deal."
    )


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
