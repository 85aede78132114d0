"""The rulebooks the docs tests read, each made once per test process: `docs NAME --lang
LOCALE` as it writes them (with the differences from the parent the file names)."""

from __future__ import annotations

from functools import cache

from sueca_rules.checks import validate
from sueca_rules.docs.rulebook import rulebook
from sueca_rules.words.typeset import plain


@cache
def typeset_book(name: str, locale: str) -> str:
    """A rulebook as it is set: no-break spaces and word joiners in it."""
    resolved = validate(name)  # the parent as the file names it: bundled, or a file beside it
    parent = validate(resolved.layers[1].source.file).spec if len(resolved.layers) > 1 else None
    return rulebook(resolved.spec, locale, parent)


@cache
def book(name: str, locale: str) -> str:
    """A rulebook as a reader reads it (the spaces that do not break as spaces)."""
    return plain(typeset_book(name, locale))
