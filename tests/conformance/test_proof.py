"""A case that checks nothing is an error in its file, swept over every kind and every expect
key: `revoke: true` where nobody accuses, `winner: null` where null means nothing, `points:
null`, `hands: {}`, `game_points: null` and an empty `expect` passed without a word.

The base cases are the repository's own (the first case of each kind), each given one
expectation at a time and written to a file of its own; the real loader and runner judge it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from sueca_rules.conformance.cases import load_case_file
from sueca_rules.conformance.models import KINDS
from sueca_rules.conformance.proof import EXAMPLES, NULL_MEANS, keys_of
from sueca_rules.conformance.run import run_case
from sueca_rules.errors import ProblemsError

from ..conftest import run_cli
from .test_case_shapes import BASES

KEYS = [key for kind in KINDS for key in keys_of(kind)]


def _write(tmp_path: Path, kind: str, expect: object, **changes: object) -> Path:
    """The kind's base case with this `expect`, its kind's keys changed (None: left out)."""
    head, case = BASES[kind]
    case = {**{k: v for k, v in case.items() if k != "expect"}, "expect": expect}
    if changes:
        case[kind] = {k: v for k, v in {**case[kind], **changes}.items() if v is not None}
    path = tmp_path / "cases.yaml"
    path.write_text(yaml.safe_dump({**head, "cases": [case]}, allow_unicode=True, sort_keys=False),
                    encoding="utf-8")
    return path


def _problems(path: Path) -> list[str]:
    with pytest.raises(ProblemsError) as info:
        load_case_file(path)
    return [p.render().splitlines()[0] for p in info.value.problems]


def _line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text in line)


def _column_of(path: Path, text: str) -> int:
    return path.read_text(encoding="utf-8").splitlines()[_line_of(path, text) - 1].index(text) + 1


def test_every_expect_key_of_every_kind_is_decided() -> None:
    """A null either means something the contract says, or the key has an expectation to
    write instead: a new key cannot be added without deciding."""
    assert {key for key in KEYS} == set(NULL_MEANS) | set(EXAMPLES)
    assert not set(NULL_MEANS) & set(EXAMPLES)


@pytest.mark.parametrize("key", KEYS, ids=".".join)
def test_a_null_expectation_is_checked_or_refused(tmp_path: Path, key: tuple[str, ...]) -> None:
    kind, name = key[0], key[-1]
    expect: dict[str, Any] = {name: None} if len(key) == 2 else \
        {"tricks": [{name: None}]} if key[1] == "tricks" else {key[1]: {name: None}}
    path = _write(tmp_path, kind, expect)
    if key in NULL_MEANS:  # an expectation: the case runs, and its null is compared
        (case,) = load_case_file(path).cases
        run_case(case)
        return
    found = _problems(path)
    line = _line_of(path, f"{name}: null")
    column = path.read_text(encoding="utf-8").splitlines()[line - 1].index("null") + 1
    message = f"{path}:{line}:{column}: error: '{name}: null' checks nothing — write what is expected"
    assert any(f.startswith(message) for f in found), found


@pytest.mark.parametrize("key", [k for k in KEYS if len(k) == 2], ids=".".join)
def test_an_empty_mapping_expectation_is_a_located_error(tmp_path: Path, key: tuple[str, ...]) -> None:
    kind, name = key
    path = _write(tmp_path, kind, {name: {}})
    found = _problems(path)
    line, column = _line_of(path, f"{name}: {{}}"), _column_of(path, "{}")
    assert any(f.startswith(f"{path}:{line}:{column}: error: '") and name in f for f in found), found


@pytest.mark.parametrize("kind", KINDS)
def test_an_empty_expect_is_a_located_error(tmp_path: Path, kind: str) -> None:
    path = _write(tmp_path, kind, {})
    (found,) = _problems(path)
    line, column = _line_of(path, "expect: {}"), _column_of(path, "{}")
    needs = [name for name, f in KINDS[kind][1].model_fields.items() if f.is_required()]
    if needs:  # what to add is said by name
        assert found == f"{path}:{line}:{column}: error: 'expect' needs '{needs[0]}' — add it"
    else:
        assert found.startswith(f"{path}:{line}:{column}: error: 'expect' is empty: the case checks "
                                "nothing — say what should happen, such as {")


def test_a_revoke_is_checked_only_with_an_accusation(tmp_path: Path) -> None:
    path = _write(tmp_path, "play", {"revoke": True}, accuse=None)
    line, column = _line_of(path, "revoke: true"), _column_of(path, "revoke")
    assert _problems(path) == [f"{path}:{line}:{column}: error: 'revoke' is checked only with an accusation "
                               "— add accuse: {team: N} to the play, or remove it"]
    accused = _write(tmp_path, "play", {"revoke": False}, accuse={"team": 1})
    (case,) = load_case_file(accused).cases
    outcome = run_case(case)  # the accusation is made and its outcome compared
    assert any("accuses" in line for line in outcome.trace)


def test_a_revoke_after_a_refused_move_is_not_checked_so_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, "play", {"rejected": {"move": 0}, "revoke": True}, accuse={"team": 1})
    line, column = _line_of(path, "revoke: true"), _column_of(path, "revoke")
    (found,) = _problems(path)
    assert found.startswith(f"{path}:{line}:{column}: error: 'revoke' is not checked when a move is refused")


def _bad_file(tmp_path: Path) -> Path:
    """Three cases, each with a problem: a revoke nobody accuses, `points: null`, a card the
    deck does not hold (so the new checks are reported with the others, in one run)."""
    head, play = BASES["play"]
    _, trick = BASES["trick"]
    bad_card = {**trick, "id": "bad-card", "trick": {**trick["trick"], "cards": ["8S", *trick["trick"]["cards"][1:]]}}
    cases = [{**{k: v for k, v in play.items() if k != "expect"}, "id": "no-accusation",
              "play": {k: v for k, v in play["play"].items() if k != "accuse"}, "expect": {"revoke": True}},
             {**trick, "id": "null-points", "expect": {"points": None}}, bad_card]
    path = tmp_path / "cases.yaml"
    path.write_text(yaml.safe_dump({**head, "cases": cases}, allow_unicode=True, sort_keys=False),
                    encoding="utf-8")
    return path


def test_every_problem_of_the_file_in_one_run_in_every_output_format(tmp_path: Path) -> None:
    path = _bad_file(tmp_path)
    revoke, null = _line_of(path, "revoke: true"), _line_of(path, "points: null")
    at_revoke, at_null = _column_of(path, "revoke: true"), _column_of(path, "points: null") + 8
    text = run_cli("conform", str(path))
    assert text.returncode == 2
    assert f"{path}:{revoke}:{at_revoke}: error: 'revoke' is checked only with an accusation" in text.stdout
    assert f"{path}:{null}:{at_null}: error: 'points: null' checks nothing" in text.stdout
    assert "8S" in text.stdout
    found = json.loads(run_cli("conform", "--format", "json", str(path)).stdout)
    assert {(p["line"], p["code"]) for p in found} >= {(revoke, "case-unchecked"), (null, "case-unchecked")}
    github = run_cli("conform", "--format", "github", str(path)).stdout
    assert f"line={revoke},col={at_revoke}" in github and f"line={null},col={at_null}" in github
    sarif = json.loads(run_cli("conform", "--format", "sarif", str(path)).stdout)
    regions = {(r["ruleId"], r["locations"][0]["physicalLocation"]["region"]["startLine"])
               for r in sarif["runs"][0]["results"]}
    assert {("case-unchecked", revoke), ("case-unchecked", null)} <= regions


def test_the_pytest_plugin_reports_them_too(tmp_path: Path) -> None:
    path = _bad_file(tmp_path)
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(path)],
                            capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert result.returncode != 0
    assert "'revoke' is checked only with an accusation" in result.stdout
    assert "'points: null' checks nothing" in result.stdout and "8S" in result.stdout
