"""The editor files under editors/: the TextMate grammar is generated from the DSL's key table
(so it cannot drift), and the VS Code extension points at it."""

from __future__ import annotations

import fnmatch
import importlib.util
import json
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from sueca_rules.lsp.scan import scan
from sueca_rules.source.syntax import BLOCKS, TOP_KEYS, TOP_SPECIAL

from .conftest import ROOT

EDITORS = ROOT / "editors"
GRAMMAR_FILE = EDITORS / "textmate" / "sueca.tmLanguage.json"
VSCODE = EDITORS / "vscode"
DSL_FILES = sorted((ROOT / "variants").rglob("*.sueca"))


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate", EDITORS / "textmate" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def grammar() -> dict[str, object]:
    loaded: dict[str, object] = json.loads(GRAMMAR_FILE.read_text(encoding="utf-8"))
    return loaded


def pattern(name: str) -> str:
    repository = grammar()["repository"]
    assert isinstance(repository, dict)
    match: str = repository[name]["match"]
    return match


def alternatives(regex: str) -> set[str]:
    """The words of the first `(a|b|c)` group of a pattern with more than two words."""
    for group in re.findall(r"\(([A-Za-z|\\.-]+)\)", regex):
        if group.count("|") > 1:
            return {word.replace("\\.", ".") for word in group.split("|")}
    raise AssertionError(f"no word list in {regex}")


def test_the_committed_grammars_are_what_the_generator_writes() -> None:
    expected = generator().render()
    for copy in (GRAMMAR_FILE, VSCODE / "syntaxes" / "sueca.tmLanguage.json"):
        assert copy.read_text(encoding="utf-8") == expected, \
            f"{copy} is stale: run python editors/textmate/generate.py"


def test_the_grammar_has_the_expected_scopes() -> None:
    loaded = grammar()
    assert (loaded["scopeName"], loaded["fileTypes"]) == ("source.sueca", ["sueca"])
    text = GRAMMAR_FILE.read_text(encoding="utf-8")
    names = set(re.findall(r'"name": "([a-z.-]+\.sueca)"', text))
    assert {"comment.line.number-sign.sueca", "string.quoted.double.sueca", "keyword.control.variant.sueca",
            "keyword.control.extends.sueca", "entity.other.inherited-class.sueca", "storage.type.block.sueca",
            "entity.name.section.sueca", "support.type.property-name.sueca", "constant.language.sueca",
            "constant.numeric.range.sueca", "constant.numeric.integer.sueca",
            "keyword.operator.arrow.sueca"} <= names


def test_the_keyword_lists_are_the_dsl_key_tables() -> None:
    keys = {key.name for keys in BLOCKS.values() for key in keys} | {k.name for k in TOP_KEYS} | set(TOP_SPECIAL)
    assert alternatives(pattern("key")) == keys
    assert alternatives(pattern("block")) == set(BLOCKS)


@pytest.mark.parametrize("path", DSL_FILES, ids=lambda p: p.name)
def test_every_statement_of_the_bundled_files_starts_with_a_highlighted_word(path: Path) -> None:
    """Python's `re` reads these patterns as Oniguruma does (lookarounds, classes, groups)."""
    key, block = re.compile(pattern("key")), re.compile(pattern("block"))
    lines = path.read_text(encoding="utf-8").split("\n")
    found = scan("\n".join(lines))
    for statement in found.statements:
        first = statement.words[0]
        if statement is found.header or re.fullmatch(r"\d+\.\.\d+", first.text):
            continue
        line = lines[first.line]
        starts = {(m.start(1), m.group(1)) for rule in (key, block) for m in rule.finditer(line)}
        assert (first.start, first.text) in starts, f"{path.name}:{first.line + 1}: {first.text}"


def test_the_vscode_extension_contributes_the_language_grammar_and_server() -> None:
    package = json.loads((VSCODE / "package.json").read_text(encoding="utf-8"))
    (language,) = package["contributes"]["languages"]
    (contributed,) = package["contributes"]["grammars"]
    assert language["id"] == contributed["language"] == "sueca" and language["extensions"] == [".sueca"]
    assert contributed["scopeName"] == grammar()["scopeName"]
    assert (VSCODE / contributed["path"]).is_file() and (VSCODE / language["configuration"]).is_file()
    assert package["contributes"]["configuration"]["properties"]["sueca.server.command"]["default"] == \
        ["sueca-rules", "lsp"]
    assert (VSCODE / package["main"]).is_file() and "vscode-languageclient" in package["dependencies"]
    json.loads((VSCODE / "language-configuration.json").read_text(encoding="utf-8"))


