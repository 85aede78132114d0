"""The match area's spec: the target, a series of matches, the names of results."""

from __future__ import annotations

from pydantic import Field

from ..model import Model


class Match(Model):
    """When the match (partida) ends."""

    target: int = Field(ge=1, le=1000, description="Game points that win the match.")


class Series(Model):
    """Matches played until a team has won `target` of them (a tournament's "first to 3")."""

    target: int = Field(ge=1, le=100, description="Matches that win the series.")


class NamedResult(Model):
    """A name a table gives to a match's result; it applies when every condition given holds."""

    loser: int | None = Field(None, ge=0, le=1000, description="The losers' final score.")
    winner: int | None = Field(None, ge=0, le=1000, description="The winners' final score.")
    trailed: tuple[int, int] | None = Field(
        None, description="At some point the winners trailed by this score (theirs, then the "
        "others'): a comeback.")
    one_hand: bool = Field(False, description="The whole match was won in one hand.")
