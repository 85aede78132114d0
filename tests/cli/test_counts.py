"""Counting per distinct file: `validate` and `conform` read each file once however often and
however it is named (twice, `./x`, a link, a folder and a file in it); a child of a broken
parent counts as a file with problems; a parent that is a pipe is a located problem on the
child's `extends`, printed once; the summary never goes wrong or negative."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from ..conftest import BUNDLED, ROOT, run_cli

BROKEN_PARENT = {
    "par.yaml": "variant: p\nextends: portugal\nmatch:\n  to: 0\n",
    "child.yaml": "variant: c\nextends: par.yaml\n",
    "kid.sueca": "variant kid extends par.yaml\n",
}


def _write(folder: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")


def _summary(out: str) -> tuple[int, int, int]:
    found = re.search(r"^(-?\d+) valid, (-?\d+) with problems(?: \((\d+) problems?\))?"
                      r"(?:, (\d+) not read \(below\))?$", out, re.M)
    assert found, out
    return int(found[1]), int(found[2]), int(found[3] or 0)


def _unread(out: str) -> int:
    found = re.search(r", (\d+) not read \(below\)$", out, re.M)
    return int(found[1]) if found else 0


@pytest.mark.parametrize(("targets", "expected"), [
    # children of a broken parent: its problem once, and a note on each child's `extends`
    (["par.yaml", "child.yaml", "kid.sueca"], (0, 3, 3)),
    (["child.yaml"], (0, 1, 2)),
    (["par.yaml", "par.yaml"], (0, 1, 1)),                     # the same file twice
    (["par.yaml", "./par.yaml", "link.yaml"], (0, 1, 1)),      # three names of one file
    ([".", "child.yaml"], (1, 3, 3)),                          # a folder and a file in it
    (["good.sueca", "good.sueca", "par.yaml"], (1, 1, 1)),
    (["portugal", "PORTUGAL_FILE"], (1, 0, 0)),                # a bundled name and its file
])
def test_each_file_counts_once(targets: list[str], expected: tuple[int, int, int], tmp_path: Path) -> None:
    _write(tmp_path, {**BROKEN_PARENT, "good.sueca": "variant good extends portugal\n"})
    if "link.yaml" in targets:
        (tmp_path / "link.yaml").symlink_to(tmp_path / "par.yaml")
    args = [str(ROOT / "variants" / "portugal.sueca") if t == "PORTUGAL_FILE" else t for t in targets]
    result = run_cli("validate", *args, cwd=tmp_path)
    assert _summary(result.stdout) == expected, result.stdout + result.stderr
    assert result.returncode == (1 if expected[1] else 0)
    errors = [line for line in result.stdout.splitlines() if ": error: " in line]
    assert len(errors) == len(set(errors)) == expected[2], "a problem printed twice"


def test_every_bundled_variant_counts_once_with_an_option_none_declares() -> None:
    result = run_cli("validate", "--bundled", "-O", "nope=1")
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    for name in BUNDLED:  # named, once each
        assert sum(line.startswith(f"sueca-rules: error: {name} has no option `nope`") for line in lines) == 1
    assert len(lines) == len(BUNDLED), result.stderr


def test_a_pipe_as_parent_is_a_located_problem_printed_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "p.sueca")
    _write(tmp_path, {"c.sueca": "variant c extends p.sueca\n", "c2.yaml": "variant: c2\nextends: p.sueca\n"})
    for targets in (["c.sueca", "c2.yaml", "c.sueca"], ["."]):
        result = run_cli("validate", *targets, cwd=tmp_path, timeout=20)
        out = result.stdout
        assert "c.sueca:1:19: error: the parent 'p.sueca' cannot be read: this is not a regular file" in out
        assert "c2.yaml:2:10: error: the parent 'p.sueca' cannot be read" in out
        assert out.count("cannot be read") == 2 and _summary(out) == (0, 2, 2), out
        # the pipe itself, given in the folder, is one I/O error, counted as a file not read
        assert result.stderr.count("p.sueca: this is not a regular file") == (1 if targets == ["."] else 0)
        assert _unread(out) == (1 if targets == ["."] else 0), out
        assert result.returncode == (2 if targets == ["."] else 1)


def test_conform_runs_each_case_file_once(tmp_path: Path) -> None:
    cases = tmp_path / "cases.yaml"
    cases.write_text((ROOT / "tests" / "conformance" / "sueca-fr.yaml").read_text(encoding="utf-8"),
                     encoding="utf-8")
    once = run_cli("conform", str(cases))
    count = once.stdout.strip().splitlines()[-1]
    for targets in ([str(cases), str(cases)], [str(cases), str(tmp_path / "." / "cases.yaml")],
                    [str(tmp_path), str(cases)]):
        result = run_cli("conform", *targets)
        assert result.returncode == 0 and result.stdout.strip().splitlines()[-1] == count, result.stdout
        assert "run once" in result.stderr


def test_an_empty_case_path_is_named_as_such() -> None:
    result = run_cli("conform", "")
    assert result.returncode == 2 and "an empty path" in result.stderr
    assert "variant" not in result.stderr