@pytest.mark.skipif(shutil.which("node") is None or not (VSCODE / "node_modules" / "vscode-textmate").is_dir(),
                    reason="VS Code's TextMate engine is not installed (npm install in editors/vscode)")
def test_vscode_textmate_engine_highlights_portugal() -> None:
    """The grammar through VS Code's own engine (vscode-textmate + Oniguruma)."""
    result = subprocess.run(["node", "test/tokenize.js", str(ROOT / "variants" / "portugal.sueca")], cwd=VSCODE,
                            capture_output=True, text=True, timeout=60, check=True)
    scopes = {(text, scope[-1]) for text, scope in json.loads(result.stdout) if scope}
    assert {("variant", "keyword.control.variant.sueca"), ("deck", "storage.type.block.sueca"),
            ("first-lead", "support.type.property-name.sueca"), ("standard", "entity.name.section.sueca"),
            ("anticlockwise", "constant.language.sueca"), ("61..90", "constant.numeric.range.sueca"),
            ("vaza", "string.quoted.double.sueca")} <= scopes


def test_the_vscode_extension_names_its_repository_licence_and_what_it_leaves_out() -> None:
    package = json.loads((VSCODE / "package.json").read_text(encoding="utf-8"))
    assert package["repository"]["url"].endswith("sueca-rules.git")
    assert package["repository"]["directory"] == "editors/vscode"
    assert package["license"] == "MIT" and (VSCODE / "LICENSE").read_text().startswith("MIT License")
    ignored = [line for line in (VSCODE / ".vscodeignore").read_text().splitlines()
               if line and not line.startswith("#")]
    assert "test/**" in ignored
    # nothing the extension runs is left out: its code, grammar, language file, dependency
    kept = [package["main"].removeprefix("./"), "syntaxes/sueca.tmLanguage.json",
            "language-configuration.json", "node_modules/vscode-languageclient/package.json"]
    assert not [path for path in kept for rule in ignored if fnmatch.fnmatch(path, rule)]


VSCE = shutil.which("vsce")


@pytest.mark.skipif(VSCE is None or not (VSCODE / "node_modules" / "vscode-languageclient").is_dir(),
                    reason="vsce is not installed (npm install -g @vscode/vsce; npm install in editors/vscode)")
def test_vsce_packs_the_extension_without_a_manifest_warning() -> None:
    assert VSCE is not None
    listed = subprocess.run([VSCE, "ls"], cwd=VSCODE, capture_output=True, text=True, timeout=300)
    files = listed.stdout.splitlines()
    assert "LICENSE" in files and "extension.js" in files and not any(f.startswith("test/") for f in files)
    assert "repository" not in listed.stderr and "LICENSE" not in listed.stderr


HELIX = re.compile(r"```toml\n(\[\[language\]\]\nname = \"sueca\".*?)```", re.S)


def test_the_documented_helix_languages_toml_starts_the_server() -> None:
    """Helix itself cannot be installed here (no Debian or PyPI package of it): its documented
    languages.toml is read as Helix reads it, and the server it names answers `initialize`
    with the options it passes."""
    import tomllib

    from .lsp.stdio import Server

    found = HELIX.search((ROOT / "docs" / "editors.md").read_text(encoding="utf-8"))
    assert found, "docs/editors.md lost its Helix languages.toml"
    config = tomllib.loads(found.group(1))
    (language,) = config["language"]
    assert language["file-types"] == ["sueca"] and language["comment-token"] == "#"
    (name,) = language["language-servers"]
    server = config["language-server"][name]
    assert [server["command"], *server["args"]] == ["sueca-rules", "lsp"]
    live = Server()
    try:
        answer = live.request(1, "initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                                "initializationOptions": server["config"]})
        capabilities = answer["result"]["capabilities"]
        assert capabilities["codeActionProvider"] and capabilities["semanticTokensProvider"]
        live.notify("initialized", {})
        uri = (ROOT / "house.sueca").as_uri()
        live.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "sueca", "version": 1,
            "text": "variant house extends portugal\nplay {\n  frist-lead left\n}\n"}})
        published = live.take(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        (problem,) = published["params"]["diagnostics"]
        assert problem["code"] == "dsl-unknown-setting"
        hover = live.request(2, "textDocument/hover", {"textDocument": {"uri": uri},
                                                       "position": {"line": 1, "character": 1}})
        assert hover["result"]["contents"]["value"].startswith("**Como se joga**")  # config: pt-PT
    finally:
        live.stop()
