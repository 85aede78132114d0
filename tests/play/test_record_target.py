"""A game's record lands where replay finds its variant, and never over what is not a record.

Real `play` processes: the output swapped for a link or another program's file while the game
is played (F3), a record written through a symbolic link into another folder (F15), a record
that falls back to the temporary folder because the game's own disk is full (F5, a real full
tmpfs in a mount namespace of its own)."""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli

HOUSE = 'variant x extends portugal "X"\nscoring {\n  tie void\n}\n'
OTHER = 'variant y extends brazil "Y"\n'


class Game:
    """`play` on pipes, its output read as it comes."""

    def __init__(self, folder: Path, *args: str) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "sueca_rules", "play", "--lang", "en", *args],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, cwd=folder,
                                        env=dict(os.environ, PYTHONPATH=str(ROOT)))
        self.seen = b""

    def wait_for(self, text: bytes, deadline: float = 60) -> None:
        """Read until `text` was printed (the deadline is a safety net, not a measure)."""
        assert self.process.stdout is not None
        end = time.monotonic() + deadline
        while text not in self.seen and time.monotonic() < end:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 65536)
                if not chunk:
                    break
                self.seen += chunk
        assert text in self.seen, self.seen[-500:]

    def finish(self, line: str) -> tuple[int, str, str]:
        out, err = self.process.communicate(line.encode(), timeout=60)
        return self.process.returncode, (self.seen + out).decode(), err.decode()


@pytest.mark.parametrize("swap", ["link to the variant", "another program's file"])
def test_an_output_swapped_during_the_game_is_not_overwritten(tmp_path: Path, swap: str) -> None:
    """F3: `-o out.json` is judged again at the save: a link to the variant file the game is
    played from, or another program's file, put there mid-game, stays as it is; the record
    goes to the first free name beside it, says why, and replays."""
    (tmp_path / "house.sueca").write_text(HOUSE, encoding="utf-8")
    game = Game(tmp_path, "house.sueca", "--seed", "5", "-o", "out.json")
    game.wait_for(b"Your card>")
    out = tmp_path / "out.json"
    if swap == "link to the variant":
        out.symlink_to("house.sueca")
    else:
        out.write_text('{"my": "important data"}\n', encoding="utf-8")
    code, stdout, stderr = game.finish("quit\n")
    assert code == 0, stderr
    assert (tmp_path / "house.sueca").read_text(encoding="utf-8") == HOUSE
    if swap == "link to the variant":
        assert out.is_symlink()
    else:
        assert out.read_text(encoding="utf-8") == '{"my": "important data"}\n'
    assert "Did not save the record to out.json: it changed while the game was played" in stdout
    assert "Record saved to out-2.json" in stdout
    assert run_cli("replay", "out-2.json", cwd=tmp_path).returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["house.sueca", "out-2.json", "out.json"]


def test_a_record_written_through_a_link_names_its_variant_for_the_real_folder(tmp_path: Path) -> None:
    """F15: `-o link.json`, a link into other/: the record written there names sub/house.sueca
    so that replay finds it from any folder, through the link or not."""
    for name in ("sub", "other", "elsewhere"):
        (tmp_path / name).mkdir()
    (tmp_path / "sub" / "house.sueca").write_text(HOUSE, encoding="utf-8")
    (tmp_path / "link.json").symlink_to("other/real.json")
    done = run_cli("play", "--lang", "en", "sub/house.sueca", "--seed", "3", "-o", "link.json", input_text="quit\n",
                   cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    real = tmp_path / "other" / "real.json"
    assert json.loads(real.read_text(encoding="utf-8"))["variant"] == str(tmp_path / "sub" / "house.sueca")
    for record in (real, tmp_path / "link.json"):
        replayed = run_cli("replay", str(record), "--lang", "en", cwd=tmp_path / "elsewhere")
        assert replayed.returncode == 0, replayed.stderr
        assert "of X:" in replayed.stdout, replayed.stdout  # the variant found, named by its title


# In a mount namespace: the game's folder a full 64 KiB tmpfs, the temporary folder (TMPDIR)
# free; beside the intended record lies the house variant. Prints what the game said, as JSON.
_FULL = r"""
import json, os, subprocess, sys
folder, spare = sys.argv[1], sys.argv[2]
house = open(os.path.join(folder, "house.sueca"), encoding="utf-8").read()
subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder], check=True)
os.chdir(folder)
open("house.sueca", "w", encoding="utf-8").write(house)
with open("ballast", "wb", buffering=0) as handle:
    try:
        while True:
            handle.write(b"\0" * 1024)
    except OSError:
        pass
done = subprocess.run([sys.executable, "-m", "sueca_rules", "play", "--lang", "en", "house.sueca", "--seed", "1"],
                      capture_output=True, text=True, input="quit\n", timeout=60,
                      env=dict(os.environ, TMPDIR=spare))
saved = [name for name in os.listdir(spare) if name.startswith("sueca-")]
record = json.load(open(os.path.join(spare, saved[0]), encoding="utf-8")) if saved else None
print(json.dumps({"code": done.returncode, "stdout": done.stdout, "stderr": done.stderr,
                  "saved": [os.path.join(spare, name) for name in saved], "record": record}))
"""


def test_a_record_saved_to_the_temporary_folder_names_its_variant_from_there(tmp_path: Path) -> None:
    """F5: the game's disk is full, so the record goes to the temporary folder: it names the
    house variant by a path replay follows from there (absolute), so replay from any other
    folder — one holding a different house.sueca — replays the variant that was played."""
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        pytest.skip("no unshare(1) or mount(8) here: a small tmpfs cannot be made to fill up")
    folder, spare, elsewhere = tmp_path / "disk", tmp_path / "spare", tmp_path / "elsewhere"
    for made in (folder, spare, elsewhere):
        made.mkdir()
    (folder / "house.sueca").write_text(HOUSE, encoding="utf-8")
    (elsewhere / "house.sueca").write_text(OTHER, encoding="utf-8")  # not the variant played
    done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", sys.executable, "-c",
                           _FULL, str(folder), str(spare)], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    if done.returncode != 0 and ("unshare" in done.stderr or "mount" in done.stderr):
        pytest.skip(f"this system lets no one mount a tmpfs in a namespace: {done.stderr.strip()[:200]}")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["code"] == 0, result
    assert "Saved it to" in result["stdout"] and len(result["saved"]) == 1, result
    assert result["record"]["variant"] == str(folder / "house.sueca")
    # the namespace is gone, so is its tmpfs: the variant file is written where the record says
    (folder / "house.sueca").write_text(HOUSE, encoding="utf-8")
    replayed = run_cli("replay", result["saved"][0], "--lang", "en", cwd=elsewhere)
    assert replayed.returncode == 0, replayed.stderr
    assert "of X:" in replayed.stdout, replayed.stdout  # the variant found, named by its title
