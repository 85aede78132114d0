"""House rules: every file in variants/house/ has its own case file in tests/conformance/house/,
and every case quotes the table's rule as the house file writes it (in its comments) and says
in a `note` which table plays it. (pytest runs the cases themselves: the plugin collects them.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from ..conftest import ROOT

HOUSE = sorted((ROOT / "variants" / "house").glob("*.sueca"))
CASES = ROOT / "tests" / "conformance" / "house"


def _words(path: Path) -> str:
    """The house file's comments, joined into one text (a quote may run over several lines)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    comments = [line.split("#", 1)[1] for line in lines if "#" in line]
    return re.sub(r"\s+", " ", " ".join(comments))


def test_at_least_eight_house_rule_files() -> None:
    assert len(HOUSE) >= 8


@pytest.mark.parametrize("variant", HOUSE, ids=lambda p: p.stem)
def test_each_house_file_has_cases_that_quote_it(variant: Path) -> None:
    cases = CASES / f"{variant.stem}.yaml"
    assert cases.is_file(), f"{variant.name} has no case file {cases.relative_to(ROOT)}"
    data = yaml.safe_load(cases.read_text(encoding="utf-8"))
    assert (cases.parent / data["variant"]).resolve() == variant.resolve()
    words = _words(variant)
    for case in data["cases"]:
        assert case.get("note") or data.get("note"), f"{case['id']}: say which table plays it"
        quote = re.sub(r"\s+", " ", case["quote"]).strip()
        assert quote in words, f"{case['id']}: not in {variant.name}'s comments: {quote!r}"
