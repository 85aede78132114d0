"""The pre-commit hooks (.pre-commit-hooks.yaml) pick the right files and their entries run."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from .conftest import ROOT

HOOKS = {hook["id"]: hook for hook in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
BIN = str(Path(sys.executable).parent)  # where `sueca-rules` is installed beside this Python


def repository_files() -> list[str]:
    """The files pre-commit would see with --all-files: tracked ones, else the tree."""
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False)
    if listed.returncode == 0 and listed.stdout:
        return listed.stdout.splitlines()
    return [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
            if p.is_file() and not any(part.startswith(".") for part in p.relative_to(ROOT).parts)]


def chosen(hook_id: str, files: list[str]) -> list[str]:
    return [f for f in files if re.search(HOOKS[hook_id]["files"], f)]


def run_entry(hook_id: str, files: list[str], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    hook = HOOKS[hook_id]
    command = shlex.split(hook["entry"]) + list(hook.get("args", [])) + files
    env = {**os.environ, "PATH": BIN + os.pathsep + os.environ.get("PATH", "")}
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_hooks_choose_variant_and_case_files_by_name() -> None:
    names = ["variants/portugal.sueca", "variants/mesa-brasileira.yaml", "house/cafe.sueca",
             "tests/conformance/portugal.yaml", "mkdocs.yml", ".pre-commit-hooks.yaml",
             "tests/conformance/test_suite.py", "docs/schema/variant.schema.json"]
    assert chosen("sueca-validate", names) == ["variants/portugal.sueca", "variants/mesa-brasileira.yaml",
                                               "house/cafe.sueca"]
    assert chosen("sueca-conform", names) == ["tests/conformance/portugal.yaml"]


@pytest.mark.parametrize("hook_id", sorted(HOOKS))
def test_each_hook_entry_passes_on_the_bundled_files(hook_id: str) -> None:
    files = chosen(hook_id, repository_files())
    assert files, f"{hook_id} selects no file of this repository"
    result = run_entry(hook_id, files)
    assert result.returncode == 0, result.stdout[-1500:] + result.stderr[-1500:]
    if hook_id == "sueca-validate":
        assert f"{len(files)} valid, 0 with problems" in result.stdout
    else:
        assert result.stdout.strip().endswith("passed, 0 failed")


def test_the_validate_hook_fails_a_broken_file_with_a_located_error(tmp_path: Path) -> None:
    (tmp_path / "house.sueca").write_text("variant house extends portugal\nplay {\n  frist-lead left\n}\n")
    result = run_entry("sueca-validate", ["house.sueca"], cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.startswith("house.sueca:3:3: error: unknown setting 'frist-lead'")


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("pre-commit", path=BIN + os.pathsep + os.environ.get("PATH", "")) is None,
                    reason="pre-commit is not installed")
def test_pre_commit_try_repo_validates_the_bundled_files(tmp_path: Path) -> None:
    """The real thing: pre-commit installs this repository as a hook repo and runs both hooks
    on every file (a minute at most; it pip-installs the package into its own environment)."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache"),
           "PATH": BIN + os.pathsep + os.environ.get("PATH", ""),
           "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}
    result = subprocess.run(["pre-commit", "try-repo", ".", "--all-files", "--verbose"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=600)
    out = result.stdout + result.stderr
    assert result.returncode == 0, out[-3000:]
    assert re.search(r"validate Sueca variant files\.+Passed", out), out[-3000:]
    assert re.search(r"run Sueca conformance cases\.+Passed", out), out[-3000:]
    assert "valid, 0 with problems" in out and "passed, 0 failed" in out
