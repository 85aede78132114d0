"""A new deal asked for has its own heading, numbered as the status line numbers it (BR26-03: the
status line said hand 2 under the heading of hand 1)."""

from __future__ import annotations

import io
import re
from pathlib import Path

from sueca_rules.play.terminal import play_in_terminal

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
