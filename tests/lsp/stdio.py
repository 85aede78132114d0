"""A raw LSP client over stdio for the protocol tests: it writes any bytes in Content-Length
frames (so malformed JSON can be sent) and collects every message the server writes."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 20.0


class Server:
    """`sueca-rules lsp` in a subprocess, read by two threads (stdout frames, stderr text)."""

    def __init__(self, *args: str, env: dict[str, str] | None = None) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "sueca_rules", "lsp", *args], cwd=ROOT, stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, **(env or {})})
        self.inbox: queue.Queue[Any] = queue.Queue()
        self.kept: list[Any] = []  # read but not yet taken by a test
        self.stderr_chunks: list[bytes] = []
        threading.Thread(target=self._read_frames, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    def _read_frames(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            length = None
            while True:
                header = stream.readline()
                if not header:
                    return
                if header.lower().startswith(b"content-length:"):
                    length = int(header.split(b":")[1])
                elif header == b"\r\n" and length is not None:
                    break
            self.inbox.put(json.loads(stream.read(length)))

    def _read_stderr(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.stderr_chunks.append(line)

    @property
    def stderr(self) -> str:
        return b"".join(self.stderr_chunks).decode("utf-8", "replace")

    def send(self, message: object) -> None:
        """Send a message (JSON-encoded) or raw bytes as one frame."""
        body = message if isinstance(message, bytes) else json.dumps(message).encode("utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def send_all(self, messages: list[object]) -> None:
        """Send several messages (JSON-encoded) in one write, as a fast client's burst."""
        frames = b""
        for message in messages:
            body = json.dumps(message).encode("utf-8")
            frames += b"Content-Length: %d\r\n\r\n" % len(body) + body
        assert self.process.stdin is not None
        self.process.stdin.write(frames)
        self.process.stdin.flush()

    def take(self, wanted: Any, timeout: float = TIMEOUT) -> Any:
        """The first message (already read or still to come) for which `wanted(message)` holds."""
        for index, message in enumerate(self.kept):
            if wanted(message):
                return self.kept.pop(index)
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no such message within {timeout} s; got {self.kept[-5:]}")
            try:
                message = self.inbox.get(timeout=left)
            except queue.Empty:
                continue
            if wanted(message):
                return message
            self.kept.append(message)

    def answer(self, msg_id: object, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The response to the request with `msg_id` (None: the next response with id null)."""
        found: dict[str, Any] = self.take(lambda m: isinstance(m, dict) and "method" not in m
                                          and "id" in m and m["id"] == msg_id
                                          and type(m["id"]) is type(msg_id), timeout)
        return found

    def request(self, msg_id: int | str, method: str, params: object) -> dict[str, Any]:
        self.send({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params})
        return self.answer(msg_id)

    def notify(self, method: str, params: object) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def drain(self, seconds: float = 0.3) -> list[Any]:
        """Every message read so far, and those arriving within `seconds`."""
        time.sleep(seconds)
        while not self.inbox.empty():
            self.kept.append(self.inbox.get())
        out, self.kept = self.kept, []
        return out

    def initialize(self) -> None:
        result = self.request(0, "initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        assert "result" in result, result
        self.notify("initialized", {})

    def stop(self) -> int:
        """Shut down and exit politely; the exit status."""
        if self.process.poll() is None:
            self.request("bye", "shutdown", None)
            self.notify("exit", None)
            try:
                return self.process.wait(timeout=TIMEOUT)
            finally:
                if self.process.poll() is None:
                    self.process.kill()
        return self.process.returncode
