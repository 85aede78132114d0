"""One mis-framed message never makes the language server deaf (F6), over stdio.

Each frame the attacker tried is written raw to a real `sueca-rules lsp`, followed (in the
same write, as a client's burst, and again later) by valid requests: every one of them is
answered, the server stays up, and standard error has one line per event, no traceback."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from .stdio import Server
from .test_protocol import TEXT, assert_clean_stderr

BODY = json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
    "uri": "file:///tmp/caf%C3%A9.sueca", "languageId": "sueca", "version": 1,
    "text": 'variant café extends portugal "Café — où l\'on joue"\n'}}}, ensure_ascii=False)
RAW = BODY.encode("utf-8")

FRAMES: dict[str, bytes] = {
    "a length in characters, not bytes": b"Content-Length: %d\r\n\r\n" % len(BODY) + RAW,
    "a length too long": b"Content-Length: %d\r\n\r\n" % (len(RAW) + 7) + RAW,
    "a length far too long": b"Content-Length: %d\r\n\r\n" % (len(RAW) + 5000) + RAW,
    "a length too short by a lot": b"Content-Length: %d\r\n\r\n" % (len(RAW) // 2) + RAW,
    "the header in lower case": b"content-length: %d\r\n\r\n" % len(RAW) + RAW,
    "header lines ended by \\n": b"Content-Length: %d\n\n" % len(RAW) + RAW,
    "a length that is no number": b"Content-Length: abc\r\n\r\n" + RAW,
    "a negative length": b"Content-Length: -5\r\n\r\n" + RAW,
    "spaces around the length": b"Content-Length:    %d   \r\n\r\n" % len(RAW) + RAW,
    "a length of 0 and no body": b"Content-Length: 0\r\n\r\n",
    "Content-Type first": b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: %d"
                          b"\r\n\r\n" % len(RAW) + RAW,
    "garbage before the header": b"\x00\xffnot a header at all" + b"Content-Length: %d\r\n\r\n" % len(RAW) + RAW,
    "a body cut short": b"Content-Length: 40\r\n\r\n" + RAW[:40],
}


def _symbols(uri: str) -> Callable[[int], dict[str, object]]:
    return lambda number: {"jsonrpc": "2.0", "id": number, "method": "textDocument/documentSymbol",
                           "params": {"textDocument": {"uri": uri}}}


def _frame(message: dict[str, object]) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


@pytest.mark.parametrize("name", list(FRAMES))
def test_a_mis_framed_message_leaves_the_server_answering(tmp_path: Path, name: str) -> None:
    uri = (tmp_path / "house.sueca").as_uri()
    running = Server()
    try:
        running.initialize()
        running.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "sueca",
                                                                 "version": 1, "text": TEXT}})
        request = _symbols(uri)
        assert running.process.stdin is not None
        # the bad frame and a valid request in one write, as a client's burst
        running.process.stdin.write(FRAMES[name] + _frame(request(1)))
        running.process.stdin.flush()
        for number in (2, 3, 4):  # and more, each on its own
            running.send(request(number))
        for number in (1, 2, 3, 4):
            answer = running.answer(number)
            assert isinstance(answer.get("result"), list) and answer["result"], (name, answer)
        assert running.process.poll() is None
        assert running.stop() == 0
        assert_clean_stderr(running)
    finally:
        if running.process.poll() is None:
            running.process.kill()
