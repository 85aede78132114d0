"""The bidding area in words: who bids first, the bids, passing, what the declarer names and
calls, who leads, and the contract's outcomes (said by their effects, the roles being the
declarer's side and the defending side)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...compiled.outcome import GamePoints, Outcome, Role
from ...words.speaker import Speaker
from ..illegal.words import as_outcome, effect_clause
from ..phrases import card_points, games, lower_first


def first(value: Any, s: Speaker) -> str:
    """Who bids first, as the file names the seat."""
    v, dealer = s.voice, s.word("dealer")
    return {"next": lambda: v.gettext("the player after the {dealer} in the order of play", dealer=dealer),
            "left": lambda: v.gettext("the player on the {dealer}'s left", dealer=dealer),
            "right": lambda: v.gettext("the player on the {dealer}'s right", dealer=dealer),
            "dealer": lambda: v.gettext("the {dealer}", dealer=dealer)}.get(str(value), lambda: str(value))()


def bids(value: Any, s: Speaker) -> str:
    """The bids: a mapping of `lowest`, `highest` and `step` (the matrix, `diff`), or the lowest
    bid alone (the hover of its field)."""
    v = s.voice
    if not isinstance(value, dict):
        return v.gettext("from {points}", points=card_points(value, s)) if value is not None else "—"
    low, high, step = value.get("lowest"), value.get("highest"), value.get("step") or 1
    said = (v.gettext("from {lowest} to {points}", lowest=low, points=card_points(high, s))
            if high is not None else v.gettext("from {points}", points=card_points(low, s)))
    if step > 1:
        said = v.gettext("{bids}, in steps of {step}", bids=said, step=step)
    return said


def highest(value: Any, s: Speaker) -> str:
    if value is None:
        return s.voice.gettext("every card point of the pack")
    return card_points(value, s)


def step(value: Any, s: Speaker) -> str:
    return card_points(value, s)


def passing(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "final":
        return v.gettext("is out of the auction")
    if value == "may-return":
        return v.gettext("may bid again when the turn comes back")
    return str(value)


def all_pass(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "redeal":
        return v.gettext("the same {dealer} deals again", dealer=s.word("dealer"))
    if value == "next-dealer":
        return v.gettext("the next {dealer} deals", dealer=s.word("dealer"))
    return str(value)


def partner(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "called-card":
        return v.gettext("the holder of a card the declarer calls, secret until it is played")
    if value == "sides":
        return v.gettext("the declarer's partner as the table sits")
    return str(value)


def leads(value: Any, s: Speaker) -> str:
    v = s.voice
    if value == "declarer":
        return v.gettext("the declarer")
    if value == "deal":
        return v.gettext("as the deal says")
    return str(value)


def auction(value: Any, s: Speaker) -> str:
    """The whole `bidding` block in one line."""
    if not value:
        return s.voice.pgettext("auction", "none")  # o leilão: nenhum
    if value is True:  # the matrix, `diff`: the bids are their own row
        return s.voice.pgettext("auction", "yes")  # o leilão: há
    return bids(value, s)


@dataclass(frozen=True)
class EachPlayer:
    """A contract's outcome at a table where each player keeps their own score (the declarer's
    side is the declarer and the partner the card called): said per player."""

    outcome: Outcome
    pair: bool = False  # the side is the declarer and the partner the called card names: said so
    named: bool = True  # the sentence has not named them yet ("each of them" where it has)
    instead: bool = False  # said as what replaces another outcome: the defenders' nothing is said there


def contract_outcome(value: Any, s: Speaker) -> str:
    """What a contract's outcome does, effect by effect ("the declarer's side scores 1 game and
    the defending side scores 1 game"; per player where each keeps their own score: "each
    player on the declarer's side scores 1 game"); None (`all-tricks none`): as a bid made."""
    v = s.voice
    if value is None:
        return v.gettext("as for a bid made")
    if isinstance(value, EachPlayer):
        if not value.outcome.effects:
            return v.gettext("nothing is scored")
        clauses = [_each_clause(effect, s, value.pair, value.named) for effect in value.outcome.effects]
        if not value.instead and not any(isinstance(e, GamePoints) and e.to == Role.DEFENDERS
                                         for e in value.outcome.effects):  # said, not left to infer (en R8 R-10),
            # a clause of its own: "each of them scores 1 game point; the defenders score nothing" (fr FR10-03)
            return v.clauses([v.listing(clauses), v.gettext("the defenders score nothing")])
        return v.listing(clauses)
    outcome = value if isinstance(value, Outcome) else as_outcome(value) if isinstance(value, dict) \
        and value.get("effects") else _award(value)
    if outcome is None or not outcome.effects:
        return v.gettext("nothing is scored")
    return v.listing([effect_clause(effect, s) for effect in outcome.effects])


def _each_clause(effect: Any, s: Speaker, pair: bool = False, named: bool = True) -> str:
    """One effect on the declarer's side or the defenders, per player ("each defender scores
    1 game point"); any other effect as :func:`effect_clause` says it."""
    v = s.voice
    if not isinstance(effect, GamePoints) or effect.to not in (Role.DECLARERS, Role.DEFENDERS):
        return effect_clause(effect, s)
    count, ours = games(abs(effect.amount), s), effect.to == Role.DECLARERS
    if ours and pair and not named and effect.amount >= 0:  # the sentence has named them: "each of them"
        return v.gettext("each of them scores {games}", games=count)
    if ours and pair:  # "the declarer and the partner each score 1 game point"
        return (v.gettext("the declarer and the partner each score {games}", games=count) if effect.amount >= 0
                else v.gettext("the declarer and the partner each lose {games} (even if a score goes below 0)",
                               games=count) if effect.floor is None else
                v.gettext("the declarer and the partner each lose {games} (never going below {floor})",
                          games=count, floor=effect.floor))
    if effect.amount >= 0:
        return (v.gettext("each player on the declarer's side scores {games}", games=count) if ours else
                v.gettext("each defender scores {games}", games=count))
    if effect.floor is None:
        return (v.gettext("each player on the declarer's side loses {games} (a score may go below 0)",
                          games=count) if ours else
                v.gettext("each defender loses {games} (a score may go below 0)", games=count))
    return (v.gettext("each player on the declarer's side loses {games} (never going below {floor})",
                      games=count, floor=effect.floor) if ours else
            v.gettext("each defender loses {games} (never going below {floor})", games=count, floor=effect.floor))


def _award(value: Any) -> Outcome | None:
    """An outcome written as an award (`hand 1`), compiled as an infraction's would be."""
    if not isinstance(value, dict):
        return None
    from ..illegal.compile import outcome_of
    from ..illegal.models import Penalty

    return outcome_of(Penalty.model_validate(value))


def contract(value: Any, s: Speaker) -> str:
    """The whole `contract` block in one line."""
    if not value:
        return s.voice.pgettext("contract", "none")  # o contrato: nenhum
    v = s.voice
    if isinstance(value, tuple):  # the matrix, `diff`: (made, every trick, failed) as compiled
        made, _, failed = value
    else:  # every trick taken has a row of its own
        made, failed = value.get("made"), value.get("failed")
    return v.clauses([v.gettext("{rule}: {value}", rule=lower_first(v.pgettext("rule", "Contract made")),
                                value=contract_outcome(made, s)),
                      v.gettext("{rule}: {value}", rule=lower_first(v.pgettext("rule", "Contract failed")),
                                value=contract_outcome(failed, s))])
