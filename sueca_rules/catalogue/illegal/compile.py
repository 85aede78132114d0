"""The illegal area compiled: every penalty as an :class:`~sueca_rules.compiled.outcome.Outcome`
(:class:`IllegalRules`)."""

from __future__ import annotations

from ...compiled.frozen import FrozenMap
from ...compiled.groups import IllegalRules
from ...compiled.outcome import NOTHING, Effect, EndMatch, GamePoints, Outcome, Redeal, Role
from ..variant import VariantSpec
from .models import INFRACTIONS, Penalty
from .models import Effect as EffectSpec


def effect_of(effect: EffectSpec) -> Effect | None:
    """One written effect as its compiled value (None: `nothing`)."""
    if effect.games is not None and effect.to is not None:
        return GamePoints(Role(effect.to), effect.games, effect.floor)
    if effect.redeal is not None:
        return Redeal(same_dealer=effect.redeal == "same-dealer")
    if effect.wins_match is not None:
        return EndMatch(Role(effect.wins_match))
    return None


def outcome_of(penalty: Penalty) -> Outcome:
    """A penalty as effects: the other team's game points (`games N`, the older `hand N`), its
    game points and the match (`bandeira N`), the match (`match`), or the offenders' loss,
    never below 0 (`lose N`) — or the effects as written; the hand ending there or play going
    on."""
    if penalty.effects is not None:
        effects = tuple(e for e in map(effect_of, penalty.effects) if e is not None)
        return Outcome(effects, ends_hand=penalty.then == "ends-hand")
    others = Role.OTHERS
    effects = {
        "match": (EndMatch(others),),
        "bandeira": (GamePoints(others, penalty.games), EndMatch(others)),
        "lose": (GamePoints(Role.OFFENDERS, -penalty.games, floor=0),),
    }.get(penalty.award or "games", (GamePoints(others, penalty.games),))
    return Outcome(effects, ends_hand=penalty.then == "ends-hand")


def compile_illegal(spec: VariantSpec) -> IllegalRules:
    ill = spec.illegal
    return IllegalRules(
        refuse=ill.handling == "refuse", accuse_after_hand=ill.accuse == "until-next-deal",
        revoke=None if ill.revoke is None else outcome_of(ill.revoke),
        false_accusation=None if ill.false_accusation is None else outcome_of(ill.false_accusation),
        infractions=FrozenMap({**{str(name): outcome_of(p) for name, p in _in_order(spec)},
                               **{str(name): NOTHING for name in spec.allowed}}),
        allowed=frozenset(str(name) for name in spec.allowed),
        forbidden=frozenset(str(name) for name in spec.forbidden),
        names_player=ill.accused == "player")


def _in_order(spec: VariantSpec) -> list[tuple[str, Penalty]]:
    """The declared infractions, the catalogue's four in its order (talking, misdeal, looking back,
    out of turn) and then the file's own as written: a fault a file redeclares keeps its place
    whatever its parent declared first (mesa-calada over Portugal's misdeal)."""
    said = [(str(name), p) for name, p in spec.infractions.items()]
    rank = {name: i for i, name in enumerate(INFRACTIONS)}
    return sorted(said, key=lambda pair: rank.get(pair[0].replace("-", "_"), len(rank)))
