"""Every command against hostile arguments drawn at random (hypothesis): options in any order,
repeated, missing their values, given junk, out-of-range or absurd numbers, paths of every odd
kind (a folder, a FIFO, a device, a missing file, a name that is not UTF-8, a case file, a
record, text that is not a variant), words in other scripts and NUL characters. (Folders that
hold the whole system, `/` or the temporary folder's parent, are left out only for time.) Whatever comes,
a command ends with exit status 0, 1 or 2, never a traceback nor an "internal error".

The runs are in-process (click's runner, many a second); each command is given first a few
arguments that keep the work small (bench's rounds, simulate's hands), which the drawn ones may
override, and runs in a folder of its own, so what it writes stays there. The language server is
left out (it speaks JSON-RPC on stdin: tests/lsp drive it); its options are swept below.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sueca_rules.cli import cli

from ..conftest import ROOT

COMMANDS = [name for name in cli.list_commands(click.Context(cli)) if name != "lsp"]
# arguments that keep each command's work small; drawn ones come after and may override them
QUICK: dict[str, list[str]] = {
    "bench": ["--hands", "3", "--repeat", "1", "--expert-decisions", "1"],
    "simulate": ["--hands", "4"],
    "compare": ["--hands", "4"],
}
OPTIONS = ["-o", "--output", "--save", "--resume", "--format", "-O", "--option", "--lang", "--seed", "--seat",
           "--bot", "--hands", "--matches", "--workers", "--detect", "--scheduler", "--repeat",
           "--expert-decisions", "--write", "-w", "--variant", "--alpha", "--power", "--help", "-h",
           "--version", "--max-hands", "--max-matches", "--", "-", "--nope", "-Z"]
VALUES = ["", " ", "0", "-1", "3", "1.5", "1e-320", "nan", "inf", "-inf", "99999999999999999999",
          "1" * 400, "0x10", "١٢", "６", "a=b", "=", "a=", "=b", "direction=clockwise",
          "direction=sideways", "json", "sarif", "github", "text", "md", "html", "dsl", "yaml", "xx",
          "pt", "en", "fr", "pt-BR", "random", "greedy", "expert", "random,greedy", "wizard,",
          "garbage", "tcp://host", "host:99999", "20%", "0%", "1000%", "é", "♠♥♦♣", "7♠", "\x00",
          "x\x00y", "\udcff", "bad\udcff.sueca", "x" * 5000, "portugal", "brazil", "azores",
          "sueca-online", "jogos-do-rei", "PORTUGAL", "portugl", "../portugal", ".",
          "/dev/null", "/dev/zero", "/dev/full", "/proc/self/mem"]
# Every path a command may write stays inside the run's own folder: a system file given as an
# output would be replaced for real (the suite may run as root), so an unrelated existing file
# is stood in for by OTHER_FILE, a copy in that folder.
# placeholders for files made in each run's own folder
FILES = ["FOLDER", "FIFO", "MISSING", "VARIANT", "CHILD", "BROKEN", "CASES", "RECORD", "TEXT",
         "EMPTY", "NOT_UTF8", "LINK_LOOP", "LONG_NAME", "OTHER_FILE"]
TOKENS = OPTIONS + VALUES + FILES
SERIOUS = ("Traceback", "internal error", "this is a bug")


def _files(folder: Path) -> dict[str, str]:
    """Make the odd files in `folder`; their names as the placeholders stand for them."""
    (folder / "sub").mkdir()
    os.mkfifo(folder / "pipe.sueca")
    shutil.copy(ROOT / "variants" / "portugal.sueca", folder / "mine.sueca")
    (folder / "child.sueca").write_text("variant child extends mine.sueca\n", encoding="utf-8")
    (folder / "broken.yaml").write_text("variant: b\nextends: portugl\nmatch: {to: 0}\n", encoding="utf-8")
    shutil.copy(ROOT / "tests" / "conformance" / "sueca-fr.yaml", folder / "cases.yaml")
    (folder / "game.json").write_text('{"format": "sueca-record/1", "variant": "portugal", "seed": 1}\n',
                                      encoding="utf-8")
    (folder / "notes.txt").write_text("# a heading\n\n- not a variant\n", encoding="utf-8")
    (folder / "empty.sueca").write_bytes(b"")
    (folder / "bad\udcff.sueca").write_bytes(b"variant bad extends portugal\n")
    (folder / "loop.sueca").symlink_to(folder / "loop.sueca")
    (folder / "passwd").write_text("root:x:0:0:root:/root:/bin/bash\n", encoding="utf-8")
    return {"OTHER_FILE": "passwd",
            "FOLDER": "sub", "FIFO": "pipe.sueca", "MISSING": "missing.sueca", "VARIANT": "mine.sueca",
            "CHILD": "child.sueca", "BROKEN": "broken.yaml", "CASES": "cases.yaml", "RECORD": "game.json",
            "TEXT": "notes.txt", "EMPTY": "empty.sueca", "NOT_UTF8": "bad\udcff.sueca",
            "LINK_LOOP": "loop.sueca", "LONG_NAME": "n" * 300 + ".sueca"}


def _check(command: str, drawn: list[str]) -> None:
    before = os.getcwd()
    with tempfile.TemporaryDirectory() as folder:
        run = Path(folder) / "run"  # one level down, so that '../x' is still in the folder
        run.mkdir()
        os.chdir(run)
        try:
            names = _files(run)
            args = [command, *QUICK.get(command, []), *(names.get(token, token) for token in drawn)]
            result = CliRunner().invoke(cli, args, input="")
        finally:
            os.chdir(before)
    text = result.output + (result.stderr if result.stderr_bytes is not None else "")
    shown = " ".join(repr(a)[:40] for a in args)
    assert result.exit_code in (0, 1, 2), f"{shown}: exit {result.exit_code}\n{text[-800:]}"
    raised = result.exception
    assert raised is None or isinstance(raised, SystemExit), f"{shown}: raised {raised!r}\n{text[-800:]}"
    for word in SERIOUS:
        assert word not in text, f"{shown}: printed {word!r}\n{text[-800:]}"


@pytest.mark.parametrize("command", COMMANDS)
@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(drawn=st.lists(st.sampled_from(TOKENS), max_size=6))
def test_no_arguments_make_a_command_fail_badly(command: str, drawn: list[str]) -> None:
    _check(command, drawn)


@pytest.mark.parametrize("args", [["lsp", "--nope"], ["lsp", "--stdio", "x"], ["lsp", "\udcff"]])
def test_the_language_servers_command_line(args: list[str]) -> None:
    result = CliRunner().invoke(cli, args, input="")
    assert result.exit_code == 2 and "Traceback" not in result.output


@pytest.mark.parametrize("command", COMMANDS)
def test_each_hostile_value_for_each_option(command: str) -> None:
    """Every value and odd file alone after the command, and as the value of each of its
    options (after a variant, for the commands that need one)."""
    found = cli.get_command(click.Context(cli, info_name="sueca-rules"), command)
    assert found is not None
    flags = [p.opts[-1] for p in found.params if isinstance(p, click.Option) and not p.is_flag]
    first = ["VARIANT"] if command in ("show", "docs", "play", "autoplay", "simulate") else \
        ["VARIANT", "portugal"] if command in ("compare", "diff") else []
    for token in VALUES + FILES:
        _check(command, [token])
        for flag in flags:
            _check(command, [*first, flag, token])
