"""`sueca-rules lsp`: the language server, over stdio, built on pygls.

A thin layer: every answer comes from :mod:`.analysis` (itself the validator, the key table,
the spec and the rulebook wording); this module only converts between LSP types and plain
positions, and keeps the client's language. Positions arrive and leave in the client's
units (UTF-16 unless negotiated) and are code points inside.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from importlib import metadata
from pathlib import Path
from threading import Event
from typing import TYPE_CHECKING
from urllib.parse import unquote

from lsprotocol import types
from pygls.exceptions import FeatureNotificationError, FeatureRequestError, JsonRpcException
from pygls.io_ import StdoutWriter
from pygls.lsp.server import LanguageServer
from pygls.workspace import TextDocument

from ..config import for_folder
from ..diagnostics import SOURCE, lsp_range
from ..errors import InputError, Problem
from ..lines import ending, without_end
from . import analysis, outline, refusals, tokens
from .checking import Checking
from .framing import Frames, read_frames
from .protocol import PARSE_ERROR, SuecaProtocol, configure_logging, converter

if TYPE_CHECKING:
    from pygls.server import ServerErrors

try:
    VERSION = metadata.version("sueca-rules")
except metadata.PackageNotFoundError:  # a source tree that is not installed
    VERSION = "0"

_SUFFIX = {"yaml": ".yaml", "sueca": ".sueca"}
_COMPLETION_KIND = {"key": types.CompletionItemKind.Property, "block": types.CompletionItemKind.Module,
                    "value": types.CompletionItemKind.EnumMember,
                    "variant": types.CompletionItemKind.Reference}
_SYMBOL_KIND = {"variant": types.SymbolKind.Module, "block": types.SymbolKind.Struct,
                "setting": types.SymbolKind.Property}


logger = logging.getLogger(__name__)
_JSON = converter()  # plain JSON <-> LSP types, for a fix's range in a diagnostic's data


class SuecaServer(LanguageServer):
    """The server: pygls' LanguageServer with a protocol that answers every request (see
    :mod:`.protocol`), plus the client's language for hovers."""

    protocol: SuecaProtocol

    def __init__(self) -> None:
        super().__init__(SOURCE, VERSION, text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
                         protocol_cls=SuecaProtocol, converter_factory=converter)
        self.lang = "en"

    def report_server_error(self, error: Exception, source: ServerErrors) -> None:
        """pygls' reader reports a body it could not parse as JSON here (as JsonRpcException):
        answer it with -32700. A failed request was answered already; any other fault of a
        notification's handler is logged and shown to the user as a bug, in one line."""
        if source is JsonRpcException:
            self.protocol.reply_parse_error(error)
        elif source is not FeatureRequestError:
            logger.error("internal error: %s: %s", type(error).__name__, error)
            self.window_show_message(types.ShowMessageParams(
                type=types.MessageType.Error,
                message=f"sueca-rules: internal error ({type(error).__name__}: {error}) — this is a bug"))

    def document(self, uri: str) -> TextDocument | None:
        """An open document; None for a URI the client never opened (nothing is read from disk).
        pygls keeps documents under the unquoted URI: `file:///my%20rules/x.sueca` is found too."""
        found: TextDocument | None = self.workspace.text_documents.get(unquote(uri))
        return found


server = SuecaServer()


def file_of(document: TextDocument) -> str:
    """The document's path (where `extends` looks for parents); an untitled buffer, or a URI
    that names no possible file, is named by its language in the current folder."""
    if document.path and document.uri.startswith("file:") and "\x00" not in document.path:
        return document.path  # (a NUL, from `%00` in the URI, is in no path a system accepts)
    return "untitled" + _SUFFIX.get(document.language_id or "", ".sueca")


def _units(document: TextDocument, line: int, character: int) -> int:
    lines = document.lines
    text = lines[line] if 0 <= line < len(lines) else ""
    return int(document.position_codec.client_num_units(text[:character]))


