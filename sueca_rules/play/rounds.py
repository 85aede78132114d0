"""Comparing variants: the same chunks for each, in rounds until a difference is significant.

Round k plays the chunks up to about `start * 2**k` (whole chunks of one run of the limit's
size), so the counts after a round are those of a single run of that many hands: rounds
change when the run stops, never what it finds. Every look at the data spends part of the
5% error: each round tests at 5% divided by (rounds × statistics watched) (Bonferroni), so
"significant" keeps its meaning however many times it is asked.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from .paired import PER_HAND, PairedTask, paired_chunk, paired_p, split
from .simulate import ChunkRunner, ChunkTask, Run, WorkersLost, run_chunk, simulate
from .stats import Counts, Stat, by_name, difference, needed, statistics

LEVEL = 0.05
J = TypeVar("J")


@dataclass
class Compared:
    """What a comparison found: counts per run, how far it got, and why it stopped."""

    counts: list[Counts]
    done: int = 0  # hands or matches per run
    interrupted: bool = False
    rounds: int = 0
    planned_rounds: int = 1
    watched: int = 0  # statistics tested in the last round
    level: float = LEVEL  # the per-test level of the last round
    found: list[tuple[str, float]] = field(default_factory=list)  # (statistic, p) significant
    until_significant: bool = True  # whether a significant difference stops the rounds
    lost: str | None = None  # why the workers were lost for good, when they were
    why: str | None = None  # what stopped it early, for people ("stopped by SIGTERM")
    method: str = "shared"  # "paired": the same played hands; "deals": the same deals (play/paired.py)
    method_why: str = ""  # why that method (play/paired.py: pairing)
    paired: list[Counts] = field(default_factory=list)  # per variant: sums of differences per hand

    def p_value(self, index: int, base: Stat, other: Stat) -> float:
        """The two-sided p-value of variant `index`'s statistic equal to the first's: paired
        (per-hand differences) where the run was paired and the statistic is per hand, else
        the two-sample test of :func:`~.stats.difference`."""
        count = PER_HAND.get(base.name)
        if self.method in ("paired", "deals") and count is not None and 0 < index < len(self.paired):
            return paired_p(self.paired[index], count, base.n)
        return difference(base, other)

    def method_words(self) -> str:
        name = {"paired": "paired: the same played hands scored under each variant, tested hand by hand",
                "deals": "paired by deal: the same deals played under each variant, tested hand by hand"}.get(
                    self.method, "shared deals and seeds, tested as independent samples")
        return f"{name} — {self.method_why}" if self.method_why else name

    def as_json(self, runs: list[Run], results: list[list[Stat]], detect: tuple[float, bool]) -> dict[str, Any]:
        change, relative = detect
        base = by_name(results[0])
        return {
            "variants": [r.variant for r in runs], "bots": list(runs[0].bots), "seed": runs[0].seed,
            "mode": runs[0].mode, "played": self.done, "partial": self.interrupted, "rounds": self.rounds,
            "stopped_by": self.why,
            "engine": {"name": runs[0].engine, "why": runs[0].engine_reason},
            "method": {"name": self.method, "why": self.method_why},
            "level": self.level, "significant": [{"name": n, "p": p} for n, p in self.found],
            "results": {
                run.variant: [dict(s.as_dict(), to_detect=needed(s, change, relative),
                                   p=None if index == 0 or s.name not in base
                                   else _none(self.p_value(index, base[s.name], s)))
                              for s in stats]
                for index, (run, stats) in enumerate(zip(runs, results, strict=True))
            },
        }


def _none(p: float) -> float | None:
    return None if math.isnan(p) else p


def plan_rounds(run: Run, start: int) -> list[int]:
    """The chunk counts at the end of each round: about `start` units, doubling, to the limit."""
    size, last = run.chunk_size, run.chunks
    marks: list[int] = []
    units = start
    while True:
        chunks = min(last, -(-units // size))
        if not marks or chunks > marks[-1]:
            marks.append(chunks)
        if chunks == last:
            return marks
        units *= 2


def compare(runs: list[Run], runner: ChunkRunner, start: int, watch: str | None, *, rounds: bool = True,
            progress: Callable[[int], None] | None = None, paired: tuple[str, str] = ("shared", "")) -> Compared:
    """Play `runs` (one per variant, alike but for the variant) in rounds until a statistic
    differs significantly from the first run's (`watch`, or any), or the runs are done.
    Without `rounds`, play everything, chunk by chunk (each variant's chunk k counted once
    every variant's is in, so Ctrl-C keeps all but the chunks in flight, alike for every
    variant), and report what differs at the 5% level. `paired`: (method, why) as :func:`~.paired.pairing`
    decides; paired runs ("paired" or "deals") are played as one.

    A KeyboardInterrupt (Ctrl-C, or any stop signal: a Stopped) or the workers lost for good
    (WorkersLost) stops the comparison: the result holds the rounds completed so far.
    """
    if not rounds:
        return _compare_whole(runs, runner, progress, paired)
    marks = plan_rounds(runs[0], start)
    outcome = Compared([Counts() for _ in runs], planned_rounds=len(marks), until_significant=rounds,
                       method=paired[0], method_why=paired[1],
                       paired=[Counts() for _ in runs])
    done_chunks = 0
    try:
        for mark in marks:
            fresh = [Counts() for _ in runs]
            if paired[0] in ("paired", "deals"):
                handed: deque[PairedTask] = deque()
                chunks = zip(*(run.tasks(done_chunks, mark) for run in runs), strict=True)
                jobs = _handed((PairedTask(tasks, paired[0] == "deals") for tasks in chunks), handed)
                play = cast(Callable[[object], Counts], paired_chunk)
                for counts in runner.map(play, jobs):  # type: ignore[arg-type]
                    job = handed.popleft()
                    own, sums = split(counts, len(runs))
                    for total, part in zip(fresh, own, strict=True):
                        total.add(part)
                    for total, part in zip(outcome.paired, sums, strict=True):
                        total.add(part)
                    if progress is not None:
                        progress(job.tasks[0].count * len(runs))
            else:
                for run, counts in zip(runs, fresh, strict=True):
                    simulate(run.tasks(done_chunks, mark), runner, counts,
                             None if progress is None else lambda task: progress(task.count))
            for total, counts in zip(outcome.counts, fresh, strict=True):
                total.add(counts)
            done_chunks = mark
            outcome.rounds += 1
            outcome.done = min(runs[0].total, mark * runs[0].chunk_size)
            if _judge(outcome, runs, watch, rounds):
                break
    except KeyboardInterrupt as stop:
        outcome.interrupted, outcome.why = True, getattr(stop, "why", "interrupted")
    except WorkersLost as err:
        outcome.interrupted, outcome.lost, outcome.why = True, str(err), "the workers were lost"
    return outcome


def _handed(jobs: Iterator[J], handed: deque[J]) -> Iterator[J]:
    """The jobs, each remembered as it is handed out (made lazily: a round may be huge)."""
    for job in jobs:
        handed.append(job)
        yield job


def _judge(outcome: Compared, runs: list[Run], watch: str | None, rounds: bool) -> bool:
    """Test the runs against the first; note what differs; True to stop."""
    results = [by_name(statistics(c)) for c in outcome.counts]
    names = [watch] if watch is not None else list(results[0])
    pairs = [(name, results[0][name], other[name], index) for name in names
             for index, other in enumerate(results[1:], start=1) if name in results[0] and name in other]
    outcome.watched = len(pairs)
    outcome.level = LEVEL / max(1, outcome.planned_rounds * len(pairs)) if rounds else LEVEL
    outcome.found = []
    for name, base, other, index in pairs:
        p = outcome.p_value(index, base, other)
        if not math.isnan(p) and p < outcome.level:
            outcome.found.append((name, p))
    return rounds and bool(outcome.found)


def _compare_whole(runs: list[Run], runner: ChunkRunner, progress: Callable[[int], None] | None,
                   paired: tuple[str, str]) -> Compared:
    """Every chunk of `runs` in one pass, the variants' chunk k handed out together and counted
    when all of them are in: an interrupt loses only the chunks in flight (a few per worker),
    and what is kept is a prefix of the chunks, alike for every variant."""
    outcome = Compared([Counts() for _ in runs], until_significant=False, method=paired[0],
                       method_why=paired[1], paired=[Counts() for _ in runs])
    first = runs[0]
    try:
        if paired[0] in ("paired", "deals"):
            handed: deque[PairedTask] = deque()
            chunks = zip(*(run.tasks() for run in runs), strict=True)
            jobs = _handed((PairedTask(tasks, paired[0] == "deals") for tasks in chunks), handed)
            play = cast(Callable[[object], Counts], paired_chunk)
            for done, counts in enumerate(runner.map(play, jobs), start=1):  # type: ignore[arg-type]
                job = handed.popleft()
                own, sums = split(counts, len(runs))
                for total, part in zip(outcome.counts + outcome.paired, own + sums, strict=True):
                    total.add(part)
                outcome.done = min(first.total, done * first.chunk_size)
                if progress is not None:
                    progress(job.tasks[0].count * len(runs))
        else:
            given: deque[ChunkTask] = deque()
            tasks = _handed((task for chunk in zip(*(run.tasks() for run in runs), strict=True)
                             for task in chunk), given)
            waiting: list[Counts] = []
            for counts in runner.map(run_chunk, tasks):
                task = given.popleft()
                waiting.append(counts)
                if progress is not None:
                    progress(task.count)
                if len(waiting) == len(runs):  # chunk k of every variant: counted together
                    for total, part in zip(outcome.counts, waiting, strict=True):
                        total.add(part)
                    outcome.done = min(first.total, (task.index + 1) * first.chunk_size)
                    waiting = []
        outcome.rounds = 1
    except KeyboardInterrupt as stop:
        outcome.interrupted, outcome.why = True, getattr(stop, "why", "interrupted")
    except WorkersLost as err:
        outcome.interrupted, outcome.lost, outcome.why = True, str(err), "the workers were lost"
    _judge(outcome, runs, None, False)
    return outcome
