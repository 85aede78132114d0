"""A glossary glosses a term with the table's Portuguese word only where that word differs:
the French torneio-mocas book printed « **série** (*série*) » (eighth French reader, R5). Every
glossary line of every bundled book and of the house books that name their own terms, in the
two locales that gloss (en, fr), is checked on the book as generated."""

from __future__ import annotations

import re

import pytest

from ..conftest import BUNDLED
from .books import book

GLOSSED = re.compile(r"^- \*\*([^*]+)\*\* \(\*([^*]+)\*", re.M)  # - **word** (*palavra*…
HOUSE = ("variants/house/torneio-mocas.sueca", "variants/house/estilo-da-mesa.sueca",
         "variants/house/mesa-calada.sueca", "variants/house/alentejo-montar.sueca")


@pytest.mark.parametrize("locale", ["en", "fr"])
@pytest.mark.parametrize("name", [*BUNDLED, *HOUSE])
def test_no_term_is_glossed_with_itself(name: str, locale: str) -> None:
    text = book(name, locale)
    glossed = GLOSSED.findall(text)
    assert glossed, "the glossary glosses no term with a Portuguese word"
    assert [(w, p) for w, p in glossed if w.lower() == p.lower()] == []


def test_the_french_series_is_defined_without_a_gloss() -> None:
    text = book("variants/house/torneio-mocas.sueca", "fr")
    assert re.search(r"^- \*\*série\*\* : ", text, re.M), "the série's entry is missing or glossed"
