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
    """A penalty applied to a hand: `cause` ("revoke", "false-accusation", an infraction's name,
    or a contract's "made", "all-tricks", "failed"), the punished side (`offenders`), the
    variant's outcome for it, and the hand's team ahead on card points when it came (`ahead`:
    the winners of the hand; None on equal points, when effects for the winners or the losers
    do nothing).

    At a table of more than two sides, or where a contract made the hand's teams: `sides`, the
    table's number of sides; `other`, the other party (the accusers of a revoke, the side
    accused falsely; None: every other side); `teams`, the sides of each of the hand's teams
    (a contract's declarers first, then the defenders; () where the hand's teams are the
    table's sides)."""

    cause: str
    offenders: int
    penalty: Outcome
    ahead: int | None = None
    sides: int = 2
    other: int | None = None
    teams: tuple[tuple[int, ...], ...] = ()


class Award(NamedTuple):
    """What an outcome does to the match: game points per side (negative: lost), the floor
    each side's score is then kept at (None: none), whether the match ends at once and its
    winner if the outcome names one, and a redeal it asks for."""

    game_points: tuple[int, ...]
    ends_match: bool
    match_winner: int | None
    floors: tuple[int | None, ...] = (0, 0)
    redeal: Redeal | None = None


def roles_of(settlement: Settlement) -> dict[Role, tuple[int, ...]]:
    """The sides each role names in a settlement: the offenders and the others, for an
    accusation the accusers and the accused (the accused revoked; a false accusation's
    offenders are its accusers), the winners and the losers of the hand (the team ahead on
    card points, and the rest; unbound on equal points), us (side 0) and them (side 1), a
    contract's declarers and defenders."""
    offenders, sides, other = settlement.offenders, settlement.sides, settlement.other
    rest = tuple(side for side in range(sides) if side != offenders)
    bound: dict[Role, tuple[int, ...]] = {Role.OFFENDERS: (offenders,), Role.OTHERS: rest,
                                          Role.US: (0,), Role.THEM: (1,)}
    party = rest if other is None else (other,)
    if settlement.cause == REVOKE:
        bound.update({Role.ACCUSED: (offenders,), Role.ACCUSERS: party})
    elif settlement.cause == FALSE_ACCUSATION:
        bound.update({Role.ACCUSERS: (offenders,), Role.ACCUSED: party})
    teams = settlement.teams or tuple((side,) for side in range(sides))
    ahead = settlement.ahead
    if ahead is not None:
        bound.update({Role.WINNERS: teams[ahead],
                      Role.LOSERS: tuple(s for t, team in enumerate(teams) if t != ahead for s in team)})
    if settlement.teams:
        bound.update({Role.DECLARERS: teams[0],
                      Role.DEFENDERS: tuple(s for team in teams[1:] for s in team)})
    return bound


def award_of(settlement: Settlement) -> Award:
    """The effect of a settlement on the match: its outcome's effects, added up (game points
    to a role go to each of its sides; a match won by a role of several sides is won by the
    first of them).

    >>> from sueca_rules.compiled.outcome import GamePoints, Outcome, Role
    >>> award_of(Settlement("revoke", 1, Outcome((GamePoints(Role.OTHERS, 2),))))
    Award(game_points=(2, 0), ends_match=False, match_winner=None, floors=(0, 0), redeal=None)
    >>> award_of(Settlement("talking", 0, Outcome((GamePoints(Role.OFFENDERS, -1),), False))).game_points
    (-1, 0)
    """
    team = roles_of(settlement)
    sides = settlement.sides
    points = [0] * sides
    floors: list[int | None] = [0] * sides
    winner: int | None = None
    ends = False
    redeal: Redeal | None = None
    for effect in settlement.penalty.effects:
        if isinstance(effect, GamePoints):
            for to in team.get(effect.to, ()):  # the winners of a hand of equal points: nobody
                points[to] += effect.amount
                floors[to] = effect.floor
        elif isinstance(effect, EndMatch):
            won_by = team.get(effect.won_by)
            if won_by:
                ends, winner = True, won_by[0]
        else:
            redeal = effect
    return Award(tuple(points), ends, winner, tuple(floors), redeal)


def applied(scores: tuple[int, ...], game_points: tuple[int, ...],
            floors: tuple[int | None, ...] = (0, 0)) -> tuple[int, ...]:
    """Scores after an award: points added, the score of a side that lost points kept at its
    floor or above (points lost never below 0, unless the outcome says there is no floor); a
    side that scores is never raised to a floor (a score below 0 stays below it).

    >>> applied((0, 3), (-2, 1)), applied((-2, 0), (1, 0), (None, None)), applied((-2, 0), (1, 0))
    ((0, 4), (-1, 0), (-1, 0))
    """
    if len(scores) == 2:  # the usual table, unrolled
        points0, points1 = game_points
        first, second = scores[0] + points0, scores[1] + points1
        low, high = floors
        if low is not None and points0 < 0:
            first = max(first, min(scores[0], low))
        if high is not None and points1 < 0:
            second = max(second, min(scores[1], high))
        return first, second
    out = []
    floors = (*floors, *(0,) * (len(scores) - len(floors)))  # a side not said: floor 0
    for score, gained, floor in zip(scores, game_points, floors, strict=False):
        now = score + gained
        if floor is not None and gained < 0:
            now = max(now, min(score, floor))
        out.append(now)
    return tuple(out)
