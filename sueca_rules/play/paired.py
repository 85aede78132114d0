"""Paired comparisons: common random numbers, tested hand by hand.

- **The same played hands** ("paired"): where the variants play the cards alike — equal
  `play_key` in their kernel tables: deck, deal, play and illegal cards — and every seat has
  the same bot, which reads nothing of the scoring (random, greedy), a hand does not depend on
  the variant: the kernel plays each hand once, dealt by seat 0, and seats it where each
  variant's own match deals it (turned by the seats between, which changes nothing of how it
  is played).
- **The same deals** ("deals"): where the variants deal alike (deck, deal procedures, who
  chooses the deal, redeals) but play differently, each deck is shuffled once and dealt by
  each variant's own dealer, then played by that variant's rules and bots.

Each variant's statistics are those of a run of its own, and a per-hand statistic is tested
on the differences hand by hand (a paired z-test), which sees a change in far fewer hands
than two independent samples would. Statistics of whole matches (whose hands differ in
number) keep the two-sample tests. :func:`pairing` decides from the compiled rules, never
from names, and says why.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

from ..compiled import Rules
from ..kernel import Uncovered, kernel_tables
from ..kernel.native import KERNEL
from .chunks import ChunkTask, derive_seed
from .fast import EXPERT, KERNEL_BOTS, kernel_of
from .outcomes import FIXED, Row, add_hands
from .stats import MEASURES, Z95, Counts, Stat

# the per-hand statistics a paired test applies to: their tally and what they count over
PER_HAND = {m.name: m.count for m in MEASURES if m.per in ("hands", "decided")}
READS_SCORING = ("expert", "playout")  # bots that play to the variant's scoring


DEALING = ("deck", "deal procedures", "who chooses the deal", "redeals")


def pairing(rules: list[Rules], bots: tuple[str, str], engine: str, mischief: bool) -> tuple[str, str]:
    """(method, why): "paired" (the same played hands), "deals" (the same deals, played under
    each variant) or "shared" (shared seeds, independent samples) for runs of `rules` with
    `bots` on `engine`, and the reason (for the output)."""
    if engine != "kernel":
        return "shared", "paired runs are played on the compiled kernel, and these runs are on the Python engine"
    if mischief:
        return "shared", "revokes, accusations and infractions are played by the Python engine"
    tables = [kernel_tables(r) for r in rules]
    if any(isinstance(t, Uncovered) for t in tables):
        return "shared", "the kernel does not cover every variant"
    keys = [dict(t.play_key) for t in tables]  # type: ignore[union-attr]
    differ = [what for what in keys[0] if any(k[what] != keys[0][what] for k in keys[1:])]
    if any(t.redeals for t in tables):  # type: ignore[union-attr]
        return "shared", "redeals move the deal between hands"
    dealing = [what for what in differ if what in DEALING]
    if dealing:
        return "shared", "the variants deal differently: " + ", ".join(dealing)
    if differ:
        return "deals", ("the variants deal alike but play differently (" + ", ".join(differ)
                         + "): each deal is played under each variant's rules")
    if bots[0] != bots[1]:
        return "deals", "the teams have different bots, so each deal is played under each variant"
    if bots[0] in READS_SCORING:
        return "deals", f"the {bots[0]} bot plays to each variant's scoring, so each deal is played under each"
    return "paired", "the variants differ only in what is decided after the cards are played (scoring, ties, the match)"


@dataclass(frozen=True)
class PairedTask:
    """The chunks of the same index of each compared run, played as one."""

    tasks: tuple[ChunkTask, ...]
    replay: bool = False  # the same deals played under each variant (else the same played hands)


def paired_chunk(job: PairedTask) -> Counts:
    """One paired chunk: each variant's tallies as ``"<index>|<tally>"``, and for the second
    variant on, ``"<index>|paired:<tally>"`` and ``…:sq``: the sum over hands of the first
    variant's value less this one's, and of its square."""
    if KERNEL is None:
        from .fast import KernelMissing

        raise KernelMissing("a paired chunk needs the compiled kernel")
    from ..kernel import native

    made = [kernel_of(t.spec, t.options, None) for t in job.tasks]
    first = job.tasks[0]
    seed = first.seed
    found = native._kernel.run_paired(
        [k for k, _, _ in made], first.mode == "matches", first.count, derive_seed(seed, "deals"),
        derive_seed(seed, "hands"), derive_seed(seed, "bot", 0), derive_seed(seed, "bot", 1),
        KERNEL_BOTS[first.bots[0]], KERNEL_BOTS[first.bots[1]], [int(bool(t.result_names)) for _, _, t in made],
        job.replay, EXPERT)
    counts = Counts()
    values = [dict[int, dict[str, int]]() for _ in made]
    for index, ((_, flow, tables), result) in enumerate(zip(made, found, strict=True)):
        own = _tallies(result, flow, tables)
        for name, n in own.items():
            counts.tally[f"{index}|{name}"] = n
        if index == 0:
            continue
        for joint, n in result["joint"]:
            a = _value(values[0], joint & 0xFFFFFFFF, made[0])
            b = _value(values[index], joint >> 32, made[index])
            for name in PER_HAND.values():
                d = a.get(name, 0) - b.get(name, 0)
                if d:
                    counts.bump(f"{index}|paired:{name}", n * d)
                    counts.bump(f"{index}|paired:{name}:sq", n * d * d)
    return counts


def _rows(key: int, flow: object, tables: object, n: int) -> list[Row]:
    points, tricks = key & 255, key >> 8 & 15
    score = flow.score(points, tricks, key >> 20)  # type: ignore[attr-defined]
    return [(("play", points, key >> 12 & 1, key >> 13 & 1, score, tables.procedures[key >> 14 & 63]), n)]  # type: ignore[attr-defined]


def _value(memo: dict[int, dict[str, int]], key: int, made: tuple[object, object, object]) -> dict[str, int]:
    """One hand's tallies under a variant, from its outcome key (remembered)."""
    found = memo.get(key)
    if found is None:
        _, flow, tables = made
        found = {name: 0 for name in FIXED}
        add_hands(found, tables.total, _rows(key, flow, tables, 1))  # type: ignore[attr-defined]
        memo[key] = found
    return found


