"""Table options: what choosing a value sets, where the option wrote it, and what is wrong
with an option as written.

An option sets *rules of play* — direction, deck, dealer, deal, trump, redeal, play, illegal,
infractions, scoring, match, series, results, partners — never what names or describes the
variant (its name, parent, title, texts, ...). A problem a value causes is reported where the
option wrote that value (the `when` pair, or the value itself for `sets`), in the user's file,
not where the parent wrote the rule.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass

from pydantic import TypeAdapter, ValidationError

from ..catalogue.meta.words import rule_annotation
from ..catalogue.registry import rule_value
from ..errors import Context, Location, OptionError, Problem, allowed_values, closest, did_you_mean
from ..spec import VariantSpec
from .text import Path_, SourceText, locate

RULES = ("direction", "partners", "deck", "dealer", "deal", "trump", "redeal", "play", "illegal",
         "infractions", "scoring", "match", "series", "results", "competition")
NOT_RULES = tuple(f for f in VariantSpec.model_fields if f not in RULES)
RULE_EXAMPLES = "direction, dealer.next or play.first-lead"


def rule_path(text: str) -> tuple[str, ...]:
    """A rule as an option names it, `play.first-lead` or `play.first_lead`, as field names."""
    return tuple(step.strip().replace("-", "_") for step in text.split("."))


@dataclass(frozen=True)
class Assignment:
    """One rule a value sets: the rule (field names), the value, where the option wrote the
    value (a `when` pair, or the chosen value itself) and where it named the rule."""

    rule: tuple[str, ...]
    value: str
    written: Path_
    named: Path_


def assignments(name: str, option: Mapping[str, object], value: str,
                value_at: Path_ | None = None) -> list[Assignment]:
    """What choosing `value` sets. `when VALUE rule=value ...` lines set their rules; `sets
    RULE` (or, with no `when` at all, the rule named like the option) receives the value
    itself, written at `value_at` (default: the option's `default`)."""
    out: list[Assignment] = []
    when = option.get("when") or {}
    if isinstance(when, dict) and isinstance(when.get(value), dict):
        for path, rule_value in when[value].items():
            at: Path_ = ("options", name, "when", value, path)
            out.append(Assignment(rule_path(str(path)), str(rule_value), at, at))
    if option.get("sets") or not when:
        out.append(Assignment(rule_path(str(option.get("sets") or name)), value,
                              value_at or ("options", name, "default"), ("options", name, "sets")))
    return out


def value_place(option: Mapping[str, object], name: str, value: str,
                index: int | None = None) -> Path_:
    """Where `value` is written in the option's `values` (at `index` when the caller knows)."""
    if index is None:
        values = [str(v) for v in option.get("values") or []]  # type: ignore[attr-defined]
        index = values.index(value) if value in values else None
    return ("options", name, "values", index) if index is not None else ("options", name, "default")


def _holder(data: dict[str, object], path: tuple[str, ...]) -> dict[str, object] | None:
    """The mapping that holds the rule at `path`, the mappings on its way copied (so the
    caller's parents are never changed); None if the path leads through something else."""
    node: dict[str, object] = data
    for step in path[:-1]:
        child = node.get(step)
        if not isinstance(child, dict):
            return None
        node[step] = node = dict(child)
    return node


def typed_value(rule: tuple[str, ...], value: str) -> object:
    """An option's value for `rule`, a whole rule where its own key reads it into a valid one
    (see :func:`sueca_rules.catalogue.registry.rule_value`); else the text, which validation
    then reports as the option wrote it."""
    whole = rule_value(".".join(rule), value)
    if whole is value or whole is None:
        return whole
    annotation = rule_annotation(".".join(rule))
    if annotation is None:
        return value
    try:
        TypeAdapter(annotation).validate_python(whole)
    except ValidationError:
        return value
    return whole


def put_rule(data: dict[str, object], path: tuple[str, ...], value: object) -> bool:
    """Set a rule in place, copying only the mappings on its path; False if it is no rule."""
    holder = _holder(data, path)
    if holder is None:
        return False
    holder[path[-1]] = value
    return True


def drop_rule(data: dict[str, object], path: tuple[str, ...]) -> bool:
    """Remove a rule in place (as :func:`put_rule` sets one); False if it is no rule."""
    holder = _holder(data, path)
    if holder is None:
        return False
    holder.pop(path[-1], None)
    return True


class Placed:
    """Problems of one file, each with the source line under its caret."""

    def __init__(self, positions: Mapping[Path_, Location], sources: dict[str, SourceText],
                 file: str) -> None:
        self.positions, self.sources, self.file = positions, sources, file

    def at(self, path: Path_, message: str, code: str, severity: str = "error",
           suggestion: str | None = None, value: str | None = None) -> Problem:
        """A problem where `path` is written, about it (an option's path: about that option,
        and `value` of it when given)."""
        where = locate(self.positions, path, self.file)
        source = self.sources.get(where.file)
        option = str(path[1]) if len(path) > 1 and path[0] == "options" else None
        return Problem(where, message, code, severity, source.line(where.line) if source else None,
                       suggestion, Context(option=option, value=value, path=path))


def option_problems(declared: Mapping[str, object], data: Mapping[str, object],
                    place: Placed) -> tuple[list[Problem], set[str]]:
    """What is wrong with the options as written, whatever is chosen: a default that is not a
    value; something set that is no rule of play, or no rule of this variant; one rule set
    twice by one value. Warnings: a value listed twice, a `when` line for no value, and two
    options that set the same rule (with both chosen, the one written last wins).

    Returns the problems and the names of the options with an error (not to be applied)."""
    found: list[Problem] = []
    broken: set[str] = set()
    exact: dict[tuple[str, ...], tuple[str, Path_]] = {}  # a rule some option sets -> option
    under: dict[tuple[str, ...], tuple[str, Path_]] = {}  # the rule and each step above it
    for name, option in declared.items():
        if not isinstance(option, dict):
            continue
        values = [str(v) for v in option.get("values") or []]
        before = len(found)
        found += _values_problems(name, option, values, place)
        mine: dict[tuple[str, ...], Path_] = {}
        said: set[Path_] = set()
        for value in dict.fromkeys(values):
            done: list[Assignment] = []
            for job in assignments(name, option, value):
                problem = _target_problem(name, job, data, place)
                twice = next((j for j in done if _overlap(j.rule, job.rule)), None)
                if problem is None and twice is not None:
                    problem = place.at(job.named, f"option {name}: with '{value}', "
                                       f"'{'.'.join(job.rule)}' is set twice — keep one",
                                       "option-sets-twice", value=value)
                if problem is not None:
                    if job.named not in said:
                        found.append(problem)
                    said.add(job.named)
                    continue
                done.append(job)
                mine.setdefault(job.rule, job.named)
        if any(p.severity == "error" for p in found[before:]):
            broken.add(name)
        for rule, named in mine.items():
            other = under.get(rule) or next(
                (exact[rule[:end]] for end in range(1, len(rule)) if rule[:end] in exact), None)
            if other is not None:
                first = locate(place.positions, other[1], place.file)
                found.append(place.at(named, f"options '{other[0]}' (line {first.line}) and "
                                      f"'{name}' both set '{'.'.join(rule).replace('_', '-')}'"
                                      f": with both chosen, '{name}' wins — let one option set "
                                      "it (one value may set several rules with `when` lines)",
                                      "option-same-rule", "warning"))
        for rule, named in mine.items():
            exact.setdefault(rule, (name, named))
            for end in range(1, len(rule) + 1):
                under.setdefault(rule[:end], (name, named))
    return found, broken


def _values_problems(name: str, option: dict[str, object], values: list[str],
                     place: Placed) -> list[Problem]:
    found: list[Problem] = []
    seen: set[str] = set()
    for index, value in enumerate(values):
        if value in seen:
            found.append(place.at(("options", name, "values", index), f"option {name}: the "
                                  f"value '{value}' is listed twice — keep one",
                                  "option-duplicate-value", "warning"))
        seen.add(value)
    default = option.get("default")
    if default is not None and str(default) not in seen:
        found.append(place.at(("options", name, "default"), f"option {name}: the default "
                              f"'{default}' is not one of its values"
                              + allowed_values(str(default), values), "option-default",
                              suggestion=closest(str(default), values)))
    when = option.get("when")
    for value in when if isinstance(when, dict) else {}:
        if str(value) not in seen:
            found.append(place.at(("options", name, "when", value), f"option {name}: '{value}' "
                                  "is not one of its values, so this line never applies"
                                  + allowed_values(str(value), values), "option-when-value",
                                  "warning", closest(str(value), values)))
    return found


def _overlap(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    return a[: len(b)] == b[: len(a)]


def _target_problem(name: str, job: Assignment, data: Mapping[str, object],
                    place: Placed) -> Problem | None:
    """An assignment to something that is no rule of play, or no rule of this variant."""
    top = job.rule[0]
    shown = ".".join(job.rule).replace("_", "-")
    if top in NOT_RULES:
        return place.at(job.named, f"option {name}: '{shown}' is not a rule of play — an option "
                        f"sets rules such as {RULE_EXAMPLES}; the variant's "
                        f"{top.replace('_', '-')} is the file's own", "option-not-a-rule")
    if top not in RULES:
        return place.at(job.named, f"option {name}: there is no rule '{shown}' — write a rule "
                        f"such as {RULE_EXAMPLES}" + did_you_mean(top, RULES),
                        "option-sets", suggestion=closest(top, RULES))
    node: object = data
    for step in job.rule[:-1]:
        node = node.get(step) if isinstance(node, dict) else None
    if not isinstance(node, dict):
        return place.at(job.named, f"option '{name}' sets '{shown}', which is not a rule of this "
                        f"variant — write a rule such as {RULE_EXAMPLES}", "option-sets")
    return None


def check_chosen(declared: Mapping[str, object], chosen: Mapping[str, str], variant: str) -> None:
    """Raise OptionError for a choice the variant does not offer (an unknown option, a value
    it does not allow), naming the variant."""
    for name, value in chosen.items():
        option = declared.get(name)
        if not isinstance(option, dict):
            detail = did_you_mean(name, declared) if declared else " (it declares none)"
            raise OptionError(f"the variant '{variant}' has no option '{name}'{detail}",
                              variant=variant, option=name, detail=detail, choices=tuple(sorted(declared)),
                              suggestion=closest(name, sorted(declared)) or None)
        values = [str(v) for v in option.get("values") or []]
        if value not in values:
            detail = allowed_values(str(value), values)
            close = difflib.get_close_matches(str(value), sorted(values), n=1, cutoff=0.6)
            raise OptionError(f"option '{name}' cannot be '{value}' in '{variant}'{detail}",
                              variant=variant, option=name, value=value, detail=detail,
                              choices=tuple(sorted(values)), suggestion=close[0] if close else None)


def apply_options(data: dict[str, object], chosen: Mapping[str, str],
                  broken: set[str]) -> tuple[dict[str, object], list[tuple[str, str, Assignment]]]:
    """The rules with each declared option (but those in `broken`) set to the chosen value or
    its default, and what was set: (option, value, assignment) in the order applied."""
    declared = data.get("options") or {}
    out = dict(data)
    done: list[tuple[str, str, Assignment]] = []
    if not isinstance(declared, dict):
        return out, done
    for name, option in declared.items():
        if not isinstance(option, dict) or name in broken:
            continue
        value = str(chosen.get(name, option.get("default")))
        at = value_place(option, name, value) if name in chosen else None
        for job in assignments(name, option, value, at):
            if put_rule(out, job.rule, typed_value(job.rule, job.value)):
                done.append((name, value, job))
    return out, done
