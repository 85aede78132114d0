"""A `declare:` name the variant neither punishes nor allows is a located error that names the
nearest and both lists (the engine's refusal names the nearest too)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from sueca_rules.conformance.cases import load_case_file
from sueca_rules.errors import IllegalMove, ProblemsError
from sueca_rules.loading import new_match

from ..conftest import ROOT

SHOWN = ROOT / "variants" / "house" / "mostrar-ao-seguinte.sueca"


def test_a_misspelt_declared_name_gets_the_nearest_and_the_allowed_acts(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(yaml.safe_dump({"variant": str(SHOWN), "cases": [{
        "id": "c", "quote": "q", "play": {
            "dealer": 0, "trump_card": "AS", "moves": ["KH"],
            "hands": {3: ["KH", "2C"], 2: ["2H", "3C"], 1: ["3H", "4C"], 0: ["4H", "AS"]},
            "declare": {"team": 1, "infraction": "shown-to-nxet"}},
        "expect": {"scores": [0, 0]}}]}, sort_keys=False), encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_case_file(path)
    [problem] = info.value.problems
    assert (problem.source_line or "").strip() == "infraction: shown-to-nxet"  # on the name written
    # misdeal: Portugal's, declarable there (dealt again, nobody punished: EN19-02)
    assert problem.message == ("the variant neither punishes nor allows 'shown-to-nxet' — did you "
                               "mean 'shown-to-next'? — it punishes: misdeal, shown-to-partner; it allows: "
                               "shown-to-next")


def test_the_engine_refusal_names_the_nearest_and_changes_nothing() -> None:
    match = new_match(SHOWN, seed=2)
    hand = match.deal()
    before = match.record()
    with pytest.raises(IllegalMove, match="did you mean 'shown-to-partner'") as info:
        match.declare(0, "shown-to-partnr")
    assert "shown-to-next" in str(info.value)
    assert match.record() == before and hand.legal_cards()
