"""Stop signals: what `kill`, `timeout`, systemd, a container or a closed window send, turned
into one exception at a safe point, so that a game is saved and a run keeps what it played.

:class:`Stops` catches every catchable stop signal — SIGINT (Ctrl-C), SIGTERM, SIGQUIT
(Ctrl-\\), SIGHUP (the terminal closed), SIGBREAK on Windows — and raises :class:`Stopped` (a
KeyboardInterrupt, so every ``except KeyboardInterrupt`` keeps what it kept) for the first
signal only. Where it is raised is chosen: with ``anywhere=True`` at once (a simulation,
whose chunks are thrown away whole); otherwise only inside the calls wrapped by :meth:`io`
(the game waiting for its player, or writing to the terminal), or at the next such call when
the signal came while the game was moving (a bot thinking, the engine playing a card), so a
move is never cut in half. Every later signal is remembered, never raised: the program is
saving by then. A first signal that never reached the game (raised inside a finalizer, whose
exceptions Python only prints) is raised again at the next safe point. :meth:`hold` starts
the save: from there the signals are blocked too (a second Ctrl-C cannot reach the writing),
and :meth:`saved` ends it: a signal after that ends the process at once with the first
signal's status — the record is on the disk.

Python runs a signal's handler between two bytecodes, or when a system call the signal
interrupted returns: a signal that comes in the C code on the way to the game's read of a line
interrupts nothing (the read begins after it), and its handler would wait with the game for a
line that may never come. :meth:`reading` gives standard input a wait that also watches a
pipe each signal writes a byte to (:func:`signal.set_wakeup_fd`): that wait ends, and the
handler runs.

The exit status is the conventional one: 128 + the signal's number (130 for SIGINT, 143 for
SIGTERM, 131 for SIGQUIT, 129 for SIGHUP). Outside the main thread signals cannot be caught:
:class:`Stops` then does nothing and Ctrl-C is a plain KeyboardInterrupt.
"""

from __future__ import annotations

import contextlib
import io
import os
import select
import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType, TracebackType
from typing import Any, TextIO, TypeVar

from ..stop_signals import STOP_SIGNALS, ending

T = TypeVar("T")

__all__ = ["STOP_SIGNALS", "Stopped", "Stops", "exit_status", "signal_name"]


def signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def exit_status(signum: int) -> int:
    """The conventional exit status after a signal: 128 + its number."""
    return 128 + signum


