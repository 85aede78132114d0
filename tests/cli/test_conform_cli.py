"""`sueca-rules conform` and the pytest plugin, on the suite and on broken case files."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli

GOOD = """variant: portugal
source: 003_eb8502b401359521.txt
cases:
  - id: example
    quote: "Carla's 2♠ wins the trick"
    trick: {trump: S, cards: [KH, AH, 2S, 5H]}
    expect: {winner: 2, points: 15}
"""


def test_the_suite_passes_and_closes_with_the_count() -> None:
    result = run_cli("conform", "tests/conformance")
    assert result.returncode == 0, result.stdout[-2000:]
    last = result.stdout.strip().splitlines()[-1]
    assert last.endswith("passed, 0 failed") and int(last.split()[0]) > 120


def test_a_failing_case_is_reported_with_quote_and_trace(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(GOOD.replace("winner: 2, points: 15", "winner: 1, points: 15") + """
  - id: played
    quote: "Anna leads K♥"
    play:
      dealer: 0
      trump: S
      hands: {3: [KH], 2: [AH], 1: [2S], 0: [5H]}
      moves: [KH, AH, 2S, 5H]
    expect: {tricks: [{winner: 3, points: 15}]}
""")
    result = run_cli("conform", str(path))
    assert result.returncode == 1
    out = result.stdout
    assert f"{path}:4: FAILED example (trick)" in out
    assert 'quote:  Carla\'s 2♠ wins the trick' in out
    assert "winner: expected 1, got 2" in out
    assert "move 2: seat 1 plays 2S" in out and "trick 1: won by seat 1, 15 points" in out
    assert out.strip().splitlines()[-1] == "0 passed, 2 failed"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (GOOD.replace("[KH, AH, 2S, 5H]", "[KH, AH, 8S, 5H]"),
         "house.yaml:6:39: error: '8S' is not in the portugal deck"),
        (GOOD.replace("trick: {", "trik: {"),
         "house.yaml:6:5: error: unknown key 'trik' in 'cases' — did you mean 'trick'?"),
        (GOOD.replace("expect: {winner: 2", "expect: {winer: 2"),
         "house.yaml:7:14: error: unknown key 'winer' in 'expect' — did you mean 'winner'?"),
        (GOOD.replace("variant: portugal", "variant: portugl"),
         "house.yaml:1:10: error: no bundled variant or file named 'portugl' — did you mean "
         "'portugal'?"),
        (GOOD + "  - id: example\n    quote: x\n    hand_score: {points: [60, 60]}\n"
                "    expect: {game_points: [0, 0]}\n",
         "house.yaml:8:9: error: the id 'example' is used twice"),
        (GOOD.replace("trick: {trump: S, cards: [KH, AH, 2S, 5H]}",
                      "hand_score: {points: [60, 50]}\n    trick: {trump: S, cards: [KH]}"),
         "house.yaml:4:5: error: a case has exactly one kind"),
        (GOOD.replace("    trick: {trump: S, cards: [KH, AH, 2S, 5H]}\n    expect: {winner: 2, points: 15}",
                      "    hand_score: {points: [70, 60]}\n    expect: {game_points: [1, 0]}"),
         "house.yaml:6:26: error: card points [70, 60] must add up to 120"),
        (GOOD.replace("    trick: {trump: S, cards: [KH, AH, 2S, 5H]}\n    expect: {winner: 2, points: 15}",
                      "    play: {dealer: 0, trump: S, hands: {0: [AS, KS], 1: [2S], 2: [3S], 3: [4S]},"
                      " moves: []}\n    expect: {points: [0, 0]}"),
         "house.yaml:6:40: error: the hands do not add up"),
        (GOOD.replace("    trick: {trump: S, cards: [KH, AH, 2S, 5H]}\n    expect: {winner: 2, points: 15}",
                      "    play: {dealer: 0, trump_card: 2S, hands: {0: [AS], 1: [2S], 2: [3S], 3: [4S]}}"
                      "\n    expect: {points: [0, 0]}"),
         "house.yaml:6:35: error: the trump card 2S is kept by the dealer (seat 0), not by another seat"),
        (GOOD.replace("variant: portugal", "variant: azores").replace("2S, 5H", "7S, 5H"),
         "house.yaml:6:39: error: '7S' is not in the azores deck"),
        (GOOD.replace("    trick: {trump: S, cards: [KH, AH, 2S, 5H]}\n    expect: {winner: 2, points: 15}",
                      "    match: {hands: [{points: [120, 0], tricks: [10, 0]}, {points: [60, 60]}]}"
                      "\n    expect: {winner: 0}"),
         "house.yaml:6:58: error: the match was already won after hand 1"),
        ("cases: [\n", "house.yaml:2:1: error: YAML syntax"),
        ("variant: portugal\ncases: []\n", "house.yaml:2:8: error: 'cases' needs at least 1 item, not 0"),
    ],
)
def test_an_invalid_case_file_is_located_and_exits_2(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("conform", str(path))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert any(line.endswith(expected) or expected in line for line in result.stdout.splitlines()), \
        result.stdout
    assert re.fullmatch(r"[01] passed, 0 failed, 1 (case file not run|invalid case not run \(above\))",
                        result.stdout.strip().splitlines()[-1]), result.stdout


def test_a_case_may_name_a_house_variant_beside_it(tmp_path: Path) -> None:
    (tmp_path / "mine.sueca").write_text("variant mine extends portugal\nmatch to 6\n")
    (tmp_path / "cases.yaml").write_text("""variant: mine.sueca
