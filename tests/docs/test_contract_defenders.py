"""Where each player keeps their own score (sueca-italiana), a contract made says that the
defenders score nothing, instead of leaving it to be inferred (eighth English reader, R-10):
in the book's scoring, in every locale, and in the matrix's row. The line for every trick, said
as what replaces the contract made, does not say it again."""

from __future__ import annotations

import pytest

from sueca_rules.docs import matrix
from sueca_rules.words.i18n import LOCALES, Voice

from ..loaded import load_variant
from .books import book


@pytest.mark.parametrize("locale", LOCALES)
def test_a_contract_made_says_the_defenders_score_nothing(locale: str) -> None:
    nothing = Voice(locale).gettext("the defenders score nothing")
    assert locale == "en" or nothing != "the defenders score nothing"  # translated
    text = book("sueca-italiana", locale)
    scoring = text.split("\n## ")[[p.split("\n")[0] for p in text.split("\n## ")].index(
        Voice(locale).gettext("Scoring"))]
    lines = [line for line in scoring.splitlines() if line.startswith("- ")]
    assert nothing in lines[0] and all(nothing not in line for line in lines[1:]), lines
    assert nothing in matrix([load_variant("sueca-italiana"), load_variant("portugal")], lang=locale)
