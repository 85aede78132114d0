"""The table area compiled: seats and dealers (:class:`TableRules`), the deal procedures as
tables and who chooses between them (:class:`DealRules`)."""

from __future__ import annotations

from ...compiled.cards import CARDS
from ...compiled.frozen import FrozenMap
from ...compiled.groups import (
    Chooser,
    DealPlan,
    DealRules,
    Draw,
    FormingRules,
    RedealRules,
    SeatPlan,
    TableRules,
)
from ..variant import VariantSpec
from .models import DealProcedure
from .seats import ROLES, SeatTables, parse_role, seat_tables

SIDE = {"left": 1, "right": -1, "partner": 2, "dealer": 0}


def direction_step(word: str, play: int = 1) -> int:
    """+1 clockwise, -1 anticlockwise; `with-play`/`against-play` relative to `play`."""
    if word == "with-play":
        return play
    if word == "against-play":
        return -play
    return 1 if word == "clockwise" else -1


def seat_tables_of(spec: VariantSpec) -> SeatTables | None:
    """The `seats` block as per-hand tables (None where the file has none)."""
    if spec.seats is None:
        return None
    step = direction_step(spec.direction)
    values = {role: parse_role(role, text) for role in ROLES
              if (text := getattr(spec.seats, role)) is not None}
    return seat_tables(values, step, _next_dealer(spec, step))


def _next_dealer(spec: VariantSpec, step: int) -> int:
    return {"next": step, "left": 1, "right": -1}[spec.dealer.next] % 4


def _seat_plan(tables: SeatTables | None, next_dealer: int) -> SeatPlan:
    if tables is None:  # today's fixed scheme: the dealer moves on, the roles with it
        return SeatPlan(1, (next_dealer,), None, None, None, None)
    offsets = tables.offsets
    leader = offsets.get("leads")
    return SeatPlan(tables.period, tables.dealer_next,
                    None if leader is None or None in leader else leader,  # type: ignore[arg-type]
                    offsets.get("shuffles"), offsets.get("cuts"), tables.after_winner)


def _forming(spec: VariantSpec, draw_rank: tuple[int, ...]) -> FormingRules | None:
    forming = spec.forming
    if forming is not None:
        return FormingRules(True, draw_rank, forming.first_dealer == "lowest",
                            forming.ties == "suit-order",
                            {"as-seated": 0, "highest-two": 1, "highest-and-lowest": 2}[forming.partners],
                            forming.seats == "by-draw")
    first = spec.dealer.first
    if first in ("lowest-card", "highest-card") or spec.partners == "drawn":
        # the older spellings: one seeded pick stands for the draw (every seeded game kept)
        return FormingRules(False, draw_rank, first == "lowest-card", False,
                            1 if spec.partners == "drawn" else 0, spec.partners == "drawn")
    return None


def draw_ranks(spec: VariantSpec) -> tuple[int, ...]:
    """Card int -> its rank in a draw for the table (0 the highest), by the deck's order."""
    return tuple(card % 10 for card in range(CARDS))


def compile_table(spec: VariantSpec) -> TableRules:
    step = direction_step(spec.direction)
    first = spec.dealer.first
    next_dealer = _next_dealer(spec, step)
    tables = seat_tables_of(spec)
    plan = _seat_plan(tables, next_dealer)
    return TableRules(step=step, first_dealer_drawn=not isinstance(first, int),
                      first_dealer=first if isinstance(first, int) else 0,
                      first_dealer_draw=None if isinstance(first, int) else Draw(first),
                      next_dealer=plan.dealer_next[0],
                      partners_drawn=spec.partners == "drawn" or (
                          spec.forming is not None and spec.forming.partners != "as-seated"),
                      seats=plan, forming=_forming(spec, draw_ranks(spec)))


def _plan(name: str, proc: DealProcedure, step: int, first_lead: str,
          seats: SeatPlan | None = None, banned: tuple[bool, ...] = ()) -> DealPlan:
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
    leader = roles[first_lead] % 4
    # per hand of the seat plan: the seats block's roles, else this procedure's
    shufflers = seats.shuffler if seats is not None and seats.shuffler is not None else (shuffler,)
    cutters = seats.cutter if seats is not None and seats.cutter is not None else (cutter,)
    if seats is not None and seats.leader is not None:
        leaders = seats.leader
    elif first_lead in ("shuffler", "cutter"):  # the roles of this hand, as the seats block says
        leaders = tuple((s or 0) % 4 for s in (shufflers if first_lead == "shuffler" else cutters))
    else:
        leaders = (leader,)
    return DealPlan(name, positions, trump_at, proc.trump == "cut-unused", proc.trump == "dealer-random",
                    shufflers[0], cutters[0], proc.packet, rotation, proc.dealer == "first",
                    leaders[0], leaders, shufflers, cutters, banned)


def banned_trumps(spec: VariantSpec) -> tuple[bool, ...]:
    """Card int -> it may not be turned for trump (`trump { redeal-if ... }`); () for none."""
    words = spec.trump.redeal_if
    if not words:
        return ()
    ranks = spec.deck.ranks
    points = spec.deck.points
    return tuple(rank in words or ("point-card" in words and points.get(rank, 0) > 0)
                 for _suit in range(4) for rank in ranks)


def compile_deals(spec: VariantSpec) -> DealRules:
    step = direction_step(spec.direction)
    seats = _seat_plan(seat_tables_of(spec), _next_dealer(spec, step)) if spec.seats else None
    banned = banned_trumps(spec)
    plans = {n: _plan(n, p, step, spec.play.first_lead, seats, banned) for n, p in spec.deal.items()}
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
