"""Reading a record: a key written twice, a number too long, a seed out of range, a variant
that is not a variant file — each refused where it is, in words (RecordFormatError)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sueca_rules.records import RecordFormatError, parse_record, read_record
from sueca_rules.records.schema import loads_record

from ..conftest import ROOT

GOLDEN = ROOT / "tests/golden/portugal.json"


def _problems(text: str) -> list[tuple[str, str]]:
    with pytest.raises(RecordFormatError) as info:
        parse_record(loads_record(text))
    return info.value.problems


@pytest.mark.parametrize(("old", "new", "place"), [  # § marks the key written again
    ('"seed": 2026,', '"seed": 2026, §"seed": 7,', ""),
    ('"procedure": "standard",', '"procedure": "standard", §"procedure": "x",', "hands[0]"),
    ('"scores": [', '"scores": [0, 0], §"scores": [', "result"),
    ('"procedure": "standard",', '"procedure": "standard", "x": {"procedure": 1}, '
                                 '§"procedure": "x",', "hands[0]"),
    ('"seed": 2026,', '"seed": 2026, §"se\\u0065d": 7,', ""),
])
def test_a_key_written_twice_is_refused_where_it_is(old: str, new: str, place: str) -> None:
    """By its place in the record and by its line and column: the second time it is written
    (a key of an object inside does not count; an escaped spelling is the same key)."""
    marked = GOLDEN.read_text().replace(old, new, 1)
    again = marked.index("§")
    line, column = marked.count("\n", 0, again) + 1, again - marked.rfind("\n", 0, again)
    with pytest.raises(RecordFormatError) as info:
        loads_record(marked.replace("§", ""), "r.json")
    [(where, what)] = info.value.problems
    assert where == place and "written twice" in what
    assert info.value.lines == [(line, column)]
    assert str(info.value).startswith(f"r.json:{line}:{column}: ")


@pytest.mark.parametrize("digits", [31, 101, 5000, 100_000])
def test_a_seed_out_of_range_says_the_range_however_long(digits: int) -> None:
    text = GOLDEN.read_text().replace('"seed": 2026', '"seed": ' + "9" * digits, 1)
    [(where, what)] = _problems(text)
    assert where == "seed" and "whole number from -10^30 to 10^30" in what
    assert "set_int_max_str_digits" not in what and len(what) < 120


def test_a_huge_number_anywhere_is_that_fields_problem() -> None:
    data = json.loads(GOLDEN.read_text())
    data["hands"][0]["dealer"] = 0
    text = json.dumps(data).replace('"dealer": 0', '"dealer": ' + "7" * 6000, 1)
    [(where, what)] = _problems(text)
    assert where == "hands[0].dealer" and "6,000 digits" in what


@pytest.mark.parametrize("variant", ["/etc/passwd", "../notes.txt", "x.json", "dir/"])
def test_a_variant_that_is_not_a_variant_file_is_refused_unread(variant: str) -> None:
    data = {**json.loads(GOLDEN.read_text()), "variant": variant}
    with pytest.raises(RecordFormatError, match="is not a variant file"):
        parse_record(data)


@pytest.mark.parametrize("variant", ["portugal", "house/mine.sueca", "/abs/x.yaml", "a.yml"])
def test_a_bundled_name_or_a_variant_file_is_a_variant(variant: str) -> None:
    assert parse_record({**json.loads(GOLDEN.read_text()), "variant": variant}).variant == variant


def test_read_record_refuses_a_key_twice_with_the_file_named(tmp_path: Path) -> None:
    path = tmp_path / "twice.json"
    path.write_text(GOLDEN.read_text().replace('"seed": 2026,', '"seed": 2026, "seed": 2026,'))
    with pytest.raises(RecordFormatError) as info:
        read_record(path)
    assert str(info.value).startswith(f"{path}:5:16: the key 'seed' is written twice")
