"""The game record's schema: read with a size bound, checked field by field, each problem
reported by its place (``hands[2].actions[5]: ...``). See :mod:`.record` for replaying."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..errors import InputError, SuecaError
from ..files import read_bounded
from .match import RECORD_FORMATS

MAX_RECORD_BYTES = 16 << 20  # a match of hundreds of hands is well under 1 MB
_FORMAT = re.compile(r"^sueca-rules/record@(\d{1,6})$")


class RecordError(SuecaError):
    """A record that does not replay: an illegal action, a deal the seed or the rules do not
    give, a result that differs, or no result at all (exit status 1)."""


class RecordFormatError(InputError):
    """A file that is not a well-formed record; every problem with its place (exit status 2)."""

    def __init__(self, file: str, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__(file, "; ".join(f"{where}: {what}" if where else what
                                         for where, what in problems))

    def __str__(self) -> str:
        return "\n".join(f"{self.file}: {where}: {what}" if where else f"{self.file}: {what}"
                         for where, what in self.problems)


# -- the schema ----------------------------------------------------------------------------
class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# strict numbers: true, 3.0 and "3" are not seats
Int = Annotated[int, Field(strict=True)]
Seat = Annotated[int, Field(strict=True, ge=0, le=3)]
Team = Annotated[int, Field(strict=True, ge=0, le=1)]
CardName = Annotated[str, Field(strict=True, min_length=2, max_length=4)]
Pair = tuple[Int, Int]
ACTIONS = {"play": "a card name", "accuse": "a team, 0 or 1", "redeal": "a seat, 0 to 3",
           "declare": "a team and an infraction"}


class HandRecord(_Model):
    dealer: Seat
    procedure: str = Field(strict=True, min_length=1, max_length=64)
    deck: list[CardName] = Field(min_length=40, max_length=40)
    cut: list[CardName] = Field(default_factory=list, max_length=40)
    pick: Annotated[int, Field(strict=True, ge=0, le=9)] | None = None
    actions: list[list[Any]] = Field(default_factory=list, max_length=1000)

    @field_validator("actions")
    @classmethod
    def _actions(cls, actions: list[list[Any]]) -> list[list[Any]]:
        for index, action in enumerate(actions):
            problem = _action_problem(action)
            if problem:
                raise ValueError(f"actions[{index}]: {problem}")
        return actions


def _action_problem(action: Any) -> str:
    shapes = ", ".join(f'["{k}", {v}]' for k, v in ACTIONS.items())
    if not isinstance(action, list) or not isinstance(action[0] if action else None, str) \
            or action[0] not in ACTIONS or len(action) != (3 if action[0] == "declare" else 2):
        return f"an action is one of {shapes}; not {json.dumps(action)[:60]}"
    if action[0] == "declare":
        _, team, infraction = action
        if team.__class__ is not int or team not in (0, 1) or not isinstance(infraction, str) \
                or not 0 < len(infraction) <= 40:
            return ('a declaration names a team and an infraction, e.g. ["declare", 0, '
                    f'"talking"]; not {json.dumps(action)[:60]}')
        return ""
    kind, value = action
    if kind == "play" and not (isinstance(value, str) and 2 <= len(value) <= 4):
        return f'a play names a card, e.g. ["play", "7S"]; not {json.dumps(value)[:40]}'
    if kind == "accuse" and (value.__class__ is not int or value not in (0, 1)):
        return f"an accusation names a team, 0 or 1; not {json.dumps(value)[:40]}"
    if kind == "redeal" and (value.__class__ is not int or not 0 <= value <= 3):
        return f"a redeal names a seat, 0 to 3; not {json.dumps(value)[:40]}"
    return ""


class HandSummary(_Model):
    """A hand's outcome; a hand stopped by a play-on penalty that won the match has only its
    `penalties`."""

    points: Pair | None = None
    tricks: Pair | None = None
    game_points: Pair | None = None
    settled_by: str | None = Field(None, max_length=40)
    penalties: list[tuple[Annotated[str, Field(max_length=40)], Team, Pair]] | None = None


class ResultRecord(_Model):
    scores: Pair
    winner: Team | None
    hands: list[HandSummary | None] = Field(max_length=10_000)
    named: list[Annotated[str, Field(max_length=64)]] | None = None


class Record(_Model):
    format: str
    variant: str = Field(strict=True, min_length=1, max_length=1024)
    options: dict[str, str] = Field(default_factory=dict, max_length=64)
    seed: Annotated[int, Field(strict=True, ge=-(10**30), le=10**30)] | None
    decks: Literal["seeded", "given"] | None = None  # format 2: required
    first_dealer: Seat
    hands: list[HandRecord] = Field(max_length=10_000)
    result: ResultRecord | None = None


def _place(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _message(item: Any) -> str:
    kind, given = item["type"], item.get("input")
    shown = json.dumps(given)[:60] if not isinstance(given, dict) else "a mapping"
    if kind == "missing":
        return "missing — a record has it"
    if kind == "extra_forbidden":
        return "not a field of a record — remove it"
    if kind == "value_error":
        return str(item.get("ctx", {}).get("error", item["msg"]))
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"must be a whole number, not {shown}"
    if kind in ("string_type", "str_type"):
        return f"must be a text, not {shown}"
    if kind in ("list_type", "tuple_type"):
        return f"must be a list, not {shown}"
    if kind in ("dict_type", "model_type"):
        return f"must be a mapping, not {shown}"
    if kind in ("greater_than_equal", "less_than_equal"):
        return f"out of range ({item['msg'].lower()}), not {shown}"
    return f"{item['msg']} (not {shown})"


def parse_record(data: Any, file: str = "record") -> Record:
    """A record's JSON data as a checked :class:`Record`; RecordFormatError lists every problem."""
    if not isinstance(data, dict):
        raise RecordFormatError(file, [("", "a record is a JSON object (a mapping), "
                                            f"not {type(data).__name__}")])
    version = data.get("format")
    found = _FORMAT.match(version) if isinstance(version, str) else None
    if found is None:
        raise RecordFormatError(file, [("format", "not a sueca-rules record (the format should "
                                                  f"be '{RECORD_FORMATS[-1]}')")])
    if version not in RECORD_FORMATS:
        newest = RECORD_FORMATS[-1].rsplit("@", 1)[1]
        raise RecordFormatError(file, [("format", f"this record has format {found.group(1)}; "
                                                  f"this version of sueca-rules reads up to "
                                                  f"format {newest} — upgrade sueca-rules")])
    try:
        checked = Record.model_validate(data)
    except ValidationError as err:
        problems = []
        for item in err.errors()[:20]:
            loc = tuple(p for p in item["loc"] if not (isinstance(p, str) and "[" in p))
            problems.append((_place(loc), _message(item)))
        raise RecordFormatError(file, problems) from None
    legacy = version == RECORD_FORMATS[0]
    if legacy and checked.decks is not None:
        raise RecordFormatError(file, [("decks", "not a field of format 1 records — remove it")])
    if not legacy:
        wanted = "given" if checked.seed is None else "seeded"
        if checked.decks != wanted:
            why = ("missing — a record has it" if checked.decks is None else
                   f"'{checked.decks}' does not fit \"seed\": {json.dumps(checked.seed)} — decks "
                   "that come from a seed have one; decks given by hand have \"seed\": null")
            raise RecordFormatError(file, [("decks", why)])
    return checked


def read_record(path: Path) -> dict[str, Any]:
    """The JSON object in a record file (size-bounded, a regular file only); InputError or
    RecordFormatError (exit status 2) when it cannot be read as JSON."""
    raw = read_bounded(path, MAX_RECORD_BYTES, "record")
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise RecordFormatError(str(path), [("", "not UTF-8 text: a record is a JSON file")]) \
            from None
    except RecursionError:
        raise RecordFormatError(str(path), [("", "nested too deeply to be a record")]) from None
    except ValueError as err:
        raise RecordFormatError(str(path), [("", f"not valid JSON: {err}")]) from None
    if not isinstance(data, dict):
        raise RecordFormatError(str(path), [("", "a record is a JSON object (a mapping)")])
    return data


