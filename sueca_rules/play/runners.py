"""Who plays a simulation's chunks: this process, worker processes here, or a Dask cluster.

Each runner yields the chunks' counts in the order given, whatever happens to its workers. A
chunk depends only on its task (its seed comes from the run's), so a chunk whose worker died
is simply played again — same seed, same numbers — and the chunks finished are never thrown
away:

- :class:`ProcessRunner`: a worker process killed (by the out-of-memory killer, by ``kill``)
  breaks the pool; a new pool plays the chunks that were in hand again, and the runner says
  what happened (`notify`). Only when the pool breaks three times without finishing a chunk
  in between does it give up, with :class:`WorkersLost`. Its workers end with it: on a normal
  end, on Ctrl-C or SIGTERM (they are terminated, not waited for), and, should the parent be
  killed outright, by themselves within a second (each watches its parent).
- :class:`DaskRunner`: Dask itself reruns the chunks of a lost worker on the others. A
  cluster without a worker — at the start, or after losing its last one — is waited for,
  visibly (`notify`), for `worker_timeout` seconds, then :class:`WorkersLost`. The client
  stays open for every run made through the runner (a comparison makes many) until
  :meth:`DaskRunner.close` (or the end of a ``with`` block, or of the program).
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import signal
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import CancelledError, Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol

from ..arguments import shown
from ..errors import ArgumentError, SuecaError
from ..stop_signals import STOP_SIGNALS, held
from .chunks import ChunkTask
from .probe import reason_in_words, scheduler_problem
from .stats import Counts

Notify = Callable[[str], None]
MAX_BREAKS = 3  # pool breaks in a row, no chunk finished between them, before giving up
POLL = 1.0  # seconds between looks at a Dask cluster's workers while a chunk is awaited
_LOG = logging.getLogger("sueca_rules")


class ClusterUnavailable(SuecaError):
    """A cluster was asked for but the optional 'cluster' extra (dask.distributed) is missing,
    or its scheduler cannot be reached."""


class WorkersLost(SuecaError):
    """The workers are gone and do not come back (a cluster with no worker for too long,
    worker processes that keep dying). The chunks finished before are kept by the caller
    (:func:`~.simulate.simulate`'s `into`)."""


def _notifier(notify: object) -> Notify:
    if notify is None:
        return _LOG.warning
    if not callable(notify):
        raise ArgumentError("notify", f"a function taking a text (print, a list's append), or "
                                      f"None, not {shown(notify)}")
    return notify


class ChunkRunner(Protocol):
    """Runs chunks and yields their counts in the order given."""

    workers: int

    def map(self, func: Callable[[ChunkTask], Counts], tasks: Iterable[ChunkTask]) -> Iterator[Counts]: ...


class SerialRunner:
    """The chunks in this process, one after another."""

    workers = 1

    def map(self, func: Callable[[ChunkTask], Counts], tasks: Iterable[ChunkTask]) -> Iterator[Counts]:
        return (func(t) for t in tasks)

    def close(self) -> None:
        """Nothing to release (every runner has it)."""


def in_order(executor: Executor, func: Callable[[ChunkTask], Counts], tasks: Iterable[ChunkTask],
             ahead: int) -> Iterator[Counts]:
    """Submit chunks to a concurrent.futures executor, at most `ahead` at a time, and yield
    their counts in order (the task list is never built; pending ones are cancelled on exit)."""
    pending: deque[Future[Counts]] = deque()
    try:
        for task in tasks:
            pending.append(executor.submit(func, task))
            if len(pending) >= ahead:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()


def _watch_parent(parent: int) -> None:
    """In a worker: end when the parent is gone (killed outright, it could not end us)."""
    while os.getppid() == parent:  # (at once if it went before this worker could start)
        time.sleep(0.5)
    os._exit(1)


def _quiet_worker(parent: int | None = None) -> None:
    """A worker's start: Ctrl-C is the parent's to handle; the other stop signals end it
    quietly (a forked worker inherits the parent's handlers, which would raise in it). `parent`:
    the pid that made the pool (asked here, a parent killed before this ran would be missed)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in ("SIGTERM", "SIGQUIT", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):  # forked while the parent held them (see _submit)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
    if hasattr(os, "getppid") and os.name != "nt":
        threading.Thread(target=_watch_parent, args=(parent or os.getppid(),), daemon=True).start()


def _how_it_died(processes: list[Any]) -> str:
    """What ended a broken pool's worker, as well as can be told (its processes ended and
    waited for first): `was killed by SIGKILL`. The others were ended by the pool (SIGTERM)."""
    codes = [p.exitcode for p in processes]
    dead = [c for c in codes if c is not None and c != -signal.SIGTERM and c != 0]
    code = dead[0] if dead else -signal.SIGTERM if -signal.SIGTERM in codes else None
    if code is None:
        return "ended abruptly"
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with status {code}"


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End a pool at once: its workers terminated, not waited for (their chunks are dropped).

    A stop signal may come while the pool starts its manager thread (the first `submit`): the
    thread is made but not started, or started but not yet running. Joining it then raises
    RuntimeError ("cannot join thread before it is started"), so a thread that does not come
    up within a second is not waited for — it never ran, and has nothing to end."""
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        with contextlib.suppress(OSError, ValueError, AttributeError):  # gone already
            process.terminate()
    manager = getattr(pool, "_executor_manager_thread", None)
    started = getattr(manager, "_started", None)
    if isinstance(started, threading.Event) and not started.wait(1.0):
        pool._executor_manager_thread = None  # type: ignore[assignment]
    pool.shutdown(wait=True, cancel_futures=True)


