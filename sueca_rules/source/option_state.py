"""The rules under one value of one table option, found without reading the variant again:
how `validate` checks every value of every option a variant declares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from pydantic import ValidationError

from ..errors import Location, Problem, SchemaProblem
from ..spec import VariantSpec
from .options import assignments, put_rule, typed_value, value_place
from .origins import Job, Places, SetByOptions
from .resolved import Resolved
from .text import Path_, locate
from .validation import problems_from


@dataclass
class OptionState:
    """The rules under one value of one option: `resolved` (its problems at the rules an
    option set are left unplaced: pass them through `resolved.relocate`), the rules that
    changed, what the value does as a key (values with equal keys give equal rules), and its
    schema problems."""

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
    restored_at: dict[Path_, Location] = {
        job.rule: locate(resolved.written, job.rule, resolved.file) for job in restored}
    applied: list[Job] = []
    for job in jobs:
        if put_rule(data, job.rule, typed_value(job.rule, job.value)):
            changed.add(job.rule)
            applied.append((name, value, job))
    places = Places(resolved.positions, SetByOptions(applied, resolved.written, resolved.sources,
                                                     resolved.file, resolved.variants),
                    resolved.file, restored_at)
    other = Resolved(resolved.spec, places, resolved.sources, resolved.layers, resolved.data, data,
                     [*resolved.jobs, *applied], resolved.written, relocating=False)
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
