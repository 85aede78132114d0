"""The deck area's normal forms for `diff` and the matrix, from the compiled rules."""

from __future__ import annotations

from typing import Any

from ...compiled.cards import ALL_RANKS
from ...compiled.rules import Rules
from ..entry import Said
from ..variant import VariantSpec


def style(rules: Rules, spec: VariantSpec) -> Any:
    return rules.deck.style


def ranks(rules: Rules, spec: VariantSpec) -> Any:
    return list(rules.deck.rank_labels)


def removed(rules: Rules, spec: VariantSpec) -> Any:
    """The ranks left out, weakest first (as a deck of 52 loses them), then the single cards
    of ranks in play taken out besides (`2C`), in suit order."""
    deck = rules.deck
    played = set(deck.rank_labels)
    left_out = dict.fromkeys(name[:-1] for name in deck.unused_names if name[:-1] not in played)
    cards = [name for name in deck.card_names if name[:-1] in played and name not in deck.card_ids]
    return [*sorted(left_out, key=lambda rank: -ALL_RANKS.index(rank)), *cards]


def points(rules: Rules, spec: VariantSpec) -> Any:
    """The ranks that score and their points (a suit's cards: the first ranks' ints), said in
    the order the variant lists them."""
    deck = rules.deck
    key = {rank: value for rank, value in zip(deck.rank_labels, deck.points, strict=False) if value}
    shown = {r: p for r, p in spec.deck.points.items() if p and r in spec.deck.ranks}
    return Said(key, shown)