def _tallies(result: dict[str, object], flow: object, tables: object) -> dict[str, int]:
    from .fast import tallies_of

    return tallies_of(result, flow, tables)  # type: ignore[arg-type]


def split(counts: Counts, variants: int) -> tuple[list[Counts], list[Counts]]:
    """A paired run's counts as (each variant's tallies, each variant's paired sums)."""
    own = [Counts() for _ in range(variants)]
    paired = [Counts() for _ in range(variants)]
    for name, n in counts.tally.items():
        index, _, rest = name.partition("|")
        target = paired if rest.startswith("paired:") else own
        target[int(index)].tally[rest.removeprefix("paired:")] = n
    return own, paired


def paired_p(sums: Counts, count: str, n: int) -> float:
    """The two-sided p-value of a zero mean difference per hand, from the sum of differences
    of tally `count` and of their squares over `n` hands (NaN with fewer than two)."""
    if n < 2:
        return math.nan
    total, squares = sums[count], sums[count + ":sq"]
    mean = total / n
    variance = max(0.0, (squares - n * mean * mean) / (n - 1))
    if variance == 0:
        return 1.0 if total == 0 else 0.0
    z = abs(mean) / math.sqrt(variance / n)
    return 2 * (1 - NormalDist().cdf(z))


def paired_interval(sums: Counts, count: str, base: Stat, other: Stat) -> tuple[float, float, float]:
    """`other` less `base` (a per-hand statistic of a paired run) with its 95% interval, whose
    width is that of the mean of the per-hand differences of tally `count` over base.n hands
    (the paired test's): (d, low, high); NaNs with fewer than two hands."""
    n = base.n
    if n < 2 or math.isnan(base.value) or math.isnan(other.value):
        return (math.nan, math.nan, math.nan)
    total, squares = sums[count], sums[count + ":sq"]
    mean = total / n
    half = Z95 * math.sqrt(max(0.0, (squares - n * mean * mean) / (n - 1)) / n)
    d = other.value - base.value
    return (d, d - half, d + half)
