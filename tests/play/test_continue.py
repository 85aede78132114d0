"""After Ctrl-Z and `fg`, the terminal game shows its hand and prompt again (F17): a real
`play` on a pseudo-terminal, stopped (SIGSTOP: SIGTSTP, what Ctrl-Z sends, stops no orphaned
session) and continued by SIGCONT."""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest

from .test_signals import Game

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGTSTP"), reason="POSIX job control is needed")


def test_a_continued_game_shows_its_prompt_again(tmp_path: Path) -> None:
    save = tmp_path / "tm.json"
    game = Game(tmp_path, save, seed=21)
    game.wait_for(b"Your card>")
    game.type("1")  # one card played: the next question is asked
    game.wait_for(b"You play")
    time.sleep(0.5)
    game.read(1)
    asked = game.seen.count(b"Your card>")
    hand_shown = game.seen.count(b"you may play it")
    game.process.send_signal(signal.SIGSTOP)  # as Ctrl-Z (SIGTSTP) does: its session is orphaned here
    game.process.send_signal(signal.SIGCONT)
    end = time.monotonic() + 30
    while game.seen.count(b"Your card>") == asked and time.monotonic() < end:
        game.read(0.5)
    assert game.seen.count(b"Your card>") == asked + 1, game.seen[-400:]
    assert game.seen.count(b"you may play it") == hand_shown + 1
    game.type("quit")
    status, _out, err = game.end()
    assert status == 0, err
    assert save.exists()
