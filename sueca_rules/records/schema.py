"""The game record's schema: read with a size bound, checked field by field, each problem
reported by its place (``hands[2].actions[5]: ...``). See :mod:`.replayer` for replaying."""

from __future__ import annotations

import contextlib
import json
import os
import re
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, field_validator

from ..arguments import seed_problem, shown
from ..engine.match import MAX_RECORD_HANDS, RECORD_FORMATS
from ..errors import ArgumentError, InputError, SuecaError
from ..files import read_bounded
from .strict_json import Twice, json_number, json_object, locate_twice, written_twice

# A match of hundreds of hands is well under 1 MB; the longest series a variant can ask for
# (`series to 100` of matches `to 1000`) about 30 MB, as autoplay writes it (one hand a line).
MAX_RECORD_BYTES = 64 << 20
_FORMAT = re.compile(r"^sueca-rules/record@(\d{1,6})$")
VARIANT_SUFFIXES = (".sueca", ".yaml", ".yml")


class RecordError(SuecaError):
    """A record that does not replay: an illegal action, a deal the seed or the rules do not
    give, a result that differs, or no result at all (exit status 1)."""


class RecordFormatError(InputError):
    """A file that is not a well-formed record; every problem with its place (exit status 2)."""

    def __init__(self, file: str, problems: list[tuple[str, str]],
                 lines: list[tuple[int, int]] | None = None) -> None:
        self.problems = problems
        self.lines = lines or []  # (line, column) of each problem, where known
        super().__init__(file, "; ".join(f"{where}: {what}" if where else what
                                         for where, what in problems))

    def __str__(self) -> str:
        out = []
        for index, (where, what) in enumerate(self.problems):
            at = self.lines[index] if index < len(self.lines) else None
            file = f"{self.file}:{at[0]}:{at[1]}" if at and at[0] else self.file
            out.append(f"{file}: {where}: {what}" if where else f"{file}: {what}")
        return "\n".join(out)


# -- the schema ----------------------------------------------------------------------------
class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _seed(value: Any) -> Any:
    problem = None if value is None else seed_problem(value)
    if problem:
        raise ValueError(problem)
    return value


def names_a_file(value: str) -> bool:
    """Whether a record's "variant" is a path (a folder in it, or a file ending) rather than a
    bundled name."""
    return "/" in value or "\\" in value or "." in value.lstrip(".")


def variant_problem(value: str) -> str | None:
    """What is wrong with a record's "variant": a bundled name, or the path of a variant file
    (.sueca, .yaml, .yml). Any other file is never opened: a record names no other file."""
    if names_a_file(value) and not value.lower().endswith(VARIANT_SUFFIXES):
        return (f"'{value[:80]}' is not a variant file — a record names a bundled variant "
                "(such as portugal) or a .sueca, .yaml or .yml file")
    return None


def _variant(value: Any) -> Any:
    problem = variant_problem(value) if isinstance(value, str) and value else None
    if problem:
        raise ValueError(problem)
    return value


# the one seed rule (sueca_rules.arguments): what autoplay, play and new_match accept
Seed = Annotated[Annotated[int, Field(strict=True)] | None, BeforeValidator(_seed)]
VariantName = Annotated[str, BeforeValidator(_variant), Field(strict=True, min_length=1,
                                                              max_length=1024)]
# strict numbers: true, 3.0 and "3" are not seats; no score or count of a record is near 10^9
Int = Annotated[int, Field(strict=True, ge=-(10**9), le=10**9)]
# seats and teams of a table of up to six (the variant's own shape is checked on replay)
Seat = Annotated[int, Field(strict=True, ge=0, le=5)]
Team = Annotated[int, Field(strict=True, ge=0, le=5)]
CardName = Annotated[str, Field(strict=True, min_length=2, max_length=4)]
Pair = tuple[Int, Int]
# the language a game was played in (`play` writes it; `replay` speaks it): one of the locales
Lang = Literal["pt-PT", "pt-BR", "en", "fr"]
# one value per side: two at the usual table, up to six
Scores = Annotated[list[Int], Field(min_length=2, max_length=6)]
ACTIONS = {"play": "a card name", "accuse": "a team, 0 or 1 (and the seat accused, 0 to 3)",
           "redeal": "a seat, 0 to 3",
           "declare": "a team and an infraction",
           "bid": "a seat and the card points it bids", "pass": "a seat",
           "call": "the declarer's seat, the trump suit (S, H, D, C) and the card called (or null)"}


