"""How a record names its variant, where replay finds it, and how autoplay writes a record."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from sueca_rules.errors import UnknownVariant
from sueca_rules.records.files import record_reference, record_text, record_variant

from ..conftest import ROOT


@pytest.fixture
def house(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "house").mkdir()
    (tmp_path / "house" / "mine.sueca").write_text("variant mine extends brazil\nmatch to 2\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_bundled_variant_is_named(house: Path) -> None:
    assert record_reference("portugal", house / "g.json") == "portugal"
    assert record_variant("portugal", house).name == "portugal.sueca"  # type: ignore[union-attr]


def test_a_variant_file_is_named_beside_the_record_or_absolutely(house: Path) -> None:
    assert record_reference("house/mine.sueca", house / "house" / "g.json") == "mine.sueca"
    assert record_reference("house/mine.sueca", house / "g.json") == "house/mine.sueca"
    elsewhere = house / "out" / "g.json"
    assert record_reference("house/mine.sueca", elsewhere) == str(house / "house/mine.sueca")
    assert record_reference("house/mine.sueca") == str(house / "house/mine.sueca")  # stdout


def test_replay_looks_beside_the_record_then_here(house: Path) -> None:
    assert record_variant("mine.sueca", house / "house") == house / "house" / "mine.sueca"
    assert record_variant("house/mine.sueca", house / "elsewhere") == house / "house/mine.sueca"
    assert record_variant(str(house / "house/mine.sueca"), Path("/")) == house / "house/mine.sueca"
    with pytest.raises(UnknownVariant, match="neither beside the record"):
        record_variant("nope.sueca", house)


@pytest.mark.parametrize("variant", ["/etc/passwd", "notes.txt"])
def test_replay_never_opens_a_file_that_is_not_a_variant_file(variant: str, house: Path) -> None:
    with pytest.raises(UnknownVariant, match="not a variant file"):
        record_variant(variant, house)


def test_a_suffixless_name_is_a_bundled_one_never_a_file_here(house: Path) -> None:
    (house / "passwd").write_text("variant x extends portugal\n")
    with pytest.raises(UnknownVariant, match="no bundled variant named 'passwd'"):
        record_variant("passwd", house)
    with pytest.raises(UnknownVariant, match="rename it"):
        record_reference("passwd", house / "g.json")  # autoplay refuses to record it


def test_record_text_is_the_records_json_one_hand_a_line() -> None:
    for path in sorted((ROOT / "tests/golden").glob("*.json")):
        record = json.loads(path.read_text())
        text = record_text(record)
        assert json.loads(text) == record
        assert len(text.splitlines()) < 20 + 2 * len(record["hands"])
    series = {"format": "sueca-rules/series@1", "matches": [record, record], "result": {"wins": [1, 0]}}
    assert json.loads(record_text(series)) == series


def test_references_survive_a_moved_folder(house: Path, tmp_path: Path) -> None:
    reference = record_reference("house/mine.sueca", house / "house" / "g.json")
    moved = tmp_path / "moved"
    os.rename(house / "house", moved)
    assert record_variant(reference, moved) == moved / "mine.sueca"