cases:
  - id: six-to-win
    quote: "our table plays to 6"
    match: {hands: [{points: [100, 20]}, {points: [100, 20]}, {points: [100, 20]}]}
    expect: {scores: [[2, 0], [4, 0], [6, 0]], winner: 0}
""")
    result = run_cli("conform", str(tmp_path))
    assert result.returncode == 0 and "1 passed, 0 failed" in result.stdout


def test_pytest_collects_case_files_as_items(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "house.yaml").write_text(GOOD + """
  - id: wrong
    quote: "x"
    hand_score: {points: [94, 26]}
    expect: {game_points: [1, 0]}
""")
    result = subprocess.run([sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "tests"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert "tests/house.yaml::example PASSED" in result.stdout
    assert "tests/house.yaml::wrong FAILED" in result.stdout
    assert "game_points: expected [1, 0], got [2, 0]" in result.stdout
    assert result.returncode == 1


def test_repo_suite_runs_under_pytest_by_the_plugin() -> None:
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                             "tests/conformance/portugal.yaml"],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and " passed" in result.stdout


HOUSE_MATCH = """variant: mine.sueca
source: "the house, 2026"
cases:
  - id: bandeira
    quote: "bandeira: four games"
    hand_score: {points: [120, 0], tricks: [10, 0]}
    expect: {game_points: [4, 0]}
  - id: to-seven
    quote: "to seven"
    match: {hands: [{points: [120, 0], tricks: [10, 0]}, {points: [95, 25]}, {points: [70, 50]}]}
    expect: {scores: [[4, 0], [6, 0], [7, 0]], winner: 0}
  - id: a-tie
    quote: "a tie"
    hand_score: {points: [60, 60]}
    expect: {game_points: [0, 0]}
"""


def test_a_case_the_rules_make_invalid_leaves_out_itself_only(tmp_path: Path) -> None:
    """A rule change that ends the match earlier makes the match case unplayable: it is a
    located problem, and the file's other cases still run (the bandeira one fails)."""
    (tmp_path / "mine.sueca").write_text("variant mine extends portugal\nscoring {\n  bandeira tricks 5\n}\n"
                                         "match to 7\n")
    (tmp_path / "cases.yaml").write_text(HOUSE_MATCH)
    result = run_cli("conform", "cases.yaml", cwd=tmp_path)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout.startswith("cases.yaml:10:78: error: the match was already won after hand 2"), result.stdout
    assert "cases.yaml:4: FAILED bandeira (hand_score)\n" in result.stdout
    assert "game_points: expected [4, 0], got [5, 0]" in result.stdout
    assert result.stdout.strip().splitlines()[-1] == "1 passed, 1 failed, 1 invalid case not run (above)"


def test_every_format_renders_a_failure_as_the_text_does_and_github_marks_the_rule_file(tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "base.sueca").write_text("variant base extends portugal\nscoring {\n  bandeira tricks 3\n}\n")
    (tmp_path / "rules" / "mine.sueca").write_text("variant mine extends base.sueca\nmatch to 7\n")
    (tmp_path / "cases.yaml").write_text(HOUSE_MATCH.replace("mine.sueca", "rules/mine.sueca")
                                         .replace("winner: 0}", "winner: 1}"))
    text = run_cli("conform", "cases.yaml", cwd=tmp_path).stdout
    assert "game_points: expected [4, 0], got [3, 0]" in text and "winner: expected 1, got null (no winner)" in text
    found = json.loads(run_cli("conform", "--format", "json", "cases.yaml", cwd=tmp_path).stdout)
    messages = [item["message"] for item in found]
    assert any("game_points: expected [4, 0], got [3, 0]" in m for m in messages), messages
    assert any("winner: expected 1, got null (no winner)" in m for m in messages), messages
    assert not any("(4, 0)" in m or "'nobody'" in m for m in messages)
    github = run_cli("conform", "--format", "github", "cases.yaml", cwd=tmp_path).stdout.splitlines()
    bandeira = [line for line in github if "case 'bandeira'" in line]
    assert [line.split(",")[0] for line in bandeira] == \
        ["::error file=cases.yaml", "::error file=rules/mine.sueca", "::error file=rules/base.sueca"], github
    assert bandeira[2].startswith("::error file=rules/base.sueca,line=1,col=1,")
    assert bandeira[2].endswith("game_points: expected [4, 0], got [3, 0] (cases.yaml:4)")
    assert not any("portugal.sueca" in line for line in github)  # a bundled parent is not the diff
