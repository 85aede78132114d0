"""A table's own faults compared one by one (`diff`, a book's differences): each on a line named
by the fault, its penalty beside the other side's, which without that fault punishes it by its
other rules (Portugal's misdeal covers mesa-calada's dealing out of order: the twenty-first
readers, EN21-01, FR21-01, BR21-01, read "Infractions the table declares … — in Portugal:
none" as no rule at all)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..catalogue.illegal.names import infraction_name
from ..catalogue.illegal.words import declared
from ..words.speaker import Speaker


def fault_rows(va: Mapping[str, Any], vb: Mapping[str, Any], sa: Speaker,
               sb: Speaker) -> list[tuple[str, str, str, str]]:
    """(path, label, a's penalty, b's penalty) for each own fault whose penalty differs:
    `va`, `vb` the two sides' own faults (name -> outcome, the rule `infractions` normal form),
    `sa`, `sb` their speakers (a fault is named in the words of the side that has it)."""
    rows = []
    for name in dict.fromkeys([*va, *vb]):
        if va.get(name) == vb.get(name):
            continue
        named = infraction_name(name, sb if name in vb else sa)
        rows.append((f"infractions.{name}", named, _penalty(va, name, sa), _penalty(vb, name, sb)))
    return rows


def _penalty(faults: Mapping[str, Any], name: str, s: Speaker) -> str:
    if name in faults:
        return declared(faults[name], s, name)
    return s.voice.gettext("no penalty of its own (its other rules apply)")
