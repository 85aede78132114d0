"""The deck area compiled: card names and ints, points, the cards left out (:class:`DeckRules`)."""

from __future__ import annotations

from ...compiled.cards import SUITS
from ...compiled.frozen import FrozenMap
from ...compiled.groups import DeckRules
from ..variant import VariantSpec


def compile_deck(spec: VariantSpec) -> DeckRules:
    ranks = tuple(spec.deck.ranks)
    names = tuple(f"{rank}{suit}" for suit in SUITS for rank in ranks)
    points = tuple(spec.deck.points.get(rank, 0) for _ in SUITS for rank in ranks)
    return DeckRules(ranks, names, FrozenMap({n: i for i, n in enumerate(names)}), points,
                     sum(points), tuple(f"{rank}{suit}" for suit in SUITS for rank in spec.deck.removed),
                     spec.deck.style)
