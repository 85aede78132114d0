"""Twelfth readers: a book names the second-highest card the *manilha* only where the table's
words (its own or a parent's) give that word (pt-BR BR12-15: the Brazilian table's 002, the
52-card page and the five-player apps never say it); a house table's own Portuguese words said
beside the reading an English or French book gives them (fr FR12-10: *fora da ordem*)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sueca_rules.words.i18n import LOCALES

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book, without_program

HOUSE = sorted(str(p) for p in (Path(__file__).resolve().parents[2] / "variants" / "house").glob("*.sueca"))
CALADA = str(Path(__file__).resolve().parents[2] / "variants" / "house" / "mesa-calada.sueca")
SECOND = {"pt-PT": "segunda carta mais alta de cada naipe", "pt-BR": "segunda carta mais alta de cada naipe",
          "en": "second-highest card of each suit", "fr": "deuxième carte la plus forte de chaque couleur"}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_manilha_is_named_only_where_the_table_names_it(locale: str) -> None:
    unnamed = [name for name in BUNDLED + HOUSE if load_variant(name).words.manilha is None]
    assert {"mesa-brasileira", "sueca-italiana", "sueca-52"} <= {Path(n).stem for n in unnamed}
    for name in BUNDLED + HOUSE:
        text, spec = book(name, locale), load_variant(name)
        rank = load_rules(name).deck.rank_labels[1]
        assert SECOND[locale] in text, (name, locale)  # the card is still said, by its rank
        if spec.words.manilha is None:
            assert "manilha" not in text.lower(), (name, locale)  # nor in the glossary
            assert f"{rank}." in text.split(SECOND[locale], 1)[1].split("\n", 1)[0], (name, locale)
        else:
            assert "**manilha**" in text, (name, locale)  # the glossary defines it


def test_portugal_and_its_children_keep_the_manilha() -> None:
    assert "- The second-highest card of each suit, the 7, is the *manilha*." in book("portugal", "en")
    assert "- A segunda carta mais alta de cada naipe, o 7, é a manilha." in book("portugal", "pt-PT")
    assert "- La deuxième carte la plus forte de chaque couleur, le 10, est la *manilha*." in book("azores", "fr")
    br = book("azores", "pt-BR")
    assert "é o 10, que aqui se chama manilha (no resto de Portugal, a manilha é o 7)" in br
    assert "não é a manilha do truco" in br and "chamam de manilha" not in br  # BR13-05
    assert "- The second-highest card of each suit is the 7." in book("mesa-brasileira", "en")
    assert "- A segunda carta mais alta de cada naipe é o 7." in book("sueca-52", "pt-BR")


def test_a_house_note_gives_the_tables_own_words_beside_the_books_reading() -> None:
    """FR12-10: the English and French books say the table's «fora da ordem» too, read as out of
    the set order (EN13-14, FR13-17), the Portuguese ones need no note (they say the words themselves)."""
    assert "The table’s words are “fora da ordem”: out of the set order of who shuffles, who cuts and who deals." \
        in book(CALADA, "en")
    assert ("Les mots de la table sont « fora da ordem » : hors de l’ordre prévu (qui mélange, qui coupe, "
            "qui donne).") in book(CALADA, "fr")  # FR14-06: the order named in brackets
    assert "Mélanger, couper ou distribuer hors de l’ordre prévu" in book(CALADA, "fr")  # the reading kept
    texts = load_variant(CALADA).texts
    for locale in ("pt-PT", "pt-BR"):
        text = book(CALADA, locale)
        sources = without_program(text).split("\n## ")[-1]  # the agreed rules name the fault once, no note beside them
        infractions = texts[locale.replace("-", "_")].infractions
        names = {name: said[:1].lower() + said[1:] for name, said in infractions.items()}
        paragraphs = sources.split("\n\n")
        [agreed] = [p for p in paragraphs if p.startswith("Regras combinadas por esta mesa: ")]
        # the table's own fault (EN20-01), among its agreed rules; Portugal's misdeal for the rest,
        # "any other irregularity" (BR22-03), among the rules this book sets: no second, no note
        assert agreed.count("fora da ordem") == 1 and f"; {names['out_of_order']})." in agreed, (locale, agreed)
        [own] = [p for p in paragraphs if p.startswith("Regras que não ")]
        follows = {"pt-PT": "o que se segue a", "pt-BR": "o que acontece depois de"}[locale]  # FR23-01
        assert own.count("fora da ordem") == 0 and f"; {follows} {names['misdeal']}; " in own, (locale, own)
        assert "fora da ordem" in text and sources.count("fora da ordem") == 1, locale
