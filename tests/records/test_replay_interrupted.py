"""`replay --show` shows the trick a declared fault or an accusation ended a hand in, its cards
so far and what interrupted it (BR22-07: after a misdeal declared with two cards on the table the
replay went from the hand's heading straight to its card points, the two cards lost), in the four
locales; a record cut short mid-trick keeps its "not finished" mark."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sueca_rules.engine.match import Match
from sueca_rules.play.show import play_by_play, shown_lines
from sueca_rules.play.talk import Talk
from sueca_rules.words.i18n import LOCALES

from ..conftest import run_cli
from ..loaded import load_rules, load_variant

MISDEAL = {"en": "(trick interrupted: misdeal declared)",
           "pt-PT": "(vaza interrompida: erro na distribuição declarado)",
           "pt-BR": "(vaza interrompida: erro na distribuição declarado)",
           "fr": "(pli interrompu : maldonne déclarée)"}
POINTS = {"en": "  Card points: ", "pt-PT": "  Pontos das cartas: ", "pt-BR": "  Pontos das cartas: ",
          "fr": "  Points des cartes : "}


def _declared_after(name: str, cards: int, fault: str) -> Match:
    """`cards` cards played in the first hand, then `fault` declared against East–West."""
    match = Match(load_rules(name), seed=9)
    match.deal()
    for _ in range(cards):
        match.play(match.hand.legal[0])  # type: ignore[union-attr]
    match.declare(1, fault)
    return match


def _plain(line: str) -> str:
    return line.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("cards", [2, 7])
def test_a_misdeal_declared_mid_trick_shows_the_trick_it_interrupted(locale: str, cards: int) -> None:
    match = _declared_after("portugal", cards, "misdeal")
    t = Talk(match.rules, locale, load_variant("portugal"))
    lines = [_plain(line) for line in shown_lines(match, locale, load_variant("portugal"))]
    end = next(i for i, line in enumerate(lines) if line.startswith(_plain(POINTS[locale])))
    done, left = divmod(cards, 4)
    cut = lines[end - 1]
    assert cut.startswith(f"  {done + 1:>2}. ") and cut.endswith(" " + MISDEAL[locale]), lines[:end + 1]
    assert cut.count(",") == left - 1  # the cards played to it so far, each with its seat
    played = [t.card(c) for c in match.log if isinstance(c, int)][4 * done:]
    assert all(card in cut for card in played), (cut, played)
    assert [line for line in lines[:end] if " " + MISDEAL[locale] in line] == [cut]


@pytest.mark.parametrize("locale", LOCALES)
def test_another_declared_fault_names_itself_on_the_trick_it_interrupted(locale: str) -> None:
    match = _declared_after("mesa-brasileira", 3, "talking")
    t = Talk(match.rules, locale, load_variant("mesa-brasileira"))
    lines = shown_lines(match, locale, load_variant("mesa-brasileira"))
    said = t.phrase("{trick} interrupted by a declared fault: {fault}", fault=t.settled("talking"))
    cut = next(line for line in lines if line.startswith("   1. "))
    assert cut.endswith(f" ({said})") and cut.count(",") == 2, cut
    assert t.settled("talking") in said


def test_the_json_play_by_play_leaves_the_interruption_out() -> None:
    hand = play_by_play(_declared_after("portugal", 2, "misdeal"))[0]
    assert "interrupted" not in hand and hand["tricks"] == []


def test_a_record_stopped_mid_trick_is_still_just_unfinished() -> None:
    match = Match(load_rules("portugal"), seed=9)
    match.deal()
    for _ in range(2):
        match.play(match.hand.legal[0])  # type: ignore[union-attr]
    lines = shown_lines(match, "pt-BR")
    assert lines[-1].endswith("(vaza inacabada)") and "interrompida" not in "\n".join(lines)


def test_the_readers_game_replays_the_two_cards_before_the_misdeal(tmp_path: Path) -> None:
    """BR22-07 as reported: `play portugal --lang pt-BR --seed 9`, two cards on the table, then
    `declarar distribuição eles`; `replay --show` in pt-BR."""
    save = tmp_path / "g.json"
    played = run_cli("play", "portugal", "--lang", "pt-BR", "--seed", "9", "--save", str(save),
                     input_text="declarar distribuição eles\nsair\n")
    assert played.returncode == 0, played.stderr
    shown = run_cli("replay", str(save), "--show", "--lang", "pt-BR")
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[0].startswith("=== Mão 1: Leste dá as cartas")
    assert lines[1] == "   1. Norte 2♥, Oeste 3♥ (vaza interrompida: erro na distribuição declarado)", lines[:3]
    assert lines[2].startswith("  Pontos das cartas: ") and "um erro na distribuição" in lines[2]
    assert json.loads(save.read_text())["hands"][0]["actions"]
