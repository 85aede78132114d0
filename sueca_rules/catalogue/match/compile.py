"""The match area compiled: target, series, named results (:class:`MatchRules`)."""

from __future__ import annotations

from ...compiled.groups import MatchRules, NamedResultRule
from ..variant import VariantSpec


def compile_match(spec: VariantSpec) -> MatchRules:
    return MatchRules(spec.match.target, spec.series.target if spec.series else None,
                      tuple(NamedResultRule(n, r.loser, r.winner, r.trailed, r.one_hand)
                            for n, r in spec.results.items()))
