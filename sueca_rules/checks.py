"""Validating a variant: read, resolve, then check that the rules make a playable game — the
checks of :mod:`sueca_rules.checks_rules` and :mod:`sueca_rules.checks_texts` — under every
value of every option it declares, its parent file validated on its own too.

:func:`validate` is what `load_variant` and `sueca-rules validate` run.
"""

from __future__ import annotations

from pathlib import Path

from .checks_registry import CHECKS, READS, Check, check
from .checks_rules import DECK_POINTS, HAND_SIZE, PLAYERS, SUIT_COUNT, deck_total
from .checks_texts import texts_name_what_exists
from .errors import (
    Context,
    Location,
    Problem,
    ProblemsError,
    SchemaProblem,
    SemanticProblem,
    SuecaError,
)
from .source.parents import with_parents
from .source.reading import Source, read
from .source.resolve import (
    MAX_PROBLEMS,
    PartlyChecked,
    Resolved,
    capped,
    option_state,
    resolve,
)
from .source.text import SourceText

__all__ = [
    "CHECKS", "DECK_POINTS", "HAND_SIZE", "PLAYERS", "READS", "SUIT_COUNT", "Check",
    "check", "check_resolved", "deck_total", "option_value_problems", "semantic_problems",
    "texts_name_what_exists", "validate", "validate_each", "validate_text",
]


def semantic_problems(resolved: Resolved, reading: frozenset[str] | None = None,
                      skipping: frozenset[str] = frozenset()) -> list[Problem]:
    """Every semantic problem of one resolved variant; with `reading`, only those of the checks
    that read one of these top-level fields, and never of those reading one in `skipping`."""
    return [p for c in CHECKS if (reading is None or READS[c] & reading) and not READS[c] & skipping
            for p in c(resolved.spec, resolved)]


def validate(reference: str | Path, options: dict[str, str] | None = None) -> Resolved:
    """Read, resolve and check a variant (a bundled name or a .sueca/.yaml path), also under
    every value of every option it declares; a parent file (not a bundled variant) is
    validated too, on its own.

    Returns the Resolved variant (its `warnings` listed). Raises ProblemsError with every
    problem found (warnings among them; a parent's located in the parent, with an error on
    the `extends` naming it), each naming its variant in `context`; UnknownVariant, InputError
    or OptionError as :func:`~sueca_rules.source.resolve` does.
    """
    return _validated(read(reference), options, frozenset())


def validate_each(references: list[str]) -> list[Resolved]:
    """:func:`validate` for several variants (by bundled name or path), every problem of every
    one of them raised together in one SemanticProblem; an unknown name or a file that cannot
    be read is raised as it is (UnknownVariant, InputError, OptionError)."""
    found: list[Problem] = []
    out: list[Resolved] = []
    for reference in references:
        try:
            out.append(validate(reference))
        except ProblemsError as err:
            found.extend(p for p in err.problems if p not in found)
    if found:
        raise SemanticProblem(found)
    return out


def validate_text(source: SourceText | Source, options: dict[str, str] | None = None) -> Resolved:
    """:func:`validate` for text that is not (yet) saved as a file (an editor's buffer), or
    for a variant already :func:`~sueca_rules.source.read`.

    `source.file` still decides DSL or YAML and where `extends` looks for parents.
    """
    return _validated(source if isinstance(source, Source) else read(source), options, frozenset())


def _validated(source: Source, options: dict[str, str] | None, seen: frozenset[Path]) -> Resolved:
    seen = seen | {Path(source.file).resolve()}

    def own() -> Resolved:
        try:
            resolved = resolve(source, options)
        except PartlyChecked as err:
            raise _and_the_rest(err) from None
        return check_resolved(resolved, options)

    try:
        return with_parents(source.located, own, lambda text, on: _validated(read(text), None, on),
                            seen)
    except ProblemsError as err:
        err.problems = source.named(err.problems)
        raise


def _and_the_rest(err: PartlyChecked) -> ProblemsError:
    """Wrong values, and what the semantic checks find in the rest of the file: the checks run
    on the rules with each wrong value replaced by the parent's, except those that read a
    field holding one (what they found could be a knock-on)."""
    if err.patched is None:
        return err
    said = {(p.location.file, p.location.line) for p in err.problems if p.severity == "error"}
    found = semantic_problems(err.patched, skipping=err.replaced)
    if not found:  # what the other options' values do, on the rules as patched
        found = option_value_problems(err.patched)
    more = [p for p in found
            if p.location.file == err.patched.file and (p.location.file, p.location.line) not in said]
    return SchemaProblem(capped(sorted(dict.fromkeys([*err.problems, *more]),
                                       key=lambda p: (p.location.file, p.location.line,
                                                      p.location.column))))


def check_resolved(resolved: Resolved, options: dict[str, str] | None = None) -> Resolved:
    """The checks of :func:`validate` on a resolved variant (under every option value when
    no option was chosen); raises ProblemsError with every problem found, the warnings
    among them."""
    found = semantic_problems(resolved)
    if not found and options is None:
        found = option_value_problems(resolved)
    if found:
        raise SemanticProblem(capped(list(dict.fromkeys([*found, *resolved.warnings]))))
    return resolved


def option_value_problems(resolved: Resolved) -> list[Problem]:
    """What goes wrong under each value of each option (each one chosen, the others left at
    their defaults), located where the option sets the rule at fault.

    Values with the same effect (the same rules set to the same values) are checked once, and
    only the checks reading a field the value changes are run again."""
    found: list[Problem] = []
    seen: dict[object, list[Problem]] = {}
    for name, model in resolved.spec.options.items():
        option = model.model_dump()
        for index, value in enumerate(model.values):
            if value == model.default or value in model.values[:index]:
                continue  # the rules as resolved, checked already; a value listed twice
            try:
                other = option_state(resolved, name, value, option, index)
            except SuecaError as err:
                found.append(resolved.problem(("options", name, "values", index),
                                              f"option {name}: with '{value}', {err}",
                                              "option-value").about(option=name, value=value))
                continue
            if other.effect not in seen:
                seen[other.effect] = other.problems or semantic_problems(
                    other.resolved, reading=frozenset(rule[0] for rule in other.changed))
            here = resolved.where(("options", name, "values", index))
            found.extend(_as_option_value(other.resolved.relocate(p), name, value, here, resolved)
                         for p in seen[other.effect])
            if len(found) > MAX_PROBLEMS:
                return found
    return found


def _as_option_value(problem: Problem, name: str, value: str, here: Location,
                     resolved: Resolved) -> Problem:
    """A problem a value causes, said as one: "option NAME: with 'VALUE', ...", located in the
    user's file (where the option sets the rule at fault, else on the value), about that
    option and value."""
    prefix = f"option {name}: with '{value}', "
    message = problem.message if problem.message.startswith(prefix) else prefix + problem.message
    context = Context(resolved.variants.get(resolved.file), name, value, problem.context.path)
    if problem.location.file == resolved.file:
        return Problem(problem.location, message, "option-value", problem.severity,
                       problem.source_line, problem.suggestion, context)
    source = resolved.sources.get(here.file)
    return Problem(here, message, "option-value", problem.severity,
                   source.line(here.line) if source else None, problem.suggestion, context)
