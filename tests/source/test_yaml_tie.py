"""The same words of a tie, two rules: the DSL's `tie void` is a whole tie rule (Portugal's
+1 bonus dropped), YAML's `tie: {outcome: void}` is merged with the parent's mapping (the bonus
kept). Both forms are published and keep their meaning; a YAML tie mapping that gives an
outcome and leaves to its parent what the DSL's statement would drop gets a located warning
(yaml-tie-merged) whose fix writes the DSL's values."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.source import read, resolve
from sueca_rules.source.resolve import bundled_names

from ..conftest import ROOT, run_cli

Write = Callable[[str, str], Path]
HEAD = "variant: b\nextends: portugal\n"
SAID = ("warning: the tie keeps its parent's bonus 1 cumulative (portugal): a YAML tie mapping "
        "is merged with the parent's — write `bonus: 0` to drop it (the DSL's `tie void` drops it)")


def _tie_warnings(path: Path) -> list[str]:
    return [p.render() for p in validate(str(path)).warnings if p.code == "yaml-tie-merged"]


def test_the_yaml_tie_that_keeps_portugals_bonus_is_said_where_it_is_written(write: Write) -> None:
    path = write("b.yaml", HEAD + "scoring:\n  tie: {outcome: void}\n")
    assert _tie_warnings(path) == [f"{path}:4:9: {SAID}\n    tie: {{outcome: void}}\n"
                                   "          ^^^^^^^^^^^^^"]
    assert resolve(read(path)).spec.scoring.tie.bonus == 1  # what the file means is unchanged


def test_the_warning_leaves_validate_passing_and_its_fix_gives_the_dsls_rule(write: Write) -> None:
    path = write("b.yaml", HEAD + "scoring:\n  tie: {outcome: void}\n")
    dsl = write("a.sueca", "variant a extends portugal\nscoring {\n  tie void\n}\n")
    result = run_cli("validate", "--format", "json", str(path))
    assert result.returncode == 0, result.stdout
    (problem,) = json.loads(result.stdout)
    assert (problem["severity"], problem["code"], problem["line"], problem["column"]) == (
        "warning", "yaml-tie-merged", 4, 9)
    assert (problem["fix"]["old"], problem["fix"]["text"]) == ("outcome: void", "outcome: void, bonus: 0")
    assert run_cli("validate", "--fix", str(path)).returncode == 0
    assert path.read_text(encoding="utf-8") == HEAD + "scoring:\n  tie: {outcome: void, bonus: 0}\n"
    assert _tie_warnings(path) == []
    assert resolve(read(path)).spec.scoring == resolve(read(dsl)).spec.scoring
    assert "\n- " not in run_cli("diff", str(dsl), str(path), "--format", "md").stdout  # no rule differs


def test_a_block_mapping_gets_the_field_on_a_line_of_its_own(write: Write) -> None:
    path = write("b.yaml", HEAD + "scoring:\n  tie:\n    outcome: void\n")
    (said,) = _tie_warnings(path)
    assert said.startswith(f"{path}:5:5: {SAID}\n      outcome: void\n      ^^^^^^^^^^^^^")
    run_cli("validate", "--fix", str(path))
    assert path.read_text(encoding="utf-8") == HEAD + "scoring:\n  tie:\n    outcome: void\n    bonus: 0\n"
    text = (HEAD + "scoring:\n  tie:\n    outcome: void  # replayed\n").replace("\n", "\r\n")
    commented = write("c.yaml", text)
    run_cli("validate", "--fix", str(commented))  # before it: the comment stays with its line
    assert commented.read_bytes().decode().endswith("  tie:\r\n    bonus: 0\r\n    outcome: void  # replayed\r\n")
    assert _tie_warnings(commented) == []


@pytest.mark.parametrize("tie", [
    "{outcome: void, bonus: 0}",  # the bonus given: dropped
    "{outcome: void, bonus: 1}",  # given: kept, and said so
    "{cumulative: false}",  # no outcome: a change of the parent's rule, as the DSL's `tie not-cumulative`
    "{bonus: 2}",
])
def test_no_warning_when_the_mapping_says_it_or_changes_the_parents_rule(write: Write, tie: str) -> None:
    assert _tie_warnings(write("b.yaml", HEAD + f"scoring:\n  tie: {tie}\n")) == []


def test_no_warning_when_the_parent_has_no_bonus_nor_for_the_dsl(write: Write) -> None:
    write("p.sueca", "variant p extends portugal\nscoring {\n  tie void\n}\n")
    child = write("c.yaml", "variant: c\nextends: p\nscoring:\n  tie: {outcome: last-trick}\n")
    assert _tie_warnings(child) == []
    dsl = write("d.sueca", "variant d extends portugal\nscoring {\n  tie void\n}\n")
    assert [p for p in validate(str(dsl)).warnings if p.code == "yaml-tie-merged"] == []


def test_a_parents_not_cumulative_is_said_when_the_file_gives_a_bonus(write: Write) -> None:
    path = write("b.yaml", "variant: b\nextends: mesa-brasileira\nscoring:\n  tie: {outcome: void, bonus: 2}\n")
    (said,) = _tie_warnings(path)
    assert "the tie keeps its parent's not-cumulative (mesa-brasileira): a YAML tie mapping is " \
           "merged with the parent's — write `cumulative: true` to drop it (the DSL's `tie void " \
           "bonus 2` drops it)" in said
    alone = write("c.yaml", "variant: c\nextends: mesa-brasileira\nscoring:\n  tie: {outcome: void}\n")
    (said,) = _tie_warnings(alone)  # the bonus dropped, counting ties changes nothing: not said
    assert "keeps its parent's bonus 1 not-cumulative (mesa-brasileira)" in said
    assert "write `bonus: 0` to drop it" in said and "cumulative: true" not in said


def test_the_settings_can_make_it_an_error(tmp_path: Path) -> None:
    (tmp_path / "b.yaml").write_text(HEAD + "scoring:\n  tie: {outcome: void}\n", encoding="utf-8")
    (tmp_path / ".sueca-rules.toml").write_text('[severity]\nyaml-tie-merged = "error"\n',
                                                 encoding="utf-8")
    result = run_cli("validate", "b.yaml", cwd=tmp_path)
    assert result.returncode == 1 and "error: the tie keeps its parent's bonus 1" in result.stdout


@pytest.mark.parametrize("variant", [*bundled_names(),
                                     *sorted(str(p) for p in (ROOT / "variants").rglob("*.y*ml")),
                                     *sorted(str(p) for p in (ROOT / "variants" / "house").glob("*.sueca"))])
def test_no_shipped_variant_is_warned(variant: str) -> None:
    assert [p.render() for p in validate(variant).warnings if p.code == "yaml-tie-merged"] == []
