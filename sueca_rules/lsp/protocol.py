"""JSON-RPC as the specification says it, on top of pygls: every request is answered.

pygls turns each JSON body into LSP types while the JSON is being parsed; a request whose
params do not fit its type is then lost with its id (the client waits forever), and a body
that is not a message object ends in a `window/showMessage` and a traceback on stderr.
:class:`SuecaProtocol` (pygls' protocol class, given to the server as `protocol_cls`) keeps
the parsed JSON as plain data instead, checks the envelope itself, and then hands the typed
message to pygls, which dispatches it as before:

- a body that is not valid JSON: -32700 Parse error, id null (through the server's
  `report_server_error`, where pygls' reader reports it);
- valid JSON that is not a request, notification or response object (`null`, `5`, `[]`, an
  object without `"jsonrpc": "2.0"` or with a method that is not a text, an id that is neither
  a number nor a text): -32600 Invalid Request, with the id when one can be read, else null;
  a non-empty batch: an array of -32600 answers, one per request in it (LSP has no batches);
- params that do not fit the method: -32602 Invalid params with the request's id, naming the
  field; a notification with such params is dropped with one log line, as the spec says;
- a request before `initialize`: -32002; a request after `shutdown`: -32600.

Nothing here prints a traceback: :func:`configure_logging` logs one line per event on stderr
(full tracebacks and every message with `sueca-rules lsp --debug` or SUECA_RULES_LSP_DEBUG=1).
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Any
from urllib.parse import unquote

import cattrs
from lsprotocol import types
from pygls.protocol import LanguageServerProtocol, default_converter
from pygls.protocol.language_server import lsp_method

from .document import Document
from .reasons import json_kind, params_reason, short

logger = logging.getLogger(__name__)
DEBUG_VARIABLE = "SUECA_RULES_LSP_DEBUG"

PARSE_ERROR = types.ErrorCodes.ParseError.value
INVALID_REQUEST = types.ErrorCodes.InvalidRequest.value
INVALID_PARAMS = types.ErrorCodes.InvalidParams.value
NOT_INITIALIZED = types.ErrorCodes.ServerNotInitialized.value
INTERNAL_ERROR = types.ErrorCodes.InternalError.value


def _strict(value: object, kind: type) -> Any:
    """A JSON text, number or boolean as the field's type (its enum too), refusing the
    others: cattrs would make `{"uri": {}}` the text "{}", and `"false"` true."""
    if issubclass(kind, bool):
        wanted, fits = "a boolean", isinstance(value, bool)
    elif issubclass(kind, int):
        wanted, fits = "an integer", isinstance(value, int) and not isinstance(value, bool)
    elif issubclass(kind, float):
        wanted, fits = "a number", isinstance(value, (int, float)) and not isinstance(value, bool)
    else:
        wanted, fits = "a text", isinstance(value, str)
    if not fits:
        raise TypeError(f"must be {wanted}, not {json_kind(value)}")
    return kind(value)


def converter() -> cattrs.Converter:
    """pygls' converter, with JSON's types kept apart (a text field takes only a text, an
    integer field only an integer) and an error answer that keeps `"id": null` (JSON-RPC
    requires the member; lsprotocol leaves out every None)."""
    made: cattrs.Converter = default_converter()  # type: ignore[no-untyped-call]  # pygls'
    for kind in (str, int, float):
        made.register_structure_hook(kind, _strict)

    def unstructure(message: types.ResponseErrorMessage) -> dict[str, Any]:
        return {"jsonrpc": message.jsonrpc, "id": message.id, "error": made.unstructure(message.error)}

    made.register_unstructure_hook(types.ResponseErrorMessage, unstructure)
    return made


def valid_id(value: object) -> bool:
    """An id LSP allows: an integer or a text (never a boolean, a fraction or null)."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


