"""Shared helpers: write variant text to a temporary file and load or run it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.errors import ProblemsError
from sueca_rules.source.resolve import bundled_names

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = bundled_names()

# The sweeps and the tests that install, build, start clusters or play long runs: marked slow
# here, in one place, so that `pytest -n auto` (the README's command) stays a few minutes on
# two cores; `.ci/run` runs them too (`pytest -n auto -m slow`). A node id or its prefix.
SLOW = (
    "tests/cli/test_hostile.py",  # every hostile value for every option of every command
    "tests/cli/test_encoding.py::test_every_command_prints_in_a_narrow_encoding",
    "tests/cli/test_outputs.py::test_no_input_is_overwritten_however_it_is_named",
    "tests/cli/test_outputs.py::test_no_source_the_tool_reads_is_replaced_by_another_kind",
    "tests/cli/test_engine_cli.py::test_a_seed_out_of_range_is_refused_up_front",
    "tests/cli/test_conform_cli.py::test_an_invalid_case_file_is_located_and_exits_2",
    "tests/cli/test_bench_cli.py",
    "tests/source/test_line_ends.py::test_python_only_line_ends_are_refused_where_they_are",
    "tests/source/test_line_ends.py::test_carets_and_columns_are_on_the_wrong_value_whatever_the_line_ends",
    "tests/docs/test_matrix_scoring.py::test_the_bandeira_is_what_the_matrix_says",
    "tests/docs/test_matrix_scoring.py::test_each_band_scores_what_the_matrix_says",
    "tests/docs/test_matrix_scoring.py::test_a_tie_is_what_the_matrix_says",
    "tests/engine/test_state_machine.py",  # the property walk over every variant
    "tests/play/test_dask.py",  # local clusters
    "tests/play/test_dask_reach.py",  # clusters, and a real scheduler killed mid-run
    "tests/cli/test_stop_signals.py::test_a_burst_of_signals_after_the_first_loses_no_statistics",
    "tests/lsp/test_framing.py",  # a server per mis-framed message
    "tests/lsp/test_load.py",
    "tests/fuzz/",
    "tests/test_packaging.py",  # builds and installs a wheel
    "tests/test_pre_commit_hooks.py",  # real pre-commit runs
)


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str], Path]:
    def _write(name: str, text: str) -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return _write


def run_cli(*args: str, cwd: Path | None = None, timeout: float = 60,
            input_text: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real command line in a subprocess (a hang fails instead of blocking CI; with no
    `input_text` its standard input is empty, never the test run's own)."""
    if input_text is None:
        return subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True,
                              text=True, timeout=timeout, cwd=cwd or ROOT, stdin=subprocess.DEVNULL)
    return subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=cwd or ROOT, input=input_text)


def problems_of(func: Callable[[], object]) -> list[str]:
    """The rendered first lines of the problems a call raises (fails if it raises none)."""
    with pytest.raises(ProblemsError) as info:
        func()
    return [p.render().splitlines()[0] for p in info.value.problems]
