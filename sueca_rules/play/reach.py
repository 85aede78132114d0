"""Reaching a Dask scheduler: within the time given, or a reason in words.

``distributed.Client(address, timeout=...)`` bounds the TCP connection but not the handshake
after it: a server that accepts and never answers as a scheduler (the dashboard's port, any
other service) held the command line forever. :func:`check_scheduler` asks the address for
the scheduler's identity first, the whole exchange bounded by the timeout, and turns every
way this fails into a sentence (:func:`why_unreachable`): nothing listens there, the network
is unreachable, no scheduler answered within the time (the dashboard's port?), the transport
is not installed here.
"""

from __future__ import annotations

import asyncio
import errno
from typing import Any

DASHBOARD_HINT = "is this the dashboard's port? the scheduler's is usually 8786"
_ERRNO_WORDS = {
    errno.ECONNREFUSED: "nothing listens there (connection refused)",
    errno.ENETUNREACH: "the network is unreachable from here",
    errno.EHOSTUNREACH: "there is no route to that host",
    errno.ETIMEDOUT: "the connection timed out",
    errno.ECONNRESET: "the server there closed the connection",
}


def seconds_of(timeout: str) -> float:
    """A Dask duration (``"5s"``, ``"500ms"``) in seconds."""
    from dask.utils import parse_timedelta

    value = parse_timedelta(timeout)
    return float(value if value is not None else 5.0)


async def _identity(address: str, seconds: float) -> Any:
    from distributed.comm.core import connect

    comm = await connect(address, timeout=seconds)  # type: ignore[no-untyped-call]
    try:
        await comm.write({"op": "identity", "reply": True})
        return await comm.read()
    finally:
        comm.abort()


def check_scheduler(address: str, timeout: str) -> str | None:
    """None when a Dask scheduler answers at `address` within `timeout`; else why not, in
    words (see the module)."""
    seconds = seconds_of(timeout)
    try:
        reply = asyncio.run(asyncio.wait_for(_identity(address, seconds), seconds + 0.5))
    except Exception as err:  # every way of not reaching it, in words
        return why_unreachable(err, address, seconds)
    if not isinstance(reply, dict) or reply.get("type") != "Scheduler":
        return f"the server there is not a Dask scheduler ({DASHBOARD_HINT})"
    return None


def why_unreachable(err: BaseException, address: str, seconds: float) -> str:
    """A reason in words for failing to reach a scheduler with `err`."""
    scheme = address.split("://", 1)[0] if "://" in address else "tcp"
    found: BaseException | None = err
    while found is not None:  # Dask wraps the system's error: say that one
        if isinstance(found, OSError) and found.errno in _ERRNO_WORDS:
            return _ERRNO_WORDS[found.errno]
        if isinstance(found, MemoryError):  # ENOMEM from connect(2): no way there
            return "the system could not open a connection there (no route to it from here?)"
        found = found.__cause__ or found.__context__
    if isinstance(err, TypeError) and "abstract" in str(err):
        return (f"the {scheme}:// transport is not installed here (its Python package is missing) "
                "— use a tcp:// address, or install it")
    if isinstance(err, asyncio.TimeoutError | TimeoutError) or "Timed out" in str(err):
        return f"no Dask scheduler answered within {seconds:g} s ({DASHBOARD_HINT})"
    if type(err).__name__ == "CommClosedError" or "closed" in str(err).lower():
        return f"the server there closed the connection: it is not a Dask scheduler ({DASHBOARD_HINT})"
    said = str(err).strip().splitlines()[0] if str(err).strip() else ""
    name = type(err).__name__
    return f"{said} ({name})" if said else name
