"""Round-22 Brazilian reader on the terminal game and `replay --show`.

1. (BR22-04) The line that closes a trick said "o jogador da direita a ganha", "você a ganha": a
   clitic nobody says at a Brazilian table. pt-BR now puts the verb first ("— ganha o jogador da
   direita") or names the trick ("— você ganha a vaza"), as `replay` does ("Leste ganha a vaza");
   pt-PT keeps its enclitic ("ganha-a", "ganha-la"), French and English their pronoun.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk

from ..loaded import load_rules, load_variant
from .test_round18_screens import SHAPES, _screen, _variant
from .test_round19_screens import _joined


def _trick_ends(name: str, locale: str, tmp_path: Path) -> list[str]:
    return [line for line in _joined(_screen(name, locale, 0, tmp_path)) if line.startswith("  → ")]


@pytest.mark.parametrize("name", SHAPES)
def test_pt_br_closes_a_trick_without_a_clitic_before_ganha(name: str, tmp_path: Path) -> None:
    t = Talk(load_rules(_variant(name)), "pt-BR", load_variant(_variant(name)))
    ends = _trick_ends(name, "pt-BR", tmp_path)
    assert ends
    mine = f"— você ganha {t.phrase('{trick:the}')} ("
    for line in ends:
        tail = line.split(" — ", 1)[1]
        assert not re.search(r"\b(a|o|as|os) ganha\b", tail), line
        assert line.count(" — ") == 1 and (mine in line or re.search(r" — ganha \S.* \(\d+ pontos?\)$", line)), line


def test_pt_br_says_ganha_o_jogador_da_direita_and_voce_ganha_a_vaza() -> None:
    t = Talk(load_rules("portugal"), "pt-BR", load_variant("portugal"))
    other = t.gettext("{trick} {number}: {cards} — {who} wins it ({points})", number=1, cards="…",
                      who=t.v.pgettext("seat", "the player on your right"), points="13 pontos")
    mine = t.gettext("{trick} {number}: {cards} — you win it ({points})", number=1, cards="…", points="14 pontos")
    assert other == "Vaza 1: … — ganha o jogador da direita (13 pontos)"
    assert mine == "Vaza 1: … — você ganha a vaza (14 pontos)"


def test_pt_pt_and_french_keep_their_pronoun() -> None:
    for locale, said in (("pt-PT", "— ganha-la ("), ("fr", "— vous le remportez (")):
        t = Talk(load_rules("portugal"), locale, load_variant("portugal"))
        assert said in t.gettext("{trick} {number}: {cards} — you win it ({points})", number=1, cards="…",
                                 points="3"), locale
