"""Printable rulebooks: one self-contained HTML page that prints on one A4 page (a sheet for the
wall) and reads on a phone; both checked by rendering the pages in a headless Chromium."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.docs import rulebook
from sueca_rules.docs.html import html_page, rulebook_page
from sueca_rules.docs.rulebook import book_of
from sueca_rules.words.i18n import LOCALES

from ..conftest import BUNDLED, ROOT, run_cli
from ..loaded import load_variant
from .chromium import chromium, needs_chromium, printed, type_and_reach
from .chromium import overflowing as measure

Write = Callable[[str, str], Path]
HOUSE = sorted(str(p) for p in (ROOT / "variants" / "house").glob("*.sueca"))
PHONE = 390  # CSS pixels: a phone held upright


@cache
def sheet(name: str, locale: str) -> str:
    """The page `docs NAME --format html` writes (its parent's differences included)."""
    resolved = validate(name)
    parent = validate(resolved.layers[1].source.file).spec if len(resolved.layers) > 1 else None
    return rulebook_page(book_of(resolved.spec, locale, parent))


def test_docs_writes_one_self_contained_page(tmp_path: Path) -> None:
    out = tmp_path / "rules.html"
    result = run_cli("docs", "portugal", "--lang", "fr", "-o", str(out))  # .html: HTML by default
    assert result.returncode == 0, result.stderr
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"fr\">")
    assert "<title>Sueca (Portugal)</title>" in page and "@media print" in page and "size: A4" in page
    assert '<section class="cards">\n<h2>Joueurs et cartes</h2>' in page and "<table>" in page
    assert "src=" not in page and "href=" not in page  # nothing to fetch
    assert page == sheet("portugal", "fr")  # the sheet the tests below print
    assert run_cli("docs", "portugal", "--format", "html").stdout.startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_sheet_is_options_first_then_rules_differences_glossary_sources(locale: str) -> None:
    """The table's choices before the rules written for one of them (issue 23: "the rest of this
    rulebook follows the first choice" came after the rules it spoke of)."""
    kinds = re.findall(r'<section class="([a-z]+)">', sheet(str(ROOT / "variants/house/estilo-da-mesa.sueca"),
                                                            locale))
    # "infractions": Portugal's misdeal, dealt again (EN19-02); "program": the `-O` spellings, last, for
    # the program's users, which the printed sheet hides (PT20-02, FR20-05), as the Markdown book has none
    # (PT22-01: the page on screen alone)
    assert kinds == ["options", "cards", "dealing", "playing", "illegal", "infractions", "scoring", "match",
                     "differences", "words", "identity", "program"]


def test_the_variants_texts_are_escaped_by_the_markdown_renderer(write: Write) -> None:
    path = write("x.sueca", 'variant x extends portugal "<script>alert(1)</script>"\n'
                            'description "R&D <b>bold</b>"\n')
    spec = load_variant(str(path))
    page = html_page(rulebook(spec, "en"), spec.title, "en")
    assert "<script>" not in page and "&lt;script&gt;" in page and "R&amp;D &lt;b&gt;" in page


def printed_pages(page: str, folder: Path) -> int:
    """How many A4 pages Chromium prints `page` on (its own print styles, no header or footer)."""
    return len(printed(page, folder).pages)


@needs_chromium
@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", BUNDLED)
def test_each_bundled_rulebook_prints_on_one_a4_page(name: str, locale: str, tmp_path: Path) -> None:
    """A sheet for the wall: the whole rulebook, differences from the parent and glossary
    included, on one side of A4, in type large enough to fill it (the fifth readers: portugal
    and sueca-52 ended a fifth to a quarter of the page short, their glossary hard to read)."""
    pdf = printed(sheet(name, locale), tmp_path)
    assert len(pdf.pages) == 1, (name, locale)
    size, reach = type_and_reach(pdf)
    assert 7.5 <= round(size, 1) <= 10.3 and reach > 0.8, (name, locale, size, reach)


