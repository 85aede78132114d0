"""Every command against a table of bad arguments: never a traceback, exit status 2 for a
usage or I/O error, and the bad path or value named in the message.

Most rows run in-process through click's runner (fast); devices and FIFOs run as real
subprocesses with a timeout, so a hang fails the test instead of blocking CI.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from sueca_rules.cli import cli

from ..conftest import ROOT

LONG = "x" * 300
SERIOUS = ("Traceback", "internal error", "Aborted!", "Error: ")


def _rows(tmp: Path) -> list[tuple[list[str], str]]:
    """(arguments, what the message must name)."""
    missing_dir = str(tmp / "missing" / "out.txt")
    folder = str(tmp)
    empty = tmp / "empty"
    empty.mkdir(exist_ok=True)
    bad_json = tmp / "bad.json"
    bad_json.write_text("{", encoding="utf-8")
    variant = str(ROOT / "variants" / "portugal.sueca")
    case_file = str(ROOT / "tests" / "conformance" / "portugal.yaml")
    long_file = f"{LONG}.sueca"
    return [
        (["list", "extra"], "extra"),
        (["validate", "nope.sueca"], "nope.sueca"),
        (["validate", long_file], LONG[:50]),
        (["validate", ""], "''"),
        (["validate", str(empty)], str(empty)),
        (["validate", variant, "--option", "bad"], "bad"),
        (["validate", "--format", "nope"], "nope"),
        (["validate", case_file], "case file"),
        (["validate", "portugl"], "portugl"),
        (["show", "nowhere"], "nowhere"),
        (["show", long_file], LONG[:50]),
        (["show", "portugal", "-O", "speed=fast"], "speed"),
        (["show", "sueca-online", "-O", "direction=sideways"], "sideways"),
        (["fmt", "nosuch"], "nosuch"),
        (["fmt", folder], folder),
        (["fmt", long_file], LONG[:50]),
        (["fmt", str(ROOT / "variants" / "mesa-brasileira.yaml"), "--write", "--check"], "--check"),
        (["schema", "extra"], "extra"),
        (["conform", "nope.yaml"], "nope.yaml"),
        (["conform", variant], "variant file"),
        (["conform", str(empty)], str(empty)),
        (["conform", f"{LONG}.yaml"], LONG[:50]),
        (["autoplay", "nope"], "nope"),
        (["autoplay", "portugal", "-o", missing_dir], missing_dir),
        (["autoplay", "portugal", "-o", folder], folder),
        (["autoplay", "portugal", "--seed", "abc"], "abc"),
        (["autoplay", "portugal", "-o", "/proc/x.json"], "/proc/x.json"),
        (["replay", "nope.json"], "nope.json"),
        (["replay", str(bad_json)], str(bad_json)),
        (["replay", folder], folder),
        (["replay", f"{LONG}.json"], LONG[:50]),
        (["docs", "portugal", "-o", missing_dir], missing_dir),
        (["docs", "nope"], "nope"),
        (["docs", "portugal", "--lang", "xx"], "xx"),
        (["diff", "portugal", "nope"], "nope"),
        (["matrix", "-o", missing_dir], missing_dir),
        (["matrix", "portugal", "nope"], "nope"),
        (["simulate", "nope", "--hands", "10"], "nope"),
        (["simulate", "portugal", "--hands", "0"], "0"),
        (["simulate", "portugal", "--hands", "-5"], "-5"),
        (["simulate", "portugal", "--hands", "100", "--matches", "10"], "--matches"),
        (["simulate", "portugal", "--hands", "10", "--bot", "wizard"], "wizard"),
        (["simulate", "portugal", "--hands", "abc"], "abc"),
        (["simulate", "portugal", "--hands", "10", "--detect", "1e-320"], "1e-320"),
        (["simulate", "portugal", "--hands", "10", "--detect", "1e-320%"], "1e-320%"),
        (["compare", "portugal", "brazil", "--hands", "10", "--detect", "inf"], "inf"),
        (["simulate", "portugal", "--hands", "10", "--scheduler", "garbage"], "garbage"),
        (["simulate", "portugal", "--hands", "10", "--scheduler", "tcp://host"], "tcp://host"),
        (["compare", "portugal", "brazil", "--hands", "10", "--scheduler", "host:99999"], "host:99999"),
        (["simulate", "portugal", "--hands", "99999999999999999999"], "1,000,000,000,000"),
        (["simulate", "portugal", "--matches", "100000000001"], "100,000,000,000"),
        (["compare", "portugal", "brazil", "--hands", "1000000000001"], "1,000,000,000,000"),
        (["compare", "portugal", "brazil", "--until-significant", "--max-hands", "10000000000000"],
         "1,000,000,000,000"),
        (["compare", "portugal", "brazil", "--until-significant", "--max-matches", "10000000000000"],
         "100,000,000,000"),
        (["bench", "--hands", "10000000000"], "1,000,000,000"),
        (["bench", "--repeat", "1000"], "100"),
        (["bench", "--expert-decisions", "10000000"], "1,000,000"),
        (["compare", "portugal", "sueca-online", "--hands", "10", "-O", "direction=clockwise"],
         "portugal has no option `direction`"),
        (["compare", "portugal", variant, "--hands", "10"], "different"),
        (["docs", "portugal", "-O", "x=y"], "portugal has no option `x`"),
        (["docs", "portugal", "-o", ""], "the output path is empty"),
        (["autoplay", "portugal", "-o", ""], "the output path is empty"),
        (["conform", ""], "give a case file or a folder"),
        (["compare", "portugal"], "two"),
        (["compare", "portugal", "nope", "--hands", "10"], "nope"),
        (["play", "portugal", "-o", missing_dir], missing_dir),
        (["play", "portugal", "--seat", "7"], "7"),
        (["play", "nope"], "nope"),
        (["play", "portugal", "--seed", "abc"], "abc"),
        (["nosuchcommand"], "nosuchcommand"),
    ]


@pytest.fixture(scope="module")
def rows(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[list[str], str]]:
    return _rows(tmp_path_factory.mktemp("sweep"))


def test_every_bad_argument_is_a_located_usage_error(rows: list[tuple[list[str], str]]) -> None:
    runner = CliRunner()
    failures = []
    for args, named in rows:
        result = runner.invoke(cli, args, input="")
        text = result.output + (result.stderr if result.stderr_bytes is not None else "")
        problems = []
        if result.exit_code != 2:
            problems.append(f"exit {result.exit_code}")
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            problems.append(f"raised {type(result.exception).__name__}: {result.exception}")
        problems += [f"printed {word!r}" for word in SERIOUS if word in text]
        if named not in text:
            problems.append(f"does not name {named!r}")
        if not any(line.startswith("sueca-rules: error: ") for line in text.splitlines()):
            problems.append("no 'sueca-rules: error:' line")
        if problems:
            failures.append(f"{' '.join(a[:40] for a in args)}: {'; '.join(problems)}\n{text[:300]}")
    assert not failures, "\n\n".join(failures)


def _subprocess(*args: str, timeout: float = 20) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True,
                          text=True, timeout=timeout, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("command", [["validate"], ["show"], ["fmt"], ["conform"], ["replay"],
                                     ["docs"], ["diff", "portugal"]])
def test_devices_and_fifos_are_refused_without_hanging(command: list[str], tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.sueca"
    os.mkfifo(fifo)
    for target in ("/dev/zero", str(fifo)):
        result = _subprocess(*command, target)
        assert result.returncode == 2, (command, target, result.stderr)
        assert target in result.stderr and "not a regular file" in result.stderr
        assert "Traceback" not in result.stderr


def test_a_full_device_is_an_io_error_not_a_traceback() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("this system has no /dev/full")
    result = _subprocess("docs", "portugal", "-o", "/dev/full")
    assert result.returncode == 2 and "/dev/full" in result.stderr and "no space" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_broken_pipe_ends_quietly() -> None:
    code = ("import subprocess, sys\n"
            "p = subprocess.Popen([sys.executable, '-m', 'sueca_rules', 'schema'], "
            "stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
            "p.stdout.read(10); p.stdout.close(); err = p.stderr.read().decode(); p.wait()\n"
            "print(err)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert "Traceback" not in out.stdout and "Exception ignored" not in out.stdout


def test_every_option_of_every_command_has_help() -> None:
    import click

    root = click.Context(cli, info_name="sueca-rules")
    missing = []
    for name in cli.list_commands(root):
        command = cli.get_command(root, name)
        assert command is not None
        for param in command.params:
            if isinstance(param, click.Option) and not param.help and "--help" not in param.opts:
                missing.append(f"{name} {'/'.join(param.opts)}")
    assert missing == []
