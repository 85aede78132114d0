"""What a book credits to its sources, and a variant's own words said one way (round-13 readers).

- A rule a cited source gives is not listed among the book's own: sueca-a-dois's Wikipedia says
  "The dealer shuffles the cards", so "who shuffles" is credited (EN13-12, FR13-13, BR13-07).
- A web site is masculine in Portuguese: "do pagat", "o framor.info" (BR13-08).
- A house fault is said the same way in the description and the list of faults; the table's
  "fora da ordem" is out of the set order, never the "out of turn" of playing out of turn
  (BR13-06, EN13-14, FR13-17).
- A description is fixed text: it stays true under every option choice; mesa-brasileira's says
  what a *bandeira* does, not what it is (BR13-02).
"""

from __future__ import annotations

import re

import pytest

from sueca_rules import load_variant
from sueca_rules.catalogue.illegal.words import infraction_name
from sueca_rules.docs import rulebook
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..loaded import load_rules
from .books import book

CALADA = "variants/house/mesa-calada.sueca"


def _own_line(text: str, locale: str) -> str:
    own = plain(Voice(locale).gettext("Rules not in the sources, set by this book: {rules}.", rules=""))
    return next(line for line in text.splitlines() if line.startswith(own.split(":")[0]))


@pytest.mark.parametrize("locale", LOCALES)
def test_a_rule_the_sources_give_is_not_the_books_own(locale: str) -> None:
    spec = load_variant("sueca-a-dois")
    assert spec.deal["standard"].shuffles == "dealer"
    assert not any(key.endswith(".shuffles") for key in spec.decided)
    shuffles = plain(Voice(locale).pgettext("rule", "Who shuffles")).lower()
    line = _own_line(book("sueca-a-dois", locale), locale)
    assert shuffles not in line.lower(), line


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR"])
def test_a_site_is_masculine_in_portuguese(locale: str) -> None:
    duo, five = book("sueca-a-dois", locale), book("sueca-italiana", locale)
    assert "são do pagat" in duo and not re.search(r"\b(da|a|na|pela) pagat\b", duo)
    assert "o framor.info não" in five and not re.search(r"\b(da|a|na|pela) framor\.info\b", five)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_house_fault_is_said_alike_in_the_description_and_the_list(locale: str) -> None:
    text = book(CALADA, locale)
    head = text.split("\n## ", 1)[0]
    s = Speaker(Voice(locale), load_variant(CALADA))
    looking = plain(infraction_name("looking_back", s))
    # the table's own fault (EN20-01); Portugal's misdeal kept for the rest, named as its other
    misdeal = plain(infraction_name("out_of_order", s))
    rest = plain(infraction_name("misdeal", s))
    assert f"**{looking}**" in text and f"**{misdeal}**" in text and f"**{rest}**" in text and rest != misdeal
    # the description's clause is the fault's name (the verb conjugated in Portuguese and French)
    said = {"en": (looking[:1].lower() + looking[1:], misdeal[:1].lower() + misdeal[1:]),
            "pt-PT": ("espreita as vazas já recolhidas", "baralha, parte ou dá fora da ordem"),
            "pt-BR": ("espia as vazas já recolhidas", "embaralha, corta ou dá as cartas fora da ordem"),
            "fr": ("regarde des plis déjà ramassés", "mélange, coupe ou donne hors de l’ordre prévu")}[locale]
    assert all(words in head for words in said), head
    assert looking.split()[-1] in said[0]  # recolhidas / ramassés / tricks, as the name ends
    # out of the set order, never the "out of turn" of the fault after it
    assert not re.search(r"(shuffling|cutting|dealing) out of turn|donne hors de son tour|distribuer hors de son tour",
                         text), locale


DEFINITIONS = {"en": ("card points", "every trick"), "pt-PT": ("pontos", "vazas"),
               "pt-BR": ("pontos", "vazas"), "fr": ("points", "plis")}
WINS = {"en": "wins the match at once", "pt-PT": "ganha logo a partida", "pt-BR": "vence a partida na hora",
        "fr": "fait gagner la partie aussitôt"}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_description_stays_true_under_every_option(locale: str) -> None:
    name = "mesa-brasileira"
    subtitles = set()
    for value in load_variant(name).options["bandeira"].values:
        chosen = {"bandeira": value}
        text = plain(rulebook(load_variant(name, chosen), locale, rules=load_rules(name, chosen)))
        subtitle = text.split("\n\n")[1]
        assert subtitle.startswith("*") or "*" in subtitle[1:], subtitle  # upright round its own italics
        subtitles.add(subtitle)
        assert not any(word in subtitle for word in DEFINITIONS[locale]), subtitle  # what it does, not is
        # what the subtitle says it does, the body says under this choice too
        body = text.split("\n## ", 1)[1]
        assert any("bandeira" in line and WINS[locale] in line for line in body.splitlines()), (value, locale)
    assert len(subtitles) == 1
