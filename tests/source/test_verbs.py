"""The two verbs, read and resolve: what a Source holds, where each value of a Resolved comes
from, and what a problem says it is about."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules import OptionError, load_variant
from sueca_rules.checks import validate
from sueca_rules.errors import ProblemsError, SemanticProblem, SyntaxProblem
from sueca_rules.source import Source, SourceText, read, resolve
from sueca_rules.source.resolve import resolve_text
from tests.conftest import ROOT, run_cli

Write = Callable[[str, str], Path]

KID = """variant kid extends portugal
match to 6
option lead {
  values a b c
  default a
  when b direction=clockwise
  when c dealer=left
}
"""


def test_read_takes_a_name_a_path_or_a_text() -> None:
    by_name = read("azores")
    by_path = read(ROOT / "variants" / "azores.sueca")
    by_text = read(SourceText(str(ROOT / "variants" / "azores.sueca"),
                              (ROOT / "variants" / "azores.sueca").read_text(encoding="utf-8")))
    assert by_name.data == by_path.data == by_text.data
    assert by_name.data["variant"] == "azores" and by_name.problems == []
    assert [layer.data["variant"] for layer in by_text.layers] == ["azores", "portugal"]
    assert resolve(by_name).spec == resolve("azores").spec == load_variant("azores")


def test_read_keeps_what_is_wrong_in_the_text_and_resolve_raises_it(write: Write) -> None:
    path = write("t.sueca", "variant t extends portugal\nplay {\n  frist-lead left\n")
    source = read(path)  # a syntax error: nothing raised yet
    assert not source.readable and source.data == {}
    assert [(p.location.line, p.severity) for p in source.problems] == [(3, "error")]
    with pytest.raises(SyntaxProblem) as raised:
        resolve(source)
    assert raised.value.problems == source.problems
    with pytest.raises(SyntaxProblem) as validated:
        validate(path)
    assert validated.value.problems == source.problems


def test_a_statement_that_cannot_be_read_is_kept_with_the_rest_of_the_file(write: Write) -> None:
    path = write("t.sueca", "variant t extends portugal\nplay {\n  frist-lead left\n}\nmatch to 6\n")
    source = read(path)
    assert source.readable and source.data["match"] == {"target": 6}
    (problem,) = source.problems
    assert problem.hint == "did you mean 'first-lead'?"
    assert problem.what == "unknown setting 'frist-lead' in 'play'"
    fix = problem.fix
    assert fix is not None and (fix.line, fix.column, fix.end_line, fix.end_column, fix.text) == \
        (3, 3, 3, 13, "first-lead")


def test_the_chain_is_read_when_first_asked_for(write: Write) -> None:
    path = write("t.sueca", "variant t extends nowhere\nmatch to 6\n")
    source = read(path)  # the file alone: its parent not looked for yet
    assert source.readable and source.problems == []
    broken = source.chain_error
    assert isinstance(broken, SemanticProblem) and source.layers == [source.located]
    (problem,) = broken.problems
    assert (problem.location.line, problem.location.column, problem.code) == (1, 19, "extends-unknown")
    with pytest.raises(SemanticProblem) as raised:
        resolve(source)
    assert raised.value.problems == broken.problems
    assert raised.value.problems[0].context.variant == "t"


def test_every_value_says_where_it_comes_from(write: Write) -> None:
    path = write("kid.sueca", KID)
    default = resolve(read(path))
    assert str(default.origin(("match", "target"))) == f"written here ({path}:2:10)"
    inherited = default.origin(("direction",))
    assert (inherited.how, inherited.variant) == ("inherited", "portugal")
    lines = (ROOT / "variants" / "portugal.sueca").read_text(encoding="utf-8").splitlines()
    assert inherited.at.file.endswith("portugal.sueca")
    assert lines[inherited.at.line - 1] == "direction anticlockwise"
    nothing = default.origin(("play", "must_overtake"))
    assert nothing.how == "default" and lines[nothing.at.line - 1] == "play {"  # portugal's `play {`

    chosen = resolve(read(path), {"lead": "b"})
    by_option = chosen.origin(("direction",))
    assert (by_option.how, by_option.option, by_option.value, by_option.rule) == \
        ("option", "lead", "b", ("direction",))
    assert (by_option.at.file, by_option.at.line, by_option.at.column) == (str(path), 6, 20)
    assert str(by_option) == f"set by option lead=b ({path}:6:20)"
    assert chosen.origins[("direction",)] == by_option
    assert chosen.origins[("match", "target")].how == "written"


def test_a_problem_an_option_causes_is_about_that_option(write: Write) -> None:
    path = write("kid.sueca", KID)
    with pytest.raises(ProblemsError) as raised:
        validate(path)
    (problem,) = [p for p in raised.value.problems if p.severity == "error"]
    assert (problem.location.line, problem.location.column) == (7, 17)
    assert problem.message.startswith("option lead: with 'c', ")
    context = problem.context
    assert (context.variant, context.option, context.value, context.path) == \
        ("kid", "lead", "c", ("dealer",))
    with pytest.raises(ProblemsError) as chosen:
        resolve(read(path), {"lead": "c"})
    assert [p.context.option for p in chosen.value.problems if p.severity == "error"] == ["lead"]


def test_machine_readable_outputs_carry_the_context(write: Write, tmp_path: Path) -> None:
    path = write("kid.sueca", KID)
    result = run_cli("validate", str(path), "--format", "json", cwd=tmp_path)
    assert result.returncode == 1
    (found,) = [p for p in json.loads(result.stdout) if p["severity"] == "error"]
    assert (found["variant"], found["option"], found["value"], found["path"]) == \
        ("kid", "lead", "c", ["dealer"])
    assert found["line"] == 7 and found["message"].startswith("option lead: with 'c', ")
    assert found["hint"] == found["message"].split(" — ", 1)[1] and found["fix"] is None
    sarif = json.loads(run_cli("validate", str(path), "--format", "sarif", cwd=tmp_path).stdout)
    (result_,) = [r for r in sarif["runs"][0]["results"] if r["level"] == "error"]
    assert result_["properties"]["option"] == "lead" and result_["properties"]["path"] == ["dealer"]


def test_a_did_you_mean_is_a_fix_in_json_and_sarif(write: Write, tmp_path: Path) -> None:
    path = write("t.sueca", "variant t extends portugal\nplay {\n  frist-lead left\n}\n")
    (found,) = json.loads(run_cli("validate", str(path), "--format", "json", cwd=tmp_path).stdout)
    assert found["fix"] == {"line": 3, "column": 3, "end_line": 3, "end_column": 13,
                            "text": "first-lead", "old": "frist-lead",
                            "range": {"start": {"line": 3, "column": 3}, "end": {"line": 3, "column": 13}}}
    assert found["variant"] == "t" and found["option"] is None and found["path"] is None
    sarif = json.loads(run_cli("validate", str(path), "--format", "sarif", cwd=tmp_path).stdout)
    (result,) = sarif["runs"][0]["results"]
    assert result["fixes"][0]["artifactChanges"][0]["replacements"][0]["insertedContent"] == \
        {"text": "first-lead"}
    assert result["properties"] == {"hint": "did you mean 'first-lead'?", "variant": "t"}


def test_an_option_error_says_which_option_and_value() -> None:
    with pytest.raises(OptionError) as unknown:
        load_variant("sueca-52", {"x": "y"})
    err = unknown.value
    assert str(err) == "the variant 'sueca-52' has no option 'x' (it declares none)"
    assert (err.variant, err.option, err.value) == ("sueca-52", "x", None)
    assert str(err.for_reference("./my file.sueca")) == "./my file.sueca has no option 'x' (it declares none)"
    with pytest.raises(OptionError) as value:
        load_variant("sueca-online", {"direction": "clockwse"})
    err = value.value
    assert (err.variant, err.option, err.value) == ("sueca-online", "direction", "clockwse")
    assert str(err.for_reference("x")) == str(err)  # it names the variant already
    assert str(err).startswith("option 'direction' cannot be 'clockwse' in 'sueca-online' — did you mean")


def test_the_old_entry_points_give_what_the_verbs_give(write: Write) -> None:
    path = write("kid.sueca", KID.replace("  when c dealer=left\n", ""))
    text = SourceText(str(path), path.read_text(encoding="utf-8"))
    assert resolve_text(text, {"lead": "b"}).spec == resolve(read(text), {"lead": "b"}).spec
    assert resolve_text(text).spec.direction == "anticlockwise"


def test_the_package_exports_the_verb_resolve_whatever_is_imported() -> None:
    code = ("import sueca_rules.source.resolve\n"  # the module of the same name, imported first
            "from sueca_rules.source.resolve import resolve_text\n"
            "from sueca_rules import source\n"
            "from sueca_rules.source import resolve\n"
            "assert callable(resolve) and resolve is source.resolve, resolve\n"
            "print(resolve('azores').spec.variant)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 0 and done.stdout == "azores\n", done.stderr


def test_a_source_is_what_resolve_takes() -> None:
    source = read("sueca-online")
    assert isinstance(source, Source)
    clockwise = resolve(source, {"direction": "clockwise"})  # one reading, resolved twice
    assert clockwise.spec.direction == "clockwise" and resolve(source).spec.direction == "anticlockwise"
