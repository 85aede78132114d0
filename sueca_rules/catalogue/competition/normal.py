"""The competition area's normal form for `diff` and the matrix, from the compiled rules."""

from __future__ import annotations

from typing import Any

from ...compiled.competition import NO_LOCK
from ...compiled.rules import Rules
from ..variant import VariantSpec


def competition(rules: Rules, spec: VariantSpec) -> Any:
    comp = rules.competition
    if comp is None:
        return None
    until = comp.substitutes_until
    return {"format": comp.format.value, "pairing": comp.pairing.value, "rounds": comp.rounds,
            "bye": comp.bye.value,
            "forfeit": None if comp.forfeit_after is None else
            {"after": comp.forfeit_after, "score": list(comp.forfeit_score)},
            "substitutes": "any-time" if until == NO_LOCK else "never" if until == 0 else
            "before-first-draw" if until == 1 else until,
            "standings": list(comp.standings), "tie_breaks": [t.value for t in comp.tie_breaks],
            "loser": comp.loser.value}
