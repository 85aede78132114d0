"""The rulebook's section on table options: the choices the table makes before playing."""

from __future__ import annotations

from ..catalogue.meta.words import _option_label, _said_value, value_sets
from ..compiled.rules import Rules
from ..spec import VariantSpec
from ..words.speaker import Speaker


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
