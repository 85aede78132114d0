"""Counts from simulated play, and the statistics made from them.

A chunk of simulation returns :class:`Counts`: named integer tallies (adding two is exact and
order-free, so any number of workers gives the same totals). The statistics are *data*: each
:class:`Measure` names its numerator and denominator tallies, and families of tallies whose
names share a prefix (``deal:standard``, ``result:capote``, ``infraction:talking``) become one
rate each, so a rule that starts counting something new shows up without code here.

Every rate comes with its 95% Wilson interval and the sample size that would detect a given
change of it (two-sided test at 5%, power 80%); :func:`difference` tests two runs against
each other (a two-proportion z-test for rates, Welch's z-test for means). Below
:data:`MIN_SAMPLES` (2) there is neither: one hand has no spread to measure, so its interval
would be of zero width and any difference "significant"; such a statistic says "too few
samples" instead.

>>> c = Counts({"hands": 1000, "decided": 980, "ties": 20, "dealer_team_wins": 470})
>>> s = {x.name: x for x in statistics(c)}["60–60 rate"]
>>> round(s.value, 3), s.n
(0.02, 1000)
>>> needed_for_rate(0.02, 0.2)  # hands per variant to tell 2.0% from 2.4%
21109
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any, Literal

from ..arguments import shown
from ..errors import ArgumentError

Z95 = NormalDist().inv_cdf(0.975)  # 1.95996...
Z_POWER = NormalDist().inv_cdf(0.80)  # 0.8416...: the sample sizes are for 80% power
POWER = 0.80
MIN_SAMPLES = 2  # below this, a statistic has a value but no interval and no test
TOO_FEW = "too few samples"


@dataclass
class Counts:
    """Integer tallies by name (`tally`: name -> count, such as "hands", "team0_hand_wins",
    "match_hands=4"). Missing names are zero; `add` sums two tallies."""

    tally: dict[str, int] = field(default_factory=dict)

    def __getitem__(self, name: str) -> int:
        return self.tally.get(name, 0)

    def bump(self, name: str, by: int = 1) -> None:
        self.tally[name] = self.tally.get(name, 0) + by

    def add(self, other: Counts) -> None:
        """Add `other`'s tallies, all or none: the sums are made first, then stored in one step,
        so an interrupt (Ctrl-C, a stop signal) never leaves half a chunk counted."""
        tally = self.tally
        tally.update({name: tally.get(name, 0) + value for name, value in other.tally.items()})

    def __eq__(self, other: object) -> bool:  # zero and absent are the same count
        if not isinstance(other, Counts):
            return NotImplemented
        return {k: v for k, v in self.tally.items() if v} == {k: v for k, v in other.tally.items() if v}

    __hash__ = None  # type: ignore[assignment]

    def with_prefix(self, prefix: str) -> Iterator[tuple[str, int]]:
        """(name without the prefix, count) of every tally named `prefix...`, sorted by name."""
        for name in sorted(self.tally):
            if name.startswith(prefix):
                yield name[len(prefix):], self.tally[name]


@dataclass(frozen=True)
class Measure:
    """One statistic as data: a rate `count / per`, or a mean `total / per` (with `squares`)."""

    name: str
    count: str
    per: str
    unit: str  # what `per` counts, for people: "hands", "deals", "matches", ...
    kind: Literal["rate", "mean"] = "rate"
    squares: str = ""  # the sum of squares of a mean's values (for its interval)


# The fixed statistics, in the order they are shown. Families of tallies follow them.
MEASURES: tuple[Measure, ...] = (
    Measure("dealer's team wins the hand", "dealer_team_wins", "decided", "decided hands"),
    Measure("first leader's team wins the hand", "leader_team_wins", "decided", "decided hands"),
    Measure("team 0 wins the hand", "team0_hand_wins", "decided", "decided hands"),
    Measure("game points per hand", "game_points", "hands", "hands", "mean", "game_points_sq"),
    Measure("bandeira rate", "bandeiras", "hands", "hands"),
    Measure("60–60 rate", "ties", "hands", "hands"),
    Measure("120 without all tricks rate", "all_points_without_bandeira", "hands", "hands"),
    Measure("redeal rate (per deal)", "redeals", "deals", "deals"),
    Measure("revokes per chance to revoke", "revokes", "revoke_chances", "chances"),
    Measure("hands with a revoke", "revoked_hands", "hands", "hands"),
    Measure("hands with an accusation", "accused_hands", "hands", "hands"),
    Measure("accusations proven", "accusations_proven", "accusations", "accusations"),
    Measure("false accusations", "accusations_false", "accusations", "accusations"),
    Measure("team 0 wins the match", "team0_match_wins", "matches", "matches"),
    Measure("hands per match", "match_hands", "matches", "matches", "mean", "match_hands_sq"),
    Measure("matches drawn", "draws", "matches", "matches"),
    # a table that bids for the trump (play/sides.py counts these)
    Measure("contracts made", "contracts_made", "contracts", "contracts"),
    Measure("contracts failed", "contracts_failed", "contracts", "contracts"),
    Measure("contracts made with every trick", "contracts_all_tricks", "contracts", "contracts"),
    Measure("bid (card points)", "bid_points", "contracts", "contracts", "mean", "bid_points_sq"),
    Measure("deals every seat passed", "all_passed", "deals", "deals"),
    Measure("card points set aside per hand", "aside_points", "hands", "hands", "mean", "aside_points_sq"),
)

# Tallies named `prefix + something` become one rate per something.
FAMILIES: tuple[tuple[str, str, str, str], ...] = (
    # (prefix, statistic's name with {} for the something, per, unit)
    ("deal:", "deals by '{}'", "deals", "deals"),
    ("settled:", "hands settled by {}", "hands", "hands"),
    ("result:", "matches named '{}'", "matches", "matches"),
    ("infraction:", "infraction '{}' (per hand)", "hands", "hands"),
    # per side, at a table of another shape than the usual (play/sides.py)
    ("side_hand_wins:", "side {} wins the hand", "decided", "decided hands"),
    ("side_match_wins:", "side {} wins the match", "matches", "matches"),
)
# Tallies named `prefix + something` (with their squares, `squares + something`) become one
# mean per something: (prefix, name, per, unit, squares)
MEAN_FAMILIES: tuple[tuple[str, str, str, str, str], ...] = (
    ("side_game_points:", "side {} game points per hand", "hands", "hands", "side_game_points_sq:"),
    ("side_card_points:", "side {} card points per hand", "hands", "hands", "side_card_points_sq:"),
)

# Distributions, tallied beside the statistics (a tally per value, for charts and reports;
# they make no statistic): `game_points=K` hands in which K game points were scored (by
# either team), `match_hands=K` matches that took K hands (K up to LONGEST_MATCH; longer ones
# are counted at LONGEST_MATCH).
DISTRIBUTIONS = {"game points per hand": ("game_points=", "hands"),
                 "hands per match": ("match_hands=", "matches")}
LONGEST_MATCH = 127


def distribution(c: Counts, name: str) -> list[tuple[int, int]]:
    """(value, how many) of distribution `name` (a key of DISTRIBUTIONS), by value, for the
    values seen. ArgumentError for anything but Counts and a distribution's name."""
    if not isinstance(c, Counts):
        raise ArgumentError("counts", f"Counts, from simulate(...), not {shown(c)}")
    if name not in DISTRIBUTIONS:
        raise ArgumentError("name", f"one of {', '.join(map(repr, DISTRIBUTIONS))}, not {shown(name)}")
    prefix = DISTRIBUTIONS[name][0]
    return sorted((int(value), n) for value, n in c.with_prefix(prefix) if n)


