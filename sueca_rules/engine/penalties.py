"""One model for every infraction: a revoke proven by an accusation, a false accusation, and
the infractions a table declares (talking, a misdeal, looking back, playing out of turn).

Each is a :class:`Settlement`: what happened, which team is punished, and the variant's
compiled :class:`~sueca_rules.compiled.PenaltyRule` (what the other team gets, or what the
offenders lose, and whether the hand ends or play goes on).
"""

from __future__ import annotations

from typing import NamedTuple

from ..compiled import PenaltyRule

REVOKE, FALSE_ACCUSATION = "revoke", "false-accusation"


class Settlement(NamedTuple):
    """A penalty applied to a hand: `cause` ("revoke", "false-accusation" or an infraction's
    name), the punished team (`offenders`, 0 or 1) and the variant's penalty for it."""

    cause: str
    offenders: int
    penalty: PenaltyRule


class Award(NamedTuple):
    """What a penalty does to the match: game points per team (negative: lost, never below 0
    once applied), whether the match ends at once, and its winner if the penalty names one."""

    game_points: tuple[int, int]
    ends_match: bool
    match_winner: int | None


def award_of(settlement: Settlement) -> Award:
    """The effect of a settlement on the match score.

    >>> from sueca_rules.compiled import PenaltyRule
    >>> award_of(Settlement("revoke", 1, PenaltyRule("games", 2, True)))
    Award(game_points=(2, 0), ends_match=False, match_winner=None)
    >>> award_of(Settlement("talking", 0, PenaltyRule("lose", 1, False))).game_points
    (-1, 0)
    """
    penalty, offenders = settlement.penalty, settlement.offenders
    other = 1 - offenders
    if penalty.award == "match":
        return Award((0, 0), True, other)
    if penalty.award == "lose":
        return Award((-penalty.games, 0) if offenders == 0 else (0, -penalty.games), False, None)
    pair = (penalty.games, 0) if other == 0 else (0, penalty.games)
    if penalty.award == "bandeira":
        return Award(pair, True, other)
    return Award(pair, False, None)


def applied(scores: tuple[int, int], game_points: tuple[int, int]) -> tuple[int, int]:
    """Scores after an award: points added, points lost never below 0."""
    return (max(0, scores[0] + game_points[0]), max(0, scores[1] + game_points[1]))
