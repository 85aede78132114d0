"""What a line is: one definition for every reader, printer and editor feature.

A line ends at ``\\r\\n``, ``\\n`` or ``\\r`` — the three line ends of the Language Server
Protocol, of YAML and of every text editor — and nowhere else. The DSL's lexer, the YAML
reader's positions, error carets, ``fmt``'s comment keeping, the highlighter, the language
server's copy of a document and its position arithmetic all split lines here, so that line 3
is the same line for each of them.

Python's :meth:`str.splitlines` also splits at eight other characters (:data:`NOT_LINE_ENDS`);
in these files none of them is a line end:

- ``\\v``, ``\\f`` and ``\\x1c``-``\\x1e`` are control characters no editor shows and YAML
  forbids: they are refused wherever they are (a located error, see
  :func:`sueca_rules.source.text.decode`).
- U+0085 NEXT LINE, U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: in a DSL file they
  are characters inside a comment or a quoted text and a located error anywhere else; a YAML
  reader ends a line at each of them (YAML 1.1) where an editor does not, so in a YAML file
  they are refused, except U+2028 and U+2029 inside a quoted text with no space beside them
  (YAML keeps them there as characters; it trims the spaces beside them, as at a line's end).

Positions are 1-based (line, column) in code points, as :class:`~sueca_rules.errors.Location`
counts them; :func:`utf16_units` gives the LSP's default unit.

>>> split("a\\r\\nb\\rc\\nd\\u2028e\\n")
['a', 'b', 'c', 'd\\u2028e']
>>> LineIndex("a\\r\\nb\\rc").position(5)
(3, 1)
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right

LINE_END = re.compile(r"\r\n|\r|\n")
END_CHARS = "\r\n"  # the characters a line end is made of (for a regex class: [^\r\n])
ENDS = ("\r\n", "\r", "\n")

# What str.splitlines() splits at besides the line ends, with their Unicode names.
NOT_LINE_ENDS: dict[str, str] = {
    "\x0b": "LINE TABULATION", "\x0c": "FORM FEED", "\x1c": "FILE SEPARATOR",
    "\x1d": "GROUP SEPARATOR", "\x1e": "RECORD SEPARATOR", "\x85": "NEXT LINE",
    "\u2028": "LINE SEPARATOR", "\u2029": "PARAGRAPH SEPARATOR",
}
# The three a YAML 1.1 reader ends a line at (an editor does not).
YAML_BREAKS = "\x85\u2028\u2029"
_YAML_BREAK = re.compile(f"[{YAML_BREAKS}]")


def split(text: str) -> list[str]:
    """The lines of `text`, without their ends (as :meth:`str.splitlines`, but ending lines
    only at \\r\\n, \\n and \\r): a final line end starts no empty line."""
    lines = LINE_END.split(text)
    if lines and lines[-1] == "" and (len(lines) > 1 or not text):
        lines.pop()
    return lines


def split_keeping_ends(text: str) -> list[str]:
    """The lines of `text`, each with its line end (the last may have none); joined they are
    `text` again."""
    out: list[str] = []
    start = 0
    for found in LINE_END.finditer(text):
        out.append(text[start:found.end()])
        start = found.end()
    if start < len(text):
        out.append(text[start:])
    return out


def normalized(text: str) -> str:
    """`text` with every line end written \\n: the same lines, numbered and counted the same
    (for readers that count only \\n, such as Lark's)."""
    return LINE_END.sub("\n", text) if "\r" in text else text


def first_line(text: str) -> str:
    """The first line of `text`, without its end."""
    found = LINE_END.search(text)
    return text[:found.start()] if found else text


def ending(text: str) -> str | None:
    """The line end `text` ends with, or None."""
    return next((end for end in ENDS if text.endswith(end)), None)


def without_end(line: str) -> str:
    """A line without its line end."""
    end = ending(line)
    return line[:-len(end)] if end else line


def char_name(char: str) -> str:
    """`U+2028 LINE SEPARATOR`: a character as the messages name it."""
    return f"U+{ord(char):04X} {NOT_LINE_ENDS.get(char) or unicodedata.name(char, 'character')}"


def yaml_breaks(text: str) -> list[int]:
    """The offsets of the characters a YAML reader ends a line at and an editor does not."""
    return [m.start() for m in _YAML_BREAK.finditer(text)]


def utf16_units(text: str) -> int:
    """How many UTF-16 code units `text` takes (the LSP's default position unit)."""
    return len(text) + sum(1 for char in text if ord(char) > 0xFFFF)


class LineIndex:
    """Offsets in a text to (line, column) and back, by this module's line ends."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0, *(m.end() for m in LINE_END.finditer(text))]

    def position(self, offset: int) -> tuple[int, int]:
        """The 1-based (line, column) of the character at `offset` (code points)."""
        offset = min(max(offset, 0), len(self.text))
        line = bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1

    def offset(self, line: int, column: int) -> int:
        """The offset of 1-based (line, column); a column past the line's end is its end (the
        line end itself is not in the line), a line past the last is the end of the text."""
        if line < 1:
            return 0
        if line > len(self.starts):
            return len(self.text)
        start = self.starts[line - 1]
        stop = self.starts[line] if line < len(self.starts) else len(self.text)
        content = len(without_end(self.text[start:stop]))
        return start + min(max(column - 1, 0), content)

    def line(self, number: int) -> str:
        """The 1-based line `number` without its end ("" past the last)."""
        if not 1 <= number <= len(self.starts):
            return ""
        start = self.starts[number - 1]
        stop = self.starts[number] if number < len(self.starts) else len(self.text)
        return without_end(self.text[start:stop])
