"""The shape of a case, swept over every kind: a yes/no is never a number, a hand holds 1 to
10 cards, a trick 1 to 4 cards; every case the repository holds is of a valid shape.

The base cases are the repository's own: the first case of each kind found in the case files,
each mutated one value at a time and written to a file of its own (its variant made absolute).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from sueca_rules.conformance.cases import load_case_file
from sueca_rules.conformance.models import KINDS
from sueca_rules.conformance.run import run_case
from sueca_rules.errors import ProblemsError

from ..conftest import ROOT

FILES = sorted((ROOT / "tests" / "conformance").rglob("*.yaml"))
Step = str | int


def _bases() -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    """Per kind, (the file's head, its first case of that kind)."""
    found: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
    for path in FILES:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        variant = data["variant"]
        if variant.endswith((".sueca", ".yaml", ".yml")):
            variant = str((path.parent / variant).resolve())
        head = {k: v for k, v in data.items() if k != "cases"} | {"variant": variant}
        for case in data["cases"]:
            kind = next(k for k in KINDS if k in case)
            if "variant" not in case:
                found.setdefault(kind, (head, case))
    return found


BASES = _bases()


def test_every_kind_has_a_base_case() -> None:
    assert set(BASES) == set(KINDS)


def _load(tmp_path: Path, head: dict[str, Any], case: dict[str, Any]) -> Any:
    path = tmp_path / "case.yaml"
    path.write_text(yaml.safe_dump({**head, "cases": [case]}, allow_unicode=True), encoding="utf-8")
    return load_case_file(path)


def _numbers(value: object, at: tuple[Step, ...] = ()) -> Iterator[tuple[Step, ...]]:
    """Where the whole numbers are (not the booleans)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield at
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _numbers(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _numbers(item, (*at, index))


def _set(case: dict[str, Any], at: tuple[Step, ...], value: object) -> dict[str, Any]:
    out = copy.deepcopy(case)
    node: Any = out
    for step in at[:-1]:
        node = node[step]
    node[at[-1]] = value
    return out


def _numbered(kind: str) -> list[tuple[Step, ...]]:
    case = BASES[kind][1]
    return [at for part in (kind, "expect") for at in _numbers(case[part], (part,))]


def test_every_kind_but_legal_has_numbers_to_sweep() -> None:
    assert {k for k in KINDS if _numbered(k)} == set(KINDS) - {"legal"}


@pytest.mark.parametrize("kind", sorted(k for k in KINDS if _numbered(k)))
def test_a_boolean_is_never_a_number(kind: str, tmp_path: Path) -> None:
    head, case = BASES[kind]
    _load(tmp_path, head, case)  # the base is valid
    places = _numbered(kind)
    for at in places:
        for value in (True, False):
            with pytest.raises(ProblemsError) as info:
                _load(tmp_path, head, _set(case, at, value))
            problem = info.value.problems[0]
            assert problem.location.line > 0 and "whole number" in problem.message, (at, problem.message)


def _hands(kind: str) -> list[tuple[Step, ...]]:
    """Where a kind's hands are: legal's hand, every seat of play, redeal and a deal's expect."""
    case = BASES[kind][1]
    places: list[tuple[Step, ...]] = []
    if kind == "legal":
        places.append(("legal", "hand"))
    for part in (kind, "expect"):
        hands = (case.get(part) or {}).get("hands")
        if isinstance(hands, dict):  # (a seats case's `hands` counts hands, it holds no cards)
            places.extend((part, "hands", seat) for seat in hands)
    return places


@pytest.mark.parametrize("kind", sorted(k for k in KINDS if _hands(k)))
def test_a_hand_holds_one_to_ten_cards(kind: str, tmp_path: Path) -> None:
    head, case = BASES[kind]
    for at in _hands(kind):
        for cards in ([], ["AS", "AH", "AD", "AC", "7S", "7H", "7D", "7C", "KS", "KH", "KD"]):
            with pytest.raises(ProblemsError) as info:
                _load(tmp_path, head, _set(case, at, cards))
            assert info.value.problems[0].location.line > 0


def test_a_trick_holds_one_to_four_cards(tmp_path: Path) -> None:
    """Four for a whole trick; fewer for a trick still in play (the suite's 'jack beats
    queen' shows two), judged by the card winning so far."""
    head = {"variant": "portugal"}
    played = ["QC", "JC", "AC", "2S"]
    winners = [0, 1, 2, 3]
    for size in range(1, 5):
        case = {"id": f"t{size}", "trick": {"trump": "S", "cards": played[:size]},
                "expect": {"winner": winners[size - 1]}}
        (prepared,) = _load(tmp_path, head, case).cases
        assert run_case(prepared).passed
    with pytest.raises(ProblemsError) as info:
        _load(tmp_path, head, {"id": "t5", "trick": {"trump": "S", "cards": [*played, "3S"]},
                               "expect": {"winner": 3}})
    assert "1 to 4 cards" in info.value.problems[0].message


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT / "tests" / "conformance")))
def test_every_case_file_in_the_repository_keeps_its_shape(path: Path) -> None:
    assert load_case_file(path).cases


def test_a_file_of_several_wrong_shapes_reports_them_all_in_one_run(tmp_path: Path) -> None:
    """An 11-card hand (the file's shape) and a yes/no given as a number of points (a case's
    `expect`) are both reported, each at its value, by `conform` in one run."""
    from ..conftest import run_cli

    cases = tmp_path / "c.yaml"
    cases.write_text("variant: portugal\ncases:\n"
                     "  - id: eleven\n"
                     "    legal: {trump: S, hand: [AH, 3H, 2S, KD, 2H, 4H, 5H, 6H, 7H, QH, JH], trick: [KH]}\n"
                     "    expect: {legal: [AH]}\n"
                     "  - id: a-yes-for-points\n"
                     "    play: {dealer: 0, trump: S, hands: {3: [KH], 2: [AH], 1: [2S], 0: [5H]},\n"
                     "           moves: [KH, AH, 2S, 5H]}\n"
                     "    expect: {points: [true, 0]}\n", encoding="utf-8")
    result = run_cli("conform", str(cases))
    assert result.returncode == 2, result.stdout + result.stderr
    out = result.stdout + result.stderr
    assert f"{cases}:4:29: error: " in out and "at most 10" in out, out
    assert f"{cases}:9:23: error: 'points' must be a whole number, not True" in out, out
    assert "Traceback" not in out
