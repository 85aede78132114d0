"""What `simulate` and `compare` print: a title on one line at 80–160 columns, tables that fit
the terminal, and columns named by the variants' own names (a path only where two names clash)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli


def _run(*args: str, columns: int) -> str:
    env = {**os.environ, "COLUMNS": str(columns)}
    done = run_cli(*args, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("columns", [80, 100, 160])
def test_the_title_is_one_line(columns: int) -> None:
    out = _run("simulate", "portugal", "--hands", "40", columns=columns)
    first = out.splitlines()[0]
    assert first.rstrip().endswith("seed 0") and len(first.rstrip()) <= columns


@pytest.mark.parametrize("columns", [80, 100])
def test_tables_fit_the_terminal(columns: int) -> None:
    house = str(ROOT / "variants" / "house" / "portugal-revoke-match.sueca")
    for args in (("simulate", "portugal", "--matches", "20", "--revoke-rate", "0.05"),
                 ("compare", "portugal", house, "--matches", "20", "--revoke-rate", "0.05")):
        lines = _run(*args, columns=columns).splitlines()
        assert max(len(line.rstrip()) for line in lines) <= columns, args
        assert any("portugal-revoke-match" in line for line in lines) or args[0] == "simulate"
        assert not any("…" in line for line in lines), "a value or a name was cut short"


def test_compare_names_columns_by_the_variants_names(tmp_path: Path) -> None:
    house = ROOT / "variants" / "house" / "portugal-void-ties.sueca"
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "mine.sueca").write_text("variant mine extends portugal\nmatch to 6\n")
    (tmp_path / "b" / "mine.sueca").write_text("variant mine extends portugal\nmatch to 2\n")
    out = _run("compare", "portugal", str(house), "--hands", "40", columns=160)
    header = next(line for line in out.splitlines() if "statistic" in line)
    assert "portugal-void-ties" in header and str(house) not in header
    clash = _run("compare", str(tmp_path / "a" / "mine.sueca"), str(tmp_path / "b" / "mine.sueca"),
                 "--hands", "40", columns=200)
    header = next(line for line in clash.splitlines() if "statistic" in line)
    assert "a/mine.sueca" in header and "b/mine.sueca" in header and str(tmp_path) not in header