# Statistics that mean nothing unless their tally happened at least once in the run.
SHOWN_IF_ANY = {"revokes per chance to revoke": "revoke_chances", "hands with a revoke": "revoke_chances",
                "hands with an accusation": "mischief", "accusations proven": "accusations",
                "false accusations": "accusations", "team 0 wins the match": "matches",
                "hands per match": "matches", "matches drawn": "draws", "contracts made": "contracts",
                "contracts failed": "contracts", "contracts made with every trick": "contracts",
                "bid (card points)": "contracts", "deals every seat passed": "contracts",
                "card points set aside per hand": "aside_points"}


@dataclass(frozen=True)
class Stat:
    """A statistic's value with its 95% interval (NaN when it has none) over `n` `unit`.

    `kind` "rate": `value`, `low` and `high` are fractions 0..1 (a Wilson interval); "mean":
    in the statistic's own unit (game points per hand, hands per match: a normal interval).
    `n` counts `unit`s ("hands", "decided hands", "matches", "deals")."""

    name: str
    value: float
    low: float
    high: float
    n: int
    kind: str = "rate"
    unit: str = "hands"
    sd: float = math.nan  # a mean's standard deviation (for tests and sample sizes)

    @property
    def too_few(self) -> bool:
        """Whether the sample is too small for an interval or a test (fewer than 2)."""
        return self.n < MIN_SAMPLES

    def as_dict(self) -> dict[str, float | int | str | None]:
        """The statistic for JSON: no NaN (an interval or a value there is not is null), and
        `note: "too few samples"` below two samples."""
        out: dict[str, float | int | str | None] = {
            "name": self.name, "value": _finite(self.value), "low": _finite(self.low),
            "high": _finite(self.high), "n": self.n, "kind": self.kind, "unit": self.unit}
        if self.too_few:
            out["note"] = TOO_FEW
        return out


