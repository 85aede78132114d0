"""The game screen: the hand's running card points and tricks, said after every trick and
agreeing with the tricks taken; red hearts and diamonds when colour is on, and only then."""

from __future__ import annotations

import contextlib
import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ..conftest import ROOT

ANSWERS = "".join(f"{i % 10 + 1}\n" for i in range(600))
_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")
# each trick ends with its cards on one line, then who won it (FR19-09)
_WON = re.compile(r"→ Trick \d+: .* — (you|your partner|the player on your left|the player on your right) wins? it "
                  r"\((\d+) card points?\)")
_RUNNING = re.compile(r"This hand: us (\d+) card points? in (\d+) tricks? · them (\d+) card points? in "
                      r"(\d+) tricks?")


def game(tmp_path: Path, *args: str, env: dict[str, str] | None = None, answers: str = ANSWERS) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    done = subprocess.run([sys.executable, "-m", "sueca_rules", "play", *args, "--lang", "en",
                           "-o", str(tmp_path / "g.json")], input=answers, capture_output=True,
                          text=True, cwd=ROOT, timeout=120, env={**clean, **(env or {})})
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("variant", ["sueca-online", "portugal"])
def test_the_running_count_is_the_tricks_taken_so_far(tmp_path: Path, variant: str) -> None:
    out = game(tmp_path, variant, "--seed", "4", "--color", "never")
    taken = {"us": [0, 0], "them": [0, 0]}
    checked = 0
    for line in re.sub(r"\n    (?=\w)", " ", out).splitlines():  # a trick's line wrapped: joined
        if line.startswith("=== Hand"):
            taken = {"us": [0, 0], "them": [0, 0]}
        won = _WON.search(line)
        if won:
            side = taken["us" if won.group(1) in ("you", "your partner") else "them"]
            side[0] += int(won.group(2))
            side[1] += 1
        running = _RUNNING.search(line)
        if running:
            assert [int(g) for g in running.groups()] == [*taken["us"], *taken["them"]], line
            checked += 1
    assert checked > 30  # shown with every hand the player is asked to play from
    assert "This hand: us 0 card points in 0 tricks · them 0 card points in 0 tricks" in out


def test_red_suits_are_red_only_when_colour_is_on_and_read_the_same_without(tmp_path: Path) -> None:
    # the last trick looked at again, too: after every card (it may be looked at only until the
    # next card is played, so only when the player leads is it shown)
    # (`n` answers a revoke's question: `last` there shows the trick and asks again, fr FR-17)
    answers = "".join(f"{i % 10 + 1}\nn\nlast\n" for i in range(600))
    plain = game(tmp_path, "portugal", "--seed", "4", "--color", "never", answers=answers)
    coloured = game(tmp_path, "portugal", "--seed", "4", "--color", "always", answers=answers)
    assert "\x1b[" not in plain and "♥" in plain and "♦" in plain and "Last trick: " in plain
    assert _ESCAPE.sub("", coloured) == plain  # the same text: colour is only added
    painted = [text for codes, text in re.findall(r"((?:\x1b\[[0-9;]*m)+)([^\x1b]+)\x1b\[0m", coloured)
               if "31" in codes]
    assert painted and all(re.fullmatch(r"(?:10|[2-9AKQJ])?[♥♦]", p) for p in painted), painted[:5]
    for symbol in "♥♦":  # every one, wherever it is shown: hand, trick, trump card, trick lines
        assert coloured.count(symbol) == sum(p.count(symbol) for p in painted)
    assert not any("♠" in p or "♣" in p for p in painted)
    for chosen in ([], ["--color", "auto"]):  # a pipe: no colour by default; the first screen has ♥ and ♦
        first = game(tmp_path, "portugal", "--seed", "4", *chosen, answers="quit\n")
        assert "♥" in first and "♦" in first and "\x1b[" not in first


def on_a_terminal(args: list[str], env: dict[str, str]) -> bytes:
    """What `play` prints on a pseudo-terminal before `quit` ends it."""
    master, slave = os.openpty()
    clean = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    process = subprocess.Popen([sys.executable, "-m", "sueca_rules", "play", *args], stdin=slave,
                               stdout=slave, stderr=subprocess.PIPE, cwd=ROOT, start_new_session=True,
                               env={**clean, "PYTHONPATH": str(ROOT), "TERM": "xterm", **env})
    os.close(slave)
    seen = b""
    end = time.monotonic() + 60  # a safety net, not a measure
    while b"Your card>" not in seen and time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            with contextlib.suppress(OSError):
                seen += os.read(master, 65536)
    os.write(master, b"quit\n")
    process.communicate(timeout=60)
    with contextlib.suppress(OSError):
        while select.select([master], [], [], 0.2)[0]:
            chunk = os.read(master, 65536)
            if not chunk:
                break
            seen += chunk
    os.close(master)
    return seen


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="a pseudo-terminal is needed")
def test_a_terminal_gets_colour_unless_no_color_is_set(tmp_path: Path) -> None:
    args = ["portugal", "--seed", "4", "--lang", "en", "-o", str(tmp_path / "t.json")]
    assert b"\x1b[" in on_a_terminal(args, {})
    assert b"\x1b[" not in on_a_terminal(args, {"NO_COLOR": "1"})
    assert b"\x1b[" in on_a_terminal([*args, "--color", "always"], {"NO_COLOR": "1"})


def test_a_table_that_hides_past_tricks_still_counts_what_every_player_saw(tmp_path: Path) -> None:
    house = tmp_path / "fechada.sueca"
    house.write_text('variant fechada extends portugal "Mesa fechada"\nplay {\n  review none\n}\n')
    out = game(tmp_path, str(house), "--seed", "4", "--color", "never",
               answers="1\n2\nlast\n" + ANSWERS)
    assert "At this table you may not look back at past tricks." in out
    counts = [m.groups() for m in _RUNNING.finditer(out)]
    assert ("0", "0", "46", "2") in counts  # two tricks taken, counted though turned face down
