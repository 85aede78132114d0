"""Simulation: chunks made lazily, the same numbers whatever the workers, statistics by data."""

from __future__ import annotations

import itertools
import json
import math
import os

import pytest

from sueca_rules.play.simulate import (
    Counts,
    Run,
    SerialRunner,
    executor_for,
    plan,
    simulate,
    statistics,
    usable_workers,
)
from sueca_rules.play.stats import by_name
from sueca_rules.play.table import derive_seed

from ..conftest import run_cli


def test_chunks_depend_on_seed_and_index_only() -> None:
    a = plan("portugal", {}, ("greedy", "random"), "hands", 450, 7)
    b = plan("portugal", {}, ("greedy", "random"), "hands", 450, 7)
    assert a == b and [t.count for t in a] == [200, 200, 50]
    assert plan("portugal", {}, ("greedy", "random"), "hands", 450, 8)[0].seed != a[0].seed


def test_a_seed_and_its_negative_play_different_games() -> None:
    """random.Random(5) and random.Random(-5) are one generator; the run's seeds are not."""
    plus = plan("portugal", {}, ("random", "random"), "hands", 200, 5)[0]
    minus = plan("portugal", {}, ("random", "random"), "hands", 200, -5)[0]
    assert plus.seed != minus.seed and derive_seed(5) != derive_seed(-5)
    assert simulate([plus], SerialRunner()) != simulate([minus], SerialRunner())


def test_a_huge_run_starts_at_once() -> None:
    """A trillion hands: the chunks are made as they are taken, never listed."""
    run = Run.of("portugal", {}, ("random", "random"), "hands", 10**12, 1)
    assert run.chunks == 5 * 10**9
    first = list(itertools.islice(run.tasks(), 3))
    assert [t.index for t in first] == [0, 1, 2] and first[0].count == 200
    assert simulate(itertools.islice(run.tasks(), 2), SerialRunner())["hands"] == 400


def test_same_numbers_with_one_or_two_workers() -> None:
    tasks = plan("brazil", {}, ("greedy", "random"), "matches", 40, 3, revoke_rate=0.02)
    one = simulate(tasks, SerialRunner())
    two = simulate(tasks, executor_for(2))
    assert one == two and one["matches"] == 40 and one["revokes"] > 0


def test_counts_add_up() -> None:
    counts = simulate(plan("mesa-brasileira", {}, ("random", "random"), "hands", 400, 1), SerialRunner())
    assert counts["hands"] == 400 and counts["decided"] + counts["ties"] == 400
    assert counts["redeals"] > 0 and counts["deals"] == counts["hands"] + counts["redeals"]
    assert counts["team0_hand_wins"] <= counts["decided"]
    procedures = dict(counts.with_prefix("deal:"))
    assert sum(procedures.values()) == counts["deals"]


def test_the_dealer_chooses_the_deal_or_the_option_does() -> None:
    chosen = simulate(plan("portugal", {}, ("greedy", "greedy"), "hands", 400, 2), SerialRunner())
    both = dict(chosen.with_prefix("deal:"))
    assert set(both) == {"standard", "alternative"} and min(both.values()) > 100
    fixed = simulate(plan("portugal", {}, ("greedy", "greedy"), "hands", 400, 2, deal="alternative"),
                     SerialRunner())
    assert dict(fixed.with_prefix("deal:")) == {"alternative": 400}


def test_revokes_and_accusations_happen_only_where_the_variant_accepts_them() -> None:
    counts = simulate(plan("portugal", {}, ("greedy", "greedy"), "hands", 400, 4, revoke_rate=0.05),
                      SerialRunner())
    stats = by_name(statistics(counts))
    assert 0.03 < stats["revokes per chance to revoke"].value < 0.07
    assert counts["accusations_proven"] > 0 and counts["settled:revoke"] > 0
    assert stats["accusations proven"].value == 1.0  # bots accuse only on proof
    refused = simulate(plan("sueca-online", {}, ("greedy", "greedy"), "hands", 200, 4, revoke_rate=0.5),
                       SerialRunner())
    assert refused["revokes"] == 0 and "revokes per chance to revoke" not in by_name(statistics(refused))