class ProcessRunner:
    """Worker processes on this machine; a killed one costs only the chunks it had in hand,
    which are played again (see the module). `notify` is told what happened (the command line
    prints it as a note; by default a warning of the `sueca_rules` logger)."""

    def __init__(self, workers: int, notify: Notify | None = None) -> None:
        from ..arguments import check_whole

        self.workers = check_whole(workers, "workers", 1, what="how many worker processes")
        self.notify = _notifier(notify)

    def close(self) -> None:
        """Nothing to release: each run's pool ends with the run."""

    def _pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=self.workers, initializer=_quiet_worker, initargs=(os.getpid(),))

    @staticmethod
    def _submit(pool: ProcessPoolExecutor, func: Callable[[ChunkTask], Counts], task: ChunkTask) -> Future[Counts]:
        """`pool.submit`, stop signals held: it may fork workers (raised in an at-fork hook, a signal's
        exception is lost: logging's lock stayed held) and start the manager thread (keeps them blocked)."""
        with held():
            return pool.submit(func, task)

    def map(self, func: Callable[[ChunkTask], Counts], tasks: Iterable[ChunkTask]) -> Iterator[Counts]:
        source = iter(tasks)
        pending: deque[tuple[ChunkTask, Future[Counts] | None]] = deque()  # None: not yet given
        ahead = 4 * self.workers
        pool = self._pool()
        breaks = 0
        finished = False
        try:
            while True:
                try:  # a worker may die at any time: while chunks are handed out, or awaited
                    for place, (chunk, given) in enumerate(pending):  # a new pool's: those in hand
                        pending[place] = (chunk, given or self._submit(pool, func, chunk))
                    while len(pending) < ahead:
                        task = next(source, None)
                        if task is None:
                            break
                        pending.append((task, None))  # in hand before the pool has it
                        pending[-1] = (task, self._submit(pool, func, task))
                    if not pending:
                        finished = True
                        return
                    future = pending[0][1]
                    assert future is not None
                    counts = future.result()
                except BrokenProcessPool:
                    breaks += 1
                    pool = self._replace(pool, pending, func, breaks)
                    continue
                pending.popleft()
                breaks = 0
                yield counts
        finally:
            if finished:
                pool.shutdown(wait=True)
            else:  # stopped (Ctrl-C, SIGTERM, an error): the workers go now
                _stop_workers(pool)

    def _replace(self, pool: ProcessPoolExecutor, pending: deque[tuple[ChunkTask, Future[Counts] | None]],
                 func: Callable[[ChunkTask], Counts], breaks: int) -> ProcessPoolExecutor:
        """A new pool for a broken one; :meth:`map` gives it the chunks in hand again, in order."""
        processes = list((getattr(pool, "_processes", None) or {}).values())  # before they go
        _stop_workers(pool)
        how = _how_it_died(processes)
        first = pending[0][0].index
        if breaks >= MAX_BREAKS:
            raise WorkersLost(f"worker processes died {breaks} times in a row before chunk {first} "
                              f"could be finished (the last one {how}) — is the machine short of "
                              "memory? Fewer --workers, or none, may do")
        self.notify(f"a worker process {how}: the {len(pending)} chunk"
                    f"{'s' if len(pending) != 1 else ''} in hand (from chunk {first} on) are "
                    "played again — same seeds, same numbers")
        for place, (task, _) in enumerate(pending):
            pending[place] = (task, None)
        return self._pool()


