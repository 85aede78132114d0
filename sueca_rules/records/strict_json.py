"""Reading a record's JSON text strictly: a key written twice in one object is found with its
line and column, and a number too long for any field is kept as its length (Python refuses to
read one of more than 4,300 digits). :func:`~.schema.loads_record` uses these."""

from __future__ import annotations

import json
import json.scanner as json_scanner
from typing import Any

_PY_JSON: Any = json.decoder  # Python's own scanner parts (typeshed leaves them out)
_PY_SCANNER: Any = json_scanner


class HugeNumber:
    """A number in a record's JSON too long to be one of its numbers (Python would refuse to
    read one of more than 4,300 digits): kept as its length, refused by the field it is in."""

    def __init__(self, text: str) -> None:
        self.digits = len(text.lstrip("-"))

    def __repr__(self) -> str:
        return f"a number of {self.digits:,} digits"


class Twice(dict[str, Any]):
    """A JSON object that wrote a key twice (JSON keeps the last; a record must not)."""

    twice: str = ""
    at: tuple[int, int] | None = None  # (line, column) of the key written again


def _key_again(text: str, start: int, key: str) -> tuple[int, int] | None:
    """(line, column), 1-based, of the second `key` of the JSON object that opens at
    `start` (its keys at its own depth only), or None."""
    depth, seen, index = 0, 0, start
    while index < len(text):
        char = text[index]
        if char == '"':
            try:
                value, end = _PY_JSON.scanstring(text, index + 1)
            except ValueError:
                return None
            if depth == 1 and value == key and text[end:end + 40].lstrip().startswith(":"):
                seen += 1
                if seen == 2:
                    line = text.count("\n", 0, index) + 1
                    return line, index - text.rfind("\n", 0, index)
            index = end
            continue
        if char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
            if depth == 0:
                return None
        index += 1
    return None


def locate_twice(text: str) -> Any:
    """Parse `text` again with Python's own JSON scanner, which knows where each object
    opens, and mark every object that writes a key twice with that key's place (only for a
    record already found to write one: it is slower than the C scanner)."""
    decoder = json.JSONDecoder(object_pairs_hook=json_object, parse_int=json_number)

    def parse_object(s_and_end: tuple[str, int], *args: Any) -> tuple[Any, int]:
        data, end = _PY_JSON.JSONObject(s_and_end, *args)
        if isinstance(data, Twice):
            data.at = _key_again(s_and_end[0], s_and_end[1] - 1, data.twice)
        return data, end

    context: Any = decoder
    context.parse_object = parse_object
    context.scan_once = _PY_SCANNER.py_make_scanner(context)
    return decoder.decode(text)


def json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) == len(pairs):
        return data
    marked = Twice(data)
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            marked.twice = key
            break
        seen.add(key)
    return marked


def json_number(text: str) -> int | HugeNumber:
    """A JSON integer; one too long to be any number of a record is kept as its length."""
    return int(text) if len(text) <= 100 else HugeNumber(text)


def written_twice(data: Any, place: str = "") -> list[tuple[str, str, tuple[int, int] | None]]:
    """(place, message, (line, column) or None) of every object in `data` that writes a key
    twice."""
    found: list[tuple[str, str, tuple[int, int] | None]] = []
    if isinstance(data, Twice):
        found.append((place, f"the key '{data.twice[:40]}' is written twice — a record writes "
                             "each key once (remove one)", data.at))
    if isinstance(data, dict):
        for key, value in data.items():
            found += written_twice(value, f"{place}.{key}" if place else str(key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += written_twice(value, f"{place}[{index}]")
    return found