def test_blind_accusations_are_false_and_punished_where_the_variant_says() -> None:
    counts = simulate(plan("mesa-brasileira", {}, ("greedy", "greedy"), "hands", 400, 4, accuse_rate=0.5),
                      SerialRunner())
    assert counts["accusations_false"] > 50 and counts["settled:false-accusation"] == counts["accusations_false"]


def test_statistics_follow_the_tallies() -> None:
    """A family of tallies becomes statistics with no code: e.g. named results (issue 11)."""
    counts = Counts({"hands": 100, "decided": 98, "ties": 2, "infraction:talking": 1})
    stats = by_name(statistics(counts))
    assert stats["infraction 'talking' (per hand)"].n == 100
    assert "team 0 wins the match" not in stats  # no match was played
    played = by_name(statistics(Counts({"hands": 500, "matches": 100, "result:capote": 3})))
    assert played["matches named 'capote'"].value == 0.03 and played["matches named 'capote'"].n == 100
    assert math.isclose(stats["60–60 rate"].value, 0.02)


def test_usable_workers_are_capped_and_say_why() -> None:
    assert usable_workers(1, 10) == (1, None)
    workers, why = usable_workers(1000, 1)
    assert workers == 1 and why is not None and "1 chunk" in why


def test_simulate_command_json_is_worker_independent() -> None:
    args = ["simulate", "sueca-online", "--hands", "300", "--seed", "5", "--format", "json",
            "-O", "direction=clockwise"]
    one = json.loads(run_cli(*args, "--workers", "1").stdout)
    two = json.loads(run_cli(*args, "--workers", "2").stdout)
    assert one == two and one["options"] == {"direction": "clockwise"} and one["partial"] is False
    names = [s["name"] for s in one["statistics"]]
    assert "dealer's team wins the hand" in names and "60–60 rate" in names
    assert all(s["to_detect"] >= 0 for s in one["statistics"])


def test_simulate_table_and_compare() -> None:
    table = run_cli("simulate", "portugal", "--matches", "30", "--bot", "greedy,random")
    assert table.returncode == 0 and "team 0 wins the match" in table.stdout
    assert "─" in table.stdout and "Traceback" not in table.stderr
    assert "to detect" in table.stdout and "80% power" in table.stdout
    compared = run_cli("compare", "portugal", "mesa-brasileira", "--hands", "600")
    assert compared.returncode == 0 and "redeal rate" in compared.stdout
    assert "*" in compared.stdout  # mesa-brasileira's redeals differ significantly


@pytest.mark.parametrize(("args", "named"), [
    (["simulate", "portugal"], "--hands N or --matches N"),
    (["simulate", "portugal", "--hands", "100", "--matches", "10"], "only one of"),
    (["simulate", "portugal", "--hands", "0"], "--hands must be at least 1, not 0"),
    (["simulate", "portugal", "--hands", "-1"], "not -1"),
    (["simulate", "portugal", "--matches", "ten"], "'ten'"),
    (["simulate", "portugal", "--hands", "9" * 5000], "--hands takes a whole number"),
    (["simulate", "portugal", "--hands", "10", "--workers", "0"], "--workers must be at least 1, not 0"),
    (["simulate", "portugal", "--hands", "10", "--bot", "clever"], "not 'clever'"),
    (["simulate", "portugal", "--hands", "10", "--revoke-rate", "1.5"], "'1.5'"),
    (["simulate", "portugal", "--hands", "10", "--revoke-rate", "nan"], "'nan'"),
    (["simulate", "portugal", "--hands", "10", "--deal", "sideways"], "no 'sideways' deal"),
    (["simulate", "portugal", "--hands", "10", "--detect", "0%"], "'0%'"),
    (["simulate", "nope", "--hands", "10"], "nope"),
    (["compare", "portugal", "--hands", "10"], "two variants"),
    (["compare", "portugal", "brazil", "--until-significant"], "--max-hands N or --max-matches N"),
    (["compare", "portugal", "brazil", "--hands", "10", "--max-hands", "100"], "--until-significant"),
    (["compare", "portugal", "brazil", "--until-significant", "--max-hands", "100", "--stat", "x"], "'x'"),
])
def test_usage_errors_name_the_value_and_exit_2(args: list[str], named: str) -> None:
    result = run_cli(*args)
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("sueca-rules: error: ") and named in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_too_many_workers_are_capped_with_a_note() -> None:
    result = run_cli("simulate", "portugal", "--hands", "10", "--workers", "1000", "--format", "json")
    assert result.returncode == 0 and "using 1 worker, not 1000: the run has 1 chunk" in result.stderr
    assert json.loads(result.stdout)["played"] == 10


