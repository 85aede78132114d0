"""`sueca-rules play --bot NAME`: the terminal game with the chosen bots."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from sueca_rules.play.expert import ExpertBot
from sueca_rules.play.terminal import TerminalGame

from ..conftest import run_cli
from ..loaded import load_rules


def test_the_terminal_game_plays_with_the_bot_it_is_given() -> None:
    output: list[str] = []
    answers = io.StringIO("".join(f"{i % 10 + 1}\ny\n" for i in range(60)))  # y: play a revoke asked about
    game = TerminalGame(load_rules("portugal"), "portugal", 0, 4, answers.readline, output.append, bot=ExpertBot)
    experts = [b for b in game.bots.values() if isinstance(b, ExpertBot)]
    assert len(experts) == 3
    game.play_hand()
    assert sum(b.decisions for b in experts) > 5  # they thought about their cards
    assert game.match.hand is not None and game.match.hand.finished


@pytest.mark.parametrize("bot", ["expert", "random"])
def test_play_bot_option_saves_a_record_that_replays(tmp_path: Path, bot: str) -> None:
    save = tmp_path / "game.json"
    answers = "\n".join(str(i % 10 + 1) for i in range(30)) + "\n"  # a few hands, then input ends
    result = run_cli("play", "portugal", "--lang", "en", "--seed", "4", "--bot", bot, "--save", str(save),
                     input_text=answers, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "The player on your left plays" in result.stdout and "Traceback" not in result.stderr
    assert run_cli("replay", str(save)).returncode == 0


def test_an_unknown_bot_is_refused() -> None:
    result = run_cli("play", "portugal", "--lang", "en", "--bot", "clever")
    assert result.returncode == 2 and "clever" in result.stderr
