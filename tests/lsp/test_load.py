"""The language server under load, over stdio: 20 quick edits to a 200 KB document, then a
hover. Each edit was validated in full before the next message was read (a second or more
each): the hover waited for all of them (71 s). Now validation waits for a quiet moment and
only the latest version is validated and published; the hover reads the latest text at once.

Nothing here times the server: the hover must be right for the last version, and the
diagnostics published after the edits must be the last version's (the timeouts of the
client are only a safety net)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")

from ..conftest import run_cli
from .stdio import Server

TYPED = "review last-trickzzz"  # 20 keystrokes; the last version's value is 'last-trickzzz'
SAFETY = 180.0  # seconds: only so that a broken server fails instead of hanging


def _big(options: int = 3000) -> str:
    head = "variant big extends portugal\nplay {\n  \n}\n"
    return head + "".join(f"option o{i} {{\n  values a b\n  default a\n  when b direction=clockwise\n}}\n"
                          for i in range(options))


def _published(message: Any, uri: str) -> bool:
    return isinstance(message, dict) and message.get("method") == "textDocument/publishDiagnostics" \
        and message["params"]["uri"] == uri


def test_twenty_quick_edits_then_a_hover_answer_the_last_version(tmp_path: Path) -> None:
    text = _big()
    assert 200_000 <= len(text.encode()) <= 256 * 1024
    path = tmp_path / "big.sueca"
    uri = path.as_uri()
    server = Server()
    try:
        server.initialize()
        server.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "sueca", "version": 1, "text": text}})
        opened = server.take(lambda m: _published(m, uri), SAFETY)
        assert opened["params"]["version"] == 1
        burst: list[object] = []
        for index, char in enumerate(TYPED):  # one keystroke each, as an editor sends them
            at = {"line": 2, "character": 2 + index}
            burst.append({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": index + 2},
                "contentChanges": [{"range": {"start": at, "end": at}, "text": char}]}})
        burst.append({"jsonrpc": "2.0", "id": "h", "method": "textDocument/hover", "params": {
            "textDocument": {"uri": uri}, "position": {"line": 2, "character": 12}}})
        server.send_all(burst)
        last = len(TYPED) + 1
        hover = server.answer("h", SAFETY)
        # the hover read the last version: its value is 13 characters long only there
        result = hover["result"]
        assert result["range"] == {"start": {"line": 2, "character": 9}, "end": {"line": 2, "character": 22}}
        assert result["contents"]["value"].startswith("**Finished tricks that may be reviewed** — `play.review`")
        final = server.take(lambda m: _published(m, uri) and m["params"]["version"] == last, SAFETY)
        others = [m["params"]["version"] for m in server.drain(1.0) if _published(m, uri)]
    finally:
        server.stop()
    # nothing was published for a version older than the last one after the edits
    assert others == [] or all(v == last for v in others), others
    path.write_text(text.replace("play {\n  \n", f"play {{\n  {TYPED}\n"), encoding="utf-8")
    expected = json.loads(run_cli("validate", "--format", "json", str(path)).stdout)
    assert [(d["message"], d["range"]["start"], d["range"]["end"]) for d in final["params"]["diagnostics"]] \
        == [(p["message"], {"line": p["line"] - 1, "character": p["column"] - 1},
             {"line": p["end_line"] - 1, "character": p["end_column"] - 1}) for p in expected]
    assert expected and "'last-trickzzz' is not allowed for 'play.review'" in expected[0]["message"]


def test_publishes_follow_the_versions_and_a_closed_document_gets_none(tmp_path: Path) -> None:
    """Every publish is of a version at least as new as the one before, and once the editor
    closes the document its pending validation publishes nothing but the empty list."""
    text = _big(2000)
    uri = (tmp_path / "big.sueca").as_uri()
    server = Server()
    try:
        server.initialize()
        server.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "sueca", "version": 1, "text": text}})
        for version in range(2, 6):
            at = {"line": 2, "character": 2}
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": at, "end": at}, "text": "x"}]})
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        closed = server.take(lambda m: _published(m, uri) and "version" not in m["params"], SAFETY)
        assert closed["params"]["diagnostics"] == []
        earlier = [m["params"]["version"] for m in server.kept if _published(m, uri)]
        server.kept.clear()  # what came before the close
        # the server still answers, and says nothing more about the closed document
        assert server.request("h", "textDocument/hover", {
            "textDocument": {"uri": uri}, "position": {"line": 2, "character": 2}})["result"] is None
        later = [m for m in server.drain(1.5) if _published(m, uri)]
    finally:
        server.stop()
    assert later == [], later
    assert earlier == sorted(earlier), earlier  # versions never go back
