"""The deck area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

import re

from ..entry import Block, rule
from ..spelling import key, print_list, print_pairs, print_scalar, read_list, read_pairs
from . import normal
from .words import deck_style, points, ranks, removed

BLOCKS = (Block("deck", "deck"),)
CARD = re.compile(r"(10|[2-9])[SHDC]")  # a single card whose rank is a number (`2C`)


def print_removed(value: object) -> str:
    """`removed 8 9 10 2C`: ranks and single cards bare (a card whose rank is a number is one
    word of the DSL, grammar/sueca.lark's CARD), anything else as a list prints it."""
    assert isinstance(value, list)
    if not value:
        return print_list(value)
    return " ".join(str(v) if CARD.fullmatch(str(v)) else print_scalar(v) for v in value)


RULES = (
    rule("deck", lambda v: v.pgettext("rule", "Pack"), lambda x, s: ranks(x["ranks"], s)),
    rule("deck.ranks", lambda v: v.pgettext("rule", "Cards, strongest first"), ranks,
         key("ranks", read_list, print_list), compiled=("deck.rank_labels", "deck.card_names",
                                                         "deck.card_ids", "deals.plans.*.per_suit"),
         normal=normal.ranks),
    rule("deck.removed", lambda v: v.pgettext("rule", "Ranks taken out"), removed,
         key("removed", read_list, print_removed), compiled=("deck.unused_names",), normal=normal.removed),
    rule("deck.points", lambda v: v.pgettext("rule", "Card points"), points,
         key("points", read_pairs, print_pairs), compiled=("deck.points", "deck.total_points"),
         normal=normal.points),
    rule("deck.style", lambda v: v.pgettext("rule", "Kind of pack"), deck_style, key("style"),
         compiled=("deck.style",), normal=normal.style, extra="french"),
)
