"""Duplicate matches: two bots play the same deals twice, seats swapped, to cancel the luck.

A duplicate match is a pair of matches from one seed: in the first, bot A is team 0 and bot B
team 1; in the second the teams are swapped. Both matches deal the same cards to the same
seats, hand after hand, for as long as both last (a fixed deal procedure, the deck and the
first dealer drawn from the match's seed). A wins the duplicate match when its margin — its
final score less the other team's, added over the two matches — is positive; where the
margins are equal, the card points it took over both matches decide (more than half of them
wins); what is still equal is a tie, counted as half a win. `ties_by_score` counts the
duplicate matches whose scores alone were equal.

>>> result = duplicate("portugal", "greedy", "random", pairs=2, seed=1, workers=1)
>>> result.pairs, result.wins + result.ties + result.losses
(2, 2)
"""

from __future__ import annotations

import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from ..engine import Match
from ..engine.machine import observe
from ..loading import load_rules
from .bots import make_bot
from .chunks import derive_seed
from .stats import wilson


@dataclass(frozen=True)
class Duel:
    """The outcome of duplicate matches of bot `a` against bot `b`."""

    a: str
    b: str
    pairs: int
    wins: int
    ties: int
    losses: int
    seconds_a: float  # CPU seconds bot a spent deciding (cards with a choice)
    decisions_a: int
    seconds_b: float
    decisions_b: int
    ties_by_score: int = 0  # equal margins of game points, before the card points decide

    @property
    def share(self) -> float:
        """A's share of the duplicate matches, a tie counting half."""
        return (self.wins + self.ties / 2) / self.pairs if self.pairs else float("nan")

    def interval(self) -> tuple[float, float]:
        """The share's 95% Wilson interval (a tie as half a win: a close approximation)."""
        _, low, high = wilson(round(self.wins + self.ties / 2), self.pairs)
        return low, high

    def line(self) -> str:
        low, high = self.interval()
        ms_a = 1000 * self.seconds_a / max(1, self.decisions_a)
        ms_b = 1000 * self.seconds_b / max(1, self.decisions_b)
        return (f"{self.a} vs {self.b}, {self.pairs} duplicate matches: {self.a} wins {self.share:.1%} "
                f"[95% CI {low:.1%}–{high:.1%}] ({self.wins} won, {self.ties} tied, {self.losses} lost; "
                f"{self.ties_by_score} equal in game points, decided by card points); "
                f"{ms_a:.1f} ms a decision against {ms_b:.1f} ms (one core each)")


def _match(variant: str, seed: int, bots: tuple[str, str],
           procedure: str) -> tuple[tuple[int, int], list[float], list[int], list[int]]:
    """One match of `bots` (team 0, team 1): the final scores, CPU seconds, decisions and card
    points per team."""
    rules = load_rules(variant)
    players = [make_bot(name, rules, random.Random(derive_seed(seed, "duel-bot", team)))
               for team, name in enumerate(bots)]
    spent, decisions, points = [0.0, 0.0], [0, 0], [0, 0]
    match = Match(rules, seed)
    while not match.over:
        hand = match.deal(procedure)
        views = [observe(match.state, s) for s in range(rules.table.players)]
        while not hand.finished and not match.over:
            seat = hand.turn
            legal = hand.legal
            if len(legal) == 1:
                match.play(legal[0])
                continue
            start = time.process_time()
            card = players[seat % 2].choose(views[seat])
            spent[seat % 2] += time.process_time() - start
            decisions[seat % 2] += 1
            match.play(card)
        points[0] += hand.points[0]
        points[1] += hand.points[1]
    return (match.scores[0], match.scores[1]), spent, decisions, points


def _pair(job: tuple[str, int, str, str, str]) -> tuple[int, int, float, int, float, int]:
    """One duplicate match: (A's margin in game points over both matches, in card points, A's
    seconds and decisions, B's)."""
    variant, seed, a, b, procedure = job
    first, spent1, made1, points1 = _match(variant, seed, (a, b), procedure)
    second, spent2, made2, points2 = _match(variant, seed, (b, a), procedure)
    margin = (first[0] - first[1]) + (second[1] - second[0])
    cards = (points1[0] - points1[1]) + (points2[1] - points2[0])
    return margin, cards, spent1[0] + spent2[1], made1[0] + made2[1], spent1[1] + spent2[0], made1[1] + made2[0]


def duplicate(variant: str, a: str, b: str, pairs: int, seed: int = 0, workers: int = 2,
              procedure: str | None = None) -> Duel:
    """`pairs` duplicate matches of bot `a` against bot `b` in `variant` (matches seeded from
    `seed`), on `workers` processes; `procedure`: the deal (default: the variant's first)."""
    procedure = procedure or next(iter(load_rules(variant).deals))
    jobs = [(variant, derive_seed(seed, "duel", i), a, b, procedure) for i in range(pairs)]
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_pair, jobs))
    else:
        results = [_pair(job) for job in jobs]
    wins = sum(r[0] > 0 or (r[0] == 0 and r[1] > 0) for r in results)
    ties = sum(r[0] == 0 and r[1] == 0 for r in results)
    return Duel(a, b, pairs, wins, ties, pairs - wins - ties, sum(r[2] for r in results),
                sum(r[3] for r in results), sum(r[4] for r in results), sum(r[5] for r in results),
                sum(r[0] == 0 for r in results))


if __name__ == "__main__":
    import sys

    args = sys.argv[1:]
    print(duplicate(args[0] if args else "portugal", "expert", "playout",
                    int(args[1]) if len(args) > 1 else 40, int(args[2]) if len(args) > 2 else 0).line())
