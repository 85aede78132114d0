"""The sixth round's native readers on what the books state as rules and where they come from,
each kind checked on the books as generated, in every locale:

- a hand that brings both teams to the target is named only where the engine lets it happen
  (a penalty that scores one team ends the match at once), and by the table's shape (en H1,
  pt-BR W1, pt-PT R2, fr FR-20; pt-BR L6, fr FR-17);
- a game point's worth says it is more after ties where a tie raises the next hand (pt-PT R1);
- mesa-brasileira names the book's choice, and the partner shown one's cards is a fault
  (pt-BR W2, M1), and credits 002's hierarchy of the cards (en E4);
- Portugal's two deals each say their way round (en E7, pt-PT K11);
- a series says what carries from one match to the next, and defines the series (en H2/H3,
  pt-PT K7, fr FR-23/24).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.catalogue.match.normal import both_reach
from sueca_rules.words.i18n import LOCALES

from ..loaded import load_rules, load_variant
from .books import book, without_program

HOUSE = Path(__file__).resolve().parents[2] / "variants" / "house"
DIFFERENCES = {"en": "## Differences", "pt-PT": "## Diferenças", "pt-BR": "## Diferenças", "fr": "## Différences"}


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_calada_names_no_case_its_penalties_make_impossible(locale: str) -> None:
    path = str(HOUSE / "mesa-calada.sueca")
    spec = load_variant(path)
    assert str(both_reach(load_rules(path), spec).key) == "never"  # its penalty's team wins at once
    text = book(path, locale)
    differences = text.split(DIFFERENCES[locale])[1].split("\n## ")[0]
    for words in ("reach the target", "chegam ao fim", "atteignent le but", "Several", "Vários", "Plusieurs"):
        assert words not in differences, (locale, words)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_of_players_alone_names_several_players_never_teams(locale: str) -> None:
    text = book("sueca-italiana", locale)
    own = text.rsplit("\n\n", 2)[-2] if "\n\n" in text else text
    named = {"en": "the case where several players reach the target",
             "pt-PT": "o caso em que mais de um jogador chega aos pontos da vitória na mesma mão",
             "pt-BR": "o caso em que mais de um jogador alcança os pontos da vitória na mesma mão",
             "fr": "le cas où plusieurs joueurs atteignent le but"}[locale]
    assert named in text, locale
    assert "or teams" not in own and "ou equipas" not in own and "ou équipes" not in own


@pytest.mark.parametrize("locale", LOCALES)
def test_a_game_point_is_worth_more_after_ties_where_a_tie_raises_the_next_hand(locale: str) -> None:
    more = {"en": "(more after ties)", "pt-PT": "(mais, depois de empates)", "pt-BR": "(mais, depois de empates)",
            "fr": "(davantage après des égalités)"}[locale]
    assert more in book("portugal", locale)  # a tie adds 1 to the next hand won
    assert more not in book("sueca-52", locale)  # a tie scores nothing and adds nothing
    # one bonus however many ties (mesa-brasileira: 002 adds 1, not cumulated): said exactly (BR25-04)
    once = {"en": "(1 more after a tie)", "pt-PT": "(mais 1 depois de um empate)",
            "pt-BR": "(1 a mais depois de um empate)", "fr": "(1 de plus après une égalité)"}[locale]
    rules = load_rules("mesa-brasileira")
    assert rules.scoring.tie_bonus == 1 and not rules.scoring.tie_cumulative
    assert once in book("mesa-brasileira", locale) and more not in book("mesa-brasileira", locale)
    assert once not in book("portugal", locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_mesa_brasileira_names_its_choice_and_the_partner_shown_ones_cards(locale: str) -> None:
    text = book("mesa-brasileira", locale)
    note = without_program(text).rstrip().rsplit("\n", 1)[-1]  # the file's note, the book's last line
    assert "first choice above" not in note and "primeira escolha acima" not in note, locale
    assert "premier choix ci-dessus" not in note, locale
    assert {"en": "the other two choices are the ends the source gives",
            "pt-BR": "entre os dois extremos",
            "fr": "ce livret retient un moyen terme"}.get(
        locale, "as outras duas escolhas são os extremos que a fonte dá") in note, locale
    fault = {"en": "**Talking or signalling to a partner**",  # 002 gives showing one's cards no penalty
             "pt-PT": "**Falar ou fazer sinais ao parceiro**",
             "pt-BR": "**Falar ou fazer sinais para o parceiro**",
             "fr": "**Parler ou faire des signes à son partenaire**"}[locale]
    assert fault in text, locale
    assert text == book("variants/dsl/mesa-brasileira.sueca", locale)  # the YAML and its DSL twin


def test_mesa_brasileira_credits_002s_order_of_the_cards() -> None:
    assert "the order of the cards" not in book("mesa-brasileira", "en")


@pytest.mark.parametrize("locale", LOCALES)
def test_each_of_portugals_deals_says_its_way_round(locale: str) -> None:
    text = book("portugal", locale)
    against = {"en": "(against the direction of play)", "pt-PT": "(no sentido contrário ao do jogo)"}.get(locale)
    along = {"en": "(in the direction of play)", "pt-PT": "(no sentido do jogo)"}.get(locale)
    cards = text[text.index("\n## ", text.index("\n## ") + 1):]  # past the table options
    deals = [line for line in cards.splitlines() if line.startswith("    - **")][:2]
    assert len(deals) == 2 and all(re.search(r"\)\. ", line) for line in deals), deals
    if against and along:
        assert against in deals[0] and along in deals[1], deals


@pytest.mark.parametrize("locale", LOCALES)
def test_a_series_says_what_carries_from_one_match_to_the_next(locale: str) -> None:
    text = book(str(HOUSE / "torneio-mocas.sueca"), locale).replace("*", "")
    starts = {"en": "Each moca starts again from zero, and nothing a tie added carries over",
              "pt-PT": "Cada moca começa do zero, e o que um empate acrescentou não passa",
              "pt-BR": "Cada moca começa do zero, e o que um empate acrescentou não passa",
              "fr": "Chaque moca repart de zéro, et ce qu’une égalité avait ajouté ne passe pas"}[locale]
    assert starts in text, locale
    series = {"en": "- **series**", "pt-PT": "- **série**", "pt-BR": "- **série**", "fr": "- **série**"}[locale]
    assert series.replace("*", "") in text  # the glossary defines the word the book says
    if locale == "en":
        assert text.startswith("# Sueca: first to three mocas\n")
