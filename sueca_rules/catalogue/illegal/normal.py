"""The illegal area's normal forms for `diff` and the matrix, from the compiled rules: a
penalty is its outcome (the games of a penalty that wins the match are not a difference), and
where illegal cards are refused nothing about accusations applies."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...compiled.rules import Rules
from ..entry import NA
from ..table.shape_normal import partnered
from ..variant import VariantSpec
from .models import INFRACTIONS


def handling(rules: Rules, spec: VariantSpec) -> Any:
    return "refuse" if rules.illegal.refuse else "accusation"


def accuse(rules: Rules, spec: VariantSpec) -> Any:
    illegal = rules.illegal
    return NA if illegal.refuse else "until-next-deal" if illegal.accuse_after_hand else "during-play"


def accused(rules: Rules, spec: VariantSpec) -> Any:
    illegal = rules.illegal
    return NA if illegal.refuse else "player" if illegal.names_player else "team"


def revoke(rules: Rules, spec: VariantSpec) -> Any:
    """A proven revoke's penalty (what other tables agree on instead is a table option, said
    with the options: Portugal's `revoke`)."""
    return NA if rules.illegal.refuse else rules.illegal.revoke


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
    return {name: outcome for name, outcome in rules.illegal.infractions.items()
            if name not in INFRACTIONS and name not in rules.illegal.allowed}


def allowed(rules: Rules, spec: VariantSpec) -> Any:
    """The acts the table allows, by name."""
    return sorted(rules.illegal.allowed)


def forbidden(rules: Rules, spec: VariantSpec) -> Any:
    """The acts the table forbids without naming a penalty, by name."""
    return sorted(rules.illegal.forbidden)
