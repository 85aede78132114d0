"""`sueca-rules autoplay|replay|bench` through the real command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ..conftest import ROOT, run_cli


def test_autoplay_writes_a_record_that_replays(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    result = run_cli("autoplay", "sueca-online", "--seed", "4", "-O", "direction=clockwise",
                     "-o", str(out))
    assert result.returncode == 0, result.stderr
    record = json.loads(out.read_text())
    assert record["options"] == {"direction": "clockwise"} and record["seed"] == 4
    replayed = run_cli("replay", str(out), "--lang", "en")
    assert replayed.returncode == 0 and "identical to the record" in replayed.stdout
    assert run_cli("autoplay", "sueca-online", "--seed", "4", "-O", "direction=clockwise").stdout \
        == out.read_text()


def test_replay_of_a_house_file_record_finds_the_variant_beside_it(tmp_path: Path) -> None:
    house = tmp_path / "mine.sueca"
    house.write_text("variant mine extends brazil\nmatch to 2\n")
    out = tmp_path / "g.json"
    assert run_cli("autoplay", "mine.sueca", "--seed", "1", "-o", str(out), cwd=tmp_path).returncode == 0
    assert run_cli("replay", str(out)).returncode == 0  # run from elsewhere


def test_replay_detects_a_changed_result(tmp_path: Path) -> None:
    record = json.loads((ROOT / "tests/golden/portugal.json").read_text())
    record["result"]["scores"] = [9, 9]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    result = run_cli("replay", str(path))
    assert result.returncode == 1 and "does not reach the recorded result" in result.stderr


def test_replay_refuses_what_is_not_a_record(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("[1, 2")
    result = run_cli("replay", str(path))
    assert result.returncode == 2 and "not valid JSON" in result.stderr and str(path) in result.stderr
    assert "Traceback" not in result.stderr


# -- one seed rule: what autoplay, play and simulate accept is what a record holds ----------
@pytest.mark.parametrize("seed", ["99999999999999999999999999999999999999", "1000000000000000000000000000001",
                                  "-1000000000000000000000000000001", "1.5", "1e5", "x"])
@pytest.mark.parametrize("command", [["autoplay", "portugal"], ["play", "portugal"],
                                     ["simulate", "portugal", "--hands", "10"]])
def test_a_seed_out_of_range_is_refused_up_front(command: list[str], seed: str, tmp_path: Path) -> None:
    result = run_cli(*command, f"--seed={seed}", cwd=tmp_path, input_text="quit\n")
    assert result.returncode == 2, result.stderr
    assert "--seed takes a whole number from -10^30 to 10^30" in result.stderr
    assert not list(tmp_path.iterdir())  # no record, nothing written


@pytest.mark.parametrize("seed", ["1000000000000000000000000000000", "-1000000000000000000000000000000"])
def test_the_largest_seeds_make_records_that_replay(seed: str, tmp_path: Path) -> None:
    out = tmp_path / "g.json"
    assert run_cli("autoplay", "azores", f"--seed={seed}", "-o", str(out)).returncode == 0
    assert run_cli("replay", str(out)).returncode == 0


@pytest.mark.parametrize(("edit", "message"), [
    (lambda t: t.replace('"seed": 2026', '"seed": ' + "9" * 5000, 1),
     "seed: a seed is a whole number from -10^30 to 10^30, not a number of 5,000 digits"),
    (lambda t: t.replace('"seed": 2026,', '"seed": 2026, "seed": 2026,', 1),
     "the key 'seed' is written twice"),
    (lambda t: t.replace('"variant": "portugal"', '"variant": "/etc/passwd"', 1),
     "variant: '/etc/passwd' is not a variant file"),
    (lambda t: t.replace('"variant": "portugal"', '"variant": "passwd"', 1),
     "no bundled variant named 'passwd'"),
    (lambda t: t.replace('"variant": "portugal"', '"variant": "missing.sueca"', 1),
     "variant: cannot be loaded: the variant file 'missing.sueca' is neither beside the record"),
    (lambda t: t.replace('"variant": "portugal"', '"variant": "bad.sueca"', 1),
     "variant: cannot be loaded: 'bad.sueca' has 1 problem (above)"),
    (lambda t: t.replace('"variant": "portugal"', '"variant": "folder.sueca"', 1),
     "folder.sueca: this is a folder, not a file"),
])
def test_replay_refuses_a_malformed_record_kindly(edit: Any, message: str, tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(edit((ROOT / "tests/golden/portugal.json").read_text()))
    (tmp_path / "passwd").write_text("root:x:0:0\n")
    (tmp_path / "bad.sueca").write_text("variant bad extends portugl\n")
    (tmp_path / "folder.sueca").mkdir()
    result = run_cli("replay", str(path), cwd=tmp_path)
    assert result.returncode == 2 and message in result.stderr, result.stderr
    assert "root:x" not in result.stderr and "Traceback" not in result.stderr


# -- a record of a house file replays from anywhere ------------------------------------------
@pytest.mark.parametrize("output", [["-o", "out/g.json"], ["-o", "house/g.json"], []])
def test_a_house_file_record_replays_from_any_folder(output: list[str], tmp_path: Path) -> None:
    for folder in ("house", "out", "elsewhere"):
        (tmp_path / folder).mkdir()
    (tmp_path / "house" / "mine.sueca").write_text("variant mine extends brazil\nmatch to 2\n")
    made = run_cli("autoplay", "house/mine.sueca", "--seed", "1", *output, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    record = tmp_path / (output[1] if output else "stdout.json")
    if not output:
        record.write_text(made.stdout)
    result = run_cli("replay", str(record), "--lang", "en", cwd=tmp_path / "elsewhere")
    assert result.returncode == 0 and "identical to the record" in result.stdout, result.stderr


# -- autoplay plays the whole match, however long ----------------------------------------------
@pytest.mark.parametrize("rules", ["match to 1000", "match to 1000\nseries to 3"])
def test_autoplay_plays_a_long_variant_to_the_end(rules: str, tmp_path: Path) -> None:
    variant = tmp_path / "long.sueca"
    variant.write_text(f"variant long extends azores\n{rules}\n")
    out = tmp_path / "long.json"
    made = run_cli("autoplay", str(variant), "--seed", "0", "-o", str(out), timeout=300)
    assert made.returncode == 0, made.stderr
    record = json.loads(out.read_text())
    if "series" in rules:
        assert record["result"]["winner"] is not None and max(record["result"]["wins"]) == 3
        assert any(len(m["hands"]) > 200 for m in record["matches"])
    else:
        assert record["result"]["winner"] is not None and len(record["hands"]) > 200
        assert max(record["result"]["scores"]) >= 1000 or record["result"]["hands"][-1] is not None
    replayed = run_cli("replay", str(out), "--lang", "en", timeout=300)
    assert replayed.returncode == 0 and "identical to the record" in replayed.stdout, replayed.stderr


def test_a_match_that_reaches_the_records_limit_says_so(tmp_path: Path) -> None:
    from sueca_rules import load_rules
    from sueca_rules.engine.autoplay import random_match, random_series

    variant = tmp_path / "long.sueca"
    variant.write_text("variant long extends azores\nmatch to 1000\nseries to 2\n")
    rules = load_rules(str(variant))
    assert not random_match(rules, 1, max_hands=5).over
    series = random_series(rules, 1, max_hands=5)  # stops with its unfinished match
    assert len(series.matches) == 1 and not series.over


def test_autoplay_stopped_by_the_records_limit_says_where_and_exits_1(tmp_path: Path) -> None:
    """The limit (10,000 hands) is lowered to 5 in the subprocess: the same command line."""
    variant = tmp_path / "long.sueca"
    variant.write_text("variant long extends azores\nmatch to 1000\n")
    out = tmp_path / "long.json"
    script = ("import sys\n"
              "import sueca_rules.engine.autoplay as auto, sueca_rules.cli.engine as command\n"
              "auto.random_match.__kwdefaults__['max_hands'] = 5\n"
              "command.MAX_RECORD_HANDS = 5\n"
              "from sueca_rules.cli.main import cli\n"
              "cli.main(sys.argv[1:], prog_name='sueca-rules')\n")
    made = subprocess.run([sys.executable, "-c", script, "autoplay", str(variant), "-o", str(out)],
                          capture_output=True, text=True, timeout=60)
    assert made.returncode == 1, made.stderr
    assert f"error: {out}: the match stopped unfinished at 5 hands" in made.stderr
    assert "matches to 1,000" in made.stderr and "Traceback" not in made.stderr
    replayed = run_cli("replay", str(out), "--lang", "en")
    assert replayed.returncode == 0 and "the match was not finished" in replayed.stdout
