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


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str], Path]:
    def _write(name: str, text: str) -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return _write


def run_cli(*args: str, cwd: Path | None = None, timeout: float = 60,
            input_text: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real command line in a subprocess (a hang fails instead of blocking CI)."""
    return subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=cwd or ROOT, input=input_text)


def problems_of(func: Callable[[], object]) -> list[str]:
    """The rendered first lines of the problems a call raises (fails if it raises none)."""
    with pytest.raises(ProblemsError) as info:
        func()
    return [p.render().splitlines()[0] for p in info.value.problems]
