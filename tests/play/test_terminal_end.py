"""However a terminal game ends, its record is saved — or the exit status says it is lost.

The faults are real: an error injected into a bot of a real `play` process (a bug the game did
not expect), and every folder a record could go to on a full tmpfs (a mount namespace of its
own, as in tests/cli/test_atomic_writes.py)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli

# `play`, with the greedy bot raising an error it was never meant to raise at its Nth card
_FAULTY_BOT = r"""
import sys
from sueca_rules.play import bots
from sueca_rules.cli.main import main
calls, original, fail_at = [0], bots.GreedyBot.choose, int(sys.argv.pop(1))
def choose(self, view):
    calls[0] += 1
    if calls[0] == fail_at:
        raise RuntimeError("a bug injected into the bot")
    return original(self, view)
bots.GreedyBot.choose = choose
sys.argv[0] = "sueca-rules"
main()
"""


@pytest.mark.parametrize("fail_at", [1, 7])
def test_an_error_the_game_did_not_expect_still_saves_the_record(tmp_path: Path, fail_at: int) -> None:
    """The game stops, the record of what was played is saved and replays; standard error
    says it is a bug and where the record is, with no traceback; the status is 2 (an internal
    error, as the command line's boundary gives)."""
    save = tmp_path / "bug.json"
    done = subprocess.run([sys.executable, "-c", _FAULTY_BOT, str(fail_at), "play", "portugal", "--lang", "en",
                           "--seed", "4", "-o", str(save)], input="1\ny\n" * 5, capture_output=True,
                          text=True, timeout=120, cwd=tmp_path, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.returncode == 2, done.stderr
    assert f"Record saved to {save}" in done.stdout
    assert "internal error: RuntimeError: a bug injected into the bot — this is a bug in " \
           f"sueca-rules (the game so far is saved in {save})" in done.stderr
    assert "Traceback" not in done.stderr
    replayed = run_cli("replay", str(save))
    assert replayed.returncode == 0, replayed.stderr
    actions = json.loads(save.read_text(encoding="utf-8"))["hands"][0]["actions"]
    assert len(actions) >= (1 if fail_at == 1 else 8)  # the deal, and the cards played before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bug.json"]


# In a mount namespace: the game's folder, /tmp and /var/tmp each a full 64 KiB tmpfs, so the
# record fits nowhere; prints the exit status and what the game said, as JSON.
_NOWHERE = r"""
import json, os, subprocess, sys
folder = sys.argv[1]
os.chdir(folder)
def fill(where):
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", where], check=True)
    with open(os.path.join(where, "ballast"), "wb", buffering=0) as handle:
        try:
            while True:
                handle.write(b"\0" * 1024)
        except OSError:
            pass
fill(folder)
os.chdir(folder)  # the new mount, not the folder under it
for where in ("/tmp", "/var/tmp"):
    fill(where)
done = subprocess.run([sys.executable, "-m", "sueca_rules", "play", "portugal", "--lang", "en", "--seed", "1",
                       "-o", "game.json"], capture_output=True, text=True, input="1\nquit\n",
                      timeout=60, env=dict(os.environ, TMPDIR=folder))
print(json.dumps({"code": done.returncode, "stdout": done.stdout, "stderr": done.stderr,
                  "files": sorted(os.listdir("."))}))
"""


def test_a_record_that_fits_nowhere_is_an_exit_status_of_2(tmp_path: Path) -> None:
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        pytest.skip("no unshare(1) or mount(8) here: a small tmpfs cannot be made to fill up")
    hidden = [p for p in (Path(sys.executable).resolve(), ROOT) for top in ("/tmp", "/var/tmp")
              if p.is_relative_to(top)]
    if hidden:  # the full tmpfs mounted over /tmp would hide the interpreter or the project
        pytest.skip(f"{hidden[0]} is under /tmp or /var/tmp, which this test fills with a tmpfs")
    folder = tmp_path / "disk"
    folder.mkdir()
    done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", sys.executable, "-c",
                           _NOWHERE, str(folder)], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    if done.returncode != 0 and ("unshare" in done.stderr or "mount" in done.stderr):
        pytest.skip(f"this system lets no one mount a tmpfs in a namespace: {done.stderr.strip()[:200]}")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert "the record is lost" in result["stdout"], result
    assert result["code"] == 2, result
    assert "Traceback" not in result["stderr"] and "internal error" not in result["stderr"]
    assert result["files"] == ["ballast"]  # nothing half-written left
