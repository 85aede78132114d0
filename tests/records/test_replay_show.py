"""`sueca-rules replay RECORD --show`: the golden records shown hand by hand and trick by
trick, by the real command line, still checked; `--format json` keeps its shape and adds
`play_by_play`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli
from ..loaded import load_rules

GOLDEN = sorted((ROOT / "tests" / "golden").glob("*.json"))
# seats by the compass points the game names them by, at every table (seat 0 South)
TRICK = re.compile(r"^\s+\d+\. (.+) → (South|South-West|West|North-West|North|North-East|East|South-East) wins the "
                   r"trick \((\d+) card points?\)$")
HAND = re.compile(r"^  Card points: North–South (\d+), East–West (\d+)(?: \((.+)\))? · game points this hand: "
                  r"(\d+)–(\d+) · "
                  r"score: (\d+)–(\d+)$")
# at the usual table a pair of values (0–1); at another a value per side, each named by its seats
# and a value below 0 with a real minus sign (South −1, West 1, North-West 1); under a contract the
# card points are the declarer's side's and the defenders': declarer’s side 58, defenders 62; else each
# side's, named (North–South 58, East–West 62: which is whose need not be guessed)
SIDES = r"((?:[A-Z][a-zA-Z–-]* )?[−\d]+(?:(?:–|, )(?:[A-Z][a-zA-Z–-]* )?[−\d]+)+)"
NAME = r"[A-Z][a-zA-Z–-]*"
HAND_SIDES = re.compile(rf"^  Card points: (?:declarer’s side |{NAME} )(\d+)(?:, defenders |, {NAME} )(\d+)"
                        rf"(?: · ((?:a revoke|a false accusation|a penalty) .+))? · "
                        rf"game points this hand: {SIDES} · score: {SIDES}$")


@pytest.mark.parametrize("record", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_show_prints_every_trick_of_the_record_and_still_checks_it(record: Path) -> None:
    data = json.loads(record.read_text(encoding="utf-8"))
    plain = run_cli("replay", str(record), "--lang", "en")
    shown = run_cli("replay", str(record), "--show", "--lang", "en")
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[-1] == plain.stdout.strip()  # the check's own line, last
    played = [a[1] for h in data["hands"] for a in h["actions"] if a[0] == "play"]
    table = load_rules(data["variant"], data["options"] or None).table
    players = table.players
    tricks = [TRICK.match(line) for line in lines if "→" in line]
    assert all(tricks) and len(tricks) == len(played) // players  # every card, in tricks of a card each
    cards = [c.removesuffix(" (revoke)").split()[-1] for m in tricks if m for c in m.group(1).split(", ")]
    assert [c.replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C") for c in cards] \
        == played[:len(cards)]
    hands = [HAND_SIDES.match(line) for line in lines if line.startswith("  Card points")]
    assert all(hands) and len(hands) == sum(1 for line in lines if line.startswith("=== Hand "))

    def numbers(text: str) -> list[int]:
        return [int(n.replace("−", "-")) for n in re.findall(r"−?\d+", text)]

    # the sides in the order of play from South's, as the play screen lists them (fr FR13-09)
    order = list(dict.fromkeys(table.side_of[(table.step * place) % players] for place in range(players)))
    said = [[int(m.group(1)), int(m.group(2)), *numbers(m.group(4))] for m in hands if m]
    assert said == [[*h["points"], *(h["game_points"][side] for side in order)]
                    for h in data["result"]["hands"]]  # the record's results
    final = [m for m in hands if m][-1]
    assert numbers(final.group(5)) == [data["result"]["scores"][side] for side in order]


def test_a_hand_played_out_shows_its_card_points_as_the_sum_of_its_tricks() -> None:
    shown = run_cli("replay", str(ROOT / "tests" / "golden" / "portugal.json"), "--show", "--lang", "en").stdout
    for block in shown.split("=== ")[1:]:
        points = [int(m.group(3)) for m in map(TRICK.match, block.splitlines()) if m]
        found = next(HAND.match(line) for line in block.splitlines() if line.startswith("  Card points"))
        assert found is not None and sum(points) == int(found.group(1)) + int(found.group(2)) == 120


def test_show_speaks_the_language_asked_for() -> None:
    record = str(ROOT / "tests" / "golden" / "portugal.json")
    pt = run_cli("replay", record, "--show", "--lang", "pt-PT").stdout
    fr = run_cli("replay", record, "--show", "--lang", "fr").stdout
    assert "ganha a vaza" in pt and "Mão 1" in pt and "Sul" in pt and "pontos)" in pt  # seats as the game names them
    assert "remporte le pli" in fr and "Sud" in fr
    assert "wins the trick" not in pt + fr


def test_json_keeps_its_shape_and_adds_the_play_by_play() -> None:
    # a record with an accusation and a hand it settled (the first format's, which never changes)
    record = str(ROOT / "tests" / "golden" / "format1" / "mesa-brasileira.json")
    plain = json.loads(run_cli("replay", record, "--format", "json").stdout)
    shown = json.loads(run_cli("replay", record, "--format", "json", "--show").stdout)
    assert {k: v for k, v in shown.items() if k != "play_by_play"} == plain
    hands = shown["play_by_play"]
    assert len(hands) == plain["hands"] and hands[-1]["scores"] == plain["scores"]
    assert any(h["accusations"] for h in hands) and any(h["settled_by"] != "play" for h in hands)
    for hand in hands:
        for trick in hand["tricks"]:
            assert len(trick["cards"]) == 4 and 0 <= trick["winner"] <= 3


def test_a_record_that_does_not_replay_is_refused_with_show_too(tmp_path: Path) -> None:
    data = json.loads((ROOT / "tests" / "golden" / "portugal.json").read_text(encoding="utf-8"))
    data["result"]["scores"] = [0, 4]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    result = run_cli("replay", str(bad), "--show", cwd=ROOT)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "=== " not in result.stdout  # nothing is shown of a game that is not the record's
