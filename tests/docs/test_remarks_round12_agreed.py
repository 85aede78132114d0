"""The twelfth readers' remarks on a table's agreed rules (its Sources paragraph): the faults a
table declares named once, with their penalties, never their section's title amid them
(BR12-06); a rule the table writes that this book says as its parent does is named with the
choice of the table's options that makes it the table's own (PT12-06: the deals' directions
are Portugal's in the Portuguese style, the table's in the mirrored one)."""

from __future__ import annotations

import pytest

from sueca_rules.docs.rulebook import book_of, chosen_for
from sueca_rules.words.i18n import Voice
from sueca_rules.words.speaker import Speaker

from ..loaded import load_rules, load_variant
from .test_remarks_round10 import AGREED, HOUSE, PORTUGAL, book, paragraph

LOCALES = ["en", "pt-PT", "pt-BR", "fr"]


@pytest.mark.parametrize("locale", LOCALES)
def test_faults_named_with_their_penalties(locale: str) -> None:
    said = paragraph(book(HOUSE / "mesa-calada.sueca", locale), AGREED[locale])
    listed = said.split("(", 1)
    assert len(listed) == 2, said  # the faults in one bracket, after the penalties' name
    head, faults = listed
    assert head.count(";") == 2, said  # the rules before it: when to accuse, a false accusation
    assert faults.count(";") == 3 and faults.endswith(")."), said  # four faults, one clause each
    # the table's own name for its misdeal is among them, whole
    misdeal = {"en": "shuffling, cutting or dealing out of order",
               "pt-PT": "baralhar, partir ou dar as cartas fora da ordem",
               "pt-BR": "embaralhar, cortar ou dar as cartas fora da ordem",
               "fr": "mélanger, couper ou distribuer hors de l’ordre prévu"}[locale]
    assert misdeal in faults, said


def _sources(choice: str | None, locale: str) -> str:
    path = HOUSE / "estilo-da-mesa.sueca"
    spec = load_variant(path, {"estilo": choice} if choice else None)
    rules = load_rules(path, {"estilo": choice} if choice else None)
    text = book_of(spec, locale, PORTUGAL, rules).markdown().replace("\xa0", " ").replace("\u202f", " ")
    return paragraph(text, AGREED[locale])


MIRRORED = {"en": "mirrored style", "pt-PT": "ao contrário", "pt-BR": "invertido", "fr": "en miroir"}


@pytest.mark.parametrize("locale", LOCALES)
def test_directions_agreed_for_the_mirrored_style(locale: str) -> None:
    default = _sources(None, locale)
    assert MIRRORED[locale] in default, default  # Portugal's directions in the default style
    mirrored = _sources("brasileiro", locale)  # there they differ from Portugal's: said plainly
    assert MIRRORED[locale] not in mirrored, mirrored


def test_chosen_for_only_where_the_book_says_the_parents_rule() -> None:
    spec = load_variant(HOUSE / "estilo-da-mesa.sueca")
    rules = load_rules(HOUSE / "estilo-da-mesa.sueca")


    s = Speaker(Voice("en"), spec)
    paths = ["deal.standard.rotation", "deal.alternative.rotation", "options.estilo"]
    assert set(chosen_for(spec, rules, s, PORTUGAL, paths)) == set(paths[:2])
    assert chosen_for(spec, rules, s, None, paths) == {}
    calada = load_variant(HOUSE / "mesa-calada.sueca")
    assert chosen_for(calada, load_rules(HOUSE / "mesa-calada.sueca"), Speaker(Voice("en"), calada),
                      PORTUGAL, list(calada.decided)) == {}  # no options: nothing to choose


