"""Sueca italiana's play screen in each locale: the trump named by its suit and the called card
with its article or noun, the word for the auction the book uses, and the tricks of players
whose side is still secret counted in the singular only when one player took them."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from sueca_rules import load_rules, load_variant
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal_contract import won_auction
from sueca_rules.play.terminal_words import running

LOCALES = ("en", "pt-PT", "pt-BR", "fr")


def talk(locale: str) -> Talk:
    return Talk(load_rules("sueca-italiana"), locale, load_variant("sueca-italiana"))


def heart_seven(t: Talk) -> int:
    return t.rules.card("7H")


@pytest.mark.parametrize(("locale", "said"), [
    ("en", "You name hearts (♥) as trumps and call the 7♥."),
    ("pt-PT", "Escolhes copas (♥) como trunfo e chamas a carta 7♥."),
    ("pt-BR", "Você escolhe copas (♥) como trunfo e chama a carta 7♥."),
])
def test_the_declarer_hears_the_trump_suit_by_name_and_the_card_called(locale: str, said: str) -> None:
    t = talk(locale)
    assert won_auction(t, 0, 80, 1, heart_seven(t), 0, ())[0] == said


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_names_the_suit_then_shows_it(locale: str) -> None:
    t = talk(locale)
    mine = won_auction(t, 0, 80, 1, heart_seven(t), 0, ())[0]
    theirs = won_auction(t, 2, 80, 1, heart_seven(t), 0, ())[0]
    for line in (mine, theirs):
        assert f"{t.cards.suits[1]} (♥)" in line and "7♥" in line and "{" not in line


@pytest.mark.parametrize(("locale", "auction"), [("pt-PT", "o leilão"), ("pt-BR", "o leilão")])
def test_the_screen_says_the_auction_as_the_book_does(locale: str, auction: str) -> None:
    t = talk(locale)
    line = won_auction(t, 2, 80, 1, heart_seven(t), 0, ())[0]
    assert f"ganha {auction} com 80" in line and "licitação" not in line


def screen_line(locale: str, winners: list[int]) -> str:
    """The running line of a hand whose tricks `winners` took, no side known yet."""
    t = talk(locale)
    view = SimpleNamespace(points=(0, 0), contract=(0, 80, 1, heart_seven(t)), teams=(None,) * 5)
    match = SimpleNamespace(view=lambda seat: view)
    hand = SimpleNamespace(tricks=[SimpleNamespace(winner=w) for w in winners])
    return running(t, cast(Any, match), 4, cast(Any, hand))


@pytest.mark.parametrize(("locale", "one", "several"), [
    ("en", "4 tricks taken by a player whose", "4 tricks taken by players whose"),
    ("pt-PT", "4 vazas de um jogador cujo", "4 vazas de jogadores cujo"),
    ("pt-BR", "4 vazas de um jogador cujo", "4 vazas de jogadores cujo"),
    ("fr", "4 plis d’un joueur dont", "4 plis de joueurs dont"),
])
def test_tricks_of_secret_sides_are_one_players_only_when_one_took_them(locale: str, one: str,
                                                                        several: str) -> None:
    assert one in screen_line(locale, [1, 1, 1, 1])
    assert several in screen_line(locale, [1, 1, 2, 3])
