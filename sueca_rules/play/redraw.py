"""The terminal game shown again after Ctrl-Z and `fg`.

A stopped job that is continued gets SIGCONT; the shell has printed its own lines meanwhile,
and the game, waiting for a line, would show an empty line. :class:`Redraw` keeps what the
game printed since the player last answered (the hand, the prompt) and prints it again on
SIGCONT. It wraps the game's `write`, `prompt` and input; :meth:`installed` puts the handler
in place for the game and the one before back after it.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import TextIO

_KEPT = 64 << 10  # characters kept to show again (what one question of the game prints)


class Redraw:
    """`write`/`prompt` that remember what they showed; `stream` that forgets it once a line
    is read; `show_again` prints it again."""

    def __init__(self, write: Callable[[str], None], prompt: Callable[[str], None], stream: TextIO) -> None:
        self._write, self._prompt, self.stream = write, prompt, stream
        self.shown: list[str] = []
        self._size = 0

    def _keep(self, text: str) -> None:
        self.shown.append(text)
        self._size += len(text)
        while self._size > _KEPT and len(self.shown) > 1:
            self._size -= len(self.shown.pop(0))

    def write(self, text: str) -> None:
        self._write(text)
        self._keep(text + "\n")

    def prompt(self, text: str) -> None:
        self._prompt(text)
        self._keep(text)

    def readline(self, size: int = -1) -> str:
        line = self.stream.readline(size)
        self.shown, self._size = [], 0  # the player answered: what was asked is done
        return line

    def show_again(self, signum: int = 0, frame: FrameType | None = None) -> None:
        if self.shown:
            with contextlib.suppress(OSError, ValueError):
                self._prompt("\n" + "".join(self.shown))

    @contextlib.contextmanager
    def installed(self) -> Iterator[Redraw]:
        """SIGCONT shows the game again inside (where the system has it, in the main thread)."""
        usable = hasattr(signal, "SIGCONT") and threading.current_thread() is threading.main_thread()
        before = signal.signal(signal.SIGCONT, self.show_again) if usable else None
        try:
            yield self
        finally:
            if usable:
                signal.signal(signal.SIGCONT, before if before is not None else signal.SIG_DFL)
