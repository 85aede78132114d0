"""One diagnostic, every output: text, JSON, GitHub annotations, SARIF (checked against the
official 2.1.0 schema) and LSP, from the library and through the real command line."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sueca_rules.checks import validate, validate_text
from sueca_rules.diagnostics import github_annotation, lsp_diagnostic, render, sarif_log
from sueca_rules.errors import Location, Problem, ProblemsError, SuecaError
from sueca_rules.source.text import SourceText

from .conftest import ROOT, run_cli

Write = Callable[[str, str], Path]
SCHEMA = json.loads((Path(__file__).parent / "schemas" / "sarif-schema-2.1.0.json").read_text())
BAD_DSL = "variant bad extends portugal\nplay {\n  frist-lead left\n}\n"
BAD_YAML = "variant: bad\nextends: portugal\nmatch: {taget: 4}\nplay: {review: lst-trick}\n"
# `- id:` on line 3; the expected winner is wrong (seat 2 wins)
FAILING_CASES = """variant: portugal
cases:
  - id: wrong-winner
    quote: "Carla's 2S wins"
    trick: {trump: S, cards: [KH, AH, 2S, 5H]}
    expect: {winner: 1}
"""
ANNOTATION = re.compile(r"^::(error|warning|notice) (?P<props>[^:]*)::(?P<message>.*)$")


def problems(path: Path) -> list[Problem]:
    with pytest.raises(ProblemsError) as info:
        validate(str(path))
    return info.value.problems


def test_the_misspelled_key_is_spanned_and_the_suggestion_kept(write: Write) -> None:
    (problem,) = problems(write("bad.sueca", BAD_DSL))
    assert (problem.location.line, problem.location.column, problem.end) == (3, 3, (3, 13))
    assert problem.suggestion == "first-lead"
    assert problem.render().splitlines()[1:] == ["    frist-lead left", "    ^^^^^^^^^^"]


def test_yaml_keys_and_values_are_spanned_without_the_colon(write: Write) -> None:
    found = {p.suggestion: (p.location.column, p.end[1]) for p in problems(write("bad.yaml", BAD_YAML))}
    assert found == {"target": (9, 14), "last-trick": (16, 25)}


def test_text_and_files_go_through_the_same_checks(write: Write) -> None:
    text = BAD_DSL.replace("frist-lead left", "first-lead left").replace(
        "play {", "option way {\n  values anticlockwise sideways\n  default anticlockwise\n"
                   "  sets direction\n}\nplay {")
    path = write("opt.sueca", text)
    with pytest.raises(ProblemsError) as from_file:
        validate(str(path))
    with pytest.raises(ProblemsError) as from_text:
        validate_text(SourceText(str(path), text))
    assert from_file.value.problems == from_text.value.problems
    assert "option way: with 'sideways'" in from_text.value.problems[0].message


def test_sarif_is_valid_against_the_official_schema(write: Write, tmp_path: Path) -> None:
    found = problems(write("bad.sueca", BAD_DSL)) + problems(write("bad.yaml", BAD_YAML))
    log = sarif_log(found, base=tmp_path)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    (run,) = log["runs"]  # type: ignore[index]
    rules = [r["id"] for r in run["tool"]["driver"]["rules"]]  # one per code, in order of use
    assert sorted(rules) == ["dsl-unknown-setting", "schema-extra-forbidden", "schema-literal-error"]
    # each rule carries the registry's title, help and a link to its entry of problem-codes.md
    described = run["tool"]["driver"]["rules"][rules.index("dsl-unknown-setting")]
    assert described["shortDescription"] == {"text": "Unknown setting"}
    assert "frist-lead left" in described["help"]["text"]
    assert described["helpUri"].endswith("docs/problem-codes.md#dsl-unknown-setting")
    assert [rules[r["ruleIndex"]] for r in run["results"]] == [r["ruleId"] for r in run["results"]]
    first = run["results"][0]
    location = first["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "bad.sueca", "uriBaseId": "%SRCROOT%"}
    assert location["region"] == {"startLine": 3, "startColumn": 3, "endLine": 3, "endColumn": 13,
                                  "snippet": {"text": "  frist-lead left"}}
    (fix,) = first["fixes"]
    (replacement,) = fix["artifactChanges"][0]["replacements"]
    assert replacement == {"deletedRegion": {"startLine": 3, "startColumn": 3, "endLine": 3,
                                             "endColumn": 13},
                           "insertedContent": {"text": "first-lead"}}
    assert fix["description"] == {"text": "write 'first-lead'"}
    # a problem with no line at all (a whole-file problem) is still a valid result
    jsonschema.Draft4Validator(SCHEMA).validate(sarif_log([Problem(Location("/elsewhere/x.yaml"), "m")]))


def test_github_annotations_escape_data_and_properties() -> None:
    problem = Problem(Location("we,ird:name.sueca", 2, 5), "100% wrong\r\nsecond line", "dsl",
                      source_line="    ranks A")
    line = github_annotation(problem)
    assert line == ("::error file=we%2Cird%3Aname.sueca,line=2,col=5,endLine=2,endColumn=10,"
                    "title=sueca-rules dsl::100%25 wrong%0D%0Asecond line")
    assert "\n" not in line
    assert github_annotation(Problem(Location("x.sueca"), "whole file", severity="warning")) == \
        "::warning file=x.sueca,title=sueca-rules invalid::whole file"


def test_lsp_form_counts_from_zero() -> None:
    problem = Problem(Location("x.sueca", 1, 19), "unknown parent", "extends-unknown",
                      source_line="variant x extends portugall", suggestion="portugal")
    assert lsp_diagnostic(problem) == {
        "range": {"start": {"line": 0, "character": 18}, "end": {"line": 0, "character": 27}},
        "severity": 1, "code": "extends-unknown", "source": "sueca-rules",
        "message": "unknown parent", "data": {"suggestion": "portugal", "fix": {
            "text": "portugal", "title": "Write 'portugal'",
            "range": {"start": {"line": 0, "character": 18}, "end": {"line": 0, "character": 27}}}}}


def test_every_format_renders_the_same_problems(write: Write) -> None:
    found = problems(write("bad.yaml", BAD_YAML))
    assert len(json.loads(render(found, "json"))) == len(found)
    assert len(render(found, "github").splitlines()) == len(found)
    assert len(json.loads(render(found, "sarif"))["runs"][0]["results"]) == len(found)
    assert render(found, "text").count("error:") == len(found)
    with pytest.raises(ValueError, match="unknown format 'xml'"):
        render(found, "xml")


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("variant x{}\n;#\"=-.09AKQ ranks deck play\t")), max_size=120))
def test_every_range_lies_in_the_text(text: str) -> None:
    """Whatever the input, a problem's span starts where it ends or before, inside the text
    (editors reject ranges outside the document)."""
    source = SourceText("fuzz.sueca", "variant x extends portugal\n" + text)
    try:
        validate_text(source)
        return
    except ProblemsError as err:
        found = err.problems
    except SuecaError:
        return
    lines = source.text.split("\n")
    for problem in found:
        start = (problem.location.line, problem.location.column)
        assert start <= problem.end, problem
        end_line, end_column = problem.end
        assert 1 <= end_line <= len(lines) and end_column <= len(lines[end_line - 1]) + 1, problem


# -- the command line -----------------------------------------------------------------------

def test_validate_format_github_and_sarif(write: Write) -> None:
    bad = write("bad.sueca", BAD_DSL)
    github = run_cli("validate", "--format", "github", str(bad), "portugal", cwd=bad.parent)
    assert github.returncode == 1
    (line,) = [ln for ln in github.stdout.splitlines() if ln.startswith("::")]
    match = ANNOTATION.match(line)
    assert match and "file=bad.sueca,line=3,col=3,endLine=3,endColumn=13" in match["props"]
    assert match["message"] == "unknown setting 'frist-lead' in 'play' — did you mean 'first-lead'?"
    sarif = run_cli("validate", "--format", "sarif", str(bad), cwd=bad.parent)
    assert sarif.returncode == 1
    log = json.loads(sarif.stdout)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    assert log["runs"][0]["results"][0]["ruleId"] == "dsl-unknown-setting"
    clean = json.loads(run_cli("validate", "--format", "sarif", "azores").stdout)
    assert clean["runs"][0]["results"] == []
    assert run_cli("validate", "--format", "github", "azores").stdout.startswith("1 valid")


def test_text_output_also_annotates_under_github_actions(write: Write) -> None:
    bad = write("bad.sueca", BAD_DSL)
    env = {**os.environ, "GITHUB_ACTIONS": "true"}

    result = run_cli("validate", "bad.sueca", cwd=bad.parent, env=env, timeout=60)
    assert result.returncode == 1
    assert result.stdout.startswith("bad.sueca:3:3: error: unknown setting 'frist-lead'")
    assert "\n::error file=bad.sueca,line=3,col=3," in result.stdout
    quiet = {k: v for k, v in env.items() if k != "GITHUB_ACTIONS"}
    plain = run_cli("validate", "bad.sueca", cwd=bad.parent, env=quiet, timeout=60)
    assert "::error" not in plain.stdout


def test_conform_formats_report_failed_cases_and_invalid_files(write: Write) -> None:
    cases = write("cases.yaml", FAILING_CASES)
    broken = write("broken.yaml", FAILING_CASES.replace("trick:", "trik:"))
    sarif = run_cli("conform", "--format", "sarif", str(cases), str(broken), cwd=cases.parent)
    assert sarif.returncode == 2  # an invalid case file wins over a failed case
    log = json.loads(sarif.stdout)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    results = {r["ruleId"]: r for r in log["runs"][0]["results"]}
    failed = results["case-failed"]
    assert failed["message"]["text"].startswith("case 'wrong-winner' (trick) failed: winner: "
                                                "expected 1, got 2")
    assert failed["locations"][0]["physicalLocation"]["region"]["startLine"] == 3
    assert results["schema-extra-forbidden"]["fixes"][0]["description"]["text"] == "write 'trick'"
    assert sarif.stderr.strip().endswith("0 passed, 1 failed, 1 case file not run")  # broken.yaml
    github = run_cli("conform", "--format", "github", str(cases), cwd=cases.parent)
    assert github.returncode == 1
    assert github.stdout.startswith("::error file=cases.yaml,line=3,col=5,endLine=3,endColumn=7,"
                                    "title=sueca-rules case-failed::case 'wrong-winner'")
    assert github.stdout.strip().endswith("0 passed, 1 failed")
    as_json = json.loads(run_cli("conform", "--format", "json", str(cases)).stdout)
    assert [p["code"] for p in as_json] == ["case-failed"]


def test_conform_suite_is_clean_in_sarif() -> None:
    result = run_cli("conform", "--format", "sarif", "tests/conformance", cwd=ROOT)
    assert result.returncode == 0, result.stderr[-500:]
    assert json.loads(result.stdout)["runs"][0]["results"] == []
