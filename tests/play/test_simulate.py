"""Simulation: statistics with intervals, the same numbers whatever the workers."""

from __future__ import annotations

import json
import math

from sueca_rules.play.simulate import (
    Counts,
    SerialExecutor,
    executor_for,
    mean_ci,
    plan,
    significant,
    simulate,
    statistics,
    wilson,
)

from ..conftest import run_cli


def test_wilson_interval() -> None:
    p, low, high = wilson(81, 100)
    assert p == 0.81 and 0.72 < low < 0.73 and 0.87 < high < 0.88
    assert wilson(0, 10)[1] == 0.0 and math.isnan(wilson(0, 0)[0])


def test_mean_interval() -> None:
    mean, low, high = mean_ci(10, 30, 5)  # values 2,2,2,2,2 -> sum 10, squares 20; here var > 0
    assert mean == 2 and low < 2 < high


def test_chunks_depend_on_seed_and_index_only() -> None:
    a = plan("portugal", {}, ("greedy", "random"), "hands", 450, 7)
    b = plan("portugal", {}, ("greedy", "random"), "hands", 450, 7)
    assert a == b and [t.count for t in a] == [200, 200, 50]
    assert plan("portugal", {}, ("greedy", "random"), "hands", 450, 8)[0].seed != a[0].seed


def test_same_numbers_with_one_or_two_workers() -> None:
    tasks = plan("brazil", {}, ("greedy", "random"), "matches", 40, 3)
    one = simulate(tasks, SerialExecutor())
    two = simulate(tasks, executor_for(2))
    assert one == two and one.matches == 40


def test_counts_add_up() -> None:
    counts = simulate(plan("mesa-brasileira", {}, ("random", "random"), "hands", 400, 1),
                      SerialExecutor())
    assert counts.hands == 400 and counts.decided + counts.ties == 400
    assert counts.redeals > 0 and counts.deals == counts.hands + counts.redeals
    assert sum(counts.team_hand_wins) == counts.decided


def test_greedy_beats_random_by_a_wide_margin() -> None:
    counts = simulate(plan("portugal", {}, ("greedy", "random"), "matches", 300, 11),
                      executor_for(2))
    stats = {s.name: s for s in statistics(counts)}
    assert stats["team 0 wins the match"].low > 0.65


def test_significance_by_intervals() -> None:
    base = statistics(Counts(hands=100, decided=100, dealer_team_wins=80))
    other = statistics(Counts(hands=100, decided=100, dealer_team_wins=40))
    assert significant(base[0], other[0]) and not significant(base[0], base[0])


def test_simulate_command_json_is_worker_independent() -> None:
    args = ["simulate", "sueca-online", "--hands", "300", "--seed", "5", "--format", "json",
            "-O", "direction=clockwise"]
    one = json.loads(run_cli(*args, "--workers", "1").stdout)
    two = json.loads(run_cli(*args, "--workers", "2").stdout)
    assert one == two and one["options"] == {"direction": "clockwise"}
    names = [s["name"] for s in one["statistics"]]
    assert "dealer's team wins the hand" in names and "60–60 rate" in names


def test_simulate_table_and_compare() -> None:
    table = run_cli("simulate", "portugal", "--matches", "30", "--bot", "greedy,random")
    assert table.returncode == 0 and "team 0 wins the match" in table.stdout
    assert "━" in table.stdout and "Traceback" not in table.stderr
    compared = run_cli("compare", "portugal", "mesa-brasileira", "--hands", "600")
    assert compared.returncode == 0 and "redeal rate (per deal)" in compared.stdout
    assert "*" in compared.stdout  # mesa-brasileira's redeals differ significantly


def test_usage_errors() -> None:
    assert run_cli("simulate", "portugal").returncode == 2
    assert run_cli("simulate", "portugal", "--hands", "10", "--bot", "clever").returncode == 2
    assert run_cli("compare", "portugal", "--hands", "10").returncode == 2
