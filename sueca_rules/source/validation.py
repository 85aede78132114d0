"""pydantic's validation errors, turned into located messages in the file's own words."""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, get_args, get_origin

from pydantic import BaseModel, ValidationError

from ..errors import Context, Location, Problem, SchemaProblem, allowed_values, closest, did_you_mean
from ..spec import VariantSpec
from .text import MAX_PROBLEMS, Path_, SourceText, locate
from .yaml_numbers import yaml12_number


def strip_optional(annotation: Any) -> Any:
    """`X | None` to `X`."""
    if get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def model_at(path: Path_, root: type[BaseModel] = VariantSpec) -> type[BaseModel] | None:
    """The pydantic model that describes the mapping at `path`, if any."""
    current: Any = root
    index = 0
    while index < len(path):
        if not (isinstance(current, type) and issubclass(current, BaseModel)):
            return None
        field = current.model_fields.get(str(path[index]))
        if field is None:
            return None
        current = strip_optional(field.annotation)
        index += 1
        if get_origin(current) in (dict, list) and index < len(path):
            current = strip_optional(get_args(current)[-1])  # dict value or list item
            index += 1
    return current if isinstance(current, type) and issubclass(current, BaseModel) else None


def _name(key: object, dsl: bool) -> str:
    return str(key).replace("_", "-") if dsl else str(key)


def _where(path: Path_, dsl: bool, root: str = "the variant") -> str:
    named = [_name(p, dsl) for p in path if isinstance(p, str)]
    return f"'{'.'.join(named)}'" if named else root


# pydantic's number bounds, in words: kind -> (phrase, the ctx key holding the limit)
BOUNDS = {"greater_than_equal": ("at least", "ge"), "greater_than": ("more than", "gt"),
          "less_than_equal": ("at most", "le"), "less_than": ("less than", "lt")}
VALUE_KINDS = frozenset({"literal_error", "enum", "int_type", "int_parsing", "int_from_float",
                         "string_type", *BOUNDS})


def on_word(where: Location, line: str | None, value: object) -> Location:
    """A DSL setting is located at its key; a wrong value is shown where it is written.

    >>> on_word(Location("t.sueca", 3, 3), "  review lst-trick", "lst-trick").column
    10
    """
    if line is None or not where.line or not isinstance(value, str | int) or isinstance(value, bool):
        return where
    found = re.compile(rf"(?<![\w.=-]){re.escape(str(value))}(?![\w.=-])").search(line, where.column)
    return Location(where.file, where.line, found.start() + 1) if found else where


def _written(line: str | None, column: int) -> str | None:
    """The word written at `column` (1-based) of a line, as the user wrote it."""
    found = re.compile(r"[^\s,\[\]{}:#]+").match(line or "", max(column - 1, 0))
    return found.group() if found else None


def _not_allowed(value: object, choices: list[str], written: str | None, where: str,
                 cards: bool) -> str:
    """Why a value is not one of `choices`, in the file's words: YAML reads `off`, `no`, ...
    as true/false and `10` as a number, which a word field cannot take (quoting keeps the
    text).

    >>> _not_allowed(10, ["A", "10"], "10", "'deck.ranks'", True)
    "10 is read as a number here, not as the word '10' — write it in quotes: '10'"
    >>> _not_allowed(False, ["all", "none"], "off", "'play.review'", False)[:47]
    "'off' is read as false here (YAML reads yes, no"
    """
    if isinstance(value, bool):
        word = written or str(value).lower()
        return f"'{word}' is read as {str(value).lower()} here (YAML reads yes, no, on, off, true " \
               f"and false as true/false), which is not allowed for {where}" + \
               allowed_values(word, choices, suggest=False) + f" — write it in quotes: '{word}'" * (
                   word in choices)
    if isinstance(value, int | float) and str(written or value) in choices:
        return f"{written or value} is read as a number here, not as the word '{written or value}' " \
               f"— write it in quotes: '{written or value}'"
    return f"{value!r} is not allowed for {where}" + allowed_values(str(value), choices,
                                                                     suggest=not cards)