class HandRecord(_Model):
    dealer: Seat
    procedure: str = Field(strict=True, min_length=1, max_length=64)
    deck: list[CardName] = Field(min_length=2, max_length=52)  # the variant's deck, whole
    cut: list[CardName] = Field(default_factory=list, max_length=40)
    pick: Annotated[int, Field(strict=True, ge=0, le=25)] | None = None
    actions: list[list[Any]] = Field(default_factory=list, max_length=1000)

    @field_validator("actions")
    @classmethod
    def _actions(cls, actions: list[list[Any]]) -> list[list[Any]]:
        for index, action in enumerate(actions):
            problem = _action_problem(action)
            if problem:
                raise ValueError(f"actions[{index}]: {problem}")
        return actions


_SHAPES = ", ".join(f'["{k}", {v}]' for k, v in ACTIONS.items())
_LENGTHS = {"play": (2,), "accuse": (2, 3), "redeal": (2,), "declare": (3,), "bid": (3,),
            "pass": (2,), "call": (4,)}


def _action_problem(action: Any) -> str:
    if action.__class__ is list and len(action) == 2 and action[0] == "play" \
            and action[1].__class__ is str and 2 <= len(action[1]) <= 4:
        return ""  # the common case, a card played, checked first and cheaply
    shapes = _SHAPES
    if not isinstance(action, list) or not isinstance(action[0] if action else None, str) \
            or action[0] not in ACTIONS or len(action) not in _LENGTHS[action[0]]:
        return f"an action is one of {shapes}; not {_json(action, 60)}"
    if action[0] == "accuse" and len(action) == 3:  # an accusation that names the player
        _, team, seat = action
        if team.__class__ is not int or not 0 <= team <= 5 or seat.__class__ is not int \
                or not 0 <= seat <= 5:
            return ('an accusation naming a player is a team and a seat, e.g. ["accuse", 0, 1]; '
                    f"not {_json(action, 60)}")
        return ""
    if action[0] == "declare":
        _, team, infraction = action
        if team.__class__ is not int or not 0 <= team <= 5 or not isinstance(infraction, str) \
                or not 0 < len(infraction) <= 40:
            return ('a declaration names a team and an infraction, e.g. ["declare", 0, '
                    f'"talking"]; not {_json(action, 60)}')
        return ""
    if action[0] == "bid":
        _, seat, points = action
        if seat.__class__ is not int or not 0 <= seat <= 5 or points.__class__ is not int \
                or not 0 < points <= 1000:
            return f'a bid is a seat and card points, e.g. ["bid", 1, 65]; not {_json(action, 60)}'
        return ""
    if action[0] == "call":
        _, seat, suit, card = action
        if seat.__class__ is not int or not 0 <= seat <= 5 or suit not in ("S", "H", "D", "C") \
                or not (card is None or (isinstance(card, str) and 2 <= len(card) <= 4)):
            return ('a call is the declarer\'s seat, the trump suit and the card called (or null), '
                    f'e.g. ["call", 1, "H", "7H"]; not {_json(action, 60)}')
        return ""
    kind, value = action
    if kind == "pass" and (value.__class__ is not int or not 0 <= value <= 5):
        return f"a pass names a seat; not {_json(value)}"
    if kind == "play" and not (isinstance(value, str) and 2 <= len(value) <= 4):
        return f'a play names a card, e.g. ["play", "7S"]; not {_json(value)}'
    if kind == "accuse" and (value.__class__ is not int or not 0 <= value <= 5):
        return f"an accusation names a team, 0 or 1 (at the usual table); not {_json(value)}"
    if kind == "redeal" and (value.__class__ is not int or not 0 <= value <= 5):
        return f"a redeal names a seat, 0 to 3 (at the usual table); not {_json(value)}"
    return ""


