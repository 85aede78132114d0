"""The tenth round's readers' remarks on the variants' own texts and the Sources list, checked
on the books as generated, in every locale:

- torneio-mocas's title is short (the description says what a *moca* is: EN10-02, PT10-07,
  BR10-14), and a Brazilian book sets the European *moca* in italics, a European one upright
  (BR10-05); every match of a series "starts again from zero" (FR10-08);
- brazil's last note says what the source says, then what the book does, in two sentences
  (BR10-06);
- sueca-fr's note credits 004's score cross in 004's own words, and no other book does
  (FR10-15, BR10-12);
- the subtitles the French and English readers marked (EN10-01, FR10-02, FR10-04);
- a web page in the Sources is named with its site, the host without "www." (PT10-16).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from .books import book, typeset_book, without_program

MOCAS = str(Path(__file__).resolve().parents[2] / "variants" / "house" / "torneio-mocas.sueca")
SEEDS = Path("/work/shared/seeds")
CROSS = "le score des parties est souvent enregistré par l’utilisation de croix avec des points à chaque extrémité"


def subtitle(text: str) -> str:
    return text.split("\n\n")[1]


def last_paragraph(text: str) -> str:
    """A book's last paragraph above its section for the program's users (the `-O` spellings, the
    book's last since PT20-02): the note under the sources."""
    return without_program(text).strip().split("\n\n")[-1]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_mocas_title_is_short_and_the_description_says_what_a_moca_is(locale: str) -> None:
    text = book(MOCAS, locale)
    title = text.splitlines()[0]
    assert "(" not in title and "4" not in title and "3" not in title, title  # "three", no brackets
    assert re.search(r"\(\w+ (de |to )?4 ", subtitle(text)), subtitle(text)  # one number style: figures


@pytest.mark.parametrize("locale", LOCALES)
def test_moca_is_italic_where_the_readers_do_not_know_it(locale: str) -> None:
    text = typeset_book(MOCAS, locale)
    above = without_program(text)  # no `-O` spellings in the printed book (PT22-01)
    rules = above.split("\n## ", 1)[1].rsplit("\n## ", 1)[0].replace("**moca**", "")  # not the Sources' quote
    italic = re.findall(r"\*mocas?\*", rules)
    upright = re.findall(r"(?<![*\w])mocas?(?![*\w])", rules)
    if locale == "pt-PT":
        assert not italic and upright, locale
    else:  # Brazil does not know the word (it reads "moça"); English and French keep it foreign
        assert italic and not upright, (locale, upright)
    if locale == "pt-BR":
        assert "*mocas*" in text.splitlines()[0]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_match_of_a_series_starts_again_from_zero(locale: str) -> None:
    zero = {"en": "Each moca starts again from zero", "pt-PT": "Cada moca começa do zero",
            "pt-BR": "Cada moca começa do zero", "fr": "Chaque moca repart de zéro"}[locale]
    assert zero in book(MOCAS, locale).replace("*", "")


@pytest.mark.parametrize("locale", LOCALES)
def test_brazils_note_says_the_source_then_the_book_in_two_sentences(locale: str) -> None:
    note = last_paragraph(book("brazil", locale))
    first, _, rest = note.partition(". ")
    assert rest and re.search(r"(clockwise|horário|relógio|montre)$", first), note
    assert "leitura deste livro" not in note and "reading of it" not in note
    assert len(note.split(". ")) >= 2, note  # then the J/Q points and the Brazilian table's redeal (round 12)


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_fr_says_004s_score_cross_in_its_rules_not_its_note(locale: str) -> None:
    """004's cross was first quoted in the note (round 10); rounds 11-12 asked for it among the
    rules: the variant declares `scoresheet cross` and the rule's line says it, once."""
    text = book("sueca-fr", locale)
    note = last_paragraph(text)
    assert not any(w in note for w in ("cross", "cruz", "croix")), (locale, note)
    body = text[:text.index(note)]
    assert any(w in body for w in (" cross", " cruz", " croix")), locale
    assert not any(w in book("portugal", locale) for w in (" cross:", " cruz:", " croix"))


def test_the_quoted_cross_is_004s() -> None:
    seed = next(SEEDS.glob("004_*"), None)
    if seed is None:
        pytest.skip("source 004 not on this machine")
    source = plain(seed.read_text(encoding="utf-8")).replace("'", "’").lower()
    assert CROSS in source


def test_the_marked_subtitles() -> None:
    assert "an auction from 65 points, in steps of five;" in subtitle(book("sueca-italiana", "en"))
    italiana = subtitle(book("sueca-italiana", "fr"))
    assert "qui les remporte nomme l’atout" in italiana and "qui la remporte" not in italiana
    fifty_two = subtitle(book("sueca-52", "fr"))
    assert fifty_two.split(";")[0].count(":") == 1, fifty_two


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", [*BUNDLED, MOCAS])
def test_a_web_source_names_its_site(name: str, locale: str) -> None:
    text = book(name, locale)
    lines = [line for line in without_program(text).split("\n## ")[-1].splitlines() if re.search(r"<https?://", line)]
    for line in lines:
        if not line.startswith("- *"):
            continue
        address = re.search(r"<(https?://\S+)>$", line)
        assert address, line
        host = (urlsplit(address.group(1)).hostname or "").removeprefix("www.")
        assert re.match(r"- \*[^*]+\*, " + re.escape(host) + r" \(", line), line
