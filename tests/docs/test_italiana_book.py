"""Sueca italiana's book, matrix and diff (round 7): the rules the apps give and Carte plays
otherwise are credited to the app with Carte's way said; the partner is the holder of a card
the declarer calls, never a player called; the contract's outcome rows say *contract*, the
word the book defines; a game point is won or lost under a contract."""

from __future__ import annotations

import pytest

from sueca_rules import load_variant
from sueca_rules.docs import diff_variants, rulebook
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from .books import without_program

ITALIANA = load_variant("sueca-italiana")


def book(locale: str) -> str:
    return plain(rulebook(ITALIANA, locale))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_rules_carte_plays_otherwise_are_credited_to_the_app(locale: str) -> None:
    """The declarer's lead, the card not held and 65 in fives are card-game-score's words, and
    the note says Carte's other way (the dealer's right leads; an own card may be called; 61)."""
    text = book(locale)
    sources = without_program(text).split("\n## ")[-1]  # the sources, last (no `-O` spellings: PT22-01)
    for quoted in ("minimo 65 pontos (sempre multiplo de 5)", "uma carta que não tenha", "começa a jogar"):
        assert quoted in sources, quoted
    assert "card-game-score" in sources and "Carte" in sources and "61" in sources


@pytest.mark.parametrize(("locale", "partner"), [
    ("en", "the declarer and whoever holds the card they call"),
    ("pt-PT", "o declarante e quem tiver a carta que ele chama"),
    ("pt-BR", "o declarante e quem tiver a carta que ele chama"),
    ("fr", "le preneur et le détenteur de la carte qu’il appelle"),
])
def test_the_partner_is_the_holder_of_a_called_card_in_matrix_and_diff(locale: str, partner: str) -> None:
    diff = plain(diff_variants(load_variant("portugal"), ITALIANA, locale))
    assert partner in diff
    for called in ("the player they call", "o jogador que ele chama", "le joueur qu’il appelle"):
        assert called not in diff


@pytest.mark.parametrize("locale", LOCALES)
def test_the_contract_rows_say_the_word_the_book_defines(locale: str) -> None:
    diff = plain(diff_variants(load_variant("portugal"), ITALIANA, locale))
    contract = {"en": "Contract", "pt-PT": "Contrato", "pt-BR": "Contrato", "fr": "Contrat"}[locale]
    assert f"- **{contract} " in diff and "Bid made" not in diff and "Bid failed" not in diff
    glossary = book(locale).lower()
    assert contract.lower() in glossary


@pytest.mark.parametrize(("locale", "meaning"), [
    ("en", "**game point** (*jogo*): the unit of the score: what each player wins or loses in a hand"),
    ("pt-PT", "**jogo**: a unidade do marcador: o que cada jogador ganha ou perde numa mão"),
    ("pt-BR", "**ponto de jogo**: a unidade do placar: o que cada jogador ganha ou perde em uma mão"),
    ("fr", "l’unité du score : ce que chaque joueur gagne ou perd dans une donne"),
])
def test_a_game_point_is_won_or_lost_under_a_contract(locale: str, meaning: str) -> None:
    assert meaning in book(locale).replace("\u00a0", " ").replace("\u202f", " ")
    assert "what a hand won scores" not in book(locale)
