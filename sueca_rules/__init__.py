"""sueca-rules: the rules of Sueca written as files.

Load a bundled variant or a file of your own, with its parents merged and options set:

>>> from sueca_rules import load_variant
>>> spec = load_variant("sueca-online", options={"direction": "clockwise"})
>>> spec.direction, spec.deal["standard"].trump
('clockwise', 'first-card')
"""

from __future__ import annotations

from pathlib import Path

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

__version__ = "0.1.0"


def load_variant(reference: str | Path, options: dict[str, str] | None = None) -> VariantSpec:
    """A validated VariantSpec from a bundled name or a .sueca/.yaml path.

    Raises a ProblemsError (syntax, schema or semantic) listing every located problem.
    """
    from .checks import validate

    return validate(reference, options).spec


def bundled_variants() -> list[str]:
    """The names of the bundled variants."""
    from .source.resolve import bundled_names

    return bundled_names()


__all__ = [
    "IllegalMove",
    "InputError",
    "OptionError",
    "Problem",
    "ProblemsError",
    "SchemaProblem",
    "SemanticProblem",
    "SuecaError",
    "SyntaxProblem",
    "UnknownVariant",
    "VariantSpec",
    "__version__",
    "bundled_variants",
    "load_variant",
]
