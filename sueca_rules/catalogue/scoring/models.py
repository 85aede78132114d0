"""The scoring area's spec: bands of card points, the bandeira, all the points, ties."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

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
    recorded: int | None = Field(None, ge=1, le=1000, description="The card points the score "
                                 "sheet records for the hand (121: one more than all, to mark it); "
                                 "None: the points taken.")


class Tie(Model):
    """A hand where both teams take half the card points."""

    outcome: Literal["nobody-scores", "void", "last-trick", "each-scores"] = Field(
        description="Nobody scores and the deal passes on, the hand is void and dealt again, "
        "the team that took the last trick wins the hand with 60 (scoring as 61 does), or each "
        "team scores `each` game points."
    )
    each: int = Field(0, ge=0, le=100, description="Game points each team scores on a tie "
                      "(`tie each-scores N`; 0 with any other outcome).")
    bonus: Annotated[int, Field(ge=0, le=100)] | list[Annotated[int, Field(ge=0, le=100)]] = Field(
        0, description="Game points added to the next decided hand's award (+N); "
        "a list is a sequence: the extra after 1, 2, 3... ties in a row (the last repeats).")
    times: Annotated[int, Field(ge=1, le=10)] | list[Annotated[int, Field(ge=1, le=100)]] = Field(
        1, description="What the next decided hand's award is multiplied by (×N); "
        "1 = no multiplier; a list is a growing multiplier: ×a after one tie, ×b after two...")
    cumulative: bool = Field(True, description="Whether consecutive ties add up: +N per tie, or "
                                               "×N per tie (×N, ×N², ...).")


class HandResult(Model):
    """A name a table gives to a hand, when every condition given holds (a "bola", a
    "capote"): the winners' card points, the losers', the winners' tricks, the ties before,
    whether the winners took the last trick."""

    points: tuple[int, int] | None = Field(None, description="The winners' card points, from..to.")
    loser_points: tuple[int, int] | None = Field(None, description="The losers' card points, from..to.")
    tricks: tuple[int, int] | None = Field(None, description="The winners' tricks, from..to.")
    after_ties: int | None = Field(None, ge=1, le=100,
                                   description="At least this many 60–60 hands just before.")
    last_trick: bool | None = Field(None, description="The winners took the last trick (or not).")


class Scoring(Model):
    """How a hand's card points become game points."""

    hands: list[Threshold] = Field(min_length=1, description="Bands of card points, lowest first.")
    bands: Literal["winners", "losers"] = Field(
        "winners", description="Whose card points the bands count: the winners' (61..120) or "
        "the losers' (0..59), as a table that says \"under 30 against, 2 games\" does.")
    bandeira: Bandeira | None = Field(None)
    all_points: int | None = Field(
        None, ge=1, description="Game points for all the card points without every trick."
    )
    tie: Tie

    @model_validator(mode="after")
    def _sequences(self) -> Scoring:
        if self.tie.outcome == "each-scores" and self.tie.each < 1:
            raise ValueError("a tie that scores for both teams says how much: 'tie each-scores N' "
                             "(N game points to each team, 1 or more); other ties score nobody")
        for name in ("bonus", "times"):
            value = getattr(self.tie, name)
            if isinstance(value, list) and not 1 <= len(value) <= 20:
                raise ValueError(f"a tie's {name} sequence has 1 to 20 numbers")
        return self

    def winners_bands(self, total: int) -> list[Threshold]:
        """The bands as the winners' card points (a losers' band L..M is total-M..total-L),
        lowest first."""
        if self.bands == "winners":
            return list(self.hands)
        return sorted((Threshold(min=total - b.max, max=total - b.min, games=b.games)
                       for b in self.hands if b.max <= total), key=lambda b: b.min)
