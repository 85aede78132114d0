"""sueca-rules: the rules of Sueca written as files.

Load a bundled variant or a file of your own, with its parents merged and options set:

>>> from sueca_rules import load_variant
>>> spec = load_variant("sueca-online", options={"direction": "clockwise"})
>>> spec.direction, spec.deal["standard"].trump
('clockwise', 'first-card')
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import (
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
from .spec import VariantSpec

if TYPE_CHECKING:
    from .compiled import Rules
    from .engine import Hand, Match, PlayerView

__version__ = "0.1.0"


def load_variant(reference: str | Path, options: dict[str, str] | None = None) -> VariantSpec:
    """A validated VariantSpec from a bundled name or a .sueca/.yaml path.

    Raises a ProblemsError (syntax, schema or semantic) listing every located problem.
    """
    from .checks import validate

    return validate(reference, options).spec


def load_rules(reference: str | Path, options: dict[str, str] | None = None) -> Rules:
    """Load, validate and compile a variant into the engine's immutable Rules.

    >>> rules = load_rules("azores")
    >>> rules.rank_labels[:2], rules.deals["standard"].trump
    (('A', '10'), 'cut-unused')
    """
    from .compiled import compile_rules

    return compile_rules(load_variant(reference, options), options)


def new_match(reference: str | Path, seed: int | None = None,
              options: dict[str, str] | None = None) -> Match:
    """A match of a variant, dealt from `seed` (same seed, same match).

    >>> match = new_match("portugal", seed=1)
    >>> hand = match.deal()
    >>> len(hand.legal_moves()) == 10 and hand.turn == hand.deal.leader
    True
    """
    from .engine import Match

    return Match(load_rules(reference, options), seed, variant_ref=str(reference))


def __getattr__(name: str) -> Any:
    """The engine's classes, imported on first use (validating files does not need them)."""
    if name == "Rules":
        from .compiled import Rules

        return Rules
    if name in ("Hand", "Match", "PlayerView"):
        from . import engine

        return getattr(engine, name)
    raise AttributeError(f"module 'sueca_rules' has no attribute {name!r}")


def bundled_variants() -> list[str]:
    """The names of the bundled variants."""
    from .source.resolve import bundled_names

    return bundled_names()


__all__ = [
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
