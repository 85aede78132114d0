"""The terminal game, driven by scripted input (no terminal needed)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from sueca_rules.play.terminal import TerminalGame, play_in_terminal, score_sheet

from ..conftest import ROOT, run_cli
from ..loaded import load_rules


def script(lines: list[str]) -> io.StringIO:
    return io.StringIO("".join(f"{line}\n" for line in lines))


def test_a_whole_match_from_scripted_input_saves_a_record_that_replays(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    answers = "\n".join(str(i % 10 + 1) for i in range(600)) + "\n"
    result = run_cli("play", "jogos-do-rei", "--lang", "en", "--seed", "5", "--save", str(save), input_text=answers)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Your hand (* = you may play it):" in out and "] Trumps " in out
    assert "You may not play " in out and ": you must follow suit (" in out
    assert "win the match" in out or "wins the match" in out
    assert "Score: Us " in out and "┼" not in out  # a Brazilian table keeps no cross: a placar
    assert run_cli("replay", str(save)).returncode == 0


def test_revokes_are_accused_by_the_bots_in_portugal(tmp_path: Path) -> None:
    output: list[str] = []
    rules = load_rules("portugal")
    answers = script([line for i in range(600) for line in (str(i % 10 + 1), "y")])  # y: play the revoke
    play_in_terminal(rules, "portugal", 0, 11, tmp_path / "p.json", answers, output.append)
    text = "\n".join(output)
    assert "That was a revoke: the other team may accuse you." in text
    assert re.search(r"accuses your team of a revoke: (it is proven|the accusation is not proven)\.", text)
    assert "(revoke)" in text


def test_the_human_may_accuse_and_ask_for_a_redeal(tmp_path: Path) -> None:
    output: list[str] = []
    rules = load_rules("mesa-brasileira")
    answers = script(["accuse"] + [str(i % 10 + 1) for i in range(800)])
    play_in_terminal(rules, "mesa-brasileira", 1, 2, tmp_path / "m.json", answers, output.append)
    text = "\n".join(output)
    assert "No revoke by the other team: the accusation fails and is punished." in text


def test_input_ending_early_still_saves(tmp_path: Path) -> None:
    output: list[str] = []
    save = tmp_path / "short.json"
    play_in_terminal(load_rules("sueca-online"), "sueca-online", 2, 4, save, script(["1", "2"]),
                     output.append)
    assert save.exists() and "(input ended)" in output[-3] and "play --resume" in output[-1]


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
    assert "Commands:" in text and ("No trick has been played yet this hand." in text or "Last trick" in text)


def test_score_sheet_crosses() -> None:
    sheet = score_sheet((2, 4), ("Nós", "Eles")).splitlines()
    assert sheet[0].split() == ["Nós", "Eles"]
    # each name centred over its cross's ┼ (issue 23: the names stood left of the crosses)
    assert [sheet[0].index(n) + len(n) // 2 for n in ("Nós", "Eles")] == [sheet[2].index("┼"), sheet[2].rindex("┼")]
    assert sheet[1].count("•") == 2 and sheet[2].count("•") == 3 and sheet[3].count("•") == 1
    assert sheet[-1].split() == ["2", "4"]


def _lines_of(variant: str, seat: int, seed: int, answers: list[str],
              save: Path) -> list[str]:
    output: list[str] = []
    prompts: list[str] = []
    play_in_terminal(load_rules(variant), variant, seat, seed, save, script(answers),
                     output.append, prompts.append)
    return [*output, *prompts]


def test_the_deal_prompt_re_asks_and_never_leaks_into_the_next_prompt(tmp_path: Path) -> None:
    # portugal, seed 2: find a seat that deals the first hand, so the human is asked
    from sueca_rules.engine import Match

    dealer = Match(load_rules("portugal"), 2).dealer
    answers = ["sideways", "", "quit"]
    lines = _lines_of("portugal", dealer, 2, answers, tmp_path / "d.json")
    text = "\n".join(lines)
    assert "Please answer 1 (standard) or 2 (alternative)." in text
    # the empty line took the default (standard); 'quit' was read by the card prompt, not
    # played as a card, and the record was saved
    assert "(standard)" in text and "You play" not in text
    assert "You quit. Record saved to" in text and "(input ended)" not in text
    replayed = run_cli("replay", str(tmp_path / "d.json"), "--lang", "en")
    assert replayed.returncode == 0 and "the match was not finished" in replayed.stdout


def test_refusals_speak_the_players_words_and_examples_use_the_deck(tmp_path: Path) -> None:
    from sueca_rules.engine import Match

    rules = load_rules("jogos-do-rei")  # illegal cards are refused
    output: list[str] = []
    game = TerminalGame(rules, "jogos-do-rei", 0, 3, script(["help"]).readline, output.append)
    match: Match = game.match
    hand = match.deal()
    while hand.turn != 0:
        match.play(game.bots[hand.turn].choose(match.view(hand.turn)))
    mine = hand.hands[0]
    not_mine = next(c for c in range(40) if c not in mine and c not in hand.trick)
    held = [c for c in mine if c not in hand.legal_cards()]
    answers = ["", rules.name(not_mine), *(rules.name(c) for c in held[:1]), "²", "①", "9" * 5000,
               "12", "ZZ", "10h", "help", rules.name(hand.legal_cards()[0])]
    game.read_line = script(answers).readline
    game.human_turn(hand)
    text = "\n".join(output)
    from sueca_rules.play.terminal import card_text

    assert f"You don't hold {card_text(rules, not_mine)}." in text
    if held:
        assert f"You may not play {card_text(rules, held[0])}: you must follow suit (" in text
    assert "“ZZ” is not a card: type one such as" in text and "Choose a number from 1 to" in text
    assert "There are no 10s in this deck (its cards: A 7 K J Q 6 5 4 3 2). Choose again." in text
    assert "10" not in text.split("Commands:")[1].split("\n")[1]  # no 10 in this deck
    assert "Traceback" not in text and "You play" in text


def test_every_line_fits_80_columns(tmp_path: Path) -> None:
    lines = _lines_of("portugal", 1, 9, [str(i % 10 + 1) for i in range(400)], tmp_path / "w.json")
    wide = [line for chunk in lines for line in chunk.splitlines()
            if len(line) > 80 and str(tmp_path) not in line]
    assert wide == []


def test_ctrl_c_and_an_unwritable_save_still_keep_the_record(tmp_path: Path) -> None:
    class Keys:
        """Two answers, then Ctrl-C."""

        def __init__(self) -> None:
            self.answers = ["1", "2"]

        def readline(self, size: int = -1) -> str:
            if not self.answers:
                raise KeyboardInterrupt
            return self.answers.pop(0) + "\n"

    output: list[str] = []
    save = tmp_path / "gone" / "x.json"  # the folder disappeared after the game started
    play_in_terminal(load_rules("portugal"), "portugal", 0, 4, save, Keys(),  # type: ignore[arg-type]
                     output.append)
    text = "\n".join(output)
    assert "(interrupted)" in text and "Could not save the record" in text
    fallback = Path(text.split("Saved it to ")[1].split(" instead")[0])
    assert fallback.exists() and json.loads(fallback.read_text())["hands"]
    fallback.unlink()


def test_play_refuses_an_unwritable_save_before_the_game(tmp_path: Path) -> None:
    result = run_cli("play", "portugal", "--lang", "en", "-o", str(tmp_path / "missing" / "x.json"), input_text="1\n")
    assert result.returncode == 2 and "missing" in result.stderr and "Your card" not in result.stdout
    assert "Traceback" not in result.stderr


def _play_house(name: str, seat: int, seed: int, answers: list[str], tmp_path: Path) -> str:
    path = str(ROOT / "variants" / "house" / f"{name}.sueca")
    lines = _lines_of(path, seat, seed, answers, tmp_path / f"{name}.json")
    return "\n".join(lines)


def test_the_table_declares_an_infraction(tmp_path: Path) -> None:
    text = _play_house("mesa-calada", 0, 3, ["declare talking them", "declare singing us",
                                            "quit"], tmp_path)
    # a penalty that lets play go on says what it did and the score it leaves (EN24-03)
    assert "Declared: talking or signalling to a partner by them. Penalty: the team not at fault scores 1 game " \
           "point at once, and play goes on. Score: Us 1 – Them 0." in " ".join(text.split())
    # its own fault, dealing out of order, after Portugal's misdeal it keeps for the rest (EN20-01)
    assert "Write: declare INFRACTION us|them — infractions: talking, misdeal, looking-back, " \
           "out-of-turn, out-of-order." in " ".join(text.split())  # a long line is wrapped at 80 columns
    record = json.loads((tmp_path / "mesa-calada.json").read_text())
    assert ["declare", 1, "talking"] in record["hands"][0]["actions"]
    assert run_cli("replay", str(tmp_path / "mesa-calada.json")).returncode == 0


def test_the_cutter_chooses_the_deal(tmp_path: Path) -> None:
    from sueca_rules.engine import Match

    rules = load_rules(str(ROOT / "variants" / "house" / "corte-escolhe.sueca"))
    dealer = Match(rules, 6).dealer
    cutter = (dealer + 1) % 4  # Portugal's cutter is the dealer's left
    text = _play_house("corte-escolhe", cutter, 6, ["2", "quit"], tmp_path)
    assert "You cut. Which deal?" in text and "(alternative)" in text


@pytest.mark.parametrize("house", ["baralho-espanhol", "baralho-portugues"])
def test_a_latin_suited_deck_shows_its_faces(house: str, tmp_path: Path) -> None:
    text = _play_house(house, 0, 5, ["quit"], tmp_path)
    hand = text.split("Your hand (* = you may play it):")[1].splitlines()[1]
    assert not any(face in hand for face in ("K♠", "Q♥", "J♦", "K♣", "Q♣", "J♠")) or "R" in hand
    assert "Q" not in hand and "J" not in hand and "K" not in hand


def test_a_series_is_played_whole_and_named_results_are_said(tmp_path: Path) -> None:
    answers = [a for i in range(6000) for a in (str(i % 10 + 1), "n")]  # "n": no revokes
    text = _play_house("torneio", 1, 2, answers, tmp_path)
    assert "Series (first to 3): us" in text and "=== Match 2 of the series" in text
    assert "wins the series" in text
    record = json.loads((tmp_path / "torneio.json").read_text())
    assert record["format"] == "sueca-rules/series@1" and len(record["matches"]) >= 3
    assert run_cli("replay", str(tmp_path / "torneio.json")).returncode == 0


@pytest.mark.parametrize("scores", [(0, 0), (3, 1), (5, 12)])
def test_each_score_sits_under_its_cross(scores: tuple[int, int]) -> None:
    lines = score_sheet(scores, ("Us", "Them")).splitlines()
    middle, numbers = lines[2], lines[-1]
    crosses = [i for i, char in enumerate(middle) if char == "┼"]
    assert [numbers.index(str(scores[0])), numbers.rindex(str(scores[1]))] == crosses


# -- bounded input, a closed output ------------------------------------------------------------

def test_an_overlong_line_is_ignored_and_the_game_goes_on(tmp_path: Path) -> None:
    from sueca_rules.play.terminal_io import MAX_LINE, BoundedLines

    output: list[str] = []
    lines = BoundedLines(io.StringIO("x" * 5000 + "\n" + "y" * (MAX_LINE + 1) + "\n1\n"), output.append)
    assert lines() == "1\n" and len(output) == 2 and "longer than 1024 characters" in output[0]
    assert lines() == ""  # the end of input
    exact = "z" * MAX_LINE + "\n"  # a line of the cap is a line
    assert BoundedLines(io.StringIO(exact), output.append)() == exact

    save = tmp_path / "long.json"
    played: list[str] = []
    answers = io.StringIO("7" * 100_000 + "\n" + "".join(f"{i % 10 + 1}\n" for i in range(40)))
    play_in_terminal(load_rules("portugal"), "portugal", 0, 3, save, answers, played.append)
    text = "\n".join(played)
    assert "it is ignored" in text and "You play" in text and save.exists()
    assert not any("7" * 2000 in line for line in played)  # never echoed back


class _Endless(io.TextIOBase):
    """A stream of NUL characters without end, like /dev/zero, counting what is read."""

    def __init__(self) -> None:
        self.read_chars = 0

    def readline(self, size: int | None = -1) -> str:
        assert size is not None and size > 0, "an unbounded read of an endless stream"
        self.read_chars += size
        return "\0" * size


def test_an_endless_line_ends_the_input_and_keeps_the_record(tmp_path: Path) -> None:
    from sueca_rules.play.terminal_io import MAX_SKIP

    stream, output = _Endless(), []
    save = tmp_path / "zero.json"
    status = play_in_terminal(load_rules("portugal"), "portugal", 0, 1, save, stream, output.append)
    assert status == 0 and save.exists() and stream.read_chars < MAX_SKIP + (1 << 17)
    assert "this input is not a player's" in "\n".join(output) and "(input ended)" in output[-3]


def test_dev_zero_on_standard_input_ends_promptly_with_the_record(tmp_path: Path) -> None:
    import subprocess
    import sys

    save = tmp_path / "z.json"
    with open("/dev/zero", "rb") as zero:
        result = subprocess.run([sys.executable, "-m", "sueca_rules", "play", "portugal", "--lang", "en", "--seed", "1",
                                 "-o", str(save)], stdin=zero, capture_output=True, text=True, timeout=30)
    assert result.returncode == 0 and "Record saved to" in result.stdout, result.stderr
    assert run_cli("replay", str(save)).returncode == 0


def test_a_closed_output_still_saves_the_record_and_exits_1(tmp_path: Path) -> None:
    """`sueca-rules play ... | head -3`: the reader goes away mid-game."""
    import subprocess
    import sys

    save = tmp_path / "piped.json"
    game = subprocess.Popen([sys.executable, "-m", "sueca_rules", "play", "portugal", "--lang", "en", "--seed", "2",
                             "-o", str(save)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT)
    assert game.stdout is not None and game.stdin is not None and game.stderr is not None
    game.stdout.readline()
    game.stdout.close()  # the reader is gone
    try:
        game.stdin.write("1\n" * 2000)
        game.stdin.close()
    except BrokenPipeError:  # the game ended first
        pass
    err = game.stderr.read()
    assert game.wait(timeout=60) == 1
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert f"Record saved to {save}" in err and "broken pipe" in err
    assert run_cli("replay", str(save)).returncode == 0


def test_a_game_whose_output_closes_reports_on_the_side(tmp_path: Path) -> None:
    def closed(text: str) -> None:
        raise BrokenPipeError

    said: list[str] = []
    save = tmp_path / "c.json"
    status = play_in_terminal(load_rules("portugal"), "portugal", 0, 2, save, script(["1"]), closed,
                              warn=said.append)
    assert status == 1 and save.exists() and said[0].endswith(f"Record saved to {save}")


def test_the_deal_question_shows_the_score_and_help_then_asks_again(tmp_path: Path) -> None:
    """`score` and `help` at "Which deal?" are not answers: the score is shown, help lists the
    choices, and the question is asked again (not "Please answer 1 or 2" for `score`)."""
    from sueca_rules.engine import Match

    rules = load_rules(str(ROOT / "variants" / "house" / "corte-escolhe.sueca"))
    cutter = (Match(rules, 6).dealer + 1) % 4
    said: list[str] = []  # what is written and asked, in order
    play_in_terminal(rules, "corte-escolhe", cutter, 6, tmp_path / "c.json",
                     script(["score", "help", "last", "2", "quit"]), said.append, said.append)
    text = "\n".join(said)
    after = text[text.index("You cut. Which deal?"):]
    assert after.count("You cut. Which deal?") == 4  # asked again after each aside
    assert "No trick has been played yet this hand." in after  # `last` before any deal (fuzz)
    assert "┼" in after.split("Please answer")[0]  # the score's cross, before help's answer
    assert "Please answer 1 (standard) or 2 (alternative)." in after
    assert "(alternative)" in after.split("Please answer")[1]  # then "2" is taken


def test_a_penalty_that_costs_nothing_says_no_score(tmp_path: Path) -> None:
    """Portugal's failed accusation costs nothing: play goes on, and no score line follows it
    (said only where a penalty changed something: EN24-03)."""
    lines = _lines_of("portugal", 0, 3, ["accuse", "quit"], tmp_path / "p.json")
    said = next(i for i, line in enumerate(lines) if "the accusation fails" in line)
    assert "No revoke by the other team: the accusation fails, and play goes on." in lines[said]
    assert not lines[said + 1].startswith("Score:")



@pytest.mark.parametrize(("locale", "said"), [("en", "Us 0 – Them 0 (4 game points to win)"),
                                              ("fr", "Nous 0 – Eux 0 (4 manches pour gagner)"),
                                              ("pt-PT", "Nós 0 – Eles 0 (4 jogos para ganhar)"),
                                              ("pt-BR", "Nós 0 – Eles 0 (4 pontos de jogo para vencer)")])
def test_the_status_line_says_what_the_target_counts(locale: str, said: str, tmp_path: Path) -> None:
    """FR25-03: "(4 to win)" sat above a line counting card points; the target's unit is said."""
    output: list[str] = []
    play_in_terminal(load_rules("portugal"), "portugal", 0, 7, tmp_path / "g.json", script(["quit"]),
                     output.append, locale=locale)
    status = next(line for line in output if line.startswith("["))
    assert " ".join(status.replace("\xa0", " ").split()).endswith(said)
