"""A match's action log written out: the hands of its record, as the record format has them.

The log (:attr:`MatchState.log <sueca_rules.engine.state.MatchState.log>`) holds every action
applied: the first dealer, each deal, and between deals the cards, accusations,
declarations and redeal requests. A record (``sueca-rules/record@2``) is that log, a hand per
deal: ``{"dealer", "procedure", "deck", "cut", "actions", "pick"?}`` with the actions as
``["play", "AS"]``, ``["accuse", 1]`` (``["accuse", 1, 2]``: seat 2 named), ``["declare", 0,
"talking"]``, ``["redeal", 2]``, and at a table that bids for the trump ``["bid", 1, 65]``,
``["pass", 2]``, ``["call", 1, "H", "7H"]`` (the declarer, the trump, the card called or null).
Reading and replaying records is :mod:`sueca_rules.records`' business.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..compiled.rules import Rules
from .actions import Accuse, Action, AskRedeal, Declare, FirstDealer
from .bidding import Bid, Call, Pass
from .deal import Deal
from .hand import HandResult

RECORD_FORMAT = "sueca-rules/record@2"
RECORD_FORMATS = ("sueca-rules/record@1", RECORD_FORMAT)  # every format replay reads
MAX_RECORD_HANDS = 10_000  # the most hands a record holds (a match to 1000 needs under 2,000)


@dataclass
class HandEntry:
    """One hand as recorded: how it was dealt and every action, in order (and, from the
    match, its result and the penalties counted while it was played)."""

    dealer: int
    procedure: str
    deck: list[str]
    cut: list[str]
    actions: list[list[object]] = field(default_factory=list)
    result: HandResult | None = None
    pick: int | None = None  # the dealer's card turned for trump, where it is drawn at random
    penalties: list[tuple[str, int, tuple[int, ...]]] = field(default_factory=list)
    # play-on penalties applied during the hand: (cause, offenders, game points)


def first_dealer_of(log: Sequence[Action]) -> int | None:
    """The first dealer the log begins with (None: a match taken up part way)."""
    first = log[0] if log else None
    return first.seat if isinstance(first, FirstDealer) else None


def hands_of(rules: Rules, log: Sequence[Action]) -> list[dict[str, object]]:
    """The record's hands: one per deal in the log, with the actions after it."""
    names = rules.deck.card_names
    hands: list[dict[str, object]] = []
    actions: list[list[object]] = []
    for action in log:
        kind = action.__class__
        if kind is int:
            actions.append(["play", names[action]])  # type: ignore[index]
        elif kind is Deal:
            deal: Deal = action  # type: ignore[assignment]
            actions = []
            hand: dict[str, object] = {"dealer": deal.dealer, "procedure": deal.procedure,
                                       "deck": rules.names(deal.deck), "cut": list(deal.cut),
                                       "actions": actions}
            if deal.pick is not None:
                hand["pick"] = deal.pick
            hands.append(hand)
        elif kind is Accuse:
            accuse: Accuse = action  # type: ignore[assignment]
            actions.append(["accuse", accuse.team] if accuse.seat is None
                           else ["accuse", accuse.team, accuse.seat])
        elif kind is Declare:
            actions.append(["declare", action.team, action.infraction])  # type: ignore[union-attr]
        elif kind is AskRedeal:
            actions.append(["redeal", action.seat])  # type: ignore[union-attr]
        elif kind is Bid:
            actions.append(["bid", action.seat, action.points])  # type: ignore[union-attr]
        elif kind is Pass:
            actions.append(["pass", action.seat])  # type: ignore[union-attr]
        elif kind is Call:
            call: Call = action  # type: ignore[assignment]
            actions.append(["call", call.seat, "SHDC"[call.trump],
                            None if call.card is None else names[call.card]])
    return hands


def entries_of(rules: Rules, log: Sequence[Action],
               outcomes: Sequence[tuple[HandResult | None, list[tuple[str, int, tuple[int, ...]]]]]
               ) -> list[HandEntry]:
    """The log's hands as :class:`HandEntry` objects, each with its outcome (result, penalties)."""
    entries = []
    for hand, (result, penalties) in zip(hands_of(rules, log), outcomes, strict=True):
        pick = hand.get("pick")
        entries.append(HandEntry(hand["dealer"], hand["procedure"], hand["deck"],  # type: ignore[arg-type]
                                 hand["cut"], hand["actions"], result,  # type: ignore[arg-type]
                                 pick if isinstance(pick, int) else None, list(penalties)))
    return entries