@needs_chromium
@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", HOUSE, ids=lambda path: Path(path).stem)
def test_each_house_rulebook_prints_on_one_a4_page(name: str, locale: str, tmp_path: Path) -> None:
    """A house book is a wall sheet too, its differences from its parent included (issue 23:
    mesa-calada spilled its sources onto a second page)."""
    assert printed_pages(sheet(name, locale), tmp_path) == 1, (name, locale)


def overflowing(pages: dict[str, str], width: int, folder: Path) -> dict[str, list[str]]:
    """Per page (its HTML), the elements that reach past the right edge of a `width`-pixel screen."""
    return measure(
        {name: f'srcdoc="{html.escape(page, quote=True)}"' for name, page in pages.items()}, width, folder)


@needs_chromium
def test_every_rulebook_fits_a_phone(tmp_path: Path) -> None:
    """Nothing runs off a 390-pixel screen, the card table above all (eleven columns)."""
    pages = {f"{Path(name).stem}.{locale}": sheet(name, locale) for name in BUNDLED + HOUSE[:4] for locale in LOCALES}
    found = overflowing(pages, PHONE, tmp_path)
    assert set(found) == set(pages)
    assert {name: over for name, over in found.items() if over} == {}


@needs_chromium
def test_the_phone_check_sees_a_table_that_runs_off_the_screen(tmp_path: Path) -> None:
    """The check above fails where it must: a page without the narrow-screen styles."""
    wide = "| " + " | ".join(f"Column {i}" for i in range(12)) + " |\n|" + "---|" * 12 + "\n"
    found = overflowing({"wide": html_page(wide, "wide", "en")}, PHONE, tmp_path)
    assert found["wide"] and found["wide"][0].startswith("TABLE")


_COLUMNS = """window.addEventListener("load", function () {
  var found = {};
  document.querySelectorAll("iframe").forEach(function (frame) {
    var d = frame.contentDocument, half = d.body.getBoundingClientRect().width / 2, alone = [];
    d.querySelectorAll("section > h2").forEach(function (h) {
      var items = h.nextElementSibling ? h.nextElementSibling.querySelectorAll(":scope > li") : [];
      var third = items[Math.min(items.length, 3) - 1];
      if (!third) return;
      var a = h.getBoundingClientRect(), b = third.getBoundingClientRect();
      if ((a.left < half) !== (b.left < half)) alone.push(h.textContent);
    });
    found[frame.dataset.name] = alone;
  });
  document.getElementById("out").textContent = JSON.stringify(found);
});"""


@needs_chromium
def test_no_heading_ends_a_column_without_three_of_its_rules(tmp_path: Path) -> None:
    """Laid out as printed (two columns on A4's width), a section's heading stands in the same
    column as its first three rules: never at a column's foot with one rule under it (issue 23,
    the fourth readers: "Illegal cards and the revoke" and one rule, the other four over the
    page's fold), nor two (the fifth pt-BR reader, SH-1: keep at least three lines with it)."""
    import json

    width = round((210 - 18) / 25.4 * 96)  # A4 less the printed margins, in CSS pixels
    frames = ""
    for name in BUNDLED:
        for locale in LOCALES:
            page = sheet(name, locale).replace("@media print", "@media all").replace(  # as on the page
                "</style>", "body { height: 281mm; column-fill: auto; }</style>")
            frames += (f'<iframe data-name="{name}.{locale}" style="width:{width}px;height:1200px;border:0" '
                       f'srcdoc="{html.escape(page, quote=True)}"></iframe>')
    wrapper = tmp_path / "columns.html"
    wrapper.write_text(f'<!DOCTYPE html><html><body><pre id="out"></pre>{frames}<script>{_COLUMNS}</script>'
                       "</body></html>", encoding="utf-8")
    shown = chromium("--window-size=1200,900", "--virtual-time-budget=20000", "--dump-dom", wrapper.as_uri())
    found = re.search(r'<pre id="out">(.*?)</pre>', shown.stdout, re.S)
    assert found is not None and found.group(1), "the pages did not load"
    result = json.loads(html.unescape(found.group(1)))
    assert len(result) == len(BUNDLED) * len(LOCALES)
    assert {page: alone for page, alone in result.items() if alone} == {}