def _finite(number: float) -> float | None:
    return None if math.isnan(number) else number


def wilson(successes: int, n: int) -> tuple[float, float, float]:
    """A proportion with its 95% Wilson interval: (p, low, high); NaNs when n is 0, and no
    interval (NaN low and high) below MIN_SAMPLES."""
    if n == 0:
        return (math.nan, math.nan, math.nan)
    p = successes / n
    if n < MIN_SAMPLES:
        return (p, math.nan, math.nan)
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return (p, max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(total: float, total_sq: float, n: int) -> tuple[float, float, float]:
    """A mean from a sum and a sum of squares, with its 95% (normal) interval; NaNs when n
    is 0, and no interval (NaN low and high) below MIN_SAMPLES."""
    mean, sd = _mean_sd(total, total_sq, n)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    if n < MIN_SAMPLES:
        return (mean, math.nan, math.nan)
    half = Z95 * sd / math.sqrt(n)
    return (mean, mean - half, mean + half)


def _mean_sd(total: float, total_sq: float, n: int) -> tuple[float, float]:
    if n == 0:
        return (math.nan, math.nan)
    mean = total / n
    var = max(0.0, (total_sq - n * mean * mean) / (n - 1)) if n > 1 else 0.0
    return mean, math.sqrt(var)


def _stat(m: Measure, c: Counts) -> Stat:
    if m.kind == "mean":
        n = c[m.per]
        sd = _mean_sd(c[m.count], c[m.squares], n)[1]
        return Stat(m.name, *mean_ci(c[m.count], c[m.squares], n), n, "mean", m.unit, sd)
    return Stat(m.name, *wilson(c[m.count], c[m.per]), c[m.per], "rate", m.unit)


def _check_stat(value: Any, argument: str) -> Stat:
    if not isinstance(value, Stat):
        raise ArgumentError(argument, f"a Stat, from statistics(counts), not {shown(value)}")
    return value


def _check_real(value: Any, argument: str, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) \
            or not -1e300 < value < 1e300:  # (NaN is in no range)
        raise ArgumentError(argument, f"{what}, not {shown(value)}")
    return float(value)


def statistics(c: Counts) -> list[Stat]:
    """Every statistic the counts support, fixed ones first, then the families
    (ArgumentError for anything but Counts)."""
    if not isinstance(c, Counts):
        raise ArgumentError("counts", f"Counts, from simulate(...), not {shown(c)}")
    stats = []
    for measure in MEASURES:
        gate = SHOWN_IF_ANY.get(measure.name)
        if gate is None or c[gate]:
            stats.append(_stat(measure, c))
    for prefix, title, per, unit in FAMILIES:
        for what, count in c.with_prefix(prefix):
            stats.append(Stat(title.format(what), *wilson(count, c[per]), c[per], "rate", unit))
    for prefix, title, per, unit, squares in MEAN_FAMILIES:
        for what, total in c.with_prefix(prefix):
            n = c[per]
            sd = _mean_sd(total, c[squares + what], n)[1]
            stats.append(Stat(title.format(what), *mean_ci(total, c[squares + what], n), n, "mean", unit, sd))
    return stats


# -- how many hands a change needs, and whether two runs differ -----------------------------------
def needed_for_rate(p: float, change: float, relative: bool = True) -> int:
    """Sample size per run for a two-sided 5% test to detect `p` -> `p ± change` with 80% power.

    `change` is relative (0.2 = 20% of p) or, with `relative=False`, absolute (0.01 = one
    percentage point). The larger of the sizes for an increase and for a decrease.
    """
    if not 0 < p < 1:
        return 0
    delta = p * change if relative else change
    sizes = []
    for q in (p + delta, p - delta):
        if not 0 < q < 1 or delta <= 0:
            continue
        mid = (p + q) / 2
        root = Z95 * math.sqrt(2 * mid * (1 - mid)) + Z_POWER * math.sqrt(p * (1 - p) + q * (1 - q))
        sizes.append(math.ceil(root * root / (delta * delta)))
    return max(sizes) if sizes else 0


def needed_for_mean(mean: float, sd: float, change: float, relative: bool = True) -> int:
    """Sample size per run to detect a change of a mean (normal approximation, 5%, 80% power)."""
    delta = abs(mean) * change if relative else change
    if not delta > 0 or math.isnan(sd):
        return 0
    return math.ceil(2 * ((Z95 + Z_POWER) * sd / delta) ** 2)


def needed(stat: Stat, change: float, relative: bool = True) -> int:
    """The sample size, in the statistic's own unit, to detect `change` of it (0: cannot say).

    `change` is a number (0.2 = 20% of the value, or 0.2 itself with `relative=False`);
    ArgumentError for another `stat` or `change`."""
    _check_stat(stat, "stat")
    _check_real(change, "change", "a change, a number such as 0.2")
    if math.isnan(stat.value) or stat.too_few:
        return 0
    try:
        if stat.kind == "mean":
            return needed_for_mean(stat.value, stat.sd, change, bool(relative))
        return needed_for_rate(stat.value, change, bool(relative))
    except (OverflowError, ZeroDivisionError):  # a change too small for any sample to show
        raise ArgumentError("change", f"{shown(change)} is too small a change for any number of "
                                      "hands to detect — give a larger one, such as 0.2") from None


def difference(a: Stat, b: Stat) -> float:
    """The two-sided p-value of `a` and `b` being equal (NaN when there is nothing to test:
    either has fewer than MIN_SAMPLES samples or no value, or two different means have no
    spread at all, where Welch's test is not defined).

    Rates: the pooled two-proportion z-test. Means: Welch's z-test (large samples).
    ArgumentError when either is not a Stat.
    """
    _check_stat(a, "a")
    _check_stat(b, "b")
    if a.n < MIN_SAMPLES or b.n < MIN_SAMPLES or math.isnan(a.value) or math.isnan(b.value):
        return math.nan
    if a.kind == "mean":
        se = math.sqrt(a.sd**2 / a.n + b.sd**2 / b.n) if a.n > 1 and b.n > 1 else 0.0
    else:
        pooled = (a.value * a.n + b.value * b.n) / (a.n + b.n)
        se = math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n))
    if se == 0:  # no spread in either run: the same value is no difference; another, no test
        return 1.0 if a.value == b.value else math.nan
    z = abs(a.value - b.value) / se
    return 2 * (1 - NormalDist().cdf(z))


