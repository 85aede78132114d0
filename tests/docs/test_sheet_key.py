"""The printed sheet's card table and its notes (the ninth readers, en L09, pt-PT R9-12): the
faces' letters heading the table have a key under it, in the book's own words for the ranks; the
source notes have a footnote's leading where the page has room for it, the body's type first."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.docs.html import NOTES_LEADING, card_table, key
from sueca_rules.words.i18n import LOCALES

from ..loaded import load_variant
from .chromium import chromium, needs_chromium
from .test_html import sheet

KEYS = {"en": "A = Ace · K = King · J = Jack · Q = Queen",
        "pt-PT": "A = ás · R = rei · V = valete · D = dama",
        "pt-BR": "A = ás · R = rei · V = valete · D = dama",
        "fr": "A = as · R = roi · V = valet · D = dame"}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "sueca-52", "mesa-brasileira"])
def test_the_card_tables_letters_have_a_key_in_the_books_words(name: str, locale: str) -> None:
    page = sheet(name, locale)
    table = re.search(r'<table class="cards"><caption>([^<]*)</caption>(.*?)</table>', page, re.S)
    assert table is not None, (name, locale)
    caption = table.group(1).replace("\xa0", " ")
    assert caption == KEYS[locale]
    heads = [re.sub(r"<[^>]*>", "", cell) for cell in re.findall(r"<th[^>]*>(.*?)</th>", table.group(2))]
    shown = [letter for letter in heads[1:] if not letter.isdigit()]
    assert [pair.split(" = ")[0] for pair in caption.split(" · ")] == shown  # only the letters shown, in order
    book = rulebook(load_variant(name), locale)  # the names: the Markdown book's table heads
    for pair in caption.split(" · "):
        assert re.search(rf"\| {re.escape(pair.split(' = ')[1])} \|", book, re.I), (name, locale, pair)


def test_no_key_where_the_names_stay() -> None:
    table = ("| Card | Ace | 7 | King | Knight | 2 |\n|---|:---:|:---:|:---:|:---:|:---:|\n"
             "| Points | 11 | 10 | 4 | 3 | 0 |")
    assert card_table(table)[1] == {} and key({}, "en") == ""
    assert key({"R": "Rei"}, "pt-PT") == "R\xa0=\xa0rei" and key({"K": "King"}, "en") == "K\xa0=\xa0King"


def test_the_notes_default_to_a_footnotes_leading() -> None:
    page = sheet("portugal", "en")
    assert "section.identity { font-size: .88em; line-height: var(--notes-leading, 1.2); }" in page
    assert NOTES_LEADING[0] == "1.2" and NOTES_LEADING[-1] == "1.06"  # the glossary's, at the least


@needs_chromium
def test_the_notes_leading_gives_way_before_the_body_type(tmp_path: Path) -> None:
    """A sheet with room gives its notes a footnote's leading; the fullest (French
    mesa-brasileira) keeps its body type and sets its notes tighter."""
    found = {}
    for name, locale in (("sueca-a-dois", "en"), ("mesa-brasileira", "fr")):
        source = tmp_path / f"{name}.{locale}.html"
        source.write_text(sheet(name, locale), encoding="utf-8")
        dom = chromium("--virtual-time-budget=5000", "--dump-dom", source.as_uri()).stdout
        sizes = re.search(r'data-sheet-size="([^"]+)" data-notes-leading="([^"]+)"', dom)
        assert sizes is not None
        found[name] = (float(sizes.group(1)), sizes.group(2))
    assert found["sueca-a-dois"][1] == "1.2"
    assert found["mesa-brasileira"][0] >= 7.75 and found["mesa-brasileira"][1] in NOTES_LEADING
