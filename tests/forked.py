"""The command line run as a real process, forked from the test process, which has imported
the package already: `python -m sueca_rules ARGS` without its second or so of imports.

The child is what `python -m sueca_rules` would be: its own standard input, output and error
(pipes, or /dev/null for input), working folder, default signal handlers and mask, Python's
default warning filters, no logging handlers, and no exit handlers but those the command
registers, which run as the interpreter's exit would run them (non-daemon threads joined,
atexit, streams flushed). Its exit status, output and error come back as a CompletedProcess,
and a child that outlives `timeout` is killed (subprocess.TimeoutExpired), as with
subprocess.run. Where fork is unsafe (threads running, no fork) run_cli spawns instead.
"""

from __future__ import annotations

import atexit
import io
import locale
import logging
import os
import selectors
import signal
import subprocess
import sys
import threading
import time
import traceback
import warnings
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path

CATCHABLE = [s for s in signal.valid_signals() if s not in (signal.SIGKILL, signal.SIGSTOP)]


def can_fork() -> bool:
    """Fork only from a single-threaded process, where the system has it."""
    return hasattr(os, "fork") and threading.active_count() == 1


# What CPython itself sets as it starts: Ctrl-C raises KeyboardInterrupt, and SIGPIPE and
# SIGXFSZ are ignored (a write to a closed pipe is a BrokenPipeError, not death by signal: a
# forked child left with SIGPIPE's default died of it, -13, where `python -m` would not).
_STARTING = {signal.SIGINT: signal.default_int_handler,
             **{getattr(signal, name): signal.SIG_IGN for name in ("SIGPIPE", "SIGXFSZ")
                if hasattr(signal, name)}}


def _defaults() -> None:
    """In the child: the signals, warnings and logging a fresh interpreter starts with."""
    for signum in CATCHABLE:
        try:
            signal.signal(signum, _STARTING.get(signum, signal.SIG_DFL))
        except (OSError, ValueError):
            continue
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    warnings.resetwarnings()
    for category in (DeprecationWarning, PendingDeprecationWarning, ImportWarning, ResourceWarning):
        warnings.simplefilter("ignore", category)
    warnings.filterwarnings("default", category=DeprecationWarning, module="__main__")
    logging.root.handlers.clear()
    logging.root.setLevel(logging.WARNING)
    atexit._clear()  # the test process's own handlers are not the command's


def _streams() -> None:
    """sys.stdin/stdout/stderr on fds 0, 1, 2, set up as Python sets up pipes."""
    encoding = os.environ.get("PYTHONIOENCODING", "").split(":")[0] or locale.getpreferredencoding(False)
    sys.stdin = sys.__stdin__ = io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)),
                                                 encoding=encoding, errors="strict")
    sys.stdout = sys.__stdout__ = io.TextIOWrapper(io.BufferedWriter(io.FileIO(1, "w", closefd=False)),
                                                   encoding=encoding, errors="strict")
    sys.stderr = sys.__stderr__ = io.TextIOWrapper(io.BufferedWriter(io.FileIO(2, "w", closefd=False)),
                                                   encoding=encoding, errors="backslashreplace",
                                                   line_buffering=True)


def _child(args: Sequence[str], cwd: Path, stdin_fd: int, out_fd: int, err_fd: int,
           env: Mapping[str, str] | None = None) -> None:
    code = 1
    try:
        if env is not None:  # the environment a spawned command would be given, whole
            os.environ.clear()
            os.environ.update(env)
        os.dup2(stdin_fd, 0)
        os.dup2(out_fd, 1)
        os.dup2(err_fd, 2)
        os.closerange(3, 256)  # the test process's files are not the command's
        os.chdir(cwd)
        _defaults()
        _streams()
        import sueca_rules.__main__ as entry

        sys.argv = [entry.__file__ or "sueca_rules", *args]
        try:
            from sueca_rules.cli import main

            main()
            code = 0
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
            if done.code is not None and not isinstance(done.code, int):
                print(done.code, file=sys.stderr)
        except BaseException:  # as the interpreter prints an uncaught exception
            traceback.print_exc()
            code = 1
        try:
            threading._shutdown()  # type: ignore[attr-defined]  # non-daemon threads, as at exit
            atexit._run_exitfuncs()
        finally:
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except BaseException:  # a closed pipe: Python's exit says so and returns 120
                    code = code or 120
    finally:
        os._exit(code & 0xFF)


@cache
def _warm() -> None:
    """What every command loads first, loaded once here for every child to share: the
    package, each command's module (the CLI imports them when a command is named) and the
    DSL's parser (built once per process)."""
    import importlib

    import sueca_rules.__main__  # noqa: F401
    from sueca_rules.cli.main import COMMANDS
    from sueca_rules.source.statements import parser

    for module in sorted(set(COMMANDS.values())):
        importlib.import_module(f"sueca_rules.cli.{module}")
    parser()


def run_forked(args: Sequence[str], cwd: Path, timeout: float,
               input_text: str | None, env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """`python -m sueca_rules ARGS` in a forked child (see the module); `env`: its whole
    environment, as `subprocess.run(env=...)` gives one (None: this process's)."""
    _warm()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    if input_text is None:
        in_r, in_w = os.open(os.devnull, os.O_RDONLY), -1
    else:
        in_r, in_w = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        _child(args, cwd, in_r, out_w, err_w, env)
    for fd in (out_w, err_w, in_r):
        os.close(fd)
    chunks: dict[int, list[bytes]] = {out_r: [], err_r: []}
    pending = (input_text or "").encode(locale.getpreferredencoding(False))
    with selectors.DefaultSelector() as watch:
        watch.register(out_r, selectors.EVENT_READ)
        watch.register(err_r, selectors.EVENT_READ)
        if in_w >= 0:
            os.set_blocking(in_w, False)
            watch.register(in_w, selectors.EVENT_WRITE)
        end = time.monotonic() + timeout
        while watch.get_map():
            left = end - time.monotonic()
            if left <= 0:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                for fd in (out_r, err_r, in_w):
                    if fd >= 0:
                        os.close(fd)
                raise subprocess.TimeoutExpired([sys.executable, "-m", "sueca_rules", *args], timeout)
            for key, _ in watch.select(left):
                fd = key.fd
                if fd == in_w:
                    try:
                        written = os.write(fd, pending[:65536]) if pending else 0
                    except BrokenPipeError:
                        written, pending = 0, b""
                    pending = pending[written:]
                    if not pending:
                        watch.unregister(fd)
                        os.close(fd)
                        in_w = -1
                    continue
                data = os.read(fd, 65536)
                if data:
                    chunks[fd].append(data)
                else:
                    watch.unregister(fd)
                    os.close(fd)
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    encoding = locale.getpreferredencoding(False)
    out, err = (b"".join(chunks[fd]).decode(encoding).replace("\r\n", "\n").replace("\r", "\n")
                for fd in (out_r, err_r))  # as subprocess.run(text=True) reads them
    return subprocess.CompletedProcess([sys.executable, "-m", "sueca_rules", *args], code, out, err)


def as_from_a_terminal() -> None:
    """`preexec_fn` for a game started as a terminal starts it: the stop signals at their
    default disposition and unblocked. A pytest-xdist worker ignores SIGINT, and a child
    inherits that: its game then sometimes never saw a Ctrl-C the test sent (CI, twice)."""
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGHUP):
        signal.signal(signum, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGHUP})
