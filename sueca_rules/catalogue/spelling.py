"""How a DSL statement's values become a spec field's value, and back: the statement as read
(:class:`Stmt`, its values :class:`Val`), the DSL key (:class:`Key`), and the value readers and
printers that every area uses. An area with values of its own (a penalty, a tie, a word of the
table) has its readers in its own `spelling` module; the key table the reader, the printer,
the highlighter and the language server share is derived from the catalogue
(:mod:`sueca_rules.source.syntax`)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import closest

Scalar = str | int


@dataclass(frozen=True)
class Val:
    """One value as written: its kind (word, number, text, span, pair) and place."""

    kind: str
    value: object
    line: int
    column: int
    error: DslError | None = None  # why it could not be read (then `value` stands in for it)

    def pair(self) -> tuple[str, int | str]:
        assert isinstance(self.value, tuple)
        return str(self.value[0]), self.value[1]

    def span(self) -> tuple[int, int]:
        assert isinstance(self.value, tuple)
        return int(self.value[0]), int(self.value[1])


@dataclass
class Stmt:
    """One statement: a setting, a block (with body) or a threshold line."""

    kind: str
    key: str
    line: int
    column: int
    values: list[Val]
    label: Val | None = None
    body: list[Stmt] | None = None


class DslError(Exception):
    """A problem in one statement; the reader turns it into a located Problem (`width`: the
    characters to underline, 0 for the token written there; `suggestion`: the word to write
    instead of that token, when there is one obvious correction)."""

    def __init__(self, line: int, column: int, message: str, width: int = 0,
                 suggestion: str | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.column = column
        self.message = message
        self.width = width
        self.suggestion = suggestion


def at(item: Val | Stmt, message: str, suggestion: str | None = None) -> DslError:
    return DslError(item.line, item.column, message, suggestion=suggestion)


def scalar(v: Val) -> Scalar:
    if v.kind in ("word", "text"):
        return str(v.value)
    if v.kind == "number":
        return int(str(v.value))
    raise at(v, f"expected a word or a number here, not {describe(v)}")


def describe(v: Val) -> str:
    return {"span": "a range", "pair": "a pair like A=11", "text": "a quoted text"}.get(v.kind, v.kind)


def one(stmt: Stmt, what: str) -> Val:
    if len(stmt.values) != 1:
        raise at(stmt, f"'{stmt.key}' takes exactly one value — write '{stmt.key} {what}'")
    return stmt.values[0]


# A reader takes the statement and returns (value, {sub-path: value}) where the mapping
# records positions of parts (list items, dict keys) relative to the field's own path.
Positions = dict[tuple[str | int, ...], Val]
Reader = Callable[[Stmt], tuple[object, Positions]]
Printer = Callable[[object], str]


def is_none(stmt: Stmt) -> bool:
    return len(stmt.values) == 1 and stmt.values[0].kind == "word" and stmt.values[0].value == "none"


def read_none(stmt: Stmt) -> tuple[object, Positions]:
    return None, {}


def read_word(stmt: Stmt) -> tuple[object, Positions]:
    v = one(stmt, "VALUE")
    return scalar(v), {}


def read_word_or_none(stmt: Stmt) -> tuple[object, Positions]:
    """A word, or `none` for "not set" (`undealt none`: every card dealt)."""
    return (None, {}) if is_none(stmt) else read_word(stmt)


def read_text(stmt: Stmt) -> tuple[object, Positions]:
    v = one(stmt, '"TEXT"')
    if v.kind != "text":
        raise at(v, f"'{stmt.key}' takes a quoted text — write {stmt.key} \"...\"")
    return v.value, {}


def read_int(stmt: Stmt) -> tuple[object, Positions]:
    v = one(stmt, "NUMBER")
    if v.kind != "number":
        if v.kind == "word" and v.value == "none":
            return None, {}
        raise at(v, f"'{stmt.key}' takes a whole number, not {v.value!r}")
    return int(str(v.value)), {}


def read_bool(stmt: Stmt) -> tuple[object, Positions]:
    v = one(stmt, "yes|no")
    if v.kind == "word" and v.value in ("yes", "no"):
        return v.value == "yes", {}
    raise at(v, f"'{stmt.key}' takes yes or no, not {v.value!r}",
             closest(str(v.value), ("yes", "no")) if v.kind == "word" else None)


def read_list(stmt: Stmt) -> tuple[object, Positions]:
    if not stmt.values:
        raise at(stmt, f"'{stmt.key}' needs at least one value (or 'none')")
    if is_none(stmt):
        return [], {}
    return [str(scalar(v)) for v in stmt.values], {(i,): v for i, v in enumerate(stmt.values)}


def read_pairs(stmt: Stmt) -> tuple[object, Positions]:
    """`A=11 7=10`: rank=points (numbers only)."""
    out: dict[str, int] = {}
    where: Positions = {}
    for v in stmt.values:
        if v.kind != "pair":
            raise at(v, f"'{stmt.key}' takes pairs like A=11, not {v.value!r}")
        name, number = v.pair()
        if not isinstance(number, int):
            raise at(v, f"'{name}={number}': card points are numbers, like {name}=10")
        if name in out:
            raise at(v, f"'{name}' is given twice in '{stmt.key}' — keep one")
        out[name] = number
        where[(name,)] = v
    return out, where


LANGUAGE_TAGS = ("pt", "pt-PT", "pt-BR", "en", "fr")  # as written in the DSL (`pt_BR` too)


def language_field(v: Val) -> str:
    """A language tag as the spec spells it (`pt-BR` -> `pt_BR`), or a DslError."""
    text = str(v.value)
    for tag in LANGUAGE_TAGS:
        if text.replace("_", "-").lower() == tag.lower():
            return tag.replace("-", "_")
    raise at(v, f"unknown language {text!r} — write one of: {', '.join(LANGUAGE_TAGS)}",
             closest(text, LANGUAGE_TAGS))


def read_language(stmt: Stmt) -> tuple[object, Positions]:
    v = one(stmt, "pt|pt-PT|pt-BR|en|fr")
    return language_field(v), {}


def print_language(value: object) -> str:
    return str(value).replace("_", "-")


_ESCAPED = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def quote(text: object) -> str:
    """A text as the DSL writes it, read back identically: `\\n`, `\\t`, `\\r`, `\\"` and
    `\\\\` escaped, and every other character no file may hold (controls, line separators,
    lone surrogates) as `\\uXXXX`.

    >>> print(quote('two\\nlines "q" \\\\ \\x01'))
    "two\\nlines \\"q\\" \\\\ \\u0001"
    """
    out = []
    for char in str(text):
        if char in _ESCAPED:
            out.append(_ESCAPED[char])
        elif unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in "\ufffe\uffff":
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def print_scalar(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = str(value)
    if (text.replace("-", "").replace("_", "").isalnum() and not text[0].isdigit()) or text.isdigit():
        return text
    return quote(text)


def print_list(value: object) -> str:
    assert isinstance(value, list)
    if not value:
        return "none"
    return " ".join(print_scalar(v) for v in value)


def print_pairs(value: object) -> str:
    assert isinstance(value, dict)
    return " ".join(f"{k}={v}" for k, v in value.items())



@dataclass(frozen=True)
class Key:
    """A DSL key: the field it fills, how to read and print its values, and whether it may be
    written more than once (each line adds entries to a mapping)."""

    name: str
    field: str
    read: Reader = read_word
    show: Printer = print_scalar
    repeat: bool = False
    # the words that may come next after those already written, where the field's type does not
    # say them (a seat expression, a list of ranks or a word): what the editor completes
    words: Callable[[list[str]], list[str]] | None = None
    # the fields one key fills together (`bids 65..120 step 5`: lowest, highest, step), its
    # reader returning a mapping of them and its printer given those set; () for `field` alone
    fields: tuple[str, ...] = ()


def key(name: str, read: Reader = read_word, show: Printer = print_scalar, repeat: bool = False,
        words: Callable[[list[str]], list[str]] | None = None) -> Key:
    """The key `name` (`first-lead`) filling the field of the same name (`first_lead`)."""
    return Key(name, name.replace("-", "_"), read, show, repeat, words)
