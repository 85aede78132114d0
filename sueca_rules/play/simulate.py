"""Simulation: bots play hands or matches in seeded chunks; counts become statistics.

A run is cut into chunks of a fixed size (it depends on the bots, never on the workers); each
chunk's seed is derived from the run's seed and the chunk's index. Chunks are made one at a
time as the workers take them (a run of a trillion hands starts at once), run by a serial
runner, a process pool or a Dask cluster, and their counts are added in chunk order: the same
seed gives the same numbers whether one process runs the chunks or a cluster of machines.

>>> run = Run.of("portugal", {}, ("greedy", "random"), "hands", 450, seed=7)
>>> [t.count for t in run.tasks()]
[200, 200, 50]
>>> simulate(run.tasks(), SerialRunner())["hands"]
450
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from ..arguments import check_options, shown
from .chunks import BOT_DEAL, ChunkTask, derive_seed
from .fast import ENGINES, choose_engine, run_chunk
from .runners import (
    ChunkRunner,
    ClusterUnavailable,
    DaskRunner,
    ProcessRunner,
    SerialRunner,
    WorkersLost,
    in_order,
)
from .stats import (
    Counts,
    Stat,
    by_name,
    difference,
    mean_ci,
    needed,
    significant,
    statistics,
    wilson,
)

__all__ = [
    "ChunkRunner", "ChunkTask", "ClusterUnavailable", "Counts", "DaskRunner", "ProcessRunner",
    "Run", "SerialRunner", "Stat", "WorkersLost", "by_name", "difference", "executor_for",
    "in_order", "mean_ci", "needed", "plan", "run_chunk", "significant", "simulate",
    "statistics", "wilson",
]

HANDS_PER_CHUNK = 200
MATCHES_PER_CHUNK = 20
EXPERT_HANDS_PER_CHUNK = 10  # the expert thinks: small chunks keep workers busy and Ctrl-C quick
EXPERT_MATCHES_PER_CHUNK = 1
KERNEL_HANDS_PER_CHUNK = 5000  # the compiled kernel plays a chunk of these in a few ms
KERNEL_MATCHES_PER_CHUNK = 1000


@dataclass(frozen=True)
class Run:
    """What a simulation plays: a variant, bots, how much, from which seed, with what mischief.

    Made and checked by :meth:`of`. `bots`: (team 0's, team 1's) bot names or references;
    `mode`: "hands" or "matches", `total` of them; `seed`: the run's seed; the rates: chances
    from 0 to 1 per hand (revokes per chance to revoke); `deal`: "bot" or a deal procedure;
    `engine`: "python" or "kernel". `tasks()` makes its chunks (a few hundred hands each),
    each depending only on the run and its index."""

    variant: str
    spec: str  # the effective variant as JSON: workers and cluster machines need no files
    options: tuple[tuple[str, str], ...]
    bots: tuple[str, str]
    mode: str  # "hands" or "matches"
    total: int
    seed: int
    revoke_rate: float = 0.0
    accuse_rate: float = 0.0
    deal: str = BOT_DEAL
    infraction_rate: float = 0.0
    engine: str = "python"  # "kernel" or "python" (play/fast.py: choose_engine), and why
    engine_reason: str = ""

    @classmethod
    def of(cls, variant: str, options: dict[str, str] | None, bots: tuple[str, str], mode: str,
           total: int, seed: int, *, revoke_rate: float = 0.0, accuse_rate: float = 0.0,
           deal: str = BOT_DEAL, infraction_rate: float = 0.0, engine: str = "python") -> Run:
        """A run of a bundled name or a file, with table options, every argument checked here.

        `bots`: two bot names (team 0, team 1) of :data:`~.bots.BOTS`, or your own bots as
        ``module:function`` or ``path/to/file.py:function`` (:mod:`.user`; each process that
        plays imports it: give a file's path absolute for a cluster); `mode`: "hands" or
        "matches"; `total`: how many, at least 1; `seed`: a whole number from -10^30 to 10^30;
        the rates: chances from 0 to 1; `deal`: "bot" (the dealer's bot chooses) or a deal
        procedure of the variant; `engine`: "python" (the engine's own streams: a seed plays the
        hands it always played), "kernel" (the compiled kernel; ArgumentError where it cannot
        play the run) or "auto" (the kernel where it can, which `run.engine_reason` explains).
        Raises ArgumentError for an argument of the wrong kind or value, BotError (an
        InputError) for a bot of your own that does not import or take one argument, and what
        :func:`~sueca_rules.load_variant` raises for the variant and options.
        """
        from ..arguments import check_choice, check_rate, check_seed, check_whole
        from ..errors import ArgumentError
        from ..loading import load_variant
        from .bots import BOTS
        from .user import FORM, is_reference, load_function

        if not isinstance(bots, list | tuple) or len(bots) != 2 \
                or any(not isinstance(b, str) or (b not in BOTS and not is_reference(b)) for b in bots):
            raise ArgumentError("bots", f"two bot names, for team 0 and team 1, each one of "
                                        f"{', '.join(BOTS)} or your own as {FORM}; not {shown(bots)}")
        for bot in bots:
            if is_reference(bot):
                load_function(bot)  # BotError now, before any chunk is made
        check_choice(mode, "mode", ("hands", "matches"))
        check_whole(total, "total", 1, what=f"how many {mode} to play, a whole number")
        check_seed(seed, optional=False)
        rates = {"revoke_rate": revoke_rate, "accuse_rate": accuse_rate,
                 "infraction_rate": infraction_rate}
        for name, rate in rates.items():
            check_rate(rate, name)
        if not isinstance(deal, str):
            raise ArgumentError("deal", f"'bot' or a deal procedure of the variant, not {shown(deal)}")
        check_choice(engine, "engine", ENGINES)
        chosen = check_options(options)
        spec = load_variant(variant, chosen or None)
        if deal != BOT_DEAL and deal not in spec.deal:
            raise ArgumentError("deal", f"'bot' (the dealer's bot chooses) or a deal procedure of "
                                        f"{spec.variant}: {', '.join(spec.deal)}; not {shown(deal)}")
        from ..compiled import compile_rules

        mischief = bool(revoke_rate or accuse_rate or infraction_rate)
        on, why = choose_engine(compile_rules(spec, chosen), (bots[0], bots[1]), mischief=mischief,
                                wanted=engine)
        if engine == "kernel" and on != "kernel":
            raise ArgumentError("engine", f"the compiled kernel cannot play this run: {why}")
        return cls(str(variant), spec.model_dump_json(), tuple(sorted(chosen.items())),
                   (bots[0], bots[1]), mode, total, seed, float(revoke_rate), float(accuse_rate),
                   deal, float(infraction_rate), on, why)

    @property
    def chunk_size(self) -> int:
        if self.engine == "kernel" and "expert" not in self.bots:
            return KERNEL_MATCHES_PER_CHUNK if self.mode == "matches" else KERNEL_HANDS_PER_CHUNK
        expert = "expert" in self.bots or "playout" in self.bots
        if self.mode == "matches":
            return EXPERT_MATCHES_PER_CHUNK if expert else MATCHES_PER_CHUNK
        return EXPERT_HANDS_PER_CHUNK if expert else HANDS_PER_CHUNK

    @property
    def chunks(self) -> int:
        return -(-self.total // self.chunk_size)

    def tasks(self, first: int = 0, stop: int | None = None) -> Iterator[ChunkTask]:
        """The chunks `first`..`stop` (default: all), made lazily; each depends only on the
        run and its index, so rounds of a run add up to the run."""
        size = self.chunk_size
        end = self.chunks if stop is None else min(stop, self.chunks)
        for index in range(first, end):
            yield ChunkTask(self.variant, self.spec, self.options, self.bots, self.mode,
                            min(size, self.total - index * size), derive_seed(self.seed, "chunk", index),
                            index, self.revoke_rate, self.accuse_rate, self.deal,
                            self.infraction_rate, self.engine)

    def grown(self, total: int) -> Run:
        return replace(self, total=total)


def plan(variant: str, options: dict[str, str], bots: tuple[str, str], mode: str, total: int,
         seed: int, **mischief: Any) -> list[ChunkTask]:
    """Every chunk of a (small) run as a list."""
    return list(Run.of(variant, options, bots, mode, total, seed, **mischief).tasks())


def usable_workers(asked: int, chunks: int) -> tuple[int, str | None]:
    """Workers worth starting for `chunks` chunks on this machine, and why fewer if so."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not every system has it
        cpus = os.cpu_count() or 1
    usable = max(1, min(asked, cpus, chunks))
    if usable == asked:
        return usable, None
    why = []
    if usable == chunks and chunks < asked:
        why.append(f"the run has {chunks} chunk{'s' if chunks != 1 else ''}")
    if usable == cpus and cpus < asked:
        why.append(f"this machine has {cpus} CPU{'s' if cpus != 1 else ''}")
    return usable, f"using {usable} worker{'s' if usable != 1 else ''}, not {asked}: " + " and ".join(why)


def executor_for(workers: int) -> ChunkRunner:
    return SerialRunner() if workers <= 1 else ProcessRunner(workers)


def simulate(tasks: Iterable[ChunkTask], runner: ChunkRunner, into: Counts | None = None,
             progress: Callable[[ChunkTask], None] | None = None) -> Counts:
    """Play the chunks and add their counts (into `into`, if given: after a KeyboardInterrupt
    it holds the chunks finished so far, a prefix of the run).

    `tasks`: ChunkTasks (from ``run.tasks()``); `runner`: SerialRunner(), ProcessRunner(k) or
    DaskRunner(address). ArgumentError for anything else."""
    from ..errors import ArgumentError

    if isinstance(tasks, str | bytes) or not hasattr(tasks, "__iter__"):
        raise ArgumentError("tasks", f"the chunks of a run, run.tasks(), not {shown(tasks)}")
    if not callable(getattr(runner, "map", None)):
        raise ArgumentError("runner", "SerialRunner(), ProcessRunner(k) or DaskRunner(address), "
                                      f"not {shown(runner)}")
    if into is not None and not isinstance(into, Counts):
        raise ArgumentError("into", f"Counts to add to, or None, not {shown(into)}")
    total = Counts() if into is None else into
    given, taken = _remembered(tasks)
    for counts in runner.map(run_chunk, given):
        task = taken.popleft()
        total.add(counts)
        if progress:
            progress(task)
    return total


def _remembered(tasks: Iterable[ChunkTask]) -> tuple[Iterator[ChunkTask], deque[ChunkTask]]:
    """The tasks as an iterator that remembers the ones handed out, oldest first."""
    handed: deque[ChunkTask] = deque()

    def give() -> Iterator[ChunkTask]:
        for task in tasks:
            if task.__class__ is not ChunkTask:
                from ..errors import ArgumentError

                raise ArgumentError("tasks", f"chunks of a run (run.tasks()), not {shown(task)}")
            handed.append(task)
            yield task

    return give(), handed
