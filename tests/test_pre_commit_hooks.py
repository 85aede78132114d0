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

from sueca_rules.source.discover import sniff

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


def test_the_hooks_are_given_every_sueca_and_yaml_file() -> None:
    """Every .sueca and YAML file, wherever it lives (`rules/`, not only `variants/`): the
    commands keep the variant files by their content (the test below)."""
    names = ["variants/portugal.sueca", "variants/mesa-brasileira.yaml", "house/cafe.sueca",
             "rules/domingo.yaml", "tests/conformance/portugal.yaml", "mkdocs.yml", ".pre-commit-hooks.yaml",
             "tests/conformance/test_suite.py", "docs/schema/variant.schema.json"]
    for hook in HOOKS:
        assert chosen(hook, names) == [name for name in names if name.endswith((".sueca", ".yaml", ".yml"))]


def test_the_hook_entries_check_the_variant_files_among_them_wherever_they_live(tmp_path: Path) -> None:
    """A house-rules repository keeps its YAML variant under rules/: validate checks it (a typo
    fails the hook), a workflow and a case file beside it are passed over, and an excluded
    draft is not checked even though pre-commit names it."""
    (tmp_path / "pyproject.toml").write_text('[tool.sueca-rules]\nexclude = ["drafts/"]\n')
    for name, text in {"rules/cafe.sueca": HOUSE, "rules/domingo.yaml": "variant: domingo\nextends: portugal\n"
                       "match:\n  target: 4\n", "drafts/wip.sueca": "variant wip extends portugl\n",
                       ".github/workflows/ci.yml": "on: [push]\n", "cases/cafe.yaml": HOUSE_CASES}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    every = ["rules/cafe.sueca", "rules/domingo.yaml", "drafts/wip.sueca", ".github/workflows/ci.yml",
             "cases/cafe.yaml"]
    good = run_entry("sueca-validate", every, cwd=tmp_path)
    assert good.returncode == 0 and good.stdout == "2 valid, 0 with problems\n", good.stdout + good.stderr
    (tmp_path / "rules" / "domingo.yaml").write_text("variant: domingo\nextends: portugal\nmatch:\n  targt: 4\n")
    bad = run_entry("sueca-validate", every, cwd=tmp_path)
    assert bad.returncode == 1 and bad.stdout.startswith("rules/domingo.yaml:4:3: error:"), bad.stdout
    assert run_entry("sueca-validate", [".github/workflows/ci.yml"], cwd=tmp_path).returncode == 0


# The bundled files keep hand-written short forms (`texts pt { a; b }` on one line: a house
# rule is a few lines) that the canonical form writes out one setting a line, so this
# repository does not run the fmt hooks on them; they are tried on a user's repository below.
@pytest.mark.parametrize("hook_id", sorted(set(HOOKS) - {"sueca-fmt", "sueca-fmt-write"}))
def test_each_hook_entry_passes_on_the_bundled_files(hook_id: str) -> None:
    files = chosen(hook_id, repository_files())
    assert files, f"{hook_id} selects no file of this repository"
    result = run_entry(hook_id, files)
    assert result.returncode == 0, result.stdout[-1500:] + result.stderr[-1500:]
    if hook_id == "sueca-validate":
        variants = [name for name in files if sniff(ROOT / name)[0] == "variant"]
        assert f"{len(variants)} valid, 0 with problems" in result.stdout
    else:
        assert result.stdout.strip().endswith("passed, 0 failed")


HOUSE = (ROOT / "variants" / "house" / "portugal-void-ties.sueca").read_text(encoding="utf-8")
HOUSE_CASES = (ROOT / "tests" / "conformance" / "house" / "portugal-void-ties.yaml").read_text(encoding="utf-8") \
    .replace("../../../variants/house/portugal-void-ties.sueca", "../rules/cafe.sueca")
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.org"}


def house_rules(folder: Path) -> Path:
    """A repository of house rules, as a user keeps one: a variant, its cases, a git repository."""
    (folder / "rules").mkdir(parents=True)
    (folder / "rules" / "cafe.sueca").write_text(HOUSE, encoding="utf-8")
    (folder / "conformance").mkdir()
    (folder / "conformance" / "cafe.yaml").write_text(HOUSE_CASES, encoding="utf-8")
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    return folder


