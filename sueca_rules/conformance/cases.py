"""Reading and checking case files: every problem located at file:line:col, before any run."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ValidationError

from ..compiled import Rules, compile_rules
from ..errors import InputError, Problem, ProblemsError, SchemaProblem, SuecaError
from ..files import kind_of
from ..source.text import MAX_CASE_BYTES, Located, Path_, read
from ..source.validation import problems_from
from ..source.yaml_form import load_yaml
from .check_kinds import CHECKS
from .models import KINDS, Case, CaseFileModel
from .prepared import Checker, PreparedCase

_rules_cache: dict[tuple[str, tuple[tuple[str, str], ...]], Rules] = {}


@dataclass
class _Broken:
    """A variant that could not be loaded, and how many cases name it."""

    where: Path_
    message: str
    cases: int = 1


@dataclass
class CaseFile:
    path: Path
    cases: list[PreparedCase]


def _rules_for(variant: str, options: dict[str, str], base: Path) -> Rules:
    beside = base / variant
    try:
        exists = kind_of(beside) != "missing"
    except InputError:
        exists = False
    reference = str(beside) if beside.suffix in (".sueca", ".yaml", ".yml") or exists else variant
    key = (reference, tuple(sorted(options.items())))
    if key not in _rules_cache:
        from ..checks import validate

        _rules_cache[key] = compile_rules(validate(reference, options or None).spec, options)
    return _rules_cache[key]


def load_case_file(path: Path) -> CaseFile:
    """Read, validate and prepare a case file; raises ProblemsError with every problem."""
    located = load_yaml(read(path, MAX_CASE_BYTES))
    try:
        model = CaseFileModel.model_validate(located.data)
    except ValidationError as err:  # with every case's own 'expect' problems: all in one run
        problems = _schema_problems(err, located, CaseFileModel).problems
        raise SchemaProblem([*problems, *_expect_problems(located)]) from None
    checker = Checker(located)
    prepared: list[PreparedCase] = []
    seen: dict[str, int] = {}
    # a variant that does not load is reported once, where it is named, not once per case
    broken: dict[tuple[str, tuple[tuple[str, str], ...]], _Broken] = {}
    for index, case in enumerate(model.cases):
        where: Path_ = ("cases", index)
        if case.id in seen:
            checker.add((*where, "id"), f"the id '{case.id}' is used twice (first by case "
                        f"{seen[case.id] + 1}) — ids are unique within a file", "case-id")
        seen.setdefault(case.id, index)
        kinds = [k for k in KINDS if getattr(case, k) is not None]
        if len(kinds) != 1:
            checker.add(where, f"a case has exactly one kind ({', '.join(KINDS)}); this one has "
                        + (", ".join(kinds) if kinds else "none"), "case-kind")
            continue
        kind = kinds[0]
        variant = case.variant or model.variant
        options = {**model.options, **(case.options or {})}
        key = (variant, tuple(sorted(options.items())))
        if key in broken:
            broken[key].cases += 1
            continue
        try:
            rules = _rules_for(variant, options, path.parent)
        except SuecaError as err:
            why = (f"the variant '{variant}' does not validate: "
                   + "; ".join(p.message for p in err.problems[:3])
                   if isinstance(err, ProblemsError) else str(err))
            broken[key] = _Broken((*where, "variant") if case.variant else ("variant",), why)
            continue
        try:
            expect = KINDS[kind][1].model_validate(case.expect)
        except ValidationError as err:
            checker.problems.extend(
                _schema_problems(err, located, KINDS[kind][1], (*where, "expect"), "'expect'").problems)
            continue
        if not case.expect:
            checker.add((*where, "expect"), "'expect' is empty — say what should happen")
        line = located.where(where).line
        prepared_case = PreparedCase(str(path), case.id, kind, line, case.quote,
                                     case.source or model.source, case.note, variant, options,
                                     rules, getattr(case, kind), expect)
        CHECKS[kind](checker, prepared_case, (*where, kind))
        prepared.append(prepared_case)
    for bad in broken.values():
        tail = f" ({bad.cases} cases use it)" if bad.cases > 1 else ""
        checker.add(bad.where, bad.message + tail, "case-variant")
    if checker.problems:
        raise SchemaProblem(checker.problems)
    return CaseFile(path, prepared)


def _expect_problems(located: Located) -> list[Problem]:
    """The problems of each case's `expect` read on its own (for a case of one known kind),
    so that a file whose shape is wrong elsewhere still has them all reported."""
    cases = located.data.get("cases") if isinstance(located.data, dict) else None
    found: list[Problem] = []
    for index, case in enumerate(cases if isinstance(cases, list) else []):
        kinds = [kind for kind in KINDS if isinstance(case, dict) and kind in case]
        if len(kinds) != 1 or not isinstance(case.get("expect"), dict):
            continue
        model = KINDS[kinds[0]][1]
        try:
            model.model_validate(case["expect"])
        except ValidationError as err:
            found += _schema_problems(err, located, model, ("cases", index, "expect"), "'expect'").problems
    return found


def _schema_problems(err: ValidationError, located: Located, root: type[BaseModel],
                     prefix: Path_ = (), label: str = "the case file") -> SchemaProblem:
    """pydantic errors located in the file; `prefix` is where the validated mapping sits."""
    positions = {p[len(prefix):]: loc for p, loc in located.positions.items()
                 if p[:len(prefix)] == prefix}
    return problems_from(err, positions, {located.source.file: located.source},
                         located.source.file, root=root, root_label=label)


__all__ = ["Case", "CaseFile", "PreparedCase", "load_case_file"]
