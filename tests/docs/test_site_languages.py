"""The site in each language: `mkdocs build` (as CI runs it) serves every rulebook, matrix and
home page of a language with that language's `lang`, navigation and search, and names the
rulebooks by their titles in that language."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sueca_rules.docs.rulebook import book_of
from sueca_rules.words.i18n import LOCALES, Voice

from ..conftest import BUNDLED, ROOT
from ..loaded import load_variant
from .chromium import needs_chromium, overflowing

SEARCH = {"en": "Search", "pt-PT": "Pesquisar", "pt-BR": "Buscar", "fr": "Rechercher"}
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once for this module's tests into a folder of its own."""
    folder = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(folder)],
                   cwd=ROOT, check=True, capture_output=True, text=True, timeout=600,
                   env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    return folder


def page(site: Path, locale: str, path: str) -> str:
    prefix = "" if locale == "en" else f"{locale}/"
    return (site / prefix / path / "index.html").read_text(encoding="utf-8")


def nav_titles(text: str) -> list[str]:
    return [html.unescape(t.strip()) for t in re.findall(r'<span class="md-ellipsis">\s*(.*?)\s*</span>', text, re.S)]


@pytest.mark.parametrize("locale", LOCALES)
def test_each_language_is_served_in_that_language(site: Path, locale: str) -> None:
    v = Voice(locale)
    for path in ["", "matrix", *(f"variants/{name}" for name in BUNDLED)]:
        text = page(site, locale, path)
        assert f'<html lang="{locale}"' in text, (locale, path)
        assert f'placeholder="{SEARCH[locale]}"' in text, (locale, path)
        titles = nav_titles(text)
        assert v.gettext("Comparison matrix") in titles, (locale, path, titles)
        for name in BUNDLED:
            spec = load_variant(name)
            parent = load_variant(spec.extends) if spec.extends else None
            assert book_of(spec, locale, parent).title in titles, (locale, name, titles)
    if locale != "en":  # only the pages written in the language: no English page in its navigation
        assert "Getting started" not in nav_titles(page(site, locale, ""))
        assert not (site / locale / "getting-started").exists()


def test_the_search_index_knows_every_language(site: Path) -> None:
    index = (site / "search" / "search_index.json").read_text(encoding="utf-8")
    assert '"lang":["en","pt","fr"]' in index.replace(" ", "")
    for locale in LOCALES:
        if locale != "en":
            assert f'"location":"{locale}/variants/portugal/' in index.replace(" ", "")




@needs_chromium
def test_every_page_in_every_language_fits_a_phone(site: Path, tmp_path: Path) -> None:
    """Each language's home page, matrix and rulebooks, each in a 390-pixel-wide frame: nothing
    of the page's text (the card table above all, eleven columns) reaches past its right edge."""
    paths = [f"{'' if locale == 'en' else locale + '/'}{path}" for locale in LOCALES
             for path in ["", "matrix", *(f"variants/{name}" for name in BUNDLED)]]
    frames = {path: f'src="{(site / path / "index.html").as_uri()}"' for path in paths}
    measured = overflowing(frames, 390, tmp_path, within="article *", height=700, wait_ms=30000, timeout=300)
    assert set(measured) == set(paths)
    assert {path: over for path, over in measured.items() if over} == {}
