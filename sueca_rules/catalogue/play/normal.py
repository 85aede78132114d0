"""The play area's normal forms for `diff` and the matrix, from the compiled rules: a rule no
other rule lets apply is not a difference (overtaking where nobody must follow)."""

from __future__ import annotations

from typing import Any

from ...compiled.rules import Rules
from ..entry import NA, Said
from ..table.normal import seat_word
from ..table.shape_normal import partnered
from ..table.words import seat
from ..variant import VariantSpec


def first_lead(rules: Rules, spec: VariantSpec) -> Any:
    """Who leads first, as the seat it is in every deal (the player who shuffled is the
    dealer's right when every deal has the right shuffle), else the seat of each deal; said as
    the variant writes it (`next` as the side it is)."""
    if rules.bidding is not None and rules.bidding.declarer_leads:
        return Said("declarer", "declarer")  # whoever wins the auction, not a seat
    leaders = {name: plan.leader for name, plan in rules.deals.items()}
    seats = set(leaders.values())
    players = rules.table.players
    key = seat_word(seats.pop(), players) if len(seats) == 1 else ("per deal", tuple(sorted(leaders.items())))
    if spec.seats is not None and spec.seats.leads:  # the seats block's: the seat it compiled to
        plan = rules.table.seats
        every = {p.leaders for p in rules.deals.values()}
        if plan is not None and plan.after_winner is None and len(every) == 1 \
                and len(set(leads := every.pop())) == 1:
            return Said(seat_word(leads[0], players), seat_word(leads[0], players))
        return NA  # it goes round, or follows the last trick's winner: the seats row says it
    if players == 2 and isinstance(key, str):  # the file's left or right is the other player
        return Said(key, key)
    return Said(key, seat(spec.play.first_lead, spec))


def must_follow(rules: Rules, spec: VariantSpec) -> Any:
    """Whether suit must be followed, with the stock's condition where the duty differs while
    a stock lasts (Sueca for two: only once the stock is empty), so no cell says a plain "yes"."""
    stock, follow = rules.deals.stock, rules.play.must_follow
    if stock is not None and stock.must_follow != follow:
        return "once-stock-empty" if follow else "while-stock"
    return follow


def must_overtake(rules: Rules, spec: VariantSpec) -> Any:
    return rules.play.must_overtake if rules.play.must_follow else NA


def when_void(rules: Rules, spec: VariantSpec) -> Any:
    play = rules.play
    return "must-overtrump" if play.must_overtrump else "must-trump" if play.must_trump else "any"


def trump_lead(rules: Rules, spec: VariantSpec) -> Any:
    return "after-trump-played" if rules.play.trump_lead_after_trump else "any"


def review(rules: Rules, spec: VariantSpec) -> Any:
    """The tricks a player may look at again, with the exception the books say: where a revoke
    is claimed and judged, all of them may be examined to judge it."""
    said = {0: "none", 1: "last-trick"}.get(rules.view.review, "all")
    return said if said == "all" or rules.illegal.refuse else said + "-judged"


def silent(rules: Rules, spec: VariantSpec) -> Any:
    return rules.play.silent if partnered(rules) else NA  # nobody has a partner to signal to
