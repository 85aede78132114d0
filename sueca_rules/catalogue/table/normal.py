"""The table area's normal forms for `diff` and the matrix, from the compiled rules: two
settings that put the same seat in the same role are one rule (under clockwise play "the next
player" is the dealer's left; a deal "with the play" goes the way play goes)."""

from __future__ import annotations

from typing import Any

from ...compiled.rules import Rules
from ..entry import NA, Said
from ..variant import VariantSpec

SEATS = {0: "dealer", 1: "left", 2: "partner", 3: "right"}  # an offset from the dealer


def seat_word(offset: int, players: int = 4) -> Any:
    """An offset from the dealer as a file names the seat (:data:`SEATS` at four): the dealer,
    the next on either side, the one opposite at an even table; any other seat as its offset."""
    offset %= players
    if players == 2:  # left and right are one seat: the other player
        return ("dealer", "other")[offset]
    if players == 4 or offset in (0, 1):
        return SEATS[offset] if players == 4 else ("dealer", "left")[offset]
    if offset == players - 1:
        return "right"
    return "partner" if players % 2 == 0 and offset == players // 2 else offset


PROCEDURE_FIELDS = ("shuffles", "cuts", "packet", "rotation", "dealer", "trump")


def direction(rules: Rules, spec: VariantSpec) -> Any:
    """NA at two players: the turn passes to the other player whichever way (the two-player
    book states no direction; its matrix cell says why: "— (two players)")."""
    if rules.table.players == 2:
        return NA
    return "clockwise" if rules.table.step == 1 else "anticlockwise"


def partners(rules: Rules, spec: VariantSpec) -> Any:
    """Drawn or as seated; NA where the table's card draw forms the teams (its row says it:
    one difference, one line)."""
    if rules.table.forming is not None and rules.table.forming.cards:
        return NA
    return "drawn" if rules.table.partners_drawn else "chosen"


def first_dealer(rules: Rules, spec: VariantSpec) -> Any:
    table = rules.table
    return table.first_dealer_draw.value if table.first_dealer_draw is not None else table.first_dealer


def next_dealer(rules: Rules, spec: VariantSpec) -> Any:
    """The next dealer's seat from the dealer; where the seats block deals in an order that is
    not one step (`in-turn`), that block's row says it."""
    seats = rules.table.seats
    if seats is not None and len(set(seats.dealer_next)) > 1:
        return NA
    return seat_word(rules.table.next_dealer, rules.table.players)


def _role_said(offsets: tuple[int | None, ...], players: int = 4) -> Any:
    """A role's seat from the dealer as compiled, in the words a deal procedure writes (the
    same seat every hand), else NA: the seats block's row says a role that goes round."""
    if len(set(offsets)) != 1:
        return NA
    offset = offsets[0]
    word = "nobody" if offset is None else seat_word(offset, players)
    return Said(word, word)  # the seat beside the dealer, whatever the number of players


def chooser(rules: Rules, spec: VariantSpec) -> Any:
    """Who chooses the deal matters only where there is a choice."""
    return rules.deals.chooser.value if len(rules.deals) > 1 else NA


def table_choice(rules: Rules, spec: VariantSpec) -> Any:
    """The table's deal, only where the table chooses between several."""
    deals = rules.deals
    return deals.fixed if len(deals) > 1 and deals.fixed is not None else NA


def trump_shown(rules: Rules, spec: VariantSpec) -> Any:
    if all(plan.by_bid for plan in rules.deals.values()):
        return NA  # no deal turns a card for trump: an auction names it
    view = rules.view
    if view.trump_hidden_after_deal:  # a card cut from those left out is shown when it is cut
        return Said("deal-only", "cut-only") if all(p.cuts_unused for p in rules.deals.values()) else "deal-only"
    if view.trump_hidden_after_cards:
        return "first-trick"
    shown = "until-played" if view.trump_hidden_once_played else "all-hand"
    if all(plan.trump_at is not None and plan.trump_at in plan.stock_at for plan in rules.deals.values()):
        return f"stock-{shown}"  # face up under the stock, the last card drawn: no dealer's card
    return shown