def local_hooks(folder: Path) -> None:
    """.pre-commit-config.yaml running this checkout's hooks as they are written, with the
    sueca-rules installed beside this Python (`language: system`: nothing is installed)."""
    hooks = [{**hook, "language": "system"} for hook in HOOKS.values()]
    (folder / ".pre-commit-config.yaml").write_text(yaml.safe_dump({"repos": [{"repo": "local", "hooks": hooks}]}))


def pre_commit(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **GIT_ENV, "PRE_COMMIT_HOME": str(folder.parent / "pre-commit-home"),
           "PATH": BIN + os.pathsep + os.environ.get("PATH", ""), "NO_COLOR": "1"}
    subprocess.run(["git", "add", "-A"], cwd=folder, check=True, env=env)
    return subprocess.run(["pre-commit", "run", "--color", "never", *args], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=300)


def hook_result(out: str, name: str) -> str:
    found = re.search(rf"^{re.escape(name)}\.+(\w+)", out, re.M)
    assert found, out[-2000:]
    return found[1]


needs_pre_commit = pytest.mark.skipif(
    shutil.which("pre-commit", path=BIN + os.pathsep + os.environ.get("PATH", "")) is None,
    reason="pre-commit is not installed")


@needs_pre_commit
def test_a_rule_change_that_breaks_its_own_cases_fails_the_hooks(tmp_path: Path) -> None:
    """Real pre-commit runs in a repository of house rules: all pass; then the variant loses
    its `scoring { tie void }` and only the variant is changed — its case file, untouched, now fails."""
    folder = house_rules(tmp_path / "repo")
    local_hooks(folder)
    first = pre_commit(folder, "--all-files")
    assert first.returncode == 0, first.stdout[-3000:]
    assert hook_result(first.stdout, HOOKS["sueca-conform"]["name"]) == "Passed"
    (folder / "rules" / "cafe.sueca").write_text(HOUSE.replace("\nscoring {\n  tie void\n}\n", ""), encoding="utf-8")
    broken = pre_commit(folder, "--files", "rules/cafe.sueca")
    assert broken.returncode == 1, broken.stdout[-3000:]
    assert hook_result(broken.stdout, HOOKS["sueca-validate"]["name"]) == "Passed"
    assert hook_result(broken.stdout, HOOKS["sueca-conform"]["name"]) == "Failed"
    assert "FAILED a-tie-is-void-and-adds-nothing" in broken.stdout and "1 passed, 1 failed" in broken.stdout


@needs_pre_commit
def test_a_typo_in_a_variant_is_reported_once_by_the_hooks(tmp_path: Path) -> None:
    """validate fails with the located message; conform and fmt, which cannot work on a file
    that does not validate, pass it over (a note each, shown by pre-commit only with -v)."""
    folder = house_rules(tmp_path / "repo")
    local_hooks(folder)
    (folder / "rules" / "cafe.sueca").write_text(HOUSE.replace("tie void", "tie voyd"), encoding="utf-8")
    result = pre_commit(folder, "--files", "rules/cafe.sueca")
    assert result.returncode == 1, result.stdout[-3000:]
    assert hook_result(result.stdout, HOOKS["sueca-validate"]["name"]) == "Failed"
    for hook in ("sueca-conform", "sueca-fmt", "sueca-fmt-write"):
        assert hook_result(result.stdout, HOOKS[hook]["name"]) == "Passed", result.stdout[-3000:]
    assert result.stdout.count("'voyd'") == 1, result.stdout


@needs_pre_commit
def test_the_fmt_hooks_name_an_unformatted_file_and_write_it(tmp_path: Path) -> None:
    folder = house_rules(tmp_path / "repo")
    local_hooks(folder)
    messy = "variant messy   extends portugal # mine\r\nmatch {target 6}\r\n"
    (folder / "rules" / "messy.sueca").write_bytes(messy.encode())
    checked = pre_commit(folder, "sueca-fmt", "--all-files")
    assert checked.returncode == 1 and "would reformat: rules/messy.sueca" in checked.stdout, checked.stdout
    assert (folder / "rules" / "messy.sueca").read_bytes() == messy.encode()  # --check writes nothing
    written = pre_commit(folder, "sueca-fmt-write", "--all-files")
    assert written.returncode == 1 and "files were modified by this hook" in written.stdout, written.stdout
    assert (folder / "rules" / "messy.sueca").read_bytes() == \
        b"variant messy extends portugal  # mine\r\nmatch to 6\r\n"  # its CRLF kept
    again = pre_commit(folder, "sueca-fmt", "--all-files")
    assert again.returncode == 0, again.stdout


