"""Game records: write a match as JSON, and replay one to the identical result."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..compiled import Rules
from ..errors import SuecaError
from .match import RECORD_FORMAT, Match


class RecordError(SuecaError):
    """A record that cannot be read or does not replay to the result it states."""


def replay(record: dict[str, Any], load: Callable[[str, dict[str, str]], Rules]) -> Match:
    """Play a record's actions again and check the result is the one recorded.

    `load(variant, options)` compiles the record's variant (so records of house files work).
    """
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(f"not a sueca-rules record (format should be '{RECORD_FORMAT}')")
    rules = load(str(record["variant"]), dict(record.get("options") or {}))
    match = Match(rules, record.get("seed"), int(record["first_dealer"]), str(record["variant"]))
    for number, entry in enumerate(record.get("hands") or [], 1):
        if entry["dealer"] != match.dealer:
            raise RecordError(f"hand {number}: the record says seat {entry['dealer']} deals, "
                              f"the rules say seat {match.dealer}")
        if number == 1 or (record["hands"][number - 2]["actions"] or [[None]])[-1][0] != "redeal":
            match.deal(entry["procedure"], entry["deck"], entry.get("cut"))
        for action in entry["actions"]:
            kind, value = action
            if kind == "play":
                match.play(value)
            elif kind == "accuse":
                match.accuse(int(value))
            elif kind == "redeal":
                nxt = record["hands"][number]
                match.request_redeal(int(value), nxt["procedure"], nxt["deck"], nxt.get("cut"))
            else:
                raise RecordError(f"hand {number}: unknown action '{kind}'")
    expected = record.get("result")
    if expected is not None and expected != match.summary():
        raise RecordError("the replayed match does not reach the recorded result:\n"
                          f"  recorded: {json.dumps(expected)}\n  replayed: {json.dumps(match.summary())}")
    return match


def read_record(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise RecordError(f"{path}: cannot read the record: {err}") from None
    if not isinstance(data, dict):
        raise RecordError(f"{path}: a record is a JSON object")
    return data
