"""The deck area compiled: card names and ints, points, the cards left out (:class:`DeckRules`)."""

from __future__ import annotations

from ...compiled.cards import SUITS
from ...compiled.frozen import FrozenMap
from ...compiled.groups import DeckRules
from ..variant import VariantSpec
from .models import removed_cards, removed_ranks


def compile_deck(spec: VariantSpec) -> DeckRules:
    ranks = tuple(spec.deck.ranks)
    names = tuple(f"{rank}{suit}" for suit in SUITS for rank in ranks)
    out = set(removed_cards(spec.deck.removed))  # single cards left aside: ints, but not in the deck
    per_rank: dict[str, int] = {str(k): v for k, v in spec.deck.points.items()}
    points = tuple(0 if name in out else per_rank.get(name[:-1], 0) for name in names)
    unused = tuple(f"{rank}{suit}" for suit in SUITS for rank in removed_ranks(spec.deck.removed))
    return DeckRules(ranks, names, FrozenMap({n: i for i, n in enumerate(names) if n not in out}),
                     points, sum(points), unused + tuple(n for n in names if n in out),
                     spec.deck.style)
