"""The eighth round's native readers on the books', the matrix's and diff's language, each
kind checked on the output as generated:

- trumps are a suit, never a card: no subtitle says "the trump is the card…" (pt-PT R8PT-01),
  in any locale or variant file;
- a subtitle is a lede, not the rules: sueca-52's is short (en L-6, pt-PT R8PT-06), its note
  says plainly which scoring is the book's (en L-4, pt-BR LG-3/LG-4);
- French: *mocas* said naturally in torneio-mocas' title, no "donne donne" (fr L1, L2), "de la
  Sueca (Brésil)" with its article (fr L3), the tables' Portuguese words in italics in diff and
  in every English or French title and description (fr L4);
- mesa-calada's description names every fault its rule covers: shuffling, cutting and dealing
  out of turn (fr L5);
- a table's own word for a thing (Sueca Online's *rodada*) says the usual word beside it in its
  glossary (pt-BR LG-1).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import ROOT, run_cli
from .books import book

BUNDLED = ("portugal", "azores", "brazil", "sueca-fr", "sueca-online", "jogos-do-rei", "mesa-brasileira",
           "sueca-52", "sueca-a-dois", "sueca-italiana")
HOUSE = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "variants" / "house").glob("*.sueca"))
TRUMP_IS_A_CARD = re.compile(r"o trunfo é (a|uma) carta|trump is (the|a) card|l[’']atout est (la|une) carte",
                             re.IGNORECASE)


def subtitle(text: str) -> str:
    return text.split("\n\n")[1]


@pytest.mark.parametrize("locale", LOCALES)
def test_trumps_are_a_suit_in_every_subtitle(locale: str) -> None:
    for name in (*BUNDLED, *HOUSE):
        assert not TRUMP_IS_A_CARD.search(subtitle(book(name, locale))), (name, locale)
    assert "o naipe de trunfo é o da carta que fica à vista" in subtitle(book("azores", "pt-PT"))


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_52_subtitle_is_a_short_lede(locale: str) -> None:
    lede = subtitle(book("sueca-52", locale))
    assert len(lede.split()) <= 40, (locale, lede)  # it was 48–55 words
    assert "12" in lede or "doze" in lede or "twelve" in lede or "douze" in lede


def test_sueca_52_note_says_which_scoring_is_the_books() -> None:
    assert "only the 61 points needed to win a hand and the 60–60 tie are this book’s" in book("sueca-52", "en")
    assert "Quanto aos pontos de jogo, só o mínimo de 61 pontos" in book("sueca-52", "pt-BR")
    assert "a carta de trunfo é uma das doze cartas não distribuídas" in book("sueca-52", "pt-BR")
    assert "Da pontuação, só o mínimo de 61 pontos" in book("sueca-52", "pt-PT")
    for locale in LOCALES:
        text = book("sueca-52", locale)
        for awkward in ("Of what card points score", "Do que valem os pontos", "as duas são uma das doze"):
            assert awkward not in text, (locale, awkward)


def test_french_mocas_and_variant_titles_read_naturally() -> None:
    mocas = book("variants/house/torneio-mocas.sueca", "fr")
    assert mocas.startswith("# Sueca : la série se joue en trois *mocas* gagnantes\n")  # not "en trois" (FR11-03)
    assert "donne donne" not in mocas and "la première donne de la *moca* suivante est distribuée par" in mocas
    for name, deal in (("jogos-do-rei", "habituelle de la Sueca (Brésil)"),
                       ("sueca-online", "alternative de la Sueca (Portugal)")):
        text = book(name, "fr")
        assert f"une seule, comparée ci-dessous à la distribution {deal}" in text, name
        assert "comparée dans les lignes suivantes" not in text, name
    diff = plain(run_cli("diff", "portugal", "sueca-italiana", "--lang", "fr", "--format", "md").stdout)
    assert "de la Sueca (Portugal)" in diff


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_diff_sets_the_tables_portuguese_words_in_italics(locale: str) -> None:
    diff = plain(run_cli("diff", "portugal", "mesa-brasileira", "--lang", locale, "--format", "md").stdout)
    assert "*pente* (" in diff and "*bandeira* (" in diff
    assert not re.search(r"[^*]\b(bandeira|pente)\b[^*]", diff.replace("**Bandeira**", "")), locale


def test_english_and_french_titles_set_portuguese_words_in_italics() -> None:
    roman = re.compile(r"(?<![*\w])(bandeiras?|manilha|gato|chapéu|arrepio)(?![*\w])")
    for path in (ROOT / "variants").rglob("*"):
        if path.suffix not in (".sueca", ".yaml"):
            continue
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if re.match(r"\s*texts (en|fr) \{.*\}", line):
                for value in re.findall(r'(?:title|description) "([^"]*)"', line):
                    assert not roman.search(value), (path.name, value)
    # a subtitle with its own italic words is upright, the words in italics (pt-BR BR15-09)
    assert "as the *manilha*: the 7s" in subtitle(book("azores", "en"))
    assert "comme *manilha* : on retire" in subtitle(book("azores", "fr"))
    assert "une *bandeira* ou prouve" in subtitle(book("mesa-brasileira", "fr"))


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_calada_description_names_every_fault_of_its_rule(locale: str) -> None:
    said = {"en": "shuffling, cutting or dealing out of order", "pt-PT": "baralha, parte ou dá fora da ordem",
            "pt-BR": "embaralha, corta ou dá as cartas fora da ordem",
            "fr": "mélange, coupe ou donne hors de l’ordre prévu"}[locale]
    assert said in subtitle(book("variants/house/mesa-calada.sueca", locale))


def test_a_tables_own_word_says_the_usual_one_beside_it() -> None:
    text = book("sueca-online", "pt-BR")
    assert "- **rodada** (em outras mesas, *mão*):" in text
    assert "em outras mesas" not in book("portugal", "pt-BR")  # the usual words: nothing to say
