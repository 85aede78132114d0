"""A child never validates on top of a parent file that does not validate on its own: the
parent's problems are reported, located in the parent, with an error on the child's
`extends` value (sueca_rules/source/parents.py, through sueca_rules.checks.validate)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.checks import validate, validate_text
from sueca_rules.errors import ProblemsError
from sueca_rules.source.text import SourceText
from tests.conftest import run_cli

Write = Callable[[str, str], Path]

# Broken parents of every kind: a wrong type, a number out of range, a wrong word, a
# semantic problem (a penalty worth no game), an unknown key; each in both forms. The child
# overrides the very rule at fault where it can, so that its own merged rules are fine.
BROKEN = {
    "variant-type": ("variant: 5\nextends: portugal\n", None),
    "target-text": ('variant: p\nextends: portugal\nmatch: {target: "x"}\n', "match: {target: 4}"),
    "target-zero": ("variant p extends portugal\nmatch to 0\n", "match to 4"),
    "direction-word": ("variant p extends portugal\ndirection sideways\n", "direction clockwise"),
    "unknown-key": ("variant: p\nextends: portugal\ncolour: red\n", None),
}


def _child(name: str, parent: str, extra: str | None) -> str:
    if name.endswith(".yaml"):
        body = extra if extra and ":" in extra else ""
        return f"variant: c\nextends: {parent}\n{body}\n"
    body = extra if extra and ":" not in extra else ""
    return f"variant c extends {parent}\n{body}\n"


@pytest.mark.parametrize("kind", sorted(BROKEN))
@pytest.mark.parametrize("child_name", ["c.yaml", "c.sueca"])
def test_a_broken_parent_is_reported_with_the_child(write: Write, kind: str, child_name: str) -> None:
    text, extra = BROKEN[kind]
    parent_name = "p.yaml" if text.startswith("variant:") else "p.sueca"
    parent = write(parent_name, text)
    child = write(child_name, _child(child_name, parent_name, extra))
    with pytest.raises(ProblemsError) as alone:
        validate(parent)
    with pytest.raises(ProblemsError) as info:
        validate(child)
    found = info.value.problems
    own = [p for p in alone.value.problems if p.severity == "error"]
    assert all(p in found for p in own)  # the parent's problems, located in the parent
    notes = [p for p in found if p.code == "extends-invalid"]
    assert len(notes) == 1 and notes[0].location.file == str(child)
    assert f"the parent '{parent_name}' does not validate on its own" in notes[0].message
    assert "fix the parent first" in notes[0].message
    assert notes[0].source_line is not None and parent_name in notes[0].source_line


def test_a_valid_file_parent_and_bundled_parents_add_nothing(write: Write) -> None:
    write("p.sueca", "variant p extends portugal\nmatch to 6\n")
    child = write("c.yaml", "variant: c\nextends: p.sueca\n")
    assert validate(child).spec.match.target == 6
    assert validate_text(SourceText("x.sueca", "variant x extends brazil\n")).spec.variant == "x"


def test_a_grandparent_is_reported_down_the_chain(write: Write) -> None:
    write("g.sueca", "variant g extends portugal\nmatch to 0\n")
    write("p.sueca", "variant p extends g.sueca\nmatch to 4\n")
    child = write("c.sueca", "variant c extends p.sueca\n")
    with pytest.raises(ProblemsError) as info:
        validate(child)
    files = [(Path(p.location.file).name, p.code) for p in info.value.problems]
    assert any(f == "g.sueca" and "at least 1, not 0" in p.message
               for (f, _), p in zip(files, info.value.problems, strict=True))
    assert ("p.sueca", "extends-invalid") in files and ("c.sueca", "extends-invalid") in files


def test_a_cycle_is_still_reported_once_as_a_cycle(write: Write) -> None:
    write("a.sueca", "variant a extends b.sueca\n")
    child = write("b.sueca", "variant b extends a.sueca\n")
    with pytest.raises(ProblemsError) as info:
        validate(child)
    assert any(p.code == "extends-cycle" for p in info.value.problems)


def test_the_command_line_fails_the_child(write: Write, tmp_path: Path) -> None:
    write("p2.yaml", "variant: 5\nextends: portugal\n")
    write("c2.yaml", "variant: c2\nextends: p2.yaml\n")
    result = run_cli("validate", "c2.yaml", cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    out = result.stdout + result.stderr
    assert "p2.yaml:1:10: error: 'variant' must be a text" in out
    assert "c2.yaml:2:10: error: the parent 'p2.yaml' does not validate on its own" in out