def _json(value: Any, width: int = 40) -> str:
    """A value as the record writes it, cut short (a huge number: its length)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = shown(value, width)
    return text if len(text) <= width else text[: width - 1] + "…"


class HandSummary(_Model):
    """A hand's outcome; a hand stopped by a play-on penalty that won the match has only its
    `penalties`."""

    points: Scores | None = None
    tricks: Scores | None = None
    game_points: Scores | None = None
    settled_by: str | None = Field(None, max_length=40)
    penalties: list[tuple[Annotated[str, Field(max_length=40)], Team, Scores]] | None = None


class ResultRecord(_Model):
    scores: Scores
    winner: Team | None
    hands: list[HandSummary | None] = Field(max_length=MAX_RECORD_HANDS)
    named: list[Annotated[str, Field(max_length=64)]] | None = None


class Record(_Model):
    format: str
    variant: VariantName
    options: dict[str, str] = Field(default_factory=dict, max_length=64)
    seed: Seed
    decks: Literal["seeded", "given"] | None = None  # format 2: required
    first_dealer: Seat
    hands: list[HandRecord] = Field(max_length=MAX_RECORD_HANDS)
    result: ResultRecord | None = None
    lang: Lang | None = None  # optional: the language `play` spoke (EN15-11); records without it replay as before


def _place(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _message(item: Any) -> str:
    kind, given = item["type"], item.get("input")
    shown = _json(given, 60) if not isinstance(given, dict) else "a mapping"
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
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        limit = next(iter(item.get("ctx", {}).values()), None)
        words = {"greater_than_equal": "at least", "less_than_equal": "at most",
                 "greater_than": "more than", "less_than": "less than"}[kind]
        return f"out of range — {words} {limit}, not {shown}"
    if kind in ("too_long", "too_short"):
        ctx = item.get("ctx", {})
        most = ctx.get("max_length")
        bound = f"at most {most:,}" if kind == "too_long" and most is not None else \
            f"at least {ctx.get('min_length', 1):,}"
        unit = "characters" if isinstance(given, str) else "items"
        return f"{bound} {unit}, not {len(given) if hasattr(given, '__len__') else shown}"
    if kind == "literal_error":
        return f"must be {item.get('ctx', {}).get('expected', 'another value')}, not {shown}"
    if kind == "bool_type":
        return f"must be true or false, not {shown}"
    return f"{item['msg']} (not {shown})"


def problems_of(err: ValidationError) -> list[tuple[str, str]]:
    """A pydantic error as (place, message) pairs in the record's words (the first 20)."""
    problems = []
    for item in err.errors()[:20]:
        loc = tuple(p for p in item["loc"] if not (isinstance(p, str) and "[" in p))
        problems.append((_place(loc), _message(item)))
    return problems


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
        raise RecordFormatError(file, problems_of(err)) from None
    legacy = version == RECORD_FORMATS[0]
    if legacy and checked.decks is not None:
        raise RecordFormatError(file, [("decks", "not a field of format 1 records — remove it")])
    if not legacy:
        wanted = "given" if checked.seed is None else "seeded"
        if checked.decks != wanted:
            why = ("missing — a record has it" if checked.decks is None else
                   f"'{checked.decks}' does not fit \"seed\": {_json(checked.seed)} — decks "
                   "that come from a seed have one; decks given by hand have \"seed\": null")
            raise RecordFormatError(file, [("decks", why)])
    return checked


def loads_record(text: str, file: str = "record") -> Any:
    """JSON text as a record reads it: a key written twice in one object, or a number too long
    for any field, is refused where it is (RecordFormatError) instead of silently read."""
    twice = False

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal twice
        data = json_object(items)
        twice = twice or isinstance(data, Twice)
        return data

    try:
        data = json.loads(text, object_pairs_hook=pairs, parse_int=json_number)
    except RecursionError:
        raise RecordFormatError(file, [("", "nested too deeply to be a record")]) from None
    except ValueError as err:
        raise RecordFormatError(file, [("", f"not valid JSON: {err}")]) from None
    if twice:
        with contextlib.suppress(ValueError, RecursionError):  # read once already: no places
            data = locate_twice(text)
        found = written_twice(data)[:20]
        raise RecordFormatError(file, [(where, what) for where, what, _ in found],
                                [at or (0, 0) for _, _, at in found])
    return data


def read_record(path: Path | str) -> dict[str, Any]:
    """The JSON object in a record file (size-bounded, a regular file only); InputError or
    RecordFormatError (exit status 2) when it cannot be read as JSON, writes a key twice in
    one object, or holds a number too long for any field of a record. ArgumentError when
    `path` is not a path (a str or a path object)."""
    if not isinstance(path, str | os.PathLike) or not str(path):
        raise ArgumentError("path", f"a record file's path, not {shown(path)}")
    path = Path(path)
    raw = read_bounded(path, MAX_RECORD_BYTES, "record")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordFormatError(str(path), [("", "not UTF-8 text: a record is a JSON file")]) \
            from None
    data = loads_record(text, str(path))
    if not isinstance(data, dict):
        raise RecordFormatError(str(path), [("", "a record is a JSON object (a mapping)")])
    return data
