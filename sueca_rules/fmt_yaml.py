"""Print a YAML variant file as canonical YAML, keeping its comments (``fmt --write`` on YAML).

The canonical form mirrors the DSL's statements: one line per setting. The top-level keys come
in the DSL's order (``variant``, ``extends``, ``title``, then as `fmt` prints the DSL), each
block's keys in the spec's order (keys the spec does not know last, as written); a block (a
top-level mapping, a named entry such as ``deal: standard:``, a source) is written in block
style, one setting a line, and a setting's own value — a list, a small mapping — in flow
style (``points: {A: 11, "7": 10}``) when it fits in :data:`WIDTH` columns. Texts are plain
where YAML reads them back the same, else in double quotes. Comments stay with the setting
they were written beside or before (as the DSL printer keeps them, :mod:`sueca_rules.fmt`);
the editor's ``# yaml-language-server: $schema=...`` line stays first.

:func:`format_yaml` reads its own output back and raises :class:`FormatRefused` when that
does not give the same data, or would lose a comment — the file is then never written.

>>> from sueca_rules.source.text import SourceText
>>> from sueca_rules.source.yaml_form import load_yaml
>>> text = 'match:\\n  target: 6  # longer\\nextends: portugal\\nvariant: x\\n'
>>> print(format_yaml(load_yaml(SourceText("x.yaml", text))), end="")
variant: x
extends: portugal
<BLANKLINE>
match:
  target: 6  # longer
"""

from __future__ import annotations

import json
import re
import typing
from functools import cache
from typing import Any

import yaml
from pydantic import BaseModel

from .fmt import GROUP_WORD, TOP_ORDER, _Printer
from .source.text import Located, Path_, SourceText
from .source.yaml_form import SCHEMA_LINE, load_yaml
from .spec import VariantSpec

WIDTH = 100
ORDER = ("variant", "extends", "title", *TOP_ORDER)
_FLOW_MARKS = re.compile(r"[,\[\]{}]")
_ESCAPES = {"\x85": "\\N", "\u2028": "\\L", "\u2029": "\\P"}


class FormatRefused(ValueError):
    """The canonical YAML would not read back as the file does (or would drop a comment)."""


def _plain(text: str, flow: bool) -> bool:
    """Whether `text` can be written without quotes and read back as the same text."""
    if not text or text != text.strip() or (flow and _FLOW_MARKS.search(text)) or " #" in text \
            or "\t" in text or any(not c.isprintable() for c in text):
        return False
    dumped = yaml.safe_dump(text, allow_unicode=True, width=10**9)
    first = dumped.split("\n", 1)[0]
    return first == text and not first.startswith(("'", '"')) and yaml.safe_load(first) == text


def scalar(value: object, flow: bool = False) -> str:
    """One YAML scalar: null, true/false, a number, a plain text or a double-quoted one."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(yaml.safe_dump(value)).split("\n", 1)[0]
    text = str(value)
    if _plain(text, flow):
        return text
    quoted = json.dumps(text, ensure_ascii=False)  # JSON's escapes are YAML's double-quoted ones
    return "".join(_ESCAPES.get(c, c) for c in quoted)


def flow(value: object) -> str:
    """`value` in flow style: ``[A, "7"]``, ``{wins: match, games: 0}``."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{scalar(k, True)}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    return scalar(value, True)


def _unwrap(kind: Any) -> Any:
    """The model or container inside Optional/Union/Annotated."""
    args = [a for a in typing.get_args(kind) if a is not type(None)]
    origin = typing.get_origin(kind)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)) and args:
        return _unwrap(args[0])
    if origin is typing.Annotated:
        return _unwrap(args[0])
    return kind


@cache
def _model_at(path: tuple[str | int, ...]) -> type[BaseModel] | None:
    """The spec model of the mapping at `path` (labels and indexes in it), or None."""
    kind: Any = VariantSpec
    for step in path:
        kind = _unwrap(kind)
        origin = typing.get_origin(kind)
        if isinstance(kind, type) and issubclass(kind, BaseModel):
            field = kind.model_fields.get(str(step))
            if field is None:
                return None
            kind = field.annotation
        elif origin is dict:
            kind = typing.get_args(kind)[1]
        elif origin is list:
            kind = typing.get_args(kind)[0]
        else:
            return None
    kind = _unwrap(kind)
    return kind if isinstance(kind, type) and issubclass(kind, BaseModel) else None


