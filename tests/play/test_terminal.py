"""The terminal game, driven by scripted input (no terminal needed)."""

from __future__ import annotations

import io
from pathlib import Path

from sueca_rules import load_rules
from sueca_rules.play.terminal import TerminalGame, play_in_terminal, score_sheet

from ..conftest import run_cli


def script(lines: list[str]) -> io.StringIO:
    return io.StringIO("".join(f"{line}\n" for line in lines))


def test_a_whole_match_from_scripted_input_saves_a_record_that_replays(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    answers = "\n".join(str(i % 10 + 1) for i in range(600)) + "\n"
    result = run_cli("play", "jogos-do-rei", "--seed", "5", "--save", str(save), input_text=answers)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Your hand (* = legal):" in out and "Trump: " in out
    assert "Refused: " in out and "you must follow suit" in out
    assert "win the match" in out or "wins the match" in out
    assert "Nós (us)" in out and "┼" in out
    assert run_cli("replay", str(save)).returncode == 0


def test_revokes_are_accused_by_the_bots_in_portugal(tmp_path: Path) -> None:
    output: list[str] = []
    rules = load_rules("portugal")
    answers = script([str(i % 10 + 1) for i in range(600)])
    play_in_terminal(rules, "portugal", 0, 11, tmp_path / "p.json", answers, output.append)
    text = "\n".join(output)
    assert "That was a revoke (renúncia)" in text
    assert "accuses your team of a revoke!" in text and "(revoke)" in text


def test_the_human_may_accuse_and_ask_for_a_redeal(tmp_path: Path) -> None:
    output: list[str] = []
    rules = load_rules("mesa-brasileira")
    answers = script(["accuse"] + [str(i % 10 + 1) for i in range(800)])
    play_in_terminal(rules, "mesa-brasileira", 1, 2, tmp_path / "m.json", answers, output.append)
    text = "\n".join(output)
    assert "No revoke: the accusation fails and is punished." in text


def test_input_ending_early_still_saves(tmp_path: Path) -> None:
    output: list[str] = []
    save = tmp_path / "short.json"
    play_in_terminal(load_rules("sueca-online"), "sueca-online", 2, 4, save, script(["1", "2"]),
                     output.append)
    assert save.exists() and "(input ended)" in output[-1]


def test_last_trick_and_help() -> None:
    output: list[str] = []
    game = TerminalGame(load_rules("portugal"), "portugal", 0, 3,
                        script(["help", "last"] + [str(i % 10 + 1) for i in range(300)]).readline,
                        output.append)
    game.match.deal()
    hand = game.match.hand
    assert hand is not None
    while hand.turn != 0:
        game.match.play(game.bots[hand.turn].choose(game.match.view(hand.turn)))
    game.human_turn(hand)
    text = "\n".join(output)
    assert "Type a card" in text and ("No trick has been played yet." in text or "Last trick" in text)


def test_score_sheet_crosses() -> None:
    sheet = score_sheet((2, 4), ("Nós", "Eles")).splitlines()
    assert sheet[0].startswith("Nós") and "Eles" in sheet[0]
    assert sheet[1].count("•") == 2 and sheet[2].count("•") == 3 and sheet[3].count("•") == 1
    assert sheet[-1].split() == ["2", "4"]
