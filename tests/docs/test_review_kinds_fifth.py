"""Kinds the fifth round of native readers' triage found (issue 23): a rule the source gives
that no book said (003: "The winner's team keeps the trick face down in one pile"), and a
moment no source gives stated as a rule ("before the cards are shuffled, the dealer says how
they will be dealt"): the book says who chooses, not when."""

from __future__ import annotations

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant


@pytest.mark.parametrize("locale", LOCALES)
def test_every_book_says_who_keeps_a_trick_face_down(locale: str) -> None:
    """A side's trick at a table of teams, the winner's own where each plays for themselves
    or partners change each hand (an auction)."""
    for name in BUNDLED:
        spec, rules = load_variant(name), load_rules(name)
        v, s = Voice(locale), Speaker(Voice(locale), spec)
        teams = rules.table.players > rules.table.sides and rules.bidding is None
        said = plain(v.gettext("The team that wins a {trick} keeps it face down in one pile.", trick=s.word("trick"))
                     if teams else
                     v.gettext("The winner of a {trick} keeps it face down in one pile.", trick=s.word("trick")))
        assert said in plain(rulebook(spec, locale)), (name, locale, said)


@pytest.mark.parametrize("locale", LOCALES)
def test_no_book_says_when_the_dealer_chooses_the_deal(locale: str) -> None:
    gone = {"en": "Before the cards are shuffled", "pt-PT": "Antes de se baralhar",
            "pt-BR": "Antes que as cartas sejam embaralhadas", "fr": "Avant le mélange"}[locale]
    for name in BUNDLED:
        text = plain(rulebook(load_variant(name), locale))
        assert gone not in text, (name, locale)
        if len([p for p in load_variant(name).deal.values() if p is not None]) > 1:
            chooses = {"en": "chooses how to deal", "pt-PT": "escolhe como vai dar",
                       "pt-BR": "escolhe como vai dar", "fr": "choisit comment distribuer"}[locale]
            assert chooses in text, (name, locale)
