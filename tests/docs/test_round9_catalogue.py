"""The catalogue's sentences and glossary as the ninth round of native readers asked for them,
held by kind in every locale it touches (a revoked card, the Speaker of a parent's clause, the
glossary's terms as the compiled deal and the book's words have them)."""

from __future__ import annotations

import pytest

from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.typeset import plain

from ..loaded import load_rules, load_variant
from .books import book, without_program

ALENTEJO = "variants/house/alentejo-montar.sueca"


def _glossary(name: str, locale: str) -> str:
    text = without_program(plain(book(name, locale)))  # no `-O` spellings in the printed book (PT22-01)
    return text[text.rindex("\n## ", 0, text.rindex("\n## ")):]


def test_a_card_played_in_revoke_stays_played_not_an_illegal_one() -> None:
    """fr FR-04: a card that stays played is a revoked card, not a refused one (all locales)."""
    assert "Une carte jouée en renonce n’est pas reprise, mais l’autre équipe peut accuser de renonce " \
           "l’équipe qui l’a jouée." in plain(book("portugal", "fr"))
    assert "A card played as a revoke is not taken back" in plain(book("portugal", "en"))
    for locale in LOCALES:
        assert "carte interdite n’est pas reprise" not in plain(book("portugal", locale))


def test_a_parents_clause_is_said_with_the_books_word_for_a_hand() -> None:
    """sueca-online says *rodada* for a hand; its Differences clause about Portugal said Portugal's
    *mão* (pt-BR R9-04), the one line of the book with another word for a hand (BR22-06): one word
    for a hand per book, as for the dealer (EN15-04); the glossary says what other tables call it."""
    text = plain(book("sueca-online", "pt-BR"))
    line = next(x for x in text.splitlines() if x.startswith("- **Empate 60–60**"))
    theirs = line.split("na variante “Sueca (Portugal)”:", 1)[1]
    assert "rodada" in theirs and " mão" not in theirs
    assert "**rodada** (em outras mesas, *mão*)" in text


def test_the_first_leader_unchanged_reads_naturally_in_pt_pt() -> None:
    """pt-PT R9-04."""
    assert "e quem vai puxar a primeira vaza continua a ser o jogador à direita do distribuidor" \
        in plain(book("sueca-online", "pt-PT"))


def test_a_hand_ended_by_a_penalty_said_lightly() -> None:
    """pt-BR R9-07, all locales: the sentence begins with the condition."""
    assert "Se a mão terminar por punição, vale só a punição" in plain(book("brazil", "pt-BR"))
    assert "If a hand ends with a penalty, it scores only the penalty" in plain(book("portugal", "en"))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_azores_trump_card_is_the_cut_card(locale: str) -> None:
    """pt-PT R9-11: the glossary follows the compiled deal (cut from the cards left out)."""
    assert all(p.trump == "cut-unused" for p in load_variant("azores").deal.values())
    v = Voice(locale)
    cut = plain(v.gettext("the bottom card of the part lifted when the cards left out are cut, which sets "
                          "the {trump} suit", trump="X")).split("X")[0]
    turned = plain(v.gettext("the card turned face up to set the {trump} suit", trump="X")).split("X")[0]
    glossary = _glossary("azores", locale)
    assert turned not in glossary
    if locale != "fr":  # (the French book does not say « carte d’atout »)
        assert cut in glossary


def test_french_glossary_remarks() -> None:
    """fr FR-10, FR-11, FR-12; the same clash in pt-BR (cortar), none in en or pt-PT."""
    text = _glossary("portugal", "fr")
    # « on dit aussi point de partie » (round 9) is a calque of *ponto de jogo* no French player
    # says (FR12-02): the Portuguese word alone
    assert "**manche** (*jogo*)" in text.replace("\u00a0", " ") and "point de partie" not in text
    assert "**bandeira** (« drapeau »)" in text.replace("\u00a0", " ")
    assert "à ne pas confondre avec couper le paquet, en portugais *partir*" in _glossary(ALENTEJO, "fr")
    assert "não confundir com cortar o baralho" in _glossary(ALENTEJO, "pt-BR")
    assert "confu" not in _glossary(ALENTEJO, "pt-PT") + _glossary(ALENTEJO, "en")
    assert load_rules(ALENTEJO).play.must_trump


def test_signals_to_a_partner_in_brazilian_portuguese() -> None:
    """pt-BR R9-02 (the catalogue's line)."""
    text = plain(book("mesa-brasileira", "pt-BR"))
    assert "sinais ao parceiro" not in text
