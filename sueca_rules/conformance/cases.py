"""Reading and checking case files: every problem located at file:line:col, before any run."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from pydantic import BaseModel, ValidationError

from ..catalogue.compile import compile_rules
from ..compiled.rules import Rules
from ..errors import InputError, Problem, ProblemsError, SchemaProblem, SuecaError
from ..files import kind_of
from ..source.text import MAX_CASE_BYTES, Located, Path_, read
from ..source.validation import problems_from
from ..source.yaml_form import load_yaml
from ..source.yaml_numbers import text_wanted
from .check_kinds import CHECKS
from .models import KINDS, Case, CaseFileModel
from .prepared import Checker, PreparedCase
from .proof import unproven

_rules_cache: dict[tuple[str, tuple[tuple[str, str], ...]], Rules] = {}
_case_text = text_wanted(CaseFileModel)  # which fields are texts, for YAML's numbers


@dataclass
class _Broken:
    """A variant that could not be loaded, and how many cases name it."""

    where: Path_
    message: str
    cases: int = 1


@dataclass
class CaseFile:
    """A case file ready to run: its cases, its warnings, and (read with ``partial=True``) the
    problems of the cases that cannot be run, each located, with how many those are."""

    path: Path
    cases: list[PreparedCase]
    warnings: list[Problem] = field(default_factory=list)  # nothing wrong, but worth a look
    invalid: list[Problem] = field(default_factory=list)  # the cases left out, located
    not_run: int = 0


def variant_reference(variant: str, base: Path) -> str:
    """The variant a case file in the folder `base` names as `variant`: a path beside the case
    file (when it ends in .sueca, .yaml or .yml, or such a file or folder exists), else a
    bundled name."""
    beside = base / variant
    try:
        exists = kind_of(beside) != "missing"
    except InputError:
        exists = False
    return str(beside) if beside.suffix in (".sueca", ".yaml", ".yml") or exists else variant


def named_variants(path: Path) -> list[str]:
    """The variants a case file names (its own and its cases'), as :func:`variant_reference`
    gives them; raises what reading the file raises (InputError, SyntaxProblem)."""
    data = load_yaml(read(path, MAX_CASE_BYTES), _case_text).data
    named = [data.get("variant")]
    cases = data.get("cases")
    for case in cases if isinstance(cases, list) else []:
        named.append(case.get("variant") if isinstance(case, dict) else None)
    return [variant_reference(name, path.parent) for name in dict.fromkeys(named) if isinstance(name, str)]


def _rules_for(variant: str, options: dict[str, str], base: Path) -> Rules:
    reference = variant_reference(variant, base)
    key = (reference, tuple(sorted(options.items())))
    if key not in _rules_cache:
        from ..checks import validate

        _rules_cache[key] = compile_rules(validate(reference, options or None).spec, options)
    return _rules_cache[key]


def load_case_file(path: Path, partial: bool = False) -> CaseFile:
    """Read, validate and prepare a case file; raises SchemaProblem with every problem of the
    file at once: a case whose shape is wrong in an optional field is still checked for the
    rest (its cards, its totals), and the other cases are checked in full.

    With `partial`, a problem inside a case leaves out that case only (in
    :attr:`CaseFile.invalid`, every problem located): the others run. A problem outside the
    cases (the file's `variant:`, its keys) still raises SchemaProblem."""
    located = load_yaml(read(path, MAX_CASE_BYTES), _case_text)
    checker = Checker(located)
    read_as = [p for p in located.problems if p.severity == "error"]  # YAML numbers
    checker.problems += read_as
    lost: set[int] = set()  # cases too broken to check further
    try:
        model = CaseFileModel.model_validate(located.data)
        cases = list(enumerate(model.cases))
    except ValidationError as err:
        checker.problems += _schema_problems(err, located, CaseFileModel).problems
        usable = _usable_cases(err, located.data)
        if usable is None:  # the file's own keys are wrong: its cases cannot be read
            raise SchemaProblem(_unique(_first_said([*checker.problems, *_expect_problems(located)],
                                                    read_as))) from None
        model, cases, lost, checker.dropped = usable
    prepared: list[PreparedCase] = []
    seen: dict[str, int] = {}
    # a variant that does not load is reported once, where it is named, not once per case
    broken: dict[tuple[str, tuple[tuple[str, str], ...]], _Broken] = {}
    for index, case in cases:
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
        expect = _expect_of(checker, located, kind, case.expect, (*where, "expect"))
        unproven(checker, kind, case.expect, getattr(case, kind), (*where, "expect"))
        if expect is None:
            continue
        line = located.where(where).line
        prepared_case = PreparedCase(str(path), case.id, kind, line, case.quote,
                                     case.source or model.source, case.note, variant, options,
                                     rules, getattr(case, kind), expect)
        CHECKS[kind](checker, prepared_case, (*where, kind))
        prepared.append(prepared_case)
    for bad in broken.values():
        tail = f" ({bad.cases} cases use it)" if bad.cases > 1 else ""
        checker.add(bad.where, bad.message + tail, "case-variant")
    if lost:
        checker.problems += _expect_problems(located, lost)
    warnings = [p for p in located.problems if p.severity != "error"]
    if not checker.problems:
        return CaseFile(path, prepared, warnings)
    problems = _unique(_first_said(checker.problems, read_as) + warnings)
    raw = located.data.get("cases") if isinstance(located.data, dict) else None
    starts = sorted(located.where(("cases", index)).line for index in range(len(raw))) \
        if partial and isinstance(raw, list) else []
    left_out = {_case_at(starts, p.location.line) for p in problems if p.severity == "error"}
    if not starts or None in left_out:  # not asked, or a problem of the file itself
        raise SchemaProblem(problems)
    kept = [case for case in prepared if case.line not in left_out]
    return CaseFile(path, kept, warnings, [p for p in problems if p.severity == "error"], len(left_out))


def _case_at(starts: list[int], line: int) -> int | None:
    """The first line of the case that `line` lies in (None: before the first case)."""
    found = [start for start in starts if start <= line]
    return found[-1] if found else None



def _first_said(problems: list[Problem], read_as: list[Problem]) -> list[Problem]:
    """The problems, without those at the very place of a number YAML read otherwise than
    it was written (what is said there already says what to write)."""
    places = {(p.location.line, p.location.column) for p in read_as}
    return [p for p in problems if p in read_as
            or (p.location.line, p.location.column) not in places]


_MAY_DROP = ("quote", "source", "note")  # a case's own keys that change nothing it checks


def _usable_cases(err: ValidationError, data: object
                  ) -> tuple[CaseFileModel, list[tuple[int, Case]], set[int], set[Path_]] | None:
    """The cases that can still be checked when the file has shape problems: those without
    any, and those whose wrong keys are optional (left out, and nothing is said at or under
    them again). None when the file's own keys are wrong. Returns (the file, its usable cases
    by index, the indexes of the others, the keys left out)."""
    broken: dict[int, list[tuple[str | int, ...]]] = {}
    for item in err.errors():
        loc = tuple(item["loc"])
        if len(loc) < 2 or loc[0] != "cases" or not isinstance(loc[1], int):
            return None
        broken.setdefault(loc[1], []).append(loc[2:])
    assert isinstance(data, dict) and isinstance(data.get("cases"), list)
    usable: list[tuple[int, dict[str, object]]] = []
    lost: set[int] = set()
    dropped: set[Path_] = set()
    for index, raw in enumerate(data["cases"]):
        fixed = _without(raw, broken.get(index, []), Case)
        if fixed is None:
            lost.add(index)
            continue
        usable.append((index, fixed[0]))
        dropped |= {("cases", index, *at) for at in fixed[1]}
    if not usable:
        return None
    model = CaseFileModel.model_validate({**data, "cases": [raw for _, raw in usable]})
    return model, list(zip((i for i, _ in usable), model.cases, strict=True)), lost, dropped


def _without(raw: object, wrong: list[tuple[str | int, ...]], model: type[BaseModel]
             ) -> tuple[dict[str, object], list[Path_]] | None:
    """`raw` with its wrong optional keys left out, if that makes it valid (else None):
    a case's wrong key inside its kind (`ties_before`, `tricks`, `accuse`), or its quote."""
    if not isinstance(raw, dict):
        return None
    fixed: dict[str, object] = dict(raw)
    left_out: list[Path_] = []
    for loc in wrong:
        if not loc:
            return None
        if model is Case and loc[0] in KINDS and len(loc) >= 2 and isinstance(fixed[loc[0]], dict):
            inner = dict(fixed[loc[0]])  # type: ignore[call-overload]
            if loc[1] not in inner:
                return None
            inner.pop(loc[1])
            fixed[str(loc[0])] = inner
            left_out.append(loc[:2])
        elif (model is not Case or loc[0] in _MAY_DROP) and loc[0] in fixed:
            fixed.pop(str(loc[0]))
            left_out.append(loc[:1])
        else:
            return None
    try:
        model.model_validate(fixed)
    except ValidationError:
        return None
    return fixed, left_out


def _expect_of(checker: Checker, located: Located, kind: str, raw: dict[str, object],
               at: Path_) -> BaseModel | None:
    """A case's `expect` read by its kind; its problems reported, and its wrong optional keys
    left out so that the rest of the case is still checked (None: nothing left to check)."""
    model = KINDS[kind][1]
    try:
        return model.model_validate(raw)
    except ValidationError as err:
        checker.problems += _schema_problems(err, located, model, at, "'expect'").problems
        fixed = _without(raw, [tuple(e["loc"]) for e in err.errors()], model)
        if fixed is None:
            return None
        checker.dropped |= {(*at, *key) for key in fixed[1]}
        return model.model_validate(fixed[0])


def _unique(problems: list[Problem]) -> list[Problem]:
    """Each problem once (a case's expect may be read twice), in file order."""
    found: dict[tuple[int, int, str], Problem] = {}
    for problem in problems:
        where = problem.location
        found.setdefault((where.line, where.column, problem.message), problem)
    return sorted(found.values(), key=lambda p: (p.location.line, p.location.column))


def _expect_problems(located: Located, only: set[int] | None = None) -> list[Problem]:
    """The problems of each case's `expect` read on its own (for a case of one known kind),
    so that a file whose shape is wrong elsewhere still has them all reported (`only`: the
    indexes of the cases to read, all when None)."""
    cases = located.data.get("cases") if isinstance(located.data, dict) else None
    found: list[Problem] = []
    for index, case in enumerate(cases if isinstance(cases, list) else []):
        kinds = [kind for kind in KINDS if isinstance(case, dict) and kind in case]
        if only is not None and index not in only:
            continue
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
    found = problems_from(err, positions, {located.source.file: located.source},
                          located.source.file, root=root, root_label=label)
    return SchemaProblem([_with_form(p) for p in found.problems])


_CARDS = "a list of cards, such as [AH, 7S]"
_PAIR = "[team 0, team 1], such as "
# What to write where the file has the wrong shape: by the key's name, for a mapping or a list.
_FORMS: dict[str, dict[str, str]] = {
    "a mapping": {
        "hands": "the cards by seat: {0: [AH, 7S, ...], 1: [...], 2: [...], 3: [...]}",
        "accuse": "{team: 1} (or {team: 1, seat: 0})", "declare": "{team: 1, infraction: talking}",
        "rejected": "{move: 3}", "options": "{direction: clockwise}",
        "call": "{trump: H, card: AH}", "contract": "{declarer: 3, partner: 1, bid: 70}",
        "expect": "what must happen, such as {winner: 0}",
        **{kind: f"{kind}: {{...}} with the keys of docs/case-files.md" for kind in KINDS},
    },
    "a list": {
        **dict.fromkeys(("cards", "moves", "deck", "hand", "trick", "legal", "cut", "stock",
                         "aside"), _CARDS),
        "bids": "the bids in turn, such as [65, pass, 70]",
        "draws": "the cards drawn after each trick, such as [[[1, 7H], [0, 2S]]]",
        "partner_known_to": "the seats, such as [1]",
        "points": _PAIR + "[94, 26]", "tricks": _PAIR + "[7, 3]",
        "scores_before": _PAIR + "[2, 0]", "game_points": _PAIR + "[2, 0]",
        "scores": "the score after each hand, such as [[2, 0], [2, 4]]",
        "hands": "the hands in a row, such as [{points: [94, 26]}]",
        "winners": "the winning team of each match, such as [0, 1]",
        "may_request": "the seats, such as [3, 1]",
        "cases": "the cases, each starting with '- id: ...'",
    },
}


def _with_form(problem: Problem) -> Problem:
    """A 'must be a mapping/list' problem, told what to write there."""
    message = problem.message
    if message.startswith("'") and message.endswith("': input should be a valid tuple"):
        name = message[1:message.index("'", 1)]
        form = _FORMS["a list"].get(name.rsplit(".", 1)[-1], _PAIR + "[2, 0]")
        return replace(problem, message=f"'{name}' must be a pair — write {form}")
    for want, forms in _FORMS.items():
        head = f" must be {want}, not "
        if head in message and message.startswith("'") and " — " not in message:
            name = message[1:message.index("'", 1)].rsplit(".", 1)[-1]
            form = forms.get(name, "[...]" if want == "a list" else "{key: value, ...}")
            return replace(problem, message=f"{message} — write {form}")
    return problem


__all__ = ["Case", "CaseFile", "PreparedCase", "load_case_file"]
