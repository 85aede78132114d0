"""The second verb: :func:`resolve` a variant read (a :class:`~sueca_rules.source.reading.Source`)
into its effective rules — parents merged, options applied, values checked — and where each
value comes from.

Every problem of the file asked about is reported in one run: statements that could not be
read, a parent that cannot be found (with the file's own wrong values), wrong values, and what
is wrong with its options, each where the user wrote it (a rule an option set: where the
option set it, see :mod:`~sueca_rules.source.origins`).

The other names here (``resolve_text``, ``resolve_located``, ``parse_text``, ``load_file``,
``load_chain``, ``merged``, ...) are what this module exported before the two verbs: they keep
working, and are deprecated — read with :func:`~sueca_rules.source.read`, resolve with
:func:`~sueca_rules.source.resolve`.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from ..arguments import check_options
from ..errors import Location, Problem, ProblemsError, SemanticProblem, SyntaxProblem
from ..spec import VariantSpec
from .chain import (
    MAX_CHAIN,
    SUFFIXES,
    bundled_names,
    bundled_path,
    find_path,
    is_path,
    is_yaml,
    load_chain,
    load_file,
    merged,
    parent_file,
    parse_text,
)
from .option_state import OptionState, option_state, with_option
from .options import Placed, apply_options, check_chosen, drop_rule, option_problems, put_rule, rule_path
from .origins import Places, SetByOptions
from .reading import Source, read, read_text
from .resolved import PartlyChecked, Resolved
from .text import MAX_PROBLEMS, Located, Path_, SourceText, capped
from .validation import VALUE_KINDS, problems_from
from .yaml_tie import tie_warnings

__all__ = [
    "MAX_CHAIN", "MAX_PROBLEMS", "SUFFIXES", "OptionState", "PartlyChecked", "Resolved",
    "bundled_names", "bundled_path", "capped", "find_path", "is_path", "load_chain", "load_file",
    "merged", "option_state", "parent_file", "parse_text", "resolve", "resolve_located",
    "resolve_text", "rule_path", "with_option",
]


def resolve(source: Source | str | Path, options: dict[str, str] | None = None) -> Resolved:
    """The effective rules of a variant read by :func:`~sueca_rules.source.read` (a bundled
    name or a path is read first): its parents merged under it, each declared option set to
    the value in `options` or its default, every value checked against the spec.

    Returns a :class:`Resolved`: the VariantSpec (`spec`), where each value comes from
    (:meth:`Resolved.origin`), and the warnings of every file of the chain (`problems`).
    Raises ProblemsError — SyntaxProblem, SchemaProblem or SemanticProblem — with every
    problem of the file and its chain, located; OptionError for a choice the variant does
    not offer (a name, or a value, it does not declare); UnknownVariant and InputError as
    :func:`read` does. It does not run the semantic checks (a deck of 40 cards, bands that
    cover the points, ...): :func:`sueca_rules.checks.validate` does, after this.

    >>> from sueca_rules.source import read, resolve
    >>> resolved = resolve(read("sueca-online"), {"direction": "clockwise"})
    >>> resolved.spec.direction, str(resolved.origin(("direction",))).split(" (")[0]
    ('clockwise', 'set by option direction=clockwise')
    >>> resolved.origin(("deck", "ranks")).how, resolved.origin(("deck", "ranks")).variant
    ('inherited', 'portugal')
    """
    chosen = check_options(options)
    return _checked(source if isinstance(source, Source) else read(source), chosen)


def resolve_text(source: SourceText, options: dict[str, str] | None = None) -> Resolved:
    """Deprecated: ``resolve(read(source), options)``."""
    return resolve(read_text(source), options)


def resolve_located(first: Located, options: dict[str, str] | None = None) -> Resolved:
    """Deprecated: :func:`resolve` of a file already parsed by :func:`parse_text`
    (keep_going=True)."""
    return resolve(Source(first, list(first.problems)), options)


VALUE_CODES = frozenset(f"schema-{kind}".replace("_", "-") for kind in VALUE_KINDS)


def _sorted(problems: list[Problem]) -> list[Problem]:
    return sorted(dict.fromkeys(problems), key=lambda p: (p.location.file, p.location.line,
                                                         p.location.column))


def _checked(source: Source, options: dict[str, str] | None) -> Resolved:
    """The rules of `source`, or every problem of the file raised together (one run, all
    problems): statements it could not read; a parent that cannot be found, with the file's own
    wrong values; its wrong values and option problems.

    Next to statements that could not be read, or a parent that cannot be found, only problems
    that cannot be knock-ons are added: a wrong value where it is written (a word not allowed,
    a number out of range), on a line not already reported, in this file; never "needs X" or a
    rule about several fields (one of them may be what was not read).

    The reader's warnings (a spelling that keeps working, such as YAML's 1:30) are among the
    problems raised, or the warnings of the rules returned."""
    if source.error is not None:  # not read as a variant at all: the reader's problems alone
        raise type(source.error)(source.named(source.problems))
    first = source.located
    warned = [p for p in source.problems if p.severity != "error"]
    wrong = [p for p in source.problems if p.severity == "error"]
    said = {p.location.line for p in wrong}
    layers, broken = source.layers, source.chain_error
    if broken is None:  # a YAML tie mapping that keeps its parent's bonus (the DSL's would not)
        warned += tie_warnings(layers, is_yaml(first.source))
    if broken is not None:
        more = _own_values(first, said | {p.location.line for p in broken.problems})
        raise type(broken)(source.named(capped(_sorted([*source.problems, *broken.problems,
                                                        *more]))))
    try:
        return _resolved(source, layers, options, warned, wrong, said)
    except ProblemsError as err:
        err.problems = source.named(err.problems)
        raise


def _resolved(source: Source, layers: list[Located], options: dict[str, str] | None,
              warned: list[Problem], wrong: list[Problem], said: set[int]) -> Resolved:
    first = source.located
    if not wrong:
        try:
            resolved = _finish(layers, options)
        except ProblemsError as err:
            err.problems = capped(_sorted([*err.problems, *warned]))
            raise
        resolved.warnings = source.named(capped(_sorted([*warned, *resolved.warnings])))
        return resolved
    more = []
    try:
        _finish(layers, options)
    except ProblemsError as err:
        more = [p for p in err.problems if p.location.file == first.source.file
                and p.location.line not in said and p.code in VALUE_CODES]
    raise SyntaxProblem(capped(_sorted([*source.problems, *more])))


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
    variants = {layer.source.file: str(layer.data.get("variant")) for layer in layers}
    places = Places(positions, SetByOptions(jobs, positions, sources, file, variants), file)
    resolved = Resolved(VariantSpec.model_construct(), places, sources, layers, data, effective,
                        jobs, positions, capped([p for p in found if p not in errors]))
    try:
        resolved.spec = VariantSpec.model_validate(effective)
    except ValidationError as err:
        raw = problems_from(err, resolved.positions, sources, file).problems
        wrong = [resolved.relocate(p) for p in raw]
        by_options = {w for p, w in zip(raw, wrong, strict=True) if w is not p}
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
                    data, resolved.jobs, resolved.written)


