"""Finding a rule's entry by its path, for the entries that speak of other rules (a table
option says the rules it sets in their own words).

The catalogue (:mod:`sueca_rules.catalogue`) registers every entry here once its areas are
loaded, so that an area needs no import of the others.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import product

from .entry import Rule

_BY_PATH: dict[str, Rule] = {}


def register(rules: Iterable[Rule]) -> None:
    """Add entries (a path given twice is a mistake in the catalogue)."""
    for entry in rules:
        if entry.path in _BY_PATH:
            raise ValueError(f"the catalogue has two entries for {entry.path}")
        _BY_PATH[entry.path] = entry


def rule_for(path: str) -> Rule | None:
    """The entry for a concrete path (`deal.standard.trump` -> `deal.*.trump`), or None."""
    if path in _BY_PATH:
        return _BY_PATH[path]
    parts = path.split(".")
    for stars in product((False, True), repeat=len(parts)):
        generic = ".".join("*" if star else p for star, p in zip(stars, parts, strict=True))
        if generic in _BY_PATH:
            return _BY_PATH[generic]
    return None
