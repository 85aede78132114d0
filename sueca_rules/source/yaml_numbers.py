"""Numbers that YAML reads otherwise than the DSL and the reader of the file do.

PyYAML reads YAML 1.1: ``010`` is the octal number 8 (the DSL, YAML 1.2 and any reader of a
card game's rules read ten), ``0x10`` is 16, ``0b11`` is 3, ``1_0`` is 10 and ``1:30`` the
sexagesimal number 90 (YAML 1.2 reads the last two as texts), ``+5`` is 5 (the DSL has no
sign). Numbers in these files are written with the digits 0-9, as in the DSL: any other
spelling of a whole number is a located error that says what to write — except ``1:30``,
which published files use and which keeps working, with a warning saying what to write.

Where the file's field is a text, the fix is the quotes that keep it one (``"010"``).

>>> number_message("010", 8, False)
('010 is read by YAML as the octal number 8 — write 10', '10')
>>> number_message("010", 8, True)
('010 is read by YAML as the octal number 8, not as the text \\'010\\' — write it in quotes: "010"', '"010"')
>>> number_message("12", 12, False) is None
True
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import BaseModel

from .text import Path_

DECIMAL = re.compile(r"-?(0|[1-9][0-9]*)")
_KINDS = (
    (re.compile(r"[-+]?0b[01_]+"), "the binary number"),
    (re.compile(r"[-+]?0x[0-9a-fA-F_]+"), "the hexadecimal number"),
    (re.compile(r"[-+]?0[0-7_]+"), "the octal number"),
    (re.compile(r"[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+"), "the sexagesimal (base 60) number"),
)
PUBLISHED = "the sexagesimal (base 60) number"  # 1:30 validates in published files: a warning


def number_message(written: str, number: int, wants_text: bool) -> tuple[str, str] | None:
    """What to say about a whole number YAML read from `written` (a plain scalar), and what
    to write instead; None when it is written as the DSL writes numbers."""
    if DECIMAL.fullmatch(written):
        return None
    kind = next((name for pattern, name in _KINDS if pattern.fullmatch(written)), "")
    said = f"{written} is read by YAML as {kind or 'the number'} {number}"
    if wants_text:
        return f"{said}, not as the text '{written}' — write it in quotes: \"{written}\"", \
            f'"{written}"'
    meant = number
    if kind == "the octal number":  # written as the DSL reads it: the digits, in base 10
        meant = int(written.replace("_", ""), 10)
    return f"{said} — write {meant}", str(meant)


def is_published(message: str) -> bool:
    """Whether the spelling `message` is about keeps working (with a warning): a number
    written 1:30 where a number goes (a text field never took it)."""
    return PUBLISHED in message and "not as the text" not in message


_OCTAL_12 = re.compile(r"[-+]?0o[0-7]+")
_EXPONENT = re.compile(r"[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)[eE][-+]?[0-9]+")


def yaml12_number(written: object) -> int | None:
    """The whole number YAML 1.2 reads from a text that YAML 1.1 (PyYAML) leaves a text:
    0o10 is 8, 1e1 is 10; None for any other text.

    >>> yaml12_number("0o10"), yaml12_number("1e1"), yaml12_number("1.5e0"), yaml12_number("x")
    (8, 10, None, None)
    """
    if not isinstance(written, str) or len(written) > 20:
        return None
    if _OCTAL_12.fullmatch(written):
        return int(written.replace("0o", ""), 8)
    if _EXPONENT.fullmatch(written):
        value = float(written)
        return int(value) if value.is_integer() and abs(value) < 1e9 else None
    return None


def _is_text(annotation: Any) -> bool:
    annotation = _plain(annotation)
    if annotation is str:
        return True
    return get_origin(annotation) is Literal and all(isinstance(a, str) for a in get_args(annotation))


def _plain(annotation: Any) -> Any:
    """`X | None` and `Annotated[X, ...]` to X."""
    while True:
        stripped = annotation
        if get_origin(stripped) in (typing.Union, types.UnionType):
            args = [a for a in get_args(stripped) if a is not type(None)]
            stripped = args[0] if len(args) == 1 else stripped
        if get_origin(stripped) is Annotated:
            stripped = get_args(stripped)[0]
        if stripped is annotation:
            return annotation
        annotation = stripped


def text_wanted(root: type[BaseModel]) -> Callable[[Path_], bool]:
    """Whether the field at a path of a `root` document is a text (a word, a name, a title),
    not a number: for what to write instead of a YAML number there."""

    @cache
    def wanted(path: Path_) -> bool:
        current: Any = root
        for step in path:
            current = _plain(current)
            origin = get_origin(current)
            if isinstance(current, type) and issubclass(current, BaseModel):
                field = current.model_fields.get(str(step))
                if field is None:
                    return False
                current = field.annotation
            elif origin in (list, tuple, typing.Sequence):
                args = [a for a in get_args(current) if a is not Ellipsis]
                current = args[min(int(step), len(args) - 1)] if isinstance(step, int) and args else None
            elif origin is dict:
                current = get_args(current)[1]
            else:
                return False
        return _is_text(current)

    return wanted
