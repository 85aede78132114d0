"""Many statistics tested at once: Holm's step-down correction.

`compare` tests some thirty statistics of each variant against the first variant's. Tested
each at 5%, about one in twenty differences that are not there would be marked; Holm's method
keeps the chance of marking *any* difference that is not there (the family-wise error) at the
level, and rejects everything Bonferroni's does, often more (S. Holm, "A simple sequentially
rejective multiple test procedure", Scand. J. Statist. 6 (1979) 65–70).

>>> [round(p, 3) for p in holm([0.01, 0.04, 0.03, 0.5])]
[0.04, 0.09, 0.09, 0.5]
>>> holm([0.02, float("nan")])  # what was not tested is not counted
[0.02, nan]
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..arguments import shown
from ..errors import ArgumentError

CORRECTIONS = ("holm", "none")


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm-adjusted p-values, in the order given: the i-th smallest of the m tested p-values
    (NaN: not tested, not counted, left NaN) becomes max over j <= i of min(1, (m - j + 1) p_(j)).
    A difference is significant at level a when its adjusted p-value is below a. Ties keep
    their order. ArgumentError for anything but a sequence of numbers."""
    if isinstance(p_values, str | bytes) or not isinstance(p_values, Sequence):
        raise ArgumentError("p_values", f"a sequence of p-values, not {shown(p_values)}")
    for p in p_values:
        if isinstance(p, bool) or not isinstance(p, int | float):
            raise ArgumentError("p_values", f"p-values are numbers, not {shown(p)}")
    tested = sorted((p, i) for i, p in enumerate(p_values) if not math.isnan(p))
    out = [math.nan] * len(p_values)
    m = len(tested)
    running = 0.0
    for rank, (p, index) in enumerate(tested):
        running = max(running, min(1.0, (m - rank) * p))
        out[index] = running
    return out


def adjusted(p_values: Sequence[float], correction: str) -> list[float]:
    """The p-values as `correction` ("holm" or "none") adjusts them."""
    if correction == "none":
        return list(p_values)
    if correction == "holm":
        return holm(p_values)
    raise ArgumentError("correction", f"one of {', '.join(CORRECTIONS)}, not {shown(correction)}")
