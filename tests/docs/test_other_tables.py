"""The bundled tables that are not four players in two teams, as their books, the matrix and
`diff` say them (the fifth readers' triage): Sueca a dois (two players, a stock), Sueca
italiana (five, an auction, a partner called each hand) and Sueca (52 cards) (a stock whose
rule of play is the play block's from the first trick)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from sueca_rules.docs.compare import diff_variants, matrix_data
from sueca_rules.docs.rulebook import rulebook
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_variant
from .books import without_program


@cache
def book(name: str, locale: str) -> str:
    return plain(rulebook(load_variant(name), locale))


def glossary(text: str) -> str:
    return without_program(text).split("\n## ")[-2]  # the glossary, then the sources (the last)


@pytest.mark.parametrize("locale", LOCALES)
def test_two_players_have_no_way_round_and_no_others(locale: str) -> None:
    """At a table of two nobody sits to the right: the players alternate, the deal starts with
    the other player, and "the others in turn" is the other player."""
    text = book("sueca-a-dois", locale)
    said = {"en": ("starting with the other player",
                   "then the other player"),
            "pt-PT": ("começando pelo outro jogador",
                      "e depois o outro jogador"),
            "pt-BR": ("começando pelo outro jogador",
                      "e depois o outro jogador"),
            "fr": ("en commençant par son adversaire",
                   "puis son adversaire")}[locale]
    for words in said:
        assert words in text, (locale, words)
    never = {"en": ("passes to the right", "on their right", "the others in turn", "the rules below"),
             "pt-PT": ("passa para a direita", "à sua direita", "os outros, à vez", "regras abaixo"),
             "pt-BR": ("passa para a direita", "à sua direita", "os outros, na sua vez", "regras abaixo"),
             "fr": ("passe à droite", "à sa droite", "les autres à leur tour", "ci-dessous")}[locale]
    rules = "\n## ".join(text.split("\n## ")[1:-2])  # the sections of rules (not the glossary, the sources)
    never += {"en": ("play in turn", "Play goes"), "pt-PT": ("jogam alternadamente", "Joga-se no sentido"),
              "pt-BR": ("jogam alternadamente", "Joga-se no sentido"), "fr": ("tour de rôle", "On joue")}[locale]
    for words in never:  # (two players alternate: the book says nothing of a way round, en R8 L-5)
        assert words not in rules, (locale, words)


def test_the_stock_says_what_holds_while_it_lasts_and_after() -> None:
    """No "the rules below hold": any card, then follow suit (for two); follow suit from the
    first trick, stock or none (52 cards): "throughout", not "from the first trick ... as well as after"."""
    assert "- While the stock lasts, any card may be played.\n- Once the stock is empty:\n" \
           "    - You must follow suit: play a card of the suit led whenever you have one." \
        in book("sueca-a-dois", "en")
    assert "- You must follow suit throughout, even while the stock lasts: play a card of " \
           "the suit led whenever you have one." in book("sueca-52", "en")
    assert "É sempre obrigatório assistir, haja ou não monte: " in book("sueca-52", "pt-PT")
    assert "On doit toujours fournir, qu’il reste des cartes dans la pioche ou non : " \
        in book("sueca-52", "fr")


@pytest.mark.parametrize("name", ["sueca-a-dois", "sueca-52"])
def test_a_stock_and_its_trump_card_are_in_the_glossary(name: str) -> None:
    words = glossary(book(name, "en"))
    assert "- **stock** (*monte*): the 12 cards not dealt" in words or "- **stock** (*monte*): the 34 cards" in words
    assert "- **trump card** (*carta de trunfo*):" in words
    assert "- **bandeira** (flag):" in words  # glossed as Portugal's book glosses it


def test_sueca_52_says_its_trump_card_and_stock_alike_everywhere() -> None:
    """The tagline, the book and the matrix say the same trump card (the card after the deal,
    under the stock, drawn last: what the engine turns) and a stock drawn from for three tricks."""
    text = book("sueca-52", "en")
    rules, note = text.split("## Sources", 1)  # the note under the sources says how the page differs
    assert "bottom card" not in rules and "after each of the first three tricks" in text
    assert "The page turns the bottom card of the stock" in note
    assert "- After the deal, the next card is turned face up as the trump card" in text
    row = {r["path"]: r for r in matrix_data([load_variant("sueca-52")], "en")["rules"]}
    assert row["deal.standard.trump"]["values"][0]["value"].startswith("the first card after the deal, face up "
                                                                       "under the stock")


def test_sueca_52_names_every_rule_the_page_does_not_give() -> None:
    paragraph = next(p for p in book("sueca-52", "en").split("\n\n") if p.startswith("Rules not in the sources"))
    for said in ("the order of the cards", "who cuts", "which way the cards are dealt", "the Jack",
                 "which card sets trumps",
                 "what a proven revoke costs", "when a player may be accused",
                 "what a false accusation costs", "the 61 card points that win a hand", "what a 60–60 tie scores",
                 "how many cards go at a time",
                 "whether anyone may talk or signal", "who may ask for a new deal"):
        assert said in paragraph, said
    # the page gives the first dealer ("by lot") and the first lead; the deal "in turn" without
    # its side, which the book sets (FR15-08)
    assert "who deals next" in paragraph
    for given in ("who deals first", "who leads to the first trick"):
        assert given not in paragraph, given
    assert "cards, strongest first" not in paragraph  # a label with its own commas does not run into the list
    assert "each band of card points" not in paragraph  # 91 and 120 are the page's


@pytest.mark.parametrize("name", ["sueca-a-dois"])
def test_the_decided_paragraph_keeps_the_bandeira_in_lower_case(name: str) -> None:
    paragraph = next(p for p in book(name, "en").split("\n\n") if p.startswith("Rules not in the sources"))
    assert "*bandeira*" in paragraph and "*Bandeira*" not in paragraph


def test_italiana_is_a_partnership_each_hand_scored_per_player() -> None:
    text = book("sueca-italiana", "en")
    assert "each for themselves" not in text
    assert "- Five players, in partnerships that change every hand; each keeps their own score." in text
    assert "they have made the contract: each of them scores 1 game point; the defenders score nothing." in text
    assert "the declarer and the partner each lose 1 game point (even if a score goes below 0) and each " \
           "defender scores 1 game point" in text
    assert "- If several players reach 5 game points in the same hand, the one with the highest score wins the " \
           "match; if two or more share the highest score, nobody wins the match alone: it ends in a draw between " \
           "them" in text
    assert "either passes or bids more card points than the last bid, from 65 to 120, in steps of 5." in text
    for term in ("auction", "contract", "declarer", "defender"):
        assert f"- **{term}** (*" in glossary(text), term
    pt = book("sueca-italiana", "pt-PT")
    assert "o declarante e o parceiro perdem 1 jogo cada um (mesmo que fiquem abaixo de 0) e cada defensor " \
           "marca 1 jogo" in pt
    # named once, not three times (SI-3)
    assert "o contrato está cumprido: cada um marca 1 jogo; os defensores não marcam nada." in pt
    assert "(mesmo que o placar fique negativo)" in book("sueca-italiana", "pt-BR")
    assert "- **declarante**:" in glossary(pt)


def test_a_programs_repository_is_not_a_game_sites_rules() -> None:
    assert "*card_games*, github.com (a card game program, in English)" in book("sueca-a-dois", "en")
    text = book("sueca-italiana", "pt-PT")
    assert "*card-game-score*, github.com (uma aplicação para marcar os pontos, em português europeu)" in text
    assert "site de jogos" not in text


def test_the_matrix_rows_hold_at_any_table() -> None:
    rows = {r["path"]: r for r in matrix_data([load_variant(n) for n in BUNDLED], "en")["rules"]}
    cells = {r: {v["value"]: v["variants"] for v in rows[r]["values"]} for r in
             ("match.both_reach", "scoring.all_points", "play.silent", "infractions.talking", "stock.first",
              "table.sides", "bidding", "play.first_lead")}
    assert rows["match.both_reach"]["rule"] == "Several players or teams reach the target in one hand"
    # "cannot happen" at two and at four is one cell, which says both
    assert "sueca-a-dois" in cells["match.both_reach"]["cannot happen (only one team or player scores in a hand)"]
    alone = {r["path"]: r for r in matrix_data([load_variant("sueca-a-dois")], "en")["rules"]}
    assert alone["match.both_reach"]["values"][0]["value"] == "cannot happen (only one player scores in a hand)"
    assert "sueca-italiana" in cells["scoring.all_points"]["— (does not apply)"]
    bandeira = "— (in these variants, all the card points are the *bandeira*)"
    assert "sueca-italiana" not in cells["scoring.all_points"][bandeira]
    assert cells["play.silent"]["— (no partners)"] == cells["infractions.talking"]["— (no partners)"] \
        == ["sueca-a-dois"]
    assert cells["stock.first"]["the winner of the trick, then the other player"] == ["sueca-a-dois"]
    assert cells["table.sides"]["each for themselves"] == ["sueca-a-dois"]
    assert cells["bidding"]["yes"] == ["sueca-italiana"]
    assert cells["play.first_lead"]["the declarer"] == ["sueca-italiana"]


@pytest.mark.parametrize("locale", LOCALES)
def test_diff_shows_the_auction_the_first_lead_and_the_partner(locale: str) -> None:
    said = plain(diff_variants(load_variant("portugal"), load_variant("sueca-italiana"), locale))
    labels = re.findall(r"^- \*\*(.+)\*\*$", said, re.M)
    assert len(labels) == len(set(labels))
    en = plain(diff_variants(load_variant("portugal"), load_variant("sueca-italiana"), "en"))
    for line in ("- **Who leads to the first trick**", "    - Sueca italiana: the declarer",
                 "- **The declarer’s partner**", "- **Every trick taken by the declarer’s side**",
                 "    - Sueca italiana: one only, compared below with the standard "
                 "deal of Sueca (Portugal)"):
        assert line in en, line
    assert "like the standard deal" not in en
    # "cannot happen" at two and at four is one rule: no line for it
    assert "reach the target" not in plain(diff_variants(load_variant("portugal"), load_variant("sueca-a-dois"), "en"))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_deal_at_two_goes_no_way_round_in_the_matrix(locale: str) -> None:
    rows = {r["path"]: r for r in matrix_data([load_variant("sueca-a-dois"), load_variant("sueca-52")],
                                              locale)["rules"]}
    said = {v["value"]: v["variants"] for v in rows["deal.standard.rotation"]["values"]}
    two = next(value for value, names in said.items() if names == ["sueca-a-dois"])
    assert not re.search(r"right|direita|droite", two), (locale, two)
