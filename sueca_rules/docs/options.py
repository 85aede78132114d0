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
from ..spec import VariantSpec
from ..words.speaker import Speaker
from .compare import rule_changes
from .deals import with_value

__all__ = ["value_changes", "with_value"]


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
            whole = _whole(s)  # a line said whole, not "label: value" (EN13-05)
            rows = [] if there is None else rule_changes(spec, there, s, (s, s), "choice")
            # the bandeira's own line says it is all the card points: the whole line only repeated it (BR21-03)
            bandeira = any(path == "scoring.bandeira" for path, *_ in rows)
            per[value] = None if there is None else [
                theirs if theirs == whole else
                s.voice.gettext("{rule}: {value}", rule=label[:1].lower() + label[1:], value=theirs)
                for _, label, _, theirs in rows if not (theirs == whole and bandeira)]
        out[name] = per
    return out


def _whole(s: Speaker) -> str:
    """The one change said as a whole sentence, not after its rule's label: with the bandeira
    taken by the card points, "all the card points without taking every trick" has no value of its
    own ("All the card points without taking every trick: with this choice, that is the
    bandeira" read badly, EN13-05)."""
    return s.voice.gettext("with this choice, taking all the card points is itself the *bandeira*")
