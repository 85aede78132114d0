"""Game records: a public JSON format, read with a schema and replayed to the identical result.

A record is what :meth:`Match.record` writes::

    {"format": "sueca-rules/record@2", "variant": "portugal", "options": {}, "seed": 42,
     "first_dealer": 3,
     "hands": [{"dealer": 3, "procedure": "standard", "deck": ["7S", ...40 cards],
                "cut": [], "actions": [["play", "AS"], ["accuse", 1], ["redeal", 2], ...]}],
     "result": {"scores": [4, 1], "winner": 0, "hands": [...]}}

Format 1 records (``record@1``) stay readable. Reading checks every field (types, seats 0–3,
one action per list, no unknown keys) and reports each problem by its place
(``hands[2].actions[5]: ...``) as a :class:`RecordFormatError`. Replaying checks what the
fields claim: the seed deals the recorded decks, the rules deal the recorded dealers, each
action is legal, and the match reaches the recorded result; anything else is a
:class:`RecordError` naming the hand and the action.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..compiled import Rules
from ..errors import InputError, OptionError, SuecaError, UnknownVariant
from ..files import read_bounded
from .deal import shuffled
from .match import RECORD_FORMATS, Match

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
ACTIONS = {"play": "a card name", "accuse": "a team, 0 or 1", "redeal": "a seat, 0 to 3"}


class HandRecord(_Model):
    dealer: Seat
    procedure: str = Field(strict=True, min_length=1, max_length=64)
    deck: list[CardName] = Field(min_length=40, max_length=40)
    cut: list[CardName] = Field(default_factory=list, max_length=40)
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
    if not isinstance(action, list) or len(action) != 2 or not isinstance(action[0], str) \
            or action[0] not in ACTIONS:
        return f"an action is one of {shapes}; not {json.dumps(action)[:60]}"
    kind, value = action
    if kind == "play" and not (isinstance(value, str) and 2 <= len(value) <= 4):
        return f'a play names a card, e.g. ["play", "7S"]; not {json.dumps(value)[:40]}'
    if kind == "accuse" and (value.__class__ is not int or value not in (0, 1)):
        return f"an accusation names a team, 0 or 1; not {json.dumps(value)[:40]}"
    if kind == "redeal" and (value.__class__ is not int or not 0 <= value <= 3):
        return f"a redeal names a seat, 0 to 3; not {json.dumps(value)[:40]}"
    return ""


class HandSummary(_Model):
    points: Pair
    tricks: Pair
    game_points: Pair
    settled_by: Literal["play", "revoke", "false-accusation"]


class ResultRecord(_Model):
    scores: Pair
    winner: Team | None
    hands: list[HandSummary | None] = Field(max_length=10_000)


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


# -- replaying -------------------------------------------------------------------------------
def _pair(values: tuple[int, int] | list[int]) -> str:
    return f"{values[0]}–{values[1]}"


def _differences(recorded: ResultRecord, replayed: dict[str, Any]) -> list[str]:
    lines = []
    if list(recorded.scores) != replayed["scores"]:
        lines.append(f"scores: recorded {_pair(recorded.scores)}, replayed {_pair(replayed['scores'])}")
    if recorded.winner != replayed["winner"]:
        lines.append(f"winner: recorded {recorded.winner}, replayed {replayed['winner']}")
    mine = replayed["hands"]
    if len(recorded.hands) != len(mine):
        lines.append(f"hands: recorded {len(recorded.hands)}, replayed {len(mine)}")
    for number, (want, got) in enumerate(zip(recorded.hands, mine, strict=False), 1):
        if want is None or got is None:
            if (want is None) != (got is None):
                lines.append(f"hand {number}: recorded {'a redeal' if want is None else 'a result'}"
                             f", replayed {'a redeal' if got is None else 'a result'}")
            continue
        for key in ("points", "tricks", "game_points"):
            if list(getattr(want, key)) != got[key]:
                lines.append(f"hand {number}: {key.replace('_', ' ')} recorded "
                             f"{_pair(getattr(want, key))}, replayed {_pair(got[key])}")
        if want.settled_by != got["settled_by"]:
            lines.append(f"hand {number}: settled by {want.settled_by} in the record, "
                         f"by {got['settled_by']} in the replay")
    return lines


class _Replayer:
    def __init__(self, record: Record, rules: Rules) -> None:
        self.record = record
        self.rules = rules
        if not rules.random_first_dealer and record.first_dealer != rules.first_dealer:
            raise RecordError(f"first_dealer: the rules make seat {rules.first_dealer} the first "
                              f"dealer, not seat {record.first_dealer}")
        if record.format == RECORD_FORMATS[0]:
            self.match = self._legacy_match()
        else:
            self.match = Match(rules, record.seed, record.first_dealer, record.variant)

    def _legacy_match(self) -> Match:
        """Format 1 drew the first dealer from the seed only when none was given: find which
        of the two the record's first deck follows."""
        record, rules = self.record, self.rules
        drawn = Match(rules, record.seed, None, record.variant, legacy=True)
        if record.seed is not None and drawn.first_dealer == record.first_dealer and record.hands:
            probe = random.Random()
            probe.setstate(drawn.rng.getstate())
            if rules.names(shuffled(rules, probe)[0]) == record.hands[0].deck:
                return drawn
        return Match(rules, record.seed, record.first_dealer, record.variant, legacy=True)

    def deal(self, index: int, redeal_by: int | None) -> None:
        entry = self.record.hands[index]
        where = f"hands[{index}] (hand {index + 1})"
        match = self.match
        expected = match.dealer
        if redeal_by is not None and not self.rules.redeal_same_dealer:
            expected = (expected + self.rules.next_dealer) % 4
        if entry.dealer != expected:
            raise RecordError(f"{where}: the record says seat {entry.dealer} deals; the rules "
                              f"say seat {expected}")
        seeded = self.record.seed is not None
        deck = None if seeded else entry.deck
        cut = None if seeded else entry.cut
        try:
            if redeal_by is None:
                hand = match.deal(entry.procedure, deck, cut)
            else:
                hand = match.request_redeal(redeal_by, entry.procedure, deck, cut)
        except SuecaError as err:
            raise RecordError(f"{where}: cannot be dealt: {err}") from None
        if seeded:
            if self.rules.names(hand.deal.deck) != entry.deck:
                raise RecordError(f"{where}.deck: not the deck that seed {self.record.seed} deals "
                                  "— a record of decks given by hand has \"seed\": null")
            if list(hand.deal.cut) != entry.cut:
                raise RecordError(f"{where}.cut: seed {self.record.seed} cuts "
                                  f"{list(hand.deal.cut) or 'nothing'}, not {entry.cut}")

    def act(self, index: int) -> bool:
        """Play hand `index`'s actions; True when the last one asks for a redeal."""
        entry = self.record.hands[index]
        match = self.match
        for number, (kind, value) in enumerate(entry.actions):
            where = f"hands[{index}].actions[{number}] (hand {index + 1}, action {number + 1})"
            if kind == "redeal":
                if number != len(entry.actions) - 1:
                    raise RecordError(f"{where}: a redeal ends a hand's actions — the new deal is "
                                      "the next hand")
                if index + 1 >= len(self.record.hands):
                    raise RecordError(f"{where}: a redeal must be followed by the new deal "
                                      f"(hands[{index + 1}] is missing)")
                return True
            try:
                if kind == "play":
                    seat = match.hand.turn if match.hand is not None else None
                    match.play(value)
                else:
                    match.accuse(value)
            except SuecaError as err:
                who = f"seat {seat} plays {value}" if kind == "play" else f"team {value} accuses"
                raise RecordError(f"{where}: {who} — refused: {err}") from None
        return False

    def run(self) -> Match:
        redeal_by: int | None = None
        for index in range(len(self.record.hands)):
            self.deal(index, redeal_by)
            previous = self.record.hands[index]
            redeal_by = None
            if self.act(index):
                redeal_by = int(previous.actions[-1][1])
        return self.match


