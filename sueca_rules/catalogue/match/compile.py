"""The match area compiled: target, series, named results (:class:`MatchRules`)."""

from __future__ import annotations

from ...compiled.match import NO_TARGET, MatchRules, NamedResultRule, TieBreak
from ..variant import VariantSpec


def compile_match(spec: VariantSpec) -> MatchRules:
    match, series = spec.match, spec.series
    return MatchRules(NO_TARGET if match.target is None else match.target,
                      series.target if series else None,
                      tuple(NamedResultRule(n, r.loser, r.winner, r.trailed, r.one_hand)
                            for n, r in spec.results.items()),
                      hands=match.hands, endless=match.endless,
                      both_reach_drawn=match.both_reach == "draw",
                      scoresheet_cross=match.scoresheet == "cross",
                      series_matches=series.matches if series else None,
                      standings=tuple(series.standings) if series else (3, 1, 0),  # type: ignore[arg-type]
                      tie_breaks=tuple(TieBreak(t) for t in series.tie_breaks) if series and
                      series.matches else ())
