"""What native readers asked of the game screen and `replay --show` (tri5): seats named by
their compass points in full, capitalised, at every table and in every locale; scores below 0
with a real minus sign; a two-player table's stock said for two; accusations printed where
they were made; replay's summary naming the variant by its title."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.cli.said import replayed, team
from sueca_rules.engine import Match
from sueca_rules.engine.autoplay import random_match
from sueca_rules.play.screen import score_sheet
from sueca_rules.play.show import _by_play, play_by_play, shown_lines
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal_table import deal_notes, stock_used_up, table_lines
from sueca_rules.words.i18n import Voice

from ..loaded import load_rules, load_variant

LOCALES = ("en", "pt-PT", "pt-BR", "fr")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("variant", ["sueca-a-dois", "sueca-italiana"])
def test_seats_are_named_in_full_and_capitalised(variant: str, locale: str) -> None:
    rules = load_rules(variant)
    t = Talk(rules, locale, load_variant(variant))
    names = [t.compass(seat) for seat in range(rules.table.players)]
    assert all(name[0].isupper() and len(name) > 2 for name in names), names
    scores = t.by_side([0] * rules.table.sides, 0)
    assert all(name in scores for name in names[1:])  # the score line: `You 0 · North 0`
    assert not re.search(r"\b(N|W|NW|NE|E|O|NO)\b \d", scores), scores


@pytest.mark.parametrize("locale", LOCALES)
def test_a_score_below_zero_has_a_real_minus_and_no_cross(locale: str) -> None:
    rules = load_rules("sueca-italiana")
    t = Talk(rules, locale, load_variant("sueca-italiana"))
    said = t.by_side([1, -1, 0, 2, -2], 0)
    assert "\u22121" in said and "-1" not in said and "\u22122" in said
    sheet = score_sheet((-1, 2), ("You", "West")).splitlines()
    assert sheet[-1].split() == ["\u22121", "2"]
    assert all("┼" not in row[:13] for row in sheet[1:4]) and all("┼" in row for row in sheet[1:4][1:2])


@pytest.mark.parametrize("locale", LOCALES)
def test_the_stock_at_two_is_said_for_two(locale: str) -> None:
    rules = load_rules("sueca-a-dois")
    t = Talk(rules, locale, load_variant("sueca-a-dois"))
    notes = deal_notes(t, Match(rules, seed=3).deal(None), 0)
    assert not any(word in " ".join(notes) for word in ("others", "outros", "autres", "talon")), notes
    assert not any(word in line for line in table_lines(t, 0) for word in ("clockwise", "relógio", "horário",
                                                                            "aiguilles"))
    used_up = stock_used_up(t)  # what the play rules ask once the stock is gone: follow suit
    follow = t.words["follow"].text
    assert rules.play.must_follow and not rules.deals.stock.must_follow and follow in used_up, used_up
    assert "'" not in used_up  # typographic apostrophes only ("the table's usual rules" is gone)


def test_replay_prints_an_accusation_after_the_trick_it_followed() -> None:
    match = random_match(load_rules("portugal"), seed=1)
    hands = _by_play(match)
    assert any(h["accusations"] for h in hands) and all("accused_after" not in h for h in play_by_play(match))
    lines = shown_lines(match, "en")
    for number, hand in enumerate(hands, 1):
        start = lines.index(next(line for line in lines if line.startswith(f"=== Hand {number}:")))
        block = lines[start + 1:]
        for after, cards, _ in hand["accused_after"]:
            at = next(i for i, line in enumerate(block) if line.startswith("  ! "))
            before = [line for line in block[:at] if "→" in line]
            # printed after the trick it was made after, or after the trick it was made in
            assert len(before) == after + (1 if cards and after < len(hand["tricks"]) else 0)
            block = block[at + 1:]


@pytest.mark.parametrize("locale", LOCALES)
def test_replay_names_seats_and_sides_at_other_tables(locale: str) -> None:
    rules = load_rules("sueca-italiana")
    match = random_match(rules, seed=1)
    text = "\n".join(shown_lines(match, locale, load_variant("sueca-italiana")))
    assert not re.search(r"(seat|lugar|Lugar|place|Place) \d", text)
    assert "\u2212" in text and not re.search(r"(?<![\d–])-\d", text)  # a lost contract: −1
    v = Voice(locale)
    assert team(1, v, rules.table) == Talk(rules, locale).compass(1)
    line = replayed(Path("r.json"), v, "Sueca italiana", 2, [1, -1, 0, 2, 0], None, 0, table=rules.table, tricks=8)
    assert "\u22121" in line and Talk(rules, locale).compass(3) in line  # each side's score, named
    assert {"en": "before the first trick", "fr": "avant le premier pli"}.get(locale, "antes da primeira vaza") in line


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_a_bidding_table_of_single_scores_says_partners_change_not_each_for_themselves(
        locale: str, tmp_path: Path) -> None:
    """Sueca italiana keeps a score per player but a partner each hand (fifth readers: "Each
    player plays for themselves" contradicted the called partner on the next line)."""
    from ..conftest import run_cli

    out = run_cli("play", "sueca-italiana", "--lang", locale, "--seed", "7", "-o", str(tmp_path / "g.json"),
                  input_text="quit\n", cwd=tmp_path).stdout
    said = {"en": "Each player keeps a score of their own; the partners change every hand.",
            "fr": "Chaque joueur a son propre score\u00a0; les partenaires changent à chaque donne."}[locale]
    assert said in out, out[:800]
    assert "for themselves" not in out and "pour soi" not in out
