"""The card every player saw turned for trumps is named on the screen where the status line does
not keep it on view (BR26-01, a wrong rule: Sueca Online's dealer takes the card into their hand
at once and the Azores' is cut from the cards left out — the screen showed the suit alone, where
the books say the card is turned face up for all); Portugal's, on view beside the trump suit on
the status line until it is played, is not said twice."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from sueca_rules.engine.match import Match
from sueca_rules.play.terminal import play_in_terminal

from ..loaded import load_rules


def _screen(variant: str, locale: str, tmp_path: Path) -> str:
    output: list[str] = []
    play_in_terminal(load_rules(variant), variant, 0, 7, tmp_path / "g.json", io.StringIO("quit\n"),
                     output.append, locale=locale)
    return " ".join(" ".join(output).replace("\xa0", " ").split())


def _first_deal(variant: str) -> Match:
    match = Match(load_rules(variant), seed=7)
    match.deal()
    return match


SAID = [("en", "{card} was turned up for trumps; your partner keeps it."),
        ("fr", "La {card} a été retournée pour l’atout ; votre partenaire la garde."),
        ("pt-PT", "Virou-se a {card} para trunfo; fica com o parceiro.")]


@pytest.mark.parametrize(("locale", "said"), SAID)
def test_sueca_online_names_the_dealers_card_turned_for_trumps(locale: str, said: str, tmp_path: Path) -> None:
    hand = _first_deal("sueca-online").hand
    assert hand is not None and hand.deal.trump_card is not None and hand.trump_holder == hand.deal.dealer
    card = hand.deal.trump_card
    rank = {"en": "Q", "fr": "D", "pt-PT": "D"}[locale]  # seed 7: the Queen of hearts
    assert load_rules("sueca-online").name(card) == "QH"
    assert said.format(card=rank + "♥") in _screen("sueca-online", locale, tmp_path)


def test_the_azores_name_the_card_cut_from_the_cards_left_out(tmp_path: Path) -> None:
    hand = _first_deal("azores").hand
    assert hand is not None and hand.deal.cut and hand.deal.trump_card is None
    cut = hand.deal.cut[0]
    shown = cut[:-1] + "♠♥♦♣"["SHDC".index(cut[-1])]
    assert f"{shown} was turned up for trumps from the cards left out." in _screen("azores", "en", tmp_path)


def test_portugal_keeps_its_card_on_the_status_line_and_says_it_once(tmp_path: Path) -> None:
    screen = _screen("portugal", "en", tmp_path)
    assert "was turned up for trumps" not in screen and "(your partner holds the 2♠)" in screen
