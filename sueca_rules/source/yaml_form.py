"""The YAML reader: safe, line-tracking, and refusing hostile documents quickly.

Only plain data is accepted: mappings, sequences, strings, integers, booleans and null.
Anchors and aliases (the "billion laughs" bomb), custom tags such as ``!!python/object``,
duplicate keys, deep nesting and numbers of absurd length are refused with a located error
before anything is built.

The located dictionary is built in one pass over the parser's events (libyaml's parser where
PyYAML has it, as its wheels do; PyYAML's own otherwise): no node tree is composed, so a case
file at the 1 MiB limit reads in about a second.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable

import yaml
from yaml.events import (
    AliasEvent,
    DocumentStartEvent,
    Event,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import ScalarNode

from ..errors import Location, Problem, SyntaxProblem
from ..lines import LineIndex, char_name, yaml_breaks
from .text import MAX_DIGITS, Located, Path_, SourceText
from .yaml_numbers import is_published, number_message

try:
    from yaml._yaml import CParser as _Events
except ImportError:  # pragma: no cover - a PyYAML built without libyaml
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Events(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)

MAX_DEPTH = 32
KEY = "[key]"  # positions[(*path, KEY)] is where a mapping key was written
STR, INT = "tag:yaml.org,2002:str", "tag:yaml.org,2002:int"
_PLAIN_TAGS = {
    STR, INT, "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map",
}


class _Refused(Exception):
    def __init__(self, event: Event | None, message: str) -> None:
        super().__init__(message)
        mark = event.start_mark if event is not None else None
        self.offset = mark.index if mark else 0
        self.message = message


class _Builder:
    """Events to plain data, remembering where every value and key was written."""

    def __init__(self, source: SourceText, next_event: Callable[[], Event | None],
                 index: LineIndex, wants_text: Callable[[Path_], bool]) -> None:
        self.file = source.file
        self.source = source
        self.wants_text = wants_text
        self.problems: list[Problem] = []  # numbers YAML reads otherwise than the file's reader
        self.next = next_event
        self.index = index
        self.positions: dict[Path_, Location] = {}
        self.quoted: list[tuple[int, int]] = []  # where quoted scalars are (offsets)
        self.loader = yaml.SafeLoader("")  # constructs booleans, numbers and nulls; resolves tags

    def at(self, event: Event) -> Location:
        """Where an event starts, by its offset: YAML's own line count also ends lines at
        U+0085, U+2028 and U+2029, which no editor does (see sueca_rules.lines)."""
        mark = event.start_mark
        if not mark:
            return Location(self.file, 1, 1)
        return Location(self.file, *self.index.position(mark.index))

    def document(self) -> object:
        self.next()  # the stream's start
        event = self.next()
        if isinstance(event, StreamEndEvent):
            raise _Refused(None, "the file has no YAML document")
        assert isinstance(event, DocumentStartEvent)
        data = self.value(self.next(), (), 0)
        self.next()  # the document's end
        extra = self.next()
        if not isinstance(extra, StreamEndEvent):
            raise _Refused(extra, "YAML syntax: a second document ('---') — a file holds one")
        return data

    def value(self, event: Event | None, path: Path_, depth: int) -> object:
        if event is None:  # the parser always ends a stream with an event; never here
            raise _Refused(None, "YAML syntax: the document ends too early")
        self.positions[path] = self.at(event)
        if isinstance(event, AliasEvent):
            raise _Refused(event, "anchors and aliases (*name) are not allowed in these files — "
                                  "write the value out")
        if getattr(event, "anchor", None):
            raise _Refused(event, "anchors (&name) are not allowed in these files — write the "
                                  "value out")
        if isinstance(event, ScalarEvent):
            return self.scalar(event, path)
        if depth >= MAX_DEPTH:
            raise _Refused(event, f"nesting deeper than {MAX_DEPTH} levels — a variant needs 4")
        self.check_tag(event, getattr(event, "tag", None))
        if isinstance(event, SequenceStartEvent):
            items: list[object] = []
            while not isinstance(item := self.next(), SequenceEndEvent):
                items.append(self.value(item, (*path, len(items)), depth + 1))
            return items
        assert isinstance(event, MappingStartEvent), event
        out: dict[str, object] = {}
        while not isinstance(key_event := self.next(), MappingEndEvent):
            if not isinstance(key_event, ScalarEvent) or key_event.anchor:
                raise _Refused(key_event, "mapping keys must be plain names")
            self.check_tag(key_event, key_event.tag)
            key = str(key_event.value)
            if key in out:
                raise _Refused(key_event, f"the key '{key}' is given twice in this mapping — keep one")
            out[key] = self.value(self.next(), (*path, key), depth + 1)
            key_path: Path_ = (*path, key, KEY)
            self.positions[key_path] = self.at(key_event)
        return out

    def check_tag(self, event: Event, tag: str | None) -> None:
        if tag not in (None, "!") and tag not in _PLAIN_TAGS:
            raise _Refused(event, f"the tag {tag!r} is not allowed — only plain YAML data "
                                  "(texts, numbers, lists, mappings)")

    def scalar(self, event: ScalarEvent, path: Path_) -> object:
        tag = event.tag
        value = event.value
        if tag is None and event.implicit[0] and value.isascii() and value.isdigit() \
                and len(value) <= MAX_DIGITS and (value == "0" or value[0] != "0"):
            return int(value)  # the common case, read without the resolver (no octal: no 0 lead)
        if tag == "!" or (tag is None and not event.implicit[0]):
            if event.style in ("'", '"') and event.start_mark and event.end_mark:
                self.quoted.append((event.start_mark.index, event.end_mark.index))
            return value  # quoted: a text
        if tag is None:
            tag = self.loader.resolve(ScalarNode, event.value, event.implicit)  # type: ignore[no-untyped-call]
        self.check_tag(event, tag)
        if tag == STR:
            return event.value
        if tag == INT and sum(c.isdigit() for c in event.value) > MAX_DIGITS:
            raise _Refused(event, f"the number {event.value[:12]}… is far too large — numbers in "
                                  "these files are small (card points, game points, seats)")
        node = ScalarNode(tag, event.value, None, None, event.style)
        try:
            found = self.loader.construct_object(node)
        except (ValueError, IndexError, KeyError, TypeError, yaml.YAMLError):  # `!!int abc`
            what = tag.rsplit(":", 1)[-1] if tag else "value"
            raise _Refused(event, f"{event.value!r} cannot be read as a YAML {what} — write the "
                                  "value without a tag (a number such as 6, a word, true or false)") from None
        if tag == INT:
            self.number(event, found, path)
        return found

    def number(self, event: ScalarEvent, number: object, path: Path_) -> None:
        """A whole number not written as the DSL writes numbers (010, 0x10, 1_0, +5, 1:30): a
        located problem that says what to write (see :mod:`.yaml_numbers`)."""
        said = number_message(event.value, int(number), self.wants_text(path))  # type: ignore[call-overload]
        if said is None:
            return
        message, fix = said
        where = self.at(event)
        width = len(event.value)
        self.problems.append(Problem(
            Location(self.file, where.line, where.column, where.line, where.column + width),
            message, "yaml-number", "warning" if is_published(message) else "error",
            self.source.line(where.line), fix))


def load_yaml(source: SourceText, wants_text: Callable[[Path_], bool] | None = None) -> Located:
    """Read a YAML variant (or case) file into a located dictionary.

    A whole number that YAML reads otherwise than it is meant (010 is 8, 0x10 is 16, 1:30 is
    90) is in `Located.problems`, saying what to write: a number, or, where `wants_text(path)`
    says the field is a text, the quotes that keep it one (see :mod:`.yaml_numbers`).

    Raises SyntaxProblem, located at the offending place, for YAML syntax errors and for
    everything this reader refuses (see the module's docstring), and for U+0085, U+2028 and
    U+2029 where YAML would end a line at them and an editor would not (everywhere but
    U+2028 and U+2029 inside a quoted text, with no space beside them).
    """
    index = LineIndex(source.text)
    try:
        events = _Events(source.text)
    except yaml.YAMLError as err:  # the reader refuses characters YAML does not allow
        raise SyntaxProblem([source.problem(1, 1, f"YAML: {err}", "yaml")]) from None
    builder = _Builder(source, events.get_event, index, wants_text or (lambda path: False))
    try:
        data = builder.document()
    except _Refused as err:
        raise _refused(source, index, builder, err.offset,
                       source.problem(*index.position(err.offset), err.message, "yaml")) from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        offset = mark.index if mark else 0
        line, column = index.position(offset)
        what = f"YAML syntax: {err.problem or 'not valid YAML'}"
        if "nesting depth" in what:  # libyaml's own limit, met while reading ahead
            what = f"nesting deeper than {MAX_DEPTH} levels — a variant needs 4"
        tab = _tab_at(source, line, column)
        if tab:
            line, column = tab
            what = "YAML indents with spaces, not tabs — replace the tab with spaces"
        raise _refused(source, index, builder, offset, source.problem(
            line, column, what, "yaml", width=1 if tab else 0)) from None
    except yaml.YAMLError as err:
        raise _refused(source, index, builder, len(source.text),
                       source.problem(1, 1, f"YAML syntax: {err}", "yaml")) from None
    finally:
        events.dispose()
    wrong = _line_breaks(source, index, builder.quoted)
    if wrong:
        raise SyntaxProblem(wrong)
    if not isinstance(data, dict):
        raise SyntaxProblem([source.problem(1, 1, "the file must be a YAML mapping "
                                                  "(key: value lines)", "yaml")])
    return Located(data, builder.positions, source, yaml_comments(source), builder.problems)


def _line_breaks(source: SourceText, index: LineIndex, quoted: list[tuple[int, int]],
                 before: int | None = None) -> list[Problem]:
    """U+0085, U+2028 and U+2029 where YAML ends a line at them and an editor does not: all of
    them but U+2028 and U+2029 inside a quoted text with no space or tab beside them (YAML
    keeps those, and trims the spaces beside them; it reads U+0085 there as a line end, folded
    to a space). `before`: only those before this offset."""
    found: list[Problem] = []
    starts = [start for start, _ in quoted]  # in the order read: by offset
    for offset in yaml_breaks(source.text):
        if before is not None and offset >= before:
            break
        char = source.text[offset]
        inside = bisect_right(starts, offset) - 1
        if char != "\x85" and inside >= 0 and offset < quoted[inside][1] \
                and source.text[offset - 1] not in " \t" and source.text[offset + 1] not in " \t":
            continue  # as written: YAML trims the spaces beside it, as at the end of a line
        how = r"\N" if char == "\x85" else r"\L" if char == "\u2028" else r"\P"
        line, column = index.position(offset)
        found.append(source.problem(
            line, column, f"{char_name(char)} ends a line for YAML but not for editors — use a "
            f"new line (for the character itself, write {how} in a double-quoted text)", "yaml",
            width=1))
    return found


def _refused(source: SourceText, index: LineIndex, builder: _Builder, offset: int,
             problem: Problem) -> SyntaxProblem:
    """The problem that stopped the reader; when a character YAML reads as a line end (and
    an editor does not) comes before it, that character instead (the rest follows from it)."""
    breaks = _line_breaks(source, index, builder.quoted, offset + 1)
    return SyntaxProblem(breaks or [problem])


def _tab_at(source: SourceText, line: int, column: int) -> tuple[int, int] | None:
    """The tab a YAML syntax error stopped at: at the place, or in the indentation of its line
    (a tab-only line after the last key is reported on the line after it, or at its end)."""
    for number in (line, line - 1):
        text = source.line(number) or ""
        indent = text[: len(text) - len(text.lstrip(" \t"))]
        if number == line and text[column - 1: column] == "\t":
            return number, column
        if "\t" in indent and (number == line or not text.strip()):
            return number, indent.index("\t") + 1
    return None


# A line editors read to find the YAML form's JSON Schema: it means nothing in the DSL.
SCHEMA_LINE = "# yaml-language-server:"


def yaml_comments(source: SourceText) -> list[tuple[int, str]]:
    """Comment lines and trailing comments, by line, so `fmt` can carry them into the DSL
    (all but the editor's schema line). A `#` inside quotes, or not after a space, is text."""
    found: list[tuple[int, str]] = []
    for number, line in enumerate(source.lines, 1):
        if "#" not in line or line.lstrip().startswith(SCHEMA_LINE):
            continue
        quote = ""
        for index, char in enumerate(line):
            if quote:
                if char == quote and not (quote == '"' and line[index - 1] == "\\"):
                    quote = ""
            elif char in "'\"" and (index == 0 or line[index - 1] in " \t:[{,-"):
                quote = char
            elif char == "#" and (index == 0 or line[index - 1] in " \t"):
                found.append((number, line[index:].rstrip()))
                break
    return found