def problems_from(error: ValidationError, positions: Mapping[Path_, Location],
                  sources: dict[str, SourceText], file: str,
                  root: type[BaseModel] = VariantSpec,
                  root_label: str = "the variant") -> SchemaProblem:
    """Every pydantic error as a located Problem, with did-you-mean where it helps; each
    problem's `context.path` is the path at fault (for missing keys: the block that lacks
    them)."""
    found: list[Problem] = []
    lacking: dict[tuple[str, int, int, Path_], list[str]] = {}
    for item in error.errors():
        loc: Path_ = tuple(p for p in item["loc"] if p != "[key]")
        where = locate(positions, loc, file)
        dsl = where.file.endswith(".sueca")
        kind = item["type"]
        suggestion = None
        last = loc[-1] if loc else ""
        parent = loc[:-1]
        if kind == "extra_forbidden":
            where = positions.get((*loc, "[key]"), where)
            model = model_at(parent, root)
            fields = [_name(f, dsl) for f in model.model_fields] if model else []
            message = f"unknown key '{_name(last, dsl)}' in {_where(parent, dsl, root_label)}"
            if len(found) < MAX_PROBLEMS:  # close names are slow to find, and past this not shown
                message += did_you_mean(_name(last, dsl), fields)
                suggestion = closest(_name(last, dsl), fields)
        elif kind == "missing":  # said once per block, below, with every key it lacks
            where = locate(positions, parent, file)
            lacking.setdefault((where.file, where.line, where.column, parent), []).append(
                _name(last, dsl))
            if len(lacking[(where.file, where.line, where.column, parent)]) > 1:
                continue
            message = f"{_where(parent, dsl, root_label)} needs '{_name(last, dsl)}' — add it"
        elif kind in ("literal_error", "enum"):
            expected = str(item.get("ctx", {}).get("expected", ""))
            choices = [c.strip().strip("'") for c in expected.replace(" or ", ",").split(",")]
            shown = item.get("input")
            choices = [c for c in choices if c]
            cards = set(choices) & {"A", "K", "Q", "J", "2"} == {"A", "K", "Q", "J", "2"}
            src = sources.get(where.file)
            written = _written(src.line(where.line) if src else None, where.column)
            message = _not_allowed(shown, choices, written, _where(loc, dsl), cards)
            if not dsl and isinstance(shown, bool | int | float) and written in choices:
                suggestion = f'"{written}"'  # YAML read a word as true/false or a number: quote it
            elif not (cards or isinstance(shown, bool)):
                suggestion = closest(str(shown), choices)
        elif kind in ("int_type", "int_parsing", "int_from_float") and not dsl \
                and yaml12_number(item.get("input")) is not None:
            number = yaml12_number(item.get("input"))
            message = f"{_where(loc, dsl)} must be a whole number: {item.get('input')} is a text " \
                      f"for YAML 1.1, which reads these files (YAML 1.2 reads {number}) — write {number}"
            suggestion = str(number)
        elif kind in ("int_type", "int_parsing", "int_from_float"):
            message = f"{_where(loc, dsl)} must be a whole number, not {item.get('input')!r}"
        elif kind in BOUNDS:
            limit = item.get("ctx", {}).get(BOUNDS[kind][1])
            message = f"{_where(loc, dsl)} must be {BOUNDS[kind][0]} {limit}, not {item.get('input')!r}"
        elif kind in ("too_short", "too_long"):
            ctx = item.get("ctx", {})
            short = kind == "too_short"
            limit, least = (ctx.get("min_length"), "at least") if short else (ctx.get("max_length"), "at most")
            items = f"item{'s' if limit != 1 else ''}"
            message = f"{_where(loc, dsl)} needs {least} {limit} {items}, not {ctx.get('actual_length')}"
        elif kind == "string_type" and not dsl and isinstance(item.get("input"), int | float):
            src = sources.get(where.file)
            shown = item.get("input")
            written = _written(src.line(where.line) if src else None, where.column) or str(shown)
            what = str(shown).lower() if isinstance(shown, bool) else f"the number {shown}"
            message = f"{_where(loc, dsl)} must be a text: YAML reads {written} as {what} — write " \
                      f'it in quotes: "{written}"'
            suggestion = f'"{written}"'
        elif kind in ("string_type",):
            message = f"{_where(loc, dsl)} must be a text, not {item.get('input')!r}"
        elif kind in ("list_type", "dict_type", "model_type", "model_attributes_type"):
            want = {"list_type": "a list", "dict_type": "a mapping"}.get(kind, "a mapping")
            message = f"{_where(loc, dsl)} must be {want}, not {item.get('input')!r}"
        elif kind in ("string_too_long", "string_too_short"):
            ctx = item.get("ctx", {})
            limit, least = (ctx.get("max_length"), "at most") if kind == "string_too_long" \
                else (ctx.get("min_length"), "at least")
            message = f"{_where(loc, dsl)} must be {least} {limit} characters long, not " \
                      f"{len(str(item.get('input')))}" + (" — shorten it" if least == "at most" else "")
        elif kind == "string_pattern_mismatch" and loc == ("variant",):
            message = f"'variant' is a name in lower-case letters, digits and '-' (like " \
                      f"my-variant), not {item.get('input')!r}"
        elif kind == "string_pattern_mismatch":
            message = f"{_where(loc, dsl)} must match {item.get('ctx', {}).get('pattern')}, not " \
                      f"{item.get('input')!r}"
        elif kind == "value_error":
            message = f"{_where(loc, dsl)}: {item.get('ctx', {}).get('error', item['msg'])}"
        else:
            msg = str(item["msg"])
            message = f"{_where(loc, dsl)}: {msg[:1].lower()}{msg[1:]}"
        src = sources.get(where.file)
        line = src.line(where.line) if src else None
        if dsl and kind in VALUE_KINDS:
            where = on_word(where, line, item.get("input"))
        found.append(Problem(where, message, f"schema-{kind}".replace("_", "-"), source_line=line,
                             suggestion=suggestion,
                             context=Context(path=parent if kind == "missing" else loc)))
    # A misspelt key is reported once, as unknown with its did-you-mean, not also as the
    # key it was meant to be being missing.
    meant = {(p.location.file, p.suggestion) for p in found if p.code == "schema-extra-forbidden"}
    out = []
    for problem in found:
        if problem.code != "schema-missing":
            out.append(problem)
            continue
        where = problem.location
        parent = problem.context.path  # the block that lacks them
        keys = [k for k in lacking[(where.file, where.line, where.column, parent)]
                if (where.file, k) not in meant]
        if keys:
            message, close = _lacks(parent, keys, positions, where.file.endswith(".sueca"), root_label)
            if close is None:
                message += _choices(model_at(parent, root), keys)
                out.append(replace(problem, message=message))
            else:  # the fix writes the parent's deal name over the new one
                out.append(replace(problem, message=message, suggestion=close, location=on_word(
                    where, problem.source_line, str(parent[1]))))
    return SchemaProblem(out)


