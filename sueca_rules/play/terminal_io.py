"""The terminal game's input and its record: lines of a sane length, a record always saved.

Input may come from a person, a pipe or a device: :class:`BoundedLines` hands the game lines
of at most :data:`MAX_LINE` characters, skips (without keeping) a longer one, and ends the
input when a "line" runs on past :data:`MAX_SKIP` characters (``< /dev/zero``), so memory and
time stay small. :func:`save_record` writes the record where asked, or, for the default name,
to the first name that is free (``sueca-portugal-7-2.json``), never over an existing file.
"""

from __future__ import annotations

import contextlib
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from ..diagnostics import json_text
from ..errors import SuecaError
from ..files import create_text, write_text

MAX_LINE = 1024  # characters: no answer in the game is longer
MAX_SKIP = 1 << 20  # an over-long line is skipped up to this; beyond it the input is not a player's
_CHUNK = 1 << 16
_FREE_NAMES = 1000  # sueca-x-1.json, sueca-x-1-2.json, ... sueca-x-1-1000.json


class BoundedLines:
    """A `readline` for the game: a line of at most `limit` characters (not counting its
    newline), or "" at the end of input. A longer line is read past in pieces, never kept,
    and `write` says it was ignored; one that runs past MAX_SKIP ends the input."""

    def __init__(self, stream: TextIO, write: Callable[[str], None], limit: int = MAX_LINE) -> None:
        self.stream = stream
        self.write = write
        self.limit = limit

    def __call__(self) -> str:
        while True:
            line = self.stream.readline(self.limit + 1)
            if len(line) <= self.limit or line.endswith("\n"):
                return line
            ended = self._skip_rest()
            if ended is not None:
                return ended
            self.write(f"That line is longer than {self.limit} characters: it is ignored.")

    def _skip_rest(self) -> str | None:
        """Read to the end of the over-long line: None when it ended, "" (the end of input)
        when the input ended first or the line runs on past MAX_SKIP."""
        skipped = 0
        while skipped <= MAX_SKIP:
            chunk = self.stream.readline(_CHUNK)
            if not chunk:
                return ""
            if chunk.endswith("\n"):
                return None
            skipped += len(chunk)
        self.write(f"(a line of more than {MAX_SKIP >> 20} MiB without an end: this input is not "
                   "a player's, so the game stops here)")
        return ""


def _names(path: Path) -> Iterator[Path]:
    yield path
    for number in range(2, _FREE_NAMES + 1):
        yield path.with_name(f"{path.stem}-{number}{path.suffix}")


def free_name(path: Path) -> Path:
    """`path` if no file is there, else the first free `STEM-2.SUFFIX`, `STEM-3.SUFFIX`, ...
    (`path` again when a thousand are taken: saving then falls back to a temporary file)."""
    for candidate in _names(path):
        try:
            if not candidate.exists():
                return candidate
        except (OSError, ValueError):  # a name too long for the system: saving will say so
            return path
    return path


def _save_fresh(path: Path, text: str) -> Path | None:
    """Create the first free name from `path` on (an existing file is never touched, even one
    made while the game was played); None when every name is taken. Raises InputError when
    the folder takes no file."""
    return next((candidate for candidate in _names(path) if create_text(candidate, text)), None)


def save_record(record: dict[str, object], save: Path, write: Callable[[str], None], *,
                fresh: bool = False) -> Path | None:
    """Write the record to `save` (with `fresh`: to the first free name from `save` on, never
    over a file); if that fails, to a temporary file, and say so. Returns where it went, or
    None when it could not be saved anywhere (and says so)."""
    text = json_text(record, 1) + "\n"
    try:
        if not fresh:
            write_text(save, text)
            return save
        saved = _save_fresh(save, text)
        if saved is not None:
            return saved
        write(f"Could not save the record: {save} and the names after it are all taken.")
    except SuecaError as err:
        write(f"Could not save the record: {err}.")
    try:
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", prefix="sueca-", suffix=".json",
                                         delete=False) as handle:
            handle.write(text)
        fallback = Path(handle.name)
    except OSError as err:
        write(f"Could not save it in the temporary folder either ({err.strerror}); the record "
              "is lost.")
        return None
    write(f"Saved it to {fallback} instead.")
    return fallback


class GuardedWrite:
    """`write`, switching to `warn` for good once it meets a broken pipe (`closed` is then
    True); a `warn` that fails too is ignored: there is nowhere left to say it."""

    def __init__(self, write: Callable[[str], None], warn: Callable[[str], None]) -> None:
        self.write, self.warn, self.closed = write, warn, False

    def __call__(self, text: str) -> None:
        if not self.closed:
            try:
                self.write(text)
                return
            except BrokenPipeError:
                self.closed = True
        with contextlib.suppress(OSError):
            self.warn(text)


def to_stderr(text: str) -> None:
    """A line on standard error, as the command line's notes are written."""
    print(f"sueca-rules: {text}", file=sys.stderr, flush=True)
