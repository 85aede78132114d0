"""Fuzz tests: seeded mutants of records, case files and variant files through the real
command line, and random typing into the terminal game.

Each surface asserts the contract: never a traceback, exit status 0, 1 or 2, every refusal
located (a file and a place), and a record that replays as identical is really consistent
(rebuilt independently through the engine, it is the same record). The counts are small in
CI; SUECA_RULES_LONG=1 runs ten times more. `python -m tests.fuzz.report` prints the figures.
"""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sueca_rules import load_rules
from sueca_rules.cli import cli
from sueca_rules.engine import Match
from sueca_rules.errors import SuecaError
from sueca_rules.play.terminal import play_in_terminal

from .mutate import case_mutants, record_mutants, terminal_inputs, variant_mutants

SCALE = 10 if os.environ.get("SUECA_RULES_LONG") else 1
LOCATED = re.compile(r"^(\S.*?):(\d+):(\d+): (error|warning): ")


def _run(args: list[str]) -> tuple[int, str]:
    result = CliRunner().invoke(cli, args, input="")
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{args}: raised {type(result.exception).__name__}: {result.exception}")
    assert "internal error" not in result.output, result.output
    return result.exit_code, result.output


def with_defaults(data: dict[str, Any]) -> dict[str, Any]:
    """A record with its optional fields written out (a missing `cut`, `actions` or `options`
    means empty: absent and consistent)."""
    data.setdefault("options", {})
    for hand in data.get("hands", []):
        if isinstance(hand, dict):
            hand.setdefault("cut", [])
            hand.setdefault("actions", [])
    return data


def _rebuilt(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The records matches with the same seed, first dealer, decks and actions write — built
    through the engine's Match API, independently of the record reader. (Format 1 drew the first
    dealer from the seed only when none was given: both readings are tried.)"""
    rules = load_rules(data["variant"], data["options"] or None)
    legacy = data["format"].endswith("@1")
    starts = [lambda: Match(rules, data["seed"], data["first_dealer"], data["variant"], legacy=legacy)]
    if legacy:
        starts.append(lambda: Match(rules, data["seed"], None, data["variant"], legacy=True))
    out = []
    for start in starts:
        match = start()
        redeal: int | None = None
        try:
            for entry in data["hands"]:
                deck = None if data["seed"] is not None else entry["deck"]
                cut = None if data["seed"] is not None else entry["cut"]
                if redeal is None:
                    match.deal(entry["procedure"], deck, cut)
                else:
                    match.request_redeal(redeal, entry["procedure"], deck, cut)
                redeal = None
                for kind, value in entry["actions"]:
                    if kind == "play":
                        match.play(value)
                    elif kind == "accuse":
                        match.accuse(value)
                    else:
                        redeal = value
        except SuecaError:
            continue
        record = match.record()
        if legacy:  # format 1 records know no `decks` and name no results
            record.pop("decks")
            result = record["result"]
            assert isinstance(result, dict)
            result.pop("named", None)
        out.append({**record, "format": data["format"]})
    return out


def test_records(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    seen = {0: 0, 1: 0, 2: 0}
    for what, text in record_mutants(2026, 300 * SCALE):
        path.write_text(text, encoding="utf-8")
        code, out = _run(["replay", str(path)])
        assert code in seen, (what, code, out)
        seen[code] += 1
        assert "Traceback" not in out, (what, out)
        if code == 0:
            data = with_defaults(json.loads(text))
            assert data in _rebuilt(data), f"{what}: replayed as identical"
        else:
            assert str(path) in out, (what, out)
    assert seen[2] and seen[1]  # the mutants reach both kinds of refusal


def test_case_files(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    for what, text in case_mutants(7, 150 * SCALE):
        path.write_text(text, encoding="utf-8")
        code, out = _run(["conform", str(path)])
        assert code in (0, 1, 2), (what, code, out)
        if code == 2:
            errors = [line for line in out.splitlines() if ": error: " in line]
            assert errors, (what, out)
            for line in errors:
                located = LOCATED.match(line)
                assert (located and int(located.group(2)) >= 1) or \
                    line.startswith(f"sueca-rules: error: {path}"), (what, line)


def test_variant_files(tmp_path: Path) -> None:
    for what, suffix, text in variant_mutants(11, 300 * SCALE):
        path = tmp_path / f"house{suffix}"
        path.write_text(text, encoding="utf-8")
        code, out = _run(["validate", str(path)])
        assert code in (0, 1, 2), (what, code, out)
        for line in out.splitlines():
            if ": error: " in line and not line.startswith("sueca-rules: error: "):
                located = LOCATED.match(line)
                assert located and int(located.group(2)) >= 1, (what, line)


@pytest.mark.parametrize("variant", ["portugal", "jogos-do-rei", "mesa-brasileira"])
def test_terminal_game_typing(variant: str, tmp_path: Path) -> None:
    rules = load_rules(variant)
    for number, lines in enumerate(terminal_inputs(hash(variant) % 1000, 6 * SCALE)):
        out: list[str] = []
        save = tmp_path / f"{number}.json"
        stdin = io.StringIO("".join(f"{line}\n" for line in lines))
        play_in_terminal(rules, variant, number % 4, number, save, stdin, out.append, out.append)
        # the last lines: where the record is, how to replay it, how to go on with it
        assert save.exists() and any("Record saved to" in line for line in out[-3:]), out[-3:]
