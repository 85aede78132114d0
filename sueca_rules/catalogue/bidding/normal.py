"""The bidding area's normal forms for `diff` and the matrix, from the compiled rules: NA where
the table does not bid; who bids first as the seat it is beside the dealer; the bids as the
range and step the auction allows; each outcome of the contract as its effects."""

from __future__ import annotations

from typing import Any

from ...compiled.rules import Rules
from ..entry import NA, Said
from ..variant import VariantSpec
from .words import EachPlayer


def auction(rules: Rules, spec: VariantSpec) -> Any:
    """The auction as a whole (None: the table does not bid), so that a table that bids and one
    that does not differ in one row; its parts have rows of their own."""
    bidding = rules.bidding
    if bidding is None or spec.bidding is None:
        return None
    return Said((bidding.first, bidding.lowest, bidding.highest, bidding.step, bidding.passing_final,
                 bidding.all_pass_same_dealer, bidding.called_card, bidding.call_own, bidding.declarer_leads),
                True)  # said "yes": the bids have a row of their own


def contract(rules: Rules, spec: VariantSpec) -> Any:
    """The contract as a whole (None: none), its three outcomes as compiled."""
    bidding = rules.bidding
    if bidding is None or spec.contract is None:
        return None
    if rules.table.players == rules.table.sides:  # each keeps their own score: said per player
        return Said((bidding.made, bidding.all_tricks, bidding.failed),
                    (EachPlayer(bidding.made), bidding.all_tricks and EachPlayer(bidding.all_tricks),
                     EachPlayer(bidding.failed)))
    return Said((bidding.made, bidding.all_tricks, bidding.failed), spec.contract.model_dump())


def _each(rules: Rules, outcome: Any) -> Any:
    """An outcome, said per player where each keeps their own score."""
    return Said(outcome, EachPlayer(outcome)) if rules.table.players == rules.table.sides else outcome


def first(rules: Rules, spec: VariantSpec) -> Any:
    """The first bidder's seat as an offset from the dealer (`next` under clockwise play is the
    dealer's left), said as the file names it."""
    bidding = rules.bidding
    if bidding is None or spec.bidding is None:
        return NA
    return Said(bidding.first, spec.bidding.first)


def bids(rules: Rules, spec: VariantSpec) -> Any:
    """The lowest and highest bid and the step (the highest as compiled: the deck's points
    where the file leaves it out)."""
    bidding = rules.bidding
    if bidding is None:
        return NA
    return Said((bidding.lowest, bidding.highest, bidding.step),
                {"lowest": bidding.lowest, "highest": bidding.highest, "step": bidding.step})


def passing(rules: Rules, spec: VariantSpec) -> Any:
    bidding = rules.bidding
    return NA if bidding is None else "final" if bidding.passing_final else "may-return"


def all_pass(rules: Rules, spec: VariantSpec) -> Any:
    bidding = rules.bidding
    return NA if bidding is None else "redeal" if bidding.all_pass_same_dealer else "next-dealer"


def partner(rules: Rules, spec: VariantSpec) -> Any:
    bidding = rules.bidding
    return NA if bidding is None else "called-card" if bidding.called_card else "sides"


def call_own(rules: Rules, spec: VariantSpec) -> Any:
    """Calling a card of one's own hand: only where the partner is called by a card."""
    bidding = rules.bidding
    return NA if bidding is None or not bidding.called_card else bidding.call_own


def leads(rules: Rules, spec: VariantSpec) -> Any:
    bidding = rules.bidding
    return NA if bidding is None else "declarer" if bidding.declarer_leads else "deal"


def made(rules: Rules, spec: VariantSpec) -> Any:
    return NA if rules.bidding is None else _each(rules, rules.bidding.made)


def all_tricks(rules: Rules, spec: VariantSpec) -> Any:
    """Every trick taken: its own outcome, or the bid made's (one rule, however written)."""
    bidding = rules.bidding
    if bidding is None:
        return NA
    return _each(rules, bidding.made if bidding.all_tricks is None else bidding.all_tricks)


def failed(rules: Rules, spec: VariantSpec) -> Any:
    return NA if rules.bidding is None else _each(rules, rules.bidding.failed)
