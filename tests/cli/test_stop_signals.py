"""Stop signals never cost what was done: real signals to real processes.

- `simulate`/`compare` interrupted, then hit by a burst of further signals: the statistics are
  printed whole and the exit status is the first signal's 128 + N, never death by a signal (F4).
- `compare` without --until-significant keeps every chunk finished when interrupted, not only
  the last finished round (F14).
- A file being written (its fsync slowed down, as on a slow disk) when SIGTERM, SIGHUP or
  SIGQUIT comes: the file is put in place whole and nothing is left beside it (F8).
- A command called from Python (click's CliRunner, `sueca_rules.cli.main([...])`) leaves the
  caller's signal handlers and mask as it found them: the process can still be killed (F18).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from sueca_rules.cli import cli

from ..conftest import ROOT

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGHUP") or not Path("/proc/self/stat").exists(),
                                reason="POSIX signals and Linux's /proc are needed")
ENV = dict(os.environ, PYTHONPATH=str(ROOT))
STOPS = {signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGHUP}


def _defaults() -> None:
    """In the child: the stop signals at their defaults (a background job inherits some ignored)."""
    for signum in STOPS:
        signal.signal(signum, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


def _cpu(pid: int) -> float:
    """Seconds of CPU a process has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(f) for f in fields[11:13]) / os.sysconf("SC_CLK_TCK")


def _workers(pid: int) -> list[int]:
    """Every process below `pid` (a forkserver's workers are its grandchildren)."""
    children = [int(c) for task in Path(f"/proc/{pid}/task").iterdir()
                for c in (task / "children").read_text().split()]
    return children + [d for child in children for d in _workers(child)]


def _started(process: subprocess.Popen[bytes], cpu: float, deadline: float = 120) -> None:
    """Wait until the run is under way: the process's workers (those that ended too) have
    played `cpu` seconds between them (a safety net, not a measure, is the deadline)."""
    end = time.monotonic() + deadline
    seen: dict[int, float] = {}
    while process.poll() is None and time.monotonic() < end:
        try:
            for child in _workers(process.pid):
                seen[child] = max(seen.get(child, 0.0), _cpu(child))
        except OSError:  # a worker just ended
            pass
        if sum(seen.values()) >= cpu:
            return
        time.sleep(0.02)


@pytest.mark.parametrize(("command", "signum", "fmt"), [
    (["simulate", "portugal"], signal.SIGINT, "table"), (["simulate", "portugal"], signal.SIGTERM, "json"),
    (["compare", "portugal", "brazil"], signal.SIGTERM, "table"),
    (["compare", "portugal", "brazil"], signal.SIGHUP, "json")])
def test_a_burst_of_signals_after_the_first_loses_no_statistics(tmp_path: Path, command: list[str],
                                                               signum: int, fmt: str) -> None:
    """F4: 30 signals 10 ms apart, the first while the chunks are played: the statistics of
    the chunks finished are printed whole, and the status is 128 + N (the process is not
    killed by a later signal, nor do they turn into 'interrupted' with nothing printed)."""
    out = tmp_path / "out.txt"
    with open(out, "wb") as sink:
        process = subprocess.Popen([sys.executable, "-m", "sueca_rules", *command, "--hands", "10000000000",
                                    "--workers", "2", "--format", fmt], stdout=sink,
                                   stderr=subprocess.PIPE, env=ENV, cwd=tmp_path, preexec_fn=_defaults)
        _started(process, 1.0)
        for _ in range(30):  # the first, then more while the run stops and the statistics print
            process.send_signal(signum)
            time.sleep(0.01)
        _, err = process.communicate(timeout=120)
    assert process.returncode == 128 + signum, err.decode()
    text = out.read_text(encoding="utf-8")
    if fmt == "json":
        found = json.loads(text)
        assert found["partial"] is True
    else:
        assert "PARTIAL" in text and len(text.splitlines()) > 5, text


