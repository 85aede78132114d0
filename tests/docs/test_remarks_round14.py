"""The fourteenth readers' wording, by kind: French and Portuguese register in the matrix and
the books (fr FR14-04, FR14-05, FR14-06, FR14-07; pt-PT PT14-05, PT14-06)."""

from __future__ import annotations

import pytest

from sueca_rules.cli import main
from sueca_rules.words.typeset import plain

from .books import book


def _matrix(locale: str, capsys: pytest.CaptureFixture[str]) -> str:
    main(["matrix", "--lang", locale, "--format", "md"])
    return plain(capsys.readouterr().out)


def test_french_says_a_draw_in_print_register(capsys: pytest.CaptureFixture[str]) -> None:
    text = _matrix("fr", capsys)
    assert "c'est nul" not in text and "c’est nul" not in text
    assert "en cas d’égalité, la partie est nulle" in text


def test_french_last_trick_names_the_next_trick_not_the_next_card() -> None:
    text = plain(book("portugal", "fr"))
    assert "carte suivante" not in text
    assert "tant que le pli suivant n’a pas été entamé" in text


def test_portuguese_bandeira_values_without_a_gerund(capsys: pytest.CaptureFixture[str]) -> None:
    text = _matrix("pt-PT", capsys)
    assert "valendo" not in text and "posta nesta linha" not in text and "comparada aqui com a maneira habitual" in text
    assert "(vale 4 jogos e acaba a partida)" in text


def test_french_texts_of_the_table_read_as_print() -> None:
    assert "tant que la pioche n’est pas épuisée" in plain(book("sueca-a-dois", "fr")).lower()
    assert "tant qu’il reste une pioche" not in plain(book("sueca-a-dois", "fr"))
    assert "(qui mélange, qui coupe, qui donne)" in plain(book("variants/house/mesa-calada.sueca", "fr"))
