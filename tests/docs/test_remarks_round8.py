"""Three remarks of the eighth round's readers, checked on the output as generated, in every
locale:

- alentejo-montar's book names as its own reading the two precisions the table's words do not
  give: heading the trick even once it is trumped, and trumping without the suit even when the
  trump on the trick cannot be beaten (pt-PT R8PT-09);
- sueca-fr's book says it reads 004's "plus de 91" as 91 or more, quoting 004's own "si elle
  prend 91 ou plus" (pt-PT R8PT-10), and that quotation is 004's;
- the matrix's named-results cell sets the tables' words (*pente*, *bandeira*) as the diff does:
  in italics in an English or French matrix, upright in a Portuguese one (fr R8 L4's kind).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.docs import diff_variants, matrix
from sueca_rules.docs.compare import matrix_rows
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_variant
from .books import book, without_program

SEEDS = Path("/work/shared/seeds")
# the book's reading, then the words of each precision, per locale
SOURCES = {"pt-PT": "Fontes", "pt-BR": "Fontes", "en": "Sources", "fr": "Sources"}
READING = {"pt-PT": "é a leitura deste livro", "pt-BR": "é a leitura deste livro",
           "en": "is this book’s reading", "fr": "c’est la lecture de ce livret"}
TRUMPED = {"pt-PT": "mesmo que a vaza já tenha sido cortada", "pt-BR": "mesmo que a vaza já tenha sido cortada",
           "en": "even once it has been trumped", "fr": "même quand le pli est déjà coupé"}
STILL_TRUMP = {"pt-PT": "jogue trunfo na mesma", "pt-BR": "jogue trunfo mesmo assim",
               "en": "must still play a trump", "fr": "doive tout de même jouer atout"}
BOOK_READS = {"pt-PT": "este livro lê 91 ou mais", "pt-BR": "este livro entende 91 ou mais",
              "en": "this book reads 91 or more", "fr": "ce livret lit 91 ou plus"}


def last_paragraph(text: str) -> str:
    """A book's last paragraph above its section for the program's users (the `-O` spellings, the
    book's last since PT20-02): the note under the sources."""
    return without_program(text).strip().split("\n\n")[-1]


@pytest.mark.parametrize("locale", LOCALES)
def test_alentejo_names_its_two_precisions_as_its_own_reading(locale: str) -> None:
    text = book("variants/house/alentejo-montar.sueca", locale)
    # the rules themselves say both precisions (what the engine plays)...
    assert any(w in text for w in ("já tenha sido cortada", "already been trumped", "déjà coupé",
                                   "already trumped")), locale
    # ...and the note after the sources names them as the book's reading, quoting the table
    note = last_paragraph(text)
    for words in (READING[locale], TRUMPED[locale], STILL_TRUMP[locale], "tem de montar, se puder",
                  "tem de cortar, e de cortar por cima"):
        assert words in note, (locale, words, note)
    # under the sources, not in the rules; the `-O` spellings after it, the book's last section (PT20-02)
    above = without_program(text)
    assert above.index(note) > above.rindex("\n## ") == above.index("\n## " + SOURCES[locale]), locale
    assert note not in text[len(above):], locale


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_fr_says_how_it_reads_plus_de_91(locale: str) -> None:
    text = book("sueca-fr", locale)
    note = last_paragraph(text)
    assert BOOK_READS[locale] in note, (locale, note)
    assert "plus de 91" in note and "si elle prend 91 ou plus" in note, locale
    # the band the book prints is the one it says it reads: 91 and up for 2 game points
    assert re.search(r"\|\s*91–120\s*\|\s*2\s*\|", text), locale


def test_the_quoted_words_are_the_sources_own() -> None:
    source = plain(next(SEEDS.glob("004_*")).read_text(encoding="utf-8"))
    if not source:
        pytest.skip("source 004 not on this machine")
    assert "plus de 91 points" in source and "si elle prend 91 ou plus" in source


def named_results(locale: str) -> list[str]:
    specs = [load_variant(n) for n in BUNDLED]
    rows = [r for r in matrix_rows(specs, Speaker(Voice(locale))) if r.path == "results"]
    assert len(rows) == 1, locale
    return [value for value, _ in rows[0].groups]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_matrix_sets_named_results_as_the_diff_does(locale: str) -> None:
    values = named_results(locale)
    words = {m for v in values for m in re.findall(r"\bpente\b|\bbandeira\b", v)}
    assert words == {"pente", "bandeira"}, (locale, values)
    portuguese = locale.startswith("pt")
    for value in values:
        for word in re.findall(r"\*?\b(?:pente|bandeira)\b\*?", value):
            assert word.startswith("*") != portuguese, (locale, value)
    page = plain(matrix([load_variant(n) for n in BUNDLED], locale))
    diff = plain(diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), locale))
    for value in (plain(v).replace("'", "’") for v in values):  # as set: typographic apostrophes
        if "pente" in value or "bandeira" in value:
            assert value in page, (locale, value)
            assert value in diff, (locale, value)  # the same words, set the same way
