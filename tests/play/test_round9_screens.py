"""The ninth readers' play screen, replay and terminal: a seat as a sentence's subject (en L07),
the status line (en L08), the replay of a record stopped mid-trick and its summary (pt-PT
R9-05, R9-06), the screen's wrapping (pt-PT R9-07, pt-BR R9-05), a command at a yes/no
question (fr FR-17), the default record's name (pt-BR R9-10)."""

from __future__ import annotations

import io
import re
from itertools import pairwise
from pathlib import Path

import pytest

from sueca_rules.cli.play import record_stem
from sueca_rules.cli.said import replayed
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.play.terminal_ask import fit
from sueca_rules.words.i18n import Voice

from ..conftest import run_cli
from ..loaded import load_rules

LOCALES = ("en", "pt-PT", "pt-BR", "fr")


def screen(tmp_path: Path, answers: str, locale: str = "en", seed: int = 5, variant: str = "portugal") -> str:
    output: list[str] = []
    play_in_terminal(load_rules(variant), variant, 0, seed, tmp_path / f"{locale}.json", io.StringIO(answers),
                     output.append, output.append, locale=locale)
    return "\n".join(output)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_seat_is_the_subject_of_a_sentence_in_full_and_the_status_bracket_has_no_capital(
        tmp_path: Path, locale: str) -> None:
    out = screen(tmp_path, "".join(f"{i % 10 + 1}\nn\n" for i in range(40)) + "quit\n", locale)
    lines = out.splitlines()
    # never a bare `Left plays`, `Right leads first`, `Partner wins` (en L07)
    assert not [line for line in lines if re.match(r"\W*(Left|Right|Partner) \w", line)]
    if locale == "en":
        assert "The player on your left plays " in out and "The player on your right plays " in out
        assert "Your partner plays " in out
    status = [line for line in lines if re.match(r"\[[^]]+\] \S+ [♠♥♦♣] \(", line)]
    assert status
    for line in status:  # the bracket after the trump suit, mid-line: no capital (en L08)
        inside = line.split("(", 1)[1]
        assert not inside[:1].isupper(), line
    if locale == "en":
        assert all("] Trumps " in line for line in status), status[0]


def test_a_record_stopped_mid_trick_replays_with_its_unfinished_trick(tmp_path: Path) -> None:
    # seed 5: the player on the left leads first and has played when the player quits
    screen(tmp_path, "quit\n")
    record = tmp_path / "en.json"
    expected = {"en": r"   1\. West \S+ \(trick not finished\)$", "pt-PT": r"   1\. Oeste \S+ \(vaza por acabar\)$",
                "pt-BR": r"   1\. Oeste \S+ \(vaza inacabada\)$", "fr": r"   1\. Ouest \S+ \(pli inachevé\)$"}
    for locale, line in expected.items():
        done = run_cli("replay", str(record), "--show", "--lang", locale)
        assert done.returncode == 0, done.stderr
        assert re.search(line, done.stdout, re.M), done.stdout
    # a record played to its end shows no unfinished trick
    done = run_cli("replay", str(Path(__file__).parents[1] / "golden" / "portugal.json"), "--show")
    assert done.returncode == 0 and "not finished)" not in done.stdout


def test_the_replay_summary_says_how_far_the_last_hand_went() -> None:
    said = {locale: replayed(Path("r.json"), Voice(locale), "Sueca", 1, (0, 0), None, 2) for locale in LOCALES}
    assert "the last hand stopped after 2 of the 10 tricks" in said["en"]
    assert "a última mão parou depois de 2 das 10 vazas" in said["pt-PT"]
    assert "a última mão parou depois de 2 das 10 vazas" in said["pt-BR"]
    assert "après 2 des 10 plis" in said["fr"]


@pytest.mark.parametrize("width", [60, 80, 100, 105, 110, 115, 120, 150, 160])
def test_wrapping_keeps_a_number_with_its_words_and_leaves_no_word_alone(width: int) -> None:
    texts = ["Cada jogador recebeu 3 cartas e o 3♦ foi voltado para trunfo; as outras 34 cartas ficam por cima "
             "dele e formam, com ele, o monte de 34: o 3♦ é a última carta a tirar.",
             "(Cada ponto de jogo ganho se marca com um sinal em uma ponta da cruz; com 4 pontos de jogo se "
             "ganha a partida.)",
             "Each player was dealt 3 cards and the 3♦ was turned for trumps; the other 34 cards lie on top of "
             "it and, with it, form the stock of 34: the 3♦ is drawn last."]
    for text in texts:
        lines = fit(text, width)
        assert " ".join(line.strip() for line in lines) == text
        for line, after in pairwise(lines):
            assert not (re.search(r"\w$", line) and re.match(r"\s*\d", after)), (line, after)
            assert not (re.search(r"\d$", line) and re.match(r"\s*[^\W\d_]", after)), (line, after)
        if len(lines) > 1:
            assert " " in lines[-1].strip(), lines


def test_pt_br_says_no_one_has_bid_yet_in_its_own_order() -> None:
    assert Voice("pt-BR").gettext("No bid has been made yet.") == "Ninguém deu lance ainda."


def test_a_command_at_a_yes_no_question_is_run_and_the_question_asked_again(tmp_path: Path) -> None:
    # portugal, seed 4: a card that would be a revoke is asked about; `score` there shows the
    # score sheet and asks again, `n` then says no (fr FR-17)
    out = screen(tmp_path, "".join(f"{i % 10 + 1}\nscore\nn\n" for i in range(60)) + "quit\n", seed=4)
    asked = out.split("Play it anyway? [y/N]> ")
    assert len(asked) > 2
    again = [part for part in asked[1:-1] if "Them" in part and part.rstrip().endswith("would be a revoke "
                                                                                    "(you hold hearts).")]
    assert again, asked[1][:200]
    assert "“score” is neither" not in out and "is neither, so it is taken as" not in out.split("“n”")[0]
    out = screen(tmp_path, "".join(f"{i % 10 + 1}\nnonsense\n" for i in range(30)) + "quit\n", seed=4)
    assert "Answer y or n: “nonsense” is neither, so it is taken as “no”." in out  # as before


def test_the_default_record_name_does_not_double_sueca(tmp_path: Path) -> None:
    assert record_stem("portugal") == "sueca-portugal"
    assert record_stem("sueca-a-dois") == "sueca-a-dois"
    for variant, name in (("sueca-a-dois", "sueca-a-dois-3.json"), ("portugal", "sueca-portugal-3.json")):
        done = run_cli("play", variant, "--seed", "3", "--lang", "en", cwd=tmp_path, input_text="quit\n")
        assert done.returncode == 0, done.stderr
        assert f"Record saved to {name}" in done.stdout and (tmp_path / name).is_file()
        assert run_cli("replay", name, cwd=tmp_path).returncode == 0
    assert not list(tmp_path.glob("sueca-sueca-*"))
