"""Reading LSP frames from a stream that may be mis-framed, without ever going deaf.

The base protocol frames each JSON body with headers (``Content-Length: N``, an empty line).
pygls' reader matches the header exactly and trusts N: one frame whose length is a few bytes
short (a client that counts characters, not UTF-8 bytes), too long, in lower case, with extra
spaces or ``\\n`` line ends made every later message one unparsed "line", so no request was
answered again. :class:`Frames` reads leniently and resynchronises instead:

- header names are matched in any case, with optional spaces, lines ended by ``\\r\\n`` or
  ``\\n`` (what HTTP-style parsers accept);
- a body is one JSON value: it is taken as soon as it is complete, whatever the declared
  length says (too long: the next frame follows it; too short: the rest of the body is
  read); ``Content-Length: abc`` or ``-5`` is read the same way;
- bytes that are no JSON value (garbage, a frame cut short) are skipped up to the next
  ``Content-Length`` header, and answered with one -32700 Parse error (id null), as
  JSON-RPC says, so the client hears of it; the server keeps serving.

A header is looked for only in bytes that are no JSON value (a complete body is taken first),
so text inside a document is never taken for a header.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from concurrent.futures import Executor
from threading import Event
from typing import BinaryIO

_HEADER = re.compile(rb"(?i)content-length[ \t]*:")
_LINE = re.compile(rb"[^\r\n]*(\r\n|\n)")
_FIELD = re.compile(rb"[ \t]*([!-9;-~]+)[ \t]*:[ \t]*([^\r\n]*?)[ \t]*(\r\n|\n)")
_SPACE = b" \t\r\n"
MAX_PENDING = 64 << 20  # bytes of a body that never becomes JSON before it is dropped

Handle = Callable[[object], None]  # a parsed JSON body
Garbage = Callable[[str, "BaseException | None"], None]  # a frame skipped: why, the parse error


class Frames:
    """Feed bytes in (:meth:`feed`); each JSON body found is given to `handle`, each stretch
    skipped to `skipped` (with the reason, for the -32700 answer)."""

    def __init__(self, handle: Handle, skipped: Garbage) -> None:
        self.handle = handle
        self.skipped = skipped
        self.buffer = b""
        self.in_body = False  # the headers of the current frame were read
        self.length: int | None = None  # what they declared, when it is a number

    def feed(self, data: bytes) -> None:
        self.buffer += data
        while self._step():
            pass

    # -- one step: True when something was consumed ------------------------------------------
    def _step(self) -> bool:
        return self._body() if self.in_body else self._headers()

    def _headers(self) -> bool:
        buffer = self.buffer.lstrip(_SPACE)
        if len(buffer) != len(self.buffer):
            self.buffer = buffer
        if not buffer:
            return False
        if buffer[:1] in (b"{", b"["):  # a body without headers: read it all the same
            self.in_body, self.length = True, None
            return True
        length: int | None = None
        position = 0
        while True:
            line = _LINE.match(buffer, position)
            if line is None:  # a header line not complete yet
                if len(buffer) > 8192:
                    return self._resync(1, "a header line longer than 8 KiB")
                return False
            if line.end() - line.start() == len(line.group(1)):  # the empty line: the body next
                self.buffer = buffer[line.end():]
                self.in_body, self.length = True, length
                return True
            field = _FIELD.fullmatch(buffer, position, line.end())
            inside = _HEADER.search(buffer, position + 1, line.end())
            if field is None or (inside is not None and field.group(1).lower() != b"content-length"):
                return self._resync(position + 1, "a header line that is not 'Name: value'")
            if field.group(1).lower() == b"content-length":
                value = field.group(2)
                length = int(value) if value.isdigit() else None
            position = line.end()

    def _body(self) -> bool:
        length = self.length
        if length is not None and length > 0 and len(self.buffer) >= length:
            return self._declared(length)
        buffer = self.buffer.lstrip(_SPACE)
        self.buffer = buffer
        if not buffer:
            return False
        if buffer[:1] not in (b"{", b"["):  # no length to go by, and no JSON message here
            return self._resync(0, "a frame without a usable Content-Length and no JSON message")
        if length and buffer.rstrip(_SPACE)[-1:] not in (b"}", b"]"):
            return False  # the body is still arriving
        found = _value(buffer)
        if found is not None:  # a whole message: the declared length was too long, or none
            return self._take(buffer, *found)
        later = _next_header(buffer, 1)
        if later is not None:  # a header follows bytes that never became a message
            return self._resync(later, "the message is not valid JSON", absolute=True)
        if len(buffer) > MAX_PENDING:
            self.buffer, self.in_body = b"", False
            self.skipped(f"more than {MAX_PENDING >> 20} MiB that are not valid JSON", None)
            return True
        return False

    def _declared(self, length: int) -> bool:
        """The declared length is there: the body is those bytes when they are JSON (any JSON:
        the protocol answers what is no message); else, when the bytes from there on begin
        with a whole message (the length was a few bytes short or long), that message; else
        the declared bytes are answered as a parse error and skipped."""
        buffer = self.buffer
        try:
            value = json.loads(buffer[:length])
        except (ValueError, RecursionError) as err:  # not JSON, not UTF-8, nested too deeply
            found = _value(buffer.lstrip(_SPACE)) if buffer.lstrip(_SPACE)[:1] in (b"{", b"[") else None
            if found is not None:
                return self._take(buffer.lstrip(_SPACE), *found)
            self.buffer, self.in_body = buffer[length:], False
            self.skipped(f"the message is not valid JSON ({_short(err)})", err)
            return True
        self.buffer, self.in_body = buffer[length:], False
        self.handle(value)
        return True

    def _take(self, buffer: bytes, value: object, size: int) -> bool:
        self.buffer, self.in_body = buffer[size:], False
        self.handle(value)
        return True

    def _resync(self, start: int, why: str, *, absolute: bool = False) -> bool:
        """Skip to the next Content-Length header at or after `start` (all but a few bytes
        when there is none yet), and say so once."""
        found = start if absolute else _next_header(self.buffer, start)
        if found is None:
            keep = len(self.buffer) - 32  # a header may be arriving at the end
            self.buffer = self.buffer[max(keep, start):] if keep > 0 else self.buffer[start:]
            # the skipped bytes are said when the next header arrives (or never, at the end)
            self.in_body = False
            self._pending_why = why
            return False
        self.buffer = self.buffer[found:]
        self.in_body = False
        self.skipped(getattr(self, "_pending_why", None) or why, None)
        self._pending_why = None
        return True

    _pending_why: str | None = None


def _value(buffer: bytes) -> tuple[object, int] | None:
    """The JSON value `buffer` begins with and its size in bytes, when it is whole and UTF-8."""
    text = buffer.decode("utf-8", "surrogateescape")  # a character cut at the end: not yet
    try:
        value, end = json.JSONDecoder().raw_decode(text)
    except (ValueError, RecursionError):
        return None
    body = text[:end]
    try:
        size = len(body.encode("utf-8"))
    except UnicodeEncodeError:  # bytes that are not UTF-8 inside it
        return None
    return value, size


def _short(err: BaseException) -> str:
    text = str(err)
    return text if len(text) <= 120 else text[:117] + "..."


def _next_header(buffer: bytes, start: int) -> int | None:
    """Where the next `Content-Length:` header begins at or after `start`; None when there is
    none."""
    found = _HEADER.search(buffer, start)
    return None if found is None else found.start()


async def read_frames(stream: BinaryIO, frames: Frames, stop: Event, executor: Executor | None) -> None:
    """Feed `stream`'s bytes to `frames` as they come, until its end or `stop`."""
    loop = asyncio.get_running_loop()
    read = getattr(stream, "read1", stream.read)
    while not stop.is_set():
        data = await loop.run_in_executor(executor, read, 65536)
        if not data:
            break
        frames.feed(data)
