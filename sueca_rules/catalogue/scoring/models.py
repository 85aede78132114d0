"""The scoring area's spec: bands of card points, the bandeira, all the points, ties."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..model import Model


class Threshold(Model):
    """A band of card points and the game points it scores."""

    min: int = Field(ge=0)
    max: int = Field(ge=0)
    games: int = Field(ge=1)


class Bandeira(Model):
    """Taking everything in one hand."""

    by: Literal["tricks", "points"] = Field(description="All ten tricks, or all the card points.")
    games: int = Field(ge=1, description="Game points it scores.")
    ends_match: bool = Field(description="Whether it wins the match at once, whatever the score.")


class Tie(Model):
    """A hand where both teams take half the card points."""

    outcome: Literal["nobody-scores", "void"] = Field(
        description="Nobody scores and the deal passes on, or the hand is void and dealt again."
    )
    bonus: int = Field(0, ge=0, le=100,
                       description="Game points added to the next decided hand's award (+N).")
    times: int = Field(1, ge=1, le=10,
                       description="What the next decided hand's award is multiplied by (×N); 1 = no "
                                   "multiplier.")
    cumulative: bool = Field(True, description="Whether consecutive ties add up: +N per tie, or "
                                               "×N per tie (×N, ×N², ...).")


class Scoring(Model):
    """How a hand's card points become game points."""

    hands: list[Threshold] = Field(min_length=1, description="Bands of card points, lowest first.")
    bandeira: Bandeira | None = Field(None)
    all_points: int | None = Field(
        None, ge=1, description="Game points for all the card points without every trick."
    )
    tie: Tie
