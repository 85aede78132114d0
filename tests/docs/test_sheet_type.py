"""The printed sheet's type and its card table (the fifth readers, EN-60, SH-1, Y2): each sheet
prints in the largest type that keeps it on one A4 page, measured by the page's own script in the
reader's browser; without scripts it prints in the type the fullest sheet needs. A 52-card table
is set in two bands of equal columns."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from sueca_rules.docs.html import WIDEST, folded
from sueca_rules.words.i18n import LOCALES

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
        assert size >= fullest + 0.5 and reach > 0.85, (name, locale, size, fullest, reach)


@needs_chromium
@pytest.mark.parametrize("locale", LOCALES)
def test_without_scripts_the_fullest_sheet_prints_on_one_page_in_the_fallback_type(
        locale: str, tmp_path: Path) -> None:
    """The fallback: a browser that runs no script (the page without its script) prints the type
    the fullest sheet needs, and that sheet still fits."""
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


@pytest.mark.parametrize("locale", LOCALES)
def test_a_52_card_table_is_set_in_two_bands_of_equal_columns(locale: str) -> None:
    """sueca-52's thirteen cards squeezed the figure columns against the word columns (EN-60):
    the table is two bands of seven and six, the label repeated, every card in its order."""
    page = sheet("sueca-52", locale)
    table = re.search(r'<table class="bands">(.*?)</table>', page, re.S)
    assert table is not None and page.count('class="bands"') == 1
    rows = [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)
            for row in re.findall(r"<tr>(.*?)</tr>", table.group(1), re.S)]
    assert [len(row) for row in rows] == [8, 8, 8, 8]
    assert rows[0][0] == rows[2][0].removeprefix("<strong>").removesuffix("</strong>")
    cards = [cell.removeprefix("<strong>").removesuffix("</strong>") for cell in rows[0][1:] + rows[2][1:] if cell]
    assert len(cards) == 13 and cards[-8:] == ["10", "9", "8", "6", "5", "4", "3", "2"]
    assert rows[1][1:3] == ["11", "10"] and rows[3][1:7] == ["0"] * 6 and rows[3][7] == ""
    for name in ("portugal", "mesa-brasileira", "sueca-italiana"):  # forty cards: one band, as before
        assert 'class="bands"' not in sheet(name, locale)


def test_only_a_table_wider_than_the_page_allows_is_folded() -> None:
    narrow = "\n".join(["| a | " + " | ".join("x" * WIDEST) + " |", "|---|" + "---|" * WIDEST, ""])
    assert folded(narrow) == (narrow, False)
    wide = ("| a | " + " | ".join("bcdefghijklm") + " |\n|---|" + "---|" * 12 + "\n| n | "
            + " | ".join("123456789012") + " |\n")
    shown, bands = folded("- a rule\n\n" + wide + "\n- the next rule")
    assert bands and shown.splitlines()[2:7] == [
        "| a | b | c | d | e | f | g |", "| --- | --- | --- | --- | --- | --- | --- |", "| n | 1 | 2 | 3 | 4 | 5 | 6 |",
        "| **a** | **h** | **i** | **j** | **k** | **l** | **m** |", "| n | 7 | 8 | 9 | 0 | 1 | 2 |"]
    assert shown.endswith("\n\n- the next rule")


_WIDTHS = """window.addEventListener("load", function () {
  var found = {};
  document.querySelectorAll("iframe").forEach(function (frame) {
    var cells = frame.contentDocument.querySelectorAll("table.bands thead tr > :not(:first-child)");
    found[frame.dataset.name] = Array.prototype.map.call(cells, function (cell) {
      return cell.getBoundingClientRect().width;
    });
  });
  document.getElementById("out").textContent = JSON.stringify(found);
});"""


@needs_chromium
def test_the_card_columns_are_of_one_width_on_the_page(tmp_path: Path) -> None:
    """Laid out as printed (half of A4's width), every card's column of sueca-52's table is as
    wide as every other, the figures' as the words' (EN-60)."""
    width = round((210 - 18) / 25.4 * 96)
    frames = "".join(
        f'<iframe data-name="{locale}" style="width:{width}px;height:1200px;border:0" srcdoc="'
        f'{html.escape(sheet("sueca-52", locale).replace("@media print", "@media all"), quote=True)}"></iframe>'
        for locale in LOCALES)
    wrapper = tmp_path / "widths.html"
    wrapper.write_text(f'<!DOCTYPE html><html><body><pre id="out"></pre>{frames}<script>{_WIDTHS}</script>'
                       "</body></html>", encoding="utf-8")
    shown = chromium("--window-size=1200,900", "--virtual-time-budget=20000", "--dump-dom", wrapper.as_uri())
    found = re.search(r'<pre id="out">(.*?)</pre>', shown.stdout, re.S)
    assert found is not None and found.group(1), "the pages did not load"
    widths: dict[str, list[float]] = json.loads(html.unescape(found.group(1)))
    assert set(widths) == set(LOCALES)
    for locale, columns in widths.items():
        assert len(columns) == 7 and max(columns) - min(columns) < 1, (locale, columns)
