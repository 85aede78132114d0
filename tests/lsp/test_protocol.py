"""Every request gets an answer, whatever its bytes: the language server over raw stdio.

A sweep of malformed params × the request methods (each answered -32602 with its id), odd but
valid params (answered with a result), malformed bodies (-32700/-32600 with id null),
notifications with bad params (dropped), and the lifecycle (-32002 before `initialize`, -32600
after `shutdown`). After each group a valid request still works; stderr never holds a
traceback, only one line per event.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")

from .stdio import Server

TEXT = "variant house extends portugal\nscoring {\n  bandeira points 3\n}\nplay {\n  frist-lead left\n}\n"
POSITION = {"line": 2, "character": 5}
RANGE = {"start": {"line": 5, "character": 2}, "end": {"line": 5, "character": 12}}


def valid_params(uri: str) -> dict[str, dict[str, Any]]:
    """Correct params for each request method the server offers."""
    document = {"uri": uri}
    return {
        "textDocument/hover": {"textDocument": document, "position": POSITION},
        "textDocument/completion": {"textDocument": document, "position": POSITION},
        "textDocument/definition": {"textDocument": document, "position": {"line": 0, "character": 25}},
        "textDocument/formatting": {"textDocument": document,
                                    "options": {"tabSize": 2, "insertSpaces": True}},
        "textDocument/documentSymbol": {"textDocument": document},
        "textDocument/codeAction": {"textDocument": document, "range": RANGE,
                                    "context": {"diagnostics": []}},
    }


METHODS = list(valid_params("file:///x"))
NOT_OBJECTS: list[object] = [None, 5, -1.5, "text", True, [], [1]]
# each: (a field path of the params, the wrong values to put there)
WRONG_FIELDS: list[tuple[tuple[str, ...], list[object]]] = [
    (("textDocument",), [*NOT_OBJECTS, {}, {"uri": {"not": "a text"}}]),
    (("position",), [*NOT_OBJECTS, {}, {"line": 0}, {"line": -1, "character": 0},
                     {"line": 0, "character": -5}, {"line": 2**31, "character": 0},
                     {"line": "two", "character": 0}, {"line": 0, "character": 1e400}]),
    (("options",), [*NOT_OBJECTS, {}, {"tabSize": -1, "insertSpaces": True}, {"tabSize": 2}]),
    (("range",), [*NOT_OBJECTS, {}, {"start": 5, "end": 5},
                  {"start": {"line": -1, "character": 0}, "end": {"line": 0, "character": 0}}]),
    (("context",), [*NOT_OBJECTS, {"diagnostics": 5}, {"diagnostics": [5]},
                    {"diagnostics": [{"range": 5, "message": "x"}]}]),
]


def bad_params(uri: str) -> Iterator[tuple[str, object, str]]:
    """(method, params, what is wrong) for every method: the params themselves wrong, then
    each field the method has, wrong in every way above."""
    for method, params in valid_params(uri).items():
        for wrong in NOT_OBJECTS:
            yield method, wrong, f"params={wrong!r}"
        yield method, {}, "params={}"
        for path, values in WRONG_FIELDS:
            if path[0] not in params:
                continue
            for value in values:
                changed = copy.deepcopy(params)
                changed[path[0]] = value
                yield method, changed, f"{'.'.join(path)}={value!r}"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, str]]:
    folder = tmp_path_factory.mktemp("protocol")
    uri = (folder / "house.sueca").as_uri()
    running = Server()
    running.initialize()
    running.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "sueca",
                                                             "version": 1, "text": TEXT}})
    yield running, uri
    running.stop()


def still_alive(server: Server, uri: str, tag: str) -> None:
    """A valid request after the bad ones is answered as usual."""
    answer = server.request(f"alive-{tag}", "textDocument/hover",
                            {"textDocument": {"uri": uri}, "position": POSITION})
    assert answer.get("result") and answer["result"]["contents"]["value"].startswith("**Bandeira**"), answer


def assert_clean_stderr(server: Server) -> None:
    text = server.stderr
    assert "Traceback" not in text and "  File " not in text, text
    assert all(line.startswith("sueca-rules lsp: ") for line in text.splitlines()), text


def test_every_request_with_bad_params_is_answered_invalid_params(server: tuple[Server, str]) -> None:
    running, uri = server
    cases = list(bad_params(uri))
    assert len(cases) > 150
    for number, (method, params, _what) in enumerate(cases):
        running.send({"jsonrpc": "2.0", "id": number, "method": method, "params": params})
    for number, (method, _params, what) in enumerate(cases):  # answered, each with its own id
        answer = running.answer(number)
        assert "result" not in answer, (method, what, answer)
        assert answer["error"]["code"] == -32602, (method, what, answer)
        assert answer["error"]["message"].startswith(f"Invalid params for '{method}': "), answer
    # params left out altogether
    for method in METHODS:
        running.send({"jsonrpc": "2.0", "id": f"none-{method}", "method": method})
        answer = running.answer(f"none-{method}")
        assert answer["error"]["code"] == -32602
        assert answer["error"]["message"] == f"Invalid params for '{method}': params: required field missing"
    still_alive(running, uri, "params")
    assert_clean_stderr(running)


def test_the_answer_names_the_wrong_field_as_the_client_wrote_it(server: tuple[Server, str]) -> None:
    running, uri = server
    document = {"uri": uri}
    diagnostic = {"range": RANGE, "message": "x"}

    def action(context: object) -> dict[str, object]:
        return {"textDocument": document, "range": RANGE, "context": context}

    asked: list[tuple[str, object, str]] = [  # the three of the attack report first
        ("textDocument/hover", None, "params: must be an object, not null"),
        ("textDocument/hover", {"textDocument": 5, "position": POSITION},
         "params.textDocument: must be an object, not a number"),
        ("textDocument/hover", {"textDocument": document, "position": {"line": 0, "character": -5}},
         "params.position: Position.character should be in range [0:2147483647], but was -5"),
        ("textDocument/hover", [document, POSITION], "params: must be an object, not an array"),
        ("textDocument/hover", {"textDocument": {"uri": {}}, "position": {"line": True, "character": 0}},
         "params.textDocument.uri: must be a text, not an object; params.position.line: must be an "
         "integer, not a boolean"),
        ("textDocument/hover", {"position": POSITION}, "params.textDocument: required field missing"),
        ("textDocument/codeAction", action({"diagnostics": 5}),
         "params.context.diagnostics: must be an array, not a number"),
        ("textDocument/codeAction", action({"diagnostics": [diagnostic, {**diagnostic, "severity": 9}, 3]}),
         "params.context.diagnostics[1].severity: must be one of 1, 2, 3, 4, not 9; "
         "params.context.diagnostics[2]: must be an object, not a number"),
        ("textDocument/formatting", {"textDocument": document, "options": {"tabSize": "2", "insertSpaces": 1}},
         "params.options.tabSize: must be an integer, not a text; params.options.insertSpaces: must be "
         "a boolean, not a number"),
    ]
    for number, (method, params, reason) in enumerate(asked):
        answer = running.request(1000 + number, method, params)
        assert answer["error"] == {"code": -32602, "message": f"Invalid params for '{method}': {reason}"}


NO_DOCUMENT = {"textDocument/hover": None, "textDocument/completion": None,
               "textDocument/definition": None, "textDocument/formatting": None,
               "textDocument/documentSymbol": None, "textDocument/codeAction": []}
ODD_URIS = ["file:///nowhere/ghost.sueca", "untitled:Untitled-9", "http://example.com/x.sueca",
            "not a uri", "", "file://server/share/x.sueca", "file:///%ZZ%00.sueca", "file:///dev/zero",
            "file:///", "data:,variant x"]


def test_odd_but_valid_params_get_a_result(server: tuple[Server, str]) -> None:
    running, uri = server
    # a document the client never opened, whatever its URI: the empty result LSP allows
    for odd in ODD_URIS:
        for method, params in valid_params(odd).items():
            answer = running.request(f"{method} {odd}", method, params)
            assert answer == {"jsonrpc": "2.0", "id": f"{method} {odd}", "result": NO_DOCUMENT[method]}
    # the same URIs opened as documents: every method answers with a result
    for number, odd in enumerate(ODD_URIS):
        running.notify("textDocument/didOpen", {"textDocument": {
            "uri": odd, "languageId": "sueca", "version": 1, "text": TEXT}})
        for method, params in valid_params(odd).items():
            answer = running.request(f"open {number} {method}", method, params)
            assert "error" not in answer and "result" in answer, (odd, answer)
        running.notify("textDocument/didClose", {"textDocument": {"uri": odd}})
    # positions past the end of the open document
    for line, character in [(6, 999), (7, 0), (999, 0), (10**6, 10**6), (2**31 - 1, 2**31 - 1)]:
        for method in ("textDocument/hover", "textDocument/completion", "textDocument/definition"):
            params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
            answer = running.request(f"far {line} {method}", method, params)
            assert "error" not in answer and "result" in answer, answer
    shown = [m for m in running.drain() if m.get("method") == "window/showMessage"]
    assert [m for m in shown if m["params"]["type"] == 1] == []  # no internal error
    assert all(m["params"]["message"].startswith("sueca-rules: not formatted — ") for m in shown)  # said why
    still_alive(running, uri, "odd")
    assert_clean_stderr(running)


BAD_BODIES: list[tuple[bytes, int]] = [
    (b"{bad json", -32700),
    (b'{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover"', -32700),  # cut short
    (b"\xff\xfe\x00\x01", -32700),
    (b"\xc3\x28", -32700),  # not UTF-8
    (b"[" * 100_000 + b"]" * 100_000, -32700),  # deeper than the parser goes
    (b'{"jsonrpc": "2.0", "id": ' + b"9" * 5000 + b', "method": "x"}', -32700),
    (b"[]", -32600),
    (b"null", -32600),
    (b"5", -32600),
    (b'"text"', -32600),
    (b"true", -32600),
    (b"{}", -32600),
    (b'{"jsonrpc": "2.0"}', -32600),
    (b'{"jsonrpc": "2.0", "id": {}, "method": "textDocument/hover", "params": {}}', -32600),
    (b'{"jsonrpc": "2.0", "id": [1], "method": "textDocument/hover", "params": {}}', -32600),
    (b'{"jsonrpc": "2.0", "id": 1.5, "method": "textDocument/hover", "params": {}}', -32600),
    (b'{"jsonrpc": "2.0", "id": true, "method": "textDocument/hover", "params": {}}', -32600),
    (b'{"jsonrpc": "2.0", "id": null, "method": "textDocument/hover", "params": {}}', -32600),
    (b'{"jsonrpc": "2.0", "id": 1e999, "method": "textDocument/hover", "params": {}}', -32600),
]


@pytest.mark.parametrize("method", METHODS)
def test_malformed_bodies_are_answered_with_id_null(server: tuple[Server, str], method: str) -> None:
    running, uri = server
    for body, code in BAD_BODIES:
        running.send(body.replace(b"textDocument/hover", method.encode()))
        answer = running.answer(None)
        assert answer["jsonrpc"] == "2.0" and answer["error"]["code"] == code, (body[:80], answer)
    assert [m for m in running.drain() if m.get("method") == "window/showMessage"
            and m["params"]["type"] == 1] == []  # no internal error (a refused format says why)
    still_alive(running, uri, f"bodies-{method}")
    assert_clean_stderr(running)


@pytest.mark.parametrize("method", METHODS)
def test_a_bad_envelope_with_a_readable_id_is_answered_with_that_id(server: tuple[Server, str],
                                                                    method: str) -> None:
    running, uri = server
    params = valid_params(uri)[method]
    envelopes: list[Callable[[str], dict[str, object]]] = [
        lambda i: {"id": i, "method": method, "params": params},  # no jsonrpc
        lambda i: {"jsonrpc": "1.0", "id": i, "method": method, "params": params},
        lambda i: {"jsonrpc": 2.0, "id": i, "method": method, "params": params},
        lambda i: {"jsonrpc": "2.0", "id": i, "method": 5, "params": params},
        lambda i: {"jsonrpc": "2.0", "id": i, "method": ["textDocument/hover"], "params": params},
        lambda i: {"jsonrpc": "2.0", "id": i},  # neither a request nor a response
        lambda i: {"jsonrpc": "2.0", "id": i, "method": "textDocument/didOpen", "params": {}},
    ]
    for number, make in enumerate(envelopes):
        msg_id = f"envelope-{method}-{number}"
        running.send(make(msg_id))
        answer = running.answer(msg_id)
        assert answer["error"]["code"] == -32600 and answer["error"]["message"].startswith(
            "Invalid Request: "), answer
    # integer ids too, and an unknown method keeps its usual answer
    assert running.request(2**40, method, params).get("error") is None
    assert running.request(-7, "sueca/unknown", {})["error"]["code"] == -32601
    still_alive(running, uri, f"envelope-{method}")


def test_a_batch_is_answered_for_each_request_in_it(server: tuple[Server, str]) -> None:
    running, uri = server
    running.send([1, {"jsonrpc": "2.0", "id": 77, "method": "textDocument/hover", "params": {}},
                  {"jsonrpc": "2.0", "method": "initialized", "params": {}}])
    answers = running.take(lambda m: isinstance(m, list))
    assert [(a["id"], a["error"]["code"]) for a in answers] == [(None, -32600), (77, -32600)]
    still_alive(running, uri, "batch")


NOTIFICATIONS = ["textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
                 "textDocument/didSave", "$/cancelRequest", "initialized", "$/setTrace",
                 "workspace/didChangeConfiguration", "workspace/didChangeWorkspaceFolders",
                 "textDocument/hover"]  # a request's method without an id: not a request


def test_notifications_with_bad_params_are_dropped_and_the_server_goes_on(server: tuple[Server, str]) -> None:
    running, uri = server
    wrong: list[object] = [*NOT_OBJECTS, {}, {"textDocument": 5}, {"textDocument": {"uri": 5}},
                           {"id": {}}, {"value": "loud"}, {"event": None}]
    for method in NOTIFICATIONS:
        for params in wrong:
            running.notify(method, params)
        running.send({"jsonrpc": "2.0", "method": method})
    # well-typed changes that make no sense: a document never opened, a range past the end
    running.notify("textDocument/didChange", {
        "textDocument": {"uri": "file:///never/opened.sueca", "version": 3},
        "contentChanges": [{"range": RANGE, "text": "x"}]})
    running.notify("textDocument/didClose", {"textDocument": {"uri": "file:///never/opened.sueca"}})
    scratch = uri.replace("house.sueca", "scratch.sueca")
    running.notify("textDocument/didOpen", {"textDocument": {"uri": scratch, "languageId": "sueca",
                                                             "version": 1, "text": TEXT}})
    for version, (start, end) in enumerate([((999, 0), (999, 5)), ((0, 999), (0, 1000)),
                                            ((5, 10), (2, 0)), ((0, 0), (2**31 - 1, 2**31 - 1))], 2):
        running.notify("textDocument/didChange", {
            "textDocument": {"uri": scratch, "version": version},
            "contentChanges": [{"range": {"start": {"line": start[0], "character": start[1]},
                                          "end": {"line": end[0], "character": end[1]}}, "text": "x"}]})
    running.notify("textDocument/didChange", {"textDocument": {"uri": scratch, "version": 1},
                                              "contentChanges": [{"text": "variant x extends portugall\n"}]})
    # each change was applied or refused, and the last one is diagnosed as usual
    running.take(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                 and m["params"]["uri"] == scratch and [d["message"] for d in m["params"]["diagnostics"]]
                 == ["unknown parent variant 'portugall' — did you mean 'portugal'?"])
    still_alive(running, uri, "notifications")
    left = running.drain()
    assert [m for m in left if "id" in m] == []  # nothing answered a notification
    assert [m for m in left if m.get("method") == "window/showMessage" and m["params"]["type"] == 1] == []
    assert_clean_stderr(running)
    assert "ignored notification 'textDocument/didOpen' with invalid params: params: must be an " \
           "object, not null" in running.stderr


def test_before_initialize_and_after_shutdown(tmp_path: Path) -> None:
    running = Server()
    try:
        early = running.request(1, "textDocument/hover", {"textDocument": {"uri": "file:///x"},
                                                          "position": POSITION})
        assert early["error"]["code"] == -32002 and "initialize" in early["error"]["message"]
        assert running.request(2, "initialize", None)["error"]["code"] == -32602
        assert running.request(3, "initialize", {"processId": "me", "capabilities": {}})["error"]["code"] == -32602
        running.initialize()
        assert running.request(4, "shutdown", None) == {"jsonrpc": "2.0", "id": 4, "result": None}
        late = running.request(5, "textDocument/hover", {"textDocument": {"uri": "file:///x"},
                                                         "position": POSITION})
        assert late["error"]["code"] == -32600 and "shutting down" in late["error"]["message"]
        running.notify("exit", None)
        assert running.process.wait(timeout=20) == 0
        assert_clean_stderr(running)
    finally:
        if running.process.poll() is None:
            running.process.kill()


def test_the_debug_switch_shows_tracebacks_for_developers() -> None:
    for debug in (Server("--debug"), Server(env={"SUECA_RULES_LSP_DEBUG": "1"})):
        debug.initialize()
        debug.send(b"{bad json")
        assert debug.answer(None)["error"]["code"] == -32700
        assert debug.stop() == 0
        assert "Traceback" in debug.stderr and "JSONDecodeError" in debug.stderr
