"""sueca-rules: the rules of Sueca written as files.

Load a bundled variant or a file of your own, with its parents merged and options set:

>>> from sueca_rules import load_variant
>>> spec = load_variant("sueca-online", options={"direction": "clockwise"})
>>> spec.direction, spec.deal["standard"].trump
('clockwise', 'first-card')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import (
    ArgumentError,
    IllegalMove,
    InputError,
    OptionError,
    Problem,
    ProblemsError,
    SchemaProblem,
    SemanticProblem,
    SuecaError,
    SyntaxProblem,
    UnknownVariant,
)
from .loading import bundled_variants, load_rules, load_variant, new_match
from .spec import VariantSpec

if TYPE_CHECKING:
    from .compiled import Rules
    from .engine import Hand, Match, PlayerView

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """The engine's classes, imported on first use (validating files does not need them)."""
    if name == "Rules":
        from .compiled import Rules

        return Rules
    if name in ("Hand", "Match", "PlayerView"):
        from . import engine

        return getattr(engine, name)
    raise AttributeError(f"module 'sueca_rules' has no attribute {name!r}")


__all__ = [
    "ArgumentError",
    "Hand",
    "IllegalMove",
    "InputError",
    "Match",
    "OptionError",
    "PlayerView",
    "Problem",
    "ProblemsError",
    "Rules",
    "SchemaProblem",
    "SemanticProblem",
    "SuecaError",
    "SyntaxProblem",
    "UnknownVariant",
    "VariantSpec",
    "__version__",
    "bundled_variants",
    "load_rules",
    "load_variant",
    "new_match",
]
