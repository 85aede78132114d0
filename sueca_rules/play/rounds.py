"""Comparing variants: the same chunks for each, in rounds until a difference is significant.

Round k plays the chunks up to about `start * 2**k` (whole chunks of one run of the limit's
size), so the counts after a round are those of a single run of that many hands: rounds
change when the run stops, never what it finds.

Many statistics are tested at once, so the p-values of a round are corrected by Holm's
step-down method over every statistic compared (:mod:`.multiple`): the chance that *any*
difference is marked where there is none stays at 5%. With `--until-significant` every look
at the data spends part of that 5% too: each round corrects its statistics (all, or the one
watched) by Holm at 5% divided by the rounds planned (Bonferroni over the looks), and the run
stops at the first round where one is significant after that correction, so "significant"
keeps its meaning however many times it is asked.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from .multiple import adjusted
from .paired import PER_HAND, PairedTask, paired_chunk, paired_interval, paired_p, split
from .simulate import ChunkRunner, ChunkTask, Run, WorkersLost, run_chunk, simulate
from .stats import Counts, Stat, by_name, difference, difference_interval, needed, statistics

LEVEL = 0.05
J = TypeVar("J")


@dataclass(frozen=True)
class Test:
    """One statistic of variant `index` (1, 2, ...) tested against the first variant's: its
    p-value, and the p-value after the comparison's correction (NaN: nothing to test)."""

    index: int
    name: str
    p: float
    adjusted: float

    def significant(self, level: float) -> bool:
        return not math.isnan(self.adjusted) and self.adjusted < level


@dataclass
class Compared:
    """What a comparison found: counts per run, how far it got, and why it stopped."""

    counts: list[Counts]
    done: int = 0  # hands or matches per run
    interrupted: bool = False
    rounds: int = 0
    planned_rounds: int = 1
    watched: int = 0  # tests in the family of the last round (statistics x variants after the first)
    level: float = LEVEL  # the family's level in the last round (5%, or 5% / rounds planned)
    correction: str = "holm"  # "holm" or "none" (play/multiple.py)
    tests: list[Test] = field(default_factory=list)  # the family of the last round, corrected
    found: list[Test] = field(default_factory=list)  # those significant after the correction
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

    def interval(self, index: int, base: Stat, other: Stat) -> tuple[float, float, float]:
        """Variant `index`'s statistic less the first's, with its 95% interval (uncorrected):
        of the per-hand differences where the run was paired and the statistic is per hand,
        else of two independent samples (:func:`~.stats.difference_interval`); NaNs where
        there is nothing to say."""
        count = PER_HAND.get(base.name)
        if self.method in ("paired", "deals") and count is not None and 0 < index < len(self.paired):
            return paired_interval(self.paired[index], count, base, other)
        return difference_interval(base, other)

    def test(self, index: int, name: str) -> Test | None:
        """The test of statistic `name` of variant `index` in the last round's family (None:
        not in it — another statistic was watched, or it is missing from a variant)."""
        return next((t for t in self.tests if t.index == index and t.name == name), None)

    def marked(self, index: int, name: str) -> bool:
        """Whether statistic `name` of variant `index` differs from the first's, corrected."""
        found = self.test(index, name)
        return found is not None and found.significant(self.level)

    def correction_words(self) -> str:
        """What the marks mean, for people: the test, the correction and the level."""
        if self.correction == "none":
            return f"each test on its own at p < {self.level:.2g}, not corrected for the {self.watched} made"
        return f"Holm's correction over the {self.watched} tests made, at {self.level:.2g}"

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
            "level": self.level,
            "correction": {"name": self.correction, "tests": self.watched, "level": self.level,
                           "rounds_planned": self.planned_rounds if self.until_significant else 1},
            "significant": [{"name": t.name, "variant": runs[t.index].variant, "p": t.p,
                             "p_adjusted": t.adjusted} for t in self.found],
            "results": {
                run.variant: [self._stat_json(index, base, s, needed(s, change, relative)) for s in stats]
                for index, (run, stats) in enumerate(zip(runs, results, strict=True))
            },
        }

    def _stat_json(self, index: int, base: dict[str, Stat], stat: Stat, to_detect: int) -> dict[str, Any]:
        out: dict[str, Any] = dict(stat.as_dict(), to_detect=to_detect, p=None)
        if index == 0 or stat.name not in base:
            return out
        test = self.test(index, stat.name)
        d, low, high = self.interval(index, base[stat.name], stat)
        out.update(p=_none(self.p_value(index, base[stat.name], stat)),
                   p_adjusted=None if test is None else _none(test.adjusted),
                   significant=test is not None and test.significant(self.level),
                   difference={"value": _none(d), "low": _none(low), "high": _none(high)})
        return out


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
            progress: Callable[[int], None] | None = None, paired: tuple[str, str] = ("shared", ""),
            correction: str = "holm") -> Compared:
    """Play `runs` (one per variant, alike but for the variant) in rounds until a statistic
    differs significantly from the first run's (`watch`, or any), or the runs are done.
    Without `rounds`, play everything, chunk by chunk (each variant's chunk k counted once
    every variant's is in, so Ctrl-C keeps all but the chunks in flight, alike for every
    variant), and report what differs at the 5% level. `correction`: "holm" (Holm's step-down
    over the statistics tested) or "none" (each test on its own). `paired`: (method, why) as :func:`~.paired.pairing`
    decides; paired runs ("paired" or "deals") are played as one.

    A KeyboardInterrupt (Ctrl-C, or any stop signal: a Stopped) or the workers lost for good
    (WorkersLost) stops the comparison: the result holds the rounds completed so far.
    """
    if not rounds:
        return _compare_whole(runs, runner, progress, paired, correction)
    marks = plan_rounds(runs[0], start)
    outcome = Compared([Counts() for _ in runs], planned_rounds=len(marks), until_significant=rounds,
                       method=paired[0], method_why=paired[1], correction=correction,
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
    """Test the runs against the first, the family corrected as the comparison asks; note
    what differs; True to stop (in rounds, when anything does)."""
    results = [by_name(statistics(c)) for c in outcome.counts]
    names = [watch] if watch is not None else list(results[0])
    pairs = [(name, results[0][name], other[name], index) for name in names
             for index, other in enumerate(results[1:], start=1) if name in results[0] and name in other]
    raw = [outcome.p_value(index, base, other) for name, base, other, index in pairs]
    outcome.watched = sum(not math.isnan(p) for p in raw)
    outcome.level = LEVEL / max(1, outcome.planned_rounds) if rounds else LEVEL
    outcome.tests = [Test(index, name, p, q) for (name, _, _, index), p, q
                     in zip(pairs, raw, adjusted(raw, outcome.correction), strict=True)]
    outcome.found = [t for t in outcome.tests if t.significant(outcome.level)]
    return rounds and bool(outcome.found)


def _compare_whole(runs: list[Run], runner: ChunkRunner, progress: Callable[[int], None] | None,
                   paired: tuple[str, str], correction: str = "holm") -> Compared:
    """Every chunk of `runs` in one pass, the variants' chunk k handed out together and counted
    when all of them are in: an interrupt loses only the chunks in flight (a few per worker),
    and what is kept is a prefix of the chunks, alike for every variant."""
    outcome = Compared([Counts() for _ in runs], until_significant=False, method=paired[0],
                       method_why=paired[1], correction=correction, paired=[Counts() for _ in runs])
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
