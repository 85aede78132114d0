"""Old import paths that keep working: a module's `__getattr__` that finds each name where it
moved, when first asked for, with a DeprecationWarning (so the old module imports nothing).

>>> import warnings
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     found = moved("old.place", "json")("dumps")
>>> found.__name__, str(caught[0].message)
('dumps', 'old.place.dumps moved to json.dumps')
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Callable
from typing import Any


def moved(old: str, new: str) -> Callable[[str], Any]:
    """A module `__getattr__` for module `old` whose names now live in module `new`;
    AttributeError for a name `new` does not have (and for dunder names)."""

    def __getattr__(name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        value = getattr(importlib.import_module(new), name)  # AttributeError: no such name
        warnings.warn(f"{old}.{name} moved to {new}.{name}", DeprecationWarning, stacklevel=2)
        return value

    return __getattr__
