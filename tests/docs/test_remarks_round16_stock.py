"""Round-16 readers on the stock books and the Azores' cards left out: the players draw from the
stock in the order of play, the leader first (EN16-05, PT16-03, BR16-05, FR16-14); the trump
card lies at the bottom of the stock and the others on top of it (EN16-04); the Azores' row
says what the cards not dealt are for (EN16-02, PT16-02, FR16-03); sueca-a-dois names the
program its refusal of a card comes from (PT16-10)."""

from __future__ import annotations

import pytest

from .books import book

LOCALES = ("en", "pt-PT", "pt-BR", "fr")


def _book(name: str, locale: str) -> str:
    return book(name, locale).replace("\xa0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_52_draws_in_the_order_of_play_from_the_leader(locale: str) -> None:
    said = {"en": "the players draw one card each from the stock in the order of play, starting with the "
                  "player who led it (not its winner), until",
            "pt-PT": "cada jogador tira uma carta do monte, pela ordem do jogo, começando por quem a puxou",
            "pt-BR": "cada jogador compra uma carta do monte, na ordem do jogo, começando por quem a puxou",
            "fr": "les joueurs piochent une carte chacun dans l’ordre du jeu, en commençant par celui qui a "
                  "entamé le pli"}[locale]
    text = _book("sueca-52", locale).replace("'", "’")
    assert said in text
    assert "ordem do jogo)" not in text and "order of play)" not in text and "ordre du jeu)" not in text


@pytest.mark.parametrize("name", ["sueca-52", "sueca-a-dois"])
def test_the_stock_lies_on_the_trump_card(name: str) -> None:
    text = _book(name, "en")
    # across it, half showing: squared under a face-down stock it would be hidden (BR25-01)
    assert "It lies across the bottom of the stock, half showing, where all can see it, and is drawn last." in text
    assert "cards lie face down on top of the trump card and, with it, form the stock of" in text
    assert "under the stock, where" not in text and "with the trump card at the bottom, form" not in text


def test_the_azores_row_says_what_the_cards_not_dealt_are_for() -> None:
    text = _book("azores", "en")
    assert ("**What the cards not dealt are for**: trumps are cut from them (the 12 cards left out of the "
            "pack)") in text
    assert "only while it is shown at the cut" in text and "all 40 cards are dealt" not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_a_dois_credits_its_refusal_to_card_games(locale: str) -> None:
    assert "card_games" in _book("sueca-a-dois", locale).split("is_card_valid")[0][-200:]