def _ordered(value: dict[str, object], path: Path_) -> list[str]:
    """The keys of the mapping at `path` in canonical order."""
    if not path:
        known: tuple[str, ...] = ORDER
    else:
        model = _model_at(tuple(str(p) if isinstance(p, str) else p for p in path))
        known = tuple(model.model_fields) if model is not None else ()
    rank = {key: index for index, key in enumerate(known)}
    return sorted(value, key=lambda key: (rank.get(key.replace("-", "_"), len(rank)),))


def _is_block(path: Path_) -> bool:
    """A mapping written one setting a line: a top-level block, a named entry, a source."""
    return len(path) == 1 or (len(path) == 2 and (path[0] in GROUP_WORD or path[0] == "sources"))


class _YamlPrinter(_Printer):
    def paths_under(self, path: Path_) -> list[Path_]:
        return [p for p in self.located.positions if p[:len(path)] == path and p != path and p[-1] != "[key]"]

    def setting(self, key: str, value: object, path: Path_, indent: int, lead: str = "") -> None:
        """`key: value` at `path`, a block below it when it holds one."""
        head = f"{lead}{scalar(key)}:"
        container = isinstance(value, (dict, list)) and bool(value)
        one_line = f"{head} {flow(value)}"
        rows = isinstance(value, list) and any(isinstance(item, dict) for item in value)  # a line each
        if not container or (not _is_block(path) and not rows and len("  " * indent + one_line) <= WIDTH):
            inner = self.paths_under(path)
            for inside in inner:  # comments before values merged into this line come before it
                line = self.line_of(inside)
                if line and line != self.line_of(path):
                    self.out.extend("  " * indent + c for c in self.before.pop(line, []))
            self.emit(one_line, path, indent, *inner)
            return
        self.emit(head, path, indent)
        self.children(value, path, indent + 1 + (1 if lead else 0))

    def children(self, value: object, path: Path_, indent: int) -> None:
        if isinstance(value, dict):
            for key in _ordered(value, path):
                self.setting(key, value[key], (*path, key), indent)
        else:
            assert isinstance(value, list)
            for index, item in enumerate(value):
                self.item(item, (*path, index), indent)
        start = self.line_of(path)
        self.out.extend("  " * indent + comment for comment in self.ends.pop(start, []))

    def item(self, item: object, path: Path_, indent: int) -> None:
        """One `- ...` of a list: in flow style when it fits, else a block under the dash."""
        line = f"- {flow(item)}"
        if not isinstance(item, dict) or not item or (not _is_block(path) and len("  " * indent + line) <= WIDTH):
            self.emit(line, path, indent, *self.paths_under(path))
            return
        keys = _ordered(item, path)
        first, *rest = keys
        self.setting(first, item[first], (*path, first), indent, lead="- ")
        self.emitted.setdefault(self.line_of(path), []).append((0, len(self.out) - 1))
        for key in rest:
            self.setting(key, item[key], (*path, key), indent + 1)

    def document(self) -> str:
        data = self.located.data
        schema = [line for line in self.located.source.lines[:5] if line.lstrip().startswith(SCHEMA_LINE)]
        self.out.extend(line.strip() for line in schema[:1])
        lines = [loc.line for loc in self.located.positions.values() if loc.line]
        self.out.extend(self.before.pop(min(lines), []) if lines else [])  # the file's head stays first
        block = False  # a blank line before each block and after it (not before the sources)
        for key in _ordered(data, ()):
            value = data[key]
            container = isinstance(value, (dict, list)) and bool(value)
            if ((container and key != "sources") or block) and self.out and self.out[-1] != "":
                self.out.append("")
            block = container
            self.setting(key, value, (key,), 0)
        self.attach_trailing()
        left = [*self.before.items(), *self.ends.items(),
                *((ln, [t]) for ln, t in [*self.closing.items(), *self.trailing.items()])]
        self.out.extend(text for _, texts in sorted(left) for text in texts)
        self.out.extend(self.tail)
        return "\n".join(self.out).strip("\n") + "\n"


def format_yaml(located: Located) -> str:
    """One YAML variant file's dictionary as canonical YAML, comments kept (see the module).

    Raises FormatRefused when the text would not read back as the same data, or would lose
    one of the file's comments.
    """
    text = _YamlPrinter(located).document()
    try:
        again = load_yaml(SourceText(located.source.file, text))
    except Exception as err:  # a text this printer should never write: refused, not written
        raise FormatRefused(f"the canonical YAML would not read back ({err})") from None
    if again.data != located.data:
        raise FormatRefused("the canonical YAML would read back differently")
    kept = [t for _, t in again.comments]  # two comments of one line may share a line now
    if any(not any(comment in line for line in kept) for _, comment in located.comments):
        raise FormatRefused("the canonical YAML would lose or change a comment")
    return text
