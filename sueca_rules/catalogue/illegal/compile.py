"""The illegal area compiled: every penalty as an :class:`~sueca_rules.compiled.outcome.Outcome`
(:class:`IllegalRules`)."""

from __future__ import annotations

from ...compiled.frozen import FrozenMap
from ...compiled.groups import IllegalRules
from ...compiled.outcome import EndMatch, GamePoints, Outcome, Role
from ..variant import VariantSpec
from .models import Penalty


def outcome_of(penalty: Penalty) -> Outcome:
    """A penalty as effects: the other team's game points (`games N`, the older `hand N`), its
    game points and the match (`bandeira N`), the match (`match`), or the offenders' loss,
    never below 0 (`lose N`); the hand ending there or play going on."""
    others = Role.OTHERS
    effects = {
        "match": (EndMatch(others),),
        "bandeira": (GamePoints(others, penalty.games), EndMatch(others)),
        "lose": (GamePoints(Role.OFFENDERS, -penalty.games, floor=0),),
    }.get(penalty.award, (GamePoints(others, penalty.games),))
    return Outcome(effects, ends_hand=penalty.then == "ends-hand")


def compile_illegal(spec: VariantSpec) -> IllegalRules:
    ill = spec.illegal
    return IllegalRules(
        refuse=ill.handling == "refuse", accuse_after_hand=ill.accuse == "until-next-deal",
        revoke=None if ill.revoke is None else outcome_of(ill.revoke),
        false_accusation=None if ill.false_accusation is None else outcome_of(ill.false_accusation),
        infractions=FrozenMap({str(name): outcome_of(p) for name, p in spec.infractions.items()}))
