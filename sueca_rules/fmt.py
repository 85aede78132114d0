"""Print a variant file in canonical DSL, keeping its comments.

The printer works on one file's own dictionary (not the merged variant), so a child file
stays a list of differences. Comments are carried to the statement that follows them.
"""

from __future__ import annotations

import json

import yaml

from .source.syntax import BLOCKS, LABELLED, TOP_KEYS, Key, quote
from .source.text import Located, Path_, SourceText
from .spec import VariantSpec

# Settings where `none` means something (no penalty, no bandeira); other unset values are omitted.
NULLABLE = frozenset({"revoke", "false_accusation", "all_points", "bandeira", "talking", "misdeal",
                      "looking_back", "out_of_turn"})
TOP_ORDER = ("description", "region", "language", "sources", "options", "direction", "partners",
             "deck", "dealer", "deal", "trump", "redeal", "play", "illegal", "infractions",
             "scoring", "match", "series", "results", "words", "texts")
GROUP_WORD = {field: word for word, field in LABELLED.items()}  # "options" -> "option"


class _Printer:
    def __init__(self, located: Located) -> None:
        self.located = located
        self.out: list[str] = []
        self.pending = sorted(located.comments)
        code_lines = {loc.line for loc in located.positions.values()}
        self.trailing = {line: text for line, text in located.comments if line in code_lines}
        self.pending = [(ln, t) for ln, t in self.pending if ln not in self.trailing]

    def line_of(self, path: Path_) -> int:
        """The line a path was written on: where its key is (YAML's mapping values start on
        the line after), else where its value is."""
        positions = self.located.positions
        loc = positions.get((*path, "[key]")) or positions.get(path)
        return loc.line if loc else 0

    def emit(self, text: str, path: Path_, indent: int = 0) -> None:
        line = self.line_of(path)
        pad = "  " * indent
        if line:
            while self.pending and self.pending[0][0] < line:
                self.out.append(pad + self.pending.pop(0)[1])
            trailing = self.trailing.pop(line, None)
            if trailing:
                text += "  " + trailing
        self.out.append(pad + text)

    def settings(self, values: dict[str, object], keys: tuple[Key, ...], path: Path_,
                 indent: int) -> None:
        for key in keys:
            if key.field in values and (values[key.field] is not None or key.field in NULLABLE):
                if key.repeat and not values[key.field]:
                    continue
                shown = key.show(values[key.field])
                for line in shown.split("\n") if key.repeat else [shown]:
                    self.emit(f"{key.name} {line}", (*path, key.field), indent)

    def block(self, title: str, values: dict[str, object], keys: tuple[Key, ...],
              path: Path_) -> None:
        self.out.append("")
        self.emit(title + " {", path)
        if path == ("scoring",):
            bands = values.get("hands") or []
            assert isinstance(bands, list)
            for index, band in enumerate(bands):
                assert isinstance(band, dict)
                self.emit(f"{band['min']}..{band['max']} -> {band['games']}",
                          ("scoring", "hands", index), 1)
        self.settings(values, keys, path, 1)
        self.out.append("}")

    def variant(self) -> str:
        data = self.located.data
        head = f"variant {data['variant']}"
        if data.get("extends"):
            head += f" extends {data['extends']}"
        if data.get("title"):
            head += f" {quote(data['title'])}"
        self.emit(head, ("variant",))
        top = {k.field: k for k in TOP_KEYS}
        for field in TOP_ORDER:
            if field not in data:
                continue
            value = data[field]
            if field in top and value is None:
                continue  # an optional top setting left unset (region, language)
            one_line = field in top or value is None or field in ("sources", "match", "series")
            if one_line and self.out and self.out[-1] == "}":
                self.out.append("")
            if field in top:
                self.emit(f"{top[field].name} {top[field].show(value)}", (field,))
            elif field == "sources":
                assert isinstance(value, list)
                for index, doc in enumerate(value):
                    line = f"source {quote(doc['document'])}"
                    line += f" {quote(doc['section'])}" if doc.get("section") else ""
                    line += f" title {quote(doc['title'])}" if doc.get("title") else ""
                    line += f" kind {doc['kind']}" if doc.get("kind") else ""
                    line += f" language {doc['language']}" if doc.get("language") else ""
                    self.emit(line, ("sources", index))
            elif field in GROUP_WORD:
                assert isinstance(value, dict)
                word = GROUP_WORD[field]
                for label, entry in value.items():
                    if entry is None:
                        if self.out[-1] == "}":
                            self.out.append("")
                        self.emit(f"{word} {label} none", (field, label))
                    else:
                        shown = str(label).replace("_", "-") if field == "texts" else label
                        self.block(f"{word} {shown}", entry, BLOCKS[word], (field, label))
            elif value is None:
                self.emit(f"{field} none", (field,))
            elif field in ("match", "series") and isinstance(value, dict) \
                    and set(value) == {"target"}:
                self.emit(f"{field} to {value['target']}", (field,))
            else:
                assert isinstance(value, dict)
                self.block(field, value, BLOCKS[field], (field,))
        self.out.extend(text for _, text in self.pending)
        return "\n".join(self.out).strip("\n") + "\n"


def format_dsl(located: Located) -> str:
    """One file's dictionary as canonical DSL text.

    >>> from sueca_rules.source.text import SourceText
    >>> from sueca_rules.source.dsl import load_dsl
    >>> text = 'variant x extends portugal\\nmatch { target 6 }  # longer\\n'
    >>> print(format_dsl(load_dsl(SourceText("x.sueca", text))), end="")
    variant x extends portugal
    match to 6  # longer
    """
    return _Printer(located).variant()


def effective_text(spec: VariantSpec, chosen: dict[str, str], form: str) -> str:
    """The effective variant as `sueca-rules show` prints it: `form` is "json" (the spec
    itself), "yaml" or "dsl" (a complete file, parents merged, with each option's default set
    to the value in force, so that reading the text again gives the same rules).

    Raises ValueError for another `form`.
    """
    data = spec.model_dump(mode="json", exclude_none=False)
    if form == "json":
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if form not in ("yaml", "dsl"):
        raise ValueError(f"form: 'json', 'yaml' or 'dsl', not {form!r}")
    parent = data.pop("extends", None)
    for name, option in data["options"].items():
        option["default"] = chosen.get(name, option["default"])
    if form == "yaml":
        return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    note = f"# The effective rules of '{data['variant']}'"
    note += f" (it extends '{parent}')." if parent else "."
    return note + "\n" + format_dsl(Located(data, {}, SourceText("<effective>", note)))
