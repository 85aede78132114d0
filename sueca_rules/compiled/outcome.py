"""What a penalty (and, in time, any named outcome) does: a tuple of effects and whether the
hand ends there.

An :class:`Outcome` names teams by their part in what happened (a :class:`Role`), never by
seat: the engine binds the roles to teams when the outcome applies (the offenders of a revoke
are the team that revoked, of a false accusation the accusers) and adds the effects up in one
function (:func:`sueca_rules.engine.penalties.award_of`). A new kind of outcome is a new
effect value (or a new role), not a new path through the engine.

Today's spellings compile into it (see the illegal area of the catalogue):

=====================  ==========================================================
``hand N`` / ``games N``  ``GamePoints(OTHERS, N)``, the hand ending (``play-on``: not)
``bandeira N``            ``GamePoints(OTHERS, N), EndMatch(OTHERS)``
``match``                 ``EndMatch(OTHERS)``
``lose N``                ``GamePoints(OFFENDERS, -N, floor=0)``
a void tie                ``Redeal(same_dealer=True)`` (the scoring area)
``ROLE scores N and ...``  the effects as written (``ROLE loses N [no-floor]``,
                          ``redeal same-dealer|next-dealer``, ``ROLE wins-match``, ``nothing``)
=====================  ==========================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Role(Enum):
    """A team named by its part in what happened; bound to a team when the outcome applies
    (:func:`sueca_rules.engine.penalties.roles_of`). A new part (the winners of a hand, "us")
    is a new value here and a new binding there, not a new path through the engine."""

    OFFENDERS = "offenders"  # the team at fault: who revoked, who accused falsely, who was declared
    OTHERS = "others"  # the other team
    ACCUSERS = "accusers"  # the team that accused (of a revoke)
    ACCUSED = "accused"  # the team accused
    WINNERS = "winners"  # the team ahead on the hand's card points when it applies (none on a tie)
    LOSERS = "losers"  # the team behind on them
    US = "us"  # team 0 (seats 0 and 2), as a scorekeeping sheet's "Nós" column
    THEM = "them"  # team 1 (seats 1 and 3), the sheet's "Eles"
    DECLARERS = "declarers"  # a contract's: the declarer and its partner (each of their sides)
    DEFENDERS = "defenders"  # a contract's: everyone else


@dataclass(frozen=True, slots=True)
class GamePoints:
    """Game points to the team `to` (negative: points taken away), its score then kept at
    `floor` or above (None: no floor)."""

    to: Role
    amount: int
    floor: int | None = 0


@dataclass(frozen=True, slots=True)
class EndMatch:
    """The match ends at once, won by the team `won_by`."""

    won_by: Role


@dataclass(frozen=True, slots=True)
class Redeal:
    """The hand is void and dealt again: by the same dealer, or by the next one."""

    same_dealer: bool = True


Effect = GamePoints | EndMatch | Redeal


@dataclass(frozen=True, slots=True)
class Outcome:
    """Effects applied together, and whether the hand ends there (its cards then score
    nothing) or play goes on. An empty tuple of effects is "nothing happens"."""

    effects: tuple[Effect, ...]
    ends_hand: bool = True

    @property
    def ends_match(self) -> bool:
        """Whether one of the effects ends the match."""
        return any(isinstance(effect, EndMatch) for effect in self.effects)


NOTHING = Outcome((), ends_hand=False)


def unpunished_redeal(name: str, outcome: Outcome | None) -> Redeal | None:
    """The new deal a misdeal's outcome is when it is nothing else — no game points, no match
    won: nobody is punished, the cards are dealt again (Portugal's book, EN19-02); None for any
    other fault or outcome (a penalty)."""
    if name.replace("-", "_") != "misdeal" or outcome is None or len(outcome.effects) != 1:
        return None
    effect = outcome.effects[0]
    return effect if isinstance(effect, Redeal) else None
