"""How a typed code was read (`3C` is the 3 of hearts in Portuguese, copas, not clubs) is said with
the card it was read as, before the revoke question it explains, and never after another card
played later (PT23-01: "Jogas 3♣ (Aqui, «2C» é 2♥ …)" read as if `3P` had been misread)."""

from __future__ import annotations

import io
from pathlib import Path

from sueca_rules.play.terminal import play_in_terminal

from ..loaded import load_rules


def _screen(answers: list[str], tmp_path: Path) -> str:
    output: list[str] = []
    stdin = io.StringIO("".join(f"{line}\n" for line in answers))
    play_in_terminal(load_rules("portugal"), "portugal", 0, 5, tmp_path / "g.json", stdin, output.append,
                     locale="pt-PT")
    return "\n".join(output)


def test_the_note_comes_with_the_revoke_question_and_not_later(tmp_path: Path) -> None:
    """Seed 5: West leads 2♠; South holds A♠, 5♠ and 3♥; `3C` is 3♥ here, a revoke; declined."""
    text = _screen(["3C", "n", "1", "sair"], tmp_path)
    note = "(Aqui, «3C» é 3♥: para 3♣ escreve 3P.)"
    assert text.count(note) == 1, text
    assert text.index(note) < text.index("Jogar 3♥ seria uma renúncia"), text
    assert text.index(note) < text.index("Jogas A♠"), text  # not with the card played after


def test_the_note_follows_the_card_it_was_read_as(tmp_path: Path) -> None:
    """A legal card typed with a code read otherwise in English: the note after it is played."""
    text = _screen(["AE", "sair"], tmp_path)  # espadas: no English reading, no note
    assert "(Aqui" not in text and "Jogas A♠" in text
