"""What a fresh user met in the editor (issue 24's fresh-user report), over stdio with a real
client: the settings' exclude honoured as `validate` honours it, a document that cannot be
formatted saying why, YAML variants formatted as `fmt --write` does, a penalty's hover listing
what the DSL reads (`hand` first)."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp (a dev dependency) is not installed")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

from ..conftest import run_cli  # noqa: E402
from .test_server import at, doc, open_document  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "sueca_rules", "lsp"])
BROKEN = "variant wip extends portugal\nplay {\n  frist-lead left\n}\n"


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("neovim"), initialization_options={"locale": "en"}))
    yield
    await lsp_client.shutdown_session()


async def test_a_file_the_settings_exclude_gets_no_diagnostics_with_force_exclude(
        client: LanguageClient, tmp_path: Path) -> None:
    (tmp_path / "drafts").mkdir()
    (tmp_path / "pyproject.toml").write_text('[tool.sueca-rules]\nexclude = ["drafts/"]\nforce-exclude = true\n')
    (tmp_path / "drafts" / "wip.sueca").write_text(BROKEN)
    assert await open_document(client, tmp_path / "drafts" / "wip.sueca", BROKEN) == []
    assert "skipped drafts/wip.sueca" in run_cli("validate", "drafts/wip.sueca", cwd=tmp_path).stderr
    (found,) = await open_document(client, tmp_path / "mine.sueca", BROKEN)  # not excluded
    assert found.code == "dsl-unknown-setting"


async def test_without_force_exclude_an_opened_file_is_checked_as_validate_checks_it(
        client: LanguageClient, tmp_path: Path) -> None:
    (tmp_path / "drafts").mkdir()
    (tmp_path / "pyproject.toml").write_text('[tool.sueca-rules]\nexclude = ["drafts/"]\n')
    (tmp_path / "drafts" / "wip.sueca").write_text(BROKEN)
    (found,) = await open_document(client, tmp_path / "drafts" / "wip.sueca", BROKEN)
    assert found.code == "dsl-unknown-setting"
    assert run_cli("validate", "drafts/wip.sueca", cwd=tmp_path).returncode == 1


async def test_formatting_a_document_with_problems_says_why_nothing_changes(
        client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "broken.sueca"
    await open_document(client, path, BROKEN)
    client.messages.clear()
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc(path), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits is None
    while not client.messages:
        await asyncio.wait_for(client.wait_for_notification(types.WINDOW_SHOW_MESSAGE), timeout=20)
    (message,) = client.messages
    assert message.type == types.MessageType.Warning
    assert message.message.startswith("sueca-rules: not formatted — the document has 1 problem (the first, "
                                      "line 3: unknown setting 'frist-lead' in 'play'"), message.message
    assert message.message.endswith("a file that does not validate is not formatted, as with "
                                    "`sueca-rules fmt`: fix them first")


async def test_a_yaml_variant_is_formatted_as_fmt_write_formats_it(client: LanguageClient, tmp_path: Path) -> None:
    text = ("variant: house\nextends: portugal\nmatch: {target: 6}   # longer\n"
            "illegal:\n  revoke: {wins: hand, games: 2}\n")
    path = tmp_path / "house.yaml"
    path.write_text(text)
    assert await open_document(client, path, text, language="yaml") == []
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc(path), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits is not None
    (edit,) = edits
    assert run_cli("fmt", "--write", str(path)).returncode == 0
    assert edit.new_text == path.read_text() != text


async def test_a_penalty_hover_lists_what_the_dsl_reads(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "cafe.sueca"
    text = "variant cafe extends portugal\nillegal {\n  revoke hand 2\n}\ninfractions {\n  talking games 1 play-on\n}\n"
    await open_document(client, path, text)
    for line in (2, 5):
        hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(path), position=at(line, 3)))
        assert hover is not None and isinstance(hover.contents, types.MarkupContent)
        values = hover.contents.value.split("Values:\n", 1)[1].splitlines()
        assert values[0] == "- `hand`" and "- `games`: game points for the other team" in values
        assert {"- `accusers`", "- `redeal`", "- `none`"} <= set(values)
    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(path), position=at(2, 9)))
    assert completion is not None and [item.label for item in completion.items][:2] == ["hand", "games"]


async def test_a_yaml_file_that_is_not_a_variant_is_left_alone(client: LanguageClient, tmp_path: Path) -> None:
    """An editor may attach the server to every YAML file (Helix does, by language): a
    workflow or a case file gets no diagnostics and no formatting from it, and no message."""
    for name, text in (("ci.yml", "on: [push]\njobs: {}\n"), ("cases.yaml", "variant: portugal\ncases: []\n")):
        assert await open_document(client, tmp_path / name, text, language="yaml") == []
        client.messages.clear()
        edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
            text_document=doc(tmp_path / name), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
        assert edits is None and client.messages == []
    mine = "variant: mine\nextends: portugal\nmatch: {targt: 6}\n"
    (found,) = await open_document(client, tmp_path / "mine.yaml", mine, language="yaml")
    assert found.code == "schema-extra-forbidden"


async def test_a_noqa_comment_leaves_out_the_warning_in_the_editor_too(client: LanguageClient, tmp_path: Path) -> None:
    warns = "variant: a\nextends: portugal\nmatch: {target: 1:30}\n"
    (warned,) = await open_document(client, tmp_path / "a.yaml", warns, language="yaml")
    assert warned.code == "yaml-number" and warned.severity == types.DiagnosticSeverity.Warning
    quiet = "variant: b\nextends: portugal\nmatch: {target: 1:30}  # noqa: yaml-number\n"
    assert await open_document(client, tmp_path / "b.yaml", quiet, language="yaml") == []
