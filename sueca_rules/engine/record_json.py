"""Deprecated: moved to :mod:`sueca_rules.records.strict_json` (records live above the engine).

The old import path keeps working; each name is looked up there when first asked for, so the
engine itself imports nothing from records.
"""

from __future__ import annotations

from ..moved import moved

__getattr__ = moved(__name__, "sueca_rules.records.strict_json")
