"""Simulation chunks on the compiled kernel, and the choice between it and the Python engine.

A run is played on the kernel when the variant's rules are within what it covers
(:func:`~sueca_rules.kernel.kernel_tables`), the compiled module is there, and nothing of the
run needs the engine (revokes, accusations, infractions, the playout bot); else on the Python
engine (:mod:`.table`), and :func:`choose_engine` says why. The choice is made once per run and
carried by every chunk, so no worker decides differently: a worker without the kernel refuses
a kernel chunk rather than play it otherwise.

The kernel's random streams are its own (xoshiro256**, seeded from the chunk's seeds by
:func:`~.chunks.derive_seed`): for a seed it plays the same hands on any number of workers or
machines, not the Python engine's hands; its statistics are the engine's (tests/play/test_kernel.py).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..compiled import Rules
from ..errors import SuecaError
from ..kernel import KernelTables, Uncovered, kernel_tables, native
from ..kernel.flow import MatchFlow
from .chunks import BOT_DEAL, ChunkTask, derive_seed, rules_of
from .outcomes import FIXED, add_hands
from .stats import Counts
from .table import Table

KERNEL_BOTS = {"random": 0, "greedy": 1, "expert": 2}
ENGINES = ("auto", "kernel", "python")
# the expert in simulations: worlds per decision, exact search from this many cards left,
# else greedy play down to `rollout_to` cards, then exact; a node budget keeps it bounded.
# play/search.py's WORLDS with the last three tricks exact (about 3.4 ms a decision): the
# played expert's four tricks (EXACT_CARDS, ~16 ms) would make every expert run ~5x longer
EXPERT = (128, 12, 12, 400_000)


class KernelMissing(SuecaError):
    """A chunk meant for the kernel reached a process without it (it is not played otherwise)."""


def choose_engine(rules: Rules, bots: tuple[str, str], *, mischief: bool, wanted: str = "auto") -> tuple[str, str]:
    """("kernel" or "python", why) for a run of `rules` with `bots`; `mischief`: the run has
    revokes, accusations or infractions; `wanted`: "auto", "kernel" or "python"."""
    if wanted == "python":
        return "python", "the Python engine was asked for"
    tables = kernel_tables(rules)
    reasons = []
    if native.KERNEL is None:
        reasons.append(native.MISSING)
    if isinstance(tables, Uncovered):
        reasons.append(f"the kernel does not cover {tables.reason}")
    if mischief:
        reasons.append("revokes, accusations and infractions are played by the Python engine")
        if rules.illegal.names_player:
            reasons.append("the kernel does not cover accusations that name one opponent")
    other = [b for b in bots if b not in KERNEL_BOTS]
    if other:
        reasons.append(f"the {other[0]} bot plays in Python")
    if reasons:
        return "python", "; ".join(reasons)
    return "kernel", "the compiled kernel covers these rules"


@cache
def kernel_of(spec: str, options: tuple[tuple[str, str], ...],
              procedure: str | None) -> tuple[Any, MatchFlow, KernelTables]:
    """The kernel for a task's variant (and fixed deal procedure), once per process."""
    if native.KERNEL is None:
        raise KernelMissing(f"this chunk is for the compiled kernel, but {native.MISSING}")
    rules = rules_of(spec, options)
    tables = kernel_tables(rules)
    if isinstance(tables, Uncovered):
        raise KernelMissing(f"this chunk is for the compiled kernel, which does not cover {tables.reason}")
    flow = MatchFlow(rules, tables)
    return native.KERNEL(tables.with_procedure(procedure), flow), flow, tables


def run_chunk(task: ChunkTask) -> Counts:
    """Play one chunk on the engine its run chose. A top-level function, so that worker
    processes and clusters can run it."""
    if task.engine == "kernel":
        return kernel_chunk(task)
    return Table(task).run()


def kernel_chunk(task: ChunkTask) -> Counts:
    """One chunk on the compiled kernel: the counts the engine's table would keep."""
    kernel, flow, tables = kernel_of(task.spec, task.options, None if task.deal == BOT_DEAL else task.deal)
    seed = task.seed
    found = kernel.run_chunk(task.mode == "matches", task.count, derive_seed(seed, "deals"),
                             derive_seed(seed, "bot", 0), derive_seed(seed, "bot", 1),
                             KERNEL_BOTS[task.bots[0]], KERNEL_BOTS[task.bots[1]],
                             bool(tables.result_names), derive_seed(seed, "hands"), EXPERT)
    return Counts(tallies_of(found, flow, tables))


@cache
def _ways(flow: MatchFlow) -> tuple[dict[int, int], dict[tuple[tuple[str, int], ...], int]]:
    """A variant's ways a hand tallies (the tallies of one hand, each numbered), and the way
    of each kernel outcome key seen: this process's, kept from chunk to chunk."""
    return {}, {}


def tallies_of(found: dict[str, Any], flow: MatchFlow, tables: KernelTables) -> dict[str, int]:
    """The named tallies of what the kernel found in a chunk (one variant's)."""
    tally = {name: 0 for name in FIXED}
    procedures = tables.procedures
    # A hand's tallies are linear in how many hands ended so: each outcome key's tallies of one
    # hand are found once (add_hands, the one definition), keys that tally alike are summed,
    # and each distinct way is added once.
    index, ways = _ways(flow)
    per_way = [0] * (len(ways) + len(found["outcomes"]))
    for key, n in found["outcomes"]:
        way = index.get(key)
        if way is None:
            points = key & 255
            one = {name: 0 for name in FIXED}
            add_hands(one, tables.total, [(("play", points, key >> 12 & 1, key >> 13 & 1,
                                            flow.score(points, key >> 8 & 15, key >> 20),
                                            procedures[key >> 14 & 63]), 1)])
            delta = tuple((name, v) for name, v in one.items() if v)
            way = index[key] = ways.setdefault(delta, len(ways))
        per_way[way] += n
    get = tally.get
    for delta, way in ways.items():
        n = per_way[way]
        if n:
            for name, v in delta:
                tally[name] = get(name, 0) + v * n
    tally["deals"] = found["dealt"]
    tally["redeals"] = found["redeals"]
    for procedure, n in zip(procedures, found["redeal_procs"], strict=True):
        if n:
            tally["deal:" + procedure] = tally.get("deal:" + procedure, 0) + n
    if found["matches"]:
        for name in ("matches", "team0_match_wins", "match_hands", "match_hands_sq"):
            tally[name] = found["team0_wins" if name == "team0_match_wins" else name]
        for hands, n in enumerate(found["match_lengths"]):
            if n:
                tally[f"match_hands={hands}"] = n
    for name, n in zip(tables.result_names, found["names"], strict=False):
        if n:
            tally["result:" + name] = n
    return tally
