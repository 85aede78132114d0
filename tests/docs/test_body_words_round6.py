"""Kinds the sixth round of native readers marked in the wording of the rulebooks' own
sentences, checked in every bundled book of the locale and against the compiled rules: a duty
that holds all through said once and plainly, one name per locale for the next hand won after
a tie, the trick kept without saying "team" twice, Brazilian possessives without the article,
the manilha glossed in every pt-BR book, the two-player table's second seat named from the
dealer, the stock counted with its trump card."""

from __future__ import annotations

import re

import pytest

from sueca_rules.catalogue.table.shape_book import stock_changes_play
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book

FOLLOW = {"en": "- You must follow suit throughout, even while the stock lasts: ",
          "pt-PT": "- É sempre obrigatório assistir, haja ou não monte: ",
          "pt-BR": "- É sempre obrigatório seguir o naipe, haja ou não cartas no monte: ",
          "fr": "- On doit toujours fournir, qu’il reste des cartes dans la pioche ou non : "}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_duty_that_holds_all_through_is_said_once_and_plainly(locale: str) -> None:
    """en N3: where the stock changes nothing and suit must be followed, the one sentence says
    "throughout", not "from the first trick, while the stock lasts as well as after"."""
    for name in BUNDLED:
        rules = load_rules(name)
        one_rule = rules.deals.stock is not None and not stock_changes_play(
            rules, Speaker(Voice(locale), load_variant(name)))
        text = book(name, locale)
        assert (FOLLOW[locale] in text) is (one_rule and rules.play.must_follow), (name, locale)
        assert "as well as after" not in text and "desde a primeira vaza, haja" not in text, name
        assert "dès le premier pli, qu’il reste" not in text, name
    assert FOLLOW[locale] in book("sueca-52", locale)


def test_pt_br_names_the_next_hand_won_after_a_tie_one_way() -> None:
    """pt-BR L4: "a próxima mão decidida" everywhere (the body, the penalty's carry-over, the
    table option, the decided list): never "vencida" nor "com vencedor" for that hand."""
    seen = 0
    for name in BUNDLED:
        text = book(name, "pt-BR")
        assert not re.search(r"próxim[oa] (mão|rodada) (vencid[oa]|com vencedor)", text), name
        seen += bool(re.search(r"próxim[oa] (mão|rodada) decidid[oa]", text))
    assert seen >= 5
    assert "1 ponto de jogo a mais para a próxima mão decidida" in book("mesa-brasileira", "pt-BR")
    assert "fica para a próxima mão decidida nas cartas." in book("portugal", "pt-BR")  # pt-BR R9-07


def test_pt_pt_says_what_the_ties_carry_over_and_one_stock_card() -> None:
    """pt-PT L1, L2, L3, L4, L6: the portugal summary, the ties' extra carried to the next hand
    won in play, two players alternating, an annulled hand that nobody scores, the trump card
    "voltada para cima por baixo do monte" in every book that has one."""
    assert "as cartas dão-se de dez em dez" in book("portugal", "pt-PT")
    assert "o acréscimo dos empates fica para a próxima mão que se ganhe a jogar" \
        in book("portugal", "pt-PT")  # pt-BR R9-07, said as lightly in pt-PT
    assert "Play goes" not in book("sueca-a-dois", "en")  # two players alternate: nothing to say (en R8 L-5)
    assert "a mão é anulada (ninguém marca)" in book("mesa-brasileira", "pt-PT")
    for name in BUNDLED:
        text = book(name, "pt-PT")
        for wrong in ("dão a mais", "ninguém a marca", "ninguém o marca", "debaixo do monte", "as dez de uma só vez e"):
            assert wrong not in text, (name, wrong)
        if load_rules(name).deals.stock is not None:
            assert "Fica atravessada no fundo do monte, meio de fora, à vista de todos" in text, name  # BR25-01


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR"])
def test_the_trick_kept_names_the_team_once(locale: str) -> None:
    """pt-BR R6 (and pt-PT): the team keeps the trick with the ones it has already won."""
    said = {"pt-PT": "A equipa que ganha uma vaza guarda-a, com as cartas voltadas para baixo, junto das vazas que "
                     "já ganhou.",
            "pt-BR": "A dupla que vence a vaza junta as cartas, viradas para baixo, às vazas que já ganhou."}[locale]
    for name in BUNDLED:
        rules, text = load_rules(name), book(name, locale)
        teams = rules.table.players > rules.table.sides and rules.bidding is None
        assert (said in text) is teams, name
        assert "da dupla, viradas" not in text and "da equipa, com as cartas" not in text, name


