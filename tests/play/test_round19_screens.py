"""Round-19 readers (en, fr) on the terminal, `list` and `matrix`.

1. (FR19-09) A trick's end said only who won it, its four cards printed one a line above, mixed
   with the next trick's lead, and `last` was too late once a bot led again: now the trick's end
   lists its cards on one line in play order, as `replay --show` does.
2. (FR19-10) The first line said the partner's compass point only; the screen then says left and
   right, `replay` West and East: at the usual table the line after it links them.
3. (EN19-04) The score key spoke of "a French description of Sueca" on a player's screen.
4. (FR19-11) `list` printed the descriptions' Markdown asterisks (`*manilha*`).
5. (EN19-05) `matrix` listed the same nine variants under "does not apply" row after row.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sueca_rules.docs.compare import matrix, matrix_data, matrix_rows
from sueca_rules.docs.ordering import cells
from sueca_rules.docs.terminal import matrix_tables
from sueca_rules.play.talk import Talk
from sueca_rules.resources import bundled_names
from sueca_rules.source import read, resolve
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker

from ..conftest import run_cli
from ..loaded import load_rules, load_variant
from .test_round18_screens import SHAPES, _screen, _variant


def _joined(lines: list[str]) -> list[str]:
    """The screen's lines, a wrapped line joined to the line it continues."""
    out: list[str] = []
    for line in lines:
        if out and re.match(r" {4}\S", line) and out[-1].startswith("  → "):
            out[-1] += " " + line.strip()
        else:
            out.append(line)
    return out


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", SHAPES)
def test_each_trick_ends_with_its_cards_in_play_order_on_one_line(name: str, locale: str, tmp_path: Path) -> None:
    rules = load_rules(_variant(name))
    t = Talk(rules, locale, load_variant(_variant(name)))
    lines = _screen(name, locale, 0, tmp_path)
    assert [line for line in lines if len(line) > 80] == []
    ends = [line for line in _joined(lines) if line.startswith("  → ")]
    assert ends, lines[:40]
    trick = t.phrase("{trick}")
    for number, line in enumerate(ends[:3], 1):
        head = t.v.sentence(trick) + f" {number}"
        assert line.startswith(f"  → {head}"), line
        cards = line.split(":", 1)[1].split(" — ")[0].split(", ")
        assert len(cards) == rules.table.players, line  # every seat's card, one each
    # the cards are those played just before, in that order (the bots' and the player's)
    plays = []
    for line in lines:
        if line.startswith("  → "):
            break
        played = re.search(r"\b(?:plays?|joga|jogas|joue|jouez) (\S+[♠♥♦♣])$", line, re.IGNORECASE)
        if played:
            plays.append(played.group(1))
    assert [c.split()[-1] for c in ends[0].split(":", 1)[1].split(" — ")[0].split(", ")] == plays, (ends[0], plays)


def test_the_trick_line_reads_as_the_readers_asked(tmp_path: Path) -> None:
    en = [line for line in _joined(_screen("portugal", "en", 0, tmp_path)) if line.startswith("  → ")]
    assert re.fullmatch(r"  → Trick 1: (left|you|right|partner) \S+(, (left|you|right|partner) \S+){3} — "
                        r"(you win|the player on your (left|right) wins|your partner wins) it \(\d+ card points?\)",
                        en[0]), en[0]
    fr = [line for line in _joined(_screen("portugal", "fr", 0, tmp_path)) if line.startswith("  → ")]
    assert re.search(r"^  → Pli 1\u00a0: .* — (vous le remportez|.+ le remporte) \(\d+[ \u00a0]points?\)$",
                     fr[0]), fr[0]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_usual_table_says_who_sits_left_and_right_by_compass_point(locale: str, tmp_path: Path) -> None:
    t = Talk(load_rules("portugal"), locale, load_variant("portugal"))
    for seat in range(4):
        second = _screen("portugal", locale, seat, tmp_path)[1]
        left, right = t.compass((seat + 1) % 4), t.compass((seat + 3) % 4)
        assert left in second and right in second and second.index(left) < second.index(right), second
        assert t.compass((seat + 2) % 4) not in second, second  # the partner is the first line's
    assert _screen("portugal", "en", 0, tmp_path)[1] == \
        "The player on your left sits West, the player on your right East."
    assert _screen("portugal", "fr", 0, tmp_path)[1] == \
        "Le joueur de gauche est à l’Ouest, celui de droite à l’Est."


