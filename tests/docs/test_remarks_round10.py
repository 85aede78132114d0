"""The tenth readers' remarks on the book's own sentences, by kind: a table's own file lists the
rules it writes as the table's (PT10-13, FR10-14), a fault under the name the table gives it
(PT10-06), the
example trick trumps with its card (PT10-01), the trick winner in the subjunctive (PT10-02) and
the French review sentence (FR10-01)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sueca_rules.docs import rulebook
from sueca_rules.docs.rulebook import agreed_paths

from ..loaded import load_rules, load_variant

ROOT = Path(__file__).resolve().parents[2]
HOUSE = ROOT / "variants" / "house"
PORTUGAL = load_variant("portugal")
AGREED = {"en": "Rules agreed by this table: ", "pt-PT": "Regras combinadas por esta mesa: ",
          "pt-BR": "Regras combinadas por esta mesa: ", "fr": "Règles dont cette table est convenue : "}
BOOKS = {"en": "Rules not in the sources, set by this book: ",
         "pt-PT": "Regras que não vêm nas fontes e são fixadas por este livro: ",
         "pt-BR": "Regras que não estão nas fontes e são definidas por este livro: ",
         "fr": "Règles absentes des sources et fixées par ce livret : "}


def book(reference: str | Path, locale: str) -> str:
    text = rulebook(load_variant(reference), locale, parent=PORTUGAL, rules=load_rules(reference))
    return text.replace("\xa0", " ").replace("\u202f", " ")  # the typeset spaces, as plain ones


def paragraph(text: str, opening: str) -> str:
    found = [line for line in text.splitlines() if line.startswith(opening)]
    assert len(found) == 1, opening
    return found[0]


@pytest.mark.parametrize("locale", ["en", "pt-PT", "pt-BR", "fr"])
def test_a_tables_own_rules_are_said_as_agreed_by_it_apart_from_the_books(locale: str) -> None:
    text = book(HOUSE / "mesa-calada.sueca", locale)
    agreed, own = paragraph(text, AGREED[locale]), paragraph(text, BOOKS[locale])
    misdeal = {"en": "shuffling, cutting or dealing out of order",
               "pt-PT": "baralhar, partir ou dar as cartas fora da ordem",
               "pt-BR": "embaralhar, cortar ou dar as cartas fora da ordem",
               "fr": "mélanger, couper ou distribuer hors de l’ordre prévu"}[locale]
    assert misdeal in agreed and misdeal not in own  # the body's name for the table's fault (PT10-06)
    assert "misdeals" not in text
    # the misdeal for the rest is Portugal's, which the file keeps: the book's, named as the file
    # renames it (EN20-01, FR20-02)
    rest = {"en": "any other irregularity in shuffling, cutting or dealing (a wrong number of cards, a card "
                  "turned face up while dealing)",
            "pt-PT": "qualquer outra irregularidade ao baralhar, partir ou dar as cartas (cartas a mais ou a menos, "
                     "uma carta à vista)",
            "pt-BR": "qualquer outra irregularidade ao embaralhar, cortar ou dar as cartas (cartas a mais ou a "
                     "menos, carta exposta)",
            "fr": "toute autre irrégularité en mélangeant, en coupant ou en distribuant (trop ou trop peu de "
                  "cartes, une carte retournée pendant la distribution)"}[locale]
    assert rest in own and rest not in agreed
    # the file writes them (its words are the table's), its own fault `out-of-order` too; what the
    # parent's book set stays the book's, Portugal's misdeal with it
    spec = load_variant(HOUSE / "mesa-calada.sueca")
    assert {"infractions.talking", "infractions.out_of_order", "infractions.looking_back", "infractions.out_of_turn",
            "illegal.accuse", "illegal.false_accusation"} <= agreed_paths(spec, PORTUGAL)
    assert "deck.points.J" not in agreed_paths(spec, PORTUGAL) and "infractions.misdeal" not in agreed_paths(
        spec, PORTUGAL)


def test_a_variant_with_sources_of_its_own_agrees_nothing_as_a_table() -> None:
    for name in ("sueca-52", "azores", "mesa-brasileira"):
        assert agreed_paths(load_variant(name), PORTUGAL) == set()
        assert AGREED["en"] not in book(name, "en")
    assert agreed_paths(load_variant(HOUSE / "mesa-calada.sueca"), None) == set()


def test_the_example_trick_trumps_and_the_winner_sentence_reads_as_a_rule() -> None:
    texts = {locale: book("portugal", locale) for locale in ("en", "pt-PT", "pt-BR", "fr")}
    assert "has no hearts and trumps with the 2 of spades;" in texts["en"]
    assert "não tem copas e corta com o 2 de espadas (trunfo);" in texts["pt-PT"]
    assert "não tem copas e corta com o 2 de espadas (trunfo);" in texts["pt-BR"]
    assert "n’a pas de cœur et coupe avec le 2 de pique (atout)" in texts["fr"]
    assert "se ninguém tiver jogado trunfo" in texts["pt-PT"] and "se ninguém tiver jogado trunfo" in texts["pt-BR"]
    assert "ramassé, et seulement tant que le pli suivant n’a pas été entamé" in texts["fr"]  # FR14-07
    assert "avant que la carte suivante" not in texts["fr"]