def redeal(rules: Rules, spec: VariantSpec) -> Any:
    """Who may ask for a redeal, each limit as an inclusive number of card points ("fewer than
    10" is "9 or fewer"), said as the variant writes it."""
    compiled = rules.deals.redeal
    if compiled is None or spec.redeal is None:
        return None

    def most(below: int | None) -> int | None:
        return None if below is None else below - 1

    key = (most(compiled.leader_below), most(compiled.others_below), compiled.same_dealer)
    return Said(key, spec.redeal.model_dump())


def procedures(rules: Rules, spec: VariantSpec, names: tuple[str, ...] = ()) -> dict[str, Any]:
    """Each deal procedure (`deal.NAME`, None where the variant lacks one that another variant
    compared has) and its fields (`deal.NAME.packet`, ...), from its compiled plan."""
    out: dict[str, Any] = {}
    for name in names:
        out[f"deal.{name}"] = None
        out.update({f"deal.{name}.{field}": NA for field in PROCEDURE_FIELDS})
    for name, plan in rules.deals.items():
        proc = spec.deal[name]
        out[f"deal.{name}"] = Said((plan.shuffler, plan.cutter, plan.positions, plan.trump_at,
                                    plan.cuts_unused, plan.picks_from_dealer), proc.model_dump())
        players = rules.table.players
        out[f"deal.{name}.shuffles"] = _role_said(plan.shufflers, players)  # the seats block's, if any
        out[f"deal.{name}.cuts"] = _role_said(plan.cutters, players)
        out[f"deal.{name}.packet"] = plan.packet
        # said the way the cards go round (a deal "against the play" turns with the play), from
        # whom: a deal that turns with the play starts on the dealer's other side (estilo-da-mesa)
        out[f"deal.{name}.rotation"] = Said((plan.rotation, plan.dealer_first), {
            "rotation": "clockwise" if plan.rotation == 1 else "anticlockwise",
            "dealer": "first" if plan.dealer_first else "last"}) if players > 2 else Said(  # two: no way round
            (0, plan.dealer_first), {"rotation": None, "dealer": "first" if plan.dealer_first else "last"})
        out[f"deal.{name}.dealer"] = Said(plan.dealer_first, proc.dealer)
        # where the trump comes from, whatever the shape (the position of the card turned is not
        # the rule: the first card after the deal is the 10th at three players of three, the 13th at four)
        out[f"deal.{name}.trump"] = Said((plan.cuts_unused, plan.picks_from_dealer, plan.by_bid,
                                          plan.trump_at in plan.stock_at, plan.trump_at == 0), proc.trump)
    return out


def banned_trump(rules: Rules, spec: VariantSpec) -> Any:
    """The cards that may not be turned for trump, as card names (from the compiled plans)."""
    plans = list(rules.deals.values())
    banned = plans[0].banned_trump if plans else ()
    return Said(tuple(n for n, b in zip(rules.deck.card_names, banned, strict=False) if b),
                spec.trump.redeal_if) if any(banned) else []


def seats(rules: Rules, spec: VariantSpec) -> Any:
    """Who deals, shuffles, cuts and leads in each hand of the seat plan, as offsets from the
    dealer: two files that seat the roles alike are one rule, however they say it."""
    plan = rules.table.seats
    if spec.seats is None or plan is None:
        return None
    deals = [(p.leaders, p.shufflers, p.cutters) for p in rules.deals.values()]
    if plan.after_winner is None and len(set(plan.dealer_next)) == 1 and all(
            len(set(role)) == 1 for roles in deals for role in roles):
        return None  # every role keeps one seat beside the dealer: the older rows say it all
    return Said((plan.period, plan.dealer_next, plan.after_winner, tuple(deals)),
                {k: v for k, v in spec.seats.model_dump().items() if v})


def forming(rules: Rules, spec: VariantSpec) -> Any:
    """The table's draw as compiled (the cards drawn, who deals first, the pairing, the seats)."""
    forming = rules.table.forming
    if forming is None or not forming.cards:
        return None
    return Said((forming.lowest_deals, forming.suit_order, forming.pairing, forming.seats_by_draw),
                spec.forming.model_dump() if spec.forming is not None else None)
