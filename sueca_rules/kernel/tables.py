"""The one place the kernel reads `Rules`: :func:`kernel_tables` turns compiled rules into the
plain tables the compiled kernel plays on, or says what it does not cover.

Everything the kernel needs from a variant is read here and nowhere else, so that a change in
how `Rules` is grouped changes this function only. What the kernel covers: a 40-card deck
dealt ten cards to each of four seats by any of the variant's deal procedures (the trump card
turned from the deck, drawn from the dealer's hand or cut from the unused cards), redeals
asked for by the bots, every play constraint (follow suit, must overtake, must trump, must
overtrump, trumps held back from the lead), and the match as the engine scores it (the kernel
asks :mod:`.flow`). Anything else is :class:`Uncovered`, with the reason.

>>> from sueca_rules import load_rules
>>> tables = kernel_tables(load_rules("portugal"))
>>> tables.procedures, tables.total, len(tables.native["take"])
(('standard', 'alternative'), 120, 80)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..compiled import CARDS, HAND, Rules
from ..spec import SUITS

TRUMP_KINDS = {"last-card": 0, "first-card": 1, "cut-unused": 2, "dealer-random": 3}
MAX_PROCEDURES = 8
MAX_TARGET = 100  # a longer match has too many states between hands to remember cheaply
MAX_NAMES = 64


@dataclass(frozen=True)
class Uncovered:
    """Rules the kernel does not play; `reason` says what (for the note of `simulate`), `path`
    the rule of the spec that asks for it, where one does (for a located refusal)."""

    reason: str
    path: tuple[str, ...] = ()


@dataclass(frozen=True)
class KernelTables:
    """A variant as the kernel plays it.

    `native`: the dict the C type reads (ints and lists of ints); `procedures`: the deal
    procedures by index; `play_key`: everything that changes how the cards are played (deck,
    deal, play, illegal cards) as (what, value) pairs, so that two variants with equal keys
    differ only in what is decided after the cards are played; `total`: the deck's card points;
    `next_dealer`: the dealer's successor's offset (a redeal by the next dealer); `result_names`:
    the variant's named results, by index; `target`: the match's target.
    """

    native: dict[str, Any]
    procedures: tuple[str, ...]
    play_key: tuple[Any, ...]
    total: int
    next_dealer: int
    redeals: bool
    result_names: tuple[str, ...]
    target: int  # the match's target (the expert's model of the match, kernel/worth.py)

    def with_procedure(self, procedure: str | None) -> dict[str, Any]:
        """The native tables with the deal fixed to `procedure` (None: as the variant says)."""
        if procedure is None:
            return self.native
        return dict(self.native, fixed_proc=self.procedures.index(procedure))


def uncovered_shape(rules: Rules) -> Uncovered | None:
    """What of the table's shape the kernel does not play (None: the usual table — four seats
    in two pairs, ten ranks a suit, ten cards each, no stock, nothing set aside, no auction)."""
    table, deals = rules.table, rules.deals
    if table.players != 4:
        return Uncovered(f"a table of {table.players} players (the kernel plays four)", ("table", "players"))
    if table.side_of != (0, 1, 0, 1):
        return Uncovered("sides other than two pairs of partners sitting opposite", ("table", "sides"))
    if rules.deck.per_suit != HAND:
        return Uncovered(f"a deck of {rules.deck.per_suit} ranks a suit (the kernel plays ten)",
                         ("deck", "ranks"))
    if rules.bidding is not None:
        return Uncovered("an auction for the trump and its contract", ("bidding",))
    if deals.stock is not None:
        return Uncovered("a stock drawn from after each trick", ("table", "undealt"))
    if deals.aside:
        return Uncovered("cards set aside, unplayed", ("table", "undealt"))
    if deals.hand_size != HAND or deals.tricks != HAND:
        return Uncovered(f"hands of {deals.hand_size} cards (the kernel deals ten to each seat)",
                         ("table", "hand"))
    return None


def kernel_tables(rules: Rules) -> KernelTables | Uncovered:
    """The kernel's tables for `rules`, or :class:`Uncovered` with what it does not cover."""
    shape = uncovered_shape(rules)
    if shape is not None:
        return shape
    if len(rules.card_names) != CARDS or len(rules.points) != CARDS:
        return Uncovered(f"a deck of {len(rules.card_names)} cards (the kernel plays 40)")
    if any(len(plan.takes[offset](range(CARDS))) != HAND for plan in rules.deals.values()
           for offset in range(4)):
        return Uncovered("a deal that does not give each of four seats ten cards")
    if not 0 < rules.total_points <= 255 or min(rules.points) < 0:
        return Uncovered(f"{rules.total_points} card points in the deck (the kernel counts 1 to 255)")
    if len(rules.deals) > MAX_PROCEDURES:
        return Uncovered(f"{len(rules.deals)} deal procedures (the kernel plays at most {MAX_PROCEDURES})")
    if any(plan.trump not in TRUMP_KINDS for plan in rules.deals.values()):
        return Uncovered("a way of choosing trumps the kernel does not know")
    if rules.match.hands is not None or rules.match.endless:
        return Uncovered("a match of a fixed number of hands, or a session (the kernel plays "
                         "matches to a target)")
    if rules.target > MAX_TARGET:
        return Uncovered(f"a match to {rules.target} (the kernel plays matches to at most {MAX_TARGET})")
    if rules.scoring.tie_last_trick:
        return Uncovered("a 60–60 won by the last trick (the kernel scores a tie as a tie)")
    if rules.scoring.tie_each:
        return Uncovered("a 60–60 that scores for both teams (the kernel scores a tie for nobody)")
    if rules.match.both_reach_drawn:
        return Uncovered("a match drawn when both teams reach the target (the kernel has a winner)")
    seats = rules.table.seats
    if seats is not None and seats.moves:
        return Uncovered("roles that go round on rotations of their own, or follow the last "
                         "trick's winner (the kernel seats every role from the dealer)")
    forming = rules.table.forming
    if forming is not None and forming.cards:
        return Uncovered("a table formed by drawing cards (the kernel draws the first dealer "
                         "as one seeded pick)")
    if any(any(plan.banned_trump) for plan in rules.deals.values()):
        return Uncovered("cards that may not set trumps (the kernel never deals again)")
    if len(rules.named_results) > MAX_NAMES:
        return Uncovered(f"more than {MAX_NAMES} named results")
    procedures = tuple(rules.deals)
    takes = []
    for plan in rules.deals.values():
        offsets = [0] * CARDS
        for offset in range(4):
            for position in plan.takes[offset](range(CARDS)):
                offsets[position] = offset
        takes.append(offsets)
    unused_suits = [SUITS.index(name[-1]) for name in rules.unused_names]
    if any(plan.trump == "cut-unused" for plan in rules.deals.values()) and not unused_suits:
        return Uncovered("trumps cut from the unused cards of a deck that leaves none out")
    native: dict[str, Any] = {
        "step": rules.step, "points": list(rules.points),
        "must_follow": int(rules.must_follow), "must_overtake": int(rules.must_overtake),
        "must_trump": int(rules.must_trump), "must_overtrump": int(rules.must_overtrump),
        "trump_lead_after": int(rules.trump_lead_after_trump),
        "nprocs": len(procedures), "take": [o for offsets in takes for o in offsets],
        "trump_kind": [TRUMP_KINDS[plan.trump] for plan in rules.deals.values()],
        "leader": [plan.leader for plan in rules.deals.values()],
        "n_unused": len(unused_suits), "unused_suit": unused_suits,
        "random_first_dealer": int(rules.random_first_dealer), "first_dealer": rules.first_dealer,
        "fixed_proc": procedures.index(rules.table_deal) if rules.deal_chooser == "table" else -1,
        "redeal_leader_below": -1 if rules.redeal_leader_below is None else rules.redeal_leader_below,
        "redeal_others_below": -1 if rules.redeal_others_below is None else rules.redeal_others_below,
        "redeal_same_dealer": int(rules.redeal_same_dealer),
    }
    play_key = (  # (what, value): what a variant's cards are played by
        ("deck", (rules.card_names, rules.points, rules.unused_names)), ("direction", rules.step),
        ("deal procedures", tuple((name, tuple(offsets), plan.trump, plan.leader, plan.shuffler, plan.cutter)
                                  for (name, plan), offsets in zip(rules.deals.items(), takes, strict=True))),
        ("who chooses the deal", (rules.deal_chooser, rules.table_deal)),
        ("what is shown", (rules.trump_shown, rules.review)),
        ("redeals", (rules.redeal_leader_below, rules.redeal_others_below, rules.redeal_same_dealer)),
        ("following suit", (rules.must_follow, rules.must_overtake)),
        ("trumping", (rules.must_trump, rules.must_overtrump)),
        ("leading trumps", rules.trump_lead_after_trump),
        ("illegal cards", (rules.refuse_illegal, rules.accuse_after_hand, rules.revoke_penalty,
                           rules.false_accusation_penalty, tuple(sorted(rules.infractions.items())),
                           rules.illegal.names_player)),
    )
    redeals = rules.redeal_leader_below is not None or rules.redeal_others_below is not None
    return KernelTables(native, procedures, play_key, rules.total_points, rules.next_dealer, redeals,
                        tuple(r.name for r in rules.named_results), rules.target)
