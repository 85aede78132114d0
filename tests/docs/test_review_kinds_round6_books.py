"""Kinds the sixth round of native readers marked in the rulebooks' rule sentences, glossaries
and sources, checked against what the engine does and what the sources say: the void player's
remaining case under a duty to overtrump, a glossary's word as the source writes it,
a declared-own rule naming only the part the source lacks, a note and a subtitle."""

from __future__ import annotations

from pathlib import Path

import pytest

from sueca_rules.docs.decided_names import added_ranks
from sueca_rules.words.i18n import LOCALES

from ..loaded import load_rules, load_variant
from .books import book

ROOT = Path(__file__).resolve().parents[2]
MONTAR = str(ROOT / "variants" / "house" / "alentejo-montar.sueca")
SEEDS = Path("/work/shared/seeds")


def _play_section(text: str) -> str:
    return text.split("\n## ")[3]


@pytest.mark.parametrize(("locale", "remaining"), [
    ("en", "if you cannot beat it, you must still play a trump"),
    ("pt-PT", "se não o puder bater, tem de jogar trunfo na mesma"),
    ("pt-BR", "se não puder superá-lo, tem que jogar trunfo mesmo assim"),
    ("fr", "si l’on ne peut pas surcouper, on coupe quand même"),
])
def test_overtrump_says_the_case_when_none_beats(locale: str, remaining: str) -> None:
    """FR-21: a void player who cannot overtrump must still trump, as engine.hand has it (its
    referee in tests/engine/test_play_rules.py: `higher or trumps`); the book says so."""
    assert load_rules(MONTAR).play.must_overtrump
    assert remaining in book(MONTAR, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_jogos_do_rei_glossary_names_capote(locale: str) -> None:
    """FR-04: source 000 calls the bandeira also *capote*; every locale's glossary says so."""
    assert "capote" in (SEEDS / "000_64031d6b8f04f44d.txt").read_text() or not SEEDS.exists()
    glossary = book("jogos-do-rei", locale).split("\n## ")[-2]
    line = next(ln for ln in glossary.splitlines() if ln.startswith("- **bandeira**"))
    assert "capote" in line


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_52_declares_only_the_added_ranks_places(locale: str) -> None:
    """R1: the page gives the usual order of the ten ranks; the book's own rule is the place of
    the 10, 9 and 8 only, and it names no other part of the order."""
    text = book("sueca-52", locale)
    sources = text.split("\n## ")[-1]
    assert "10, 9" in sources
    assert {"en": ": the order of the cards,", "fr": " : l’ordre des cartes,",
            "pt-PT": ": a ordem das cartas,", "pt-BR": ": a ordem das cartas,"}[locale] not in sources


def test_only_ranks_beyond_the_forty_are_named() -> None:
    """The narrower name is for a deck with ranks beyond the forty-card deck's: a forty-card
    book that declares the order still names the whole order."""
    assert added_ranks(load_variant("sueca-52")) == ["10", "9", "8"]
    assert added_ranks(load_variant("portugal")) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_italiana_note_quotes_only_its_own_sources(locale: str) -> None:
    """R7 had the note quote 003's "a related form for 4–6 players"; the thirteenth pt-BR reader:
    003 is not among the book's sources, so its note cannot quote it (the book is for five, as
    its apps are: the title and the players' sentence say so)."""
    text = book("sueca-italiana", locale)
    assert "Full rules" not in text and "4–6 players" not in text, locale
    assert "5" in text.splitlines()[2] or "five" in text.splitlines()[2] or "cinq" in text.splitlines()[2] \
        or "cinco" in text.splitlines()[2], text.splitlines()[2]


def test_sueca_52_subtitle_says_who_draws() -> None:
    """N2: the subtitle says each player draws a card after each of the first three tricks."""
    subtitle = book("sueca-52", "en").splitlines()[2]
    assert "everyone draws one card after each of the first three tricks" in subtitle
    assert "drawn from after" not in subtitle
