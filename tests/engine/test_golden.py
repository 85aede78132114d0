"""Golden records: one committed match per bundled variant, replayed in CI.

An accidental rule change shows up here as a diff. To refresh after an intended change:
    sueca-rules autoplay VARIANT --seed 2026 -o tests/golden/VARIANT.json

`tests/golden/format1/` keeps records written in the first record format (``record@1``):
published records stay readable, so those must replay, unchanged, forever.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sueca_rules.engine.autoplay import random_match
from sueca_rules.records import read_record, replay

from ..conftest import BUNDLED, ROOT
from ..loaded import load_rules

GOLDEN = ROOT / "tests" / "golden"



def _usual_table(name: str) -> bool:
    """Four seats in two pairs, every card dealt, no auction: a table format 1 could record."""
    rules = load_rules(name)
    return (rules.table.players, rules.table.sides) == (4, 2) and rules.deals.stock is None \
        and not rules.deals.aside and rules.bidding is None


def test_every_bundled_variant_has_a_golden_record() -> None:
    assert {p.stem for p in GOLDEN.glob("*.json")} >= set(BUNDLED)
    # format 1 knew only the usual table: the variants of other tables (#22) have none
    usual = {name for name in BUNDLED if _usual_table(name)}
    assert {p.stem for p in (GOLDEN / "format1").glob("*.json")} >= usual
    assert {"sueca-a-dois", "sueca-52", "sueca-italiana"} <= set(BUNDLED) - usual


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.json")), ids=lambda p: p.stem)
def test_golden_record_replays_and_regenerates_identically(path: Path) -> None:
    record = read_record(path)
    match = replay(record, lambda v, o: load_rules(v, o or None))
    assert match.summary() == record["result"]
    again = random_match(load_rules(record["variant"], record["options"] or None),
                         record["seed"], variant_ref=record["variant"])
    assert json.loads(json.dumps(again.record())) == record


@pytest.mark.parametrize("path", sorted((GOLDEN / "format1").glob("*.json")), ids=lambda p: p.stem)
def test_format1_records_still_replay(path: Path) -> None:
    record = read_record(path)
    assert record["format"] == "sueca-rules/record@1"
    match = replay(record, lambda v, o: load_rules(v, o or None))
    summary = match.summary()
    summary.pop("named", None)  # format 1 records name no results
    assert summary == record["result"]
    assert [e.deck for e in match.entries] == [h["deck"] for h in record["hands"]]
