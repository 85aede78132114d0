"""The terminal game's input and its end: answers that never move the game on, a total bound
on input, a terminal that closes mid-game (a real pseudo-terminal, hung up or closed)."""

from __future__ import annotations

import io
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sueca_rules.play.terminal import play_in_terminal

from ..conftest import run_cli
from ..loaded import load_rules


def test_answers_that_never_move_the_game_end_the_input(tmp_path: Path) -> None:
    """`yes | sueca-rules play`, `yes help | ...`: lines of a fine length without end. The game
    stops after MAX_IDLE of them in a row, with the record, having read no more."""
    from sueca_rules.play.terminal_io import MAX_IDLE

    for word in ("", "y", "help", "score", "99", "7Z"):
        stream = io.StringIO(f"{word}\n" * 100_000)
        output: list[str] = []
        save = tmp_path / f"idle{word}.json"
        status = play_in_terminal(load_rules("portugal"), "portugal", 0, 1, save, stream, output.append)
        assert status == 0 and save.exists(), word
        assert f"{MAX_IDLE} answers in a row left the game where it was" in "\n".join(output), word
        assert stream.tell() <= (MAX_IDLE + 1) * (len(word) + 1), word  # read no further
        assert run_cli("replay", str(save)).returncode == 0


def test_a_player_who_plays_is_never_stopped(tmp_path: Path) -> None:
    """Whole matches of cards, with help and score between them, go on to the end."""
    save = tmp_path / "long.json"
    # (`n` answers a revoke's question, where help and score ask it again: fr FR-17)
    answers = "".join(f"help\nscore\n{i % 10 + 1}\nn\n" for i in range(3000))
    output: list[str] = []
    play_in_terminal(load_rules("portugal"), "portugal", 0, 4, save, io.StringIO(answers), output.append)
    assert any("win the match" in line for line in output), output[-5:]
    assert not any("this input is not a player's" in line for line in output)


def test_input_over_the_total_bound_ends_the_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from sueca_rules.play import terminal_io

    monkeypatch.setattr(terminal_io, "MAX_TOTAL", 5000)
    output: list[str] = []
    lines = terminal_io.BoundedLines(io.StringIO(("x" * 2000 + "\n") * 10 + "1\n" * 10), output.append)
    assert lines() == "1\n"  # two long lines skipped: 4002 characters read
    assert lines() == "" and "MiB of input" in output[-1]


def _terminal_game(tmp_path: Path, save: Path) -> tuple[subprocess.Popen[bytes], int]:
    """`play` on a pseudo-terminal, shown its first prompt; the master end is returned."""
    master, slave = os.openpty()
    game = subprocess.Popen([sys.executable, "-m", "sueca_rules", "play", "portugal", "--lang", "en", "--seed", "5",
                             "-o", str(save)], stdin=slave, stdout=slave, stderr=subprocess.PIPE,
                            cwd=tmp_path, start_new_session=True)
    os.close(slave)
    seen = b""
    deadline = time.monotonic() + 30
    while b"Your card>" not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 1)
        if ready:
            seen += os.read(master, 4096)
    assert b"Your card>" in seen, seen[-500:]
    return game, master


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no hangups here")
@pytest.mark.parametrize("how", ["hangup", "closed"])
def test_a_terminal_closing_mid_game_saves_the_record(how: str, tmp_path: Path) -> None:
    """The window closed: SIGHUP, or reads and writes failing with EIO. Either way the
    record is saved and said on standard error, with no error line; the exit status is 129
    (128 + SIGHUP) after the signal, 1 after a failed read or write."""
    save = tmp_path / "tty.json"
    game, master = _terminal_game(tmp_path, save)
    if how == "hangup":
        game.send_signal(signal.SIGHUP)
        time.sleep(0.5)
    os.close(master)
    assert game.wait(timeout=30) == (128 + signal.SIGHUP if how == "hangup" else 1)
    assert game.stderr is not None
    err = game.stderr.read().decode()
    assert f"Record saved to {save}" in err, err
    if how == "hangup":  # a closed master may read as the end of input first: both are fine
        assert "The terminal closed mid-game" in err, err
    assert "Traceback" not in err and "error:" not in err
    assert run_cli("replay", str(save)).returncode == 0