def test_an_interrupted_compare_keeps_the_chunks_it_finished(tmp_path: Path) -> None:
    """F14: interrupted before its first doubling round of 2,000 hands per variant would end,
    compare still shows the hands it played (whole chunks, alike for both variants), and those
    are exactly what a run of that many hands gives."""
    process = subprocess.Popen([sys.executable, "-m", "sueca_rules", "compare", "portugal", "brazil",
                                "--hands", "400000", "--workers", "2", "--engine", "python", "--format", "json"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, cwd=tmp_path,
                               preexec_fn=_defaults)
    _started(process, 0.6)  # less than its first doubling round (2,000 hands each) needs
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 143, err.decode()
    partial = json.loads(out)
    played = partial["played"]
    assert played > 0 and partial["partial"] is True
    whole = subprocess.run([sys.executable, "-m", "sueca_rules", "compare", "portugal", "brazil",
                            "--hands", str(played), "--engine", "python", "--format", "json"], capture_output=True,
                           env=ENV, cwd=tmp_path, timeout=300)
    assert whole.returncode == 0, whole.stderr.decode()
    assert json.loads(whole.stdout)["results"] == partial["results"]


# The command, with fsync made slow (a slow or network disk) and announced on standard error.
_SLOW_SYNC = r"""
import os, sys, time
real = os.fsync
def slow(handle):
    if not getattr(slow, "done", False):
        slow.done = True
        os.write(2, b"SYNCING\n")
        time.sleep(1.5)
    return real(handle)
os.fsync = slow
from sueca_rules.cli import main
sys.argv[0] = "sueca-rules"
main()
"""
HOUSE = 'variant x extends portugal "X"\nscoring {\n    tie void\n}\n'


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT])
@pytest.mark.parametrize("command", ["docs", "fmt", "autoplay"])
def test_a_signal_while_a_file_is_written_leaves_it_whole_and_nothing_beside(
        tmp_path: Path, signum: int, command: str) -> None:
    """F8: the signal waits until the file is in place; then it acts (the process ends by it)."""
    (tmp_path / "house.sueca").write_text(HOUSE, encoding="utf-8")
    target = tmp_path / {"docs": "d.md", "fmt": "house.sueca", "autoplay": "a.json"}[command]
    if command == "docs":
        target.write_text("old\n", encoding="utf-8")
    args = {"docs": ["docs", "portugal", "-o", "d.md"], "fmt": ["fmt", "--write", "house.sueca"],
            "autoplay": ["autoplay", "portugal", "--seed", "2", "-o", "a.json"]}[command]
    before = target.read_text(encoding="utf-8") if target.exists() else None
    process = subprocess.Popen([sys.executable, "-c", _SLOW_SYNC, *args], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env=ENV, cwd=tmp_path, preexec_fn=_defaults)
    assert process.stderr is not None
    line = process.stderr.readline()
    assert line == b"SYNCING\n", line + process.stderr.read()
    process.send_signal(signum)
    process.communicate(timeout=60)
    assert process.returncode in (-signum, 128 + signum)
    after = target.read_text(encoding="utf-8")
    assert after != before if command == "docs" else after.startswith(
        "variant x extends portugal" if command == "fmt" else "{")
    if command == "autoplay":
        assert json.loads(after)["format"].startswith("sueca-rules/record")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted({"house.sueca", target.name})


def _signal_state() -> tuple[object, ...]:
    return (tuple(signal.getsignal(s) for s in sorted(STOPS)),
            frozenset(signal.pthread_sigmask(signal.SIG_BLOCK, [])))


def test_a_command_run_in_process_leaves_the_signals_as_it_found_them(tmp_path: Path) -> None:
    """F18, in this very process: click's CliRunner runs `play` (which holds the stop signals
    to save its record) and `simulate`; the handlers and the mask are as before."""
    before = _signal_state()
    runner = CliRunner()
    played = runner.invoke(cli, ["play", "portugal", "--lang", "en", "--seed", "1", "-o", str(tmp_path / "p.json")],
                           input="1\nquit\n")
    assert played.exit_code == 0, played.output
    assert _signal_state() == before
    simulated = runner.invoke(cli, ["simulate", "portugal", "--hands", "20"])
    assert simulated.exit_code == 0, simulated.output
    assert _signal_state() == before


_CALLER = r"""
import os, signal, sys, time
from sueca_rules.cli import main
code = main(["play", "portugal", "--lang", "en", "--seed", "1", "-o", sys.argv[1]])
print("status", code, flush=True)
os.kill(os.getpid(), signal.SIGTERM)
time.sleep(30)
print("still alive", flush=True)
"""


def test_a_python_caller_of_play_can_still_be_killed(tmp_path: Path) -> None:
    """F18: `sueca_rules.cli.main([...])` returns play's status; SIGTERM then ends the caller."""
    done = subprocess.run([sys.executable, "-c", _CALLER, str(tmp_path / "p.json")], input=b"quit\n",
                          capture_output=True, env=ENV, cwd=tmp_path, timeout=60, preexec_fn=_defaults)
    assert b"status 0" in done.stdout, done.stderr
    assert done.returncode == -signal.SIGTERM, done.stdout + done.stderr
    assert b"still alive" not in done.stdout
