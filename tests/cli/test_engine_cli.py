"""`sueca-rules autoplay|replay|bench` through the real command line."""

from __future__ import annotations

import json
from pathlib import Path

from ..conftest import ROOT, run_cli


def test_autoplay_writes_a_record_that_replays(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    result = run_cli("autoplay", "sueca-online", "--seed", "4", "-O", "direction=clockwise",
                     "-o", str(out))
    assert result.returncode == 0, result.stderr
    record = json.loads(out.read_text())
    assert record["options"] == {"direction": "clockwise"} and record["seed"] == 4
    replayed = run_cli("replay", str(out))
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
