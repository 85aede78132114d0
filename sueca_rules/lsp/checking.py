"""When the server validates a document: after a quiet moment, its latest version only.

Validating a 200 KB document takes a second or more. Done on every keystroke, in the thread
that reads the client's messages, 20 quick edits made a hover wait for 20 validations (71 s).
:class:`Checking` waits until the document has been quiet for :data:`QUIET` seconds, validates
it in a worker thread (the server keeps reading and answering: hover, completion and the
outline read the latest text), one validation at a time, and publishes the result only if the
document is still at the version validated; a newer version has its own validation coming.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Generic, TypeVar

QUIET = 0.2  # seconds without a change before a document is validated
Found = TypeVar("Found")
Snapshot = tuple[object, str, str]  # the document's version, its text and its file

logger = logging.getLogger(__name__)


class Checking(Generic[Found]):
    """Debounced validation of open documents, by URI.

    `snapshot(uri)` gives the document's (version, text, file) now, or None once it is closed;
    `check(file, text)` validates a text (in the worker thread: it must not touch the server);
    `publish(uri, found)` sends the result (in the event loop's thread); `failed(error)` is
    told of a validation that raised (a bug: it is reported, and the next change tries again).
    """

    def __init__(self, snapshot: Callable[[str], Snapshot | None], check: Callable[[str, str], Found],
                 publish: Callable[[str, Found], None], failed: Callable[[Exception], None]) -> None:
        self.snapshot = snapshot
        self.check = check
        self.publish = publish
        self.failed = failed
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sueca-rules-check")
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.running: set[str] = set()
        self.again: set[str] = set()  # a newer version asked for while one was being checked

    def soon(self, uri: str, quiet: float = QUIET) -> None:
        """Validate `uri` once it has had no change for `quiet` seconds (a later call starts
        the wait again)."""
        loop = asyncio.get_running_loop()
        waiting = self.timers.pop(uri, None)
        if waiting is not None:
            waiting.cancel()
        self.timers[uri] = loop.call_later(quiet, self._start, uri)

    def forget(self, uri: str) -> None:
        """A closed document: no validation is started for it, none is published."""
        waiting = self.timers.pop(uri, None)
        if waiting is not None:
            waiting.cancel()
        self.again.discard(uri)

    def _start(self, uri: str) -> None:
        self.timers.pop(uri, None)
        if uri in self.running:  # one at a time: this one runs again when it ends
            self.again.add(uri)
            return
        self.running.add(uri)
        asyncio.get_running_loop().create_task(self._run(uri))

    async def _run(self, uri: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                before = self.snapshot(uri)
                if before is None:
                    return
                try:
                    found = await loop.run_in_executor(self.worker, self.check, before[2], before[1])
                except Exception as err:  # a bug of ours: said, and the server goes on
                    self.failed(err)
                    return
                now = self.snapshot(uri)
                if now is not None and now[:2] == before[:2]:
                    self.publish(uri, found)
                else:  # superseded: the newer version's own validation publishes
                    logger.debug("dropped the diagnostics of %s version %s", uri, before[0])
                if uri not in self.again:
                    return
                self.again.discard(uri)
        finally:
            self.running.discard(uri)
