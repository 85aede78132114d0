"""`play`, `replay` and `autoplay` at tables of other shapes (#22), driven by the real command
line: two players with a stock (bisca), a 52-card deck with a stock, six players in three
pairs with cards set aside, five players bidding for the trump with a called partner. Each
plays a whole game from scripted input; its record replays identical and `--show` says what
the table did; a bid the table does not allow is refused, saying why, and nothing is bid;
`--seat` takes any seat of the table and refuses another."""

from __future__ import annotations

import contextlib
import io
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.words.i18n import LOCALES

from ..conftest import ROOT, run_cli
from ..forked import as_from_a_terminal
from ..loaded import load_rules, load_variant

TABLES = Path(__file__).resolve().parent / "tables"
SHAPES = ("bisca", "s52", "six3", "it")


def table(tmp_path: Path, name: str) -> str:
    """The variant file copied beside the game (its records name it there)."""
    shutil.copy(TABLES / f"{name}.yaml", tmp_path / f"{name}.yaml")
    return f"{name}.yaml"


def answers(count: int = 3000, first: tuple[str, ...] = ()) -> str:
    """`pass` at a bid, a card's number, `n` to a revoke's question — and at any other prompt
    something it refuses and asks again."""
    lines = list(first)
    for i in range(count):
        lines += ["pass", str(i % 10 + 1), "n"]
    return "".join(f"{line}\n" for line in lines)


def play(tmp_path: Path, name: str, *args: str, lines: str | None = None,
         save: str = "game.json") -> tuple[str, Path]:
    variant = table(tmp_path, name)
    done = run_cli("play", variant, "--bot", "random", "--lang", "en", "-o", save, *args,
                   input_text=answers() if lines is None else lines, cwd=tmp_path, timeout=180)
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr)
    assert "Traceback" not in done.stderr
    return done.stdout, tmp_path / save


ENDED = ("You win the match", "Your team wins the match", "wins the match", "win the match",
         "The match ends in a draw.")


# -- 1. a whole game of each shape, saved and replayed identical --------------------------------
@pytest.mark.parametrize("name", SHAPES)
def test_a_whole_game_of_each_shape_is_played_saved_and_replayed(tmp_path: Path, name: str) -> None:
    seat = {"it": "4", "six3": "3"}.get(name, "0")
    out, save = play(tmp_path, name, "--seed", "7", "--seat", seat)
    assert any(said in out for said in ENDED), out[-1500:]
    assert "Record saved to game.json" in out and "play --resume" not in out  # finished, not stopped
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record["result"]["winner"] is not None or "draw" in out
    replayed = run_cli("replay", "game.json", "--lang", "en", cwd=tmp_path)
    assert replayed.returncode == 0 and "identical to the record" in replayed.stdout, replayed.stderr
    said = json.loads(run_cli("replay", "game.json", "--format", "json", cwd=tmp_path).stdout)
    assert said["scores"] == record["result"]["scores"] and said["finished"]
    rules = load_rules(str(tmp_path / f"{name}.yaml"))
    assert len(said["scores"]) == rules.table.sides
    shown = run_cli("replay", "game.json", "--show", "--lang", "en", cwd=tmp_path)
    assert shown.returncode == 0 and shown.stdout.splitlines()[-1] == replayed.stdout.strip()
    text = shown.stdout
    if name in ("bisca", "s52"):  # the stock: what was drawn after each trick
        flat = " ".join(out.split())  # L8: the deal first, then the rest of the stock with the card under it
        assert "Each player was dealt " in flat and "cards lie on top of it and, with it, form the stock of " in flat
        assert " under it) · " in out  # the status line: the card under it
        assert "You draw " in out and "the card under the stock." in out and "The stock is used up" in out
        assert "cards form the stock." in text and "      Drawn: " in text
    if name == "bisca":
        assert "North (1)" in out and "South (0, you)" in out and "Each player plays for themselves." in out
        assert " · You " in out and " · North " in out and " · N " not in out  # each side, by its name in full
        assert "Play goes" not in out  # at two the turn alternates: no direction to say
    if name == "s52":
        assert "trick 1/13]" in out and "Us 0 – Them 0 (4 game points to win)" in out  # four in pairs: us and them
    if name == "six3":
        assert "North (3, you)" in out and "South-West (1)" in out and "South-East (5)" in out
        # in the order of play from the player's side: anticlockwise, North then North-West (Y-1)
        assert "Sides (a column each on the score sheet): S+You · NW+SE · SW+NE." in out
        assert "Your partner: South." in out
        assert "4 cards are set aside, face down: their card points count for nobody." in out
        assert "S+You           NW+SE           SW+NE" in out  # the score sheet: a column per side
        assert "4 cards are set aside, face down." in text
    if name == "it":
        assert "you sit East at a table of 5." in out and "East (4, you)" in out
        assert "Your bid (" in out and " wins the auction with " in out and "Contract (" in out
        assert "was the card called:" in out  # the secret partner, revealed
        assert "  Bids: " in text and "  Contract (" in text


