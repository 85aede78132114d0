"""A seat the language cannot say is a located error naming the nearest part and how to combine
it, every problem of a file in one run, with the caret on the wrong word — as the DSL
reference shows them."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.checks import validate

from ..conftest import ROOT, problems_of, run_cli

Write = Callable[[str, str], Path]


def test_each_wrong_seat_word_is_located_and_names_what_to_write(write: Write) -> None:
    path = write("house.sueca", "variant house extends portugal\nseats {\n  leads winner\n"
                 "  cuts opponents-of dealer\n  deals moves around\n  shuffles in-turn first across\n}\n")
    found = problems_of(lambda: validate(path))
    assert found == [
        f"{path}:3:9: error: 'winner' is not a seat word here — the last trick's winner is "
        "'last-winner' (of the hand before: add 'else EXPR' for the first hand)",
        f"{path}:4:8: error: 'opponents-of' is not a seat word here — a role is one seat, and "
        "opponents are two: name one, 'left-of X' or 'right-of X'",
        f"{path}:5:15: error: 'moves' takes one of left, right, with-play, against-play, stays, not "
        "'around'",
        f"{path}:6:26: error: 'in-turn' lists places from the role's first seat (first, left, partner, "
        "right), not 'across'",
    ]


@pytest.mark.parametrize(("body", "message"), [
    ("seats {\n  shuffles moves left\n  deals moves right\n}",
     "shuffles and deals both go round with no seat of their own — keep one as the anchor and say "
     "the other from it (e.g. 'deals left-of shuffler')"),
    ("seats {\n  leads cutter\n}", "'cutter' is used but not given — say who cuts in the seats block"),
    ("seats {\n  shuffles left-of cutter\n  cuts right-of shuffler\n}", "in a circle"),
    ("seats {\n  cuts last-winner\n}", "the last trick's winner chooses who leads: 'leads last-winner'"),
    ("forming {\n  partners highest-two\n}", "partners drawn must sit opposite each other — add "
     "'seats by-draw'"),
    ("trump {\n  redeal-if A 11\n}", "'11' is not a rank — write ranks (A 7 K) or point-card"),
])
def test_parts_that_do_not_combine_say_how_they_would(write: Write, body: str, message: str) -> None:
    path = write("house.sueca", f"variant house extends portugal\n{body}\n")
    (found,) = problems_of(lambda: validate(path))
    assert re.match(rf"{re.escape(str(path))}:\d+:\d+: error: ", found) and message in found, found


def test_the_references_error_example_is_what_validate_prints(write: Write) -> None:
    text = (ROOT / "docs" / "dsl-reference.md").read_text(encoding="utf-8")
    shown = text.split("A word the language does not have is an error")[1].split("```text\n")[1].split("```")[0]
    write("house.sueca", "variant house extends portugal\nseats {\n  leads winner\n  cuts opponents-of dealer\n}\n")
    result = run_cli("validate", "house.sueca", cwd=Path(write("x", "").parent))
    assert result.returncode == 1
    printed = [line for line in result.stdout.splitlines() if ": error: " in line]
    assert printed == shown.strip().splitlines()
