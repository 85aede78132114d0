"""Standard streams that never fail to print: any terminal encoding, any file name.

The tool prints cards (`7♠`), dashes, accents and file names that may not be UTF-8 (a name's
undecodable bytes reach Python as lone surrogates). :func:`make_safe` sets standard output
and standard error so that whatever they cannot encode is written in an ASCII form instead of
failing: `♠ ♥ ♦ ♣` as `S H D C` (the cards' own letters), `–` as `-`, `é` as `e`, box
drawing as `+ - |`, and an undecodable byte of a file name as `\\xff`. A stream whose encoding
is ASCII is given the `sueca-ascii` encoding (ASCII bytes, the same forms), because click
would otherwise write UTF-8 to it behind its back. Standard input, where it is read (the
terminal game), decodes bad bytes as U+FFFD instead of failing.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import io
import sys
import unicodedata
from typing import Any

ERRORS = "sueca-forms"
ASCII = "sueca-ascii"

_FORMS = {
    "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
    "–": "-", "—": "-", "‒": "-", "−": "-", "‐": "-", "‑": "-",
    "‘": "'", "’": "'", "‚": "'", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"',
    "…": "...", "·": ".", "•": "*", "×": "x", "±": "+/-", "÷": "/", "→": "->", "←": "<-",
    "↑": "^", "↓": "v", "≤": "<=", "≥": ">=", "≠": "!=", "≈": "~", "°": "o", "º": "o",
    "ª": "a", "€": "EUR", "£": "GBP", "\u00a0": " ", "\u202f": " ", "\u2009": " ",
    "✓": "v", "✗": "x", "★": "*", "\u200b": "",
}
_BOX_HORIZONTAL = "─━═┄┅┈┉╌╍"
_BOX_VERTICAL = "│┃║┆┇┊┋╎╏"


def ascii_form(char: str) -> str:
    """An ASCII stand-in for one character (`?` when there is none)."""
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte of a file name that was not UTF-8
        return f"\\x{code - 0xDC00:02x}"
    if 0xD800 <= code <= 0xDFFF:
        return f"\\u{code:04x}"
    if char in _FORMS:
        return _FORMS[char]
    if char in _BOX_HORIZONTAL:
        return "-"
    if char in _BOX_VERTICAL:
        return "|"
    if 0x2500 <= code <= 0x257F:  # the other box-drawing pieces: corners and crossings
        return "+"
    stripped = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    return stripped if stripped and stripped.isascii() else "?"


def _forms(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(ascii_form(c) for c in error.object[error.start:error.end]), error.end


class _AsciiEncoder(codecs.IncrementalEncoder):
    def encode(self, input: str, final: bool = False) -> bytes:
        return input.encode("ascii", ERRORS)


class _AsciiDecoder(codecs.IncrementalDecoder):
    def decode(self, input: Any, final: bool = False) -> str:
        return bytes(input).decode("ascii", "replace")


def _encode(text: str, errors: str = "strict") -> tuple[bytes, int]:
    return text.encode("ascii", ERRORS), len(text)


def _decode(data: Any, errors: str = "strict") -> tuple[str, int]:
    return bytes(data).decode("ascii", "replace"), len(data)


def _search(name: str) -> codecs.CodecInfo | None:
    if name.replace("-", "_") != ASCII.replace("-", "_"):
        return None
    return codecs.CodecInfo(_encode, _decode, name=ASCII, incrementalencoder=_AsciiEncoder,
                            incrementaldecoder=_AsciiDecoder)


codecs.register_error(ERRORS, _forms)
codecs.register(_search)


def _is_ascii(encoding: str | None) -> bool:
    try:
        return codecs.lookup(encoding or "ascii").name == "ascii"
    except LookupError:
        return False


def is_unicode(stream: Any) -> bool:
    """Whether `stream` can write every character (a UTF encoding)."""
    encoding = getattr(stream, "encoding", None) or ""
    try:
        name = codecs.lookup(encoding).name
    except LookupError:
        return False
    return name.startswith("utf") or name == "gb18030"


_ODD = (ValueError, OSError, io.UnsupportedOperation)  # a closed or odd stream: left alone


def _safe(stream: Any) -> None:
    if not isinstance(stream, io.TextIOWrapper):
        return
    with contextlib.suppress(*_ODD):
        if _is_ascii(stream.encoding):
            stream.reconfigure(encoding=ASCII, errors=ERRORS)
        else:
            stream.reconfigure(errors=ERRORS)


class _ClosedBytes(io.RawIOBase):
    """The bytes side of a closed standard stream: every read or write fails, naming it."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.what = name

    def _fail(self) -> OSError:
        return OSError(errno.EBADF, f"{self.what} is closed — nothing can be "
                                    f"{'read from' if self.what.endswith('input') else 'written to'} it; "
                                    "run the command with it open (or give -o FILE)")

    def readable(self) -> bool:
        return self.what.endswith("input")

    def writable(self) -> bool:
        return not self.readable()

    def readinto(self, buffer: Any) -> int:
        raise self._fail()

    def write(self, data: Any) -> int:
        raise self._fail()

    def fileno(self) -> int:
        raise self._fail()


class ClosedStream(io.TextIOBase):
    """Standard input or output when its file descriptor is closed (`<&-`, `>&-`): Python
    gives None, which commands would take for a bug; this fails at the first use instead,
    an OSError (EBADF) that says which stream is closed: exit status 2."""

    encoding = "utf-8"
    errors = "strict"

    def __init__(self, name: str) -> None:
        super().__init__()
        self.buffer = _ClosedBytes(name)
        self.what = name

    def readable(self) -> bool:
        return self.buffer.readable()

    def writable(self) -> bool:
        return self.buffer.writable()

    def read(self, size: int | None = -1) -> str:
        raise self.buffer._fail()

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        raise self.buffer._fail()

    def write(self, text: str) -> int:
        raise self.buffer._fail()

    def fileno(self) -> int:
        raise self.buffer._fail()

    def isatty(self) -> bool:
        return False

    def flush(self) -> None:
        return None


def closed(stream: object) -> bool:
    """Whether `stream` is a standard stream whose descriptor was closed (see ClosedStream)."""
    return stream is None or isinstance(stream, ClosedStream)


def make_safe() -> None:
    """Set standard output and error to write what they cannot encode in ASCII forms, and
    standard input to read undecodable bytes as U+FFFD; a closed standard input or output is
    a :class:`ClosedStream`."""
    if sys.stdin is None:
        sys.stdin = ClosedStream("standard input")
    if sys.stdout is None:
        sys.stdout = ClosedStream("standard output")
    _safe(sys.stdout)
    _safe(sys.stderr)
    stdin = sys.stdin
    if isinstance(stdin, io.TextIOWrapper):
        with contextlib.suppress(*_ODD):
            stdin.reconfigure(errors="replace")
