"""Requests the editor tests make over stdio (imported only where pygls and pytest-lsp are
installed): open a document and wait for its diagnostics, the completion labels at a place,
the hover text at a place (read as set: curly apostrophes as straight, see test_server)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types
from pytest_lsp import LanguageClient

from sueca_rules.words.typeset import plain


async def opened(client: LanguageClient, path: Path, text: str) -> list[types.Diagnostic]:
    """Open `text` as the document at `path`; the diagnostics the server publishes for it."""
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="sueca", version=1, text=text)))

    async def published() -> list[types.Diagnostic]:
        while uri not in client.diagnostics:
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics.pop(uri))

    return await asyncio.wait_for(published(), timeout=20)


async def completion_labels(client: LanguageClient, path: Path, line: int, character: int) -> list[str]:
    """The labels of the completion list at (`line`, `character`), both from 0."""
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        position=types.Position(line=line, character=character)))
    assert isinstance(result, types.CompletionList)
    return [item.label for item in result.items]


async def hover_text(client: LanguageClient, path: Path, line: int, character: int) -> str:
    """The hover at (`line`, `character`) as plain text."""
    found = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        position=types.Position(line=line, character=character)))
    assert found is not None and isinstance(found.contents, types.MarkupContent)
    return plain(found.contents.value).replace("\u2019", "'")
