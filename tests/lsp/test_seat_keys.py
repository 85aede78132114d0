"""The seat parts in the editor, over stdio with a real LSP client (pytest-lsp): completion
knows the `seats`, `forming` and `trump` keys and the words of a seat expression, hover says
each new key and the value written in the client's language."""

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
TEXT = ("variant mesa extends portugal\n"
        "seats {\n"
        "  shuffles moves right\n"
        "  cuts partner-of shuffler\n"
        "  deals right-of shuffler\n"
        "  leads last-winner else right-of dealer\n"
        "}\n"
        "forming {\n"
        "  partners highest-two\n"
        "  seats by-draw\n"
        "}\n"
        "trump { redeal-if A 7 }\n"
        "deck { style portuguese }\n")


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), locale="en-GB"))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client_pt(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("neovim"), initialization_options={"locale": "pt-PT"}))
    yield
    await lsp_client.shutdown_session()


async def test_completion_offers_the_new_keys_and_the_words_of_a_seat(client: LanguageClient,
                                                                      tmp_path: Path) -> None:
    path = tmp_path / "new.sueca"
    text = ("variant new extends portugal\nseats {\n  \n  leads \n  cuts partner-of \n"
            "  leads last-winner \n  deals moves \n  shuffles \n}\nforming {\n  \n}\n"
            "trump {\n  redeal-if A \n}\n")
    await opened(client, path, text)
    assert await completion_labels(client, path, 2, 2) == [k.name for k in BLOCKS["seats"]] == [
        "shuffles", "cuts", "deals", "leads"]
    assert await completion_labels(client, path, 10, 2) == ["first-dealer", "ties", "partners", "seats"]
    leads = await completion_labels(client, path, 3, 8)
    assert leads[:5] == ["left-of", "right-of", "partner-of", "next-of", "previous-of"]
    assert "last-winner" in leads and "nobody" not in leads  # somebody always leads
    after_relation = await completion_labels(client, path, 4, 18)
    assert "shuffler" in after_relation and "last-winner" not in after_relation  # only who leads
    assert await completion_labels(client, path, 5, 20) == ["else"]
    assert await completion_labels(client, path, 6, 14) == ["left", "right", "with-play", "against-play", "stays"]
    assert {"nobody", "moves", "in-turn"} <= set(await completion_labels(client, path, 7, 11))
    ranks = await completion_labels(client, path, 13, 14)
    assert "A" not in ranks and {"7", "K", "point-card"} <= set(ranks)


async def test_hover_says_each_new_key_and_its_value(client: LanguageClient, client_pt: LanguageClient,
                                                     tmp_path: Path) -> None:
    path = tmp_path / "mesa.sueca"
    assert await opened(client, path, TEXT) == []
    leads = await hover_text(client, path, 5, 3)
    assert leads.startswith("**Who leads the first trick** — `seats.leads`")
    assert "Here: the winner of the last trick of the hand before (in the first hand: the player on " \
           "the dealer's right)" in leads
    assert "Here: the partner of the player who shuffles" in await hover_text(client, path, 3, 3)
    redeal = await hover_text(client, path, 11, 10)
    assert redeal.startswith("**Cards that may not set trump** — `trump.redeal-if`")
    assert "Here: A and 7 (turned for trump, the cards are shuffled and dealt again)" in redeal
    partners = await hover_text(client, path, 8, 4)
    assert partners.startswith("**Partners by the draw** — `forming.partners`")
    assert "- `highest-two`:" in partners
    block = await hover_text(client, path, 7, 2)
    assert block.startswith("**Forming the table** — `forming`")
    assert "Values" not in block  # a block is not its first key: no values of `first-dealer`
    style = await hover_text(client, path, 12, 16)
    assert "Here: Portuguese-suited (swords, cups, coins and clubs; King, Knight, Jack)" in style
    # in the client's language
    assert await opened(client_pt, path, TEXT) == []
    said = await hover_text(client_pt, path, 5, 3)
    assert said.startswith("**Quem puxa a primeira vaza** — `seats.leads`")
    assert "Aqui: quem ganhou a última vaza da mão anterior (na primeira mão: o jogador à direita " \
           "do distribuidor)" in said
    style_pt = await hover_text(client_pt, path, 12, 16)
    assert "Aqui: baralho português (espadas, copas, ouros e paus; Rei, Cavalo, Sota)" in style_pt
