"""The printed sheet's type and its card table (the fifth readers, EN-60, SH-1, Y2): each sheet
prints in the largest type that keeps it on one A4 page, measured by the page's own script in the
reader's browser; without scripts it prints in a type the fullest sheet fits in. A card table is
one row of equal columns, its faces headed by their letters (the sixth readers: S1, S2, LY2, Y1,
FR-30)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.docs.html import card_table
from sueca_rules.words.i18n import LOCALES

from ..loaded import load_variant
from .chromium import chromium, needs_chromium, printed, type_and_reach
from .test_html import sheet


@needs_chromium
@pytest.mark.parametrize("locale", LOCALES)
def test_a_sparser_sheet_prints_in_larger_type(locale: str, tmp_path: Path) -> None:
    """portugal and sueca-52 have room to spare where mesa-brasileira fills its page: their type
    is visibly larger (half a point or more), and each fills its page."""
    measured = {name: type_and_reach(printed(sheet(name, locale), tmp_path))
                for name in ("mesa-brasileira", "portugal", "sueca-52")}
    fullest = measured.pop("mesa-brasileira")[0]
    for name, (size, reach) in measured.items():
        # sizes are quarter-point steps measured from the PDF (8.745 is the 8.75 step): compared as steps
        assert round(size * 4) - round(fullest * 4) >= 2 and reach > 0.85, (name, locale, size, fullest, reach)


@needs_chromium
@pytest.mark.parametrize("locale", LOCALES)
def test_without_scripts_the_fullest_sheet_prints_on_one_page_in_the_fallback_type(
        locale: str, tmp_path: Path) -> None:
    """The fallback: a browser that runs no script (the page without its script) prints 7.5 pt,
    which the fullest sheet fits in (the script finds it room for more: 8 pt or more, round 19)."""
    page = sheet("mesa-brasileira", locale)
    assert "var(--sheet-size, 7.5pt)" in page and page.count("<script>") == 1
    (tmp_path / "still").mkdir()
    still = printed(re.sub(r"<script>.*?</script>", "", page, flags=re.S), tmp_path / "still")
    fitted = printed(page, tmp_path)
    assert len(still.pages) == 1 and len(fitted.pages) == 1
    assert round(type_and_reach(still)[0], 1) == 7.5 <= round(type_and_reach(fitted)[0], 1)


def test_a_sparse_sheet_without_scripts_is_the_fallback_and_the_script_the_fit(tmp_path: Path) -> None:
    """The size is in the file: the print styles read the size the script sets, 7.5 pt if none."""
    page = sheet("portugal", "en")
    assert re.search(r"@media print \{\s*/\*[^*]*\*/\s*body \{ font-size: var\(--sheet-size, 7\.5pt\)", page)
    assert 'setProperty("--sheet-size"' in page and 'addEventListener("beforeprint"' in page


SHORT = {"en": "A 7 K J Q", "fr": "A 7 R V D", "pt-PT": "A 7 R V D",
         "pt-BR": "A 7 K J Q"}  # the letters Brazilian packs print (BR21-05)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_52_card_table_is_one_row_headed_by_the_faces_letters(locale: str) -> None:
    """sueca-52's thirteen cards broke into two bands, the label repeated and a cell empty (S1,
    LY2, Y1, FR-30): one row of thirteen, the faces by the letters the play screen shows, each
    letter's name kept as its title; the Markdown book keeps the names."""
    page = sheet("sueca-52", locale)
    table = re.search(r'<table class="cards">(.*?)</table>', page, re.S)
    assert table is not None and "bands" not in page
    rows = [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)
            for row in re.findall(r"<tr>(.*?)</tr>", table.group(1), re.S)]
    assert [len(row) for row in rows] == [14, 14]
    heads = [re.sub(r"<[^>]*>", "", cell) for cell in rows[0][1:]]
    assert heads == [*SHORT[locale].split(), "10", "9", "8", "6", "5", "4", "3", "2"]
    assert rows[1][1:4] == ["11", "10", "4"] and rows[1][6:] == ["0"] * 8
    book = rulebook(load_variant("sueca-52"), locale)
    names = re.findall(r'<abbr title="([^"]+)">', rows[0][1] + rows[0][3])
    assert len(names) == 2 and all(f"| {name} |" in book for name in names)


def test_only_distinct_letters_shorten_a_card_table() -> None:
    table = ("| Card | Ace | 7 | King | Knight | 2 |\n|---|:---:|:---:|:---:|:---:|:---:|\n"
             "| Points | 11 | 10 | 4 | 3 | 0 |")
    assert card_table(table) == (table, {})  # King and Knight: both K
    shown, short = card_table(table.replace("Knight", "Jack"))
    assert shown.splitlines()[0] == "| Card | A | 7 | K | J | 2 |" and short == {"A": "Ace", "K": "King", "J": "Jack"}


_WIDTHS = """window.addEventListener("load", function () {
  var found = {};
  document.querySelectorAll("iframe").forEach(function (frame) {
    var cells = frame.contentDocument.querySelectorAll("table.cards thead tr > :not(:first-child)");
    found[frame.dataset.name] = Array.prototype.map.call(cells, function (cell) {
      return cell.getBoundingClientRect().width;
    });
  });
  document.getElementById("out").textContent = JSON.stringify(found);
});"""


@needs_chromium
def test_the_card_columns_are_of_one_width_on_the_page(tmp_path: Path) -> None:
    """Laid out as printed (half of A4's width), every card's column of a card table is as wide
    as every other, the figures' as the faces' (EN-60; S2: the Queen column wide, the 6 5 4 3 2
    cramped), thirteen cards in one row (S1)."""
    width = round((210 - 18) / 25.4 * 96)
    names = ("sueca-52", "portugal", "mesa-brasileira")
    frames = "".join(
        f'<iframe data-name="{name}.{locale}" style="width:{width}px;height:1200px;border:0" srcdoc="'
        f'{html.escape(sheet(name, locale).replace("@media print", "@media all"), quote=True)}"></iframe>'
        for name in names for locale in LOCALES)
    wrapper = tmp_path / "widths.html"
    wrapper.write_text(f'<!DOCTYPE html><html><body><pre id="out"></pre>{frames}<script>{_WIDTHS}</script>'
                       "</body></html>", encoding="utf-8")
    shown = chromium("--window-size=1200,900", "--virtual-time-budget=20000", "--dump-dom", wrapper.as_uri())
    found = re.search(r'<pre id="out">(.*?)</pre>', shown.stdout, re.S)
    assert found is not None and found.group(1), "the pages did not load"
    widths: dict[str, list[float]] = json.loads(html.unescape(found.group(1)))
    assert set(widths) == {f"{name}.{locale}" for name in names for locale in LOCALES}
    for page, columns in widths.items():
        assert len(columns) == (13 if page.startswith("sueca-52") else 10), page
        assert max(columns) - min(columns) < 2, (page, " ".join(f"{c:.1f}" for c in columns))  # half a mm: rounding


@pytest.mark.parametrize("locale", LOCALES)
def test_the_worked_examples_sum_never_breaks(locale: str) -> None:
    """LY1: "(4 + 11 + 0 + 0)" broke across lines on the sheets; its spaces are no-break ones in
    the book itself (where the sentence is set), so every format keeps it whole."""
    for name in ("portugal", "mesa-brasileira"):
        text = rulebook(load_variant(name), locale)
        sums = re.findall(r"\(\d+(?:\s[+]\s\d+)+\)", text)
        assert sums and all(" " not in found for found in sums), (name, locale, sums)
        assert "\xa0+\xa0" in sheet(name, locale)
