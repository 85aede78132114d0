"""The wall poster (`docs --poster`; FR25-01 and every round's readers since the 19th: the sheet
reads well in the hand, not from a step away): the rules alone, as the table chose them — no
options, example trick, differences from a parent, glossary or sources, one closing line saying
the full rulebook has them — printed on one A4 page in larger type than the sheet's (FR26-01,
EN26-03: more than half a point larger was not enough; now a point and a half or more)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.docs.html import rulebook_page
from sueca_rules.docs.rulebook import book_of
from sueca_rules.words.i18n import LOCALES, Voice

from ..conftest import run_cli
from .chromium import needs_chromium, printed, type_and_reach
from .test_html import sheet

CLOSING = "The full rulebook adds the glossary of the table's words and the sources."


def poster(name: str, locale: str) -> str:
    resolved = validate(name)
    parent = validate(resolved.layers[1].source.file).spec if len(resolved.layers) > 1 else None
    return rulebook_page(book_of(resolved.spec, locale, parent), poster=True)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_poster_keeps_the_rules_and_leaves_the_reference_to_the_book(locale: str) -> None:
    page, full = poster("azores", locale), sheet("azores", locale)
    for kind in ("options", "differences", "words", "identity", "program"):  # printed for the choice made
        assert f'<section class="{kind}">' in full and f'<section class="{kind}">' not in page, kind
    for kind in ("cards", "dealing", "playing", "scoring", "match"):
        assert f'<section class="{kind}">' in page and f'<section class="{kind}">' in full, kind
    example = Voice(locale).gettext("Carla")  # the example trick's players: the book's, not the poster's
    assert example in full and example not in page
    closing = Voice(locale).gettext(CLOSING).replace("'", "’")
    assert f'<p class="closing">{closing}</p>' in page.replace("\xa0", " ")
    assert "high = 26" in page and "high = 11" in full  # up to 14 pt, where the sheet stops at 10.25


@needs_chromium
@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "mesa-brasileira"])
def test_the_poster_prints_on_one_page_in_larger_type(name: str, locale: str, tmp_path: Path) -> None:
    (tmp_path / "sheet").mkdir()
    printed_poster = printed(poster(name, locale), tmp_path)
    size, reach = type_and_reach(printed_poster)
    sheet_size = type_and_reach(printed(sheet(name, locale), tmp_path / "sheet"))[0]
    assert len(printed_poster.pages) == 1 and reach > 0.85, (name, locale, reach)
    assert round(size * 4) - round(sheet_size * 4) >= 6, (name, locale, size, sheet_size)  # 1.5 pt or more


def test_docs_writes_the_poster_as_html_and_refuses_it_in_another_format(tmp_path: Path) -> None:
    out = tmp_path / "wall.html"
    result = run_cli("docs", "portugal", "--lang", "en", "--poster", "-o", str(out))
    assert result.returncode == 0, result.stderr
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and '<section class="words">' not in page
    refused = run_cli("docs", "portugal", "--poster", "--format", "md", "-o", str(tmp_path / "wall.md"))
    assert refused.returncode == 2 and "--poster" in refused.stderr and "--format html" in refused.stderr
    assert not (tmp_path / "wall.md").exists() and "Traceback" not in refused.stderr
