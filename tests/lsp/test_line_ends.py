"""The server's copy of a document keeps the client's lines, over stdio with incremental edits:
lines end at \\r\\n, \\n and \\r only (U+2028, U+2029, U+0085 are characters, as in the
editor), and characters count in UTF-16 units. pygls' own document split lines with
str.splitlines(): an edit after a U+2028 landed on another line, the server reported false
errors after a valid edit, and a format-on-save deleted what had just been typed."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp (a dev dependency) is not installed")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

from sueca_rules.fmt import format_dsl  # noqa: E402
from sueca_rules.lines import utf16_units  # noqa: E402
from sueca_rules.source.chain import parse_text  # noqa: E402
from sueca_rules.source.text import SourceText  # noqa: E402

from .test_server import at, diagnostics_of, doc, open_document  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "sueca_rules", "lsp"])
ENDS = {"lf": "\n", "crlf": "\r\n", "cr": "\r"}
INSIDE = {"ls": "\u2028", "ps": "\u2029", "nel": "\x85", "emoji": "\U0001f600", "plain": "x"}


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), locale="en"))
    yield
    await lsp_client.shutdown_session()


def change(path: Path, version: int, start: tuple[int, int], end: tuple[int, int],
           text: str) -> types.DidChangeTextDocumentParams:
    return types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=at(*start), end=at(*end)), text=text)])


@pytest.mark.parametrize("inside", INSIDE)
@pytest.mark.parametrize("end", ENDS)
async def test_edits_after_any_character_land_where_the_editor_put_them(
        client: LanguageClient, tmp_path: Path, end: str, inside: str) -> None:
    char, newline = INSIDE[inside], ENDS[end]
    lines = ["variant house extends portugal", f"# note {char} here", f'title "a {char} b"',
             "play {", f"  frist-lead left  # {char}", "}"]
    path = tmp_path / "house.sueca"
    (diagnostic,) = await open_document(client, path, newline.join(lines) + newline)
    # the misspelt key is on line 4 for the server as for the editor
    assert diagnostic.range == types.Range(start=at(4, 2), end=at(4, 12))
    assert diagnostic.message.startswith("unknown setting 'frist-lead'")
    # fix it, then type after the character on line 1 (positions in UTF-16 units)
    client.text_document_did_change(change(path, 2, (4, 2), (4, 12), "first-lead"))
    assert await diagnostics_of(client, path.as_uri()) == []
    typed = utf16_units(f"# note {char}")
    client.text_document_did_change(change(path, 3, (1, typed), (1, typed), " more"))
    assert await diagnostics_of(client, path.as_uri()) == []
    lines[4] = lines[4].replace("frist", "first")
    lines[1] = f"# note {char} more here"
    text = newline.join(lines) + newline
    # a hover on the fixed key, and on the title after the character
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(path),
                                                                     position=at(4, 4)))
    assert hover is not None and hover.range == types.Range(start=at(4, 2), end=at(4, 12))
    assert isinstance(hover.contents, types.MarkupContent)
    assert hover.contents.value.startswith("**Who leads to the first trick**")
    # format-on-save keeps what was typed, and gives fmt's own output for the editor's text
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc(path), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits is not None
    (edit,) = edits
    assert edit.range == types.Range(start=at(0, 0), end=at(len(lines), 0))
    assert edit.new_text == format_dsl(parse_text(SourceText(str(path), text)))
    assert f"# note {char} more here\n" in edit.new_text and "first-lead left" in edit.new_text


async def test_an_edit_past_a_lines_end_stays_on_that_line(client: LanguageClient, tmp_path: Path) -> None:
    """The LSP: a character past the end of a line is its end, never the next line."""
    path = tmp_path / "past.sueca"
    await open_document(client, path, "variant past extends portugal\r\nmatch to 5\r\ndirection clockwise\r\n")
    client.text_document_did_change(change(path, 2, (1, 99), (1, 99), "  # five"))
    assert await diagnostics_of(client, path.as_uri()) == []
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc(path), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits is not None
    (edit,) = edits
    assert "match to 5  # five\n" in edit.new_text and "direction clockwise" in edit.new_text


async def test_a_yaml_separator_is_located_on_the_editors_line(client: LanguageClient,
                                                               tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    text = 'variant: house\r\nextends: portugal\r\ntitle: "a\u2028b"\r\nmatch: {target: 5} # x\u2028y\r\n'
    (diagnostic,) = await open_document(client, path, text, "yaml")
    assert diagnostic.range == types.Range(start=at(3, 22), end=at(3, 23))
    assert diagnostic.message.startswith("U+2028 LINE SEPARATOR ends a line for YAML but not for editors")
