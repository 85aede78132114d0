"""The play screen's help as the round-8 readers asked: its three ways of typing a card name the
same card (en L-1: "2♦ / 2D" then “7 of spades”), and a suit letter that is not the suit's
initial says which suit it keeps clear of (fr R6: `K carreau`, since C is cœur). The real help
is generated from a dealt hand; what it should say is the catalogs' own words."""

from __future__ import annotations

import io
import re

import pytest

from sueca_rules.play.cards import plain
from sueca_rules.play.terminal import TerminalGame
from sueca_rules.play.terminal_words import help_lines
from sueca_rules.words.i18n import LOCALES

from ..loaded import load_rules, load_variant


def _help(variant: str, locale: str) -> tuple[TerminalGame, int, str]:
    game = TerminalGame(load_rules(variant), variant, 0, 3, io.StringIO("").readline, lambda _: None,
                        locale=locale, spec=load_variant(variant))
    hand = game.match.deal()
    return game, sorted(hand.hands[0])[0], "\n".join(help_lines(game.talk, game.rules, hand, 0))


@pytest.mark.parametrize("variant", ["sueca-a-dois", "portugal", "sueca-italiana"])
@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_names_one_card_three_ways(variant: str, locale: str) -> None:
    game, first, text = _help(variant, locale)
    t = game.talk
    rank, suit = t.cards.in_words(first)
    words = t.v.gettext("“{rank} of {suit}”", rank=rank, suit=suit)
    assert t.card(first) in text and t.cards.named(first) in text and words in text, (variant, locale)
    assert t.cards.parse(f"{rank} {suit}") == first  # the words typed back are that card


@pytest.mark.parametrize("locale", LOCALES)
def test_a_suit_letter_not_its_initial_says_why(locale: str) -> None:
    game, _, text = _help("portugal", locale)
    suits, _faces = game.talk.cards.letters()
    for letter, name in suits:
        if letter == plain(name)[:1].upper():
            assert re.search(rf"{letter} {name}[\s,;]", text), (locale, letter)  # no note after it
        else:  # French K carreau: C is cœur
            other = next(n for ltr, n in suits if ltr == plain(name)[:1].upper())
            assert f"{letter} {name} (" in text and other in text.split(f"{letter} {name} (")[1][:60], locale
    if locale == "fr":
        assert "K carreau (pour le distinguer de C cœur)" in text
