"""The settings ([tool.sueca-rules] or .sueca-rules.toml) through the real command line: found
upward, located when wrong, and read by validate, conform, docs and every folder walk."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from sueca_rules.source.resolve import bundled_names

from ..conftest import ROOT, run_cli

HOUSE = (ROOT / "variants" / "house" / "portugal-void-ties.sueca").read_text(encoding="utf-8")
BROKEN = "variant broken extends portugal\nplay {\n  frist-lead left\n}\n"
WARNED = "variant: warned\nextends: portugal\nmatch: {target: 1:30}\n"  # a published YAML number


def run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    inherited = {k: v for k, v in os.environ.items()
                 if k not in ("NO_COLOR", "FORCE_COLOR", "CI", "GITHUB_ACTIONS")}  # as on a desk
    full = {**inherited, "XDG_STATE_HOME": str(cwd / ".state"), **(env or {})}
    return run_cli(*args, cwd=cwd, env=full, timeout=120)


def files(root: Path, found: dict[str, str]) -> Path:
    for name, text in found.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_validate_with_no_path_checks_the_current_folder_and_says_where_the_bundled_ones_are(tmp_path: Path) -> None:
    files(tmp_path, {"rules/cafe.sueca": HOUSE})
    first = run("validate", cwd=tmp_path)
    assert first.returncode == 0 and first.stdout == "1 valid, 0 with problems\n", first.stderr
    assert "sueca-rules validate --bundled" in first.stderr and "said once" in first.stderr
    again = run("validate", cwd=tmp_path)
    assert again.returncode == 0 and "--bundled" not in again.stderr  # the note was shown once
    bundled = run("validate", "--bundled", cwd=tmp_path)
    assert f"{len(bundled_names())} valid, 0 with problems" in bundled.stdout
    word = run("validate", "variants", cwd=tmp_path)  # no such folder here: the bundled ones
    assert f"{len(bundled_names())} valid" in word.stdout and "checking the bundled variants" in word.stderr


def test_an_empty_folder_is_a_warning_not_a_failure(tmp_path: Path) -> None:
    result = run("validate", cwd=tmp_path)
    assert result.returncode == 0 and "warning: no variant files" in result.stderr and "--bundled" in result.stderr
    assert json.loads(run("validate", "--format", "json", cwd=tmp_path).stdout) == []


def test_the_nearest_settings_file_upward_gives_paths_relative_to_it(tmp_path: Path) -> None:
    files(tmp_path, {"pyproject.toml": '[project]\nname = "x"\n\n[tool.sueca-rules]\npaths = ["rules"]\n',
                     "rules/cafe.sueca": HOUSE, "other/broken.sueca": BROKEN, "deep/er/.keep": ""})
    here = run("validate", cwd=tmp_path / "deep" / "er")  # found two folders up
    assert here.returncode == 0 and "1 valid, 0 with problems" in here.stdout, here.stdout + here.stderr
    files(tmp_path, {"deep/.sueca-rules.toml": 'paths = ["../other"]\n',  # nearer, and first in its folder
                     "deep/pyproject.toml": '[tool.sueca-rules]\npaths = ["nowhere"]\n'})
    nearer = run("validate", cwd=tmp_path / "deep" / "er")
    assert nearer.returncode == 1 and "frist-lead" in nearer.stdout
    isolated = run("validate", "--isolated", cwd=tmp_path / "deep" / "er")  # no file: this folder
    assert isolated.returncode == 0 and "warning: no variant files" in isolated.stderr and ") in . —" in isolated.stderr
    chosen = run("validate", "--config", str(tmp_path / "pyproject.toml"), cwd=tmp_path / "deep" / "er")
    assert chosen.returncode == 0 and "1 valid" in chosen.stdout


def test_a_pyproject_without_the_table_is_passed_over(tmp_path: Path) -> None:
    files(tmp_path, {".sueca-rules.toml": 'paths = ["rules"]\n', "sub/pyproject.toml": '[project]\nname = "x"\n',
                     "rules/cafe.sueca": HOUSE})
    assert "1 valid" in run("validate", cwd=tmp_path / "sub").stdout


def test_every_problem_of_a_settings_file_is_located_and_stops_any_command(tmp_path: Path) -> None:
    files(tmp_path, {"pyproject.toml": '[tool.sueca-rules]\ncolour = "never"\ncolor = "blue"\npager = 1\n'
                                       '\n[tool.sueca-rules.severity]\nyaml-number = "loud"\n'})
    for command in (["validate"], ["list"], ["docs", "portugal"]):
        result = run(*command, cwd=tmp_path)
        assert result.returncode == 2, (command, result.stderr)
        lines = result.stderr.splitlines()
        assert lines[:3] == ["pyproject.toml:2:1: error: unknown setting 'colour' — did you mean 'color'?",
                             '  colour = "never"', "  ^^^^^^"]
        assert "pyproject.toml:3:9: error: 'color' is auto, always or never, not 'blue'" in lines
        assert "pyproject.toml:4:9: error: 'pager' is true or false, not 1" in lines
        assert any(line.startswith("pyproject.toml:7:15: error: the severity of 'yaml-number'") for line in lines)
        assert lines[-1].startswith("sueca-rules: error: pyproject.toml: the settings cannot be used")
        assert not result.stdout
    assert run("list", "--isolated", cwd=tmp_path).returncode == 0


def test_a_toml_syntax_error_is_located(tmp_path: Path) -> None:
    files(tmp_path, {".sueca-rules.toml": 'lang = "en"\npaths = [\n'})
    result = run("validate", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith(".sueca-rules.toml:2:10: error: TOML: Invalid value"), result.stderr


def test_a_configured_path_that_does_not_exist_is_located(tmp_path: Path) -> None:
    files(tmp_path, {".sueca-rules.toml": 'lang = "en"\npaths = ["rules"]\n'})
    result = run("validate", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith(".sueca-rules.toml:2:9: error: 'rules' does not exist"), result.stderr


def test_folder_walks_honour_gitignore_and_the_settings_exclude(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    files(tmp_path, {".gitignore": "build/\n*.tmp.sueca\n", "rules/.gitignore": "!keep.tmp.sueca\n",
                     ".sueca-rules.toml": 'exclude = ["drafts/"]\n', "rules/cafe.sueca": HOUSE,
                     "rules/keep.tmp.sueca": HOUSE.replace("portugal-void-ties", "kept"),
                     "rules/scratch.tmp.sueca": BROKEN, "build/out.sueca": BROKEN, "drafts/wip.sueca": BROKEN})
    result = run("validate", cwd=tmp_path)
    assert result.returncode == 0 and "2 valid, 0 with problems" in result.stdout, result.stdout + result.stderr
    notes = result.stderr
    assert "skipped build/ — ignored by .gitignore" in notes
    assert "skipped rules/scratch.tmp.sueca — ignored by .gitignore" in notes  # the deeper file took keep back
    assert "skipped drafts/ — excluded by .sueca-rules.toml's exclude 'drafts/'" in notes
    named = run("validate", "drafts/wip.sueca", cwd=tmp_path)  # named on the command line: checked
    assert named.returncode == 1
    files(tmp_path, {".sueca-rules.toml": 'exclude = ["drafts/"]\nforce-exclude = true\n'})
    forced = run("validate", "drafts/wip.sueca", "rules/cafe.sueca", cwd=tmp_path)
    assert forced.returncode == 0 and "skipped drafts/wip.sueca — excluded by" in forced.stderr
    files(tmp_path, {".sueca-rules.toml": 'respect-gitignore = false\nexclude = ["drafts/"]\n'})
    assert run("validate", cwd=tmp_path).returncode == 1  # build/ and the scratch file are read now


def test_severities_make_a_warning_an_error_or_leave_it_out(tmp_path: Path) -> None:
    files(tmp_path, {"warned.yaml": WARNED})
    plain = run("validate", cwd=tmp_path)
    assert plain.returncode == 0 and "warning: 1:30 is read by YAML" in plain.stdout
    files(tmp_path, {"pyproject.toml": '[tool.sueca-rules.severity]\nyaml-number = "error"\n'})
    severe = run("validate", cwd=tmp_path)
    assert severe.returncode == 1 and "error: 1:30 is read by YAML" in severe.stdout
    files(tmp_path, {"pyproject.toml": '[tool.sueca-rules.severity]\nyaml-number = "ignore"\n'})
    quiet = run("validate", cwd=tmp_path)
    assert quiet.returncode == 0 and quiet.stdout == "1 valid, 0 with problems\n"


def test_output_format_and_lang_are_the_defaults_of_their_options(tmp_path: Path) -> None:
    files(tmp_path, {".sueca-rules.toml": 'output-format = "json"\nlang = "fr"\n', "broken.sueca": BROKEN})
    checked = run("validate", cwd=tmp_path)
    assert checked.returncode == 1 and json.loads(checked.stdout)[0]["line"] == 3
    assert run("validate", "--format", "text", cwd=tmp_path).stdout.startswith("broken.sueca:3:3: error:")
    french = run("docs", "portugal", cwd=tmp_path).stdout
    english = run("docs", "portugal", "--lang", "en", cwd=tmp_path).stdout
    assert "Joueurs et cartes" in french or "## Joueurs" in french, french[:300]
    assert "## Players and cards" in english
    files(tmp_path, {".sueca-rules.toml": 'lang = "klingon"\n'})
    wrong = run("docs", "portugal", cwd=tmp_path)
    assert wrong.returncode == 2 and wrong.stderr.startswith(".sueca-rules.toml:1:8: error: 'lang' is one of")


def test_conform_with_no_path_runs_the_configured_cases(tmp_path: Path) -> None:
    cases = (ROOT / "tests" / "conformance" / "house" / "portugal-void-ties.yaml").read_text(encoding="utf-8")
    files(tmp_path, {"rules/cafe.sueca": HOUSE, ".sueca-rules.toml": 'cases = ["cases"]\n',
                     "cases/cafe.yaml": cases.replace("../../../variants/house/portugal-void-ties.sueca",
                                                      "../rules/cafe.sueca")})
    result = run("conform", cwd=tmp_path)
    assert result.returncode == 0 and result.stdout.strip().endswith("2 passed, 0 failed"), result.stderr
    touched = run("conform", "--affected", "rules/cafe.sueca", cwd=tmp_path)
    assert touched.stdout.strip().endswith("2 passed, 0 failed")
    (tmp_path / "rules" / "other.sueca").write_text(HOUSE.replace("portugal-void-ties", "other"), encoding="utf-8")
    untouched = run("conform", "--affected", "rules/other.sueca", cwd=tmp_path)
    assert untouched.returncode == 0 and "0 passed, 0 failed" in untouched.stdout
    assert "no case file reads the files changed" in untouched.stderr


@pytest.mark.parametrize("name", [".sueca-rules.toml", "pyproject.toml"])
def test_color_in_the_settings(tmp_path: Path, name: str) -> None:
    table = "" if name.startswith(".") else "[tool.sueca-rules]\n"
    files(tmp_path, {name: f'{table}color = "always"\n', "broken.sueca": BROKEN})
    assert "\x1b[" in run("validate", cwd=tmp_path).stdout  # in a pipe: the settings say always
    assert "\x1b[" not in run("validate", "--color", "never", cwd=tmp_path).stdout


def test_an_unknown_problem_code_in_severity_is_located_with_a_did_you_mean(tmp_path: Path) -> None:
    files(tmp_path, {"warned.yaml": WARNED, "pyproject.toml": '[tool.sueca-rules.severity]\nyaml-numbr = "error"\n'
                                                              'dsl = "error"\nno-such-code = "warning"\n'})
    result = run("validate", cwd=tmp_path)
    assert result.returncode == 2 and result.stdout == "", result.stdout
    assert "pyproject.toml:2:1: error: unknown problem code 'yaml-numbr' — did you mean 'yaml-number'?\n" \
           '  yaml-numbr = "error"\n  ^^^^^^^^^^\n' in result.stderr, result.stderr
    assert "pyproject.toml:4:1: error: unknown problem code 'no-such-code' — `sueca-rules explain --all`" \
        in result.stderr
    assert ":3:" not in result.stderr  # `dsl`, a code that was split, is still a code


def test_the_summary_counts_a_file_whose_warning_was_made_an_error(tmp_path: Path) -> None:
    files(tmp_path, {"warned.yaml": WARNED, "rules/cafe.sueca": HOUSE,
                     "pyproject.toml": '[tool.sueca-rules.severity]\nyaml-number = "error"\n'})
    result = run("validate", cwd=tmp_path)
    assert result.returncode == 1 and result.stdout.endswith("\n1 valid, 1 with problems (1 problem)\n"), result.stdout


@pytest.mark.parametrize("where", ["settings", "ci"])
def test_with_settings_or_in_ci_validate_checks_your_files_or_fails(tmp_path: Path, where: str) -> None:
    """A house-rules repository (no `variants/` folder): `validate variants` does not check the
    bundled variants in its place, and configured paths with no variant file fail (exit 2)."""
    files(tmp_path, {"rules/cafe.sueca": HOUSE, "empty/.keep": ""})
    if where == "settings":
        files(tmp_path, {"pyproject.toml": '[tool.sueca-rules]\npaths = ["empty"]\n'})
    env = {"GITHUB_ACTIONS": "true"} if where == "ci" else {}
    word = run("validate", "--format", "github", "variants", cwd=tmp_path, env=env)
    assert word.returncode == 2 and "valid" not in word.stdout, word.stdout
    assert "sueca-rules: error: variants: no folder 'variants' here, and " in word.stderr, word.stderr
    nothing = run("validate", cwd=tmp_path, env=env) if where == "settings" else \
        run("validate", "empty", cwd=tmp_path, env=env)
    assert nothing.returncode == 2 and "no variant files" in nothing.stderr, nothing.stderr
    mine = run("validate", "rules", cwd=tmp_path, env=env)
    assert mine.returncode == 0 and mine.stdout.endswith("1 valid, 0 with problems\n"), mine.stdout


def test_a_noqa_comment_leaves_out_a_warning_on_its_line_never_an_error(tmp_path: Path) -> None:
    """ruff's `# noqa` and `# noqa: CODE`: for warnings (an error means the file cannot be used)."""
    files(tmp_path, {"w.yaml": "variant: w\nextends: portugal\nmatch: {target: 1:30}  # noqa: yaml-number\n"})
    assert run("validate", cwd=tmp_path).stdout == "1 valid, 0 with problems\n"
    files(tmp_path, {"w.yaml": "variant: w\nextends: portugal\nmatch: {target: 1:30}  # noqa\n"})
    assert run("validate", cwd=tmp_path).stdout == "1 valid, 0 with problems\n"
    files(tmp_path, {"w.yaml": "variant: w\nextends: portugal\nmatch: {target: 1:30}  # noqa: dsl-value\n"})
    assert "warning: 1:30 is read by YAML" in run("validate", cwd=tmp_path).stdout  # another code named
    files(tmp_path, {"w.yaml": "variant: w\nextends: portugal\nmatch: {target: 0x10}  # noqa\n"})
    error = run("validate", cwd=tmp_path)
    assert error.returncode == 1 and "error: 0x10 is read by YAML" in error.stdout
