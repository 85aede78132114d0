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
from .spec import VariantSpec

if TYPE_CHECKING:
    from .compiled import Rules
    from .engine import Hand, Match, PlayerView

__version__ = "0.1.0"


def load_variant(reference: str | Path, options: dict[str, str] | None = None) -> VariantSpec:
    """A validated VariantSpec from a bundled name or a .sueca/.yaml path.

    `options` maps the table options the variant declares to their values (both texts):
    ``{"direction": "clockwise"}``. Raises a ProblemsError (syntax, schema or semantic) listing
    every located problem; UnknownVariant, InputError or OptionError for a variant that is not
    there or an option it does not have; ArgumentError for a reference or options of the wrong
    kind.
    """
    from .arguments import check_options, check_reference
    from .checks import validate

    reference = check_reference(reference, "reference")
    chosen = check_options(options)
    return validate(reference, chosen or None).spec


def load_rules(reference: str | Path, options: dict[str, str] | None = None) -> Rules:
    """Load, validate and compile a variant into the engine's immutable Rules (errors as for
    :func:`load_variant`).

    >>> rules = load_rules("azores")
    >>> rules.rank_labels[:2], rules.deals["standard"].trump
    (('A', '10'), 'cut-unused')
    """
    from .catalogue.compile import compile_rules

    spec = load_variant(reference, options)
    return compile_rules(spec, dict(options) if options else None)


def new_match(reference: str | Path, seed: int | None = None,
              options: dict[str, str] | None = None) -> Match:
    """A match of a variant, dealt from `seed` (same seed, same match).

    `seed` is a whole number from -10^30 to 10^30, or None for a fresh random one (the record
    then holds the decks). Errors as for :func:`load_variant`; ArgumentError for another seed.

    >>> match = new_match("portugal", seed=1)
    >>> hand = match.deal()
    >>> len(hand.legal_moves()) == 10 and hand.turn == hand.deal.leader
    True
    """
    from .arguments import check_seed
    from .engine import Match

    check_seed(seed)  # before the variant is loaded: a wrong seed costs nothing
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