def _position(document: TextDocument, line: int, character: int) -> types.Position:
    return types.Position(line=max(line, 0), character=_units(document, line, max(character, 0)))


def _range(document: TextDocument, span: tuple[int, int, int, int]) -> types.Range:
    return types.Range(start=_position(document, span[0], span[1]), end=_position(document, span[2], span[3]))


def _cursor(document: TextDocument, position: types.Position) -> tuple[int, int]:
    """A client position as (line, code point); the line after a final newline exists too."""
    lines = document.lines
    if position.line >= len(lines):
        return position.line, 0
    text = without_end(lines[position.line])
    units = 0
    for index, char in enumerate(text):
        if units >= position.character:
            return position.line, index
        units += int(document.position_codec.client_num_units(char))
    return position.line, len(text)


def _problem_span(problem: Problem) -> tuple[int, int, int, int]:
    plain = lsp_range(problem)
    return (plain["start"]["line"], plain["start"]["character"], plain["end"]["line"],
            plain["end"]["character"])


def _related(document: TextDocument, problem: Problem) -> types.DiagnosticRelatedInformation:
    """Where an inherited problem really is (a parent file, which need not be open)."""
    line, start, end_line, end = _problem_span(problem)
    text = problem.source_line or ""
    units = document.position_codec.client_num_units
    where = types.Range(start=types.Position(line=line, character=units(text[:start])),
                        end=types.Position(line=end_line, character=units(text[:end])))
    uri = Path(problem.location.file).resolve().as_uri()
    return types.DiagnosticRelatedInformation(location=types.Location(uri=uri, range=where),
                                              message=problem.message)


def diagnostics_for(document: TextDocument, findings: list[analysis.Finding]) -> list[types.Diagnostic]:
    """The document's problems (from the same checks as `validate`) as LSP diagnostics, with
    the severities of the settings that apply to its folder (as `validate` there)."""
    out: list[types.Diagnostic] = []
    if refusals.excluded(file_of(document)):
        return out  # as `validate` with force-exclude: the settings leave this file out
    settings = for_folder(Path(file_of(document)).parent)
    for finding in findings:
        kept = settings.apply([finding.problem])
        if not kept:
            continue  # a code the settings ignore
        problem = kept[0]
        out.append(types.Diagnostic(
            range=_range(document, _problem_span(problem)),
            message=problem.message,
            severity={"warning": types.DiagnosticSeverity.Warning, "info": types.DiagnosticSeverity.Information}
            .get(problem.severity, types.DiagnosticSeverity.Error),
            code=problem.code,
            source=SOURCE,
            data=_fix_data(document, problem),
            related_information=[_related(document, p) for p in finding.related] or None,
        ))
    return out


def _fix_data(document: TextDocument, problem: Problem) -> dict[str, object] | None:
    """The problem's fix for a quick fix: the word, and the range it replaces in the client's
    units (the same as the diagnostic's unless the fix is elsewhere on the line)."""
    fix = problem.fix
    if fix is None:
        return None
    where = _range(document, (fix.line - 1, fix.column - 1, fix.end_line - 1, fix.end_column - 1))
    return {"suggestion": fix.text, "fix": {"text": fix.text, "title": fix.title,
                                            "range": _JSON.unstructure(where)}}


def _snapshot(uri: str) -> tuple[object, str, str] | None:
    document = server.document(uri)
    return None if document is None else (document.version, document.source, file_of(document))


def _publish(uri: str, findings: list[analysis.Finding]) -> None:
    """Publish the diagnostics of an open document, under the URI the client gave it."""
    document = server.document(uri)
    if document is None:
        return
    server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
        uri=document.uri, version=document.version, diagnostics=diagnostics_for(document, findings)))


def _failed(error: Exception) -> None:
    server.report_server_error(error, FeatureNotificationError)


# Validation after a quiet moment, of the latest version only, in a thread of its own.
checking: Checking[list[analysis.Finding]] = Checking(_snapshot, analysis.check, _publish, _failed)


