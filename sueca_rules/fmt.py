"""Print a variant file in canonical DSL, keeping its comments.

The printer works on one file's own dictionary (not the merged variant), so a child file
stays a list of differences. Comments are carried to the statement that follows them.
"""

from __future__ import annotations

import json
import re

import yaml

from .source.syntax import BLOCKS, LABELLED, TOP_KEYS, Key, quote
from .source.text import Located, Path_, SourceText
from .spec import Table, VariantSpec

# Settings where `none` means something (no penalty, no bandeira, the deck shared out); other
# unset values are omitted. A field name, or a block's field (`table.hand`, not `words.hand`).
# the settings whose `none` is a value of its own, by block: a field of the same name elsewhere
# (the `words` block's bandeira and revoke) is left out when unset
NULLABLE = frozenset({"illegal.revoke", "illegal.false_accusation", "scoring.all_points", "scoring.bandeira",
                      "infractions.talking", "infractions.misdeal", "infractions.looking_back",
                      "infractions.out_of_turn", "contract.all_tricks", "table.hand", "table.undealt"})
TOP_ORDER = ("description", "region", "language", "sources", "decided", "options", "direction", "partners",
             "table", "forming", "deck", "dealer", "deal", "trump", "redeal", "seats", "stock",
             "bidding", "contract", "play", "illegal", "infractions", "forbidden", "allowed",
             "scoring", "hand_results", "match", "series", "results", "competition", "words", "texts")
GROUP_WORD = {field: word for word, field in LABELLED.items()}  # "options" -> "option"
# blocks whose None is "not written" (no `seats none`)
ABSENT = frozenset({"seats", "forming", "stock", "bidding", "contract"})


def parent_word(parent: str) -> str:
    """`extends`'s value as the DSL reads it back: a name, a path with a '/' or starting with a
    digit (grammar/sueca.lark's PATH) as written, anything else (spaces, other characters)
    quoted."""
    return parent if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_\-.]*|[A-Za-z0-9_\-.]*/[A-Za-z0-9_\-./]*"
                                  r"|[0-9][A-Za-z0-9_\-.]*", parent) else quote(parent)


class _Printer:
    def __init__(self, located: Located) -> None:
        self.located = located
        self.out: list[str] = []
        self.emitted: dict[int, list[tuple[int, int]]] = {}  # line -> (column, index in out)
        code_lines = {loc.line for loc in located.positions.values()}
        self.trailing = {line: text for line, text in located.comments if line in code_lines}
        alone = [(ln, t) for ln, t in sorted(located.comments) if ln not in self.trailing]
        self.before, self.ends, self.closing, self.tail = _place_comments(located, alone)

    def line_of(self, path: Path_) -> int:
        """The line a path was written on: where its key is (YAML's mapping values start on
        the line after), else where its value is."""
        positions = self.located.positions
        loc = positions.get((*path, "[key]")) or positions.get(path)
        return loc.line if loc else 0

    def column_of(self, path: Path_) -> int:
        positions = self.located.positions
        loc = positions.get((*path, "[key]")) or positions.get(path)
        return loc.column if loc else 0

    def emit(self, text: str, path: Path_, indent: int = 0, *also: Path_) -> None:
        """One printed line for the statement at `path` (and the settings at `also` it holds,
        written on lines of their own in the file: their trailing comments come along)."""
        line = self.line_of(path)
        pad = "  " * indent
        if line:
            self.out.extend(pad + comment for comment in self.before.pop(line, []))
        for each in (path, *also):
            at = self.line_of(each)
            if at:
                self.emitted.setdefault(at, []).append((self.column_of(each), len(self.out)))
        self.out.append(pad + text)

    def attach_trailing(self) -> None:
        """Each comment that ends a line after the statement written last on that line (`a;
        b  # c` keeps it with b; `play { first-lead left  # c` with the setting)."""
        for line, places in self.emitted.items():
            trailing = self.trailing.pop(line, None)
            if trailing:
                _, index = max(places, key=lambda place: place[0])
                self.out[index] += "  " + trailing

    def settings(self, values: dict[str, object], keys: tuple[Key, ...], path: Path_,
                 indent: int) -> None:
        for key in keys:
            if key.field == "*":  # entries of the block's own mapping no other key names
                named = {k.field for k in keys}
                rest = {k: v for k, v in values.items() if k not in named}
                if rest:
                    for line in key.show(rest).split("\n"):
                        self.emit(f"{key.name} {line}", path, indent)
                continue
            if key.fields:  # one key for several fields (`bids 65..120 step 5`): those set
                given = {f: values[f] for f in key.fields if values.get(f) is not None}
                if given:
                    also = [(*path, f) for f in key.fields[1:] if f in given]
                    self.emit(f"{key.name} {key.show(given)}", (*path, next(iter(given))), indent, *also)
                continue
            nullable = f"{path[0] if path else ''}.{key.field}" in NULLABLE
            if key.field in values and (values[key.field] is not None or nullable):
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
        start = self.line_of(path)
        self.out.extend("  " + comment for comment in self.ends.pop(start, []))
        closing = self.closing.pop(start, None)
        self.out.append("}" + (f"  {closing}" if closing else ""))

    def variant(self) -> str:
        data = self.located.data
        head = f"variant {data['variant']}"
        if data.get("extends"):
            head += f" extends {parent_word(str(data['extends']))}"
        if data.get("title") is not None:
            head += f" {quote(data['title'])}"
        self.emit(head, ("variant",))
        top = {k.field: k for k in TOP_KEYS}
        for field in TOP_ORDER:
            if field not in data:
                continue
            value = data[field]
            if (value is None or value == []) and (field in top or field in ABSENT):
                continue  # an optional top setting or block left unset (region, seats)
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
                    and {k for k, v in value.items() if v is not None and v is not False} == {"target"}:
                self.emit(f"{field} to {value['target']}", (field,), 0, (field, "target"))
            elif field in ("match", "series") and isinstance(value, dict) and _one_line(field, value):
                self.emit(f"{field} {_one_line(field, value)}", (field,))
            else:
                assert isinstance(value, dict)
                self.block(field, value, BLOCKS[field], (field,))
        self.attach_trailing()
        # comments whose statement was not printed, then those after the last statement
        left = [*self.before.items(), *self.ends.items(),
                *((ln, [t]) for ln, t in [*self.closing.items(), *self.trailing.items()])]
        self.out.extend(text for _, texts in sorted(left) for text in texts)
        self.out.extend(self.tail)
        return "\n".join(self.out).strip("\n") + "\n"


