"""Round 16: a book says a count one way (FR16-11: the French sueca-italiana standfirst said
« de cinq en cinq », « huit chacun » where its rules say « de 5 en 5 » and « 8 cartes »); a draw
at the top between the declarer and the partner is what always happens when they reach the
target together, not an example of an exception (PT16-09)."""

from __future__ import annotations

import re

import pytest

from sueca_rules.docs.rulebook import rulebook
from sueca_rules.loading import load_variant

LOCALES = ["pt-PT", "pt-BR", "en", "fr"]


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_italian_standfirst_counts_as_its_rules_do() -> None:
    text = _plain(rulebook(load_variant("sueca-italiana"), "fr"))
    standfirst, body = text.split("\n\n")[1], text.split("\n\n", 2)[2]
    assert "de 5 en 5" in standfirst and "de 5 en 5" in body
    for word in ("cinq en cinq", "huit chacun"):
        assert word not in standfirst
    assert re.search(r"\b8 cartes\b", body)


@pytest.mark.parametrize("locale", LOCALES)
def test_declarer_and_partner_reaching_the_target_together_is_said_as_always(locale: str) -> None:
    text = _plain(rulebook(load_variant("sueca-italiana"), locale))
    always = {"en": "as it does whenever the declarer", "pt-PT": "é o que acontece sempre que o declarante",
              "pt-BR": "é o que acontece sempre que o declarante",
              "fr": "c’est ce qui arrive chaque fois que le preneur"}
    assert always[locale] in text
    assert "as when the declarer" not in text and "como quando o declarante" not in text
