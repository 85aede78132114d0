"""A case held to its variant's table: seats, sides and values per side (an addition for tables
of other shapes — two to six players, any number of sides, a stock, an auction).

The models admit any seat and side from 0 and two to six values per side; the variant's
`table` says how many there are, and each number out of it is a located error in the file,
saying what the table has.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..compiled.rules import Rules
from ..source.text import Path_
from .fields import OUTCOMES, ContractGiven
from .prepared import Checker

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_NTH = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}


def word(number: int) -> str:
    """A small number in words (`four`), a larger one in digits."""
    return _WORDS.get(number, str(number))


def nth(number: int) -> str:
    """An ordinal in words (`fifth`), a larger one in digits (`8th`)."""
    return _NTH.get(number, f"{number}th")


def seat_at_table(ch: Checker, rules: Rules, value: int | None, path: Path_, name: str) -> bool:
    """A seat of the table (0 to players - 1); False (said, located) where it is not."""
    last = rules.table.players - 1
    if value is None or value <= last:
        return True
    ch.add(path, f"'{name}' must be at most {last}, not {value} — the seats are 0 to {last} "
           f"at this table of {rules.table.players}", "case-seat")
    return False


def seats_at_table(ch: Checker, rules: Rules, values: Iterable[int | None], path: Path_, name: str) -> None:
    for index, value in enumerate(values):
        seat_at_table(ch, rules, value, (*path, index), name)


def seat_keys(ch: Checker, rules: Rules, by_seat: Mapping[int, object] | None, path: Path_) -> bool:
    """The seats a mapping by seat names (`hands: {0: [...]}`); False where one is not at it."""
    fine = True
    for key in by_seat or {}:
        fine = seat_at_table(ch, rules, key, (*path, str(key)), "seat") and fine
    return fine


def side_at_table(ch: Checker, rules: Rules, value: int | None, path: Path_, name: str) -> bool:
    """A side (team) of the table: 0 to sides - 1."""
    last = rules.table.sides - 1
    if value is None or value <= last:
        return True
    ch.add(path, f"'{name}' must be at most {last}, not {value} — the teams are 0 to {last} "
           f"at this table ({_sides_said(rules)})", "case-side")
    return False


def per_side(ch: Checker, rules: Rules, values: tuple[int, ...] | None, path: Path_,
             name: str) -> bool:
    """One value per side, side 0 first; False (said, located) for another count."""
    sides = rules.table.sides
    if values is None or len(values) == sides:
        return True
    example = [94, 26] if sides == 2 else [120 // sides] * sides
    ch.add(path, f"'{name}' gives {len(values)} values, but this table has {sides} sides "
           f"({_sides_said(rules)}) — one value per side, side 0 first, such as {example}",
           "case-sides")
    return False


def _sides_said(rules: Rules) -> str:
    table = rules.table
    if table.sides == table.players:
        return "everyone for themselves"
    return "; ".join(f"team {s}: seats {' and '.join(str(p) for p in range(table.players) if table.side_of[p] == s)}"
                     for s in range(table.sides))


def contract_given(ch: Checker, rules: Rules, given: ContractGiven | None, path: Path_) -> bool:
    """A contract a hand is scored by: only at a table that bids, and there always; its seats
    at the table, its partner as the auction makes one, its bid one the auction allows. False
    where the hand cannot be scored by it (none given where one is needed, or its seats are
    not at the table)."""
    bidding = rules.bidding
    if bidding is None:
        if given is not None:
            ch.add((*path, "contract"), f"the {rules.variant} variant has no auction: no contract "
                   "scores its hands — remove 'contract'", "case-contract")
        return True
    if given is None:
        ch.add(path, f"the {rules.variant} variant bids for the trump, and the contract scores "
               "the hand — give it: contract: {declarer: 0, partner: 2, bid: "
               f"{bidding.lowest}}}", "case-contract")
        return False
    at: Path_ = (*path, "contract")
    seated = seat_at_table(ch, rules, given.declarer, (*at, "declarer"), "declarer") \
        & seat_at_table(ch, rules, given.partner, (*at, "partner"), "partner")
    if bidding.called_card and given.partner is None:
        ch.add(at, "the declarer's partner holds the card it called: say who — partner: N "
               "(the declarer itself where it called its own card)", "case-contract")
    elif not bidding.called_card and given.partner is not None:
        ch.add((*at, "partner"), "the declarer's partners are its side at this table — remove "
               "'partner'", "case-contract")
    elif given.partner == given.declarer and not bidding.call_own:
        ch.add((*at, "partner"), "the declarer may not call a card of its own here: its partner "
               "is another player", "case-contract")
    bid = given.bid
    if not bidding.lowest <= bid <= bidding.highest or (bid - bidding.lowest) % bidding.step:
        steps = f", in steps of {bidding.step}" if bidding.step > 1 else ""
        ch.add((*at, "bid"), f"a bid is {bidding.lowest} to {bidding.highest} card points"
               f"{steps} — not {bid}", "case-contract")
    return seated and (given.partner is not None) == bidding.called_card


def outcome_word(ch: Checker, rules: Rules, value: str | None, path: Path_) -> None:
    """An expected contract's outcome: one of its words, at a table that bids."""
    if value is None:
        return
    if value not in OUTCOMES:
        ch.add(path, f"'outcome' is one of {', '.join(OUTCOMES)} — not '{value}'", "case-contract")
    elif rules.bidding is None:
        ch.add(path, f"the {rules.variant} variant has no auction: no contract ends its hands — "
               "remove 'outcome'", "case-contract")
