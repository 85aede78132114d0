"""Round-18 readers (en, pt-PT, pt-BR, fr) on the terminal.

1. The play screen's first line said the seat as the program counts it ("you sit at seat 0
   (South)", "estás no lugar 0", "à la place 0"): nobody numbers seats from 0, and the rest of
   the screen says left, right, partner and compass points. Now the seat is named by its
   compass point only, and at the usual table the partner's point too — at every table shape,
   in every locale, no screen line says a seat index.
2. `replay --show` said a hand settled by a penalty as `North–South 67, East–West 24 (revoke)`,
   read as East–West's revoke: now whose fault it was and who the hand went to are said.
"""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.words.i18n import LOCALES, Voice

from ..conftest import ROOT, run_cli
from ..loaded import load_rules, load_variant

TABLES = Path(__file__).resolve().parent / "tables"
# the usual table, and two, four (a stock), five (an auction) and six seats (three pairs)
SHAPES = ("portugal", "bisca", "s52", "it", "six3")
SEAT_INDEX = re.compile(r"\b(seats?|lugar(es)?|places?|assentos?)\s+\d", re.IGNORECASE)


def _variant(name: str) -> str:
    return name if name == "portugal" else str(TABLES / f"{name}.yaml")


def _screen(name: str, locale: str, seat: int, tmp_path: Path) -> list[str]:
    """The screen of a game played a little way (card numbers, `n` to a revoke's question,
    `pass` at a bid), then its input ends."""
    variant = _variant(name)
    output: list[str] = []
    answers = io.StringIO("".join(f"pass\n{i % 10 + 1}\nn\n" for i in range(40)))
    play_in_terminal(load_rules(variant), variant, seat, 5, tmp_path / f"{name}.{locale}.{seat}.json", answers,
                     output.append, output.append, locale=locale, spec=load_variant(variant))
    return [line for chunk in output for line in chunk.splitlines() if str(tmp_path) not in line]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", SHAPES)
def test_no_screen_line_says_a_seat_index_at_any_table_in_any_locale(name: str, locale: str,
                                                                     tmp_path: Path) -> None:
    rules = load_rules(_variant(name))
    t = Talk(rules, locale, load_variant(_variant(name)))
    for seat in sorted({0, 1, rules.table.players - 1}):
        lines = _screen(name, locale, seat, tmp_path)
        assert [line for line in lines if SEAT_INDEX.search(line)] == [], (name, locale, seat)
        assert [line for line in lines if len(line) > 80] == []
        first = lines[0] if lines[0].endswith(".") else f"{lines[0]} {lines[1]}"  # a long title may wrap it
        assert t.compass(seat) in first and str(seat) not in first.split("—", 1)[1], first
        if t.usual:  # the partner opposite, named by their point
            assert t.compass((seat + 2) % 4) in first, first
        else:  # and how many sit at the table
            assert str(rules.table.players) in first, first


def test_the_first_line_reads_as_the_readers_asked(tmp_path: Path) -> None:
    said = {locale: _screen("portugal", locale, 1, tmp_path)[0] for locale in LOCALES}
    assert said["en"] == "Sueca (Portugal) — you sit West, your partner opposite you (East)."
    assert said["pt-PT"] == "Sueca (Portugal) — estás a Oeste, com o parceiro à tua frente (a Este)."
    assert said["pt-BR"] == "Sueca (Portugal) — você joga de Oeste, com o parceiro à sua frente (Leste)."
    assert said["fr"] == "Sueca (Portugal) — vous êtes à l’Ouest, votre partenaire en face (à l’Est)."
    assert _screen("portugal", "fr", 0, tmp_path)[0].endswith("vous êtes au Sud, votre partenaire en face (au Nord).")


def _settled_lines(record: Path, locale: str) -> list[str]:
    shown = run_cli("replay", str(record), "--show", "--lang", locale)
    assert shown.returncode == 0, shown.stderr
    v = Voice(locale)
    head = v.gettext("Card points: {points}{settled} · {game_point:pl} this {hand}: {games} · score: {scores}")
    return [line.strip() for line in shown.stdout.splitlines() if line.strip().startswith(head.split("{")[0].strip())]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_hand_ended_by_a_penalty_says_whose_fault_and_whom_it_went_to(locale: str, tmp_path: Path) -> None:
    """A real game with revokes (a card number answered `y` to the revoke's question), and the
    golden record whose hand 5 a false accusation ended: each settled hand's line names the
    offenders and the winners, and no bare `(revoke)` follows the card points."""
    answers = "".join(f"{i % 10 + 1}\ny\n" for i in range(900))
    played = run_cli("play", "portugal", "--seed", "7", "--lang", "en", "-o", str(tmp_path / "r.json"),
                     input_text=answers, timeout=120)
    assert played.returncode == 0, played.stderr
    assert '"settled_by": "revoke"' in (tmp_path / "r.json").read_text(encoding="utf-8")
    v = Voice(locale)
    ns, ew = v.pgettext("team", "North–South"), v.pgettext("team", "East–West")
    lines = _settled_lines(tmp_path / "r.json", locale)
    revoked = {"en": "a revoke by", "pt-PT": "uma renúncia de", "pt-BR": "uma renúncia de",
               "fr": "une renonce de"}[locale]
    settled = [line for line in lines if revoked in line]
    assert settled, lines
    went = {"en": "the hand goes to", "pt-PT": "a mão é ganha por", "pt-BR": "a mão é ganha por",
            "fr": "la donne revient à"}[locale]
    for line in settled:
        assert f"{revoked} {ns}" in line or f"{revoked} {ew}" in line, line
        offenders = ns if f"{revoked} {ns}" in line else ew
        assert f"{went} {ew if offenders == ns else ns}" in line, line
        assert not re.search(r"\d \((revoke|renúncia|renonce)\)", line), line
    shutil.copy(ROOT / "tests/golden/format1/mesa-brasileira.json", tmp_path / "m.json")
    false = [line for line in _settled_lines(tmp_path / "m.json", locale)
             if v.gettext("a false accusation by {offenders}", offenders=ns) in line]
    assert len(false) == 1 and ew in false[0].split(ns, 2)[-1], false