def _code(line: str) -> str:
    """A DSL line without its texts and its comment."""
    return re.sub(r'"([^"\\]|\\.)*"?', '""', line).split("#", 1)[0]


def _blocks(located: Located) -> dict[int, int]:
    """The blocks of one file: the line each starts on -> the last line inside it (the DSL's
    `}` line; in YAML, the last line holding one of its values)."""
    spans: dict[int, int] = {}
    lines = located.source.lines
    dsl = located.source.file.endswith(".sueca") or not located.source.file.endswith((".yaml", ".yml"))
    starts: dict[Path_, int] = {}
    for path, loc in located.positions.items():
        if path and path[-1] != "[key]" and (len(path) == 2) == (path[0] in GROUP_WORD):
            starts[path] = located.positions.get((*path, "[key]"), loc).line  # as the printer does
    for path, start in starts.items():
        if not 0 < start <= len(lines):
            continue
        if dsl:
            if "{" not in _code(lines[start - 1]):
                continue
            end = next((n for n in range(start, len(lines) + 1) if "}" in _code(lines[n - 1])), len(lines))
        else:
            end = max((loc.line for p, loc in located.positions.items() if p[: len(path)] == path),
                      default=start)
        if end > start:
            spans[start] = max(end, spans.get(start, end))
    return spans


def _place_comments(located: Located, alone: list[tuple[int, str]]) -> tuple[
        dict[int, list[str]], dict[int, list[str]], dict[int, str], list[str]]:
    """Where each comment line goes, so that it stays where it was relative to the statements
    around it even when `fmt` puts them in another order: before the statement that follows it
    in its block (by that statement's line); at the end of its block when it is the last thing
    in it (by the block's first line); after a block's `}` when written there; at the end of
    the file when nothing follows it."""
    statements = sorted({loc.line for loc in located.positions.values()})
    spans = _blocks(located)
    closes = {end: start for start, end in spans.items()}
    dsl = not located.source.file.endswith((".yaml", ".yml"))
    before: dict[int, list[str]] = {}
    ends: dict[int, list[str]] = {}
    closing: dict[int, str] = {}
    tail: list[str] = []
    for line, text in alone:
        if dsl and line in closes and not located.source.lines[line - 1].lstrip().startswith("#"):
            closing[closes[line]] = text  # `}  # a note`
            continue
        follows = next((n for n in statements if n > line), None)
        if dsl:
            inside = next((start for start, end in spans.items() if start < line < end), None)
        else:  # YAML: an indented comment after a block's last line, nothing between, is in it
            inside = max((start for start in spans if start < line), default=None) \
                if located.source.lines[line - 1][:1] in (" ", "\t") else None
            if inside is not None and any(spans[inside] < n < line for n in statements):
                inside = None
        if inside is not None and (follows is None or follows > spans[inside] - dsl):
            ends.setdefault(inside, []).append(text)
        elif follows is None:
            tail.append(text)
        else:
            before.setdefault(follows, []).append(text)
    return before, ends, closing, tail


def format_dsl(located: Located) -> str:
    """One file's dictionary as canonical DSL text.

    >>> from sueca_rules.source.text import SourceText
    >>> from sueca_rules.source.dsl import load_dsl
    >>> text = 'variant x extends portugal\\nmatch { target 6 }  # longer\\n'
    >>> print(format_dsl(load_dsl(SourceText("x.sueca", text))), end="")
    variant x extends portugal
    match to 6  # longer

    Raises ArgumentError for anything but a file read so (a text is read with ``load_dsl``).
    """
    if not isinstance(located, Located):
        from .arguments import shown
        from .errors import ArgumentError

        raise ArgumentError("located", f"a file read with load_dsl(SourceText(name, text)), not {shown(located)}")
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
    if data.get("table") == Table().model_dump(mode="json"):
        data.pop("table")  # the usual table (four in two pairs, every card dealt) is said by nothing
    for name, option in data["options"].items():
        option["default"] = chosen.get(name, option["default"])
    if form == "yaml":
        return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    note = f"# The effective rules of '{data['variant']}'"
    note += f" (it extends '{parent}')." if parent else "."
    return note + "\n" + format_dsl(Located(data, {}, SourceText("<effective>", note)))


def _one_line(field: str, value: dict[str, object]) -> str:
    """`match hands 8`, `match no-end`, `series matches 6 standings 3 1 0 ...` ("" if none)."""
    if field == "match":
        if value.get("hands") is not None and value.get("target") is None:
            return f"hands {value['hands']}"
        if value.get("endless") and value.get("target") is None:
            return "no-end"
        return ""
    if value.get("matches") is None or value.get("target") is not None:
        return ""
    line = f"matches {value['matches']}"
    standings = value.get("standings")
    if isinstance(standings, list | tuple):
        line += " standings " + " ".join(str(n) for n in standings)
    breaks = value.get("tie_breaks")
    if isinstance(breaks, list):
        line += " tie-breaks " + " ".join(str(b) for b in breaks)
    return line
