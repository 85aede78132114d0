"""The table area compiled: seats and dealers (:class:`TableRules`), the deal procedures as
tables and who chooses between them (:class:`DealRules`)."""

from __future__ import annotations

from ...compiled.cards import CARDS
from ...compiled.frozen import FrozenMap
from ...compiled.groups import Chooser, DealPlan, DealRules, Draw, RedealRules, TableRules
from ..variant import VariantSpec
from .models import DealProcedure

SIDE = {"left": 1, "right": -1, "partner": 2, "dealer": 0}


def direction_step(word: str, play: int = 1) -> int:
    """+1 clockwise, -1 anticlockwise; `with-play`/`against-play` relative to `play`."""
    if word == "with-play":
        return play
    if word == "against-play":
        return -play
    return 1 if word == "clockwise" else -1


def compile_table(spec: VariantSpec) -> TableRules:
    step = direction_step(spec.direction)
    first = spec.dealer.first
    return TableRules(step=step, first_dealer_drawn=not isinstance(first, int),
                      first_dealer=first if isinstance(first, int) else 0,
                      first_dealer_draw=None if isinstance(first, int) else Draw(first),
                      next_dealer={"next": step, "left": 1, "right": -1}[spec.dealer.next] % 4,
                      partners_drawn=spec.partners == "drawn")


def _plan(name: str, proc: DealProcedure, step: int, first_lead: str) -> DealPlan:
    rotation = direction_step(proc.rotation, step)
    order = [0, rotation, 2 * rotation, 3 * rotation]
    if proc.dealer == "last":
        order = order[1:] + order[:1]
    # deck position (top first) -> recipient, relative to the dealer
    offsets = [order[(index // proc.packet) % 4] % 4 for index in range(CARDS)]
    positions = tuple(tuple(i for i in range(CARDS) if offsets[i] == seat) for seat in range(4))
    shuffler = None if proc.shuffles == "nobody" else SIDE[proc.shuffles] % 4
    cutter = None if proc.cuts == "nobody" else SIDE[proc.cuts] % 4
    roles = {"next": step, "left": 1, "right": -1, "partner": 2, "dealer": 0,
             "shuffler": shuffler or 0, "cutter": cutter or 0}
    trump_at = {"last-card": -1, "first-card": 0}.get(proc.trump)
    return DealPlan(name, positions, trump_at, proc.trump == "cut-unused", proc.trump == "dealer-random",
                    shuffler, cutter, proc.packet, rotation, proc.dealer == "first",
                    roles[first_lead] % 4)


def compile_deals(spec: VariantSpec) -> DealRules:
    step = direction_step(spec.direction)
    plans = {n: _plan(n, p, step, spec.play.first_lead) for n, p in spec.deal.items()}
    chooser = Chooser(spec.dealer.chooses)
    fixed = spec.dealer.procedure if chooser is Chooser.TABLE else None
    redeal = spec.redeal

    def limit(below: int | None, at_most: int | None) -> int | None:
        return below if below is not None else None if at_most is None else at_most + 1

    return DealRules(
        FrozenMap(plans), chooser, fixed, fixed or "standard", spec.dealer.procedure,
        any(p.cuts_unused for p in plans.values()),
        None if redeal is None else RedealRules(limit(redeal.leader_below, redeal.leader_at_most),
                                                limit(redeal.others_below, redeal.others_at_most),
                                                redeal.then == "same-dealer"))
