"""A competition: matches between teams arranged round by round, and their standings.

The match is the unit: the runner says who meets whom in each round (:meth:`Competition.
next_round`), takes each match's result (:meth:`Competition.record`: played, or forfeited by a
team that did not turn up within the tolerance), gives byes, and ranks the teams
(:meth:`Competition.ranking`). A draw (a knockout drawn at random, or redrawn each round) comes
from the competition's own seeded stream, so the same seed gives the same rounds. Playing the
matches themselves is :func:`sueca_rules.engine.competition_play.play_competition`.

>>> from sueca_rules.compiled.competition import CompetitionRules, Format, Pairing
>>> cup = Competition(CompetitionRules(Format.KNOCKOUT, Pairing.SEEDED), teams=4, seed=0)
>>> cup.next_round().pairs
((0, 3), (1, 2))
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from ..arguments import check_seed, shown
from ..compiled.competition import Bye, CompetitionRules, Format, Loser, Pairing
from ..errors import ArgumentError, IllegalMove
from . import pairing
from .standings import Result, Row, rank, rows_of

__all__ = ["Competition", "Result", "Round"]


@dataclass(frozen=True)
class Round:
    """A round: its number (1 = the first), its pairings and the teams with a bye."""

    number: int
    pairs: tuple[tuple[int, int], ...]
    byes: tuple[int, ...]


@dataclass
class Competition:
    """A competition of `teams` teams (numbered 0..teams-1 in seed order) under `rules`; `seed`
    drives its draws. Refusals (:class:`IllegalMove`) change nothing."""

    rules: CompetitionRules
    teams: int
    seed: int = 0
    rounds: list[Round] = field(default_factory=list)
    results: list[list[Result]] = field(default_factory=list)
    out: set[int] = field(default_factory=set)
    holder: int | None = None  # winner-stays: the team at the table that stays on a win
    queue: list[int] = field(default_factory=list)  # winner-stays: the teams waiting, in order

    def __post_init__(self) -> None:
        check_seed(self.seed)
        if isinstance(self.teams, bool) or not isinstance(self.teams, int) or not 2 <= self.teams <= 256:
            raise ArgumentError("teams", f"a competition has 2 to 256 teams, not {self.teams!r}")
        self._rng = random.Random(self.seed)
        self._bracket: list[int] | None = None
        self.queue = list(range(self.teams))

    @property
    def planned_rounds(self) -> int | None:
        """The rounds the rules fix (None: until the format's end)."""
        rules = self.rules
        if rules.rounds is not None:
            return rules.rounds
        if rules.format is Format.SWISS:
            return max(1, math.ceil(math.log2(self.teams)))
        if rules.format is Format.ROUND_ROBIN:
            return pairing.circle_rounds(self.teams)
        return None

    @property
    def over(self) -> bool:
        """Whether no round is left to play."""
        if self.rounds and len(self.results) < len(self.rounds):
            return False
        planned = self.planned_rounds
        if planned is not None and len(self.rounds) >= planned:
            return True
        if self.rules.format is Format.KNOCKOUT:
            return self.teams - len(self.out) <= 1
        if self.rules.format is Format.WINNER_STAYS:
            return len(self.queue) < 2
        return False

    def next_round(self) -> Round | None:
        """The next round's pairings and byes (the same round again until its results are all
        in), or None when the competition is over."""
        if len(self.rounds) > len(self.results):
            return self.rounds[-1]
        if self.over:
            return None
        pairs, byes = self._pair()
        now = Round(len(self.rounds) + 1, pairs, byes)
        self.rounds.append(now)
        return now

    def _pair(self) -> tuple[pairing.Pairs, tuple[int, ...]]:
        rules = self.rules
        alive = [t for t in range(self.teams) if t not in self.out]
        if rules.format is Format.KNOCKOUT:
            if rules.pairing is Pairing.SEEDED:
                return pairing.seeded(alive)
            if rules.pairing is Pairing.REDRAW or self._bracket is None:
                self._bracket = pairing.drawn(alive, self._rng)
            return pairing.neighbours([t for t in self._bracket if t not in self.out])
        if rules.format is Format.SWISS:
            met: dict[int, set[int]] = {}
            for played in self.played():
                a, b = played.teams
                met.setdefault(a, set()).add(b)
                met.setdefault(b, set()).add(a)
            drawn = pairing.drawn(alive, self._rng) if rules.pairing is Pairing.REDRAW else None
            return pairing.swiss(self.ranking(drawn), met, self.byes_had())
        if rules.format is Format.ROUND_ROBIN:
            return pairing.circle(self.teams, len(self.rounds))
        return ((self.queue[0], self.queue[1]),), ()

    def record(self, results: list[Result]) -> None:
        """The results of the current round's matches, one per pairing (in any order, each
        pair in either order). IllegalMove, changing nothing, for a pair the round does not
        have, a pairing left without a result, or a drawn knockout match."""
        _check_results(results)
        now = self.next_round()
        if now is None:
            raise IllegalMove("the competition is over — no round is left to play", rule="competition")
        wanted = {frozenset(p): p for p in now.pairs}
        got: dict[frozenset[int], Result] = {}
        for result in results:
            key = frozenset(result.teams)
            if key not in wanted or key in got:
                shown = " v ".join(map(str, result.teams))
                raise IllegalMove(f"round {now.number} pairs {_pairs(now.pairs)}, not {shown}",
                                  rule="competition.format")
            a, b = wanted[key]
            got[key] = result if result.teams == (a, b) else Result((a, b), result.scores[::-1],
                                                                    result.forfeit)
        missing = [p for k, p in wanted.items() if k not in got]
        if missing:
            raise IllegalMove(f"round {now.number}: no result for {_pairs(tuple(missing))}",
                              rule="competition.format")
        ordered = [got[frozenset(p)] for p in now.pairs]
        stays = self.rules.format in (Format.KNOCKOUT, Format.WINNER_STAYS)
        for result in ordered:
            if stays and result.winner is None and self.rules.format is Format.KNOCKOUT:
                raise IllegalMove(f"round {now.number}: a knockout match needs a winner — "
                                  f"{result.teams[0]} v {result.teams[1]} was drawn; give the "
                                  "replay's score", rule="competition.format")
        self.results.append(ordered)
        for result in ordered:
            self._after(result)

    def _after(self, result: Result) -> None:
        winner = result.winner
        a, b = result.teams
        if self.rules.format is Format.KNOCKOUT:
            self.out.add(b if winner == a else a)
        elif self.rules.format is Format.WINNER_STAYS:
            if winner is None:  # a draw: the team at the table the longer makes way
                winner = b if self.holder == a or self.holder is None else a
            loser = b if winner == a else a
            self.holder = winner
            self.queue = [winner, *[t for t in self.queue if t not in (a, b)]]
            if self.rules.loser is Loser.BACK:
                self.queue.append(loser)
            else:
                self.out.add(loser)

    def played(self) -> list[Result]:
        """Every match result so far, round by round."""
        return [r for results in self.results for r in results]

    def byes_had(self) -> dict[int, int]:
        """The byes each team has had in the rounds whose results are in."""
        out: dict[int, int] = {}
        for done in self.rounds[:len(self.results)]:
            for team in done.byes:
                out[team] = out.get(team, 0) + 1
        return out

    def standings(self) -> list[Row]:
        """Each team's row (standing points, wins, draws, losses, game points, opponents'
        points, byes), by team number."""
        worth = None if self.rules.format is Format.KNOCKOUT else self.rules.bye
        return rows_of(self.teams, self.played(), self.byes_had(), self.rules.standings,
                       Bye.NOTHING if worth is None else worth)

    def ranking(self, order: list[int] | None = None) -> list[int]:
        """The teams from first to last: a knockout by the round each went out in (the winner
        first), then the standings and the rules' tie-breaks, then `order` (a drawn order of
        the teams, for a Swiss round's level teams) or the seed."""
        rows = self.standings()
        lasted = {t: 0 for t in range(self.teams)}
        if self.rules.format is Format.KNOCKOUT:
            for number, results in enumerate(self.results, 1):
                for result in results:
                    for team in result.teams:
                        lasted[team] = number + (team == result.winner)
        return rank(rows, self.played(), self.rules.tie_breaks, lasted, order)

    @property
    def winner(self) -> int | None:
        """The competition's winner once it is over (None before)."""
        return self.ranking()[0] if self.over and self.rounds else None


def _number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 10**6


def _check_results(results: object) -> None:
    """ArgumentError unless `results` is a list of Results, each two team numbers and two
    scores that are whole numbers from 0."""
    if not isinstance(results, list | tuple):
        raise ArgumentError("results", f"a list of Result(teams, scores), not {shown(results)}")
    for item in results:
        ok = isinstance(item, Result) and all(
            isinstance(pair, tuple) and len(pair) == 2 and all(_number(v) for v in pair)
            for pair in (item.teams, item.scores))
        if not ok:
            raise ArgumentError("results", "each result is Result((team, team), (score, score)) "
                                f"with whole numbers from 0, not {shown(item)}")


def _pairs(pairs: tuple[tuple[int, int], ...]) -> str:
    return ", ".join(f"{a} v {b}" for a, b in pairs) or "no match"