class SuecaProtocol(LanguageServerProtocol):
    """pygls' LanguageServerProtocol that answers every request, whatever its body."""

    _initialized = False  # set once an `initialize` request with valid params went through

    def structure_message(self, data: dict[str, Any]) -> Any:
        # pygls calls this for every JSON object while parsing (nested ones too): keep the
        # plain data, so a bad field cannot lose the message's id; handle_message types it.
        return data

    def handle_message(self, message: Any) -> None:
        """Check one parsed body and dispatch it (see the module); never raises."""
        try:
            if isinstance(message, list):
                self._batch(message)
            else:
                self._single(message)
        except Exception as err:  # a fault of ours: still answer a request
            logger.error("internal error while handling a message: %s", short(f"{type(err).__name__}: {err}"),
                         exc_info=err)
            if isinstance(message, dict) and valid_id(message.get("id")) and "method" in message:
                self.reply_error(message["id"], INTERNAL_ERROR, f"Internal error: {short(err)}")

    def reply_error(self, msg_id: int | str | None, code: int, text: str) -> None:
        """Send a JSON-RPC error answer (id None is sent as null: the id could not be read)."""
        self._send_data(types.ResponseErrorMessage(id=msg_id, error=types.ResponseError(code=code,
                                                                                         message=text)))

    def reply_parse_error(self, err: BaseException) -> None:
        """The answer to a body that is not JSON: -32700, id null."""
        # pygls' reader has logged it already ('Unable to handle message (JSONDecodeError…)')
        self.reply_error(None, PARSE_ERROR, f"Parse error: the message is not valid JSON ({short(err)})")

    # -- the checks, in the order of the module docstring -----------------------------------

    def _batch(self, items: list[Any]) -> None:
        text = ("Invalid Request: the Language Server Protocol has no batches — send each message "
                "on its own")
        if not items:
            logger.warning("answered an empty batch with Invalid Request")
            self.reply_error(None, INVALID_REQUEST, "Invalid Request: an empty batch")
            return
        answers = [types.ResponseErrorMessage(id=_id_of(item), error=types.ResponseError(
            code=INVALID_REQUEST, message=text)) for item in items if _answered(item)]
        logger.warning("answered a batch of %d message(s) with Invalid Request", len(items))
        if answers:
            self._send_data(answers)

    def _single(self, message: Any) -> None:
        if not isinstance(message, dict):
            logger.warning("answered a body that is %s with Invalid Request", json_kind(message))
            self.reply_error(None, INVALID_REQUEST, "Invalid Request: a message is a JSON object, "
                             f"not {json_kind(message)}")
            return
        has_id, method = "id" in message, message.get("method")
        msg_id = message["id"] if has_id and valid_id(message["id"]) else None
        problem = _envelope_problem(message)
        if problem is not None:
            if has_id or not isinstance(method, str):
                logger.warning("answered a message with Invalid Request: %s", problem)
                self.reply_error(msg_id, INVALID_REQUEST, f"Invalid Request: {problem}")
            else:
                logger.warning("ignored notification %r: %s", short(method), problem)
            return
        if method is None:  # the client's answer to a request of ours
            self._typed(message, None)
            return
        if self._shutdown and method != types.EXIT:
            self._refuse(message, INVALID_REQUEST, "the server is shutting down: only 'exit' is accepted")
        elif not self._initialized and method not in (types.INITIALIZE, types.EXIT):
            self._refuse(message, NOT_INITIALIZED, "the server is not initialized: send 'initialize' first")
        else:
            self._typed(message, method)

    def _refuse(self, message: dict[str, Any], code: int, why: str) -> None:
        if "id" in message:
            logger.warning("refused request %r (%s): %s", message["id"], message["method"], why)
            self.reply_error(message["id"], code, why[:1].upper() + why[1:])
        else:
            logger.warning("ignored notification %r: %s", message["method"], why)

    def _typed(self, message: dict[str, Any], method: str | None) -> None:
        """Give pygls the message as its LSP type (-32602 when the params do not fit); `method`
        is None for a response."""
        is_request = method is not None and "id" in message
        kind = self.get_message_type(method) if method is not None else None
        if is_request and kind is not None and "id" not in attrs_fields(kind):
            logger.warning("answered request %r with Invalid Request: %s is a notification",
                           message["id"], method)
            self.reply_error(message["id"], INVALID_REQUEST,
                             f"Invalid Request: '{method}' is a notification — send it without an id")
            return
        try:
            typed = self._converter.structure(message, kind) if kind else super().structure_message(message)
        except Exception as err:
            reason = params_reason(message, err.__cause__ or err, kind)
            if is_request:
                logger.warning("answered request %r (%s) with Invalid params: %s", message["id"], method,
                               reason)
                self.reply_error(message["id"], INVALID_PARAMS, f"Invalid params for '{method}': {reason}")
            elif method is None:
                logger.warning("ignored a response with invalid fields: %s", reason)
            else:
                logger.warning("ignored notification %r with invalid params: %s", method, reason)
            return
        if method == types.INITIALIZE:
            self._initialized = True
        if method == types.TEXT_DOCUMENT_DID_CHANGE and not self.is_open(typed.params.text_document.uri):
            logger.warning("ignored a change to %s, which the client never opened", short(
                typed.params.text_document.uri))
            return
        super().handle_message(typed)

    @lsp_method(types.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: types.DidOpenTextDocumentParams) -> Any:
        """pygls' own, keeping the document as a :class:`~.document.Document` (lines as the
        client counts them), then the server's handler."""
        item = params.text_document
        self.workspace.text_documents[unquote(item.uri)] = Document(
            item.uri, source=item.text, version=item.version, language_id=item.language_id,
            position_codec=self.workspace.position_codec)
        handler = self.fm.features.get(types.TEXT_DOCUMENT_DID_OPEN)
        if handler is not None:
            yield handler, (params,), None

    def is_open(self, uri: str) -> bool:
        """Whether the client opened `uri` (pygls keeps documents under the unquoted URI)."""
        return unquote(uri) in self.workspace.text_documents