def test_pt_br_possessives_and_the_manilha() -> None:
    """pt-BR R5, R4, L5: "suas dez cartas", "os pontos de suas vazas" (no article before the
    possessive); the manilha glossed as Portugal's word in every book; the trump card taken
    back among the dealer's own cards."""
    article = re.compile(r"\b(?:[ao]s|d[ao]s|n[ao]s|é [ao]) (?:seus|suas|seu|sua)\b")
    for name in BUNDLED:
        text = book(name, "pt-BR")
        assert not article.search(text), (name, article.search(text))
        named = load_variant(name).words.manilha is not None  # BR12-15: only a table that names it
        # the Azores' 10: called the manilha there, the 7 elsewhere in Portugal (BR13-05)
        glossed = ("(que os portugueses chamam de manilha)" in text
                   or "que aqui se chama manilha (no resto de Portugal, a manilha é o 7)" in text)
        assert glossed is named, name
    assert "cada jogador recebe suas dez cartas" in book("portugal", "pt-BR")
    assert "cada dupla conta os pontos de suas vazas" in book("portugal", "pt-BR")
    online = book("sueca-online", "pt-BR")
    assert "depois o distribuidor a junta às outras cartas que recebeu nesta rodada." in online
    assert "cartas da rodada" not in online
    assert "chamam de manilha" not in book("portugal", "pt-PT")


@pytest.mark.parametrize("locale", LOCALES)
def test_two_players_name_the_second_seat_from_the_dealer(locale: str) -> None:
    """fr FR-14 (every locale): at a table of two the seat that cuts, deals next and leads first
    is "the dealer's opponent", not "the other player" with no one to be other than."""
    said = {"en": "the dealer’s opponent", "pt-PT": "o adversário do distribuidor",
            "pt-BR": "o adversário do carteador", "fr": "l’adversaire du donneur"}[locale]
    rules = load_rules("sueca-a-dois")
    assert rules.table.players == 2
    text = book("sueca-a-dois", locale)
    body = text.split("\n## ")[2]  # who deals, shuffles and cuts
    assert said in body.replace("O adversário", "o adversário").replace("The dealer", "the dealer")
    assert "l’autre joueur" not in text and "The other player leads" not in text


def test_french_sentences_of_the_newer_books() -> None:
    """fr FR-01, FR-11, FR-13, FR-15, FR-17: the brazil summary, the sueca-52 note, the stock
    counted with its trump card as the engine deals it, an example of a drawn match, the
    decided list's noun phrase."""
    brazil = book("brazil", "fr")  # the subtitle says the rules, the note their source (EN26-01)
    assert "la donne passe à gauche et le joueur à gauche du donneur entame." in brazil.replace("\xa0", " ")
    assert "La source anglaise dit seulement qu’au Brésil on joue dans le sens des aiguilles" in brazil
    assert "leur source anglaise" not in brazil and "source" not in brazil.split("\n\n")[1]
    note = book("sueca-52", "fr")
    assert "la carte d’atout est dans les deux cas l’une des douze cartes non distribuées" in note
    assert "l’une et l’autre sont" not in note
    for name in ("sueca-a-dois", "sueca-52"):
        rules = load_rules(name)
        stock = rules.deck.size - {"sueca-52": 10, "sueca-a-dois": 3}[name] * rules.table.players
        assert rules.deals.stock is not None
        assert f"Les {stock - 1} autres cartes, face cachée, posées sur la carte d’atout, forment avec elle une " \
               f"pioche de {stock} cartes." in book(name, "fr"), name
        assert f"form the stock of {stock}." in book(name, "en"), name  # the same count in every locale
    assert ("(c’est ce qui arrive chaque fois que le preneur et son partenaire, au même score avant la donne, "
            "atteignent ensemble") in book("sueca-italiana", "fr")
    for name in BUNDLED:
        text = book(name, "fr")
        assert "les partenaires ne peuvent ni se parler ni se faire de signes, " not in text, name
        listed = "".join(line for line in text.splitlines() if line.startswith("Règles absentes des sources"))
        if load_rules(name).play.silent and "signes" in listed:  # the list, not a note that speaks of signs
            assert "si l’on peut parler ou faire des signes" in text, name
