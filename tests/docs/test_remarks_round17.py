"""Round 17 (fresh readers, all four at 0 wrong rules): the kinds fixed after it — a pronoun
that agrees with the called card (BR17-03, PT17), an options formula with no "other options"
when the table chose every one (EN17-03), one verb for face down in pt-PT, the Azores' trump
card "only at the cut" said once, the matrix's "one of the table's ways of dealing", the revoke
card "played as a revoke" (EN17-01), the pente's reading said without repeating its gloss."""

from __future__ import annotations

import pytest

from sueca_rules.docs.compare import matrix
from sueca_rules.docs.rulebook import rulebook
from sueca_rules.loading import load_variant
from sueca_rules.play.talk import Talk

from ..loaded import load_rules

BUNDLED = ["portugal", "azores", "brazil", "sueca-fr", "sueca-online", "jogos-do-rei", "mesa-brasileira",
           "sueca-52", "sueca-a-dois", "sueca-italiana"]


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize(("locale", "king", "queen"), [
    ("pt-PT", "quem o tiver joga com Este, em segredo até o jogar",
     "quem a tiver joga com Este, em segredo até a jogar"),
    ("pt-BR", "quem o tiver joga com Leste, em segredo até jogá-lo",
     "quem a tiver joga com Leste, em segredo até jogá-la")])
def test_the_called_cards_pronoun_agrees_with_it(locale: str, king: str, queen: str) -> None:
    rules = load_rules("sueca-italiana")
    t = Talk(rules, locale, load_variant("sueca-italiana"))
    msgid = ("{who} wins the auction with {points}, names {suit} ({symbol}) as {trump:pl} and calls "
             "the {card}: whoever holds it plays with {who}, in secret until it is played.")
    east = t.who(1, 0) if locale == "pt-PT" else "Leste"
    for rank, said in (("K", king), ("Q", queen)):
        card = next(c for c in range(rules.deck.size) if rules.name(c)[:-1] == rank)
        # the card as shown: R, D in Portugal, K, Q in Brazil (the letters its packs print, BR21-05)
        assert t.card(card)[:-1] == {"pt-PT": {"K": "R", "Q": "D"}, "pt-BR": {"K": "K", "Q": "Q"}}[locale][rank]
        line = _plain(t.gettext(msgid, who="Este" if locale == "pt-PT" else east, points=70, suit="paus",
                                symbol="♣", card=t.cards.noun(card)))
        assert said in line, line


def test_a_table_that_chose_every_option_has_no_other_options() -> None:
    from sueca_rules.catalogue.compile import compile_rules
    spec = load_variant("mesa-brasileira")
    chosen = {"false-accusation": "point", "tie": "annulled", "bandeira": "tricks"}
    text = rulebook(spec, "en", rules=compile_rules(spec, chosen))
    assert "the rulebook follows this table’s choices" in text and "other options" not in text


def test_pt_pt_says_face_down_one_way() -> None:
    for name in BUNDLED:
        text = rulebook(load_variant(name), "pt-PT")
        assert "virada para baixo" not in text and "viradas para baixo" not in text, name


@pytest.mark.parametrize(("locale", "said"), [("pt-PT", "só no momento em que se parte"),
                                              ("pt-BR", "só no momento do corte"),
                                              ("en", "only while it is shown at the cut")])
def test_the_azores_trump_card_is_shown_only_at_the_cut(locale: str, said: str) -> None:
    text = _plain(rulebook(load_variant("azores"), locale, load_variant("portugal")))
    assert said in text and "enquanto fica à vista" not in text


def test_the_matrix_says_a_way_of_dealing_is_one_of_the_tables() -> None:
    text = _plain(matrix(BUNDLED, "en"))
    assert "one of the table’s ways of dealing" in text and "several ways" not in text


@pytest.mark.parametrize("locale", ["en", "pt-PT", "pt-BR", "fr"])
def test_the_pente_reading_does_not_repeat_its_gloss(locale: str) -> None:
    line = next(line for line in _plain(rulebook(load_variant("brazil"), locale)).splitlines()
                if line.startswith("- ") and "4–0" in line and "5–0" in line)
    assert line.count("(") <= 1 + line.count("(s)"), line  # "(a word from Portugal)" said once


def test_a_revoking_card_is_said_in_english_card_table_words() -> None:
    text = _plain(rulebook(load_variant("portugal"), "en"))
    assert "A card played as a revoke is not taken back" in text and "played in revoke" not in text
