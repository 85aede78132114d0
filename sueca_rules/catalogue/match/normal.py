"""The match area's normal forms for `diff` and the matrix, from the compiled rules."""

from __future__ import annotations

from typing import Any

from ...compiled.rules import Rules
from ..variant import VariantSpec


def target(rules: Rules, spec: VariantSpec) -> Any:
    return rules.match.target


def series(rules: Rules, spec: VariantSpec) -> Any:
    return None if rules.match.series_target is None else {"target": rules.match.series_target}


def results(rules: Rules, spec: VariantSpec) -> Any:
    return {r.name: {"loser": r.loser, "winner": r.winner, "trailed": r.trailed, "one_hand": r.one_hand}
            for r in rules.match.named_results}
