"""The examples in docs/ run: the case-file guide's variant and cases pass as written."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import ROOT, run_cli


def test_writing_cases_guide_example_passes(tmp_path: Path) -> None:
    text = (ROOT / "docs" / "writing-cases.md").read_text(encoding="utf-8")
    variant = re.search(r"```\n(variant our-table.*?)```", text, re.S)
    cases = re.search(r"```yaml\n(variant: house\.sueca.*?)```", text, re.S)
    assert variant and cases
    (tmp_path / "house.sueca").write_text(variant.group(1), encoding="utf-8")
    (tmp_path / "house-cases.yaml").write_text(cases.group(1), encoding="utf-8")
    result = run_cli("conform", str(tmp_path / "house-cases.yaml"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("2 passed, 0 failed")
