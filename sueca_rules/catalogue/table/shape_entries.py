"""The table area's entries for the table's shape (`table { ... }`) and the stock
(`stock { ... }`): one per rule (see the package's docstring)."""

from __future__ import annotations

from ..entry import Block, Said, rule
from ..phrases import yes_no
from ..play.words import when_void
from ..spelling import key, read_bool, read_int, read_word_or_none
from . import shape_normal as normal
from .shape_words import (
    aside_points,
    hand,
    players,
    sides,
    stock_block,
    stock_first,
    stock_trump,
    table_block,
    undealt,
)

SHAPE_BLOCKS = (Block("table", "table"),)


def side_words(before: list[str]) -> list[str]:
    """`sides`: the words (a number of sides is written as it is)."""
    return [] if before else ["pairs", "threes", "each"]



SHAPE = (
    rule("table", lambda v: v.pgettext("rule", "Players and teams"), table_block),
    rule("table.players", lambda v: v.pgettext("rule", "Players"), players, key("players", read_int),
         compiled=("table.players",), normal=normal.players, extra=4),
    rule("table.sides", lambda v: v.pgettext("rule", "Partnerships"), sides, key("sides", words=side_words),
         compiled=("table.sides", "table.side_of"), normal=normal.sides, extra=Said(2, "pairs")),
    rule("table.hand", lambda v: v.pgettext("rule", "Cards dealt to each player"), hand,
         key("hand", read_int), compiled=("deals.hand_size", "deals.tricks", "scoring.tricks"),
         normal=normal.hand,
         extra=10),
    rule("table.undealt", lambda v: v.pgettext("rule", "What the cards not dealt are for"), undealt,
         key("undealt", read_word_or_none),
         compiled=("deals.stock", "deals.aside", "deals.plans.*.stock_at", "deals.plans.*.aside_at"),
         normal=normal.undealt, extra=None),
    rule("table.aside_points", lambda v: v.pgettext("rule", "Card points of the cards set aside"),
         aside_points, key("aside-points"), compiled=("deals.aside_to_last",),
         normal=normal.aside_points, extra="nobody"),
)
STOCK_BLOCKS = (Block("stock", "stock"),)
STOCK = (
    rule("stock", lambda v: v.pgettext("rule", "The stock"), stock_block),
    rule("stock.first", lambda v: v.pgettext("rule", "Who draws first from the stock"), stock_first,
         key("first"), compiled=("deals.stock.leader_first",), normal=normal.stock_first,
         extra="winner"),
    rule("stock.trump_card", lambda v: v.pgettext("rule", "The {trump} card in the stock"), stock_trump,
         key("trump-card"), compiled=("deals.stock.trump_card_last",), normal=normal.stock_trump,
         extra="last"),
    rule("stock.must_follow", lambda v: v.pgettext("rule", "While the stock lasts, must {follow}"),
         yes_no, key("must-follow", read_bool), compiled=("deals.stock.must_follow",),
         normal=normal.stock_must_follow, extra=False),
    rule("stock.when_void", lambda v: v.pgettext("rule", "While the stock lasts, without the suit led, play"),
         when_void, key("when-void"), compiled=("deals.stock.must_trump", "deals.stock.must_overtrump"),
         normal=normal.stock_when_void, extra="any"),
    rule("stock.must_overtake", lambda v: v.pgettext("rule", "While the stock lasts, must beat the best "
                                                             "card of the suit led"),
         yes_no, key("must-overtake", read_bool), compiled=("deals.stock.must_overtake",),
         normal=normal.stock_must_overtake, extra=False),
)
