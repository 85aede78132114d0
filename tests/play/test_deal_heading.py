"""A new deal asked for has its own heading, numbered as the status line numbers it, on the screen
and in the replay (BR26-03: the status line said hand 2 under the heading of hand 1; the replay
showed one hand 1 and counted 2)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

from sueca_rules.play.terminal import play_in_terminal

from ..conftest import run_cli
from ..loaded import load_rules


def test_a_new_deal_asked_for_is_headed_as_the_status_line_counts_it(tmp_path: Path) -> None:
    output: list[str] = []
    play_in_terminal(load_rules("mesa-brasileira"), "mesa-brasileira", 0, 24, tmp_path / "g.json",
                     io.StringIO("n\nquit\n"), output.append, locale="en")
    text = "\n".join(output)
    asked = text.index("asks for a new deal; the cards are dealt again.")  # seed 24: a bot's weak hand
    headings = [int(n) for n in re.findall(r"^=== Hand (\d+):", text, re.M)]
    statuses = [int(n) for n in re.findall(r"^\[Hand (\d+),", text, re.M)]
    assert headings[:2] == [1, 2] and text.index("=== Hand 2:") > asked
    assert statuses and set(statuses) <= set(headings) and statuses[0] == 2


def test_the_replay_numbers_the_hands_as_the_screen_and_says_who_asked(tmp_path: Path) -> None:
    """replay --show keeps the hand dealt again, under its own heading, with who asked for the new
    deal (BR26-03: the replay showed one hand 1 and counted 2); its JSON keeps the hands played."""
    record = tmp_path / "g.json"
    play_in_terminal(load_rules("mesa-brasileira"), "mesa-brasileira", 0, 24, record, io.StringIO("n\nquit\n"),
                     [].append, locale="en")
    shown = run_cli("replay", str(record), "--show", "--lang", "en", "--isolated")
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[0].startswith("=== Hand 1:") and lines[2].startswith("=== Hand 2:")
    assert lines[1] == "  West asked for a new deal: the cards are dealt again."
    assert "replayed 2 hands" in lines[-1]
    data = run_cli("replay", str(record), "--show", "--format", "json", "--isolated").stdout
    assert len(json.loads(data)["play_by_play"]) == 1 and "redealt_by" not in data
