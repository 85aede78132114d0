"""What choosing each value of a table option changes, found by compiling the rules under it.

An option's `when` lines name the rules a value sets, but a value may change more than it
names: a deal that goes round *against the play* turns with the direction of play, so a
table's "Brazilian style" (clockwise play) also turns its deals the other way. The rulebook's
options section lists, for each value, every rule whose meaning differs from the rules the
book is written for, as `diff` would say it: the rules compared after compilation, so the list
cannot miss what the engine plays differently.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..compiled.rules import Rules
from ..source.options import assignments, put_rule, typed_value
from ..spec import VariantSpec
from ..words.speaker import Speaker
from .compare import rule_differences


def with_value(spec: VariantSpec, name: str, value: str, chosen: str) -> VariantSpec | None:
    """`spec`, written for the value `chosen` of the option `name`, with `value` instead (its
    `sets` rule, its `when` rules), or None when that cannot be told from `spec` alone: rules
    `chosen` sets that `value` does not set again (their values before the option are not
    kept in a resolved spec)."""
    option = spec.options[name].model_dump()
    data = spec.model_dump()
    jobs = assignments(name, option, value)
    if chosen != value:
        undone = {job.rule for job in assignments(name, option, chosen)} - {job.rule for job in jobs}
        if undone:
            return None
    for job in jobs:
        put_rule(data, job.rule, typed_value(job.rule, job.value))  # a whole rule read as the resolver reads it
    try:
        return VariantSpec.model_validate(data)
    except ValueError:
        return None


Changes = dict[str, dict[str, list[str] | None]]


def value_changes(spec: VariantSpec, rules: Rules, s: Speaker,
                  others: Mapping[str, Mapping[str, VariantSpec]] | None = None) -> Changes:
    """option -> value -> the rules that value changes ("direction of play: clockwise (to the
    left)"), [] for the value the book follows, None where it cannot be told (see
    :func:`with_value`). The book follows `rules.options` (the default where it says none).
    `others` (option -> value -> the variant resolved with that value, the other options as
    chosen) tells what `spec` alone cannot: a value that undoes what the chosen one sets."""
    out: Changes = {}
    for name, model in spec.options.items():
        chosen = str(rules.options.get(name, model.default))
        per: dict[str, list[str] | None] = {}
        for value in model.values:
            there = spec if value == chosen else (others or {}).get(name, {}).get(value) \
                or with_value(spec, name, value, chosen)
            per[value] = None if there is None else [
                s.voice.gettext("{rule}: {value}", rule=label[:1].lower() + label[1:], value=theirs)
                for label, _, theirs in rule_differences(spec, there, s, (s, s), "choice")]
        out[name] = per
    return out
