"""The deck area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from ..entry import Block, rule
from ..spelling import key, print_list, print_pairs, read_list, read_pairs
from . import normal
from .words import deck_style, points, ranks, removed

BLOCKS = (Block("deck", "deck"),)
RULES = (
    rule("deck", lambda v: v.pgettext("rule", "Deck"), lambda x, s: ranks(x["ranks"], s)),
    rule("deck.ranks", lambda v: v.pgettext("rule", "Cards, strongest first"), ranks,
         key("ranks", read_list, print_list), compiled=("deck.rank_labels", "deck.card_names",
                                                         "deck.card_ids"), normal=normal.ranks),
    rule("deck.removed", lambda v: v.pgettext("rule", "Ranks taken out"), removed,
         key("removed", read_list, print_list), compiled=("deck.unused_names",), normal=normal.removed),
    rule("deck.points", lambda v: v.pgettext("rule", "Card points"), points,
         key("points", read_pairs, print_pairs), compiled=("deck.points", "deck.total_points"),
         normal=normal.points),
    rule("deck.style", lambda v: v.pgettext("rule", "Kind of deck"), deck_style, key("style"),
         compiled=("deck.style",), normal=normal.style, extra="french"),
)
