"""Printable rulebooks: one self-contained HTML page that prints on at most two A4 pages."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules import load_variant
from sueca_rules.docs import rulebook
from sueca_rules.docs.html import html_page
from sueca_rules.words.i18n import LOCALES

from ..conftest import BUNDLED, run_cli

Write = Callable[[str, str], Path]


def test_docs_writes_one_self_contained_page(tmp_path: Path) -> None:
    out = tmp_path / "rules.html"
    result = run_cli("docs", "portugal", "--lang", "fr", "-o", str(out))  # .html: HTML by default
    assert result.returncode == 0, result.stderr
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"fr\">")
    assert "<title>Sueca (Portugal)</title>" in page and "@media print" in page and "size: A4" in page
    assert "<h2>Joueurs et cartes</h2>" in page and "<table>" in page
    assert "src=" not in page and "href=" not in page  # nothing to fetch
    assert run_cli("docs", "portugal", "--format", "html").stdout.startswith("<!DOCTYPE html>")


def test_the_variants_texts_are_escaped_by_the_markdown_renderer(write: Write) -> None:
    path = write("x.sueca", 'variant x extends portugal "<script>alert(1)</script>"\n'
                            'description "R&D <b>bold</b>"\n')
    spec = load_variant(str(path))
    page = html_page(rulebook(spec, "en"), spec.title, "en")
    assert "<script>" not in page and "&lt;script&gt;" in page and "R&amp;D &lt;b&gt;" in page


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


def _printed_pages(html: str, folder: Path) -> int:
    from pypdf import PdfReader

    source, pdf = folder / "book.html", folder / "book.pdf"
    source.write_text(html, encoding="utf-8")
    assert CHROMIUM is not None
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--no-first-run", f"--user-data-dir={profile}", "--no-pdf-header-footer",
                        f"--print-to-pdf={pdf}", source.as_uri()],
                       capture_output=True, timeout=120, check=True)
    return len(PdfReader(pdf).pages)


@pytest.mark.skipif(CHROMIUM is None, reason="printing needs a headless Chromium (apt-get install chromium)")
@pytest.mark.parametrize("locale", LOCALES)
def test_the_longest_rulebook_prints_on_two_a4_pages(locale: str, tmp_path: Path) -> None:
    books = {}
    for name in BUNDLED:
        spec = load_variant(name)
        parent = load_variant(spec.extends) if spec.extends else None
        books[name] = rulebook(spec, locale, parent)
    longest = max(books, key=lambda n: len(books[n]))
    assert _printed_pages(html_page(books[longest], longest, locale), tmp_path) <= 2, longest