@server.feature(types.INITIALIZE)
def initialize(ls: SuecaServer, params: types.InitializeParams) -> None:
    """The hover language: the client's locale, or `initializationOptions.locale` for clients
    (Neovim, Helix) that do not send one."""
    options = params.initialization_options
    chosen = options.get("locale") if isinstance(options, dict) else None
    ls.lang = analysis.lang_of(chosen if isinstance(chosen, str) else params.locale)


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: SuecaServer, params: types.DidOpenTextDocumentParams) -> None:
    checking.soon(params.text_document.uri, 0)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: SuecaServer, params: types.DidChangeTextDocumentParams) -> None:
    checking.soon(params.text_document.uri)  # once the typing pauses


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: SuecaServer, params: types.DidSaveTextDocumentParams) -> None:
    # a saved parent changes what its open children inherit
    for document in list(ls.workspace.text_documents.values()):
        checking.soon(document.uri, 0)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: SuecaServer, params: types.DidCloseTextDocumentParams) -> None:
    checking.forget(params.text_document.uri)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=params.text_document.uri,
                                                                        diagnostics=[]))


@server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" "]))
def completion(ls: SuecaServer, params: types.CompletionParams) -> types.CompletionList | None:
    document = ls.document(params.text_document.uri)
    if document is None:
        return None
    line, character = _cursor(document, params.position)
    found = analysis.completions(file_of(document), document.source, line, character, ls.lang)
    items = [types.CompletionItem(
        label=c.label, kind=_COMPLETION_KIND.get(c.kind), detail=c.detail or None,
        documentation=types.MarkupContent(kind=types.MarkupKind.Markdown, value=c.documentation)
        if c.documentation else None, sort_text=f"{index:04d}")
        for index, c in enumerate(found)]
    return types.CompletionList(is_incomplete=False, items=items)


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: SuecaServer, params: types.HoverParams) -> types.Hover | None:
    document = ls.document(params.text_document.uri)
    if document is None:
        return None
    line, character = _cursor(document, params.position)
    found = analysis.hover(file_of(document), document.source, line, character, ls.lang)
    if found is None:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=found.markdown),
                       range=_range(document, found.span))


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def definition(ls: SuecaServer, params: types.DefinitionParams) -> types.Location | None:
    document = ls.document(params.text_document.uri)
    if document is None:
        return None
    line, character = _cursor(document, params.position)
    target = analysis.definition(file_of(document), document.source, line, character)
    if target is None:
        return None
    start = types.Position(line=0, character=0)
    return types.Location(uri=target.resolve().as_uri(), range=types.Range(start=start, end=start))


def _symbol(document: TextDocument, symbol: outline.Symbol) -> types.DocumentSymbol:
    return types.DocumentSymbol(
        name=symbol.name, detail=symbol.detail or None, kind=_SYMBOL_KIND[symbol.kind],
        range=_range(document, symbol.span), selection_range=_range(document, symbol.selection),
        children=[_symbol(document, child) for child in symbol.children] or None)


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def document_symbols(ls: SuecaServer, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol] | None:
    document = ls.document(params.text_document.uri)
    if document is None:
        return None
    return [_symbol(document, s) for s in outline.symbols(file_of(document), document.source)]


@server.feature(types.TEXT_DOCUMENT_FORMATTING)
async def formatting(ls: SuecaServer, params: types.DocumentFormattingParams) -> list[types.TextEdit] | None:
    """The whole document replaced by `sueca-rules fmt`'s output (DSL or YAML; when fmt
    refuses, no edit and a message saying why), for the version formatted (None if it changed
    meanwhile: the edit would not fit it)."""
    document = ls.document(params.text_document.uri)
    if document is None:
        return None
    text, version = document.source, document.version
    # fmt resolves the file: a validation's work, done beside the server's reading
    new, why = await asyncio.get_running_loop().run_in_executor(checking.worker, refusals.formatted,
                                                                file_of(document), text)
    document = ls.document(params.text_document.uri)
    if document is None or document.version != version or document.source != text:
        return None
    if new is None and why:  # said, rather than nothing happening
        ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=why))
    if new is None or new == text:
        return [] if new is not None else None
    lines = document.lines
    if not lines or ending(text) is not None:
        end = types.Position(line=len(lines), character=0)
    else:
        end = _position(document, len(lines) - 1, len(lines[-1]))
    return [types.TextEdit(range=types.Range(start=types.Position(line=0, character=0), end=end),
                           new_text=new)]


