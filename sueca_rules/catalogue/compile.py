"""Compile a VariantSpec once into the typed, grouped Rules, so that play does no spec
lookups: each area of the catalogue compiles its rules into its group.

>>> from sueca_rules.checks import validate
>>> rules = compile_rules(validate("azores").spec)
>>> rules.deck.rank_labels[:2], rules.deals["standard"].cuts_unused, rules.deals.default
(('A', '10'), True, 'standard')
"""

from __future__ import annotations

from ..compiled.frozen import FrozenMap
from ..compiled.rules import Rules
from .bidding.compile import compile_bidding
from .competition.compile import compile_competition
from .deck.compile import compile_deck
from .illegal.compile import compile_illegal, outcome_of
from .match.compile import compile_match
from .play.compile import compile_play, compile_view
from .scoring.compile import compile_scoring
from .table.compile import compile_deals, compile_table
from .variant import VariantSpec

__all__ = ["compile_rules", "outcome_of"]


def compile_rules(spec: VariantSpec, options: dict[str, str] | None = None) -> Rules:
    """Turn a validated spec into the grouped tables, each area compiling its own group;
    `options` records the table's choices."""
    deck = compile_deck(spec)
    deals = compile_deals(spec)
    table = compile_table(spec)
    return Rules(variant=spec.variant, title=spec.title, options=FrozenMap(dict(options or {})),
                 deck=deck, table=table, deals=deals, play=compile_play(spec, deals),
                 view=compile_view(spec, table.players), illegal=compile_illegal(spec),
                 scoring=compile_scoring(spec, deck.total_points, deals.tricks), match=compile_match(spec),
                 competition=compile_competition(spec),
                 bidding=compile_bidding(spec, table.players, table.step, deck.total_points))
