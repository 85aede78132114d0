"""The bidding area in words: who bids first, the bids, passing, what the declarer names and
calls, who leads, and the contract's outcomes (said by their effects, the roles being the
declarer's side and the defending side)."""

from __future__ import annotations

from typing import Any

from ...compiled.outcome import Outcome
from ...words.speaker import Speaker
from ..illegal.words import as_outcome, effect_clause
from ..phrases import card_points, lower_first


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
    return bids(value, s)


def contract_outcome(value: Any, s: Speaker) -> str:
    """What a contract's outcome does, effect by effect ("the declarer's side scores 1 game and
    the defending side scores 1 game"); None (`all-tricks none`): as a bid made."""
    v = s.voice
    if value is None:
        return v.gettext("as for a bid made")
    outcome = value if isinstance(value, Outcome) else as_outcome(value) if isinstance(value, dict) \
        and value.get("effects") else _award(value)
    if outcome is None or not outcome.effects:
        return v.gettext("nothing is scored")
    return v.listing([effect_clause(effect, s) for effect in outcome.effects])


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
    return v.clauses([v.gettext("{rule}: {value}", rule=lower_first(v.pgettext("rule", "Bid made")),
                                value=contract_outcome(value.get("made"), s)),
                      v.gettext("{rule}: {value}", rule=lower_first(v.pgettext("rule", "Bid failed")),
                                value=contract_outcome(value.get("failed"), s))])