def _choices(model: type[BaseModel] | None, keys: list[str]) -> str:
    """For one key lacking whose values are a fixed few (`competition` without `format`): what
    to choose from (`: one of knockout, swiss, round-robin, winner-stays`); else nothing."""
    field = model.model_fields.get(keys[0].replace("-", "_")) if model and len(keys) == 1 else None
    if field is None or get_origin(field.annotation) is not typing.Literal:
        return ""
    return ": one of " + ", ".join(str(a) for a in get_args(field.annotation))


def _lacks(parent: Path_, keys: list[str], positions: Mapping[Path_, Location], dsl: bool,
           root_label: str) -> tuple[str, str | None]:
    """`'deal.x' needs 'shuffles', 'cuts' and 'trump' — add them`; a deal of a new name that
    is close to a deal of the parent's is most likely a misspelling of it (returned too, as
    the suggestion; else None)."""
    quoted = [f"'{k}'" for k in keys]
    listed = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} and {quoted[-1]}"
    message = f"{_where(parent, dsl, root_label)} needs {listed} — add {'it' if len(keys) == 1 else 'them'}"
    if len(parent) == 2 and parent[0] == "deal":
        deals = sorted({str(k[1]) for k in positions if len(k) >= 2 and k[0] == "deal"}
                       - {str(parent[1])})
        close = closest(str(parent[1]), deals)
        if close:
            return (f"{_where(parent, dsl, root_label)} is a new deal, which needs {listed} — "
                    f"did you mean the deal '{close}'?", close)
    return message, None
