"""Semantic tokens (colour for every LSP editor) and quick fixes for every fix a problem
carries, driven over stdio by a real LSP client (pytest-lsp)."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp (a dev dependency) is not installed")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

from .test_server import at, doc, open_document  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "sueca_rules", "lsp"])


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("neovim")))
    provider = result.capabilities.semantic_tokens_provider
    assert provider is not None and list(provider.legend.token_types[:2]) == ["keyword", "namespace"]
    lsp_client.legend = provider.legend  # type: ignore[attr-defined]
    # Neovim's capabilities offer UTF-8 positions: lengths and starts are bytes then
    lsp_client.encoding = {"utf-8": "utf-8", "utf-32": "utf-32-le"}.get(  # type: ignore[attr-defined]
        str(result.capabilities.position_encoding), "utf-16-le")
    yield
    await lsp_client.shutdown_session()


def _decoded(client: LanguageClient, data: list[int], text: str) -> list[tuple[str, str]]:
    """(the text of each token, its type) from the protocol's relative form (in the units
    the server chose)."""
    legend: types.SemanticTokensLegend = client.legend  # type: ignore[attr-defined]
    encoding: str = client.encoding  # type: ignore[attr-defined]
    size = {"utf-8": 1, "utf-16-le": 2, "utf-32-le": 4}[encoding]
    lines = text.split("\n")
    out, line, start = [], 0, 0
    for index in range(0, len(data), 5):
        delta, step, length, kind, _ = data[index:index + 5]
        line, start = line + delta, step if delta else start + step
        units = lines[line].encode(encoding)
        out.append((units[size * start:size * (start + length)].decode(encoding), legend.token_types[kind]))
    return out


async def test_a_sueca_document_is_coloured(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "house.sueca"
    text = ('variant house extends portugal "Casa 😋"  # a note\nplay {\n  first-lead left\n}\n'
            "scoring {\n  61..90 -> 1\n}\n")
    await open_document(client, path, text)
    tokens = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=doc(path)))
    assert tokens is not None
    found = _decoded(client, tokens.data, text)
    assert found[:6] == [("variant", "keyword"), ("house", "class"), ("extends", "keyword"),
                         ("portugal", "class"), ('"Casa 😋"', "string"), ("# a note", "comment")]
    assert ("play", "namespace") in found and ("first-lead", "property") in found
    assert ("left", "enumMember") in found and ("61..90", "number") in found
    assert ("->", "operator") in found


async def test_a_yaml_document_is_left_to_the_editors_yaml(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    await open_document(client, path, "variant: h\nextends: portugal\nmatch: {taget: 4}\n", language="yaml")
    tokens = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=doc(path)))
    assert tokens is None


@pytest.mark.parametrize(("wrong", "right"), [("revoke hnad 2", "revoke hand 2"),
                                              ("must-follow ys", "must-follow yes")])
async def test_a_value_typo_gets_a_quick_fix(client: LanguageClient, tmp_path: Path, wrong: str,
                                             right: str) -> None:
    path = tmp_path / f"{wrong.split()[0]}.sueca"
    block = "illegal" if wrong.startswith("revoke") else "play"
    text = f'variant house extends portugal "H"\n{block} {{\n  {wrong}\n}}\n'
    (diagnostic,) = await open_document(client, path, text)
    assert diagnostic.code == "dsl-value"
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc(path), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[diagnostic])))
    assert actions is not None
    (action,) = actions
    assert isinstance(action, types.CodeAction) and action.edit and action.edit.changes
    (edit,) = action.edit.changes[path.as_uri()]
    line = text.split("\n")[edit.range.start.line]
    assert edit.range.start.line == edit.range.end.line == 2
    fixed = line[:edit.range.start.character] + edit.new_text + line[edit.range.end.character:]
    assert fixed == f"  {right}" and action.title == f"Write '{right.split()[1]}'"
    assert edit.range.start == at(2, len(wrong.split()[0]) + 3)