def test_the_validate_hook_fails_a_broken_file_with_a_located_error(tmp_path: Path) -> None:
    (tmp_path / "house.sueca").write_text("variant house extends portugal\nplay {\n  frist-lead left\n}\n")
    result = run_entry("sueca-validate", ["house.sueca"], cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.startswith("house.sueca:3:3: error: unknown setting 'frist-lead'")


@pytest.mark.slow
@needs_pre_commit
def test_pre_commit_try_repo_runs_the_hooks_on_a_repository_of_house_rules(tmp_path: Path) -> None:
    """The real thing: pre-commit installs this checkout as a hook repository (a minute at most;
    it pip-installs the package into its own environment) and runs every hook on a user's
    repository of house rules, whose variant was just changed so that its cases fail."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    folder = house_rules(tmp_path / "repo")
    (folder / "rules" / "cafe.sueca").write_text(HOUSE.replace("\nscoring {\n  tie void\n}\n", ""), encoding="utf-8")
    env = {**os.environ, **GIT_ENV, "PRE_COMMIT_HOME": str(tmp_path / "cache"),
           "PATH": BIN + os.pathsep + os.environ.get("PATH", "")}
    subprocess.run(["git", "add", "-A"], cwd=folder, check=True, env=env)
    result = subprocess.run(["pre-commit", "try-repo", str(ROOT), "--all-files", "--verbose", "--color", "never"],
                            cwd=folder, env=env, capture_output=True, text=True, timeout=600)
    out = result.stdout + result.stderr
    assert result.returncode == 1, out[-3000:]
    for hook in ("sueca-validate", "sueca-fmt", "sueca-fmt-write"):
        assert hook_result(out, HOOKS[hook]["name"]) == "Passed", out[-3000:]
    assert hook_result(out, HOOKS["sueca-conform"]["name"]) == "Failed", out[-3000:]
    assert "1 valid, 0 with problems" in out and "1 passed, 1 failed" in out


def docs_blocks() -> list[dict[str, list[dict[str, object]]]]:
    """The .pre-commit-config.yaml blocks of docs/editors.md § pre-commit, as written."""
    text = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8").split("## pre-commit", 1)[1]
    return [yaml.safe_load(block) for block in re.findall(r"```yaml\n(.*?)```", text, re.S)]


def test_the_documented_hooks_are_the_hooks_and_no_rev_is_a_tag() -> None:
    local, remote = docs_blocks()
    for hook in local["repos"][0]["hooks"]:
        real = HOOKS[str(hook["id"])]
        assert {k: hook[k] for k in ("name", "entry", "files")} == {k: real[k] for k in ("name", "entry", "files")}
        assert hook["language"] == "system"
    assert {hook["id"] for hook in remote["repos"][0]["hooks"]} <= set(HOOKS)
    assert re.fullmatch(r"[0-9a-f]{40}", str(remote["repos"][0]["rev"]))  # a commit, as pre-commit needs


@needs_pre_commit
def test_the_documented_local_hooks_run_as_pasted(tmp_path: Path) -> None:
    folder = house_rules(tmp_path / "repo")
    (folder / ".pre-commit-config.yaml").write_text(
        re.findall(r"```yaml\n(.*?)```", (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
                   .split("## pre-commit", 1)[1], re.S)[0], encoding="utf-8")
    result = pre_commit(folder, "--all-files", "--verbose")
    assert result.returncode == 0, result.stdout[-3000:]
    for hook in ("sueca-validate", "sueca-conform", "sueca-fmt"):
        assert hook_result(result.stdout, HOOKS[hook]["name"]) == "Passed", result.stdout[-3000:]
    assert "1 valid, 0 with problems" in result.stdout and "2 passed, 0 failed" in result.stdout, result.stdout
