"""Case files (sueca_rules/conformance/cases.py): an impossible case is a wrong file, every
problem of a file comes in one run, and each message names the card and what to write."""

from __future__ import annotations

from pathlib import Path

import pytest

from sueca_rules.conformance.cases import load_case_file
from sueca_rules.errors import ProblemsError

from ..conftest import run_cli

HEAD = "variant: portugal\ncases:\n"


def _problems(tmp_path: Path, cases: str) -> list[str]:
    path = tmp_path / "cases.yaml"
    path.write_text(HEAD + cases, encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_case_file(path)
    return [f"{p.location.line}: {p.message}" for p in info.value.problems]


# -- impossible cases: refused as wrong files, located on the wrong value ----------------------
@pytest.mark.parametrize(("case", "line", "words"), [
    ("trick: {trump: S, cards: [QC, 2C]}\n    expect: {winner: 3}", 5,
     "winner 3 played no card: the winner is a position in play order, 0 to 1"),
    ("trick: {trump: S, cards: [QC]}\n    expect: {winner: 1}", 5, "0 to 0 for the 1 cards"),
    ("trick: {trump: S, cards: [QC, 2C, 3C, 4C, 5C]}\n    expect: {winner: 0}", 4,
     "a trick has 1 to 4 cards"),
    ("trick: {trump: S, cards: [QC, JC]}\n    expect: {points: 121}", 5, "0 to 120 points"),
    ("hand_score: {points: [120, 0], tricks: [0, 10]}\n    expect: {game_points: [4, 0]}", 4,
     "team 0 took no trick, so it has no card points — not 120"),
    ("hand_score: {points: [100, 20], tricks: [10, 0]}\n    expect: {game_points: [4, 0]}", 4,
     "team 1 took no trick"),
    ("hand_score: {points: [0, 120], tricks: [6, 4]}\n    expect: {game_points: [0, 2]}", 4,
     "team 1's 4 tricks are 16 cards, worth 0 to 112 points — not 120"),
    ("hand_score: {points: [94, 20]}\n    expect: {game_points: [2, 0]}", 4,
     "must add up to 120"),
    ("hand_score: {points: [94, 26], tricks: [6, 3]}\n    expect: {game_points: [2, 0]}", 4,
     "must add up to 10"),
    ("hand_score: {points: [94, 26], tricks: [-1, 11]}\n    expect: {game_points: [2, 0]}", 4,
     "cannot be below 0"),
    ("match: {hands: [{points: [120, 0], tricks: [0, 10]}]}\n    expect: {winner: 1}", 4,
     "team 0 took no trick"),
])
def test_an_impossible_case_is_a_wrong_file(tmp_path: Path, case: str, line: int,
                                            words: str) -> None:
    found = _problems(tmp_path, f"  - id: c\n    {case}\n")
    assert any(p.startswith(f"{line}: ") and words in p for p in found), found


def test_short_tricks_and_consistent_hands_still_run(tmp_path: Path) -> None:
    """Tricks of 1 to 3 cards stay accepted (a published case file uses one)."""
    path = tmp_path / "ok.yaml"
    path.write_text(HEAD + "\n".join([
        "  - {id: a, trick: {trump: S, cards: [QC, JC]}, expect: {winner: 1, points: 5}}",
        "  - {id: b, trick: {trump: S, cards: [QC]}, expect: {winner: 0}}",
        "  - {id: c, hand_score: {points: [120, 0], tricks: [10, 0]}, expect: {game_points: [4, 0]}}",
        "  - {id: d, hand_score: {points: [120, 0], tricks: [9, 1]}, expect: {game_points: [2, 0]}}",
    ]) + "\n", encoding="utf-8")
    result = run_cli("conform", str(path))
    assert result.returncode == 0 and "4 passed, 0 failed" in result.stdout, result.stdout


# -- every problem in one run ------------------------------------------------------------------
def test_every_problem_of_a_case_file_in_one_run(tmp_path: Path) -> None:
    """A too-large number, a five-card trick, a duplicated card and wrong totals: all four at
    once, with the problems of the same case (ties and totals) together."""
    path = tmp_path / "many.yaml"
    path.write_text(HEAD + "\n".join([
        "  - id: big",
        "    hand_score: {points: [100, 0], ties_before: 100000}",
        "    expect: {game_points: [2, 0]}",
        "  - id: five",
        "    trick: {trump: S, cards: [QC, 2C, 3C, 4C, 5C]}",
        "    expect: {winner: 7}",
        "  - id: twice",
        "    legal: {trump: S, hand: [AH, 3H, AH]}",
        "    expect: {legal: [AH]}",
        "  - id: shape",
        "    play: {dealer: 0, trump: S, hands: [[AH]]}",
        "    expect: {points: 5}",
    ]) + "\n", encoding="utf-8")
    result = run_cli("conform", str(path))
    assert result.returncode == 2, result.stdout + result.stderr
    out = result.stdout + result.stderr
    for line, words in [
        (4, "card points [100, 0] must add up to 120"),
        (4, "'cases.hand_score.ties_before' must be at most 100, not 100000"),
        (7, "a trick has 1 to 4 cards"),
        (8, "'winner' must be at most 3, not 7"),
        (10, "AH is listed twice (items 1 and 3)"),
        (13, "must be a mapping, not [['AH']] — write the cards by seat: {0: [AH, 7S, ...]"),
        (14, "'points' must be a pair — write [team 0, team 1], such as [94, 26]"),
    ]:
        assert f"many.yaml:{line}:" in out and words in out, (words, out)


def test_a_left_out_key_is_not_blamed_again(tmp_path: Path) -> None:
    """A wrong optional key is reported once; what the check would say for lack of it is not."""
    found = _problems(tmp_path, "\n".join([
        "  - id: a",
        "    play: {dealer: 0, trump: S, hands: {0: [AH], 1: [KH], 2: [QH], 3: [JH]}, accuse: 1}",
        "    expect: {points: 5, game_points: [1]}",
    ]) + "\n")
    assert len(found) == 3, found
    assert any("'cases.play.accuse' must be a mapping, not 1 — write {team: 1}" in p for p in found)


# -- the card named, the place pointed at -----------------------------------------------------
@pytest.mark.parametrize(("case", "column", "words"), [
    ("legal: {trump: S, hand: [AH, 3H, AH]}\n    expect: {legal: [3H]}", 38,
     "AH is listed twice (items 1 and 3) — each card once: remove one"),
    ("legal: {trump: S, hand: [AH, 3H], trick: [KD, 3H]}\n    expect: {legal: [AH]}", 51,
     "3H is both in the hand and on the trick"),
    ("play: {dealer: 0, trump: S, hands: {0: [AH, 7H], 1: [KH, AH], 2: [QH, JH], 3: [2H, 3H]}}"
     "\n    expect: {}", 62, "AH is in two hands (seats 0 and 1)"),
    ("trick: {trump: S, cards: [QC, 2C, QC]}\n    expect: {winner: 0}", 39, "QC is listed twice"),
])
def test_a_duplicate_names_its_card(tmp_path: Path, case: str, column: int, words: str) -> None:
    path = tmp_path / "dup.yaml"
    path.write_text(HEAD + f"  - id: c\n    {case}\n", encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_case_file(path)
    hits = [p for p in info.value.problems if words in p.message]
    assert hits and hits[0].location.column == column, info.value.problems


@pytest.mark.parametrize(("case", "words"), [
    ("play: {dealer: 0, trump: S, hands: [[AH]]}", "— write the cards by seat: {0: "),
    ("trick: {trump: S, cards: QC}", "— write a list of cards, such as [AH, 7S]"),
    ("legal: {trump: S, hand: AH}", "— write a list of cards, such as [AH, 7S]"),
    ("hand_score: {points: 94}", "'cases.hand_score.points' must be a pair — write [team 0"),
    ("trick: [QC]", "'cases.trick' must be a mapping, not ['QC'] — write trick: {...}"),
    ("redeal: {dealer: 0, hands: 5, trump: S}", "— write the cards by seat"),
])
def test_a_wrong_shape_says_what_to_write(tmp_path: Path, case: str, words: str) -> None:
    found = _problems(tmp_path, f"  - id: c\n    {case}\n    expect: {{}}\n")
    assert any(words in p for p in found), found