def test_the_winner_of_the_auction_names_the_trump_and_calls_a_card(tmp_path: Path) -> None:
    """Seed 11: two bots bid, then the player bids the most (120), names hearts and calls a
    card — refused while it is the player's own, then the ace of hearts, whose holder is the
    partner, revealed when it is played."""
    first = ("120", "reds", "h", "JH", "zz", "AH")
    out, save = play(tmp_path, "it", "--seed", "11", lines=answers(first=first))
    assert "You bid 120.\nYou win the auction with 120." in out
    assert "“reds” is not a suit: type its number, its symbol or its name." in out
    assert "You hold J♥: call a card you do not hold." in out and "“zz” is not a card of this deck." in out
    assert "You name hearts (♥) as trumps and call the A♥." in out
    assert "Contract (You): 120, trump ♥ · A♥ called, its holder not known yet" in out
    assert "A♥ was the card called: " in out and " plays with you." in out
    actions = json.loads(save.read_text(encoding="utf-8"))["hands"][0]["actions"]
    assert actions[:4] == [["bid", 2, 70], ["bid", 1, 80], ["bid", 0, 120], ["call", 0, "H", "AH"]]
    assert run_cli("replay", "game.json", cwd=tmp_path).returncode == 0


def test_a_suit_is_named_by_the_number_the_prompt_shows_it_with(tmp_path: Path) -> None:
    """The prompt lists the suits 1 to 4, and the number typed is the suit listed with it (the
    fourth readers typed 1 under a list that began at 0 and got another suit than they meant)."""
    out, save = play(tmp_path, "it", "--seed", "11", lines=answers(first=("120", "2", "AH")))
    assert "Name the trump (1 ♠ spades, 2 ♥ hearts, 3 ♦ diamonds, 4 ♣ clubs)> " in out
    assert "You name hearts (♥) as trumps and call the A♥." in out
    actions = json.loads(save.read_text(encoding="utf-8"))["hands"][0]["actions"]
    assert ["call", 0, "H", "AH"] in actions


# -- 2. a bid the table does not allow ---------------------------------------------------------
def test_a_bid_the_table_refuses_says_why_and_nothing_is_bid(tmp_path: Path) -> None:
    lines = "".join(f"{line}\n" for line in ("60", "82", "200", "abc", "help", "85", "quit"))
    out, save = play(tmp_path, "it", "--seed", "11", lines=lines)
    assert "Bids so far: North-West 70, West 80." in out
    assert "You may not bid 60: the bid to beat is 80; bid 85 or more, or pass." in out
    assert "You may not bid 82: bids go up in steps of 5 from 65." in out
    assert "You may not bid 200: the highest bid is 120." in out
    assert "“abc” is not a bid." in out and "Bid a number of card points" in out
    assert out.count("Your bid (85 to 120, in steps of 5), or pass> ") == 6  # asked again, the same
    assert "You bid 85." in out
    actions = json.loads(save.read_text(encoding="utf-8"))["hands"][0]["actions"]
    assert actions[:3] == [["bid", 2, 70], ["bid", 1, 80], ["bid", 0, 85]]  # nothing else was bid
    first = play(tmp_path, "it", "--seed", "3", lines="60\n67\nquit\n", save="first.json")[0]
    assert "You bid first." in first and "No bid has been made yet." in first
    assert "You may not bid 60: the lowest bid is 65." in first
    assert "You may not bid 67: bids go up in steps of 5 from 65." in first
    assert json.loads((tmp_path / "first.json").read_text(encoding="utf-8"))["hands"][0]["actions"] == []


