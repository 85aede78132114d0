"""The editor files under editors/: the TextMate grammar is generated from the DSL's key table
(so it cannot drift), and the VS Code extension points at it."""

from __future__ import annotations

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