@server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
def code_actions(ls: SuecaServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
    """A quick fix for each problem with a fix (a did-you-mean, a value to quote): write its
    text over its range, the file's own fix, as `validate --fix` applies it."""
    actions = []
    for diagnostic in params.context.diagnostics:
        data: dict[str, object] = diagnostic.data if isinstance(diagnostic.data, dict) else {}
        given = data.get("fix")
        fix: dict[str, object] = given if isinstance(given, dict) else {}
        word = fix.get("text", data.get("suggestion"))
        if diagnostic.source != SOURCE or not isinstance(word, str):
            continue
        where = diagnostic.range
        if isinstance(fix.get("range"), dict):
            try:
                where = _JSON.structure(fix["range"], types.Range)
            except Exception:  # a client that altered the data: the diagnostic's own range
                where = diagnostic.range
        edit = types.WorkspaceEdit(changes={params.text_document.uri: [
            types.TextEdit(range=where, new_text=word)]})
        title = fix.get("title") if isinstance(fix.get("title"), str) else f"Write '{word}'"
        actions.append(types.CodeAction(title=str(title), kind=types.CodeActionKind.QuickFix,
                                        diagnostics=[diagnostic], edit=edit, is_preferred=True))
    return actions


@server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL,
                types.SemanticTokensLegend(token_types=list(tokens.TOKEN_TYPES),
                                           token_modifiers=list(tokens.TOKEN_MODIFIERS)))
def semantic_tokens(ls: SuecaServer, params: types.SemanticTokensParams) -> types.SemanticTokens | None:
    """The colours of a .sueca document (keywords, blocks, settings, values, texts, comments),
    from the docs' own lexer; a YAML document is left to the editor's YAML colours."""
    document = ls.document(params.text_document.uri)
    if document is None or file_of(document).endswith((".yaml", ".yml")):
        return None
    lines = document.lines

    def units(line: int, start: int, length: int) -> tuple[int, int]:
        text = lines[line] if line < len(lines) else ""
        begin = _units(document, line, start)
        return begin, int(document.position_codec.client_num_units(text[start:start + length]))

    return types.SemanticTokens(data=tokens.encode(tokens.tokens(document.source), units))


def serve(debug: bool = False) -> None:
    """Speak LSP on stdin/stdout until the client says exit; problems go to stderr one line
    each (every message and full tracebacks with `debug`)."""
    configure_logging(debug)
    if sys.stdin is None or sys.stdout is None:
        raise InputError("standard input" if sys.stdin is None else "standard output",
                         "it is closed — the language server speaks LSP over standard input and "
                         "output: let the editor start it")
    server._stop_event = stop = Event()  # pygls' own start_io, with a reader that resynchronises
    server.protocol.set_writer(StdoutWriter(sys.stdout.buffer))
    protocol = server.protocol

    def skipped(why: str, err: BaseException | None) -> None:
        logger.warning("skipped a message: %s", why, exc_info=err)
        protocol.reply_error(None, PARSE_ERROR, f"Parse error: {why} — skipped to the next message")

    frames = Frames(protocol.handle_message, skipped)
    try:
        asyncio.run(read_frames(sys.stdin.buffer, frames, stop, server.thread_pool))
    except BrokenPipeError:
        logger.error("the connection to the client is lost: the server stops")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()  # type: ignore[no-untyped-call]
