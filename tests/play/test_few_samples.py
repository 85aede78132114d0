"""Statistics from fewer than two samples have a value but no interval and no test: one hand
has no spread to measure, so an interval would be of zero width and any difference
"significant". Tables and JSON say "too few samples"; JSON never holds NaN."""

from __future__ import annotations

import json
import math
from typing import Any

from sueca_rules.play.stats import Counts, Stat, difference, mean_ci, needed, significant, statistics, wilson

from ..conftest import run_cli


def _strict(text: str) -> Any:
    def refuse(constant: str) -> None:
        raise AssertionError(f"{constant} in JSON")

    return json.loads(text, parse_constant=refuse)


def test_one_sample_has_a_value_and_no_interval() -> None:
    assert wilson(1, 1)[0] == 1.0 and all(math.isnan(x) for x in wilson(1, 1)[1:])
    assert mean_ci(2, 4, 1)[0] == 2.0 and all(math.isnan(x) for x in mean_ci(2, 4, 1)[1:])
    low, high = wilson(1, 2)[1:]
    assert 0 < low < high <= 1  # from two on, the interval is there
    counts = Counts({"hands": 1, "decided": 1, "dealer_team_wins": 1, "game_points": 2, "game_points_sq": 4})
    for stat in statistics(counts):
        assert stat.too_few and math.isnan(stat.low) and needed(stat, 0.2) == 0
        shown = stat.as_dict()
        assert shown["note"] == "too few samples" and shown["low"] is None and shown["high"] is None


def test_no_test_below_two_samples_nor_between_two_means_without_spread() -> None:
    one = Stat("game points per hand", 1.0, math.nan, math.nan, 1, "mean", "hands", 0.0)
    two = Stat("game points per hand", 2.0, math.nan, math.nan, 1, "mean", "hands", 0.0)
    assert math.isnan(difference(one, two)) and not significant(one, two)
    flat_one = Stat("game points per hand", 1.0, 1.0, 1.0, 2, "mean", "hands", 0.0)
    flat_two = Stat("game points per hand", 2.0, 2.0, 2.0, 2, "mean", "hands", 0.0)
    assert math.isnan(difference(flat_one, flat_two)) and difference(flat_one, flat_one) == 1.0
    rate = Stat("bandeira rate", 1.0, math.nan, math.nan, 1)
    other = Stat("bandeira rate", 0.0, math.nan, math.nan, 1)
    assert math.isnan(difference(rate, other))


def test_compare_one_hand_marks_nothing_significant() -> None:
    table = run_cli("compare", "portugal", "azores", "--hands", "1")
    assert table.returncode == 0, table.stderr
    rows = [line for line in table.stdout.splitlines() if "(too few samples)" in line]
    assert len(rows) >= 8 and not any(line.rstrip().endswith("*") or " * " in line for line in rows)
    assert "too few samples: fewer than 2, so no interval and no test" in " ".join(table.stdout.split())
    data = _strict(run_cli("compare", "portugal", "azores", "--hands", "1", "--format", "json").stdout)
    assert data["significant"] == []
    for stats in data["results"].values():
        assert all(s["p"] is None and s["low"] is None and s["note"] == "too few samples" for s in stats)


def test_simulate_json_is_strict_json_whatever_the_sample() -> None:
    for hands in ("1", "3"):
        result = run_cli("simulate", "portugal", "--hands", hands, "--format", "json")
        assert result.returncode == 0, result.stderr
        stats = _strict(result.stdout)["statistics"]
        assert all(("note" in s) == (hands == "1") for s in stats if s["n"])
