"""The Pygments lexer for the DSL: registered, complete, and used by the documentation site."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Error, Keyword, Name, Number, String, Token

from sueca_rules.highlight import SuecaLexer, vocabulary
from sueca_rules.source.syntax import BLOCKS, TOP_KEYS, TOP_SPECIAL

from .conftest import ROOT

FILES = sorted((ROOT / "variants").rglob("*.sueca"))


def _tokens(text: str) -> list[tuple[object, str]]:
    return [(kind, value) for kind, value in SuecaLexer().get_tokens(text) if value.strip()]


def test_pygments_finds_it_by_name_and_by_file_name() -> None:
    assert isinstance(get_lexer_by_name("sueca"), SuecaLexer)
    assert isinstance(get_lexer_for_filename("house.sueca"), SuecaLexer)


def test_pygmentize_highlights_a_bundled_file() -> None:
    result = subprocess.run([sys.executable, "-m", "pygments", "-l", "sueca", "-f", "html",
                             str(ROOT / "variants" / "portugal.sueca")], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert '<span class="kd">variant</span>' in result.stdout and '<span class="kn">deck</span>' in result.stdout


def test_its_words_come_from_the_dsls_own_tables() -> None:
    blocks, keys, values = vocabulary()
    assert set(blocks) == set(BLOCKS)
    written = {k.name for table in BLOCKS.values() for k in table} | {k.name for k in TOP_KEYS}
    assert (written | set(TOP_SPECIAL)) - set(blocks) <= set(keys)
    assert {"clockwise", "last-card", "refuse", "nobody-scores", "yes", "pt-BR"} <= set(values)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_bundled_file_lexes_without_errors(path: Path) -> None:
    tokens = list(SuecaLexer().get_tokens(path.read_text(encoding="utf-8")))
    assert not [t for t in tokens if t[0] is Error]
    assert "".join(value for _, value in tokens) == path.read_text(encoding="utf-8").rstrip("\n") + "\n"


def test_tokens_of_a_small_file() -> None:
    tokens = _tokens('variant x extends portugal "Mesa"  # ours\n'
                     "deal standard { packet 1; trump last-card }\n"
                     "scoring {\n  61..90 -> 1\n  tie void bonus 1\n}\nmatch to 6\n"
                     'texts pt-BR { deal standard "padrão" }\n')
    assert (Keyword.Declaration, "variant") in tokens and (Name.Class, "portugal") in tokens
    assert (Token.Comment.Single, "# ours") in tokens and (String.Double, '"Mesa"') in tokens
    assert (Keyword.Namespace, "deal") in tokens and (Name.Label, "standard") in tokens
    assert (Name.Attribute, "packet") in tokens and (Name.Constant, "last-card") in tokens
    assert (Number.Integer, "61..90") in tokens and (Token.Operator, "->") in tokens
    assert (Name.Attribute, "match") in tokens and (Name.Constant, "void") in tokens
    assert (Keyword.Namespace, "texts") in tokens and (Name.Label, "pt-BR") in tokens


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The documentation site, built once as CI builds it."""
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir",
                             str(out)], cwd=ROOT, capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, result.stderr
    return out


def test_the_site_shows_dsl_blocks_highlighted(site: Path) -> None:
    page = (site / "getting-started" / "index.html").read_text(encoding="utf-8")
    block = re.search(r'<span class="kd">variant</span>.*?</code>', page, re.S)
    assert block is not None, "the ```sueca block is not highlighted"
    assert '<span class="nc">our-table</span>' in block.group(0) and '<span class="kn">illegal</span>' in block.group(0)
    reference = (site / "dsl-reference" / "index.html").read_text(encoding="utf-8")
    assert reference.count('<span class="kd">variant</span>') >= 15


def test_the_site_has_every_rulebook_and_the_matrix(site: Path) -> None:
    for name in ("portugal", "mesa-brasileira"):
        for locale in ("pt-PT", "pt-BR", "en", "fr"):
            # one site per language (mkdocs-static-i18n): English at the root, the others below
            root = site if locale == "en" else site / locale
            assert (root / "variants" / name / "index.html").is_file(), (name, locale)
    matrix = (site / "matrix" / "index.html").read_text(encoding="utf-8")
    assert matrix.count("<table>") == 9  # one per rule area (the auction's too): no table as wide as ten variants


def test_a_parent_path_or_quoted_parent_is_highlighted_without_errors() -> None:
    for parent in ("portugal", "16-bota-fora.sueca", "../family/base.sueca", '"A nossa mesa/base.sueca"'):
        tokens = list(SuecaLexer().get_tokens(f'variant x extends {parent} "Title"\n'))
        assert not [t for t in tokens if t[0] is Error], parent
        assert any(value == parent for _, value in tokens), parent
    tokens = list(SuecaLexer().get_tokens("variant x extends 16-bota-fora.sueca\n"))
    assert (Name.Class, "16-bota-fora.sueca") in tokens
