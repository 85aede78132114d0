"""The bidding area's spec: who bids first, what a bid is, passing, what the auction's winner
(the declarer) names, and how the contract is scored.

The usual Sueca has none: the trump comes from the deal. A table that bids for it (Sueca
italiana, the Portuguese name of a five-player game like Italian Briscola chiamata) writes
`bidding { ... }` and `contract { ... }`, and a deal whose trump is `bid`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ..illegal.models import Penalty
from ..model import Model


class Bidding(Model):
    """The auction: each player in turn bids card points (more than the last bid) or passes."""

    first: Literal["next", "left", "right", "dealer"] = Field(
        default="next", description="Who bids first: the next player after the dealer in the order of "
        "play, the player on the dealer's left or right, or the dealer.")
    lowest: int = Field(default=61, ge=1, le=1000, description="The lowest bid: card points the bidder's "
                        "side undertakes to take.")
    highest: int | None = Field(default=None, ge=1, le=1000, description="The highest bid (default: every "
                                "card point of the deck).")
    step: int = Field(default=1, ge=1, le=100, description="Each bid is above the last by a multiple of "
                      "this, and the bids are multiples of it above the lowest.")
    passing: Literal["final", "may-return"] = Field(
        default="final", description="A player who passes is out of the auction (`final`), or may bid "
        "again when the turn comes back (`may-return`).")
    all_pass: Literal["redeal", "next-dealer"] = Field(
        default="redeal", description="When every player passes: the cards are dealt again by the same "
        "dealer (`redeal`) or by the next one (`next-dealer`).")
    partner: Literal["called-card", "sides"] = Field(
        default="called-card", description="The declarer's partner: the holder of a card the declarer "
        "calls (it is secret until that card is played), or the declarer's side as the table "
        "sits (`sides`).")
    call_own: bool = Field(
        default=False, description="Whether the declarer may call a card it holds, and then play alone.")
    leads: Literal["declarer", "deal"] = Field(
        default="declarer", description="Who leads the first trick: the declarer, or the player the deal "
        "names (the `play` block's first lead).")

    @model_validator(mode="after")
    def _range(self) -> Bidding:
        if self.highest is not None and self.highest < self.lowest:
            raise ValueError(f"the highest bid ({self.highest}) is below the lowest "
                             f"({self.lowest}) — write 'bids {self.lowest}..{self.lowest}' or more")
        return self


class Contract(Model):
    """What the declarer's side scores: the bid made (its card points at least the bid), every
    trick taken, or the bid failed — each an outcome whose roles are `declarers` (the declarer
    and its partner) and `defenders` (everyone else)."""

    made: Penalty = Field(description="The bid made: its outcome (e.g. declarers score 1).")
    all_tricks: Penalty | None = Field(
        default=None, description="Every trick taken by the declarer's side: its outcome instead of "
        "`made` (none: as `made`).")
    failed: Penalty = Field(description="The bid failed: its outcome (e.g. declarers lose 1 "
                            "with no floor and defenders score 1).")
