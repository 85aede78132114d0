"""The table area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from typing import Any

from ...words.speaker import Speaker
from ..entry import Block, rule
from ..phrases import card_points, direction, side
from ..spelling import key, print_list, read_int
from . import normal
from .spelling import print_seat, rank_words, read_ranks, read_seat, seat_words
from .words import (
    banned_trump,
    chooses,
    first_dealer,
    forming_dealer,
    forming_partners,
    forming_seats,
    forming_ties,
    packet,
    partners,
    procedure,
    redeal,
    redeal_then,
    route,
    seat_value,
    shown,
    trump_card,
)


def _or_fewer(value: Any, s: Speaker) -> str:
    return s.voice.gettext("{points} or fewer", points=card_points(value, s)) if value is not None else "—"


def _roles(value: Any, s: Speaker) -> str:
    """The seats block as "who deals: ...; who leads the first trick: ..." (each role by its
    own entry's label)."""
    if not value:
        return "—"
    said = []
    for role, text in value.items():
        if text:
            entry = next(r for r in DEALING if r.path == f"seats.{role}")
            label = entry.label_for(s)
            said.append(s.voice.gettext("{rule}: {value}", rule=label[:1].lower() + label[1:],
                                        value=seat_value(text, s)))
    return s.voice.clauses(said)


SEATING = (
    rule("direction", lambda v: v.pgettext("rule", "Direction of play"), direction,
         key("direction"), compiled=("table.step",), normal=normal.direction),
    rule("partners", lambda v: v.pgettext("rule", "How the teams are formed"), partners,
         key("partners"), compiled=("table.partners_drawn",), normal=normal.partners,
         extra="chosen"),
)
BLOCKS = (Block("dealer", "dealer"), Block("deal", "deal", labelled=True), Block("trump", "trump"),
          Block("redeal", "redeal"), Block("seats", "seats"), Block("forming", "forming"))
LINES = ("deal", "redeal")  # `deal NAME none`, `redeal none`: lines at the top of a file
DEALING = (
    rule("dealer", lambda v: v.pgettext("rule", "{dealer}"), lambda x, s: side(x["next"], s)),
    rule("dealer.first", lambda v: v.pgettext("rule", "First {dealer}"), first_dealer, key("first"),
         compiled=("table.first_dealer_drawn", "table.first_dealer", "table.first_dealer_draw"),
         normal=normal.first_dealer),
    rule("dealer.next", lambda v: v.pgettext("rule", "Who deals next"), side, key("next"),
         compiled=("table.next_dealer",), normal=normal.next_dealer),
    rule("dealer.chooses", lambda v: v.pgettext("rule", "Who chooses the way of dealing"), chooses,
         key("chooses"), compiled=("deals.chooser",), normal=normal.chooser),
    rule("dealer.procedure", lambda v: v.pgettext("rule", "The table's way of dealing"),
         lambda x, s: s.deal_name(str(x)), key("procedure"),
         compiled=("deals.fixed", "deals.default", "deals.table_choice"), normal=normal.table_choice),
    rule("deal", lambda v: v.pgettext("rule", "Ways of dealing"),
         lambda x, s: " / ".join(s.voice.gettext("{rule}: {value}", rule=s.deal_name(n),
                                                 value=procedure(p, s)) for n, p in x.items()),
         compiled=("deals.plans",)),
    # a named entry: each procedure is compared as a whole and field by field
    rule("deal.*", lambda v: v.pgettext("rule", "Way of dealing"), procedure,
         compiled=("deals.plans.*.name",), normal=normal.procedures),
    rule("deal.*.shuffles", lambda v: v.pgettext("rule", "Who shuffles"), side, key("shuffles"),
         compiled=("deals.plans.*.shuffler",)),
    rule("deal.*.cuts", lambda v: v.pgettext("rule", "Who cuts"), side, key("cuts"),
         compiled=("deals.plans.*.cutter",)),
    rule("deal.*.packet", lambda v: v.pgettext("rule", "How the cards are dealt"), packet,
         key("packet", read_int), compiled=("deals.plans.*.packet", "deals.plans.*.positions")),
    rule("deal.*.rotation", lambda v: v.pgettext("rule", "Direction of the deal"), route,
         key("rotation"), compiled=("deals.plans.*.rotation",)),
    rule("deal.*.dealer", lambda v: v.pgettext("rule", "When the {dealer} is served"),
         lambda x, s: {"first": lambda: s.voice.pgettext("the dealer is served", "first"),
                       "last": lambda: s.voice.pgettext("the dealer is served", "last")}.get(
             str(x), lambda: str(x))(), key("dealer"), compiled=("deals.plans.*.dealer_first",)),
    rule("deal.*.trump", lambda v: v.pgettext("rule", "{trump} card"), trump_card, key("trump"),
         compiled=("deals.plans.*.trump_at", "deals.plans.*.cuts_unused",
                   "deals.plans.*.picks_from_dealer", "deals.cut_for_trump", "deals.plans.*.by_bid")),
    rule("trump", lambda v: v.pgettext("rule", "How long the {trump} card stays face up"),
         lambda x, s: shown(x["shown"], s)),
    rule("trump.shown", lambda v: v.pgettext("rule", "How long the {trump} card stays face up"), shown, key("shown"),
         compiled=("view.trump_hidden_once_played", "view.trump_hidden_after_deal",
                   "view.trump_hidden_after_cards"),
         normal=normal.trump_shown),
    rule("trump.redeal_if", lambda v: v.pgettext("rule", "Cards that may not set {trump}"),
         banned_trump, key("redeal-if", read_ranks, print_list, words=rank_words),
         compiled=("deals.plans.*.banned_trump",), normal=normal.banned_trump, extra=[]),
    rule("seats", lambda v: v.pgettext("rule", "Seats and roles"), lambda x, s: _roles(x, s),
         compiled=("table.seats",), normal=normal.seats, extra=None),
    rule("seats.shuffles", lambda v: v.pgettext("rule", "Who shuffles"), seat_value,
         key("shuffles", read_seat, print_seat, words=seat_words("shuffles")), compiled=("deals.plans.*.shufflers",)),
    rule("seats.cuts", lambda v: v.pgettext("rule", "Who cuts"), seat_value,
         key("cuts", read_seat, print_seat, words=seat_words("cuts")), compiled=("deals.plans.*.cutters",)),
    rule("seats.deals", lambda v: v.pgettext("rule", "Who deals"), seat_value,
         key("deals", read_seat, print_seat, words=seat_words("deals")), compiled=("table.next_dealer",)),
    rule("seats.leads", lambda v: v.pgettext("rule", "Who leads the first {trick}"), seat_value,
         key("leads", read_seat, print_seat, words=seat_words("leads")), compiled=("deals.plans.*.leaders",)),
    rule("forming", lambda v: v.pgettext("rule", "Forming the table"),
         lambda x, s: forming_partners(x.get("partners") if x else None, s), compiled=("table.forming",),
         normal=normal.forming, extra=None),
    rule("forming.first_dealer", lambda v: v.pgettext("rule", "The draw's first {dealer}"),
         forming_dealer, key("first-dealer")),
    rule("forming.ties", lambda v: v.pgettext("rule", "Equal cards in the draw"), forming_ties,
         key("ties")),
    rule("forming.partners", lambda v: v.pgettext("rule", "Partners by the draw"),
         forming_partners, key("partners")),
    rule("forming.seats", lambda v: v.pgettext("rule", "Seats by the draw"), forming_seats,
         key("seats")),
    rule("redeal", lambda v: v.pgettext("rule", "Asking for a new deal"), redeal,
         compiled=("deals.redeal",), normal=normal.redeal),
    rule("redeal.leader_below", lambda v: v.pgettext("rule", "The first to {lead} may ask under"),
         card_points, key("leader-below", read_int), compiled=("deals.redeal.leader_below",)),
    rule("redeal.leader_at_most", lambda v: v.pgettext("rule", "The first to {lead} may ask with"),
         _or_fewer, key("leader-at-most", read_int)),
    rule("redeal.others_below", lambda v: v.pgettext("rule", "The others may ask under"),
         card_points, key("others-below", read_int), compiled=("deals.redeal.others_below",)),
    rule("redeal.others_at_most", lambda v: v.pgettext("rule", "The others may ask with"),
         _or_fewer, key("others-at-most", read_int)),
    rule("redeal.then", lambda v: v.pgettext("rule", "Who deals the new {hand}"), redeal_then,
         key("then"), compiled=("deals.redeal.same_dealer",)),
)
