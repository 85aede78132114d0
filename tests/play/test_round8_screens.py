"""The play screen as the eighth readers asked, in the four locales, by the real game (standard
input): the hand's choice numbers stand apart from the cards, the mark after the card it
explains (pt-BR LY-1); the players and sides listed in the order of play, the table's way
(en Y-1); a seat at the usual table named as a sentence's subject by a noun, not by an
elliptic "o da esquerda" (pt-BR LG-5)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal_ask import fit
from sueca_rules.words.i18n import LOCALES

from ..conftest import run_cli
from ..loaded import load_rules
from .test_round5_screens import _play, _talk

TABLES = Path(__file__).resolve().parent / "tables"
_ITEM = re.compile(r"(\d{1,2})\) (\S+?)(\*?)")


def hand_rows(t: Talk, out: str) -> list[list[tuple[int, str, bool]]]:
    """Each hand line the screen showed, as (number, card, may be played) items."""
    legend = t.gettext("Your hand (* = you may play it):")
    lines = out.splitlines()
    rows = []
    for i, line in enumerate(lines[:-1]):
        if line == legend:
            items = lines[i + 1].split()
            pairs = [" ".join(items[j:j + 2]) for j in range(0, len(items), 2)]
            found = [_ITEM.fullmatch(pair) for pair in pairs]
            assert all(found), lines[i + 1]
            rows.append([(int(m[1]), m[2], m[3] == "*") for m in found if m])
    return rows


@pytest.mark.parametrize("locale", LOCALES)
def test_the_hand_numbers_stand_apart_from_the_cards(locale: str, tmp_path: Path) -> None:
    t = _talk("portugal", locale)
    out = _play("portugal", locale, ["2", "1", "1", t.command_word("quit")], tmp_path, seed=3)
    rows = hand_rows(t, out)
    assert len(rows) >= 4, out[:800]
    for row in rows:
        assert [number for number, _, _ in row] == list(range(1, len(row) + 1))
        assert all(re.fullmatch(r"[0-9A-Z]{1,2}[♠♥♦♣]", card) for _, card, _ in row), row
    assert any(not playable for row in rows for _, _, playable in row)  # seed 3: a suit to follow
    assert not re.search(r"\d\*|\d [0-9A-Z]{1,2}[♠♥♦♣]", "\n".join(  # no `5*7♦`, no `2 3♠`
        line for line in out.splitlines() if re.match(r" 1\) ", line)))
    second = rows[0][1][1]  # the number typed plays the card it stands beside
    assert t.gettext("You play {card}", card=second) in out


def test_a_narrow_terminal_never_parts_a_number_from_its_card() -> None:
    line = " " + "  ".join(f"{i}) 7♠*" for i in range(1, 11))
    for width in (40, 50, 61):
        parts = fit(line, width)
        assert len(parts) > 1 and not any(re.search(r"\d\)$", part) for part in parts), parts
        assert all(re.fullmatch(r"\s*(\d{1,2}\) 7♠\*\s*)+", part) for part in parts), parts


def in_play_order(t: Talk, me: int) -> list[str]:
    table = t.rules.table
    return [t.side_label(table.side_of[(me + table.step * k) % table.players], me) for k in range(table.players)]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_italiana_status_line_lists_the_players_in_the_order_of_play(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-italiana", locale)
    out = _play("sueca-italiana", locale, [t.command_word("quit")], tmp_path, seed=3)
    status = next(line for line in out.splitlines() if line.startswith("["))
    names = in_play_order(t, 0)
    assert t.rules.table.step == -1 and names[1] == t.compass(4)  # anticlockwise: East after South
    places = [status.lower().index(f"{name} 0".lower()) for name in names]
    assert places == sorted(places), status


@pytest.mark.parametrize("direction", ["anticlockwise", "clockwise"])
def test_the_sides_follow_the_tables_direction(direction: str, tmp_path: Path) -> None:
    """Six players in three pairs, the player North: the sides line, the status line and the
    score sheet's columns list the player's side first, then the table's way round."""
    text = (TABLES / "six3.yaml").read_text(encoding="utf-8") + f"direction: {direction}\n"
    (tmp_path / "six.yaml").write_text(text, encoding="utf-8")
    rules = load_rules(str(tmp_path / "six.yaml"))
    t = Talk(rules, "en")
    assert rules.table.step == (1 if direction == "clockwise" else -1)
    order = [t.side_label(side, 3) for side in t.sides_in_play(3)]
    assert order == (["S+You", "NW+SE", "SW+NE"] if direction == "anticlockwise" else ["S+You", "SW+NE", "NW+SE"])
    done = run_cli("play", "six.yaml", "--lang", "en", "--seat", "3", "--seed", "7", "-o", "g.json",
                   input_text="score\nquit\n", cwd=tmp_path, timeout=120)
    flat = re.sub(r"\n  (?=\S)", " ", done.stdout)
    assert f"Sides (a column each on the score sheet): {' · '.join(order)}." in flat, flat[:1500]
    assert " · ".join(f"{side} 0" for side in order) in flat
    assert re.search(r"\s{2,}".join(re.escape(side) for side in order), flat), flat  # the sheet's columns


@pytest.mark.parametrize(("locale", "left", "right"), [
    ("pt-PT", "O jogador da esquerda", "O jogador da direita"),
    ("pt-BR", "O jogador da esquerda", "O jogador da direita"),
    ("fr", "Le joueur de gauche", "Le joueur de droite"),
])
def test_a_seat_as_a_subject_is_a_player(locale: str, left: str, right: str, tmp_path: Path) -> None:
    t = _talk("portugal", locale)
    out = _play("portugal", locale, ["1", "1", "1", t.command_word("quit")], tmp_path, seed=3)
    plays = [line for line in out.splitlines() if re.search(r" (joga|joue) \S+[♠♥♦♣]$", line)]
    assert any(line.startswith(left) for line in plays) and any(line.startswith(right) for line in plays), plays
    assert not re.search(r"(?i)\bo da (esquerda|direita)\b", out), out[:1500]
    assert t.who(1, 0) == left[0].lower() + left[1:] and t.seat_named(t.who(1, 0), 0) == 1
