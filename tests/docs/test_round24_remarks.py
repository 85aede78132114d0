"""Round-24 remarks on the books (FR24-02): a book that names its source glosses each of its
words that the source uses for something else — 004 calls a hand a « partie » and a game point a
« point », beside its « ruban » for the match — in every locale's glossary, never in the rules'
running text."""

from __future__ import annotations

import re

import pytest

from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from .books import book

SAYS = {"en": "the French text calls it {a}*{word}*", "fr": "le texte français dit « {word} »",
        "pt-PT": "o texto francês diz *{word}*", "pt-BR": "o texto francês diz *{word}*"}
TERMS = {"en": ("hand", "game point", "match"), "fr": ("donne", "manche", "partie"),
         "pt-PT": ("mão", "jogo", "partida"), "pt-BR": ("mão", "ponto de jogo", "partida")}


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_fr_glosses_the_words_its_source_uses_otherwise(locale: str) -> None:
    text = plain(book("sueca-fr", locale)).replace("\xa0", " ")
    sections = re.split(r"\n## [^\n]*\n", text)  # ..., the glossary, the sources
    glossary = sections[-2]
    for term, word in zip(TERMS[locale], ("partie", "point", "ruban"), strict=True):
        gloss = SAYS[locale].format(word=word, a="the " if word == "ruban" else "a ")
        entry = re.search(rf"^- \*\*{term}\*\* \(([^\n]*?)\)( ?): ", glossary, re.M)
        assert entry is not None and gloss in entry.group(1), (locale, term, entry and entry.group(0))
    assert len(sections) > 6 and not any(SAYS[locale].split("{")[0] in section for section in sections[:-2])
