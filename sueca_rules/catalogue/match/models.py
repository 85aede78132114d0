"""The match area's spec: the target, a series of matches, the names of results."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ..model import Model


class Match(Model):
    """When the match (partida) ends: at a target of game points, after a fixed number of
    hands (the higher score wins, equal scores draw), or never (a session)."""

    target: int | None = Field(None, ge=1, le=1000, description="Game points that win the match.")
    hands: int | None = Field(None, ge=1, le=1000, description="A fixed number of hands: the match "
                              "ends after them, won by the higher score, drawn on equal scores.")
    endless: bool = Field(False, description="A session with no end: hands are played and scored "
                          "until the table stops.")
    both_reach: Literal["higher", "draw"] = Field(
        "higher", description="When both teams reach the target in the same hand (a tie or a "
        "penalty that scores for both): the higher score wins and equal scores are a draw "
        "(`higher`), or the match is drawn whatever the scores (`draw`).")
    scoresheet: Literal["none", "cross"] = Field(
        "none", description="How the table keeps the score: `cross` (a cross per team, one mark at "
        "the end of an arm for each game point, as 004 describes it), or `none` (the book says "
        "nothing of it).")

    @model_validator(mode="after")
    def _one_end(self) -> Match:
        if (self.target is not None) + (self.hands is not None) + self.endless != 1:
            raise ValueError("a match ends one way: 'match to N' (a target), 'match hands N' (a "
                             "fixed number of hands) or 'match no-end' (a session)")
        return self


TieBreak = Literal["wins", "game-points", "head-to-head", "deciding-match"]


class Series(Model):
    """Matches played until a team has won `target` of them (a tournament's "first to 3"), or
    a fixed number of matches scored by standings (3 for a win, 1 for a draw, 0 for a loss),
    with tie-breaks."""

    target: int | None = Field(None, ge=1, le=100, description="Matches that win the series.")
    matches: int | None = Field(None, ge=1, le=100, description="A fixed number of matches, "
                                "scored by `standings`.")
    standings: tuple[int, int, int] = Field((3, 1, 0), description="Standing points for a match "
                                            "won, drawn and lost.")
    tie_breaks: list[TieBreak] = Field(
        default_factory=lambda: ["wins", "game-points", "deciding-match"],  # type: ignore[arg-type]
        description="How equal standing points are decided, in order: more matches won, more "
        "game points, a deciding match (a negra).")

    @model_validator(mode="after")
    def _one_end(self) -> Series:
        if (self.target is None) == (self.matches is None):
            raise ValueError("a series is 'series to N' (first to N matches won) or 'series "
                             "matches N' (N matches, by standings), one of them")
        return self


class NamedResult(Model):
    """A name a table gives to a match's result; it applies when every condition given holds."""

    loser: int | None = Field(None, ge=0, le=1000, description="The losers' final score.")
    winner: int | None = Field(None, ge=0, le=1000, description="The winners' final score.")
    trailed: tuple[int, int] | None = Field(
        None, description="At some point the winners trailed by this score (theirs, then the "
        "others'): a comeback.")
    one_hand: bool = Field(False, description="The whole match was won in one hand.")
