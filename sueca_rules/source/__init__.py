"""The front of the pipeline: a variant's text (DSL or YAML) to its effective rules, with where
each value comes from. Two verbs:

- :func:`read` — a bundled name, a path or a :class:`SourceText` to a :class:`Source`: one
  file's located plain data, the problems found reading it, its `extends` chain;
- :func:`resolve` — a Source and the options chosen to a :class:`Resolved`: the effective
  VariantSpec, the :class:`Origin` of every value (written here, inherited from a parent, set
  by an option), the warnings; every problem of the file and its chain raised together.

>>> from sueca_rules.source import read, resolve
>>> resolved = resolve(read("azores"))
>>> resolved.spec.deck.ranks[:2], resolved.origin(("deck", "ranks")).how
(['A', '10'], 'written')

The checks that a variant is playable come after (:func:`sueca_rules.checks.validate`, which
`load_variant` runs). The modules inside are the steps (chain, dsl, yaml_form, options,
validation, ...); import the verbs from here.
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .origins import Origin
    from .reading import Source, read
    from .resolve import resolve
    from .resolved import Resolved
    from .text import SourceText

__all__ = ["Origin", "Resolved", "Source", "SourceText", "read", "resolve"]

_HOMES = {"Origin": "origins", "Resolved": "resolved", "Source": "reading", "SourceText": "text",
          "read": "reading", "resolve": "resolve"}


def __getattr__(name: str) -> Any:
    """The verbs and their types, imported on first use (a caller that reads a text alone
    does not pay for the spec)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = __import__(f"{__name__}.{home}", fromlist=[name])
    return getattr(module, name)


class _Package(types.ModuleType):
    """`sueca_rules.source.resolve` is the verb; it is also the name of the module that
    defines it (kept for the names it exported before). Importing that module would make the
    package's `resolve` the module: the package keeps the verb."""

    def __setattr__(self, name: str, value: object) -> None:
        if name == "resolve" and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
