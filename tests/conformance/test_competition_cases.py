"""The `competition` case kind: its problems located before it runs, a refused result said as
refused, and a case whose expectation is wrong fails."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from sueca_rules.conformance.cases import load_case_file
from sueca_rules.conformance.run import run_case
from sueca_rules.errors import ProblemsError

from ..conftest import ROOT

BENFEITA = str(ROOT / "variants" / "house" / "torneio-benfeita.sueca")


def _file(tmp_path: Path, variant: str, competition: dict[str, object], expect: dict[str, object]) -> Path:
    path = tmp_path / "cases.yaml"
    path.write_text(yaml.safe_dump({"variant": variant, "cases": [
        {"id": "c", "quote": "q", "competition": competition, "expect": expect}]}), encoding="utf-8")
    return path


def test_the_problems_of_a_competition_case_are_located_all_in_one_run(tmp_path: Path) -> None:
    path = _file(tmp_path, BENFEITA, {"teams": 4, "rounds": [[
        {"teams": [0, 7], "scores": [4, 1]},                  # no team 7
        {"teams": [2, 3], "absent": 1, "waited": 20},          # 1 is not in the match
        {"teams": [1, 1]}]],                                   # one team, and no result
        "substitutions": [{"team": 9, "round": 1}]}, {"over": False})
    with pytest.raises(ProblemsError) as info:
        load_case_file(path)
    said = [(p.location.line, p.message) for p in info.value.problems]
    assert len(said) == 5 and all(line > 0 for line, _ in said)
    assert any("team 7 is not in the competition" in m for _, m in said)
    assert any("team 1 is not in this match" in m for _, m in said)
    assert any("two different teams" in m for _, m in said)
    assert any("give the match's 'scores'" in m for _, m in said)
    assert any("team 9" in m for _, m in said)


def test_a_variant_without_a_competition_or_a_forfeit_rule_is_named(tmp_path: Path) -> None:
    with pytest.raises(ProblemsError, match="has no competition"):
        load_case_file(_file(tmp_path, "portugal", {"teams": 4}, {"over": False}))
    swiss = str(ROOT / "variants" / "house" / "torneio-de-bots-suico.sueca")
    with pytest.raises(ProblemsError, match="no forfeit rule"):
        load_case_file(_file(tmp_path, swiss, {"teams": 4, "rounds": [[
            {"teams": [0, 1], "absent": 1, "waited": 30}]]}, {"over": False}))


def test_a_result_the_round_has_not_is_refused_and_a_wrong_expectation_fails(tmp_path: Path) -> None:
    seeded = str(ROOT / "variants" / "house" / "meias-finais-1-4.sueca")
    refused = load_case_file(_file(tmp_path, seeded, {"teams": 4, "rounds": [[
        {"teams": [0, 1], "scores": [4, 1]}, {"teams": [2, 3], "scores": [4, 1]}]]},
        {"pairings": [[[0, 1], [2, 3]]]}))
    outcome = run_case(refused.cases[0])
    assert not outcome.passed and "refused: round 1 pairs 0 v 3, 1 v 2" in (outcome.error or "")
    wrong = load_case_file(_file(tmp_path, seeded, {"teams": 4, "rounds": [[
        {"teams": [0, 3], "scores": [4, 1]}, {"teams": [1, 2], "scores": [4, 1]}]]},
        {"points": [3, 3, 0, 0], "ranking": [1, 0, 2, 3]}))
    outcome = run_case(wrong.cases[0])
    assert [d[0] for d in outcome.differences] == ["ranking"]


def test_within_the_tolerance_a_match_needs_its_scores(tmp_path: Path) -> None:
    case = load_case_file(_file(tmp_path, BENFEITA, {"teams": 4, "seed": 5, "rounds": [[
        {"teams": [0, 1], "scores": [4, 1]}, {"teams": [2, 3], "absent": 3, "waited": 5}]]},
        {"forfeits": [[]]}))
    outcome = run_case(case.cases[0])
    assert not outcome.passed and "within the tolerance" in (outcome.error or "")


def test_a_refused_no_show_changes_nothing_it_is_not_reported_as_a_forfeit(tmp_path: Path) -> None:
    asked = load_case_file(_file(tmp_path, BENFEITA, {"teams": 4, "seed": 3, "rounds": [[]]},
                                 {"pairings": [[]]}))
    drawn = {tuple(sorted(p)) for p in run_case(asked.cases[0]).differences[0][2][0]}  # type: ignore[index]
    absent_pair = next(p for p in ((0, 1), (0, 2), (0, 3)) if p not in drawn)  # a pair not drawn
    case = load_case_file(_file(tmp_path, BENFEITA, {"teams": 4, "seed": 3, "rounds": [[
        {"teams": list(absent_pair), "absent": absent_pair[1], "waited": 30}]]},
        {"forfeits": [[]], "points": [0, 0, 0, 0]}))
    outcome = run_case(case.cases[0])
    assert "refused: round 1 pairs" in (outcome.error or "")
    assert outcome.differences == []  # neither a forfeit nor a standing point came of it
