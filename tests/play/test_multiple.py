"""Holm's step-down correction in `compare`: the arithmetic against the procedure as Holm
states it, and real comparisons whose marks, JSON and verdicts follow it."""

from __future__ import annotations

import json
import math
import random

import pytest

from sueca_rules.errors import ArgumentError
from sueca_rules.play.multiple import adjusted, holm

from ..conftest import run_cli

MANY = ["portugal", "brazil", "sueca-online", "azores"]


def _step_down(p_values: list[float], level: float) -> set[int]:
    """Holm (1979) as written: order the m p-values; reject H_(1), H_(2), ... while
    p_(i) < level / (m - i + 1); stop at the first that is not."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    rejected: set[int] = set()
    for rank, index in enumerate(order):
        if p_values[index] >= level / (len(p_values) - rank):
            break
        rejected.add(index)
    return rejected


def test_adjusted_p_values_reject_what_the_step_down_procedure_rejects() -> None:
    draw = random.Random(24)
    for _ in range(300):
        m = draw.randint(1, 40)
        ps = [draw.random() ** draw.choice((1, 3, 8)) for _ in range(m)]
        adjusted_ps = holm(ps)
        assert all(p <= q <= 1 for p, q in zip(ps, adjusted_ps, strict=True))
        for level in (0.01, 0.05, 0.2):
            holm_set = {i for i, q in enumerate(adjusted_ps) if q < level}
            assert holm_set == _step_down(ps, level)
            bonferroni = {i for i, p in enumerate(ps) if p * m < level}
            plain = {i for i, p in enumerate(ps) if p < level}
            assert bonferroni <= holm_set <= plain


def test_untested_statistics_are_not_counted_and_arguments_are_checked() -> None:
    with_gap = holm([0.01, math.nan, 0.02])
    assert math.isnan(with_gap[1]) and with_gap[0] == pytest.approx(0.02) and with_gap[2] == pytest.approx(0.02)
    assert adjusted([0.01, 0.02], "none") == [0.01, 0.02]
    for call in (lambda: holm("0.1"), lambda: holm([0.1, "x"]), lambda: adjusted([0.1], "bonferroni")):
        with pytest.raises(ArgumentError):
            call()


def _compare(*extra: str) -> dict:
    result = run_cli("compare", *MANY, "--hands", "6000", "--seed", "5", "--format", "json", *extra, timeout=300)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_plain_compare_marks_only_what_survives_holm() -> None:
    corrected, plain = _compare(), _compare("--correction", "none")
    tested = [(variant, s) for variant, stats in list(corrected["results"].items())[1:] for s in stats
              if s["p"] is not None]
    assert corrected["correction"] == {"name": "holm", "tests": len(tested), "level": 0.05, "rounds_planned": 1}
    # the adjusted p-values are Holm's over every statistic of every variant compared
    expected = holm([s["p"] for _, s in tested])
    assert [s["p_adjusted"] for _, s in tested] == pytest.approx(expected)
    assert all(s["significant"] == (s["p_adjusted"] < 0.05) for _, s in tested)
    marked = {(v, s["name"]) for v, s in tested if s["significant"]}
    assert {(d["variant"], d["name"]) for d in corrected["significant"]} == marked
    # uncorrected: the same p-values, each on its own at 5%; more marks, never fewer
    plain_marked = {(v, s["name"]) for v, stats in list(plain["results"].items())[1:] for s in stats
                    if s.get("significant")}
    assert plain["correction"]["name"] == "none"
    assert plain_marked == {(v, s["name"]) for v, s in tested if s["p"] < 0.05}
    assert marked < plain_marked  # this run has differences that only pass uncorrected
    table = run_cli("compare", *MANY, "--hands", "6000", "--seed", "5", timeout=300)
    assert f"Holm's correction over the {len(tested)} tests made, at 0.05" in " ".join(table.stdout.split())
    stars = sum(line.count(" *") for line in table.stdout.splitlines())
    assert stars == len(marked), table.stdout + table.stderr


def test_until_significant_stops_on_a_difference_significant_after_the_correction() -> None:
    """Paired by the played hands, the tie-doubling rule shows in the game points per hand
    within a few rounds; each round is corrected by Holm at 5% / the rounds planned."""
    result = run_cli("compare", "portugal", "variants/house/porto-dobra.sueca", "--until-significant",
                     "--max-hands", "80000", "--format", "json", timeout=300)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    correction = data["correction"]
    assert correction["name"] == "holm" and correction["rounds_planned"] > data["rounds"] >= 1
    assert correction["level"] == pytest.approx(0.05 / correction["rounds_planned"])
    assert data["played"] < 80000 and data["significant"]
    assert all(d["p_adjusted"] < correction["level"] for d in data["significant"])
    text = run_cli("compare", "portugal", "variants/house/porto-dobra.sueca", "--until-significant",
                   "--max-hands", "80000", timeout=300).stdout
    assert "Significant after" in text and "adjusted p" in text and "Holm's correction" in text
