"""The competition area's spec: the format, its pairing and rounds, byes, forfeits, the roster
lock and the standings (the same standing points and tie-breaks as a series)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, ValidationInfo, field_validator

from ..model import Model

Format = Literal["knockout", "swiss", "round-robin", "winner-stays"]
Pairing = Literal["seeded", "bracket", "redraw", "standings", "schedule", "queue"]
CompetitionTieBreak = Literal["wins", "game-points", "head-to-head", "opponents", "opponents-average"]

PAIRINGS: dict[str, tuple[str, ...]] = {  # the pairings each format allows, its default first
    "knockout": ("bracket", "seeded", "redraw"), "swiss": ("standings", "redraw"),
    "round-robin": ("schedule",), "winner-stays": ("queue",)}


class Forfeit(Model):
    """A team that has not turned up `after` minutes past the set time loses its match by
    `score` (its opponent's game points, then its own)."""

    after: int = Field(ge=0, le=1440, description="The minutes of tolerance.")
    score: tuple[int, int] = Field(description="The score the forfeit counts as: the team "
                                   "present's game points, then the absent team's.")


class Competition(Model):
    """Matches between teams arranged round by round: the format and who meets whom, the
    rounds, what a bye and a forfeit count as, when partners may be substituted, and the
    standings with their tie-breaks."""

    format: Format = Field(description="knockout (the loser is out), swiss (rounds of teams "
                           "level on points), round-robin (every team meets every other) or "
                           "winner-stays (one table, the winner stays: bota-fora).")
    pairing: Pairing | None = Field(None, description="Who meets whom: a knockout drawn once "
                                    "(bracket), by seed (seeded: 1v4, 2v3) or drawn afresh each "
                                    "round (redraw); a Swiss system by the standings, level teams in seed order "
                                    "(standings) or in a fresh random order each round (redraw); the "
                                    "other formats have one pairing each.")
    rounds: int | None = Field(None, ge=1, le=100, description="The number of rounds (a "
                               "winner-stays table: matches); none: as the format says.")
    bye: Literal["win", "draw", "nothing"] = Field("win", description="What a round without an "
                                                   "opponent counts as in the standings.")
    forfeit: Forfeit | None = Field(None, description="A no-show: the tolerance and the score.")
    substitutes: Literal["any-time", "before-first-draw", "never"] | int = Field(
        "any-time", description="When a partner may be substituted: at any time, only before "
        "the first draw, never, or before the draw of round N at the latest (a number).")
    standings: tuple[int, int, int] = Field((3, 1, 0), description="Standing points for a "
                                            "match won, drawn and lost.")
    tie_breaks: list[CompetitionTieBreak] = Field(
        default_factory=lambda: ["wins", "game-points"],  # type: ignore[arg-type]
        description="How teams level on standing points are ranked, in order (then the seed).")
    loser: Literal["back", "out"] = Field("back", description="winner-stays: the loser goes to "
                                          "the back of the queue, or out.")

    @field_validator("pairing")
    @classmethod
    def _pairing_of_format(cls, value: str | None, info: ValidationInfo) -> str | None:
        form = info.data.get("format")
        allowed = PAIRINGS.get(str(form), ())
        if value is not None and allowed and value not in allowed:
            raise ValueError(f"a {form} competition pairs by {' or '.join(allowed)}, not {value} — "
                             f"write 'pairing {allowed[0]}' or leave it out")
        return value

    @field_validator("loser")
    @classmethod
    def _loser_of_format(cls, value: str, info: ValidationInfo) -> str:
        form = info.data.get("format")
        if value == "out" and form is not None and form != "winner-stays":
            raise ValueError("'loser out' is for a winner-stays table — a knockout's loser is "
                             "always out, and the other formats keep every team; remove it")
        return value
