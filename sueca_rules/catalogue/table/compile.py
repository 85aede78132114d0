"""The table area compiled: seats and dealers (:class:`TableRules`), the deal procedures as
tables and who chooses between them (:class:`DealRules`)."""

from __future__ import annotations

from typing import NamedTuple

from ...compiled.frozen import FrozenMap
from ...compiled.groups import (
    Chooser,
    DealPlan,
    DealRules,
    Draw,
    FormingRules,
    RedealRules,
    SeatPlan,
    StockRules,
    TableRules,
)
from ..deck.models import removed_cards
from ..variant import VariantSpec
from .models import DealProcedure
from .seats import ROLES, SeatTables, parse_role, seat_tables
from .shape import Stock, side_count

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
    """Who deals next, as an offset from the dealer at a table of the file's players (the
    right at five is four seats on, not three)."""
    return {"next": step, "left": 1, "right": -1}[spec.dealer.next] % spec.table.players


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
    per_suit = len(spec.deck.ranks)
    return tuple(card % per_suit for card in range(4 * per_suit))


class Shape(NamedTuple):
    """The table's shape, worked out from the spec: seats, sides, cards dealt to each, the
    stock or the cards set aside, and the tricks of a hand."""

    players: int
    sides: int
    deck: int
    hand: int
    stock: int
    aside: int
    tricks: int
    per_suit: int = 10  # the ranks of a suit (a card is suit * per_suit + rank; single cards
    # removed leave holes, so it is never the deck's size over four)


FOUR = Shape(4, 2, 40, 10, 0, 0, 10)  # the usual table


def shape_of(spec: VariantSpec) -> Shape:
    """The shape `spec` gives (its checks say what is wrong where it cannot be: a deck that
    does not share out, sides that cannot be formed); compiled as well as can be regardless."""
    table = spec.table
    players = table.players
    sides = side_count(players, table.sides) or 2
    deck = 4 * len(spec.deck.ranks) - len(removed_cards(spec.deck.removed))  # single cards out too
    hand = table.hand if table.hand is not None else max(deck // players, 2)
    rest = max(deck - players * hand, 0)
    stock = rest if table.undealt == "stock" else 0
    aside = rest - stock
    tricks = (players * hand + stock) // players
    return Shape(players, sides, deck, hand, stock, aside, tricks, len(spec.deck.ranks))


def compile_table(spec: VariantSpec) -> TableRules:
    step = direction_step(spec.direction)
    first = spec.dealer.first
    next_dealer = _next_dealer(spec, step)
    tables = seat_tables_of(spec)
    plan = _seat_plan(tables, next_dealer)
    shape = shape_of(spec)
    return TableRules(step=step, first_dealer_drawn=not isinstance(first, int),
                      first_dealer=first if isinstance(first, int) else 0,
                      first_dealer_draw=None if isinstance(first, int) else Draw(first),
                      next_dealer=plan.dealer_next[0],
                      partners_drawn=spec.partners == "drawn" or (
                          spec.forming is not None and spec.forming.partners != "as-seated"),
                      seats=plan, forming=_forming(spec, draw_ranks(spec)),
                      players=shape.players, sides=shape.sides,
                      side_of=tuple(seat % shape.sides for seat in range(shape.players)))


def _plan(name: str, proc: DealProcedure, step: int, first_lead: str,
          seats: SeatPlan | None = None, banned: tuple[bool, ...] = (),
          shape: Shape = FOUR) -> DealPlan:
    players, hand = shape.players, shape.hand
    rotation = direction_step(proc.rotation, step)
    order = [seat * rotation % players for seat in range(players)]
    if proc.dealer == "last":
        order = order[1:] + order[:1]
    dealt = players * hand
    # deck position (top first) -> recipient, relative to the dealer; a packet that does not
    # divide the hand is the checks' to report (the last packet is then short)
    offsets = [order[(index // proc.packet) % players] for index in range(dealt)]
    if proc.packet > hand or hand % proc.packet:
        offsets = [order[index % players] for index in range(dealt)]
    positions = tuple(tuple(i for i in range(dealt) if offsets[i] == seat) for seat in range(players))
    rest = tuple(range(dealt, shape.deck))
    stock_at = rest[:shape.stock]
    if proc.trump == "stock-bottom" and stock_at:  # turned up and laid under the stock: drawn last
        stock_at = stock_at[1:] + stock_at[:1]
    aside_at = rest[shape.stock:]
    partner = players // 2 if players % 2 == 0 else 0
    shuffler = None if proc.shuffles == "nobody" else _side(proc.shuffles, players)
    cutter = None if proc.cuts == "nobody" else _side(proc.cuts, players)
    roles = {"next": step, "left": 1, "right": -1, "partner": partner, "dealer": 0,
             "shuffler": shuffler or 0, "cutter": cutter or 0}
    trump_at = {"last-card": dealt - 1, "first-card": 0, "stock-bottom": dealt}.get(proc.trump)
    if trump_at == dealt - 1 and shape.deck == dealt:
        trump_at = -1  # the deck's last card, as a whole deck dealt always wrote it
    leader = roles[first_lead] % players
    # per hand of the seat plan: the seats block's roles, else this procedure's
    shufflers = seats.shuffler if seats is not None and seats.shuffler is not None else (shuffler,)
    cutters = seats.cutter if seats is not None and seats.cutter is not None else (cutter,)
    if seats is not None and seats.leader is not None:
        leaders = seats.leader
    elif first_lead in ("shuffler", "cutter"):  # the roles of this hand, as the seats block says
        leaders = tuple((s or 0) % players for s in (shufflers if first_lead == "shuffler" else cutters))
    else:
        leaders = (leader,)
    return DealPlan(name, positions, trump_at, proc.trump == "cut-unused", proc.trump == "dealer-random",
                    shufflers[0], cutters[0], proc.packet, rotation, proc.dealer == "first",
                    leaders[0], leaders, shufflers, cutters, banned, stock_at, aside_at,
                    proc.trump == "bid", shape.per_suit)


def _side(word: str, players: int) -> int:
    """A seat relative to the dealer (`left`, `right`, `partner`, `dealer`) as an offset."""
    if word == "partner":
        return players // 2 if players % 2 == 0 else 0
    return SIDE[word] % players


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
    shape = shape_of(spec)
    plans = {n: _plan(n, p, step, spec.play.first_lead, seats, banned, shape)
             for n, p in spec.deal.items()}
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
                                                redeal.then == "same-dealer"),
        shape.hand, shape.tricks, _stock(spec), shape.aside,
        shape.aside > 0 and spec.table.aside_points == "last-trick")


def _stock(spec: VariantSpec) -> StockRules | None:
    stock = spec.stock
    if spec.table.undealt != "stock":
        return None
    if stock is None:
        stock = Stock()
    return StockRules(stock.first == "leader", stock.trump_card == "last", stock.must_follow,
                      stock.must_overtake, stock.when_void != "any", stock.when_void == "must-overtrump")