@pytest.mark.parametrize("name", ["bisca", "it", "six3"])
def test_other_tables_draw_the_table_and_say_no_left_or_right_line(name: str, tmp_path: Path) -> None:
    lines = _screen(name, "en", 0, tmp_path)
    assert not any(line.startswith("The player on your left sits") for line in lines)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_score_key_speaks_of_the_score_not_of_sources(locale: str) -> None:
    from sueca_rules.play.terminal_words import sheet

    t = Talk(load_rules("portugal"), locale, load_variant("portugal"))
    key = sheet(t, [0, 0], 0, True, False, True)[-1]
    assert key.startswith("(") and key.endswith(".)"), key
    # no source on a player's screen (EN19-04), and the cross said as the screen's drawing, not a
    # rule of a variant whose book says nothing of a cross (BR21-06)
    assert not re.search(r"French|francesa|française|description|descrição", key), key
    assert key.replace("\u00a0", " ").startswith({"en": "(This screen draws the score as a cross: a dot",
                                                   "pt-PT": "(Este ecrã desenha a pontuação numa cruz: um sinal",
                                                   "pt-BR": "(Esta tela desenha o placar em cruz: um sinal",
                                                   "fr": "(Cet écran dessine le score en croix : un point"}[locale])


@pytest.mark.parametrize("color", ["always", "never"])
@pytest.mark.parametrize("locale", LOCALES)
def test_list_never_prints_markdown_asterisks(locale: str, color: str) -> None:
    shown = run_cli("list", "--lang", locale, "--color", color)
    assert shown.returncode == 0, shown.stderr
    assert "*" not in shown.stdout
    if locale == "fr":
        assert "comme manilha" in shown.stdout or "\x1b[3mmanilha" in shown.stdout.replace("\x1b[0m\x1b[3m", "")
        if color == "always":
            assert "\x1b[3m" in shown.stdout  # italics where styles are shown


_OTHERS = {"en": "the other {n} variants", "pt-PT": "as outras {n} variantes", "pt-BR": "as outras {n} variantes",
           "fr": "les {n} autres variantes"}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_matrix_says_the_other_variants_where_a_rule_does_not_apply_to_them(locale: str) -> None:
    specs = [resolve(read(name)).spec for name in bundled_names()]
    rows = matrix_rows(specs, Speaker(Voice(locale)))
    said = 0
    for row in rows:
        shown = cells(row, len(specs), Voice(locale))
        assert sorted(row.groups) == sorted((value, members) for value, members, _ in shown), row.label
        for index, (_, members, short) in enumerate(shown):
            if short:
                said += 1
                assert short == _OTHERS[locale].format(n=len(members)) and len(members) > 3
                assert index == len(shown) - 1  # last: "the other" after the variants named
        assert sum(bool(short) for _, _, short in shown) <= 1, shown  # one "other" group a row at most
        # a does-not-apply group of all but the named variants, more than 3: never listed name by name
        for index in row.nothing:
            members = row.groups[index][1]
            others = {m for i, (_, g) in enumerate(row.groups) if i != index for m in g}
            if len(members) > 3 and len(others) + len(members) == len(specs) and not others & set(members):
                assert any(short for _, _, short in shown), shown
    assert said >= 10
    markdown = matrix(specs, locale)
    assert _OTHERS[locale].format(n=9) in markdown.replace("\u00a0", " ")
    assert len(markdown.splitlines()) < 400


def test_the_matrix_json_keeps_every_name() -> None:
    specs = [resolve(read(name)).spec for name in bundled_names()]
    data = matrix_data(specs, "en")
    assert "other 9 variants" not in json.dumps(data)
    for rule in data["rules"]:
        assert {m for value in rule["values"] for m in value["variants"]} == {s.variant for s in specs}
    assert matrix_tables(specs, "en") is not None
