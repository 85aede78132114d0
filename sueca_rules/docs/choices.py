"""Table options in words: the values, the default, and what each value sets.

An option either sets one rule to its own value (`sets direction`: "clockwise" is the rule's
value) or, with `when VALUE rule=value ...`, sets several rules at once (a table's "Brazilian
style"); each rule is said with its own label and wording, as the matrix says it.
"""

from __future__ import annotations

import types
import typing
from typing import Any, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

from ..compiled.rules import Rules
from ..spec import VariantSpec
from ..words.speaker import Speaker


def _annotation(path: str) -> Any:
    """The type of the rule at a dotted path (`deal.standard.packet` -> its Literal), or None."""
    model: type[BaseModel] = VariantSpec
    annotation: Any = None
    parts = path.split(".")
    index = 0
    while index < len(parts):
        field = model.model_fields.get(parts[index])
        if field is None:
            return None
        annotation = field.annotation
        if get_origin(annotation) in (typing.Union, types.UnionType):
            annotation = next(a for a in get_args(annotation) if a is not type(None))
        if get_origin(annotation) is dict:  # a named entry: skip its name
            annotation = get_args(annotation)[1]
            index += 1
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            model = annotation
        index += 1
    return annotation


def typed(path: str, text: str) -> Any:
    """A rule value an option writes as text (`no`, `6`), as the rule's own type (False, 6),
    the way the loader reads it; the text itself when it does not read."""
    annotation = _annotation(path)
    if annotation is None:
        return text
    for candidate in (text, int(text)) if text.isdigit() else (text,):
        try:
            return TypeAdapter(annotation).validate_python(candidate)
        except ValidationError:
            continue
    return text


def rule_path(path: str) -> str:
    """`play.first-lead` (as an option may write it) -> `play.first_lead`."""
    return path.replace("-", "_")


def said_rule(path: str, value: str, s: Speaker) -> str:
    """"label: value" for one rule an option value sets."""
    from .wording import wording_for

    path = rule_path(path)
    rule = wording_for(path)
    if rule is None:
        return s.voice.gettext("{rule}: {value}", rule=path, value=value)
    label = rule.label_for(s)
    return s.voice.gettext("{rule}: {value}", rule=label[:1].lower() + label[1:],
                           value=rule.speak(typed(path, value), s))


def value_sets(option: Any, value: str, s: Speaker) -> list[str] | None:
    """What choosing `value` sets besides the option's own rule, one "label: value" per rule
    ("direction of play: clockwise (to the left)"); [] for a value that keeps the rules as
    written; None when the option has no `when` lines."""
    when = option.get("when") or {}
    if not when:
        return None
    return [said_rule(path, str(rule_value), s) for path, rule_value in (when.get(value) or {}).items()]


def when(value: Any, s: Speaker) -> str:
    """An option's `when` lines, for the matrix and the hover."""
    if not value:
        return s.voice.gettext("none")
    return " / ".join(f"{name} — " + s.voice.clauses([said_rule(path, str(rule_value), s)
                                                      for path, rule_value in rules.items()])
                      for name, rules in value.items())


def _said_value(name: str, option: Any, value: str, s: Speaker) -> str:
    from .wording import wording_for

    path = rule_path(option.get("sets") or name)
    rule = wording_for(path) if option.get("sets") or not option.get("when") else None
    return s.option_value(name, str(value), rule.speak(typed(path, str(value)), s) if rule else None)


def _option_label(name: str, option: Any, s: Speaker) -> str:
    from .wording import wording_for

    rule = wording_for(rule_path(option.get("sets") or name)) \
        if option.get("sets") or not option.get("when") else None
    return s.option_name(name, rule.label_for(s) if rule else None)


def options(value: Any, s: Speaker) -> str:
    """Table options with their values, in the rules' own words where an option sets a rule,
    for a table cell or the hover: one sentence an option, then one a value that sets other
    rules ("Brazilian style — direction of play: clockwise (to the left); ..."), so that no
    colon follows another and no parenthesis holds another."""
    v = s.voice
    if not value:
        return v.gettext("none")
    out = []
    for name, option in value.items():
        said = {x: _said_value(name, option, x, s) for x in option["values"]}
        default = option["default"]
        out.append(v.sentence(v.gettext(
            "{name}: {default}, unless the table chooses {others}.", name=_option_label(name, option, s),
            default=said.get(default, default),
            others=v.listing([said[x] for x in option["values"] if x != default], "or"))))
        out += [f"{v.sentence(said[x])} — {v.clauses(found)}." for x in option["values"]
                if (found := value_sets(option, x, s))]
    return " ".join(out)


def options_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The choices the table makes before playing, and the one this rulebook follows: each
    value said once, and what a value sets as a list of its own, one rule per line."""
    v = s.voice
    lines = ["- " + v.sentence(v.gettext("Before playing, the table chooses:"))]
    for name, model in spec.options.items():
        option = model.model_dump()
        chosen = rules.options.get(name, model.default)
        said = {x: _said_value(name, option, x, s) for x in model.values}
        others = v.listing([said[x] for x in model.values if x != model.default], "or")
        follows = (v.gettext("This rulebook follows the usual choice.") if chosen == model.default
                   else v.gettext("This rulebook follows the choice: {chosen}.", chosen=said[chosen]))
        lines.append("    - " + v.gettext("**{name}**: {default}, unless the table chooses {others}.",
                                           name=v.sentence(_option_label(name, option, s)),
                                           default=said[model.default], others=others) + " " + follows)
        for item in model.values:
            found = value_sets(option, item, s)
            if found is None:
                continue
            term = v.sentence(said[item])
            if not found:
                lines.append("        - " + v.gettext("**{term}**: {text}", term=term, text=v.gettext(
                    "the rules as written in this book") + "."))
                continue
            lines.append("        - " + v.gettext("**{term}**:", term=term))
            lines += ["            - " + v.sentence(rule) + "." for rule in found]
    return lines
