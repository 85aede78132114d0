"""The stop signals, and holding them off while a file is put in place.

:data:`STOP_SIGNALS` are what `kill`, `timeout`, systemd, a container, Ctrl-C, Ctrl-\\ or a
closed terminal send. :func:`held` blocks them around a few system calls (a file written
beside its target and renamed into place): one that comes meanwhile waits, and acts — kills
the process, or raises KeyboardInterrupt — only once the file is whole and nothing is left
beside it. The signal mask is put back exactly as it was, so a caller that blocks them
already keeps them blocked.

:func:`process_ends` is said by the command line's own entry point (a console script,
``python -m sueca_rules``), whose process exits when the command is done: only then may a
command leave the stop signals blocked for its exit (:class:`~sueca_rules.play.stops.Stops`
with ``restore=False``). Called from Python (click's CliRunner, ``sueca_rules.cli.main([...])``)
a command leaves handlers and mask as it found them.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

# the stop signals this system has, in the order they are named
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGQUIT", "SIGHUP", "SIGBREAK")
                     if hasattr(signal, name))

_ENDING = [False]


def process_ends() -> None:
    """Say that the process exits when the command is done (the command line's entry point)."""
    _ENDING[0] = True


def ending() -> bool:
    """Whether the process exits when the command is done (see :func:`process_ends`)."""
    return _ENDING[0]


@contextmanager
def held() -> Iterator[None]:
    """Block the stop signals inside (where the system can: not on Windows), then put the
    signal mask back as it was; a signal that came meanwhile acts then."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
