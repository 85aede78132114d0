"""Deprecated: moved to :mod:`sueca_rules.records.files` (records live above the engine).

The old import path keeps working; each name is looked up there when first asked for, so the
engine itself imports nothing from records.
"""

from __future__ import annotations

import importlib
import warnings
from typing import Any


def __getattr__(name: str) -> Any:
    if name.startswith("__"):
        raise AttributeError(name)
    value = getattr(importlib.import_module("sueca_rules.records.files"), name)  # AttributeError: no such name
    warnings.warn(f"sueca_rules.engine.record_files.{name} moved to sueca_rules.records.files.{name}",
                  DeprecationWarning, stacklevel=2)
    return value
