"""Output in any encoding, file names in any bytes: every command under an ASCII or Latin-1
standard output prints (ASCII forms where it must) and never fails; JSON and SARIF stay valid
with a file name that is not UTF-8, and text shows its odd bytes escaped."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest

from sueca_rules.cli import cli
from sueca_rules.cli.streams import ascii_form

from ..conftest import ROOT

CASES = str(ROOT / "tests" / "conformance" / "portugal.yaml")
HOUSE = str(ROOT / "variants" / "house" / "estilo-da-mesa.sueca")
# one run of every command, with what it prints most of (accents, suits, dashes, tables)
EVERY_COMMAND: dict[str, list[list[str]]] = {
    "list": [["list"]],
    "validate": [["validate"], ["validate", "nope.sueca"], ["validate", "--format", "json"]],
    "show": [["show", "azores"], ["show", "azores", "--format", "yaml"],
             ["show", "azores", "--format", "json"]],
    "fmt": [["fmt", str(ROOT / "variants" / "azores.sueca")]],
    "schema": [["schema"]],
    "autoplay": [["autoplay", "mesa-brasileira", "--seed", "2"]],
    "replay": [["replay", "RECORD"]],
    "bench": [["bench", "--hands", "5", "--repeat", "1", "--expert-decisions", "1"]],
    "conform": [["conform", CASES], ["conform", CASES, "--format", "sarif"]],
    "docs": [["docs", HOUSE], ["docs", "azores", "--lang", "fr", "--format", "html"]],
    "diff": [["diff", "portugal", "azores"]],
    "matrix": [["matrix"], ["matrix", "--format", "md"]],
    "simulate": [["simulate", "azores", "--hands", "20"], ["simulate", "azores", "--hands", "20", "--format", "json"]],
    "compare": [["compare", "portugal", "azores", "--hands", "20"]],
    "play": [["play", "portugal", "--lang", "en", "--seed", "1", "-o", "PLAYED"]],
    "lsp": [["lsp"]],
    "explain": [["explain", "dsl-value"], ["explain", "--all", "--format", "md"]],
    "rule": [["rule", "tie-bonus-and-times"], ["rule", "case-suit", "--format", "json"]],
}


def test_every_command_is_in_the_table() -> None:
    assert set(EVERY_COMMAND) == set(cli.list_commands(click.Context(cli)))


def _run(args: list[str], encoding: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    return subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True, cwd=cwd,
                          env=env, input=stdin.encode("ascii"), timeout=120)


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_every_command_prints_in_a_narrow_encoding(encoding: str, tmp_path: Path) -> None:
    record = tmp_path / "record.json"
    record.write_text(subprocess.run([sys.executable, "-m", "sueca_rules", "autoplay", "azores"],
                                     capture_output=True, text=True, check=True).stdout, encoding="utf-8")
    failures = []
    for runs in EVERY_COMMAND.values():
        for template in runs:
            args = [str(record) if a == "RECORD" else str(tmp_path / "p.json") if a == "PLAYED" else a
                    for a in template]
            result = _run(args, encoding, tmp_path, "1\n" * 300 if args[0] == "play" else "")
            err = result.stderr.decode(encoding)
            out = result.stdout.decode(encoding)  # every byte is in the encoding
            if "internal error" in err or "Traceback" in err or result.returncode not in (0, 1, 2):
                failures.append(f"{' '.join(args)}: exit {result.returncode}\n{err[-400:]}")
            if encoding == "ascii" and args[0] in ("list", "docs", "diff") and not out:
                failures.append(f"{' '.join(args)}: printed nothing")
            if args[-2:] == ["--format", "json"] or "sarif" in args or args[0] == "autoplay":
                json.loads(out)  # JSON stays JSON: non-ASCII written as \\u escapes
    assert not failures, "\n\n".join(failures)


def test_ascii_forms_keep_the_meaning() -> None:
    out = _run(["show", "portugal"], "ascii", ROOT).stdout.decode("ascii")
    assert "Sueca (Portugal)" in out
    game = _run(["play", "portugal", "--lang", "en", "--seed", "1", "-o", os.devnull], "ascii", ROOT, "quit\n")
    text = game.stdout.decode("ascii")
    assert "Trumps " in text and "?" not in text.split("Your hand")[1].split("\n")[1], text
    assert [ascii_form(c) for c in "♠♥♦♣–é\udcff"] == ["S", "H", "D", "C", "-", "e", "\\xff"]


@pytest.fixture
def odd_name(tmp_path: Path) -> Path:
    """A folder with a variant whose name is not UTF-8 (the byte 0xFF), with a problem."""
    name = os.fsdecode(b"bad\xff.sueca")
    (tmp_path / name).write_text("variant x extends portugl\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("encoding", ["utf-8", "ascii"])
def test_a_file_name_that_is_not_utf8_is_printed_safely(odd_name: Path, encoding: str) -> None:
    runs = {fmt: _run(["validate", ".", "--format", fmt], encoding, odd_name)
            for fmt in ("text", "json", "sarif", "github")}
    for fmt, result in runs.items():
        assert result.returncode == 1, (fmt, result.stderr)
        out = result.stdout.decode(encoding)  # valid in the output's encoding
        assert "internal error" not in result.stderr.decode(encoding)
        if fmt in ("json", "sarif"):
            data = json.loads(out)
        if fmt == "json":
            assert os.fsencode(data[0]["file"]) == b"bad\xff.sueca"  # the name, round trip
        if fmt == "sarif":
            uri = data["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
            assert uri["uri"] == "bad%FF.sueca"
        if fmt in ("text", "github"):
            assert "bad\\xff.sueca" in out


def test_a_record_of_a_file_whose_name_is_not_utf8_is_valid_json(odd_name: Path) -> None:
    name = os.fsdecode(b"ok\xff.sueca")
    (odd_name / name).write_text("variant ok extends portugal\n", encoding="utf-8")
    made = _run(["autoplay", name, "-o", "r.json"], "utf-8", odd_name)
    assert made.returncode == 0, made.stderr
    record = json.loads((odd_name / "r.json").read_text(encoding="utf-8"))  # UTF-8, JSON
    assert os.fsencode(record["variant"]) == b"ok\xff.sueca"
    printed = _run(["autoplay", name], "ascii", odd_name)
    # on standard output the record's folder is unknown: the variant is named by its full path
    shown = json.loads(printed.stdout.decode("ascii"))["variant"]
    assert os.fsencode(shown) == os.fsencode(str(odd_name.resolve() / name))
