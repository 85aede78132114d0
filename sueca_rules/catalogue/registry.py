"""Finding a rule's entry by its path, for the entries that speak of other rules (a table
option says the rules it sets in their own words).

The catalogue (:mod:`sueca_rules.catalogue`) registers every entry here once its areas are
loaded, so that an area needs no import of the others.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import product

from .entry import Rule
from .spelling import DslError, Stmt, Val

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


def rule_value(path: str, text: str) -> object:
    """A rule's value an option writes as text, read by the rule's own DSL key when that
    gives a whole rule (`illegal.revoke` with "others scores 2 and offenders loses 1 play-on"
    or "match", `scoring.tie` with "nobody-scores times 2"): the mapping the key reads, or
    None for `none`; else (a rule with no key of its own, a plain word or number, a text the
    key cannot read, a list) the text itself, for validation to type or refuse."""
    entry = rule_for(path)
    words = text.split()
    if entry is None or entry.key is None or entry.key.repeat or not words:
        return text
    vals = [Val("number", int(w), 1, 1) if w.isdigit() else Val("word", w, 1, 1) for w in words]
    try:
        read, _ = entry.key.read(Stmt("setting", entry.key.name, 1, 1, vals))
    except (DslError, ValueError, TypeError, AttributeError):
        return text
    return read if isinstance(read, dict) or read is None else text
