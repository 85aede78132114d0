"""The compiled rules of the match: when a match (and a series of matches) ends, by a target,
a number of hands or standings, and the names its results get (:mod:`sueca_rules.catalogue.match`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple


class NamedResultRule(NamedTuple):
    """A compiled named result: the conditions on a won match (None = any)."""

    name: str
    loser: int | None
    winner: int | None
    trailed: tuple[int, int] | None
    one_hand: bool


class TieBreak(Enum):
    """How equal standing points in a series are decided (in the variant's order)."""

    WINS = "wins"  # more matches won
    GAME_POINTS = "game-points"  # more game points over the series
    HEAD_TO_HEAD = "head-to-head"  # (two teams: the same as wins)
    DECIDING_MATCH = "deciding-match"  # one more match decides (a negra)
    OPPONENTS = "opponents"  # a competition's: more standing points of the opponents met (Buchholz)
    OPPONENTS_AVERAGE = "opponents-average"  # a competition's: their average (per opponent met)


NO_TARGET = 10**9  # the target of a match that no score reaches (a number of hands, a session)


@dataclass(frozen=True, slots=True)
class MatchRules:
    """When the match (and a series of matches) ends, and the names its results get."""

    target: int  # game points that win the match (NO_TARGET: none)
    series_target: int | None  # matches that win the series (None: no series, or by standings)
    named_results: tuple[NamedResultRule, ...]
    hands: int | None = None  # a fixed number of hands (the higher score wins; equal: a draw)
    endless: bool = False  # a session: no score ends it
    series_matches: int | None = None  # a series of this many matches, by standings
    standings: tuple[int, int, int] = (3, 1, 0)  # standing points: won, drawn, lost
    tie_breaks: tuple[TieBreak, ...] = ()
    both_reach_drawn: bool = False  # both teams at the target after one hand: a draw (else the higher)
    scoresheet_cross: bool = False  # the score is kept on a cross, a mark per game point (else not said)

    def reached(self, scores: tuple[int, ...]) -> tuple[int | None, bool]:
        """Who wins at these scores by the target, and whether the match is drawn there: one
        side at the target wins; several at it, the highest score wins and equal highest
        scores draw (or, `both-reach draw`, the match is drawn)."""
        target = self.target
        if len(scores) == 2:  # the usual table, unrolled
            first, second = scores[0] >= target, scores[1] >= target
            if first and second:
                if self.both_reach_drawn or scores[0] == scores[1]:
                    return None, True
                return (0 if scores[0] > scores[1] else 1), False
            return (0 if first else 1 if second else None), False
        there = [side for side, score in enumerate(scores) if score >= target]
        if len(there) <= 1:
            return (there[0] if there else None), False
        return highest(scores, there, self.both_reach_drawn)

    def ends_by_itself(self, game_points: tuple[int, ...], ends_match: bool,
                       match_winner: int | None) -> bool:
        """Whether a hand ends the match even as the first hand of a match (0–0): an outcome
        that ends it (a bandeira, a penalty), or an award of at least the target."""
        return ends_match or match_winner is not None or max(game_points) >= self.target


def highest(scores: tuple[int, ...], among: list[int] | None = None,
            drawn: bool = False) -> tuple[int | None, bool]:
    """The side with the highest score `among` those sides (default: all), and whether it is a
    draw: equal highest scores (or `drawn` said so) leave no winner."""
    sides = range(len(scores)) if among is None else among
    best = max(scores[side] for side in sides)
    top = [side for side in sides if scores[side] == best]
    if drawn or len(top) > 1:
        return None, True
    return top[0], False
