"""A competition's standings: each team's row from the match results, and the ranking by
standing points and the rules' tie-breaks (the same tie-breaks a series by standings has:
matches won, game points, the matches between the teams level; and the opponents' points)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..compiled.competition import Bye
from ..compiled.match import TieBreak

Key = Callable[[int, frozenset[int]], tuple[int, ...]]  # a team's value among a level group


@dataclass(frozen=True)
class Result:
    """One match's result: its teams, the game points of each (in the teams' order), and
    whether it was a forfeit (a team that did not turn up)."""

    teams: tuple[int, int]
    scores: tuple[int, int]
    forfeit: bool = False

    @property
    def winner(self) -> int | None:
        a, b = self.scores
        return None if a == b else self.teams[0 if a > b else 1]


@dataclass(frozen=True)
class Row:
    """One team's standing: standing points, matches won, drawn and lost, game points for and
    against, the opponents' standing points (Buchholz), and byes."""

    team: int
    points: int
    wins: int
    draws: int
    losses: int
    game_points: int
    against: int
    opponents: int
    byes: int
    met: int = 0  # matches played (against an opponent)

    @property
    def opponents_average(self) -> int:
        """The opponents' standing points per match played, in millionths (a whole number)."""
        return self.opponents * 1_000_000 // self.met if self.met else 0


def rows_of(teams: int, played: Sequence[Result], byes: dict[int, int],
            worth: tuple[int, int, int], bye: Bye) -> list[Row]:
    """The rows of `teams` teams after `played`; a bye is worth a win, a draw or nothing."""
    won_pts, drawn_pts, lost_pts = worth
    pts, wins, draws, losses, gf, ga = ([0] * teams for _ in range(6))
    met: list[list[int]] = [[] for _ in range(teams)]
    for result in played:
        winner = result.winner
        for side, team in enumerate(result.teams):
            other = result.teams[1 - side]
            met[team].append(other)
            gf[team] += result.scores[side]
            ga[team] += result.scores[1 - side]
            if winner is None:
                pts[team] += drawn_pts
                draws[team] += 1
            elif winner == team:
                pts[team] += won_pts
                wins[team] += 1
            else:
                pts[team] += lost_pts
                losses[team] += 1
    for team, count in byes.items():
        if bye is Bye.WIN:
            pts[team] += won_pts * count
            wins[team] += count
        elif bye is Bye.DRAW:
            pts[team] += drawn_pts * count
            draws[team] += count
    return [Row(t, pts[t], wins[t], draws[t], losses[t], gf[t], ga[t],
                sum(pts[o] for o in met[t]), byes.get(t, 0), len(met[t])) for t in range(teams)]


def rank(rows: list[Row], played: Sequence[Result], tie_breaks: Sequence[TieBreak],
         lasted: dict[int, int], order: Sequence[int] | None = None) -> list[int]:
    """The teams in order: the round reached (a knockout), standing points, then each
    tie-break in turn among the teams still level (head-to-head: the standing points of the
    matches between them alone), then `order` (a drawn order of the teams; else the seed, the
    lower number first)."""
    by_team = {row.team: row for row in rows}
    keys: list[Key] = [lambda t, g: (lasted.get(t, 0), by_team[t].points)]
    for brk in tie_breaks:
        if brk is TieBreak.WINS:
            keys.append(lambda t, g: (by_team[t].wins,))
        elif brk is TieBreak.GAME_POINTS:
            keys.append(lambda t, g: (by_team[t].game_points,))
        elif brk is TieBreak.OPPONENTS:
            keys.append(lambda t, g: (by_team[t].opponents,))
        elif brk is TieBreak.OPPONENTS_AVERAGE:
            keys.append(lambda t, g: (by_team[t].opponents_average,))
        elif brk is TieBreak.HEAD_TO_HEAD:
            keys.append(lambda t, g: (_between(t, g, played),))
    place = {t: i for i, t in enumerate(order if order is not None else sorted(by_team))}
    keys.append(lambda t, g: (-place[t],))
    return _split(sorted(by_team, key=place.__getitem__), keys)


def _split(group: list[int], keys: list[Key]) -> list[int]:
    """`group` ordered by the first key (higher first), each run of equal values by the next
    keys."""
    if len(group) < 2 or not keys:
        return group
    first, rest = keys[0], keys[1:]
    values = {t: first(t, frozenset(group)) for t in group}
    out: list[int] = []
    for value in sorted(set(values.values()), reverse=True):
        out.extend(_split([t for t in group if values[t] == value], rest))
    return out


def _between(team: int, group: frozenset[int], played: Sequence[Result]) -> int:
    """Matches `team` won against the other teams of `group`."""
    return sum(1 for r in played if team in r.teams and set(r.teams) <= group and r.winner == team)
