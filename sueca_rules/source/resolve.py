"""From a name or a path to an effective VariantSpec: read, follow `extends`, apply options.

Every problem of the file asked about is reported in one run: statements that could not be
read, a parent that cannot be found (with the file's own wrong values), wrong values, and what
is wrong with its options, each where the user wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, get_origin

from pydantic import ValidationError

from ..errors import Location, Problem, ProblemsError, SchemaProblem, SemanticProblem, SyntaxProblem
from ..spec import VariantSpec
from .chain import (
    MAX_CHAIN,
    SUFFIXES,
    bundled_names,
    bundled_path,
    find_path,
    is_path,
    load_chain,
    load_file,
    merged,
    parent_file,
    parse_text,
)
from .options import (
    RULE_EXAMPLES,
    Assignment,
    Overlay,
    Placed,
    apply_options,
    assignments,
    check_chosen,
    drop_rule,
    option_problems,
    put_rule,
    rule_path,
    value_place,
)
from .text import MAX_PROBLEMS, Located, Path_, SourceText, capped, locate, read
from .validation import VALUE_KINDS, model_at, on_word, problems_from, strip_optional

__all__ = [
    "MAX_CHAIN", "MAX_PROBLEMS", "SUFFIXES", "OptionState", "PartlyChecked", "Resolved",
    "bundled_names", "bundled_path", "capped", "find_path", "is_path", "load_chain", "load_file",
    "merged", "option_state", "parent_file", "parse_text", "resolve", "resolve_located",
    "resolve_text", "rule_path",
    "with_option",
]

Job = tuple[str, str, Assignment]  # an option, the value chosen, one rule it set


@dataclass
class Resolved:
    """An effective variant and everything needed to locate its rules in their files.

    A rule an option set is located where the option set it: `positions` holds a stand-in
    place for it (line -1 - i for `jobs[i]`), which :meth:`problem` turns into the option's
    line with "option NAME: with 'VALUE', " before the message.
    """

    spec: VariantSpec
    positions: Mapping[Path_, Location]
    sources: dict[str, SourceText]
    layers: list[Located] = field(default_factory=list)  # the file, then its parents
    data: dict[str, object] = field(default_factory=dict)  # merged, before options
    effective: dict[str, object] = field(default_factory=dict)  # merged, options applied
    jobs: list[Job] = field(default_factory=list)  # what the options set, in order
    origins: Mapping[Path_, Location] = field(default_factory=dict)  # as written in the files
    warnings: list[Problem] = field(default_factory=list)  # nothing wrong, but worth a look
    relocating: bool = True  # whether :meth:`problem` moves problems to the option's place

    @property
    def file(self) -> str:
        return self.layers[0].source.file

    def where(self, path: Path_) -> Location:
        """Where the rule at `path` was written (by an option that set it, or in a file)."""
        found = locate(self.positions, path, self.file)
        if found.line < 0:
            return locate(self.origins, self.jobs[-found.line - 1][2].written, self.file)
        return found

    def problem(self, path: Path_ | Sequence[Path_], message: str, code: str,
                suggestion: str | None = None) -> Problem:
        """A problem at `path`; given several paths, the first one written in this very file
        (a rule that clashes with an inherited one is reported where the user wrote it).
        With a `suggestion` (the word to write instead of the last part of the path), the
        problem is shown on that word where the line writes it."""
        paths: list[Path_] = list(path) if isinstance(path, list) else [path]  # type: ignore[list-item]
        places = [locate(self.positions, p, self.file) for p in paths]
        where = next((w for w in places if w.file == self.file), places[0])
        source = self.sources.get(where.file)
        line = source.line(where.line) if source else None
        if suggestion is not None:
            where = on_word(where, line, str(paths[0][-1]))
        found = Problem(where, message, code, source_line=line, suggestion=suggestion)
        return self.relocate(found) if self.relocating else found

    def relocate(self, problem: Problem) -> Problem:
        """A problem at a rule an option set, moved to where the option set it."""
        line = problem.location.line
        if line >= 0 or -line - 1 >= len(self.jobs):
            return problem
        name, value, job = self.jobs[-line - 1]
        where = locate(self.origins, job.written, self.file)
        source = self.sources.get(where.file)
        text = source.line(where.line) if source else None
        if text is not None and job.written[2:3] == ("when",):  # `rule=value`: the value
            found = re.compile(rf"=\s*{re.escape(job.value)}(?![\w.-])").search(text, where.column - 1)
            if found:
                where = Location(where.file, where.line, found.end() - len(job.value) + 1)
        message = problem.message + self._one_rule(job.rule, problem)
        return Problem(where, f"option {name}: with '{value}', {message}", problem.code,
                       problem.severity, text, problem.suggestion)

    def _one_rule(self, rule: tuple[str, ...], problem: Problem) -> str:
        """What to write instead when an option sets a whole block of rules, or a list, to
        one word: an option sets one rule, named inside the block."""
        if problem.code not in ("schema-model-type", "schema-dict-type", "schema-list-type") \
                or "—" in problem.message:
            return ""
        shown = ".".join(rule).replace("_", "-")
        if problem.code == "schema-list-type":
            return (f" — an option's value is one word or number, and '{shown}' is a list: "
                    f"set a rule of one value instead, such as {RULE_EXAMPLES}")
        model = model_at(rule)
        inside = [name for name, info in model.model_fields.items()
                  if strip_optional(info.annotation) in (str, int, bool)
                  or get_origin(strip_optional(info.annotation)) is Literal] if model else []
        if not inside:
            return (f" — '{shown}' is a block of rules, and an option sets one rule of one word "
                    f"or number: name such a rule, e.g. {RULE_EXAMPLES}")
        return (f" — '{shown}' is a block of rules, and an option sets one rule: name a rule "
                f"inside it, such as '{shown}.{inside[0].replace('_', '-')}'")


@dataclass
class PartlyChecked(SchemaProblem):
    """Wrong values, and the rules with each wrong value replaced by the parent's (`patched`,
    None when some cannot be), so that the semantic checks can still look at the rest."""

    patched: Resolved | None = None
    replaced: frozenset[str] = frozenset()  # the top-level fields replaced


def resolve(reference: str | Path, options: dict[str, str] | None = None) -> Resolved:
    """Load a variant by bundled name or path, with its parents and options applied.

    Raises UnknownVariant (no such name; a path that is not a .sueca/.yaml/.yml file),
    InputError (a file that cannot be read), OptionError (a choice the variant does not
    offer) and ProblemsError with every problem of the file, located."""
    path = reference if isinstance(reference, Path) else find_path(reference)
    return _checked(parse_text(read(path), keep_going=True), options)


def resolve_text(source: SourceText, options: dict[str, str] | None = None) -> Resolved:
    """Like :func:`resolve` for text that is not a file (tests, editors, docs examples)."""
    return _checked(parse_text(source, keep_going=True), options)


def resolve_located(first: Located, options: dict[str, str] | None = None) -> Resolved:
    """Like :func:`resolve` for a file already read by :func:`parse_text` (keep_going=True)."""
    return _checked(first, options)


VALUE_CODES = frozenset(f"schema-{kind}".replace("_", "-") for kind in VALUE_KINDS)


def _sorted(problems: list[Problem]) -> list[Problem]:
    return sorted(dict.fromkeys(problems), key=lambda p: (p.location.file, p.location.line,
                                                         p.location.column))


def _checked(first: Located, options: dict[str, str] | None) -> Resolved:
    """The rules of `first`, or every problem of the file raised together (one run, all
    problems): statements it could not read; a parent that cannot be found, with the file's own
    wrong values; its wrong values and option problems.

    Next to statements that could not be read, or a parent that cannot be found, only problems
    that cannot be knock-ons are added: a wrong value where it is written (a word not allowed,
    a number out of range), on a line not already reported, in this file; never "needs X" or a
    rule about several fields (one of them may be what was not read).

    The reader's warnings (a spelling that keeps working, such as YAML's 1:30) are among the
    problems raised, or the warnings of the rules returned."""
    warned = [p for p in first.problems if p.severity != "error"]
    wrong = [p for p in first.problems if p.severity == "error"]
    said = {p.location.line for p in wrong}
    try:
        layers = load_chain(first)
    except ProblemsError as err:
        more = _own_values(first, said | {p.location.line for p in err.problems})
        raise type(err)(capped(_sorted([*first.problems, *err.problems, *more]))) from None
    if not wrong:
        try:
            resolved = _finish(layers, options)
        except ProblemsError as err:
            err.problems = capped(_sorted([*err.problems, *warned]))
            raise
        resolved.warnings = capped(_sorted([*warned, *resolved.warnings]))
        return resolved
    more = []
    try:
        _finish(layers, options)
    except ProblemsError as err:
        more = [p for p in err.problems if p.location.file == first.source.file
                and p.location.line not in said and p.code in VALUE_CODES]
    raise SyntaxProblem(capped(_sorted([*first.problems, *more])))


def _own_values(first: Located, said: set[int]) -> list[Problem]:
    """Wrong values of one file checked on its own (its parent could not be read)."""
    try:
        VariantSpec.model_validate(first.data)
    except ValidationError as err:
        found = problems_from(err, first.positions, {first.source.file: first.source},
                              first.source.file).problems
        return [p for p in found if p.code in VALUE_CODES and p.location.file == first.source.file
                and p.location.line not in said]
    return []


def _finish(layers: list[Located], options: dict[str, str] | None) -> Resolved:
    data, positions = merged(layers)
    sources = {layer.source.file: layer.source for layer in layers}
    return _spec_of(layers, data, positions, sources, options or {})


def _spec_of(layers: list[Located], data: dict[str, object], positions: dict[Path_, Location],
             sources: dict[str, SourceText], chosen: dict[str, str]) -> Resolved:
    file = layers[0].source.file
    declared = data.get("options") or {}
    declared = declared if isinstance(declared, dict) else {}
    check_chosen(declared, chosen, str(data.get("variant")))
    found, broken = option_problems(declared, data, Placed(positions, sources, file))
    errors = [p for p in found if p.severity == "error"]
    effective, jobs = apply_options(data, chosen, broken)
    moved: dict[Path_, Location] = {job.rule: Location(file, -1 - index, 0)
                                    for index, (_, _, job) in enumerate(jobs)}
    resolved = Resolved(VariantSpec.model_construct(), Overlay(positions, moved), sources, layers,
                        data, effective, jobs, positions, capped([p for p in found if p not in errors]))
    try:
        resolved.spec = VariantSpec.model_validate(effective)
    except ValidationError as err:
        raw = problems_from(err, resolved.positions, sources, file).problems
        wrong = [resolved.relocate(p) for p in raw]
        by_options = {w for p, w in zip(raw, wrong, strict=True) if p.location.line < 0}
        problems = capped(_sorted([*wrong, *found]))
        raise PartlyChecked(problems, _patched(resolved, err, [p for p in problems
                                                               if p not in by_options]),
                            frozenset(str(e["loc"][0]) for e in err.errors() if e["loc"])) from None
    if errors:
        raise SemanticProblem(capped(_sorted(found)))
    return resolved


def _patched(resolved: Resolved, err: ValidationError, problems: list[Problem]) -> Resolved | None:
    """The rules with each wrong value replaced by the parents' (the file's own values are
    dropped where they are wrong); None when a problem is not a wrong value, or a value has no
    parent's to fall back on. `problems` leaves out those an option's value caused: whatever
    their kind, the rule is the parents' without it (so the option's other values are checked
    on the rules as patched)."""
    if any(p.code not in VALUE_CODES | {"option-duplicate-value", "option-when-value",
                                        "option-same-rule"} for p in problems):
        return None
    parents, _ = merged(resolved.layers[1:]) if len(resolved.layers) > 1 else ({}, {})
    data = dict(resolved.effective)
    set_by_options = [job.rule for _, _, job in resolved.jobs]
    for error in err.errors():
        path = tuple(str(step) for step in error["loc"] if step != "[key]")
        rule = next((r for r in set_by_options if path[:len(r)] == r), None)
        path = rule or path  # a rule an option set: the rule as the files write it, or none
        node: object = resolved.data if rule else parents
        for step in path:
            node = node.get(step) if isinstance(node, dict) else None
        if (node is None and rule is None) or not path:
            return None
        if not (drop_rule(data, path) if node is None else put_rule(data, path, node)):
            return None
    try:
        spec = VariantSpec.model_validate(data)
    except ValidationError:
        return None
    return Resolved(spec, resolved.positions, resolved.sources, resolved.layers, resolved.data,
                    data, resolved.jobs, resolved.origins)


@dataclass
class OptionState:
    """The rules under one value of one option: `resolved` (its problems left at stand-in
    places: pass them through `resolved.relocate`), the rules that changed, what the value
    does as a key (values with equal keys give equal rules), and its schema problems."""

    resolved: Resolved
    changed: set[tuple[str, ...]]
    effect: tuple[object, ...]
    problems: list[Problem]


def option_state(resolved: Resolved, name: str, value: str,
                 option: Mapping[str, object] | None = None,
                 index: int | None = None) -> OptionState:
    """The rules with one declared option set to `value` (the others as they are), without
    reading, parsing or copying the whole variant again: only the rules that change are
    validated again, so checking every value of every option stays fast. `option` is the
    option as a mapping (its model dumped once by the caller), `index` where `value` is in its
    values (found when not given). The result's `options` are not
    re-checked."""
    option = option if option is not None else resolved.spec.options[name].model_dump()
    jobs = assignments(name, option, value, value_place(option, name, value, index))
    data = {k: v for k, v in resolved.effective.items() if k != "options"}
    changed: set[tuple[str, ...]] = set()
    restored = [job for owner, _, job in resolved.jobs if owner == name]
    for job in restored:  # the default's rules back as the files write them
        _restore(data, job.rule, resolved.data)
        changed.add(job.rule)
    start = len(resolved.jobs)
    moved: dict[Path_, Location] = {job.rule: locate(resolved.origins, job.rule, resolved.file)
                                    for job in restored}
    for index, job in enumerate(jobs):
        if put_rule(data, job.rule, job.value):
            changed.add(job.rule)
            moved[job.rule] = Location(resolved.file, -1 - start - index, 0)
    other = Resolved(resolved.spec, Overlay(resolved.positions, moved), resolved.sources,
                     resolved.layers, resolved.data, data,
                     [*resolved.jobs, *((name, value, job) for job in jobs)], resolved.origins,
                     relocating=False)
    effect = (tuple(job.rule for job in restored), tuple((job.rule, job.value) for job in jobs))
    try:
        other.spec = _validated(resolved.spec, data, changed)
    except ValidationError as err:
        return OptionState(other, changed, effect, problems_from(
            err, other.positions, resolved.sources, resolved.file).problems)
    return OptionState(other, changed, effect, [])


def with_option(resolved: Resolved, name: str, value: str) -> Resolved:
    """:func:`option_state`'s rules; raises SchemaProblem, located where the option sets the
    rule at fault, when they are not valid."""
    state = option_state(resolved, name, value)
    if state.problems:
        raise SchemaProblem([state.resolved.relocate(p) for p in state.problems])
    state.resolved.relocating = True
    return state.resolved


def _restore(data: dict[str, object], path: tuple[str, ...], written: Mapping[str, object]) -> None:
    node: object = written
    for step in path:
        node = node.get(step) if isinstance(node, dict) else None
    put_rule(data, path, node)


ENTRIES = ("deal", "results")  # mappings of named entries: only a changed entry is validated


def _validated(base: VariantSpec, data: dict[str, object],
               changed: set[tuple[str, ...]]) -> VariantSpec:
    """`data` as a spec, validating only the changed rules: the others are `base`'s own
    (validated already, taken as they are)."""
    given: dict[str, object] = {k: getattr(base, k) for k in VariantSpec.model_fields}
    whole = {rule[0] for rule in changed if len(rule) == 1 or rule[0] not in ENTRIES}
    for top in whole:
        given.pop(top)
        if top in data:
            given[top] = data[top]
    for rule in changed:
        top = rule[0]
        if top in whole:
            continue
        entries = data.get(top)
        if not isinstance(entries, dict) or not isinstance(given[top], dict):
            given[top] = entries
            continue
        given[top] = {**given[top], rule[1]: entries.get(rule[1])}  # type: ignore[dict-item]
    # An option sets no option: the options are base's, not walked again for each value
    # (3000 options, each value validating 3000 options, took seconds).
    given["options"] = {}
    return VariantSpec.model_validate(given).model_copy(update={"options": base.options})
