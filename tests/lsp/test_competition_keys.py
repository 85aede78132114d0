"""The competition part in the editor, over stdio with a real LSP client (pytest-lsp):
completion knows the `competition` keys and their values, hover says each key and the value
written, in the client's language."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp (a dev dependency) is not installed")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

from sueca_rules.source.syntax import BLOCKS  # noqa: E402

from .requests import completion_labels, hover_text, opened  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "sueca_rules", "lsp"])
TEXT = ("variant cup extends portugal\n"
        "competition {\n"
        "  format knockout\n"
        "  pairing redraw\n"
        "  forfeit after 15 score 10 0\n"
        "  substitutes before-first-draw\n"
        "}\n")


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), locale="en-GB"))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client_fr(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("neovim"), initialization_options={"locale": "fr"}))
    yield
    await lsp_client.shutdown_session()


async def test_completion_offers_the_competition_keys_and_values(client: LanguageClient,
                                                                 tmp_path: Path) -> None:
    path = tmp_path / "new.sueca"
    text = "variant new extends portugal\ncompetition {\n  \n  format \n  forfeit \n  bye \n}\n"
    await opened(client, path, text)
    assert await completion_labels(client, path, 2, 2) == [k.name for k in BLOCKS["competition"]] == [
        "format", "pairing", "rounds", "bye", "forfeit", "substitutes", "standings", "tie-breaks",
        "loser"]
    assert await completion_labels(client, path, 3, 9) == ["knockout", "swiss", "round-robin", "winner-stays"]
    assert await completion_labels(client, path, 4, 10) == ["after", "none"]
    assert await completion_labels(client, path, 5, 6) == ["win", "draw", "nothing"]


async def test_hover_says_each_key_and_its_value(client: LanguageClient, client_fr: LanguageClient,
                                                 tmp_path: Path) -> None:
    path = tmp_path / "cup.sueca"
    assert await opened(client, path, TEXT) == []
    pairing = await hover_text(client, path, 3, 3)
    assert pairing.startswith("**Who meets whom in a round** — `competition.pairing`")
    assert "Here: a fresh draw before every round" in pairing
    forfeit = await hover_text(client, path, 4, 3)
    assert "Here: a team not there 15 minutes after the set time loses 10–0" in forfeit
    subs = await hover_text(client, path, 5, 3)
    assert "Here: only before the first draw" in subs
    assert await opened(client_fr, path, TEXT) == []
    said = await hover_text(client_fr, path, 2, 3)
    assert said.startswith("**Formule de la compétition** — `competition.format`")
    assert "une élimination directe" in said


async def test_a_hover_is_set_as_the_rulebooks_are(client: LanguageClient, client_fr: LanguageClient,
                                                   tmp_path: Path) -> None:
    """Hovers are typeset for the client's language as the rulebooks are: a French colon after
    a no-break space, a number kept with its unit, the typographic apostrophe in English."""
    path = tmp_path / "cup.sueca"
    for each in (client, client_fr):
        assert await opened(each, path, TEXT) == []

    async def said(each: LanguageClient) -> str:
        found = await each.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()), position=types.Position(4, 3)))
        assert found is not None and isinstance(found.contents, types.MarkupContent)
        return found.contents.value

    english, french = await said(client), await said(client_fr)
    assert "15\u00a0minutes" in english and "Here:" in english
    assert "Ici\u00a0:" in french and "Ici :" not in french and "15\u00a0minutes" in french