def replay(record: dict[str, Any] | Record, load: Callable[[str, dict[str, str]], Rules],
           file: str = "record") -> Match:
    """Play a record's actions again and check that every field holds and the match reaches
    the recorded result.

    `load(variant, options)` compiles the record's variant (so records of house files work).
    Raises RecordFormatError (a malformed record) or RecordError (one that does not replay, or
    has no result: an incomplete record is never "identical").
    """
    checked = record if isinstance(record, Record) else parse_record(record, file)
    try:
        rules = load(checked.variant, dict(checked.options))
    except OptionError as err:
        raise RecordFormatError(file, [("options", str(err))]) from None
    except (InputError, UnknownVariant) as err:
        raise RecordFormatError(file, [("variant", f"cannot be loaded: {err}")]) from None
    match = _Replayer(checked, rules).run()
    if checked.result is None:
        raise RecordError("the record has no result: it is incomplete (cut short or edited), so "
                          f"it cannot be checked — it replays {len(match.entries)} "
                          f"hand{'s' if len(match.entries) != 1 else ''} to "
                          f"{_pair(match.scores)}")
    differences = _differences(checked.result, match.summary())
    if differences:
        raise RecordError("the replayed match does not reach the recorded result:\n  "
                          + "\n  ".join(differences))
    written = _first_difference(checked.model_dump(mode="json", exclude={"format", "decks"}),
                                {k: v for k, v in match.record().items() if k not in ("format", "decks")})
    if written:
        raise RecordError(f"{written}: the record differs from the match it replays (only "
                          "sueca-rules' own spellings, such as AS for the ace of spades, are kept)")
    return match


def _first_difference(given: Any, replayed: Any, place: str = "") -> str:
    """The place of the first difference between two JSON-like values, or ''."""
    if isinstance(given, dict) and isinstance(replayed, dict):
        for key in sorted(set(given) | set(replayed)):
            found = _first_difference(given.get(key), replayed.get(key),
                                      f"{place}.{key}" if place else key)
            if found:
                return found
        return ""
    if isinstance(given, list | tuple) and isinstance(replayed, list | tuple):
        if len(given) != len(replayed):
            return place
        for index, (a, b) in enumerate(zip(given, replayed, strict=True)):
            found = _first_difference(a, b, f"{place}[{index}]")
            if found:
                return found
        return ""
    return "" if given == replayed else (place or "the record")
