"""One model for every infraction: a revoke proven by an accusation, a false accusation, and
the infractions a table declares (talking, a misdeal, looking back, playing out of turn).

Each is a :class:`Settlement`: what happened, which team is punished, and the variant's
compiled :class:`~sueca_rules.compiled.outcome.Outcome` (effects on the match, and whether
the hand ends or play goes on). :func:`award_of` is the one place an outcome's effects are
added up: a new kind of effect is a new case there, never a new path through the engine.
"""

from __future__ import annotations

from typing import NamedTuple

from ..compiled.outcome import EndMatch, GamePoints, Outcome, Redeal, Role

REVOKE, FALSE_ACCUSATION = "revoke", "false-accusation"


class Settlement(NamedTuple):
    """A penalty applied to a hand: `cause` ("revoke", "false-accusation" or an infraction's
    name), the punished team (`offenders`, 0 or 1), the variant's outcome for it, and the team
    ahead on the hand's card points when it came (`ahead`: the winners of the hand; None on
    equal points, when effects for the winners or the losers do nothing)."""

    cause: str
    offenders: int
    penalty: Outcome
    ahead: int | None = None


class Award(NamedTuple):
    """What an outcome does to the match: game points per team (negative: lost), the floor
    each team's score is then kept at (None: none), whether the match ends at once and its
    winner if the outcome names one, and a redeal it asks for."""

    game_points: tuple[int, int]
    ends_match: bool
    match_winner: int | None
    floors: tuple[int | None, int | None] = (0, 0)
    redeal: Redeal | None = None


def roles_of(settlement: Settlement) -> dict[Role, int]:
    """The team each role names in a settlement: the offenders and the others, for an
    accusation the accusers and the accused (the accused revoked; a false accusation's
    offenders are its accusers), the winners and the losers of the hand (the team ahead on
    card points, and the other; unbound on equal points), us (team 0) and them (team 1)."""
    offenders = settlement.offenders
    others = 1 - offenders
    bound = {Role.OFFENDERS: offenders, Role.OTHERS: others, Role.US: 0, Role.THEM: 1}
    if settlement.cause == REVOKE:
        bound.update({Role.ACCUSED: offenders, Role.ACCUSERS: others})
    elif settlement.cause == FALSE_ACCUSATION:
        bound.update({Role.ACCUSERS: offenders, Role.ACCUSED: others})
    ahead = settlement.ahead
    if ahead is not None:
        bound.update({Role.WINNERS: ahead, Role.LOSERS: 1 - ahead})
    return bound


def award_of(settlement: Settlement) -> Award:
    """The effect of a settlement on the match: its outcome's effects, added up.

    >>> from sueca_rules.compiled.outcome import GamePoints, Outcome, Role
    >>> award_of(Settlement("revoke", 1, Outcome((GamePoints(Role.OTHERS, 2),))))
    Award(game_points=(2, 0), ends_match=False, match_winner=None, floors=(0, 0), redeal=None)
    >>> award_of(Settlement("talking", 0, Outcome((GamePoints(Role.OFFENDERS, -1),), False))).game_points
    (-1, 0)
    """
    team = roles_of(settlement)
    points = [0, 0]
    floors: list[int | None] = [0, 0]
    winner: int | None = None
    ends = False
    redeal: Redeal | None = None
    for effect in settlement.penalty.effects:
        if isinstance(effect, GamePoints):
            to = team.get(effect.to)
            if to is None:  # the winners of a hand of equal points: nobody
                continue
            points[to] += effect.amount
            floors[to] = effect.floor
        elif isinstance(effect, EndMatch):
            won_by = team.get(effect.won_by)
            if won_by is not None:
                ends, winner = True, won_by
        else:
            redeal = effect
    return Award((points[0], points[1]), ends, winner, (floors[0], floors[1]), redeal)


def applied(scores: tuple[int, int], game_points: tuple[int, int],
            floors: tuple[int | None, int | None] = (0, 0)) -> tuple[int, int]:
    """Scores after an award: points added, the score of a team that lost points kept at its
    floor or above (points lost never below 0, unless the outcome says there is no floor); a
    team that scores is never raised to a floor (a score below 0 stays below it).

    >>> applied((0, 3), (-2, 1)), applied((-2, 0), (1, 0), (None, None)), applied((-2, 0), (1, 0))
    ((0, 4), (-1, 0), (-1, 0))
    """
    points0, points1 = game_points
    first, second = scores[0] + points0, scores[1] + points1
    low, high = floors
    if low is not None and points0 < 0:
        first = max(first, min(scores[0], low))
    if high is not None and points1 < 0:
        second = max(second, min(scores[1], high))
    return first, second
