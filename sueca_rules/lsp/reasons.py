"""Why a message's params do not fit its LSP type, in the client's own field names.

cattrs reports `invalid value for type, expected HoverParams @ $.params.text_document`;
:func:`params_reason` says `params.textDocument: must be an object, not a number`, lists an
enum's values, and names at most three fields.
"""

from __future__ import annotations

import collections.abc
import enum
import json
import re
import types as types_module
import typing
from typing import Any

import attrs
from cattrs.v import format_exception, transform_error

SHOWN = 300  # characters of a reason shown in an error message or a log line


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


_STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")
_MISSING = object()


def _steps(path: str) -> list[str | int]:
    """`$.params.text_document.uri` or `$.params.items[2].x` as field names and indexes."""
    return [key or int(index) for key, index in _STEP.findall(path.removeprefix("$"))]


def _json_steps(steps: list[str | int]) -> list[str | int]:
    return [_camel(step) if isinstance(step, str) else step for step in steps]


def _shown(steps: list[str | int]) -> str:
    return "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in steps).lstrip(".")


def _at(message: object, steps: list[str | int]) -> tuple[object, int]:
    """The value at `steps` (the client's keys) in the raw message and how many steps were
    followed; _MISSING when a step is asked of a value that cannot hold it (a key of a
    number, an index of an object)."""
    node = message
    for depth, step in enumerate(steps):
        if isinstance(step, int) and isinstance(node, list):
            if step >= len(node):
                return node, depth
            node = node[step]
        elif isinstance(step, str) and isinstance(node, dict):
            if step not in node:
                return node, depth
            node = node[step]
        else:
            return _MISSING, depth
    return node, len(steps)


def _field_type(kind: object, steps: list[str | int]) -> object:
    """The declared type at `steps` (field names) of an lsprotocol type, Optional unwrapped;
    None where it cannot be told (a union of several types)."""
    for step in [*steps, None]:
        while typing.get_origin(kind) is typing.Union or isinstance(kind, types_module.UnionType):
            options = [a for a in typing.get_args(kind) if a is not type(None)]
            if len(options) != 1:
                return None
            kind = options[0]
        if step is None:
            return kind
        if isinstance(step, int):
            args = typing.get_args(kind)
            if typing.get_origin(kind) not in (list, tuple, collections.abc.Sequence) or not args:
                return None
            kind = args[0]
        elif isinstance(kind, type) and attrs.has(kind):
            field = attrs.fields_dict(kind).get(step)
            if field is None:
                return None
            kind = field.type
        else:
            return None
    return kind


def _describe(exc: BaseException, kind: type | None) -> str:
    if isinstance(exc, ValueError) and "should be in range" in str(exc):  # lsprotocol's ranges
        return str(exc).rstrip(".")
    if isinstance(exc, TypeError) and str(exc).startswith("must be "):  # _strict
        return str(exc)
    return format_exception(exc, kind)


def _wanted(declared: object, value: object) -> str | None:
    """'must be …' for a value that does not have the declared shape (an object, an array, one
    of an enum's values); None when cattrs' own words are better."""
    if isinstance(declared, type) and issubclass(declared, enum.Enum):
        allowed = [json.dumps(member.value) for member in declared]
        shown = ", ".join(allowed[:12]) + (", …" if len(allowed) > 12 else "")
        return f"must be one of {shown}, not {short(json.dumps(value))[:40]}"
    if isinstance(declared, type) and attrs.has(declared) and not isinstance(value, dict):
        return f"must be an object, not {json_kind(value)}"
    if typing.get_origin(declared) in (list, tuple, collections.abc.Sequence) and not isinstance(value, list):
        return f"must be an array, not {json_kind(value)}"
    return None


def params_reason(message: dict[str, Any], err: BaseException, kind: type | None = None) -> str:
    """What is wrong with a message's fields, as `field: what` joined by '; ' (at most three),
    fields named as the client wrote them (`params.textDocument`).

    A field that should hold an object but holds a number, a text or null is named itself
    (`params.textDocument: must be an object, not a number`), not the first key cattrs missed
    inside it; a value outside an enum lists the allowed ones (with `kind`, the message type)."""
    try:
        found = transform_error(err, format_exception=_describe)
    except Exception:  # not a cattrs error: say what it was
        found = [f"{type(err).__name__}: {err}"]
    said: list[str] = []
    for line in found:
        what, _, where = line.rpartition(" @ ")
        if not what:
            said.append(line)
            continue
        steps = _steps(where)
        client = _json_steps(steps)
        value, depth = _at(message, client)
        if value is _MISSING:  # a step asked of a value that cannot hold it
            holder, _ = _at(message, client[:depth])
            shape = "an array" if isinstance(client[depth], int) else "an object"
            said.append(f"{_shown(client[:depth])}: must be {shape}, not {json_kind(holder)}")
            continue
        wanted = _wanted(_field_type(kind, steps), value) if depth == len(steps) else None
        said.append(f"{_shown(client)}: {wanted or what}")
    unique = list(dict.fromkeys(said))
    more = f" (and {len(unique) - 3} more)" if len(unique) > 3 else ""
    return short("; ".join(unique[:3]) + more)


def short(text: object) -> str:
    """`text` on one line, cut to SHOWN characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= SHOWN else flat[:SHOWN] + "…"


def json_kind(value: object) -> str:
    """How JSON names the kind of `value`: null, a boolean, a number, a text, an array, an object."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a text"
    return "an array" if isinstance(value, list) else "an object"