def _close_client(client: Any) -> None:
    with contextlib.suppress(Exception):  # closing at exit: nothing left to tell
        client.close()


class DaskRunner:
    """The workers of a dask.distributed cluster (see the module).

    `address` is the scheduler's (``tcp://host:8786``); a `distributed.Client` may be given
    instead (tests pass one made on a LocalCluster; it is then the caller's to close).
    `timeout`: how long to try reaching the scheduler (a Dask duration, ``"5s"``);
    `worker_timeout`: seconds to wait for a worker when the cluster has none, before
    WorkersLost; `notify`: told when the runner waits (the command line prints it);
    `timeout_named`: how the messages name the worker timeout (the command line's option).
    ClusterUnavailable when Dask is not installed or the scheduler cannot be reached.
    """

    def __init__(self, address: str | Any, timeout: str = "5s", worker_timeout: float = 60.0,
                 notify: Notify | None = None, *, timeout_named: str = "worker_timeout=") -> None:
        if not (isinstance(address, str) and address.strip()) and not (
                hasattr(address, "nthreads") and hasattr(address, "submit")):
            raise ArgumentError("address", "a Dask scheduler's address, such as "
                                           f"'tcp://host:8786', or a distributed.Client; not "
                                           f"{shown(address)}")
        if not isinstance(timeout, str) or not timeout.strip():
            raise ArgumentError("timeout", f"a duration such as '5s', not {shown(timeout)}")
        if isinstance(worker_timeout, bool) or not isinstance(worker_timeout, int | float) \
                or not 0 <= worker_timeout <= 10**6:
            raise ArgumentError("worker_timeout", "seconds to wait for a worker, from 0 to 10^6, "
                                                  f"not {shown(worker_timeout)}")
        try:
            import distributed
        except ImportError:
            raise ClusterUnavailable(
                "running on a cluster needs Dask: pip install 'sueca-rules[cluster]'") from None
        self._own = isinstance(address, str)
        self.address = address.strip() if isinstance(address, str) else \
            str(getattr(address, "scheduler", None) and address.scheduler.address)
        self.worker_timeout = float(worker_timeout)
        self.timeout_named = timeout_named
        self.notify = _notifier(notify)
        self.client: Any
        if not self._own and getattr(address, "status", None) in ("closing", "closed"):
            raise ArgumentError("address", "this distributed.Client is closed — give an open one, "
                                           "or the scheduler's address")
        if self._own:
            try:
                from dask.utils import parse_timedelta

                seconds = float(parse_timedelta(timeout))
            except (ValueError, TypeError, KeyError):
                raise ArgumentError("timeout", f"a duration such as '5s', not {shown(timeout)}") from None
            # the client bounds the connection, not the handshake: ask first, within the limit
            problem = scheduler_problem(self.address, max(seconds, 0.1))
            if problem is not None:
                raise ClusterUnavailable(f"cannot reach the Dask scheduler at {self.address[:120]}: {problem}")
        if self._own:
            # A client that failed to start closes itself when it is collected, and if that
            # happens while another client starts, the two wait for each other for ever (seen
            # with dask.distributed 2025): collect such leftovers now, before this one starts.
            gc.collect()
        try:
            client_class: Any = distributed.Client
            self.client = client_class(address, timeout=timeout) if self._own else address
        except Exception as err:  # unreachable, or not an address Dask can read
            where = address[:120] if isinstance(address, str) else shown(address, 80)
            raise ClusterUnavailable(f"cannot reach the Dask scheduler at {where}: "
                                     f"{reason_in_words(err, self.address, 5.0)}") from None
        self._closing = weakref.finalize(self, _close_client, self.client) if self._own else None
        self.workers = max(1, self._threads())

    def _threads(self) -> int:
        try:
            return sum(self.client.nthreads().values())
        except Exception as err:  # the scheduler went away, or the caller closed its client
            if not self._own and getattr(self.client, "status", None) in ("closing", "closed"):
                raise WorkersLost("the distributed.Client this runner uses was closed — make a new "
                                  "runner with an open one") from None
            raise WorkersLost(f"the Dask scheduler at {self.address} stopped answering: "
                              f"{reason_in_words(err, self.address, POLL)}") from None

    def close(self) -> None:
        """Close the client the runner made (one given to it is the caller's)."""
        if self._closing is not None:
            self._closing()

    def __enter__(self) -> DaskRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _await_workers(self, waited_since: float | None, done: int) -> float | None:
        """Check that the cluster has a worker; when it has none, note since when (saying so
        once) and raise WorkersLost past `worker_timeout`. Returns the new `waited_since`."""
        threads = self._threads()
        if threads:
            self.workers = threads
            return None
        now = time.monotonic()
        if waited_since is None:
            lost = "has lost its last worker" if done else "has no worker"
            self.notify(f"the Dask cluster at {self.address} {lost}: waiting up to "
                        f"{self.worker_timeout:g} s for one to join ({self.timeout_named} sets it)")
            return now
        if now - waited_since >= self.worker_timeout:
            finished = f"; {done} chunk{'s' if done != 1 else ''} of this run were finished" if done else ""
            raise WorkersLost(f"the Dask cluster at {self.address} has had no worker for "
                              f"{self.worker_timeout:g} s{finished} — start one (dask worker "
                              f"{self.address}) or wait longer with {self.timeout_named}")
        return waited_since

    def map(self, func: Callable[[ChunkTask], Counts], tasks: Iterable[ChunkTask]) -> Iterator[Counts]:
        if self._closing is not None and not self._closing.alive:
            raise ArgumentError("runner", "this DaskRunner is closed — make a new one")
        waited = self._await_workers(None, 0)
        while waited is not None:
            time.sleep(min(POLL, self.worker_timeout))
            waited = self._await_workers(waited, 0)
        source = iter(tasks)
        pending: deque[tuple[ChunkTask, Any]] = deque()
        done = 0
        try:
            while True:
                while len(pending) < 2 * self.workers + 2:
                    task = next(source, None)
                    if task is None:
                        break
                    pending.append((task, self.client.submit(func, task, pure=False)))
                if not pending:
                    return
                counts = self._result(*pending[0], done)
                pending.popleft()
                done += 1
                yield counts
        finally:
            if pending:
                with contextlib.suppress(Exception):  # the scheduler gone: nothing to cancel
                    self.client.cancel([future for _, future in pending])

    def _result(self, task: ChunkTask, future: Any, done: int) -> Counts:
        """A chunk's counts; the cluster's workers watched while it is awaited."""
        import distributed

        waited: float | None = None
        while True:
            try:
                counts: Counts = future.result(timeout=POLL)
                return counts
            except (TimeoutError, distributed.TimeoutError):
                waited = self._await_workers(waited, done)
            except distributed.KilledWorker as err:
                raise WorkersLost(f"Dask workers died again and again while playing chunk "
                                  f"{task.index} ({err}) — is a worker short of memory?") from None
            except (CancelledError, OSError) as err:
                gone = "scheduler-connection-lost" in str(err) or isinstance(err, OSError)
                why = "the connection to it was lost (the scheduler stopped?)" if gone else \
                    "it cancelled the chunk"
                raise WorkersLost(f"the Dask scheduler at {self.address} dropped chunk "
                                  f"{task.index}: {why}") from None
