"""The match area's normal forms for `diff` and the matrix, from the compiled rules."""

from __future__ import annotations

from typing import Any

from ...compiled.outcome import GamePoints, Role
from ...compiled.rules import Rules
from ..entry import NA, Said
from ..variant import VariantSpec


def target(rules: Rules, spec: VariantSpec) -> Any:
    match = rules.match
    return NA if match.hands is not None or match.endless else match.target


def hands(rules: Rules, spec: VariantSpec) -> Any:
    return rules.match.hands


def endless(rules: Rules, spec: VariantSpec) -> Any:
    return rules.match.endless


def scoresheet(rules: Rules, spec: VariantSpec) -> Any:
    return "cross" if rules.match.scoresheet_cross else "none"


def series(rules: Rules, spec: VariantSpec) -> Any:
    match = rules.match
    if match.series_matches is not None:
        return {"matches": match.series_matches, "standings": match.standings,
                "tie_breaks": [t.value for t in match.tie_breaks]}
    return None if match.series_target is None else {"target": match.series_target}


def results(rules: Rules, spec: VariantSpec) -> Any:
    return {r.name: {"loser": r.loser, "winner": r.winner, "trailed": r.trailed, "one_hand": r.one_hand}
            for r in rules.match.named_results}


def both_reach(rules: Rules, spec: VariantSpec) -> Any:
    """Both teams at the target after one hand: a draw, or the higher score (NA without a
    target); `never` where only one team can score in a hand (no tie scores both, no penalty
    scores while the hand plays on), so the rule never applies (brazil: issue 23's readers): one
    value whether only one team or only one player scores, as the table's shape has it."""
    match = rules.match
    if match.hands is not None or match.endless:
        return NA
    if not _both_can_score(rules):
        # one rule at two and at four: it never applies (said per team or per player)
        return Said("never", "never" if rules.table.players > rules.table.sides else "never-player")
    return "draw" if match.both_reach_drawn else "higher"


def _both_can_score(rules: Rules) -> bool:
    """Whether one hand can bring more than one side to the target: a contract (the declarer's
    side and its called partner's), a tie that scores each side, or one penalty that gives game
    points to several sides at once (each other player at a table of players alone, or the two
    teams). A penalty that scores one side only cannot: its points count at once, and a side
    it brings to the target wins there (mesa-calada: the fourth readers saw "the higher score
    wins" in its differences, a case its own book makes impossible)."""
    if rules.bidding is not None:  # a contract scores the declarer's side and its called partner's
        return True
    ill = rules.illegal
    outcomes = [o for o in (ill.revoke, ill.false_accusation, *ill.infractions.values()) if o is not None]
    return rules.scoring.tie_each > 0 or any(_scores_several(o, rules.table.sides) for o in outcomes)


def _scores_several(outcome: Any, sides: int) -> bool:
    """Whether one penalty gives game points to more than one side."""
    roles = {e.to for e in outcome.effects if isinstance(e, GamePoints) and e.amount > 0}
    several = {Role.OTHERS, Role.DEFENDERS}  # every side but the one at fault (or the declarer's)
    return len(roles) > 1 or (sides > 2 and bool(roles & several))
