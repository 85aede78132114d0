"""The project's own case files: every case cites its source and quotes it verbatim."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from ..conftest import BUNDLED, ROOT

HERE = Path(__file__).parent
SEEDS = ROOT.parent / "shared" / "seeds"
FILES = sorted(HERE.glob("*.yaml"))


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_every_bundled_variant_has_cases() -> None:
    named = {yaml.safe_load(p.read_text())["variant"] for p in FILES}
    assert named >= set(BUNDLED)


def test_well_over_a_hundred_cases() -> None:
    assert sum(len(yaml.safe_load(p.read_text())["cases"]) for p in FILES) > 120


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_cases_cite_and_quote_their_source(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    for case in data["cases"]:
        source = case.get("source") or data.get("source")
        assert source and case.get("quote"), case["id"]
        seed = SEEDS / source
        if not seed.exists():
            pytest.skip("the seed documents are not beside this checkout")
        text = _squash(seed.read_text(encoding="utf-8"))
        for part in re.split(r"\s*\.\.\.\s*", case["quote"]):
            assert _squash(part) in text, f"{case['id']}: not verbatim in {source}: {part!r}"
