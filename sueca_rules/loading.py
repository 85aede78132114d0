"""Loading variants: a bundled name or a file becomes a validated VariantSpec, compiled Rules,
or a Match. The package root re-exports these (``from sueca_rules import load_rules``); inside
the package, import them from here (the root is a facade no module imports).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .arguments import shown
from .errors import ArgumentError
from .spec import VariantSpec

if TYPE_CHECKING:
    from .compiled.rules import Rules
    from .engine import Match


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
    >>> rules.deck.rank_labels[:2], rules.deals["standard"].cuts_unused
    (('A', '10'), True)
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


def bundled_variants() -> list[str]:
    """The names of the bundled variants (the `VARIANT` names every command takes), sorted."""
    from .resources import bundled_names

    return bundled_names()


def check_spec(value: Any, argument: str) -> VariantSpec:
    """A variant for the documents: a VariantSpec as it is, a bundled name or a file path
    loaded (and validated) with :func:`load_variant`; ArgumentError, naming `argument`, for
    anything else."""
    if isinstance(value, VariantSpec):
        return value
    if isinstance(value, str | os.PathLike) and str(value).strip():
        return load_variant(value if isinstance(value, str) else Path(value))
    raise ArgumentError(argument, "a variant: a VariantSpec (from load_variant), a bundled name "
                                  f"such as 'portugal' or a .sueca/.yaml path; not {shown(value)}")
