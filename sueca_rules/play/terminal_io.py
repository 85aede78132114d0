"""The terminal game's input and its record: lines of a sane length, a record always saved.

Input may come from a person, a pipe or a device: :class:`BoundedLines` hands the game lines
of at most :data:`MAX_LINE` characters, skips (without keeping) a longer one, and ends the
input when a "line" runs on past :data:`MAX_SKIP` characters (``< /dev/zero``), when
:data:`MAX_IDLE` answers in a row leave the game where it was (``yes | sueca-rules play``),
or when :data:`MAX_TOTAL` characters have been read in all, so memory and time stay small.
:func:`save_record` writes the record where asked, or, for the default name, to the first name
that is free (``sueca-portugal-7-2.json``), never over an existing file. :func:`finish` saves
it with the stop signals held (:mod:`.stops`), so a signal during the save cannot cut it.
What they say is said in the game's locale (a :class:`~sueca_rules.words.i18n.Voice`;
English by default).
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple, Protocol, TextIO

from ..diagnostics import json_text
from ..errors import GameFailed, InputError, SuecaError
from ..files import create_text, write_text
from ..words.i18n import Voice
from .screen import InputEnded, Quit
from .stops import Stopped, Stops

MAX_LINE = 1024  # characters: no answer in the game is longer
MAX_SKIP = 1 << 20  # an over-long line is skipped up to this; beyond it the input is not a player's
MAX_IDLE = 200  # answers in a row that neither play nor choose: a script stuck, not a player
MAX_TOTAL = 64 << 20  # characters read in all, skipped ones too: no game takes a thousandth
_CHUNK = 1 << 16
_FREE_NAMES = 1000  # sueca-x-1.json, sueca-x-1-2.json, ... sueca-x-1-1000.json


class BoundedLines:
    """A `readline` for the game: a line of at most `limit` characters (not counting its
    newline), or "" at the end of input. A longer line is read past in pieces, never kept,
    and `write` says it was ignored; one that runs past MAX_SKIP ends the input. So does a
    MAX_IDLE-th line in a row read while `progress()` (the game's state, when set) stays the
    same, and any line once MAX_TOTAL characters have been read."""

    def __init__(self, stream: TextIO, write: Callable[[str], None], limit: int = MAX_LINE,
                 progress: Callable[[], object] | None = None, voice: Voice | None = None) -> None:
        self.v = voice or Voice("en")
        self.stream = stream
        self.write = write
        self.limit = limit
        self.progress = progress
        self.total = 0
        self._mark: object = None
        self._idle = 0

    def _stuck(self) -> bool:
        """Whether the input has gone on too long to be a player's (and say so)."""
        if self.total > MAX_TOTAL:
            self.write("(" + self.v.gettext("more than {count} MiB of input: this input is not a "
                                            "player's, so the game stops here", count=MAX_TOTAL >> 20) + ")")
            return True
        if self.progress is not None:
            mark = self.progress()
            if mark != self._mark:
                self._mark, self._idle = mark, 0
            self._idle += 1
            if self._idle > MAX_IDLE:
                self.write("(" + self.v.gettext("{count} answers in a row left the game where it "
                                                "was: this input is not a player's, so the game "
                                                "stops here", count=MAX_IDLE) + ")")
                return True
        return False

    def __call__(self) -> str:
        if self._stuck():
            return ""
        while True:
            line = self.stream.readline(self.limit + 1)
            self.total += len(line)
            if len(line) <= self.limit or line.endswith("\n"):
                return line
            ended = self._skip_rest()
            if ended is not None:
                return ended
            self.write(self.v.gettext("That line is longer than {count} characters: it is ignored.",
                                      count=self.limit))

    def _skip_rest(self) -> str | None:
        """Read to the end of the over-long line: None when it ended, "" (the end of input)
        when the input ended first or the line runs on past MAX_SKIP."""
        skipped = 0
        while skipped <= MAX_SKIP:
            chunk = self.stream.readline(_CHUNK)
            self.total += len(chunk)
            if not chunk:
                return ""
            if chunk.endswith("\n"):
                return None
            skipped += len(chunk)
        self.write("(" + self.v.gettext("a line of more than {count} MiB without an end: this input "
                                        "is not a player's, so the game stops here",
                                        count=MAX_SKIP >> 20) + ")")
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


NameVariant = Callable[[Path], str]  # the record's "variant" for a record written at a path
Guard = Callable[[Path], "str | None"]  # why a path may not be replaced now (None: it may)


def _texts(record: dict[str, object], name_variant: NameVariant | None) -> Callable[[Path], str]:
    """The record's text for a file written at a path: its variant named for that file's
    folder (so a fallback file, or one written through a link, names it as replay finds it)."""

    def text(path: Path) -> str:
        named = record if name_variant is None else {**record, "variant": name_variant(path)}
        return json_text(named, 1) + "\n"

    return text


def save_record(record: dict[str, object], save: Path, write: Callable[[str], None], *,
                fresh: bool = False, name_variant: NameVariant | None = None,
                guard: Guard | None = None, voice: Voice | None = None) -> Path | None:
    """Write the record to `save` (with `fresh`: to the first free name from `save` on, never
    over a file); if that fails, to a temporary file, and say so (in `voice`, English by
    default). Returns where it went, or None when it could not be saved anywhere (and says so).

    `name_variant(path)`: the record's "variant" for a record written at `path` (default: the
    record's own). `guard(save)`: asked again at the save (the game may have lasted hours):
    a reason `save` may not be replaced now (it became a link to a variant file, another
    program wrote there) sends the record to the first free name from `save` on instead."""
    v = voice or Voice("en")
    text = _texts(record, name_variant)
    try:
        problem = None if fresh or guard is None else guard(save)
        if problem is not None:
            write(v.gettext("Did not save the record to {path}: {why}.", path=save, why=problem))
            fresh = True
        if not fresh:
            write_text(save, text(save))
            return save
        saved = _save_fresh(save, text(save))
        if saved is not None:
            return saved
        write(v.gettext("Could not save the record: {path} and the names after it are all taken.",
                        path=save))
    except SuecaError as err:
        write(v.gettext("Could not save the record: {why}.", why=err))
    try:
        handle, name = tempfile.mkstemp(prefix="sueca-", suffix=".json")
        os.close(handle)
    except OSError as err:
        write(v.gettext("Could not save it in the temporary folder either ({why}); the record is "
                        "lost.", why=err.strerror or err))
        return None
    fallback = Path(name)
    try:
        write_text(fallback, text(fallback))  # whole or not at all, like every file written
    except InputError as err:
        with contextlib.suppress(OSError):
            os.unlink(fallback)
        write(v.gettext("Could not save it in the temporary folder either ({why}); the record is "
                        "lost.", why=err.message))
        return None
    write(v.gettext("Saved it to {path} instead.", path=fallback))
    return fallback


class GuardedWrite:
    """`write`, switching to `warn` for good once it fails (a broken pipe, a closed terminal:
    `closed` is then True); a `warn` that fails too is ignored: there is nowhere left to say
    it."""

    def __init__(self, write: Callable[[str], None], warn: Callable[[str], None]) -> None:
        self.write, self.warn, self.closed = write, warn, False

    def __call__(self, text: str) -> None:
        if not self.closed:
            try:
                self.write(text)
                return
            except OSError:
                self.closed = True
        with contextlib.suppress(OSError):
            self.warn(text)


def to_stderr(text: str) -> None:
    """A line on standard error, as the command line's notes are written."""
    print(f"sueca-rules: {text}", file=sys.stderr, flush=True)


class TerminalClosed(OSError):
    """The player's terminal closed mid-game."""


def closed_reason(err: OSError, v: Voice) -> str:
    """Why the game stopped when reading or writing failed, for the line on the record."""
    if isinstance(err, TerminalClosed) or err.errno == errno.EIO:  # a hangup, or the tty gone
        return v.gettext("The terminal closed mid-game.") + " "
    if isinstance(err, BrokenPipeError):
        return v.gettext("The output closed mid-game (a broken pipe).") + " "
    return v.gettext("The game's input or output failed mid-game ({why}).", why=err.strerror or err) + " "


def stopped_reason(stop: Stopped, v: Voice) -> str:
    """Why the game stopped on a signal, for the line on the record."""
    if stop.name == "SIGHUP":
        return v.gettext("The terminal closed mid-game (SIGHUP).") + " "
    if stop.name in ("SIGINT", "SIGBREAK"):
        return "\n(" + v.gettext("interrupted") + ") "
    return "\n(" + v.gettext("stopped by {signal}", signal=stop.name) + ") "


class Saving(NamedTuple):
    """Where and how a game's record is saved (see :func:`save_record`)."""

    path: Path
    fresh: bool = False
    name_variant: NameVariant | None = None
    guard: Guard | None = None


class Finished(NamedTuple):
    """How saving went: `closed` when `write` failed (the output is gone), `where` the file
    the record went to (None: it is lost)."""

    closed: bool
    where: Path | None


def finish(record: dict[str, object], saving: Saving, why: str, write: Callable[[str], None],
           warn: Callable[[str], None], *, stops: Stops | None = None,
           voice: Voice | None = None) -> Finished:
    """Save the record after a game, say where (through `write`, else `warn` once `write`
    fails) with `why` it ended first. While it saves, stop signals are blocked and only
    remembered (`stops`): a second Ctrl-C cannot cut the save; one that comes after the save
    ends the process, saying where the record is."""
    if stops is not None:
        stops.hold()
    v = voice or Voice("en")
    say = GuardedWrite(write, warn)
    where = save_record(record, saving.path, say, fresh=saving.fresh,
                        name_variant=saving.name_variant, guard=saving.guard, voice=v)
    if stops is not None:
        stops.saved("sueca-rules: " + v.gettext("record saved to {path}", path=where) + "\n"
                    if where is not None else "")
    if where is not None:
        say(why + v.gettext("Record saved to {path}", path=where))
        # `--show`: the tricks, not only the one-line check (FR24-01); the record keeps its language
        say(v.gettext("Replay it with: {command}", command=f"sueca-rules replay --show {where}"))
        if why:  # the game stopped before its end (quit, input ended, a signal, an error)
            say(v.gettext("Resume it with: {command}", command=f"sueca-rules play --resume {where}"))
    return Finished(say.closed, where)


class Game(Protocol):
    """What :func:`played_and_saved` plays: a terminal game."""

    def run(self) -> object: ...

    def record(self) -> dict[str, object]: ...


def played_and_saved(game: Game, stops: Stops, saving: Saving, write: Callable[[str], None],
                     warn: Callable[[str], None], *, voice: Voice | None = None) -> int:
    """Run `game` inside `stops`, then save its record whatever ended it (see
    :func:`~.terminal.play_in_terminal`, whose exit status this returns), saying so in `voice`:
    2 when the record could be saved nowhere. An error the game did not expect is raised again
    after the save, as :class:`GameFailed`."""
    v = voice or Voice("en")
    why, status = "", 0
    failed: Exception | None = None
    try:
        try:
            game.run()
        except InputEnded:
            why = "(" + v.gettext("input ended") + ") "
        except Quit:
            why = v.gettext("You quit.") + " "
        except Stopped:
            raise
        except KeyboardInterrupt:  # outside the main thread, or raised by the input itself
            why, status = "\n(" + v.gettext("interrupted") + ") ", 130
        except OSError as err:  # the output closed (a pipe), the terminal closed (EIO)
            why, status, write = closed_reason(err, v), 1, warn
        except Exception as err:  # a bug in a bot or the engine: the game so far is kept
            why = "\n" + v.gettext("The game stopped on an error ({kind}: {why}).",
                                    kind=type(err).__name__, why=err) + " "
            failed = err
        stops.hold()  # from here a signal is remembered, never raised
    except Stopped as stop:  # raised at most once, wherever the game was
        why, status = stopped_reason(stop, v), stop.status
        if stop.name == "SIGHUP":
            write = warn  # the terminal is gone: say it on the side
    done = finish(game.record(), saving, why, write, warn, stops=stops, voice=v)
    if stops.status is not None and not status:  # a signal while the finished game was saved
        status = stops.status
    if failed is not None:
        raise GameFailed(failed, done.where) from failed
    if done.where is None and not status:  # nothing was lost but the record: an I/O failure
        return 2
    return 1 if done.closed and not status else status


def moves(match: object) -> tuple[object, ...]:
    """Where a game stands, for BoundedLines' progress: the match, its hands and tricks and
    the cards of the trick in play (any change is the game moving on)."""
    hand = getattr(match, "hand", None)
    auction = getattr(getattr(match, "state", None), "auction", None)
    return (id(match), len(getattr(match, "entries", ())), id(hand),
            len(getattr(hand, "tricks", ())), len(getattr(hand, "trick", ())),
            len(auction.said) if auction is not None else -1, getattr(hand, "contract", None) is not None)
