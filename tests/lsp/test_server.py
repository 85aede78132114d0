"""The language server, driven over stdio by a real LSP client (pytest-lsp): no handler is
called directly. One server process per client language serves the whole module."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed: pip install 'sueca-rules[lsp]'")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp (a dev dependency) is not installed")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

from sueca_rules.source.syntax import BLOCKS  # noqa: E402
from sueca_rules.words.typeset import plain  # noqa: E402

from ..conftest import ROOT, run_cli  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "sueca_rules", "lsp"])
PORTUGAL = ROOT / "variants" / "portugal.sueca"


async def _start(lsp_client: LanguageClient, locale: str) -> None:
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), locale=locale))


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await _start(lsp_client, "en-GB")
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=SERVER, scope="module")
async def client_pt(lsp_client: LanguageClient) -> AsyncIterator[None]:
    # the way clients without a locale (Neovim, Helix) ask for Portuguese
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("neovim"), initialization_options={"locale": "pt-BR"}))
    yield
    await lsp_client.shutdown_session()


async def open_document(client: LanguageClient, path: Path, text: str,
                        language: str = "sueca") -> list[types.Diagnostic]:
    """Open `text` as the document at `path` and wait for its diagnostics."""
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)))
    return await diagnostics_of(client, uri)


async def diagnostics_of(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    """The next diagnostics published for `uri` (a server that publishes none fails the test)."""
    async def published() -> list[types.Diagnostic]:
        while uri not in client.diagnostics:
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics.pop(uri))

    return await asyncio.wait_for(published(), timeout=20)


def at(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


def doc(path: Path) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=path.as_uri())


# -- done when ------------------------------------------------------------------------------

async def test_a_misspelled_key_is_located_with_its_did_you_mean(client: LanguageClient,
                                                                  tmp_path: Path) -> None:
    path = tmp_path / "house.sueca"
    text = "variant house extends portugal\nplay {\n  frist-lead left\n}\n"
    (diagnostic,) = await open_document(client, path, text)
    assert diagnostic.range == types.Range(start=at(2, 2), end=at(2, 12))
    assert diagnostic.message == "unknown setting 'frist-lead' in 'play' — did you mean 'first-lead'?"
    assert (diagnostic.source, diagnostic.code, diagnostic.severity) == (
        "sueca-rules", "dsl-unknown-setting", types.DiagnosticSeverity.Error)
    # the did-you-mean is a quick fix too
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc(path), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[diagnostic])))
    assert actions is not None
    (action,) = actions
    assert isinstance(action, types.CodeAction) and action.edit is not None
    assert action.edit.changes is not None
    assert list(action.edit.changes[path.as_uri()]) == [types.TextEdit(range=diagnostic.range,
                                                                       new_text="first-lead")]
    # fixing the text clears the diagnostic: diagnostics follow every change
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=diagnostic.range, text="first-lead")]))
    assert await diagnostics_of(client, path.as_uri()) == []


async def test_completion_inside_play_offers_the_play_keys(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "house.sueca"
    await open_document(client, path, "variant house extends portugal\nplay {\n  \n}\n")
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(path), position=at(2, 2)))
    assert isinstance(result, types.CompletionList)
    assert [item.label for item in result.items] == [key.name for key in BLOCKS["play"]]
    first = result.items[0]
    assert first.detail == "Who leads to the first trick" and first.kind == types.CompletionItemKind.Property


async def test_hover_on_bandeira_explains_it(client: LanguageClient, client_pt: LanguageClient,
                                             tmp_path: Path) -> None:
    path = tmp_path / "house.sueca"
    text = "variant house extends portugal\nscoring {\n  bandeira points 3\n}\n"
    await open_document(client, path, text)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=doc(path), position=at(2, 5)))
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert hover.range == types.Range(start=at(2, 2), end=at(2, 10))
    value = plain(hover.contents.value).replace("\u2019", "'")  # read as set
    assert value.startswith("**Bandeira** — `scoring.bandeira`")
    assert "Taking everything in one hand." in value and "Here: all the card points, worth 3 game points" in value
    # in the client's language
    await open_document(client_pt, path, text)
    hover_pt = await client_pt.text_document_hover_async(types.HoverParams(
        text_document=doc(path), position=at(2, 5)))
    assert hover_pt is not None and isinstance(hover_pt.contents, types.MarkupContent)
    # a pt-BR client: pt-BR words
    assert "Aqui: todos os pontos (vale 3 pontos de jogo)" in plain(hover_pt.contents.value)


async def test_formatting_gives_fmts_output(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "messy.sueca"
    text = "variant messy   extends portugal # mine\nmatch {target 6}\nplay {\n review all\n   first-lead left }\n"
    path.write_text(text, encoding="utf-8")
    expected = run_cli("fmt", str(path))
    assert expected.returncode == 0, expected.stderr
    await open_document(client, path, text)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc(path), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits is not None
    (edit,) = edits
    assert edit.range.start == at(0, 0) and edit.range.end == at(5, 0)
    assert edit.new_text == expected.stdout
    # already formatted: no edit
    await open_document(client, tmp_path / "clean.sueca", expected.stdout)
    none = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc(tmp_path / "clean.sueca"),
        options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert none is not None and list(none) == []


# -- the rest of the features ---------------------------------------------------------------

async def test_a_problem_inherited_from_a_parent_is_shown_on_extends(client: LanguageClient,
                                                                    tmp_path: Path) -> None:
    parent = tmp_path / "cafe.sueca"
    parent.write_text("variant cafe extends portugal\nscoring {\n  61..80 -> 1\n  91..120 -> 2\n}\n")
    child = tmp_path / "child.sueca"
    (diagnostic,) = await open_document(client, child, "variant child extends cafe\nmatch to 6\n")
    assert diagnostic.range == types.Range(start=at(0, 22), end=at(0, 26))  # the word 'cafe'
    assert "81..90 card points score nothing" in diagnostic.message
    assert "(in cafe.sueca:4, inherited through 'extends')" in diagnostic.message
    (related,) = diagnostic.related_information or []
    assert related.location.uri == parent.as_uri()
    assert related.location.range == types.Range(start=at(3, 2), end=at(3, 9))  # 91..120
    assert related.message.startswith("the bands must cover 61..120")


UNREADABLE = {"fifo": "this is not a regular file (a device, a pipe or a socket)",
              "device": "this is not a regular file (a device, a pipe or a socket)",
              "folder": "this is a folder, not a file",
              "grandparent": "this is not a regular file (a device, a pipe or a socket)"}


@pytest.mark.parametrize("form", ["sueca", "yaml"])
@pytest.mark.parametrize("kind", [*UNREADABLE, "missing"])
async def test_a_parent_that_cannot_be_read_is_marked_on_the_extends_value(
        client: LanguageClient, tmp_path: Path, kind: str, form: str) -> None:
    name = f"{kind}.sueca"
    if kind == "fifo":
        os.mkfifo(tmp_path / name)
    elif kind == "device":
        (tmp_path / name).symlink_to("/dev/null")
    elif kind == "folder":
        (tmp_path / name).mkdir()
    elif kind == "grandparent":  # readable, but its own parent is a pipe
        os.mkfifo(tmp_path / "pipe.sueca")
        (tmp_path / name).write_text("variant grandparent extends pipe.sueca\n")
    text = (f"variant child extends {name}\nmatch to 6\n" if form == "sueca"
            else f"variant: child\nextends: {name}\n")
    (diagnostic,) = await open_document(client, tmp_path / f"child.{form}", text,
                                        "sueca" if form == "sueca" else "yaml")
    line = 0 if form == "sueca" else 1
    start = text.split("\n")[line].index(name)
    assert diagnostic.range == types.Range(start=at(line, start), end=at(line, start + len(name)))
    if kind == "missing":
        assert diagnostic.message.startswith(f"no variant file '{name}'")
    else:
        unreadable = "pipe.sueca" if kind == "grandparent" else name
        assert UNREADABLE[kind] in diagnostic.message
        assert f"the parent '{unreadable}' cannot be read" in diagnostic.message


async def test_a_document_whose_uri_is_percent_encoded_is_served(client: LanguageClient,
                                                                 tmp_path: Path) -> None:
    folder = tmp_path / "minhas regras"
    folder.mkdir()
    path = folder / "família #1.sueca"
    uri = path.as_uri()
    assert "%20" in uri and "%C3%AD" in uri
    (diagnostic,) = await open_document(client, path, "variant casa extends portugal\nplay {\n  frist-lead left\n}\n")
    assert diagnostic.range == types.Range(start=at(2, 2), end=at(2, 12))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(path), position=at(1, 1)))
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert hover.contents.value.startswith("**Play**")
    # saving republishes under the client's own URI
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=doc(path)))
    assert await diagnostics_of(client, uri) == [diagnostic]


async def test_completion_of_parents_ranks_and_values(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "new.sueca"
    text = "variant new extends \ndeck {\n  ranks A 7 \n}\nplay {\n  first-lead \n}\n"
    await open_document(client, path, text)

    async def labels(line: int, character: int) -> list[str]:
        result = await client.text_document_completion_async(types.CompletionParams(
            text_document=doc(path), position=at(line, character)))
        assert isinstance(result, types.CompletionList)
        return [item.label for item in result.items]

    assert {"portugal", "brazil", "azores"} <= set(await labels(0, 20))
    assert await labels(2, 12) == ["K", "Q", "J", "10", "9", "8", "6", "5", "4", "3", "2"]
    assert await labels(5, 13) == ["next", "left", "right", "partner", "dealer", "shuffler",
                                   "cutter"]


async def test_definition_symbols_and_yaml(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "house.sueca"
    text = PORTUGAL.read_text(encoding="utf-8").replace('variant portugal "Sueca (Portugal)"',
                                                        "variant house extends portugal")
    assert await open_document(client, path, text) == []
    line = text.split("\n").index("variant house extends portugal")
    target = await client.text_document_definition_async(types.DefinitionParams(
        text_document=doc(path), position=at(line, 25)))
    assert isinstance(target, types.Location) and target.uri == PORTUGAL.resolve().as_uri()
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=doc(path)))
    assert symbols is not None
    names = [s.name for s in symbols]
    assert {"variant house", "deck", "deal standard", "deal alternative", "play", "scoring"} <= set(names)
    play = next(s for s in symbols if s.name == "play")
    assert isinstance(play, types.DocumentSymbol)
    assert [c.name for c in play.children or []] == ["first-lead", "must-follow", "when-void", "review", "silent"]
    # YAML variant files get the same diagnostics
    yaml_path = tmp_path / "house.yaml"
    (problem,) = await open_document(client, yaml_path, "variant: h\nextends: portugal\nmatch: {taget: 4}\n",
                                     language="yaml")
    assert problem.range == types.Range(start=at(2, 8), end=at(2, 13))
    assert problem.data == {"suggestion": "target", "fix": {
        "text": "target", "title": "Write 'target'",
        "range": {"start": {"line": 2, "character": 8}, "end": {"line": 2, "character": 13}}}}


async def test_positions_are_in_the_clients_utf16_units(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "emoji.sueca"
    (diagnostic,) = await open_document(client, path, 'variant e extends portugal\ntitle "😋"; direction sideways\n')
    # 'sideways' is code points 21..29; the emoji before it is two UTF-16 units
    assert diagnostic.range == types.Range(start=at(1, 22), end=at(1, 30))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(path), position=at(1, 13)))
    assert hover is not None and hover.range == types.Range(start=at(1, 12), end=at(1, 21))  # 'direction'


# -- hostile input --------------------------------------------------------------------------

async def test_hostile_documents_get_a_diagnostic_and_the_server_lives(client: LanguageClient,
                                                                       tmp_path: Path) -> None:
    huge = "variant x extends portugal\n" + "# " + "c" * 77 + "\n" * 4000 + "x" * (300 << 10)
    (too_big,) = await open_document(client, tmp_path / "huge.sueca", huge)
    assert "file is too large" in too_big.message
    (binary,) = await open_document(client, tmp_path / "noise.sueca", "variant x\n\x00\x01\x02\ufffd")
    assert "binary file" in binary.message
    own = tmp_path / "loop.sueca"
    own.write_text("variant loop extends loop\n")
    (loop,) = await open_document(client, own, "variant loop extends loop\n")
    assert "circular 'extends'" in loop.message and loop.range.start == at(0, 21)
    deep = await open_document(client, tmp_path / "deep.sueca", "variant x\n" + "deck {\n" * 3000)
    assert deep and all(d.severity == types.DiagnosticSeverity.Error for d in deep)
    assert len(deep) <= 50  # every problem of a file in one run, within reason
    (alias,) = await open_document(client, tmp_path / "bomb.yaml", "variant: x\na: &a [x, x]\nb: [*a, *a]\n", "yaml")
    assert "anchors" in alias.message
    # requests about a document the client never opened are answered with nothing
    ghost = types.TextDocumentIdentifier(uri=(tmp_path / "ghost.sueca").as_uri())
    assert await client.text_document_hover_async(types.HoverParams(text_document=ghost,
                                                                    position=at(0, 0))) is None
    assert await client.text_document_completion_async(types.CompletionParams(
        text_document=ghost, position=at(0, 0))) is None
    assert await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=ghost, options=types.FormattingOptions(tab_size=2, insert_spaces=True))) is None
    # positions far outside a document, and an untitled buffer with no file behind it
    assert await client.text_document_hover_async(types.HoverParams(
        text_document=doc(own), position=at(999, 999))) is None
    untitled = "untitled:Untitled-1"
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=untitled, language_id="sueca", version=1, text="variant u extends portugall\n")))
    (unknown,) = await diagnostics_of(client, untitled)
    assert "did you mean 'portugal'" in unknown.message
    # and the server still works
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(own), position=at(1, 0)))
    assert isinstance(result, types.CompletionList) and "deck" in [i.label for i in result.items]


async def test_a_parent_that_is_no_regular_file_is_marked_on_the_extends_value(client: LanguageClient,
                                                                                tmp_path: Path) -> None:
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(tmp_path / "pipe.sueca")
    path = tmp_path / "child.sueca"
    (diagnostic,) = await open_document(client, path, "variant child extends pipe.sueca\n")
    assert diagnostic.range == types.Range(start=at(0, 22), end=at(0, 32))
    assert diagnostic.message.startswith("the parent 'pipe.sueca' cannot be read")


async def test_warnings_of_a_valid_file_are_shown_as_warnings(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "twice.sueca"
    text = ("variant twice extends portugal\noption a {\n  values clockwise anticlockwise clockwise\n"
            "  default clockwise\n  sets direction\n}\n")
    (diagnostic,) = await open_document(client, path, text)
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.range.start == at(2, 33)
    assert diagnostic.message == "option a: the value 'clockwise' is listed twice — keep one"


async def test_the_settings_severities_apply_in_the_editor_too(client: LanguageClient, tmp_path: Path) -> None:
    """As `validate` in that folder: a warning the settings make an error, or leave out."""
    text = "variant: warned\nextends: portugal\nmatch: {target: 1:30}\n"
    plain = tmp_path / "plain"
    plain.mkdir()
    (warning,) = await open_document(client, plain / "house.yaml", text, "yaml")
    assert (warning.code, warning.severity) == ("yaml-number", types.DiagnosticSeverity.Warning)
    for level, expected in (("error", [types.DiagnosticSeverity.Error]), ("ignore", [])):
        folder = tmp_path / level
        (folder / "rules").mkdir(parents=True)
        (folder / "pyproject.toml").write_text(f'[tool.sueca-rules.severity]\nyaml-number = "{level}"\n')
        (folder / "rules" / "house.yaml").write_text(text)
        found = await open_document(client, folder / "rules" / "house.yaml", text, "yaml")
        assert [d.severity for d in found] == expected
        cli = run_cli("validate", "rules/house.yaml", cwd=folder)
        assert cli.returncode == (1 if level == "error" else 0)  # the command line agrees


async def test_the_new_parts_complete_and_explain_themselves(client: LanguageClient,
                                                             tmp_path: Path) -> None:
    """A named hand's block offers its keys; an outcome written as effects, and an infraction
    the file declares, are explained in words on hover (all derived from the catalogue)."""
    path = tmp_path / "parts.sueca"
    text = ("variant parts extends portugal\nhand-result bola {\n  \n}\nillegal {\n"
            "  revoke accusers scores 2 and accused loses 1 no-floor\n}\n"
            "infractions {\n  infraction card-shown others scores 1 play-on\n}\n")
    await open_document(client, path, text)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(path), position=at(2, 2)))
    assert isinstance(result, types.CompletionList)
    assert [item.label for item in result.items] == [key.name for key in BLOCKS["hand-result"]]
    assert {"points", "loser-points", "tricks", "after-ties", "last-trick"} <= \
        {item.label for item in result.items}
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=doc(path), position=at(5, 4)))
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    said = plain(hover.contents.value).replace("\u2019", "'")  # read as set
    assert "Here: the accusing team scores 2 " in said and "the accused team loses 1 " in said \
        and "even below 0" in said
    declared = await client.text_document_hover_async(types.HoverParams(
        text_document=doc(path), position=at(8, 4)))
    assert declared is not None and isinstance(declared.contents, types.MarkupContent)
    assert "the team not at fault scores 1 " in plain(declared.contents.value) \
        and "and play goes on" in plain(declared.contents.value)

