"""Fixes are offered, not only computed: every did-you-mean carries a machine-readable fix
(its text and exact range) in JSON, and `validate --fix` / `--diff` apply or show them."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.errors import Fix
from sueca_rules.fixing import apply_fixes

from .conftest import run_cli

Write = Callable[[str, str], Path]

V = 'variant house extends portugal "House"\n'
# One file per place a did-you-mean (or one obvious correction) is made.
TYPOS = {
    "setting.sueca": V + "play {\n  frist-lead left\n}\n",
    "top.sueca": V + "dirction clockwise\n",
    "block.sueca": V + "plya {\n  review none\n}\n",
    "value.sueca": V + "direction clockwse\n",
    "penalty.sueca": V + "illegal {\n  revoke hnad 2\n}\n",
    "yes.sueca": V + "play {\n  must-follow ys\n}\n",
    "to.sueca": V + "match too 4\n",
    "tie.sueca": V + "scoring {\n  tie nobody-scores bonsu 1\n}\n",
    "parent.sueca": 'variant house extends portugl "House"\n',
    "deal.sueca": V + "deal standrd {\n  trump last-card\n}\n",
    "texts.sueca": V + 'texts en {\n  deal stnadard "The usual deal"\n}\n',
    "first.sueca": 'varient house "House"\n',
    "option.sueca": V + "option o {\n  values on off; default onn\n  when on direction=clockwise\n}\n",
    "key.yaml": "variant: house\nextends: portugal\nmatch: {taget: 4}\n",
    "yaml-value.yaml": "variant: house\nextends: portugal\nplay:\n  review: lst-trick\n",
    "quote.yaml": "variant: house\nextends: portugal\ndeck:\n  ranks: [A, 7, K, J, Q, '6', '5', '4', '3', '2']\n",
}
MEANT = re.compile(r"did you mean (?:the deal )?'([^']+)'")


def _problems(path: Path) -> list[dict[str, object]]:
    result = run_cli("validate", "--format", "json", str(path))
    assert result.returncode == 1, result.stderr
    found: list[dict[str, object]] = json.loads(result.stdout)
    return found


@pytest.mark.parametrize("name", sorted(TYPOS))
def test_every_did_you_mean_carries_its_fix(name: str, write: Write) -> None:
    path = write(name, TYPOS[name])
    lines = TYPOS[name].splitlines()
    (problem,) = _problems(path)
    fix = problem["fix"]
    assert isinstance(fix, dict), problem
    meant = MEANT.search(str(problem["message"]))
    if meant:
        assert fix["text"] == problem["suggestion"] == meant.group(1)
    start, end = fix["range"]["start"], fix["range"]["end"]
    assert start["line"] == end["line"]
    # the range holds exactly the wrong text, which the fix replaces
    assert lines[start["line"] - 1][start["column"] - 1:end["column"] - 1] == fix["old"] != fix["text"]


def test_fix_writes_every_fix_and_checks_again(write: Write) -> None:
    text = V + "play {\n  frist-lead left\n  must-follow ys\n}\nillegal {\n  revoke hnad 2\n}\n"
    path = write("house.sueca", text.replace("\n", "\r\n"))
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # a byte order mark, CRLF line ends
    result = run_cli("validate", "--fix", "house.sueca", cwd=path.parent)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "house.sueca:7:10: fixed: 'hnad' -> 'hand'" in result.stdout.splitlines()
    assert "fixed 3 problems in 1 file" in result.stdout and "1 valid, 0 with problems" in result.stdout
    fixed = text.replace("frist-lead", "first-lead").replace("ys", "yes").replace("hnad", "hand")
    assert path.read_bytes() == b"\xef\xbb\xbf" + fixed.replace("\n", "\r\n").encode()
    again = run_cli("validate", "--fix", str(path), cwd=path.parent)
    assert again.returncode == 0 and "fixed" not in again.stdout


def test_fix_exits_1_when_problems_remain(write: Write) -> None:
    path = write("house.sueca", V + "play {\n  frist-lead left\n  review sometimes-maybe\n}\n")
    result = run_cli("validate", "--fix", str(path), cwd=path.parent)
    assert result.returncode == 1
    assert "fixed 1 problem in 1 file" in result.stdout and "review" in result.stdout
    assert "first-lead left" in path.read_text() and "sometimes-maybe" in path.read_text()


def test_diff_shows_the_fixes_and_changes_nothing(write: Write) -> None:
    path = write("house.sueca", TYPOS["penalty.sueca"])
    before = path.read_bytes()
    result = run_cli("validate", "--diff", str(path), cwd=path.parent)
    assert result.returncode == 1
    assert "-  revoke hnad 2\n+  revoke hand 2\n" in result.stdout
    assert "would fix 1 problem in 1 file" in result.stderr
    assert path.read_bytes() == before
    clean = run_cli("validate", "--diff", "portugal")
    assert clean.returncode == 0 and clean.stdout == ""


def test_fix_leaves_a_parent_that_was_not_given_alone(write: Write) -> None:
    parent = write("base.sueca", TYPOS["penalty.sueca"].replace("house", "base"))
    child = write("child.sueca", 'variant child extends base.sueca "Child"\n')
    result = run_cli("validate", "--fix", str(child), cwd=child.parent)
    assert result.returncode == 1 and "hnad" in parent.read_text()
    assert "nothing to fix" in result.stdout


def test_fix_json_keeps_stdout_one_document(write: Write) -> None:
    path = write("house.sueca", TYPOS["setting.sueca"])
    result = run_cli("validate", "--fix", "--format", "json", str(path), cwd=path.parent)
    assert result.returncode == 0 and json.loads(result.stdout) == []
    assert "fixed: 'frist-lead' -> 'first-lead'" in result.stderr


def test_a_fix_applies_only_while_its_text_is_there() -> None:
    text = "play {\n  frist-lead left\n}\n"
    good = Fix("h", 2, 3, 2, 13, "first-lead", old="frist-lead")
    stale = Fix("h", 2, 3, 2, 13, "first-lead", old="first-leed")
    overlapping = Fix("h", 2, 5, 2, 9, "x", old="ist-")
    fixed, done = apply_fixes(text, [good, stale, overlapping, good])
    assert fixed == "play {\n  first-lead left\n}\n" and done == [good]
    assert apply_fixes(text, [stale]) == (text, [])
    assert apply_fixes(text, [Fix("h", 9, 1, 9, 2, "y", old="x")]) == (text, [])  # no such line
