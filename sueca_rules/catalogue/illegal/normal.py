"""The illegal area's normal forms for `diff` and the matrix, from the compiled rules: a
penalty is its outcome (the games of a penalty that wins the match are not a difference), and
where illegal cards are refused nothing about accusations applies."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...compiled.outcome import EndMatch, GamePoints, Outcome, Role
from ...compiled.rules import Rules
from ..entry import NA, Said
from ..table.shape_normal import partnered
from ..variant import VariantSpec
from .words import Elsewhere


def handling(rules: Rules, spec: VariantSpec) -> Any:
    return "refuse" if rules.illegal.refuse else "accusation"


def accuse(rules: Rules, spec: VariantSpec) -> Any:
    illegal = rules.illegal
    return NA if illegal.refuse else "until-next-deal" if illegal.accuse_after_hand else "during-play"


def accused(rules: Rules, spec: VariantSpec) -> Any:
    illegal = rules.illegal
    return NA if illegal.refuse else "player" if illegal.names_player else "team"


def revoke(rules: Rules, spec: VariantSpec) -> Any:
    """A proven revoke's penalty, with what the sources say other tables agree on (as its book
    says it: Portugal's "2 game points at some tables"), so no cell leaves it out."""
    outcome = rules.illegal.revoke
    if rules.illegal.refuse:
        return NA
    more = harder_elsewhere(outcome, rules) if outcome is not None and spec.sources \
        and "illegal.revoke" not in spec.decided else 0  # the variant sets it: its sources give none
    return Said((outcome, more), Elsewhere(outcome, more)) if more else outcome


def harder_elsewhere(outcome: Outcome, rules: Rules) -> int:
    """What a proven revoke scores at the tables that punish it as a hand won by its card points
    is worth at most (Portugal's 2 games against its 1), or 0 where it already scores that much,
    or wins the match, or the accusers score nothing by it."""
    if any(isinstance(e, EndMatch) for e in outcome.effects):
        return 0
    given = sum(e.amount for e in outcome.effects if isinstance(e, GamePoints) and e.to is Role.OTHERS)
    best = max(rules.scoring.games_for_points, default=0)
    return best if 0 < given < best else 0


def false_accusation(rules: Rules, spec: VariantSpec) -> Any:
    return NA if rules.illegal.refuse else rules.illegal.false_accusation


def infraction(name: str) -> Callable[[Rules, VariantSpec], Any]:
    """A declared infraction's outcome (None: the table does not punish it, or allows it)."""
    def outcome(rules: Rules, spec: VariantSpec) -> Any:
        if name == "talking" and not partnered(rules):
            return NA  # nobody has a partner to talk to
        return None if name in rules.illegal.allowed else rules.illegal.infractions.get(name)
    return outcome


def declared_infractions(rules: Rules, spec: VariantSpec) -> Any:
    """The infractions the file declares under names of its own, with their outcomes."""
    known = ("talking", "misdeal", "looking_back", "out_of_turn")
    return {name: outcome for name, outcome in rules.illegal.infractions.items()
            if name not in known and name not in rules.illegal.allowed}


def allowed(rules: Rules, spec: VariantSpec) -> Any:
    """The acts the table allows, by name."""
    return sorted(rules.illegal.allowed)


def forbidden(rules: Rules, spec: VariantSpec) -> Any:
    """The acts the table forbids without naming a penalty, by name."""
    return sorted(rules.illegal.forbidden)
