"""The table's shape and the stock in normal form for `diff` and the matrix, from the compiled
rules: the seats, the size of a side, the cards each is dealt and what becomes of the rest,
as the engine deals them (a hand left to the deck, shared out, is the number it gives)."""

from __future__ import annotations

from typing import Any

from ...compiled.rules import Rules
from ..entry import NA, Said
from ..variant import VariantSpec

SIDE_WORDS = {1: "each", 2: "pairs", 3: "threes"}  # a side's size -> the file's word for it


def partnered(rules: Rules) -> bool:
    """Whether a player has a partner: teams, or a partner the declarer calls each hand."""
    return rules.table.players != rules.table.sides or (rules.bidding is not None and rules.bidding.called_card)


def players(rules: Rules, spec: VariantSpec) -> Any:
    return rules.table.players


def sides(rules: Rules, spec: VariantSpec) -> Any:
    """The size of a side (players per side): `pairs` at four and at six are one rule, the
    number of players its own row; said as the file's word for that size."""
    table = rules.table
    size = table.players // table.sides
    if size == 1 and rules.bidding is not None and rules.bidding.called_card:
        return Said("called", "called")  # the declarer and the partner the card called, each hand
    return Said(size, SIDE_WORDS.get(size, table.sides))


def hand(rules: Rules, spec: VariantSpec) -> Any:
    return rules.deals.hand_size


def undealt(rules: Rules, spec: VariantSpec) -> Any:
    """The cards not dealt; a stock with the tricks it is drawn from after (each player draws
    one a trick until it is empty: the first 3 of 10 at Sueca (52 cards), 17 of 20 at two)."""
    deals = rules.deals
    if deals.stock is not None:
        return "stock", (rules.deck.size - rules.table.players * deals.hand_size) // rules.table.players
    if deals.aside:
        return "aside"
    if deals.plans and all(plan.cuts_unused for plan in deals.plans.values()):
        # the Azores: all 40 in play dealt, the 12 left out set trumps (both counts said)
        return "cut", rules.deck.size, len(rules.deck.unused_names)
    return None


def aside_points(rules: Rules, spec: VariantSpec) -> Any:
    deals = rules.deals
    if not deals.aside:
        return NA
    return "last-trick" if deals.aside_to_last else "nobody"


def stock_first(rules: Rules, spec: VariantSpec) -> Any:
    stock = rules.deals.stock
    if stock is None:
        return NA
    first = "leader" if stock.leader_first else "winner"
    return first + "-two" if rules.table.players == 2 else first  # "then the other player"


def stock_trump(rules: Rules, spec: VariantSpec) -> Any:
    stock = rules.deals.stock
    return NA if stock is None else "last" if stock.trump_card_last else "none"


def stock_must_follow(rules: Rules, spec: VariantSpec) -> Any:
    stock = rules.deals.stock
    return NA if stock is None else stock.must_follow


def stock_when_void(rules: Rules, spec: VariantSpec) -> Any:
    stock = rules.deals.stock
    if stock is None:
        return NA
    return "must-overtrump" if stock.must_overtrump else "must-trump" if stock.must_trump else "any"


def stock_must_overtake(rules: Rules, spec: VariantSpec) -> Any:
    stock = rules.deals.stock
    return NA if stock is None else stock.must_overtake
