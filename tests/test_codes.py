"""The problem codes: one registry that every code the checks report is in, whose examples
have their problem and whose fixes have not, written out as docs/problem-codes.md."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.codes import REGISTRY, known, lookup, markdown
from sueca_rules.config import load
from sueca_rules.errors import ProblemsError
from sueca_rules.source.validation import BOUNDS, VALUE_KINDS

from .conftest import ROOT, run_cli

CODE = re.compile(r"[a-z]+(-[a-z]+)*")
MAKERS = {"Problem", "problem", "at", "add", "fail"}  # the calls that make a located problem
SEVERITIES = {"error", "warning", "info", "hint"}


def _written_codes() -> dict[str, str]:
    """Every code given as a literal to a call that makes a problem, with where."""
    found: dict[str, str] = {}
    for path in (ROOT / "sueca_rules").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            if name not in MAKERS:
                continue
            given = [*node.args[2:], *(k.value for k in node.keywords if k.arg == "code")]
            for arg in given:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                        and CODE.fullmatch(arg.value) and arg.value not in SEVERITIES:
                    found.setdefault(arg.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_every_code_the_checks_report_is_in_the_registry() -> None:
    written = _written_codes()
    assert {"dsl-unknown-setting", "extends-unknown", "case-failed", "deck-size"} <= set(written)
    schema = {f"schema-{k}".replace("_", "-") for k in {*VALUE_KINDS, *BOUNDS, "extra_forbidden",
                                                          "missing", "string_pattern_mismatch"}}
    missing = {code: where for code, where in written.items() if lookup(code) is None}
    assert not missing, missing
    assert all(REGISTRY.get(code) for code in schema), schema - set(REGISTRY)
    assert {"syntax", "invalid", "case"} <= set(REGISTRY)  # the codes given as defaults


def test_every_former_code_is_still_a_valid_spelling(tmp_path: Path) -> None:
    assert known("dsl") and lookup("dsl") is None
    (tmp_path / ".sueca-rules.toml").write_text('[severity]\ndsl = "info"\n', encoding="utf-8")
    settings = load(tmp_path / ".sueca-rules.toml")
    assert settings.level("dsl-unknown-setting") == settings.level("dsl-value") == "info"
    assert settings.level("yaml-number") is None


RUNS = [e for e in REGISTRY.values() if e.runs and e.kind in ("sueca", "yaml")
        and e.example.startswith("variant") and not e.code.startswith("case")]
CASES = [e for e in REGISTRY.values() if e.runs and e.code.startswith("case")]


def _codes(tmp_path: Path, name: str, text: str) -> set[str]:
    path = tmp_path / name
    path.write_text(text + "\n", encoding="utf-8")
    try:
        return {p.code for p in validate(str(path)).warnings}
    except ProblemsError as err:
        return {p.code for p in err.problems}


@pytest.mark.parametrize("entry", RUNS, ids=[e.code for e in RUNS])
def test_each_example_has_its_problem_and_its_fix_has_not(entry: object, tmp_path: Path) -> None:
    assert entry in REGISTRY.values()
    code, example, fixed = entry.code, entry.example, entry.fixed  # type: ignore[attr-defined]
    suffix = ".sueca" if entry.kind == "sueca" else ".yaml"  # type: ignore[attr-defined]
    assert code in _codes(tmp_path, "house" + suffix, example)
    assert code not in _codes(tmp_path, "fixed" + suffix, fixed)


@pytest.mark.parametrize("entry", CASES, ids=[e.code for e in CASES])
def test_each_case_file_example_has_its_problem_and_its_fix_has_not(entry: object,
                                                                    tmp_path: Path) -> None:
    code = entry.code  # type: ignore[attr-defined]
    found = []
    for name, text in (("bad.yaml", entry.example), ("good.yaml", entry.fixed)):  # type: ignore[attr-defined]
        (tmp_path / name).write_text(text + "\n", encoding="utf-8")
        result = run_cli("conform", "--format", "json", str(tmp_path / name))
        found.append({p["code"] for p in json.loads(result.stdout)})
    assert code in found[0] and found[1] == set()


def test_enough_examples_run() -> None:
    assert len(RUNS) + len(CASES) >= 50, len(RUNS)  # most entries are checked, not only shown


def test_the_codes_page_is_written_from_the_registry() -> None:
    page = (ROOT / "docs" / "problem-codes.md").read_text(encoding="utf-8")
    assert page == markdown() + "\n", "run: sueca-rules explain --all --format md > docs/problem-codes.md"
    for code in REGISTRY:
        assert f"\n### {code}\n" in page  # the anchor SARIF's helpUri points at


def test_explain_prints_an_entry_and_refuses_an_unknown_code() -> None:
    shown = run_cli("explain", "dsl-value")
    assert shown.returncode == 0
    assert shown.stdout.startswith("dsl-value: A value the setting does not take\n")
    assert "revoke hnad 1" in shown.stdout and "revoke hand 1" in shown.stdout
    assert "problem-codes.md#dsl-value" in shown.stdout
    assert run_cli("rule", "dsl-value").stdout == shown.stdout  # ruff's name for it
    unknown = run_cli("explain", "dsl-valeu")
    assert unknown.returncode == 2 and "did you mean 'dsl-value'?" in unknown.stderr
    split = run_cli("explain", "dsl")
    assert split.returncode == 0 and "dsl-unknown-setting" in split.stdout
    entry = json.loads(run_cli("explain", "extends-unknown", "--format", "json").stdout)
    assert entry["title"] == "Unknown parent" and entry["help_uri"].endswith("#extends-unknown")
    listed = run_cli("explain", "--all").stdout.splitlines()
    assert len(listed) == len(REGISTRY)


def test_validate_names_the_code_explain_explains(tmp_path: Path) -> None:
    path = tmp_path / "house.sueca"
    path.write_text('variant house extends portugal "H"\nplya {\n  review none\n}\n', encoding="utf-8")
    (problem,) = json.loads(run_cli("validate", "--format", "json", str(path)).stdout)
    assert (problem["code"], problem["rule"]) == ("dsl", "dsl-unknown-block")  # the code as published
    assert run_cli("explain", problem["rule"]).returncode == 0


def _severities(tmp_path: Path, name: str, text: str, code: str) -> set[str]:
    path = tmp_path / name
    path.write_text(text + "\n", encoding="utf-8")
    try:
        found = validate(str(path)).warnings
    except ProblemsError as err:
        found = err.problems
    return {p.severity for p in found if p.code == code}


@pytest.mark.parametrize("entry", RUNS, ids=[e.code for e in RUNS])
def test_each_example_is_reported_with_the_severity_its_entry_says(entry: object, tmp_path: Path) -> None:
    """explain, the codes page and SARIF say the severity the checks give (from one field)."""
    code, severity = entry.code, entry.severity  # type: ignore[attr-defined]
    suffix = ".sueca" if entry.kind == "sueca" else ".yaml"  # type: ignore[attr-defined]
    assert _severities(tmp_path, "house" + suffix, entry.example, code) == {severity}  # type: ignore[attr-defined]
    assert entry.severity_said in run_cli("explain", code).stdout.replace("\n", " ")  # type: ignore[attr-defined]


def test_a_code_with_problems_of_both_severities_says_which_are_the_other() -> None:
    entry = REGISTRY["yaml-number"]
    assert entry.severity == "error" and "1:30" in entry.except_
    assert "Severity: error" in entry.severity_said and "1:30 where a number goes" in entry.severity_said


def test_the_exception_of_yaml_number_is_a_warning(tmp_path: Path) -> None:
    for written, severity in (("0x10", "error"), ("010", "error"), ("1:30", "warning")):
        assert _severities(tmp_path, "h.yaml", f"variant: h\nextends: portugal\nmatch:\n  target: {written}",
                           "yaml-number") == {severity}, written
    log = json.loads(run_cli("validate", "--format", "sarif", str(tmp_path / "h.yaml")).stdout)
    (rule,) = [r for r in log["runs"][0]["tool"]["driver"]["rules"] if r["id"] == "yaml-number"]
    assert rule["defaultConfiguration"]["level"] == "error" and "1:30" in rule["fullDescription"]["text"]
