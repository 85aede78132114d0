"""The silent table's rule says what follows it and whom it binds (the 24th pt-PT reader):
PT24-01, a book that forbids talking set no penalty and said nothing of one — the book now says
it carries none wherever the compiled rules punish it nowhere, and the engine refuses to declare
it there; PT24-02, at a table where the declarer calls a secret partner, "partners may not talk"
left the defenders free — there nobody may talk about the game or signal, and the called card's
holder may not reveal that they hold it."""

from __future__ import annotations

import pytest

from sueca_rules.engine.match import Match
from sueca_rules.errors import IllegalMove
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT
from ..loaded import load_rules
from .books import typeset_book as book

HOUSE = sorted(str(p) for p in (ROOT / "variants" / "house").glob("*.sueca"))
NONE_SET = {"en": "This fault carries no set penalty.", "fr": "Aucune sanction n’est prévue.",
            "pt-PT": "Esta falta não tem castigo previsto.", "pt-BR": "Essa falta não tem punição prevista."}
NOBODY = {"en": "no player may talk about the game or signal to another",
          "fr": "aucun joueur ne peut parler du jeu ni faire de signes à un autre",
          "pt-PT": "nenhum jogador pode falar do jogo nem fazer sinais a outro",
          "pt-BR": "nenhum jogador pode falar sobre o jogo nem fazer sinais a outro"}
CALLED = {"en": "whoever holds the called card may not reveal that they hold it",
          "fr": "celui qui tient la carte appelée ne doit pas le laisser deviner",
          "pt-PT": "quem tem a carta chamada não pode dar a entender que a tem",
          "pt-BR": "quem tem a carta chamada não pode dar a entender que a tem"}


def _talk_refused(name: str) -> bool:
    """Whether the engine refuses to declare talking in `name`'s first hand (no penalty set)."""
    match = Match(load_rules(name), seed=3)
    match.deal()
    try:
        match.declare(1, "talking")
    except IllegalMove:
        return True
    return False


@pytest.mark.parametrize("locale", LOCALES)
def test_a_silent_table_says_what_talking_costs_or_that_it_costs_nothing(locale: str) -> None:
    """Each book whose rules forbid talking either names its penalty (the engine applies it) or
    says it carries none (the engine refuses to declare it); a table that allows talking says neither."""
    said_none = 0
    for name in BUNDLED + HOUSE:
        rules = load_rules(name)
        text = plain(book(name, locale)).replace("\u00a0", " ")
        illegal = rules.illegal  # talking forbidden by name is said among the other faults
        unpunished = rules.play.silent and "talking" not in {*illegal.infractions, *illegal.forbidden}
        assert (NONE_SET[locale] in text) == unpunished, (name, locale)
        if rules.play.silent:
            assert _talk_refused(name) == ("talking" not in illegal.infractions), name
        said_none += unpunished
    assert said_none >= 8  # portugal and the seven books built on it


@pytest.mark.parametrize("locale", LOCALES)
def test_with_a_called_partner_nobody_may_talk_about_the_game(locale: str) -> None:
    rules = load_rules("sueca-italiana")
    assert rules.bidding is not None and rules.bidding.called_card and rules.play.silent
    text = plain(book("sueca-italiana", locale)).replace("\u00a0", " ").lower()
    assert NOBODY[locale] in text and CALLED[locale] in text
    for partner in ("partners may not", "les partenaires ne peuvent", "os parceiros não podem"):
        assert partner not in text
    portugal = plain(book("portugal", locale)).replace("\u00a0", " ").lower()
    assert NOBODY[locale] not in portugal  # a table of two teams says it of the partners
