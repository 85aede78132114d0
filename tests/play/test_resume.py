"""`play --resume FILE`: a real `play` stopped (end of input, `quit`) and taken up again goes on
exactly as the game played in one go; finished, foreign, edited and broken records are refused
where they are wrong, and the saved file is never lost."""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli

ANSWERS = [str(i % 10 + 1) for i in range(600)]  # card numbers: refused ones are asked again


def feed(lines: list[str]) -> str:
    return "".join(f"{line}\n" for line in lines)


def played(tmp_path: Path, name: str, lines: list[str], *args: str) -> Path:
    save = tmp_path / name
    done = run_cli("play", *args, "--lang", "en", "-o", str(save), input_text=feed(lines), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return save


@pytest.mark.parametrize(("variant", "seed", "seat", "stop"), [
    ("sueca-online", 3, 0, 7), ("sueca-online", 3, 0, 61), ("jogos-do-rei", 8, 2, 25)])
def test_a_resumed_game_ends_as_the_game_played_in_one_go(tmp_path: Path, variant: str, seed: int,
                                                         seat: int, stop: int) -> None:
    table = ("--seed", str(seed), "--seat", str(seat))
    whole = json.loads(played(tmp_path, "whole.json", ANSWERS, variant, *table).read_text())
    assert whole["result"]["winner"] is not None
    part = played(tmp_path, "part.json", ANSWERS[:stop], variant, *table)  # the input ends: saved
    cut = json.loads(part.read_text())
    assert cut["result"]["winner"] is None and cut["hands"] != whole["hands"]
    resumed = run_cli("play", "--resume", str(part), "--lang", "en", input_text=feed(ANSWERS[stop:]),
                      cwd=tmp_path)
    assert resumed.returncode == 0, resumed.stderr
    assert "Resumed at hand " in resumed.stdout
    assert "wins the match" in resumed.stdout or "They win the match" in resumed.stdout
    # the seat found from the record itself (--seat 0 South, 2 North), named by its compass point
    assert f"you sit {('South', 'West', 'North', 'East')[seat]}," in resumed.stdout
    assert json.loads(part.read_text()) == whole  # saved back to the file, the whole game
    assert run_cli("replay", str(part), cwd=tmp_path).returncode == 0


def test_quit_resume_quit_resume_keeps_every_move(tmp_path: Path) -> None:
    save = played(tmp_path, "g.json", ["1", "1", "quit"], "portugal", "--seed", "5")
    first = json.loads(save.read_text())
    again = run_cli("play", "--resume", str(save), "--lang", "en", input_text="quit\n", cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert json.loads(save.read_text()) == first  # nothing played: the same record
    third = run_cli("play", "--resume", str(save), "--lang", "en", input_text="7\nquit\n", cwd=tmp_path)
    assert third.returncode == 0 and "You play K♣" in third.stdout, third.stdout[-600:]
    hands = json.loads(save.read_text())["hands"]
    assert hands[0]["actions"][:len(first["hands"][0]["actions"])] == first["hands"][0]["actions"]
    assert len(hands[0]["actions"]) > len(first["hands"][0]["actions"])


def test_a_finished_game_says_it_is_finished_and_is_left_alone(tmp_path: Path) -> None:
    save = played(tmp_path, "done.json", ANSWERS, "sueca-online", "--seed", "3")
    before = save.read_bytes()
    said = run_cli("play", "--resume", str(save), "--lang", "pt-PT", cwd=tmp_path)
    assert said.returncode == 0, said.stderr
    assert "esta partida terminou" in said.stdout and "sueca-rules replay" in said.stdout
    assert save.read_bytes() == before


def test_a_record_of_another_variant_is_refused_at_its_variant(tmp_path: Path) -> None:
    save = played(tmp_path, "o.json", ANSWERS[:5], "sueca-online", "--seed", "3")
    before = save.read_bytes()
    said = run_cli("play", "portugal", "--resume", str(save), cwd=tmp_path)
    assert said.returncode == 2
    line = next(n for n, text in enumerate(before.decode().splitlines(), 1) if '"variant"' in text)
    assert said.stderr.startswith(f"{save}:{line}:"), said.stderr
    assert "a game of 'sueca-online'" in said.stderr and "Traceback" not in said.stderr
    assert save.read_bytes() == before


def test_edited_and_broken_records_give_located_errors_and_change_nothing(tmp_path: Path) -> None:
    save = played(tmp_path, "e.json", ANSWERS[:12], "sueca-online", "--seed", "3")
    text = save.read_text()
    broken = tmp_path / "broken.json"
    broken.write_text(text[: len(text) // 2])  # cut short inside the file
    said = run_cli("play", "--resume", str(broken), cwd=tmp_path)
    assert said.returncode == 2 and said.stderr.count("error:") >= 1 and str(broken) in said.stderr
    assert "Traceback" not in said.stderr and broken.read_text() == text[: len(text) // 2]
    record = json.loads(text)
    record["hands"][0]["actions"][0] = ["play", "ZZ"]
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(record))
    said = run_cli("play", "--resume", str(edited), cwd=tmp_path)
    assert said.returncode in (1, 2) and "hands[0].actions[0]" in said.stderr, said.stderr
    assert "Traceback" not in said.stderr


def test_a_record_the_bots_would_not_make_names_where_it_parts(tmp_path: Path) -> None:
    save = played(tmp_path, "b.json", ANSWERS[:30], "sueca-online", "--seed", "3")
    before = save.read_bytes()
    other = run_cli("play", "--resume", str(save), "--bot", "random", cwd=tmp_path)
    assert other.returncode == 1, other.stderr
    assert "hands[0].actions[" in other.stderr and "not played by --bot random" in other.stderr
    assert "Traceback" not in other.stderr and save.read_bytes() == before
    wrong_seat = run_cli("play", "--resume", str(save), "--seat", "1", cwd=tmp_path)
    assert wrong_seat.returncode == 1 and "--seat 0" in wrong_seat.stderr, wrong_seat.stderr
    assert save.read_bytes() == before


def test_resume_refuses_a_seed_and_play_wants_a_variant_or_a_record(tmp_path: Path) -> None:
    save = played(tmp_path, "s.json", ANSWERS[:3], "sueca-online", "--seed", "3")
    said = run_cli("play", "--resume", str(save), "--seed", "4", cwd=tmp_path)
    assert said.returncode == 2 and "--seed" in said.stderr
    said = run_cli("play", cwd=tmp_path)
    assert said.returncode == 2 and "--resume FILE" in said.stderr
    missing = run_cli("play", "--resume", str(tmp_path / "none.json"), cwd=tmp_path)
    assert missing.returncode == 2 and "none.json" in missing.stderr and "Traceback" not in missing.stderr


def test_a_series_is_resumed_in_its_match(tmp_path: Path) -> None:
    variant = str(Path(__file__).parents[2] / "variants" / "house" / "torneio.sueca")
    answers = [line for i in range(3000) for line in (str(i % 10 + 1), "y")]
    whole = played(tmp_path, "whole.json", answers, variant, "--seed", "2")
    part = played(tmp_path, "part.json", answers[:301], variant, "--seed", "2")
    assert len(json.loads(part.read_text())["matches"]) >= 1
    resumed = run_cli("play", "--resume", str(part), "--lang", "en", input_text=feed(answers[301:]),
                      cwd=tmp_path, timeout=120)
    assert resumed.returncode == 0, resumed.stderr[-800:]
    assert json.loads(part.read_text()) == json.loads(whole.read_text())


def test_a_series_saved_between_two_matches_goes_on_with_the_next(tmp_path: Path) -> None:
    variant = str(Path(__file__).parents[2] / "variants" / "house" / "torneio.sueca")
    answers = [line for i in range(3000) for line in (str(i % 10 + 1), "y")]
    whole = json.loads(played(tmp_path, "whole.json", answers, variant, "--seed", "2").read_text())
    assert len(whole["matches"]) >= 2
    first = whole["matches"][0]
    wins = [0, 0]
    wins[first["result"]["winner"]] += 1
    between = tmp_path / "between.json"  # as a signal at the first match's last line leaves it
    between.write_text(json.dumps({**whole, "matches": [first], "result": {"wins": wins, "winner": None}}))
    resumed = run_cli("play", "--resume", str(between), "--lang", "en", input_text=feed(answers),
                      cwd=tmp_path, timeout=120)
    assert resumed.returncode == 0, resumed.stderr[-800:]
    assert "Resumed before the first hand of this match." in resumed.stdout
    again = json.loads(between.read_text())
    assert again["matches"][0] == first and again["result"]["winner"] is not None
    assert run_cli("replay", str(between), cwd=tmp_path).returncode == 0


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="a pseudo-terminal is needed")
def test_a_resumed_game_stopped_by_a_signal_keeps_the_old_moves_and_the_new(tmp_path: Path) -> None:
    save = played(tmp_path, "sig.json", ["1", "1", "quit"], "portugal", "--seed", "5")
    old = json.loads(save.read_text())["hands"][0]["actions"]
    master, slave = os.openpty()
    process = subprocess.Popen([sys.executable, "-m", "sueca_rules", "play", "--resume", str(save), "--lang",
                                "en"], stdin=slave, stdout=slave, stderr=subprocess.PIPE, cwd=tmp_path,
                               start_new_session=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    os.close(slave)
    seen = b""

    def wait_for(text: bytes, count: int) -> None:
        nonlocal seen
        end = time.monotonic() + 60  # a safety net, not a measure
        while seen.count(text) < count and time.monotonic() < end:
            if select.select([master], [], [], 0.5)[0]:
                with contextlib.suppress(OSError):
                    seen += os.read(master, 65536)

    wait_for(b"Your card>", 1)
    os.write(master, b"7\n")  # K of clubs, a new move
    wait_for(b"Your card>", 2)
    process.send_signal(signal.SIGTERM)
    _out, err = process.communicate(timeout=60)
    os.close(master)
    assert process.returncode == 143, err
    now = json.loads(save.read_text())["hands"][0]["actions"]
    assert now[: len(old)] == old and ["play", "KC"] in now[len(old):]
    assert run_cli("replay", str(save), cwd=tmp_path).returncode == 0