def attrs_fields(kind: type) -> set[str]:
    """The field names of an lsprotocol message type."""
    return {field.name for field in getattr(kind, "__attrs_attrs__", ())}


def _id_of(item: object) -> int | str | None:
    found = item.get("id") if isinstance(item, dict) else None
    return found if valid_id(found) else None


def _answered(item: object) -> bool:
    """Whether a batch item gets an answer: not a notification (a method, no id) nor a
    response (an id, no method)."""
    return not isinstance(item, dict) or ("id" in item) == ("method" in item)


def _envelope_problem(message: dict[str, Any]) -> str | None:
    """What makes `message` no JSON-RPC 2.0 request, notification or response; None if it is one."""
    if message.get("jsonrpc") != "2.0":
        return "'jsonrpc' must be \"2.0\""
    if "id" in message and not valid_id(message["id"]):
        return f"'id' must be an integer or a text, not {json_kind(message['id'])}"
    method = message.get("method")
    if method is None:
        if "id" not in message or ("result" in message) == ("error" in message):
            return "a message needs a 'method' (a request or notification) or an 'id' with " \
                   "either 'result' or 'error' (a response)"
        return None
    if not isinstance(method, str):
        return f"'method' must be a text, not {json_kind(method)}"
    return None  # params are checked against the method's type (Invalid params)


class OneLine(logging.Formatter):
    """`sueca-rules lsp: warning: what happened` — one line, the exception's type and message
    instead of its traceback; with `debug`, pygls' usual record and the traceback."""

    def __init__(self, debug: bool) -> None:
        super().__init__("sueca-rules lsp: %(levelname)s: %(name)s: %(message)s")
        self.debug = debug

    def format(self, record: logging.LogRecord) -> str:
        if self.debug:
            return super().format(record)
        text = record.getMessage().split("\n", 1)[0]
        if record.exc_info and record.exc_info[1] is not None:
            err = record.exc_info[1]
            said = str(err).split("\n", 1)[0]
            text += f" ({type(err).__name__}{': ' + said if said else ''})"
        return f"sueca-rules lsp: {record.levelname.lower()}: {short(text)}"


def configure_logging(debug: bool = False) -> None:
    """Log to stderr, one line per event (warnings and worse); everything, with tracebacks,
    when `debug` or the environment variable SUECA_RULES_LSP_DEBUG is set to a non-empty value
    other than 0."""
    debug = debug or os.environ.get(DEBUG_VARIABLE, "") not in ("", "0")
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(OneLine(debug))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.DEBUG if debug else logging.WARNING)
