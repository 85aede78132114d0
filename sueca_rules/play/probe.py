"""Ask an address whether a Dask scheduler answers there, within a time limit.

`distributed.Client(address, timeout=...)` bounds the TCP connection but not the handshake that
follows: an address where something accepts connections and never answers as a scheduler (the
dashboard's port, any other server, a firewall that holds connections open) makes it wait
forever. :func:`scheduler_problem` opens a connection, asks the scheduler who it is (its
``identity`` handler) and gives up after `seconds`, so the runner can refuse such an address
kindly before it makes a client.
"""

from __future__ import annotations

import asyncio
import errno
import socket
import threading
from typing import Any

DASHBOARD_PORT = "8787"


def scheduler_problem(address: str, seconds: float) -> str | None:
    """None when a Dask scheduler answers at `address` within `seconds` (a float, > 0); else
    what went wrong, in words for the user (no Dask wording). Never raises."""
    found: list[str | None] = []

    def ask() -> None:
        try:
            found.append(asyncio.run(_ask(address, seconds)))
        except BaseException as err:  # every failure is the answer
            found.append(_system_reason(address, seconds) or reason_in_words(err, address, seconds))

    # Its own thread and event loop: a caller inside a running loop (a notebook) is not disturbed,
    # and a connection that hangs past the limit cannot hold the caller.
    worker = threading.Thread(target=ask, name="sueca-dask-probe", daemon=True)
    worker.start()
    worker.join(3 * seconds + 1.0)  # the connection's limit, the answer's, the system's reason
    if not found:
        return _no_answer(address, seconds)
    return found[0]


async def _ask(address: str, seconds: float) -> str | None:
    from distributed.comm.core import connect

    # Dask's own limit for the connection, so that its error says why (refused, no route) however
    # slow the machine; then the scheduler's answer within the limit again.
    comm = await connect(address, timeout=seconds)  # type: ignore[no-untyped-call]
    try:
        async def exchange() -> Any:
            await comm.write({"op": "identity", "reply": True})
            return await comm.read()

        try:
            answer = await asyncio.wait_for(exchange(), seconds)
        except (asyncio.TimeoutError, TimeoutError):
            return _no_answer(address, seconds)
    finally:
        comm.abort()
    if not isinstance(answer, dict) or answer.get("type") != "Scheduler":
        return f"what answers there is not a Dask scheduler{_dashboard_hint(address)}"
    return None


def _system_reason(address: str, seconds: float) -> str | None:
    """The system's own reason a plain TCP connection to a tcp:// or tls:// `address` fails
    (refused, no route), or None when it connects or the address is not host:port. Dask retries
    a refused connection until its limit and then reports how its last try ended: on a loaded
    machine that can be a try cut short by the limit, which says "timed out" for a port where
    nothing listens."""
    scheme, _, rest = address.rpartition("://")
    host, _, port = rest.rstrip("/").rpartition(":")
    if scheme not in ("", "tcp", "tls") or not host or not port.isdigit():
        return None
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=seconds):
            return None
    except OSError as err:
        if err.errno in _ERRNO_WORDS:
            return _ERRNO_WORDS[err.errno] + _dashboard_hint(address)
        return None


def _no_answer(address: str, seconds: float) -> str:
    return f"no Dask scheduler answered within {seconds:g} s{_dashboard_hint(address)}"


def _dashboard_hint(address: str) -> str:
    if address.rstrip("/").endswith(":" + DASHBOARD_PORT):
        return " (is this the dashboard's port? the scheduler's is usually 8786)"
    return ""


_ERRNO_WORDS = {
    errno.ECONNREFUSED: "nothing listens there (connection refused)",
    errno.ENETUNREACH: "the network is unreachable from here",
    errno.EHOSTUNREACH: "there is no route to that host",
    errno.ETIMEDOUT: "the connection timed out",
    errno.ECONNRESET: "the server there closed the connection",
}


def reason_in_words(err: BaseException, address: str, seconds: float) -> str:
    """Why `err` kept us from a scheduler at `address`, in words (no Dask wording): the
    system's reason when Dask wraps one (refused, no route), a transport not installed here,
    no answer in time, something that is not a scheduler."""
    found: BaseException | None = err
    while found is not None:  # Dask wraps the system's error: say that one
        if isinstance(found, OSError) and found.errno in _ERRNO_WORDS:
            return _ERRNO_WORDS[found.errno] + _dashboard_hint(address)
        if isinstance(found, MemoryError):  # ENOMEM from connect(2): no way there
            return "the system could not open a connection there (no route to it from here?)"
        found = found.__cause__ or found.__context__
    return _said(err, address, seconds)


def _said(err: BaseException, address: str, seconds: float) -> str:
    if isinstance(err, (asyncio.TimeoutError, TimeoutError)):
        return _no_answer(address, seconds)
    if isinstance(err, TypeError) and "abstract" in str(err):  # ucx:// without ucx-py
        scheme = address.split("://", 1)[0] if "://" in address else "tcp"
        return (f"the {scheme}:// transport is not installed here (its Python package is missing) "
                "— use a tcp:// address, or install it")
    text = str(err).strip() or type(err).__name__
    # Dask's connection errors repeat the address and the time limit: keep the reason only
    for cut in ("Timed out trying to connect to", "Timed out during handshake while connecting to"):
        if text.startswith(cut):
            return _no_answer(address, seconds)
    if "missing port number" in text:
        return "the address names no port — write it as tcp://host:8786 (the scheduler's usual port)"
    if type(err).__name__ == "CommClosedError" or "Stream is closed" in text:
        return f"what answers there closed the connection: it is not a Dask scheduler{_dashboard_hint(address)}"
    if isinstance(err, OSError):
        reason = text.split(": ")[-1]
        return f"nothing answers there ({reason})"
    return text.splitlines()[0][:200]
