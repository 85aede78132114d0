"""A bot at a table that bids for the trump, asked through the Bot protocol's optional
`bid(view)` and `call(view)` (:class:`~.bots.Bot`): a bot without `bid` passes, one
without `call` names :func:`default_call`.
"""

from __future__ import annotations

from ..compiled.rules import Rules
from .seen import View, calls_of


def bot_bid(bot: object, view: View) -> int | None:
    """The card points `bot` bids from `view` (its `bid(view)`), or None: a pass (also for
    a bot without `bid`)."""
    bid = getattr(bot, "bid", None)
    return None if bid is None else bid(view)


def bot_call(bot: object, rules: Rules, view: View) -> tuple[int, int | None]:
    """The trump suit and the called card `bot` names as the auction's winner (its
    `call(view)`), or for a bot without `call`: :func:`default_call`."""
    call = getattr(bot, "call", None)
    if call is None:
        return default_call(rules, view)
    trump, card = call(view)
    return trump, card


def default_call(rules: Rules, view: View) -> tuple[int, int | None]:
    """The suit the seat holds most of (the first of equals, in the order ♠ ♥ ♦ ♣) and, where
    the partner is called, the first card of that suit it may call (the strongest it does
    not hold), else the first card it may call."""
    per = rules.deck.per_suit
    held = [0, 0, 0, 0]
    for card in view.hand:
        held[card // per] += 1
    trump = held.index(max(held))
    calls = calls_of(rules, view)
    return next((call for call in calls if call[0] == trump and (call[1] is None or call[1] // per == trump)),
                next(call for call in calls if call[0] == trump))
