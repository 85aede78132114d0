"""The table's shape, the stock, the auction and the contract in the editor, over stdio with a
real LSP client (pytest-lsp): completion offers each block's keys and their values, hover says
each key and the value written, in the client's language (issue #22)."""

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

from ..shapes import CHAMADA, TWO_HANDS  # noqa: E402
from .requests import completion_labels, hover_text, opened  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "sueca_rules", "lsp"])


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


def _line(text: str, start: str) -> int:
    return next(i for i, line in enumerate(text.splitlines()) if line.strip().startswith(start))


async def test_completion_offers_the_new_blocks_keys_and_values(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "new.sueca"
    text = ("variant new extends portugal\n"
            "table {\n  \n  sides \n  undealt \n}\n"
            "stock {\n  \n  first \n}\n"
            "bidding {\n  \n  bids 61 \n  pass \n}\n"
            "contract {\n  \n  failed declarers \n  made declarers loses 1 \n}\n")
    await opened(client, path, text)
    top = await completion_labels(client, path, 0, 0)
    assert {"table", "stock", "bidding", "contract"} <= set(top)
    assert await completion_labels(client, path, 2, 2) == [k.name for k in BLOCKS["table"]] == [
        "players", "sides", "hand", "undealt", "aside-points"]
    assert await completion_labels(client, path, 3, 8) == ["pairs", "threes", "each"]
    assert await completion_labels(client, path, 4, 10) == ["stock", "aside", "none"]
    assert await completion_labels(client, path, 7, 2) == ["first", "trump-card", "must-follow", "when-void",
                                                           "must-overtake"]
    assert await completion_labels(client, path, 8, 8) == ["winner", "leader"]
    assert await completion_labels(client, path, 11, 2) == ["first", "bids", "pass", "all-pass", "partner", "call-own",
                                                 "leads"]
    assert await completion_labels(client, path, 12, 10) == ["step"]
    assert await completion_labels(client, path, 13, 7) == ["final", "may-return"]
    assert await completion_labels(client, path, 16, 2) == ["made", "all-tricks", "failed"]
    assert await completion_labels(client, path, 17, 19) == ["scores", "loses", "wins-match"]
    assert await completion_labels(client, path, 18, 25) == ["no-floor", "and"]


async def test_hover_says_each_key_and_its_value(client: LanguageClient, client_fr: LanguageClient,
                                                 tmp_path: Path) -> None:
    path, stock = tmp_path / "chamada.sueca", tmp_path / "two-hands.sueca"
    assert await opened(client, path, CHAMADA) == []
    assert await opened(client, stock, TWO_HANDS) == []
    bids = await hover_text(client, path, _line(CHAMADA, "bids"), 3)
    assert bids.startswith("**Bids** — `bidding.lowest`")
    assert "The lowest bid" in bids and "The highest bid" in bids  # every field the key fills
    assert "Here: from 61 to 120 card points, in steps of 5" in bids
    failed = await hover_text(client, path, _line(CHAMADA, "failed"), 3)
    assert failed.startswith("**Contract failed** — `contract.failed`")
    assert ("Here: the declarer's side loses 1 game point, even below 0 and the defending side scores "
            "1 game point") in failed
    sides = await hover_text(client, path, _line(CHAMADA, "sides"), 3)
    assert "Here: each for themselves" in sides
    first = await hover_text(client, stock, _line(TWO_HANDS, "first winner"), 3)
    assert first.startswith("**Who draws first from the stock** — `stock.first`")
    assert "Here: the winner of the trick, then the others in turn" in first
    assert await opened(client_fr, path, CHAMADA) == []
    said = await hover_text(client_fr, path, _line(CHAMADA, "partner"), 3)
    assert said.startswith("**Le partenaire du preneur** — `bidding.partner`")
    assert "celui qui détient la carte appelée par le preneur" in said
    block = await hover_text(client_fr, path, _line(CHAMADA, "contract"), 1)
    assert block.startswith("**Contrat** — `contract`")


async def test_a_wrong_bid_is_a_located_diagnostic(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "bad.sueca"
    found = await opened(client, path, CHAMADA.replace("bids 61..120 step 5", "bids 61..130"))
    (problem,) = found
    assert problem.code == "bidding-range" and problem.range.start.line == _line(CHAMADA, "bids")
