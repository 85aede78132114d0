"""Closed standard streams and folders that take no new file: a kind usage error (exit 2),
never "internal error" nor a silent 0.

F9: `play <&-`, `lsp <&-`, `lsp >&-`. F12: `docs`, `schema`, `autoplay`, `simulate` with
standard output closed wrote nothing and said 0. F16: `fmt --write` of a writable file in a
folder that takes no new file said only "permission denied" (run as `nobody` when root, for
the folder's mode to count)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from ..conftest import ROOT

ENV = dict(os.environ, PYTHONPATH=str(ROOT))


def _closing(fd: int):  # type: ignore[no-untyped-def]
    return lambda: os.close(fd)


def _run(args: list[str], closed: int, cwd: Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "sueca_rules", *args], input=stdin,
                          stdout=subprocess.PIPE if closed != 1 else None, stderr=subprocess.PIPE, cwd=cwd,
                          env=ENV, timeout=120, preexec_fn=_closing(closed))


@pytest.mark.parametrize(("args", "closed", "said"), [
    (["play", "portugal", "--seed", "9", "-o", "x.json"], 0, "standard input is closed — play reads your moves"),
    (["lsp"], 0, "standard input is closed — the language server speaks LSP"),
    (["lsp"], 1, "standard output is closed — the language server speaks LSP"),
    (["docs", "portugal"], 1, "standard output is closed"),
    (["schema"], 1, "standard output is closed"),
    (["autoplay", "portugal", "--seed", "3"], 1, "standard output is closed"),
    (["simulate", "portugal", "--hands", "10"], 1, "standard output is closed"),
    (["simulate", "portugal", "--hands", "10", "--format", "json"], 1, "standard output is closed"),
])
def test_a_closed_standard_stream_is_a_usage_error(tmp_path: Path, args: list[str], closed: int,
                                                   said: str) -> None:
    done = _run(args, closed, tmp_path, b"" if closed != 0 else None)
    err = done.stderr.decode()
    assert done.returncode == 2, err
    assert err.startswith(f"sueca-rules: error: {said}"), err
    assert "internal error" not in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no record of a game never played


def test_an_output_file_beside_a_closed_stdout_is_written(tmp_path: Path) -> None:
    """-o FILE does not need standard output: closed, the command works (exit 0)."""
    done = _run(["docs", "portugal", "-o", "d.md"], 1, tmp_path)
    assert done.returncode == 0, done.stderr.decode()
    assert (tmp_path / "d.md").read_text(encoding="utf-8").startswith("#")


def test_fmt_write_in_a_folder_that_takes_no_new_file_says_why(tmp_path: Path) -> None:
    if os.geteuid() == 0:  # nobody cannot reach root's pytest folder: a folder of its own in /tmp
        tmp_path = Path(tempfile.mkdtemp(prefix="sueca-f16-"))
    folder = tmp_path / "ro"
    folder.mkdir()
    house = folder / "b.sueca"
    house.write_text('variant b extends portugal   "B"\n', encoding="utf-8")
    command = [sys.executable, "-m", "sueca_rules", "fmt", "--write", str(house)]
    if os.geteuid() == 0:  # root writes anywhere: the test runs as nobody, who owns the file
        if shutil.which("setpriv") is None:
            pytest.skip("running as root without setpriv(1): the folder's mode would not count")
        os.chmod(tmp_path, 0o755)
        shutil.chown(folder, "nobody")
        shutil.chown(house, "nobody")
        command = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", *command]
    folder.chmod(0o555)
    try:
        done = subprocess.run(command, capture_output=True, text=True, env=ENV, timeout=60, cwd=ROOT)
        if "Permission denied" in done.stderr and "python" in done.stderr.lower():
            pytest.skip(f"nobody cannot run this Python: {done.stderr[:200]}")
        assert done.returncode == 2, done.stderr
        assert done.stderr == (f"sueca-rules: error: {house}: cannot write the file: permission denied: "
                               f"the folder {folder} takes no new file (a file is replaced by renaming a "
                               "new one into place)\n")
        assert house.read_text(encoding="utf-8") == 'variant b extends portugal   "B"\n'
        assert sorted(p.name for p in folder.iterdir()) == ["b.sueca"]
    finally:
        folder.chmod(0o755)
        if os.geteuid() == 0:
            shutil.rmtree(tmp_path, ignore_errors=True)
