"""`--bot module:function` and `--bot file.py:function`: a bot of the user's own in simulate,
compare and play, run by the real command line; docs/bots.md's first bot, as pasted."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from sueca_rules.engine import Match
from sueca_rules.play.bots import make_bot
from sueca_rules.play.user import BotError

from ..conftest import ROOT, run_cli
from ..loaded import load_rules

BOTS = '''
def lowest(view):
    return min(view.legal, key=lambda c: (view.points_of(c), -c))

def by_name(view):
    assert view.turn == view.to_move == view.seat
    return view.name(view.legal[-1])

def drawn(view):
    return view.rng.choice(view.legal)

def illegal(view):
    others = [c for c in view.hand if c not in view.legal]
    return others[0] if others else 99

def boom(view):
    return 1 / 0

def two(view, other):
    return view.legal[0]

NOT_A_FUNCTION = 3
'''


def first_bot() -> str:
    """The first Python block of docs/bots.md: the bot a newcomer copies."""
    page = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", page, re.S)[0]


@pytest.fixture
def bots(tmp_path: Path) -> Path:
    (tmp_path / "mybots.py").write_text(BOTS, encoding="utf-8")
    (tmp_path / "mybot.py").write_text(first_bot(), encoding="utf-8")
    (tmp_path / "broken.py").write_text("import not_a_module_anywhere\n", encoding="utf-8")
    return tmp_path


def test_the_documented_first_bot_is_ten_lines_and_plays_in_simulate(bots: Path) -> None:
    assert len(first_bot().strip().splitlines()) <= 10
    result = run_cli("simulate", "portugal", "--hands", "200", "--bot", "mybot.py:choose,greedy",
                     "--format", "json", cwd=bots)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["bots"] == [f"{bots / 'mybot.py'}:choose", "greedy"]
    assert any(s["n"] == 200 and s["unit"] == "hands" for s in data["statistics"])  # every hand played


def test_a_module_bot_plays_alike_on_one_or_two_workers(bots: Path) -> None:
    runs = [run_cli("simulate", "portugal", "--hands", "400", "--bot", "mybots:drawn,mybots:lowest",
                    "--seed", "5", "--workers", workers, "--format", "json", cwd=bots)
            for workers in ("1", "2")]
    assert [r.returncode for r in runs] == [0, 0], runs[1].stderr
    assert runs[0].stdout == runs[1].stdout  # 400 hands are two chunks: two processes
    other = run_cli("simulate", "portugal", "--hands", "400", "--bot", "mybots:drawn,mybots:lowest",
                    "--seed", "6", "--format", "json", cwd=bots)
    assert other.stdout != runs[0].stdout  # the bot's stream is the seed's


def test_compare_and_play_take_a_bot_of_ones_own(bots: Path) -> None:
    compared = run_cli("compare", "portugal", "brazil", "--hands", "200", "--bot", "mybots.py:by_name", cwd=bots)
    assert compared.returncode == 0, compared.stderr
    assert "mybots.py:by_name" in compared.stdout.replace("\n", "")  # a long path may wrap
    save = bots / "game.json"
    answers = "\n".join(str(i % 10 + 1) for i in range(30)) + "\n"
    played = run_cli("play", "portugal", "--lang", "en", "--seed", "4", "--bot", "mybots:lowest",
                     "--save", str(save), input_text=answers, cwd=bots)
    assert played.returncode == 0, played.stderr
    assert "The player on your left plays" in played.stdout
    assert run_cli("replay", str(save)).returncode == 0


@pytest.mark.parametrize(("bot", "said"), [
    ("mybots.py:two", "two(view, other) does not take one argument"),
    ("mybots.py:NOT_A_FUNCTION", "'NOT_A_FUNCTION' is not a function but the int 3"),
    ("mybots.py:missing", "defines no 'missing' — its functions: boom, by_name, drawn, illegal, lowest, two"),
    ("nowhere.py:choose", "there is no file"),
    ("not_a_module_here:choose", "no module named 'not_a_module_here'"),
    ("broken.py:choose", "broken.py:1: importing the bot"),
    ("mybots.py:", "a bot of your own is written module:function or path/to/file.py:function"),
])
@pytest.mark.parametrize("command", ["simulate", "play"])
def test_a_bot_that_cannot_play_is_refused_before_the_game(bots: Path, bot: str, said: str, command: str) -> None:
    extra = ["--hands", "10"] if command == "simulate" else ["--lang", "en"]
    result = run_cli(command, "portugal", *extra, "--bot", bot, cwd=bots, input_text="1\n")
    assert result.returncode == 2, result.stderr
    assert said in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""  # nothing was played


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_bad_answer_mid_game_names_the_bot_the_seat_the_card_and_the_legal_cards(bots: Path, workers: str) -> None:
    result = run_cli("simulate", "portugal", "--hands", "400", "--bot", "greedy,mybots.py:illegal",
                     "--workers", workers, cwd=bots)
    assert result.returncode == 2
    line = result.stderr.strip()
    assert re.fullmatch(rf"sueca-rules: error: {re.escape(str(bots))}/mybots.py:illegal: seat [13] played "
                        r"(\w+, which is not legal now|99, which is not a card .*) \(trick \d+, card \d\) — "
                        r"legal: [\w ]+", line), line
    raised = run_cli("simulate", "portugal", "--hands", "10", "--bot", "mybots.py:boom", "--workers", workers,
                     cwd=bots)
    assert raised.returncode == 2 and "Traceback" not in raised.stderr
    assert re.search(r"mybots.py:\d+: the bot .*mybots.py:boom raised ZeroDivisionError: division by zero "
                     r"\(seat \d, trick 1, card 1\) — legal then: ", raised.stderr), raised.stderr


def test_a_bad_answer_in_the_terminal_game_is_said_and_the_game_kept(bots: Path) -> None:
    save = bots / "game.json"
    result = run_cli("play", "portugal", "--lang", "en", "--seat", "0", "--seed", "4", "--bot", "mybots:boom",
                     "--save", str(save), input_text="1\n" * 20, cwd=bots)
    assert result.returncode == 2
    assert "mybots:boom raised ZeroDivisionError" in result.stderr and "Traceback" not in result.stderr
    assert "internal error" not in result.stderr
    assert save.exists()


def test_make_bot_takes_a_reference_and_checks_each_answer(bots: Path) -> None:
    rules = load_rules("portugal")
    reference = f"{bots / 'mybots.py'}:by_name"
    bot = make_bot(reference, rules, random.Random(1))
    match = Match(rules, seed=3)
    hand = match.deal()
    while not hand.finished:
        match.play(bot.choose(match.view(hand.turn)))
    assert len(hand.tricks) == 10
    bad = make_bot(f"{bots / 'mybots.py'}:illegal", rules, random.Random(1))
    match = Match(rules, seed=3)
    hand = match.deal()
    with pytest.raises(BotError, match="which is not"):
        for _ in range(40):
            match.play(bad.choose(match.view(hand.turn)))
