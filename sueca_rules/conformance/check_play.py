"""Checks of what a case gives for a table with a stock or an auction (additions): the stock's
cards, the bids and the call, and what a `play` case expects of them — each located.
"""

from __future__ import annotations

from ..compiled.rules import Rules
from ..source.text import Path_
from .check_shape import outcome_word, seat_at_table, seat_keys, seats_at_table
from .models import PlayExpect, PlayKind
from .prepared import Checker, PreparedCase


def stock_size(rules: Rules) -> int:
    """The cards of a full stock (0 where the variant deals every card or sets them aside)."""
    if rules.deals.stock is None:
        return 0
    return rules.deck.size - rules.table.players * rules.deals.hand_size - rules.deals.aside


def check_stock(ch: Checker, case: PreparedCase, names: list[str] | None, left: int | None,
                used: list[int], at: Path_) -> list[int] | None:
    """The stock a case gives — its cards (`stock: [...]`, the next to draw first) or how many
    are left (`stock_left: N`, any cards the case does not name) — as cards; None where none is
    given. A variant without a stock has none to give; a stock holds at most a full stock's
    cards, none of them in a hand or on the trick, and (in a `play`) a multiple of the players:
    each draws one after every trick."""
    rules = case.rules
    if names is None and left is None:
        return None
    key = "stock" if names is not None else "stock_left"
    size = stock_size(rules)
    if not size:
        ch.add((*at, key), f"the {rules.variant} variant has no stock: every card is dealt"
               f"{' or set aside' if rules.deals.aside else ''} — remove '{key}'", "case-stock")
        return None
    count = len(names) if names is not None else left or 0
    if count > size:
        ch.add((*at, key), f"the stock holds {size} cards at most (the {rules.deck.size} of the "
               f"deck less {rules.table.players} hands of {rules.deals.hand_size}), not {count}",
               "case-stock")
        return None
    if names is None:
        spare = [card for card in rules.deck.cards if card not in used]
        return spare[:count]
    stock = ch.cards(rules, names, (*at, "stock"))
    for index, card in enumerate(stock):
        if card in used:
            ch.add((*at, "stock", index), f"{rules.name(card)} is in the stock and in a hand (or "
                   "on the trick) — a card is in one place: remove it from one", "case-duplicate-card")
    if isinstance(case.data, PlayKind) and count % rules.table.players:
        ch.add((*at, "stock"), f"{count} cards in the stock do not share out: each of the "
               f"{rules.table.players} players draws one after every trick — give a multiple of "
               f"{rules.table.players}", "case-stock")
    return stock


def check_auction(ch: Checker, case: PreparedCase, at: Path_) -> None:
    """A `play` case's auction: given where the variant bids for the trump (and only there),
    its call's suit and card; and what the case expects of the stock and the auction."""
    data, expect = case.data, case.expect
    assert isinstance(data, PlayKind) and isinstance(expect, PlayExpect)
    rules = case.rules
    exp_at: Path_ = ("cases", at[1], "expect")
    if rules.bidding is None and data.bids is not None:
        ch.add((*at, "bids"), f"the {rules.variant} variant has no auction: the trump comes "
               "from the deal — remove 'bids' and 'call', and give 'trump_card' or 'trump'",
               "case-auction")
    elif rules.bidding is not None and data.bids is None:
        ch.add(at, f"the {rules.variant} variant bids for the trump: give the auction — bids: "
               f"[{rules.bidding.lowest}, pass, ...] in turn from the first bidder, and call: "
               "{trump: H, card: AH}", "case-auction")
    if data.call is not None:
        case.cards["call_trump"] = ch.suit(rules, data.call.trump, (*at, "call", "trump"))
        case.cards["call_card"] = None if data.call.card is None else \
            ch.card(rules, data.call.card, (*at, "call", "card"))
    without = [name for name in ("contract", "outcome", "partner_known_to", "redealt")
               if getattr(expect, name) is not None]
    if data.bids is None:
        for name in without:
            ch.add((*exp_at, name), f"'{name}' is said of an auction — give the play's 'bids' "
                   "(and 'call'), or remove it", "case-auction")
    if expect.contract is not None:
        made = expect.contract
        for name in ("declarer", "partner"):
            seat_at_table(ch, rules, getattr(made, name), (*exp_at, "contract", name), name)
        if made.trump is not None:
            ch.suit(rules, made.trump, (*exp_at, "contract", "trump"))
    seats_at_table(ch, rules, expect.partner_known_to or (), (*exp_at, "partner_known_to"), "seat")
    if data.bids is not None:
        outcome_word(ch, rules, expect.outcome, (*exp_at, "outcome"))
    if rules.deals.stock is None:
        for name in ("draws", "stock_left"):
            if getattr(expect, name) is not None:
                ch.add((*exp_at, name), f"the {rules.variant} variant has no stock: nothing is "
                       f"drawn — remove '{name}'", "case-stock")
    seat_keys(ch, rules, expect.hands, (*exp_at, "hands"))
    for seat, cards in (expect.hands or {}).items():
        ch.cards(rules, cards, (*exp_at, "hands", str(seat)))
    for trick, drawn in enumerate(expect.draws or ()):
        for index, (seat, card) in enumerate(drawn):
            seat_at_table(ch, rules, seat, (*exp_at, "draws", trick, index, 0), "seat")
            ch.card(rules, card, (*exp_at, "draws", trick, index, 1))


def under_the_stock(ch: Checker, case: PreparedCase, card: int, hands: list[list[int]],
                     stock: list[int], at: Path_) -> int | None:
    """Who holds the card turned for trump at a table with a stock: nobody while it lies under
    the stock (its last card), else the seat that drew it (or nobody: played)."""
    rules = case.rules
    holders = [seat for seat, hand in enumerate(hands) if card in hand]
    last = rules.deals.stock is not None and rules.deals.stock.trump_card_last
    if stock and last and stock[-1] != card:
        ch.add(at, f"the trump card {rules.name(card)} lies under the stock and is drawn last: "
               f"while cards are left in the stock, it is the stock's last card")
        return None
    return holders[0] if holders else None
