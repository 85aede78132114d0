"""The named accusation in the editor, over stdio with a real LSP client (pytest-lsp):
completion offers `accused` in `illegal` and its two values, hover says the rule and the value
written, in the client's language — all from the catalogue's entry."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp (a dev dependency) is not installed")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

from .requests import completion_labels, opened  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "sueca_rules", "lsp"])
TEXT = "variant named extends portugal\nillegal {\n  accused player\n  \n}\n"


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("neovim"), initialization_options={"locale": "pt-PT"}))
    yield
    await lsp_client.shutdown_session()


async def test_accused_completes_and_explains_itself(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "named.sueca"
    assert await opened(client, path, TEXT) == []
    assert "accused" in await completion_labels(client, path, 3, 2)
    assert await completion_labels(client, path, 2, 10) == ["team", "player"]
    found = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        position=types.Position(line=2, character=3)))
    assert found is not None and isinstance(found.contents, types.MarkupContent)
    said = found.contents.value
    assert said.startswith("**Quem pode ser acusado de renúncia** — `illegal.accused`")
    assert "Aqui: um jogador da outra equipa, nomeado (só as cartas dele a provam)" in said
