"""Round 23 (fresh readers): the kinds fixed after it —

- a trick does not win a match: the accusation window says the hand that won it (EN23-01);
- who plays with whom at a called-partner table, before "the defenders" are named (FR23-04);
- French: lower case after the colon of a hand's heading (FR23-05); a book's title quoted in a note
  (FR23-06); "que ce livret fixe lui-même", not a calque (FR23-02); a note as whole as the English
  (FR23-03);
- pt-PT "ganhas tu" (PT23-02); pt-BR a voided hand "cancelada", not the annulled tie's word (BR23-02);
  Sueca Online's tie carried over by the book's own choice in every language (BR23-01).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.words.typeset import plain

from ..conftest import run_cli
from ..loaded import load_rules, load_variant
from .books import book

LOCALES = ("en", "pt-PT", "pt-BR", "fr")


def _flat(text: str) -> str:
    return " ".join(plain(text).replace("\u2019", "'").split())


def test_the_accusation_window_names_the_hand_that_won_the_match() -> None:
    text = _flat(book("portugal", "en"))
    assert "Once a team has won the match, even if the hand just played is what won it, no accusation " \
           "can be made." in text
    assert "even by that last trick" not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_a_called_partner_table_says_who_plays_with_whom(locale: str) -> None:
    said = {"en": "the declarer (who wins the auction) and the holder of the card the declarer calls play "
                  "together against the 3 others, the defenders",
            "pt-PT": "quem ganha o leilão (o declarante) e quem tem a carta que ele chama jogam juntos contra os "
                     "outros 3, os defensores",
            "pt-BR": "quem vence o leilão (o declarante) e quem tem a carta que ele chama jogam juntos contra os "
                     "outros 3, os defensores",
            "fr": "le preneur (qui remporte les enchères) et le détenteur de la carte qu'il appelle jouent "
                  "ensemble contre les 3 autres, les défenseurs"}[locale]
    text = _flat(book("sueca-italiana", locale))
    assert said in text
    assert text.index(said) < text.index("defen" if locale == "en" else "défen" if locale == "fr" else "defens"
                                         ) + len(said)


def test_french_heading_of_a_hand_is_lower_case_after_its_colon(tmp_path: Path) -> None:
    output: list[str] = []
    play_in_terminal(load_rules("portugal"), "portugal", 0, 7, tmp_path / "g.json", io.StringIO("quitter\n"),
                     output.append, locale="fr")
    heading = next(line for line in "\n".join(output).splitlines() if line.startswith("=== "))
    after = heading.split("\u00a0: ", 1)[1] if "\u00a0: " in heading else heading.split(" : ", 1)[1]
    assert after[:1].islower(), heading
    shown = run_cli("replay", str(tmp_path / "g.json"), "--show", "--lang", "fr").stdout
    head = next(line for line in shown.splitlines() if line.startswith("=== "))
    assert head.replace("\u00a0", " ").split(" : ", 1)[1].startswith(("Nord ", "Sud ", "Est ", "Ouest ")), head


def test_french_notes_quote_titles_and_say_the_books_own_values() -> None:
    brazil = _flat(book("brazil", "fr"))
    assert "comme dans « Sueca (table brésilienne) »" in brazil
    assert "que ce livret fixe lui-même" in brazil and "comme les siens" not in brazil
    assert "que ce livret fixe lui-même" in _flat(book("azores", "fr"))
    deux = _flat(book("sueca-a-dois", "fr"))
    assert "est la règle du programme card_games ; les autres sources ne donnent pas de sanction" in deux


def test_pt_pt_says_ganhas_tu() -> None:
    t = Talk(load_rules("portugal"), "pt-PT", load_variant("portugal"))
    line = t.gettext("{trick} {number}: {cards} — you win it ({points})", number=3, cards="…", points="3")
    assert "— ganhas tu (" in line


def test_pt_br_voided_hand_is_not_the_annulled_ties_word() -> None:
    out = _flat(run_cli("docs", "mesa-brasileira", "--lang", "pt-BR", "-O", "tie=annulled").stdout)
    assert "mão cancelada" in out and "ou mão anulada)" not in out


@pytest.mark.parametrize("locale", LOCALES)
def test_sueca_online_carries_nothing_over_by_its_own_choice(locale: str) -> None:
    own = {"en": "by its own choice", "pt-PT": "por escolha sua", "pt-BR": "por conta própria",
           "fr": "de son propre choix"}[locale]
    assert own in _flat(book("sueca-online", locale))
