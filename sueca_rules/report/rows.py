"""`simulate --format csv` and `compare --format csv`: one row per statistic (and per variant
in a comparison), a header row first; the columns are documented in docs/simulation.md and
only ever added at the end.

Numbers are written in full (Python's shortest round-trip form), shares as shares (0.482,
not 48.2%); what a statistic does not have (an interval below two samples, a p-value of the
first variant) is an empty field. Rows end in "\\n"; fields are quoted where they must be.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Sequence

from ..play.rounds import Compared
from ..play.stats import Stat, by_name, needed

SIMULATE_COLUMNS = ("statistic", "kind", "unit", "value", "low", "high", "n", "to_detect")
COMPARE_COLUMNS = ("variant", *SIMULATE_COLUMNS, "difference", "difference_low", "difference_high",
                   "p", "p_adjusted", "significant")


def _number(value: float | int | None) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return repr(value) if isinstance(value, float) else str(value)


def _own(stat: Stat, detect: tuple[float, bool]) -> list[str]:
    return [stat.name, stat.kind, stat.unit, _number(stat.value), _number(stat.low), _number(stat.high),
            str(stat.n), _number(needed(stat, *detect) or None)]


def _text(rows: Sequence[Sequence[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(rows)
    return out.getvalue()


def simulate_csv(stats: list[Stat], detect: tuple[float, bool]) -> str:
    """The statistics of one run as CSV (SIMULATE_COLUMNS): value, 95% interval, n, and the
    sample that would detect the `detect` change (change, relative) — empty where none can."""
    return _text([SIMULATE_COLUMNS, *(_own(stat, detect) for stat in stats)])


def compare_csv(outcome: Compared, results: list[list[Stat]], detect: tuple[float, bool],
                names: Sequence[str]) -> str:
    """A comparison as CSV (COMPARE_COLUMNS), the variants in order under `names`: for every
    variant after the first, each statistic's difference from the first's with its 95%
    interval, its p-value, the p-value after the comparison's correction (empty: not tested)
    and whether it is significant after it ("true"/"false")."""
    base = by_name(results[0])
    rows: list[list[str]] = [list(COMPARE_COLUMNS)]
    for index, (name, stats) in enumerate(zip(names, results, strict=True)):
        for stat in stats:
            row = [name, *_own(stat, detect)]
            first = base.get(stat.name)
            if index == 0 or first is None:
                rows.append(row + [""] * 6)
                continue
            d, low, high = outcome.interval(index, first, stat)
            test = outcome.test(index, stat.name)
            p = outcome.p_value(index, first, stat)
            row += [_number(d), _number(low), _number(high), _number(p),
                    "" if test is None else _number(test.adjusted),
                    "" if test is None or math.isnan(test.adjusted) else
                    str(test.significant(outcome.level)).lower()]
            rows.append(row)
    return _text(rows)