# -- 3. --seat ------------------------------------------------------------------------------------
def test_any_seat_of_the_table_is_taken_and_another_refused(tmp_path: Path) -> None:
    out, save = play(tmp_path, "it", "--seed", "2", "--seat", "4", lines="quit\n")
    assert "you sit East at a table of 5." in out and save.exists()
    variant = table(tmp_path, "it")
    refused = run_cli("play", variant, "--seat", "5", "-o", "no.json", input_text="quit\n", cwd=tmp_path)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr == ("sueca-rules: error: --seat: 5 is not a seat at the table of 'it.yaml' — it has "
                              "5 seats, counted from 0 clockwise: 0 (South), 1 (West), 2 (North-West), "
                              "3 (North-East), 4 (East)\n")
    assert not (tmp_path / "no.json").exists()
    usual = run_cli("play", "portugal", "--seat", "4", input_text="", cwd=tmp_path)
    assert usual.returncode == 2 and "3 (East)" in usual.stderr
    helped = run_cli("play", "--help")
    assert "any seat of the variant's table" in " ".join(helped.stdout.split())
    # every word typed at the card prompt is in the help (en R17-07: 'score' was missing)
    for word in ("accuse", "last", "score", "help", "quit"):
        assert f"'{word}'" in helped.stdout, word


# -- 4. every line fits 80 columns at six seats, in every locale ---------------------------------
ENGLISH = ("Your card>", "You play", "Your hand", " plays ", " wins the ", "Stock ", " draws ", "Sides ",
           "set aside", "Score:", "Card points", "Record saved to")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_six_seat_screen_fits_80_columns_in_every_locale(locale: str, tmp_path: Path) -> None:
    path = TABLES / "six3.yaml"
    output: list[str] = []
    lines = io.StringIO("zz\n" + "".join(f"{i % 10 + 1}\ny\n" for i in range(900)))
    play_in_terminal(load_rules(str(path)), str(path), 2, 9, tmp_path / "w.json", lines, output.append,
                     locale=locale, spec=load_variant(str(path)))
    shown = [line for chunk in output for line in chunk.splitlines() if str(tmp_path) not in line]
    assert [line for line in shown if len(line) > 80] == []
    if locale != "en":
        assert [line for line in shown if any(word in line for word in ENGLISH)] == []
    talk = Talk(load_rules(str(path)), locale, load_variant(str(path)))
    assert f"{talk.v.sentence(talk.compass(1))} (1)" in "\n".join(shown)  # the table drawn in the locale's words


# -- 5. --resume and autoplay ---------------------------------------------------------------------
@pytest.mark.parametrize(("name", "stop"), [("it", 4), ("it", 40), ("bisca", 25)])
def test_a_resumed_game_of_another_shape_ends_as_the_game_played_in_one_go(tmp_path: Path, name: str,
                                                                           stop: int) -> None:
    lines = answers(first=("120", "h", "JH", "AH") if name == "it" else ()).splitlines(keepends=True)
    play(tmp_path, name, "--seed", "11", lines="".join(lines), save="whole.json")
    whole = json.loads((tmp_path / "whole.json").read_text(encoding="utf-8"))
    play(tmp_path, name, "--seed", "11", lines="".join(lines[:stop]), save="part.json")
    part = tmp_path / "part.json"
    assert json.loads(part.read_text(encoding="utf-8"))["result"]["winner"] is None
    resumed = run_cli("play", "--resume", "part.json", "--bot", "random", "--lang", "en",
                      input_text="".join(lines[stop:]), cwd=tmp_path, timeout=180)
    assert resumed.returncode == 0, resumed.stderr
    assert "Resumed " in resumed.stdout
    assert json.loads(part.read_text(encoding="utf-8")) == whole