def test_revoke_rate_where_illegal_cards_are_refused_says_it_changes_nothing() -> None:
    result = run_cli("simulate", "jogos-do-rei", "--hands", "10", "--revoke-rate", "0.1")
    assert result.returncode == 0 and "refuses illegal cards" in result.stderr


def test_compare_finds_what_the_revoke_penalty_does_to_a_match() -> None:
    """The house file differs from portugal only in the revoke penalty (the match, not a game):
    with revokes at 5% of chances, matches get much shorter."""
    result = run_cli("compare", "portugal", "variants/house/portugal-revoke-match.sueca", "--revoke-rate",
                     "0.05", "--matches", "60", "--seed", "3", "--format", "json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert any(s["name"] == "hands per match" for s in data["significant"])
    portugal, house = data["results"].values()
    base, strict = (next(s for s in r if s["name"] == "hands per match") for r in (portugal, house))
    assert strict["value"] < base["value"] / 2 and strict["p"] < 0.001


def test_compare_until_significant_stops_at_the_first_round_that_shows_it() -> None:
    args = ["compare", "portugal", "variants/house/portugal-revoke-match.sueca", "--revoke-rate", "0.05",
            "--until-significant", "--stat", "hands per match", "--matches", "20", "--max-matches", "640"]
    found = run_cli(*args)
    assert found.returncode == 0, found.stderr
    assert "Significant after" in found.stdout and "hands per match" in found.stdout
    same = run_cli("compare", "portugal", "variants/house/portugal-void-ties.sueca", "--until-significant",
                   "--stat", "bandeira rate", "--hands", "200", "--max-hands", "800", "--format", "json")
    data = json.loads(same.stdout)
    assert same.returncode == 0 and data["significant"] == [] and data["played"] == 800 and data["rounds"] == 3


@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_stops_a_huge_run_with_partial_statistics(workers: str) -> None:
    """A trillion hands start at once; Ctrl-C (SIGINT to the whole process group, as a
    terminal sends it) ends the run with the statistics so far, marked partial, exit 130."""
    import os
    import signal
    import subprocess
    import sys

    from ..conftest import ROOT

    process = subprocess.Popen([sys.executable, "-m", "sueca_rules", "simulate", "portugal", "--hands",
                                "1000000000000", "--format", "json", "--workers", workers],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                               start_new_session=True)
    try:
        _wait_for_cpu(process.pid, 1.5)  # CPU time, not wall time: a loaded machine plays slower
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130 and "Traceback" not in err, err
    data = json.loads(out)
    assert data["partial"] is True and 0 < data["played"] < 10**12 and data["played"] % 200 == 0
    hands = next(s for s in data["statistics"] if s["name"] == "game points per hand")
    assert hands["n"] == data["played"]


def _cpu_seconds(pid: int) -> float:
    """CPU seconds used by `pid` and its live children (Linux /proc), or -1 where unknown."""
    from pathlib import Path

    total = 0.0
    try:
        pids = [pid] + [int(c) for t in Path(f"/proc/{pid}/task").iterdir()
                        for c in (t / "children").read_text().split()]
        for one in pids:
            fields = Path(f"/proc/{one}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return -1.0
    return total


def _wait_for_cpu(pid: int, seconds: float) -> None:
    """Until the process (with its workers) has used `seconds` of CPU: by then it has played
    hands, however loaded the machine. Where /proc is missing, a plain wait."""
    import time

    deadline = time.monotonic() + 120  # a safety net only
    while time.monotonic() < deadline:
        used = _cpu_seconds(pid)
        if used < 0:
            time.sleep(seconds * 2)
            return
        if used >= seconds:
            return
        time.sleep(0.1)
