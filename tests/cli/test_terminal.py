"""The terminal: colour chosen by --color, NO_COLOR and FORCE_COLOR; rulebooks rendered on a
terminal and Markdown in a pipe; long output through the pager on a terminal only (a real
pseudo-terminal), never with --no-pager."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ..conftest import run_cli

BROKEN = "variant broken extends portugal\nplay {\n  frist-lead left\n}\n"
ESC = "\x1b["


def run(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "PAGER", "LESS")}
    return run_cli(*args, cwd=cwd, timeout=120, env={**base, **env})


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    (tmp_path / "broken.sueca").write_text(BROKEN)
    return tmp_path


def test_diagnostics_are_coloured_when_asked_and_plain_in_a_pipe(broken: Path) -> None:
    plain = run("validate", "broken.sueca", cwd=broken)
    assert ESC not in plain.stdout and plain.stdout.startswith("broken.sueca:3:3: error: unknown setting")
    always = run("validate", "broken.sueca", "--color", "always", cwd=broken).stdout
    assert "\x1b[1mbroken.sueca:3:3" in always and "\x1b[31m\x1b[1merror" in always  # place bold, error red
    assert "\x1b[32m\x1b[1m'first-lead'" in always  # the suggestion green
    assert always.replace(ESC, "").count("^^^^^^^^^^") == 1
    stripped = __import__("re").sub(r"\x1b\[[0-9;]*m", "", always)
    assert stripped == plain.stdout  # the same words, only coloured


def test_no_color_and_force_color(broken: Path) -> None:
    assert ESC in run("validate", "broken.sueca", cwd=broken, FORCE_COLOR="1").stdout
    assert ESC not in run("validate", "broken.sueca", cwd=broken, FORCE_COLOR="1", NO_COLOR="1").stdout
    assert ESC in run("validate", "broken.sueca", "--color", "always", cwd=broken, NO_COLOR="1").stdout
    assert ESC not in run("validate", "broken.sueca", "--color", "never", cwd=broken, FORCE_COLOR="1").stdout
    docs = run("docs", "broken.sueca", "--color", "always", cwd=broken)  # any command's diagnostics
    assert docs.returncode == 1 and "\x1b[31m\x1b[1merror" in docs.stderr


def test_docs_is_markdown_in_a_pipe_and_set_for_reading_when_asked(tmp_path: Path) -> None:
    piped = run("docs", "portugal", "--lang", "en", cwd=tmp_path).stdout
    assert piped.startswith("# Sueca (Portugal)\n")
    text = run("docs", "portugal", "--lang", "en", "--format", "text", cwd=tmp_path, COLUMNS="80").stdout
    assert "# " not in text and "Players and cards" in text and ESC not in text
    assert max(len(line) for line in text.splitlines()) <= 80
    assert all(line == line.rstrip() for line in text.splitlines())


def _on_a_terminal(args: list[str], cwd: Path, **env: str) -> tuple[int, str]:
    """Run the command with a pseudo-terminal as its standard input and output (24 lines of 80)."""
    leader, follower = pty.openpty()
    base = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "PAGER", "LESS")}
    process = subprocess.Popen([sys.executable, "-m", "sueca_rules", *args], cwd=cwd, stdin=follower,
                               stdout=follower, stderr=follower, close_fds=True,
                               env={**base, "COLUMNS": "80", "LINES": "24", "TERM": "xterm", **env})
    os.close(follower)
    out = b""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([leader], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the other side closed
                break
            if not chunk:
                break
            out += chunk
        elif process.poll() is not None:
            break
    os.close(leader)
    return process.wait(timeout=30), out.decode("utf-8", "replace")


def test_long_output_goes_through_the_pager_on_a_terminal_only(tmp_path: Path) -> None:
    paged = tmp_path / "paged.txt"
    pager = f"{sys.executable} -c \"import sys; open(r'{paged}', 'w').write(sys.stdin.read())\""
    code, shown = _on_a_terminal(["docs", "portugal", "--lang", "en"], tmp_path, PAGER=pager)
    assert code == 0, shown
    text = paged.read_text()
    assert "Players and cards" in text and "# Sueca" not in text  # rendered, and given to the pager
    assert ESC not in text  # a pager that is not less gets no colour codes (click's rule)
    paged.unlink()
    code, shown = _on_a_terminal(["docs", "portugal", "--lang", "en", "--no-pager"], tmp_path, PAGER=pager)
    assert code == 0 and not paged.exists() and "Players and cards" in shown
    code, shown = _on_a_terminal(["list"], tmp_path, PAGER=pager)  # list is short: printed
    assert not paged.exists() and "What next" in shown
    piped = run("matrix", cwd=tmp_path, PAGER=pager)  # a pipe: printed straight
    assert not paged.exists() and piped.stdout.count("\n") > 24


def test_every_command_takes_no_pager_and_says_whether_it_pages(tmp_path: Path) -> None:
    """`--no-pager` out of habit (git's, ruff's) is never refused: the commands that page turn
    the pager off, the others accept it and say they never page."""
    import click

    from sueca_rules.cli.main import cli

    context = click.Context(cli)
    for name in cli.list_commands(context):
        command = cli.get_command(context, name)
        assert command is not None
        helps = [p.help or "" for p in command.params if "--no-pager" in getattr(p, "opts", ())]
        assert len(helps) == 1, name
    simulated = run("simulate", "portugal", "--hands", "2", "--no-pager", cwd=tmp_path)
    assert simulated.returncode == 0 and "No such option" not in simulated.stderr, simulated.stderr
    assert "output never goes through a pager" in " ".join(run("simulate", "--help", cwd=tmp_path).stdout.split())
    assert "not through the pager" in " ".join(run("docs", "--help", cwd=tmp_path).stdout.split())
