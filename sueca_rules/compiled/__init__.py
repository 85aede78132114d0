"""The compiled rules: a VariantSpec turned once into typed, grouped tables (see
:class:`~.rules.Rules`), and cards as small ints (:mod:`.cards`).

Inside the package, import the module that defines a thing (`compiled.rules`,
`compiled.groups`, ...); this package is its facade. `compile_rules` lives with the rule
catalogue, which compiles each area into its group (:mod:`sueca_rules.catalogue.compile`).
"""

from __future__ import annotations

from typing import Any

from .cards import CARDS, HAND, RANKS_52, SUIT_NAMES, SUIT_SYMBOLS, CardError, CardNotInDeck, spelled
from .groups import Chooser, DealPlan
from .match import NamedResultRule
from .outcome import Outcome
from .rules import Rules
from .scoring import Score


def __getattr__(name: str) -> Any:
    """`compile_rules`, from the catalogue that compiles each area (imported on first use)."""
    if name == "compile_rules":
        from ..catalogue.compile import compile_rules

        return compile_rules
    raise AttributeError(f"module 'sueca_rules.compiled' has no attribute {name!r}")


__all__ = ["CARDS", "HAND", "RANKS_52", "SUIT_NAMES", "SUIT_SYMBOLS", "CardError", "CardNotInDeck",
           "Chooser", "DealPlan", "NamedResultRule", "Outcome", "Rules", "Score", "compile_rules", "spelled"]
