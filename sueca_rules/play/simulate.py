"""Simulation: bots play hands or matches in seeded chunks; counts become statistics.

Every chunk has its own seed, derived from the run's seed and the chunk's index, and the
chunk size does not depend on the number of workers: the same seed gives the same numbers
whether one process runs the chunks or many. Chunks run behind a small executor interface,
so another engine (a cluster, say) can run them later.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import cache
from typing import Protocol

from ..compiled import Rules
from ..engine import Match
from .bots import BOTS, Bot

HANDS_PER_CHUNK = 200
MATCHES_PER_CHUNK = 20


@dataclass(frozen=True)
class ChunkTask:
    variant: str
    options: tuple[tuple[str, str], ...]
    bots: tuple[str, str]  # team 0, team 1
    mode: str  # "hands" or "matches"
    count: int
    seed: int


@dataclass
class Counts:
    """Integer tallies from one or more chunks (adding them up is exact and order-free)."""

    hands: int = 0
    decided: int = 0
    ties: int = 0
    dealer_team_wins: int = 0
    leader_team_wins: int = 0
    team_hand_wins: list[int] = field(default_factory=lambda: [0, 0])
    game_points: int = 0
    game_points_sq: int = 0
    bandeiras: int = 0
    all_points_without_bandeira: int = 0
    redeals: int = 0
    deals: int = 0
    matches: int = 0
    match_wins: list[int] = field(default_factory=lambda: [0, 0])
    match_hands: int = 0

    def add(self, other: Counts) -> None:
        for name, value in asdict(other).items():
            mine = getattr(self, name)
            if isinstance(mine, list):
                setattr(self, name, [a + b for a, b in zip(mine, value, strict=True)])
            else:
                setattr(self, name, mine + value)


@cache
def _rules(variant: str, options: tuple[tuple[str, str], ...]) -> Rules:
    from .. import load_rules

    return load_rules(variant, dict(options) or None)


def _play_match(rules: Rules, seed: int, bots: tuple[Bot, Bot], counts: Counts,
                hands_left: int | None) -> int:
    """Play one match (or until `hands_left` hands were played); returns the hands played."""
    match = Match(rules, seed)
    played = 0
    while not match.over and (hands_left is None or played < hands_left):
        hand = match.deal()
        counts.deals += 1
        for _ in range(3):  # a table tolerates a few redeals in a row
            asking = [s for s in match.may_request_redeal() if bots[s % 2].wants_redeal(match.view(s))]
            if not asking:
                break
            counts.redeals += 1
            counts.deals += 1
            hand = match.request_redeal(asking[0])
        dealer, leader = hand.deal.dealer, hand.deal.leader
        while not hand.finished:
            seat = hand.turn
            match.play(bots[seat % 2].choose(match.view(seat)))
        result = hand.result()
        played += 1
        counts.hands += 1
        points = result.points
        if points[0] == points[1]:
            counts.ties += 1
        else:
            winner = 0 if points[0] > points[1] else 1
            counts.decided += 1
            counts.team_hand_wins[winner] += 1
            counts.dealer_team_wins += winner == dealer % 2
            counts.leader_team_wins += winner == leader % 2
        scored = sum(result.game_points)
        counts.game_points += scored
        counts.game_points_sq += scored * scored
        counts.bandeiras += result.score.bandeira
        counts.all_points_without_bandeira += max(points) == rules.total_points and not result.score.bandeira
    if match.over:
        counts.matches += 1
        counts.match_hands += played
        assert match.winner is not None
        counts.match_wins[match.winner] += 1
    return played


def run_chunk(task: ChunkTask) -> Counts:
    """Play one chunk. A top-level function, so that worker processes can run it."""
    rules = _rules(task.variant, task.options)
    rng = random.Random(task.seed)
    bots = (BOTS[task.bots[0]](rules, random.Random(rng.getrandbits(64))),
            BOTS[task.bots[1]](rules, random.Random(rng.getrandbits(64))))
    counts = Counts()
    if task.mode == "matches":
        for _ in range(task.count):
            _play_match(rules, rng.getrandbits(64), bots, counts, None)
    else:
        left = task.count
        while left > 0:
            left -= _play_match(rules, rng.getrandbits(64), bots, counts, left)
    return counts


def plan(variant: str, options: dict[str, str], bots: tuple[str, str], mode: str, total: int,
         seed: int) -> list[ChunkTask]:
    """Split a run into chunks with seeds that depend only on (seed, chunk index)."""
    size = MATCHES_PER_CHUNK if mode == "matches" else HANDS_PER_CHUNK
    tasks = []
    for index, start in enumerate(range(0, total, size)):
        chunk_seed = random.Random(f"sueca-rules:{seed}:{index}").getrandbits(64)
        tasks.append(ChunkTask(variant, tuple(sorted(options.items())), bots, mode,
                               min(size, total - start), chunk_seed))
    return tasks


class ChunkExecutor(Protocol):
    """Runs chunks and yields their counts in the order given."""

    def map(self, func: Callable[[ChunkTask], Counts], tasks: list[ChunkTask]) -> Iterator[Counts]: ...


class SerialExecutor:
    def map(self, func: Callable[[ChunkTask], Counts], tasks: list[ChunkTask]) -> Iterator[Counts]:
        return (func(t) for t in tasks)


class ProcessExecutor:
    def __init__(self, workers: int) -> None:
        self.workers = workers

    def map(self, func: Callable[[ChunkTask], Counts], tasks: list[ChunkTask]) -> Iterator[Counts]:
        with ProcessPoolExecutor(max_workers=self.workers) as pool:
            yield from pool.map(func, tasks)


def executor_for(workers: int) -> ChunkExecutor:
    return SerialExecutor() if workers <= 1 else ProcessExecutor(workers)


def simulate(tasks: list[ChunkTask], executor: ChunkExecutor,
             progress: Callable[[ChunkTask], None] | None = None) -> Counts:
    total = Counts()
    for task, counts in zip(tasks, executor.map(run_chunk, tasks), strict=True):
        total.add(counts)
        if progress:
            progress(task)
    return total


# -- statistics ------------------------------------------------------------------------------
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Stat:
    name: str
    value: float
    low: float
    high: float
    n: int

    def as_dict(self) -> dict[str, float | int | str]:
        return {"name": self.name, "value": self.value, "low": self.low, "high": self.high, "n": self.n}


def wilson(successes: int, n: int) -> tuple[float, float, float]:
    """A proportion with its 95% Wilson interval."""
    if n == 0:
        return (math.nan, math.nan, math.nan)
    p = successes / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return (p, max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(total: float, total_sq: float, n: int) -> tuple[float, float, float]:
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = total / n
    var = max(0.0, (total_sq - n * mean * mean) / (n - 1)) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def statistics(c: Counts) -> list[Stat]:
    def prop(name: str, k: int, n: int) -> Stat:
        return Stat(name, *wilson(k, n), n)

    stats = [
        prop("dealer's team wins the hand", c.dealer_team_wins, c.decided),
        prop("first leader's team wins the hand", c.leader_team_wins, c.decided),
        prop("team 0 wins the hand", c.team_hand_wins[0], c.decided),
        Stat("game points per hand", *mean_ci(c.game_points, c.game_points_sq, c.hands), c.hands),
        prop("bandeira rate", c.bandeiras, c.hands),
        prop("60–60 rate", c.ties, c.hands),
        prop("120 without all tricks rate", c.all_points_without_bandeira, c.hands),
        prop("redeal rate (per deal)", c.redeals, c.deals),
    ]
    if c.matches:
        stats.append(prop("team 0 wins the match", c.match_wins[0], c.matches))
        mean = c.match_hands / c.matches
        stats.append(Stat("hands per match", mean, math.nan, math.nan, c.matches))
    return stats


def significant(a: Stat, b: Stat) -> bool:
    """Whether two statistics differ at 95% (their intervals do not overlap)."""
    if any(math.isnan(x) for x in (a.low, a.high, b.low, b.high)):
        return False
    return a.high < b.low or b.high < a.low


def counts_of(stats: Iterable[Stat]) -> dict[str, Stat]:
    return {s.name: s for s in stats}
