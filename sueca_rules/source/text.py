"""Reading source files safely: size, encoding and binary checks before any parser runs."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from ..errors import Location, Problem, SyntaxProblem
from ..files import read_bounded
from ..lines import NOT_LINE_ENDS, LineIndex, char_name, normalized, split

# A variant file is a few kilobytes: 256 KiB is generous, and keeps the worst refusal well
# under a second. Case files may hold many full hands, so they get 1 MiB.
MAX_BYTES = 256 << 10
MAX_CASE_BYTES = 1 << 20
Path_ = tuple[str | int, ...]
MAX_DIGITS = 9  # the longest number a variant or case file may write
MAX_PROBLEMS = 50  # problems shown per file, the last one saying that more follow


@dataclass
class SourceText:
    """A file's text, with its lines kept for error carets (lines as :mod:`sueca_rules.lines`
    defines them: ending at \\r\\n, \\n or \\r)."""

    file: str
    text: str
    lines: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.lines:
            self.lines = split(self.text)

    @cached_property
    def normal(self) -> str:
        """The text with every line end written \\n (what the DSL's lexer reads: the same
        lines and columns as :attr:`lines`)."""
        return normalized(self.text)

    def line(self, number: int) -> str | None:
        if 1 <= number <= len(self.lines):
            return self.lines[number - 1]
        return None

    def problem(self, line: int, column: int, message: str, code: str = "syntax",
                suggestion: str | None = None, width: int = 0) -> Problem:
        """A problem at (line, column); `width` characters underlined when given, else the
        token written there."""
        end = (line, column + width) if width else (0, 0)
        return Problem(Location(self.file, line, column, *end), message, code,
                       source_line=self.line(line), suggestion=suggestion)


@dataclass
class Located:
    """A plain dictionary from one file, with the place each path in it was written."""

    data: dict[str, object]
    positions: dict[Path_, Location]
    source: SourceText
    comments: list[tuple[int, str]] = field(default_factory=list)
    # Statements the reader could not take (unknown keys, malformed values), when it was asked
    # to keep going so that the rest of the file can still be checked in the same run.
    problems: list[Problem] = field(default_factory=list)

    def where(self, path: Path_) -> Location:
        """The location of `path`, or of its nearest written ancestor."""
        return locate(self.positions, path, self.source.file)


def locate(positions: Mapping[Path_, Location], path: Path_, file: str) -> Location:
    for end in range(len(path), -1, -1):
        found = positions.get(path[:end])
        if found is not None:
            return found
    return Location(file, 1, 1)


def _fail(file: str, message: str, line: int = 1, column: int = 1, text: str = "",
          width: int = 0) -> SyntaxProblem:
    lines = split(text)
    shown = lines[line - 1] if 0 < line <= len(lines) else None
    end = (line, column + width) if width else (0, 0)
    return SyntaxProblem([Problem(Location(file, line, column, *end), message, "input",
                                  source_line=shown)])


def _too_large(file: str, size: int, limit: int) -> SyntaxProblem:
    kind = "case files" if limit == MAX_CASE_BYTES else "variant files"
    return _fail(
        file,
        f"file is too large ({size / 1e6:.1f} MB) — {kind} are at most {limit // 1024} KiB; "
        "remove what is not rules",
    )


def decode(file: str, raw: bytes, limit: int = MAX_BYTES) -> SourceText:
    """Bytes to text, refusing what cannot be a variant or case file."""
    if len(raw) > limit:
        raise _too_large(file, len(raw), limit)
    nul = raw.find(b"\0")
    if nul >= 0:
        line, column = _byte_position(raw, nul)
        raise _fail(file, "this is a binary file, not text — give a .sueca or .yaml file", line, column)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line, column = _byte_position(raw, err.start)
        raise _fail(
            file, "the file is not UTF-8 text — save it as UTF-8", line, column
        ) from None
    if not text.strip():
        raise _fail(file, "the file is empty — a variant file starts with 'variant NAME'")
    control = _CONTROL.search(text)
    if control is not None:
        char = control.group()
        line, column = LineIndex(text).position(control.start())
        kind = "a case file" if limit == MAX_CASE_BYTES else "a variant file"
        message = (f"{char_name(char)} is not a line end in {kind} — use a new line (or "
                   "delete it)") if char in NOT_LINE_ENDS else (
            f"a control character (U+{ord(char):04X}) is not allowed in these files — delete it "
            "(tabs and new lines are fine)")
        raise _fail(file, message, line, column, text, 1)
    return SourceText(file, text)


def _byte_position(raw: bytes, index: int) -> tuple[int, int]:
    """The 1-based (line, column) of byte `index` in bytes that are not (all) text: the line
    by the line ends before it, the column in bytes."""
    head = raw[:index].decode("utf-8", "replace")
    line, _ = LineIndex(head).position(len(head))
    start = max(raw.rfind(b"\n", 0, index), raw.rfind(b"\r", 0, index)) + 1
    return line, index - start + 1


# Characters no text editor shows and neither YAML nor the DSL allows (tabs, new lines and
# carriage returns are fine). \v, \f and \x1c-\x1e among them split lines for Python and
# nowhere else: refused, so that no layer can count lines differently (sueca_rules.lines).
# U+0085, U+2028 and U+2029 are left to each form's reader (see sueca_rules.lines).
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff]")


def read(path: Path, limit: int = MAX_BYTES) -> SourceText:
    """Read a regular file of at most `limit` bytes (an InputError for anything else)."""
    raw = read_bounded(path, limit, over=True)
    if len(raw) > limit:
        try:
            size = path.stat().st_size
        except OSError:
            size = len(raw)
        raise _too_large(str(path), max(size, len(raw)), limit)
    return decode(str(path), raw, limit)


def capped(problems: list[Problem]) -> list[Problem]:
    """At most MAX_PROBLEMS problems per file, in the order given: past that, the first
    MAX_PROBLEMS - 1 and a last one, where the next would be, saying how many more follow."""
    count: dict[str, int] = {}
    for problem in problems:
        count[problem.location.file] = count.get(problem.location.file, 0) + 1
    if all(n <= MAX_PROBLEMS for n in count.values()):
        return problems
    out: list[Problem] = []
    shown: dict[str, int] = {}
    for problem in problems:
        file = problem.location.file
        shown[file] = shown.get(file, 0) + 1
        if count[file] <= MAX_PROBLEMS or shown[file] < MAX_PROBLEMS:
            out.append(problem)
        elif shown[file] == MAX_PROBLEMS:
            more = count[file] - MAX_PROBLEMS + 1
            out.append(Problem(problem.location, f"more problems follow: {more} more in this file "
                               f"— fix these {MAX_PROBLEMS - 1} first", "too-many", "info",
                               problem.source_line))
    return out
