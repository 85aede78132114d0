"""The rulebooks say the table's shape in plain words, in the four locales: the players and
their sides, the stock and how it is drawn from, cards set aside, the trump under the stock or
named by the auction, the auction and the contract; a variant with none of these says what it
always said (issue #22)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from sueca_rules.docs.rulebook import rulebook
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from ..shapes import SHAPES, resolved
from .test_vocabulary import FOREIGN, _checked_text


@cache
def shaped(name: str, locale: str) -> str:
    return plain(rulebook(resolved(name).spec, locale, load_variant("portugal")))


def test_two_hands_with_a_stock_in_english() -> None:
    text = shaped("two-hands", "en")
    for line in (
        "- Two players, each for themselves.",
        "- The dealer deals each player 3 cards, one at a time,",
        "- The dealer deals each player 3 cards, one at a time, starting with the other player and ending "
        "with themselves.",
        "- After the deal, the next card is turned face up as the trump card: its suit is trumps. It lies "
        "across the bottom of the stock, half showing, where all can see it, and is drawn last.",
        "- The other 33 cards lie face down on top of the trump card and, with it, form the stock of 34.",
        "- After each trick, the winner of the trick draws a card from the stock first, then the other player, "
        "until the stock is empty.",
        "- While the stock lasts, any card may be played.\n"
        "- Once the stock is empty:\n"
        "    - You must follow suit: play a card of the suit led whenever you have one.",
        "- Once the stock is empty, failing to follow suit when you could is a revoke.",
        "- **stock** (*monte*): the 34 cards not dealt, the trump card at the bottom; after each of the first 17 "
        "tricks, each player draws one from it.",
        "- **hand** (*mão*): one deal and the 20 tricks played with it.",
        "- **trick** (*vaza*): the cards played in turn, one by each player.",
    ):
        assert line in text, line
    assert "Four players" not in text and "stays face up until the dealer plays it" not in text
    assert "the turn passes to" not in text and "the others in turn" not in text  # no way round at two
    assert "For example" not in text  # the example trick is played at four


def test_six_in_threes_and_cards_set_aside() -> None:
    text = shaped("six-in-threes", "en")
    assert "- Six players in two teams of three; partners sit in every other seat." in text
    assert ("- The other 4 cards are set aside face down and not played; their card points go to "
            "whoever takes the last trick.") in text
    assert "**Standard deal**: the dealer deals each player 6 cards, 3 at a time," in text


def test_a_single_card_taken_out_of_the_deck() -> None:
    text = shaped("three-hands", "en")
    assert ("- 39 cards: the 8s, 9s and 10s of each suit are taken out of a 52-card pack (and the jokers, if the "
            "pack has them).") in text
    assert "- Also taken out of the pack: 2 of clubs." in text
    assert "each player counts the card points in their tricks; the player with the most wins the hand" in text
    assert "When two or more players have the most card points, the hand is a tie" in text
    assert "set aside" not in text  # 39 cards: 13 each, every card dealt
    assert "Fica também de fora do baralho: 2 de paus." in shaped("three-hands", "pt-PT")
    assert "Est aussi retirée du jeu : 2 de trèfle." in shaped("three-hands", "fr")


def test_the_auction_and_the_contract_in_english() -> None:
    text = shaped("chamada", "en")
    auction = text.split("## The auction\n\n", 1)[1].split("\n\n## ", 1)[0]
    assert auction.splitlines() == [
        "- Before the play, the players bid for the right to name trumps: each in turn, starting with "
        "the player on the dealer’s right, either passes or bids more card points than the last bid, from "
        "61 to 120, in steps of 5.",
        "- A player who passes is out of the auction; it ends when all the others have passed after the "
        "last bid.",
        "- The highest bidder, the declarer, names the trump suit and calls a card: whoever holds it is "
        "the declarer’s partner; until the called card is played, only the holder knows this.",
        "- The declarer may not call a card they hold.",
        "- If every player passes, the cards are gathered and the same dealer deals again."]
    assert "- No card is turned for trumps: the winner of the auction names the trump suit." in text
    assert "- The declarer leads to the first trick; after that, whoever wins a trick leads to the next." in text
    scoring = text.split("## Scoring\n\n", 1)[1].split("\n\n## ", 1)[0]
    assert scoring.splitlines() == [
        "- After the last trick, the declarer and the partner count the card points in their tricks. With at "
        "least the points bid, they have made the contract: each of them scores 1 game point; the defenders "
        "score nothing.",
        "- If they take every trick of the hand, each of them scores 2 game points instead.",
        "- With fewer points than the bid, the contract has failed: the declarer and the partner each lose 1 "
        "game point (even if a score goes below 0) and each defender scores 1 game point."]
    # no bands under a contract; each player keeps their own score, so each is said to score
    assert "- Five players, in partnerships that change every hand; each keeps their own score." in text
    assert re.search(r"- If several players reach (\d+) game points in the same hand, the one with the highest "
                     r"score wins the match; if two or more share the highest score, nobody wins the match alone: it "
                     r"ends in a draw between them \(as "
                     r"it does whenever the declarer and the partner, level before the hand, reach \1 game points "
                     r"together\)\.", text)  # the engine: equal highest scores draw (compiled.match.highest)
    words = text.split("## Glossary\n\n", 1)[1]
    for term in ("auction", "contract", "declarer", "defender"):
        assert f"- **{term}** (*" in words, term
    assert "- **Auction**: as said above — in Sueca (Portugal): none." in text


def test_an_auction_with_the_tables_partners() -> None:
    text = shaped("pairs-bid", "en")
    assert "Four players in two teams of two" in text
    assert ("- A player who passes may bid again when the turn comes back; the auction ends when all "
            "the others have passed after the last bid.") in text
    assert "names the trump suit and plays with their partner as the table sits." in text
    assert "the deal passes to the next dealer." in text
    assert "The declarer leads" not in text  # the deal's leader leads
    assert "the defending side scores 2 game points" in text


@pytest.mark.parametrize(("locale", "words"), [
    ("pt-PT", ("Dois jogadores, cada um por si.", "formam com ela o monte de 34", "o vencedor da vaza tira",
               "Enquanto houver monte, pode jogar-se qualquer carta")),
    ("pt-BR", ("Dois jogadores, cada um por si.", "formam com ela o monte de 34", "quem venceu a vaza compra",
               "atravessada embaixo do monte", "carteador")),
    ("fr", ("Deux joueurs, chacun pour soi.", "forment avec elle une pioche de 34 cartes",
            "celui qui a remporté le pli pioche",
            "Tant qu’il reste des cartes dans la pioche")),
])
def test_the_stock_in_each_language(locale: str, words: tuple[str, ...]) -> None:
    text = shaped("two-hands", locale)
    for said in words:
        assert said in text, (locale, said)


@pytest.mark.parametrize(("locale", "words"), [
    ("pt-PT", ("## O leilão", "começando pelo jogador à direita do distribuidor", "o declarante",
               "cada um marca 1 jogo", "cada defensor marca 1 jogo")),
    ("pt-BR", ("## O leilão", "passa ou dá um lance maior que o último, de 61 a 120, de 5 em 5",
               "cada um marca 1 ponto de jogo", "cada defensor marca 1 ponto de jogo",
               "o mesmo carteador dá as cartas de novo")),
    ("fr", ("## Les enchères", "le preneur", "chacun marque 1 manche",
            "chaque défenseur marque 1 manche", "Si tout le monde passe")),
])
def test_the_auction_in_each_language(locale: str, words: tuple[str, ...]) -> None:
    text = shaped("chamada", locale)
    for said in words:
        assert said in text, (locale, said)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", sorted(SHAPES))
def test_no_shaped_book_holds_another_languages_words(name: str, locale: str) -> None:
    text = _checked_text(shaped(name, locale), locale)
    text = re.sub(r"\*Sueca — Full rules\*", "", text)  # the parent's source, by its English title
    text = text.replace("Sueca a dois", "").replace("Sueca chamada", "")  # the examples' titles
    found = [w for w in FOREIGN[locale] if re.search(rf"(?<![\w-]){w}(?![\w-])", text, re.I)]
    assert not found, f"{name} in {locale}: {found}"


USUAL = [name for name in BUNDLED if load_rules(name).setup.usual]


@pytest.mark.parametrize("name", USUAL)
def test_a_usual_table_says_nothing_of_the_new_shapes(name: str) -> None:
    text = plain(rulebook(load_variant(name), "en"))
    assert "- Four players in two teams of two; partners sit opposite each other." in text
    for word in ("stock", "auction", "declarer", "set aside", "each for themselves"):
        assert word not in text, (name, word)