def test_autoplay_records_an_auction_and_replay_shows_it(tmp_path: Path) -> None:
    variant = table(tmp_path, "it")
    made = run_cli("autoplay", variant, "--seed", "2", "-o", "auto.json", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    record = json.loads((tmp_path / "auto.json").read_text(encoding="utf-8"))
    kinds = {action[0] for hand in record["hands"] for action in hand["actions"]}
    assert {"bid", "pass", "call", "play"} <= kinds
    shown = json.loads(run_cli("replay", "auto.json", "--show", "--format", "json", cwd=tmp_path).stdout)
    hand = shown["play_by_play"][0]
    bids = [seat for seat, points in hand["auction"] if points is not None]
    assert hand["passed"] or hand["contract"]["declarer"] == bids[-1]
    assert all(len(trick["cards"]) == 5 for trick in hand["tricks"])
    again = run_cli("autoplay", variant, "--seed", "2", cwd=tmp_path)
    assert json.loads(again.stdout)["hands"] == record["hands"]  # the same seed, the same record


# -- 6. a game of another shape survives every catchable signal ----------------------------------
@pytest.mark.skipif(not hasattr(signal, "SIGHUP") or not hasattr(os, "openpty"),
                    reason="POSIX signals and pseudo-terminals are needed")
@pytest.mark.parametrize(("name", "signame", "wait"), [
    ("it", "SIGINT", b"), or pass> "), ("it", "SIGTERM", b"), or pass> "), ("it", "SIGQUIT", b"Your card> "),
    ("bisca", "SIGHUP", b"Your card> ")])
def test_a_game_of_another_shape_survives_every_stop_signal(tmp_path: Path, name: str, signame: str,
                                                            wait: bytes) -> None:
    """`play` on a pseudo-terminal, stopped by a signal while it asks for a bid or a card (after
    a bid, a call and a trick): the record is saved whole and replays, the status is 128 + N."""
    variant = table(tmp_path, name)
    master, slave = os.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "sueca_rules", "play", variant, "--bot", "random", "--lang", "en", "--seed",
         "11", "-o", "game.json"], stdin=slave, stdout=slave, stderr=subprocess.PIPE, cwd=tmp_path,
        start_new_session=True, env=dict(os.environ, PYTHONPATH=str(ROOT)), preexec_fn=as_from_a_terminal)
    os.close(slave)
    seen = b""

    def wait_for(text: bytes, after: int = 0) -> None:
        nonlocal seen
        end = time.monotonic() + 60
        while text not in seen[after:] and time.monotonic() < end and process.poll() is None:
            if select.select([master], [], [], 0.5)[0]:
                with contextlib.suppress(OSError):
                    seen += os.read(master, 65536)
        assert text in seen[after:], seen[-600:]

    wait_for(b"or pass> " if name == "it" else b"Your card> ")
    if wait == b"Your card> ":  # a bid, a call and a card first (the bisca: a card, then a draw)
        for line in (("120", "h", "AH") if name == "it" else ()):
            os.write(master, line.encode() + b"\n")
        wait_for(b"Your card> ")
        mark = len(seen)
        os.write(master, b"1\n")
        wait_for(b"Your card> ", mark)
    process.send_signal(getattr(signal, signame))
    status = process.wait(timeout=60)
    with contextlib.suppress(OSError):
        while select.select([master], [], [], 0.2)[0]:
            seen += os.read(master, 65536)
    os.close(master)
    assert process.stderr is not None
    err = process.stderr.read().decode()
    process.stderr.close()
    assert status == 128 + getattr(signal, signame), (seen[-600:], err)
    said = err if signame == "SIGHUP" else seen.decode(errors="replace")
    assert "Record saved to " in said and "Traceback" not in err
    assert run_cli("replay", "game.json", cwd=tmp_path).returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["game.json", variant])  # no temporary file