def difference_interval(a: Stat, b: Stat) -> tuple[float, float, float]:
    """`b` less `a` with its 95% interval, as two independent samples: (d, low, high), in the
    statistics' own unit (a share for rates, the mean's unit for means). Rates: the unpooled
    (Wald) interval; means: Welch's. NaNs where `difference` has nothing to test.
    ArgumentError when either is not a Stat."""
    _check_stat(a, "a")
    _check_stat(b, "b")
    if a.n < MIN_SAMPLES or b.n < MIN_SAMPLES or math.isnan(a.value) or math.isnan(b.value):
        return (math.nan, math.nan, math.nan)
    d = b.value - a.value
    if a.kind == "mean":
        se = math.sqrt(a.sd**2 / a.n + b.sd**2 / b.n)
    else:
        se = math.sqrt(a.value * (1 - a.value) / a.n + b.value * (1 - b.value) / b.n)
    return (d, d - Z95 * se, d + Z95 * se)


def significant(a: Stat, b: Stat, level: float = 0.05) -> bool:
    """Whether two statistics differ at the given level (two-sided; see `difference`)."""
    _check_real(level, "level", "a significance level, such as 0.05")
    p = difference(a, b)
    return not math.isnan(p) and p < level


def by_name(stats: Iterable[Stat]) -> dict[str, Stat]:
    return {s.name: s for s in stats}


def stat_names(results: Iterable[Iterable[Stat]]) -> list[str]:
    """Every statistic's name in runs compared: the first run's in its order, then those only
    a later one has (a table of another shape has statistics of its own)."""
    return list(dict.fromkeys(stat.name for stats in results for stat in stats))
