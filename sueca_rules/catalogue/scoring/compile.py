"""The scoring area compiled: card points to game points, the bandeira, ties
(:class:`~sueca_rules.compiled.scoring.ScoringRules`)."""

from __future__ import annotations

from ...compiled.outcome import Outcome, Redeal
from ...compiled.scoring import HandResultRule, ScoringRules
from ..variant import VariantSpec


def compile_scoring(spec: VariantSpec, total: int, tricks: int = 10) -> ScoringRules:
    games = [0] * (total + 1)
    for band in spec.scoring.winners_bands(total):
        for value in range(band.min, min(band.max, total) + 1):
            games[value] = band.games
    band_rule, tie = spec.scoring.bandeira, spec.scoring.tie
    void = tie.outcome == "void"
    bonus_steps = tuple(tie.bonus) if isinstance(tie.bonus, list) else ()
    times_steps = tuple(tie.times) if isinstance(tie.times, list) else ()
    return ScoringRules(
        total_points=total, games_for_points=tuple(games),
        bandeira_by_tricks=None if band_rule is None else band_rule.by == "tricks",
        bandeira_games=band_rule.games if band_rule else 0,
        bandeira_ends_match=band_rule.ends_match if band_rule else False,
        bandeira_recorded=band_rule.recorded if band_rule else None,
        all_points_games=spec.scoring.all_points,
        tie=Outcome((Redeal(same_dealer=True),) if void else ()), tie_void=void,
        tie_bonus=0 if bonus_steps else int(tie.bonus),  # type: ignore[arg-type]
        tie_times=1 if times_steps else int(tie.times),  # type: ignore[arg-type]
        tie_cumulative=tie.cumulative, tie_bonus_steps=bonus_steps, tie_times_steps=times_steps,
        tie_last_trick=tie.outcome == "last-trick", tie_each=tie.each if tie.outcome == "each-scores" else 0,
        hand_results=tuple(HandResultRule(name, r.points, r.loser_points, r.tricks,
                                          r.after_ties, r.last_trick)
                           for name, r in spec.hand_results.items() if r is not None),
        tricks=tricks)
