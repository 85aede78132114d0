"""`sueca-rules bench`: every speed side by side, for any variant; bad values refused first."""

from __future__ import annotations

import pytest

from ..conftest import BUNDLED, run_cli


def test_bench_prints_every_speed_and_the_ratios() -> None:
    result = run_cli("bench", "--hands", "200", "--repeat", "1", "--expert-decisions", "3", "--duel", "0")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("engine (portugal, public API):") and "hands/s" in lines[0]
    assert "engine / hand-written:" in lines[1]
    assert lines[2].startswith("simulate, random bots:") and "simulate-random / engine:" in lines[2]
    assert lines[3].startswith("simulate, greedy bots:") and "simulate-greedy / simulate-random:" in lines[3]
    assert lines[4].startswith("expert bot:") and "decisions/s" in lines[4] and "ms a decision" in lines[4]
    # then the other tables, each with random and greedy bots
    first = lines.index("other tables (simulate on the Python engine; the kernel plays the usual table only):")
    assert len([line for line in lines[first + 1:first + 5] if "random" in line and "greedy" in line]) == 4
    assert "two players, three cards each, a stock:" in lines[first + 1]


def test_bench_sets_the_kernel_and_the_experts_side_by_side() -> None:
    """The kernel's rates against the Python path's in the same run, both experts, and the
    search expert against the playout expert over duplicate matches."""
    result = run_cli("bench", "--hands", "100", "--repeat", "1", "--expert-decisions", "2", "--duel", "1",
                     timeout=300)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "simulate on the kernel, random bots:" in out and "kernel / Python, random:" in out
    assert "simulate on the kernel, greedy bots:" in out and "kernel / Python, greedy:" in out
    assert "playout expert (the earlier one):" in out
    assert "expert vs playout, 1 duplicate matches: expert wins" in out and "95% CI" in out


@pytest.mark.parametrize("name", BUNDLED)
def test_bench_runs_every_bundled_variant(name: str) -> None:
    result = run_cli("bench", name, "--hands", "20", "--repeat", "1", "--expert-decisions", "1", "--duel", "0")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"engine ({name}, public API):")


def test_the_older_variant_option_still_works() -> None:
    result = run_cli("bench", "--variant", "azores", "--hands", "20", "--repeat", "1", "--expert-decisions", "1",
                     "--duel", "0")
    assert result.returncode == 0 and result.stdout.startswith("engine (azores, public API):")


@pytest.mark.parametrize(("args", "named"), [
    (["--hands", "0"], "--hands must be at least 1, not 0"),
    (["--hands", "-1"], "not -1"),
    (["--repeat", "0"], "--repeat must be at least 1, not 0"),
    (["--hands", "many"], "'many'"),
    (["--expert-decisions", "0"], "not 0"),
    (["nope"], "nope"),
    (["--variant", "nope"], "nope"),
    (["portugal", "--variant", "brazil"], "two variants"),
])
def test_bench_refuses_bad_values_before_timing(args: list[str], named: str) -> None:
    result = run_cli("bench", *args)
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("sueca-rules: error: ") and named in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
