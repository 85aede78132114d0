"""The competition area compiled (:class:`~sueca_rules.compiled.competition.CompetitionRules`)."""

from __future__ import annotations

from ...compiled.competition import NO_LOCK, Bye, CompetitionRules, Format, Loser, Pairing
from ...compiled.match import TieBreak
from ..variant import VariantSpec
from .models import PAIRINGS

_UNTIL = {"any-time": NO_LOCK, "before-first-draw": 1, "never": 0}


def compile_competition(spec: VariantSpec) -> CompetitionRules | None:
    comp = spec.competition
    if comp is None:
        return None
    forfeit = comp.forfeit
    subs = comp.substitutes
    return CompetitionRules(
        Format(comp.format), Pairing(comp.pairing or PAIRINGS[comp.format][0]), comp.rounds,
        Bye(comp.bye), None if forfeit is None else forfeit.after,
        (0, 0) if forfeit is None else forfeit.score,
        subs if isinstance(subs, int) else _UNTIL[subs], comp.standings,
        tuple(TieBreak(t) for t in comp.tie_breaks), Loser(comp.loser))
