"""The terminal game where the accusers name the player (`accuse 1`, `acusar 3`): a missing
seat or a partner's is answered with what to type, the seat named is saved in the record."""

from __future__ import annotations

import io
import json
from pathlib import Path

from sueca_rules.play.terminal import play_in_terminal

from ..conftest import ROOT, run_cli
from ..loaded import load_rules

NAMED = str(ROOT / "variants" / "house" / "renuncia-nomeada.sueca")


def play(answers: list[str], save: Path, locale: str = "en") -> str:
    output: list[str] = []
    stdin = io.StringIO("".join(f"{line}\n" for line in answers))
    play_in_terminal(load_rules(NAMED), NAMED, 0, 3, save, stdin, output.append, locale=locale)
    return " ".join(" ".join(output).split())  # long lines are wrapped at 80 columns


def test_accuse_names_a_seat_and_the_record_keeps_it(tmp_path: Path) -> None:
    save = tmp_path / "named.json"
    text = play(["help", "accuse", "accuse 2", "accuse 1", "quit"], save)
    assert "accuse N Accuse the player at seat N (seat 1 or 3) of a revoke" in text
    assert "Name the player you accuse: accuse 1 (on your left) or accuse 3 (on your right)." in text
    assert "Seat 2 is on your own team: accuse a player of the other team (accuse 1 or accuse 3)." in text
    # seat 1 did not revoke: the penalty said, and the score it leaves (EN24-03)
    assert "No revoke by that player: the accusation fails. Penalty: the accused team scores 1 game point at " \
           "once, and play goes on. Score: Us 0 – Them 1." in text
    actions = json.loads(save.read_text(encoding="utf-8"))["hands"][0]["actions"]
    assert [a for a in actions if a[0] == "accuse"] == [["accuse", 0, 1]]


def test_acusar_in_portuguese(tmp_path: Path) -> None:
    text = play(["acusar", "acusar direita", "sair"], tmp_path / "pt.json", locale="pt-PT")
    assert "Diz quem acusas: acusar 1 (à tua esquerda) ou acusar 3 (à tua direita)." in text
    actions = json.loads((tmp_path / "pt.json").read_text(encoding="utf-8"))["hands"][0]["actions"]
    assert [a for a in actions if a[0] == "accuse"] == [["accuse", 0, 3]]


def test_a_game_with_named_accusations_replays(tmp_path: Path) -> None:
    save = tmp_path / "whole.json"
    play(["accuse 3"] + [str(i % 10 + 1) for i in range(900)], save)
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record.get("result") is not None
    assert run_cli("replay", str(save)).returncode == 0
