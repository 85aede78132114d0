"""Round 8: every rule a book states is credited to a source that gives it or declared among
the rules the book sets itself (an illegal card staying played, sueca-a-dois's redeal and tie),
and a note stays true whatever the table chooses."""

from __future__ import annotations

import pytest

from sueca_rules.cli import main
from tests.docs.books import book

LOCALES = ("en", "pt-PT", "pt-BR", "fr")
OWN = {"en": "set by this book:", "pt-PT": "fixadas por este livro:", "pt-BR": "definidas por este livro:",
       "fr": "fixées par ce livret :"}


def own_rules(text: str, locale: str) -> str:
    return next(line for line in text.splitlines() if OWN[locale] in line)


@pytest.mark.parametrize("name", ["portugal", "azores", "brazil", "sueca-fr", "sueca-52", "mesa-brasileira"])
def test_an_illegal_card_staying_played_is_declared(name: str) -> None:
    text = book(name, "en")
    assert "A card played as a revoke is not taken back" in text
    assert "illegal card" in own_rules(text, "en")


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_a_dois_declares_its_redeal_and_tie_and_credits_61(locale: str) -> None:
    text = book("sueca-a-dois", locale)
    own = own_rules(text, locale)
    assert "60–60" in own and any(w in own for w in ("new deal", "nova distribuição", "nouvelle donne"))
    assert "61 or more of these points" in text  # pagat's words, quoted in the note


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_italiana_credits_following_suit(locale: str) -> None:
    assert "rispondere al seme" in book("sueca-italiana", locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_brasileira_note_holds_under_every_choice(locale: str, capsys: pytest.CaptureFixture[str]) -> None:
    for choice in ("hand", "point", "match"):
        main(["docs", "mesa-brasileira", "--lang", locale, "--format", "md", "-O", f"false-accusation={choice}"])
        text = capsys.readouterr().out
        assert "is this book's; the other two" not in text and "est celui de ce livret" not in text
        assert any(w in text for w in ("chooses nothing", "não escolhe nada", "não escolher outra coisa",
                                       "ne choisit rien", "sans choix de la table", "sem escolha da mesa"))
