"""`replay --show` prints an accusation where the record has it: between two tricks, or with a
trick in progress — after that trick's line, saying which trick and after how many cards
(pt-PT Y3), a trick the accusation ended shown with its cards so far — and the accusation and
its outcome as one sentence, in the four locales (FR-27)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sueca_rules.engine.match import Match
from sueca_rules.play.show import shown_lines
from sueca_rules.play.talk import Talk
from sueca_rules.words.i18n import LOCALES

from ..conftest import run_cli
from ..loaded import load_rules, load_variant


def _accused_after(cards: int) -> Match:
    """Portugal, seed 3: `cards` cards played, North–South accuse (no revoke), the hand played out."""
    match = Match(load_rules("portugal"), seed=3)
    match.deal()
    for _ in range(cards):
        match.play(match.hand.legal[0])  # type: ignore[union-attr]
    match.accuse(0)
    while match.hand is not None and not match.hand.finished:
        match.play(match.hand.legal[0])
    return match


@pytest.mark.parametrize("locale", LOCALES)
def test_an_accusation_mid_trick_follows_that_tricks_cards(locale: str) -> None:
    t = Talk(load_rules("portugal"), locale, load_variant("portugal"))
    match = _accused_after(7)  # a trick of four, then three cards of the second
    lines = shown_lines(match, locale)
    accusation = next(i for i, line in enumerate(lines) if line.startswith("  ! "))
    assert lines[accusation - 1].startswith("   2. ") and lines[accusation + 1].startswith("   3. ")
    # the trick's line above shows all four cards: whose card came next is said (fr FR13-08)
    fourth = match.rules.table.seat_at[match.hand.tricks[1].leader][3]  # type: ignore[union-attr]
    when = t.v.ngettext("during {trick} {number}, after {count} card, before {who}’s card",
                        "during {trick} {number}, after {count} cards, before {who}’s card",
                        3, **{**t.words, "number": 2, "who": t.compass(fourth)})
    said = t.phrase("{team} accuse the other team of {revoke:a}", team=t.v.pgettext("team", "North–South"))
    assert lines[accusation] == "  ! " + t.gettext("{accusation}: {outcome}.", accusation=f"{said} ({when})",
                                                   outcome=t.outcome(False))
    assert sum(line.startswith("  ! ") for line in lines) == 1


@pytest.mark.parametrize("locale", LOCALES)
def test_an_accusation_between_tricks_says_no_moment(locale: str) -> None:
    lines = shown_lines(_accused_after(8), locale)
    accusation = next(i for i, line in enumerate(lines) if line.startswith("  ! "))
    assert lines[accusation - 1].startswith("   2. ") and lines[accusation + 1].startswith("   3. ")
    # timed like any accusation, after the trick it follows (FR16-17: one was timed, one not)
    assert re.search(r"\((after trick|après le pli|depois da vaza) 2\)", lines[accusation]), lines[accusation]
    assert lines[accusation].count(":") == 1


def test_the_french_line_names_the_team_and_joins_the_outcome() -> None:
    line = next(line for line in shown_lines(_accused_after(8), "fr") if line.startswith("  ! "))
    assert line == "  ! L’équipe Nord–Sud accuse l’autre équipe de renonce (après le pli 2)\u00a0: rien n’est prouvé."


def _revoke_accused_mid_trick() -> Match:
    """Portugal: a revoke in the first trick, then the other team accuses after two cards of the
    second, and the proven revoke ends the hand there, its second trick unfinished."""
    rules = load_rules("portugal")
    for seed in range(1, 60):
        match = Match(rules, seed=seed)
        match.deal()
        while match.hand is not None and len(match.hand.tricks) == 0:
            hand = match.hand
            wrong = [c for c in hand.hands[hand.turn] if c not in hand.legal]
            if wrong and hand.trick:
                culprit = hand.turn
                match.play(wrong[0])
                while match.hand is not None and (len(match.hand.tricks), len(match.hand.trick)) != (1, 2):
                    match.play(match.hand.legal[0])
                match.accuse(1 - rules.table.side_of[culprit])
                return match
            match.play(hand.legal[0])
    raise AssertionError("no seed gives a revoke in the first trick")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_record_whose_hand_ends_mid_trick_shows_that_tricks_cards(locale: str, tmp_path: Path) -> None:
    match = _revoke_accused_mid_trick()
    record = tmp_path / "game.json"
    record.write_text(json.dumps(match.record()), encoding="utf-8")
    shown = run_cli("replay", str(record), "--show", "--lang", locale)
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    accusation = next(i for i, line in enumerate(lines) if line.startswith("  ! "))
    # the trick the accusation stopped says so (BR22-07), not just "unfinished" as a record cut short
    stopped = {"en": "(trick interrupted by the accusation)", "pt-PT": "(vaza interrompida pela acusação)",
               "pt-BR": "(vaza interrompida pela acusação)", "fr": "(pli interrompu par l’accusation)"}
    assert lines[accusation - 1].startswith("   2. ") and lines[accusation - 1].endswith(stopped[locale])
    assert lines[accusation - 1].count(",") == 1  # the two cards played to the second trick
    t = Talk(load_rules("portugal"), locale, load_variant("portugal"))
    assert t.outcome(True) in lines[accusation] and "(" in lines[accusation]
