"""The printed sheet's card table and its notes: the faces' letters heading the table have a key
under it, in the book's own words for the ranks (the ninth readers, en L09, pt-PT R9-12); the
paragraphs under the sources (the rules set by this book or agreed by the table, the file's notes
on its sources) are the screen's, the sheet has one line pointing to them instead, and its type
grows with the room (the 19th readers: type too small for a café wall, a sixth to a half of a
column on notes the table does not need while playing)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.docs.html import STYLE, card_table, key, screen_notes
from sueca_rules.words.i18n import LOCALES

from ..conftest import ROOT
from ..loaded import load_variant
from .chromium import needs_chromium, printed
from .test_html import sheet

KEYS = {"en": "A = Ace · K = King · J = Jack · Q = Queen",
        "pt-PT": "A = ás · R = rei · V = valete · D = dama",
        "pt-BR": "A = ás · K = rei · J = valete · Q = dama",  # the letters Brazilian packs print (BR21-05)
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


POINTER = {"en": "The full rulebook says which of these rules are this book’s own",
           "pt-PT": "O livro completo diz quais destas regras são do próprio livro",
           "pt-BR": "O livro completo diz quais destas regras são do próprio livro",
           "fr": "La version complète de ce livret indique lesquelles de ces règles viennent de lui"}
DECIDED = {"en": "set by this book", "pt-PT": "fixadas por este livro", "pt-BR": "definidas por este livro",
           "fr": "fixées par ce livret"}


def _flat(text: str) -> str:
    """Text with its line breaks, hyphenation, ligatures (ﬁ) and no-break spaces gone: words as a
    PDF's lines and fonts cut them, whole again."""
    text = unicodedata.normalize("NFKC", text).replace("\xa0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", re.sub(r"-\n", "", text))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["portugal", "mesa-brasileira", "sueca-italiana"])
def test_the_page_keeps_the_notes_for_the_screen_and_a_pointer_for_the_sheet(name: str, locale: str) -> None:
    page = sheet(name, locale)
    sources = re.search(r'<section class="identity">(.*?)</section>', page, re.S)
    assert sources is not None
    paragraphs = re.findall(r"<p( class=\"[a-z]+\")?>(.*?)</p>", sources.group(1), re.S)
    assert [mark for mark, _ in paragraphs][-1] == ' class="pointer"', (name, locale)
    assert {mark for mark, _ in paragraphs[:-1]} == {' class="notes"'} and len(paragraphs) >= 3
    assert DECIDED[locale] in paragraphs[0][1] and paragraphs[-1][1].startswith(POINTER[locale])
    assert "<li>" in sources.group(1).split("<p")[0]  # the sources' titles: a list, printed
    assert ".typed, p.notes, section.program { display: none; }" in STYLE and "p.pointer { display: none; }" in STYLE
    assert DECIDED[locale] in rulebook(load_variant(name), locale)  # the Markdown book keeps them


def test_a_sources_section_without_notes_gets_no_pointer() -> None:
    listed = "<h2>Sources</h2>\n<ul>\n<li><em>Sueca</em></li>\n</ul>\n"
    assert screen_notes(listed, "See the *full* rulebook.") == listed
    noted = screen_notes(listed + "<p>A note.</p>\n", "See the *full* rulebook.")
    assert noted == listed + '<p class="notes">A note.</p>\n<p class="pointer">See the <em>full</em> rulebook.</p>\n'


def test_a_tables_agreed_rules_are_the_screens_too() -> None:
    page = sheet(str(ROOT / "variants/house/estilo-da-mesa.sueca"), "pt-PT")
    assert re.search(r'<p class="notes">Regras combinadas por esta mesa: ', page)
    assert '<p class="pointer">O livro completo' in page


@needs_chromium
@pytest.mark.parametrize("locale", ["en", "pt-BR", "fr"])
def test_the_printed_sheet_has_the_pointer_and_the_sources_not_the_notes(locale: str, tmp_path: Path) -> None:
    """The printed text: the sources' titles and the line pointing to the full rulebook, never the
    paragraph of the rules set by this book nor the file's note, which the page's HTML has."""
    page = sheet("sueca-italiana", locale)
    text = _flat(printed(page, tmp_path).pages[0].extract_text())
    assert POINTER[locale] in text and DECIDED[locale] not in text
    for title in ("card-game-score", "Suecada", "Briscola Chiamata", "framor.info"):
        assert title in text, (locale, title)
    note = re.findall(r'<p class="notes">(.*?)</p>', page, re.S)[-1]  # the file's note, on screen
    start = _flat(re.sub(r"<[^>]+>", "", note))[:40]
    assert start not in text and DECIDED[locale] in page