class Stopped(KeyboardInterrupt):
    """A stop signal arrived; `signum` says which, `status` is the exit status it asks for."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal_name(signum))
        self.signum = signum
        self.name = signal_name(signum)
        self.status = exit_status(signum)
        self.why = "interrupted" if self.name in ("SIGINT", "SIGBREAK") else f"stopped by {self.name}"


class Stops:
    """A context in which the first stop signal raises :class:`Stopped` at a safe point (see
    the module). `first` is the first signal's number (None while none came).

    On leaving, the handlers and the signal mask that were there before are put back (the
    wakeup descriptor :meth:`reading` set always is). With
    ``restore=False`` in a process that exits next (:func:`~sueca_rules.stop_signals.ending`:
    the command line's entry point) they are not, and the signals are blocked (ignored by every
    thread once one came: the exit status is decided): a signal from
    then on cannot kill the exiting process with its own status (Python puts the default
    handlers back as it exits) or raise a KeyboardInterrupt after the game; one held until
    then ends the process with the first signal's status. Called from Python (a CliRunner),
    the caller's process is left as it was found."""

    def __init__(self, *, anywhere: bool = False, restore: bool = True) -> None:
        self.anywhere = anywhere
        self.restore = restore
        self.first: int | None = None
        self.later: list[int] = []
        self._phase = "running"  # then "saving", then "saved"
        self._inside = 0  # wrapped calls in progress (the game waits or writes)
        self._before: dict[int, Any] = {}
        self._mask: set[int] | None = None  # the signal mask on entering
        self._usable = threading.current_thread() is threading.main_thread()
        self._pid = os.getpid()  # the process whose handlers these are
        self._wake: tuple[int, int] | None = None  # the wakeup pipe (read end, write end): see reading
        self._wake_before = -1  # the wakeup descriptor that was there before
        self._hook_before: Callable[[Any], object] | None = None  # sys.unraisablehook on entering

    # -- the handler ---------------------------------------------------------------------------
    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if os.getpid() != self._pid:  # a child forked from this process (a worker pool's, before
            signal.signal(signum, signal.SIG_DFL)  # its own start set its handlers): it ends as
            os.kill(os.getpid(), signum)  # the default would, quietly, and is not this game's
            return
        if self._phase == "saved":  # the record is on the disk: nothing is left to lose
            for stream in (sys.stdout, sys.stderr):  # what was printed goes out first
                with contextlib.suppress(Exception):
                    stream.flush()
            with contextlib.suppress(OSError):
                os.write(2, self._last_words.encode("utf-8", "replace"))
            os._exit(exit_status(self.first if self.first is not None else signum))
        if self.first is not None:
            self.later.append(signum)
            return
        self.first = signum
        if self._phase == "running" and (self.anywhere or self._inside):
            raise Stopped(signum)

    def check(self) -> None:
        """Raise Stopped when a signal came and the save has not begun: one that came while the
        program was busy, or one raised where it was lost (a finalizer's exception is printed,
        never passed on) — the program goes on only until its next safe point."""
        if self.first is not None and self._phase == "running":
            raise Stopped(self.first)

    def _unraisable(self, unraisable: Any) -> None:
        """sys.unraisablehook while in this context: this context's Stopped raised where Python
        cannot pass it on (a finalizer, logging's at-fork hook as a worker pool forks) is not
        printed as a traceback — the signal is remembered, and :meth:`check` raises it at the
        next safe point; anything else goes to the hook that was there before."""
        if isinstance(unraisable.exc_value, Stopped) and self.first is not None:
            return
        (self._hook_before or sys.__unraisablehook__)(unraisable)

    _last_words = ""

    def io(self, call: Callable[..., T]) -> Callable[..., T]:
        """`call`, made a safe point: a signal that came before is raised on entering it, one
        that comes while it waits (for a line, for the terminal to take a write) is raised
        there."""

        def wrapped(*args: Any, **kwargs: Any) -> T:
            self._inside += 1  # before the check: a signal between the two is raised by the handler
            try:  # (it was remembered only, and the call then waited for a line that never came)
                self.check()
                return call(*args, **kwargs)
            finally:
                self._inside -= 1

        return wrapped

    def reading(self, stream: TextIO) -> TextIO:
        """`stream` (standard input, nothing read from it yet: what its buffer held would be
        skipped) read so that a signal always ends a wait for it: each read of its descriptor
        waits first until there is something to read or a signal came (see the module), inside
        a wrapped call the signal then raising Stopped there. `stream` itself where that cannot
        be: no descriptor, no POSIX system, outside the main thread, or outside this context."""
        if not (self._usable and self._before and os.name == "posix" and isinstance(stream, io.TextIOWrapper)) \
                or isinstance(getattr(stream.buffer, "raw", None), _Waited):  # read so already
            return stream
        try:
            fd = stream.fileno()
        except (OSError, ValueError):  # not a file's stream (a test's), or closed
            return stream
        if self._wake is None:
            read, write = os.pipe()
            os.set_blocking(read, False)
            os.set_blocking(write, False)
            try:
                self._wake_before = signal.set_wakeup_fd(write, warn_on_full_buffer=False)
            except (OSError, ValueError):
                os.close(read)
                os.close(write)
                return stream
            self._wake = (read, write)
        return io.TextIOWrapper(io.BufferedReader(_Waited(fd, self._wait)), encoding=stream.encoding,
                                errors=stream.errors, newline="\n")  # stdin's own, on POSIX

    def _wait(self, fd: int) -> None:
        """Return once `fd` has something to read (or its end), or at once outside this context.
        A signal that came before (its byte waits in the pipe) or comes meanwhile (the select
        is interrupted) has its handler run here: the byte is written after the handler is
        asked for, and Python runs it between the select and the next one."""
        while self._wake is not None:
            wake = self._wake[0]
            try:
                ready, _, _ = select.select([fd, wake], [], [])
            except ValueError:  # a descriptor past select's limit: read as before
                return
            if fd in ready:
                return
            with contextlib.suppress(OSError):  # BlockingIOError: the pipe is empty
                while os.read(wake, 512):  # the signal's handler ran and raised nothing (SIGCONT,
                    pass  # a later signal): wait on

    def _unwake(self) -> None:
        """Put the wakeup descriptor back as it was, and close the pipe."""
        if self._wake is None:
            return
        with contextlib.suppress(OSError, ValueError):
            signal.set_wakeup_fd(self._wake_before)
        for fd in self._wake:
            with contextlib.suppress(OSError):
                os.close(fd)
        self._wake = None

    # -- the phases ------------------------------------------------------------------------------
    def hold(self) -> None:
        """Start saving: signals are remembered only, and blocked where the system can."""
        if self._phase != "running":
            return
        self._phase = "saving"  # nothing is raised any more
        if self._usable and self._before and hasattr(signal, "pthread_sigmask"):
            signal.pthread_sigmask(signal.SIG_BLOCK, set(self._before))

    def saved(self, last_words: str = "") -> None:
        """The save is done: let blocked signals in; from now on one ends the process at once,
        writing `last_words` (where the record is) to standard error first."""
        self.hold()
        self._last_words = last_words
        self._phase = "saved"
        if self._usable and self._before and hasattr(signal, "pthread_sigmask"):
            signal.pthread_sigmask(signal.SIG_UNBLOCK, set(self._before))

    @property
    def status(self) -> int | None:
        """The exit status the first signal asks for, None when none came."""
        return None if self.first is None else exit_status(self.first)

    def __enter__(self) -> Stops:
        if self._usable and hasattr(signal, "pthread_sigmask"):
            self._mask = set(signal.pthread_sigmask(signal.SIG_BLOCK, []))
        if self._usable:
            for signum in STOP_SIGNALS:
                try:
                    self._before[signum] = signal.signal(signum, self._handle)
                except (OSError, ValueError):  # not catchable here
                    continue
            self._hook_before, sys.unraisablehook = sys.unraisablehook, self._unraisable
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._unwake()
        if self._hook_before is not None and (self.restore or not ending()):  # (an exiting process
            sys.unraisablehook, self._hook_before = self._hook_before, None  # keeps it: quiet to the end)
        if not self._before:
            return
        if not self.restore and ending():  # the process ends next: its status is the first signal's
            self.saved(self._last_words)  # (Python's own exit puts the default handlers back:
            if self._usable and hasattr(signal, "pthread_sigmask"):  # a late signal is blocked)
                signal.pthread_sigmask(signal.SIG_BLOCK, set(self._before))
            if self.first is not None and self._usable:  # the status is decided: later signals are
                for signum in self._before:  # ignored by the whole process (the mask above is this
                    with contextlib.suppress(OSError, ValueError):  # thread's only: a pool's thread
                        signal.signal(signum, signal.SIG_IGN)  # could take one after Python's exit
            return  # has put the default handler back, and die of it)
        self._phase = "leaving"  # signals still pending are remembered, not acted on
        if self._mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, self._mask)
        for signum, before in self._before.items():
            signal.signal(signum, before if before is not None else signal.SIG_DFL)
        self._before.clear()


class _Waited(io.RawIOBase):
    """A descriptor's bytes, each read made once `wait(fd)` has returned (:meth:`Stops.reading`)."""

    def __init__(self, fd: int, wait: Callable[[int], None]) -> None:
        super().__init__()
        self._fd, self._wait = fd, wait

    def readable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return os.isatty(self._fd)

    def readinto(self, buffer: Any) -> int | None:
        view = memoryview(buffer).cast("B")
        self._wait(self._fd)
        try:
            data = os.read(self._fd, len(view))
        except BlockingIOError:  # a descriptor set non-blocking: nothing yet, as FileIO says
            return None
        view[:len(data)] = data
        return len(data)
