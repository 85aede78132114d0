"""The engine: one match state machine (:mod:`.machine`: `new_state`, `legal_actions`, `draw`,
`apply`, `observe`) over Deal -> Hand, driven by compiled Rules only; `Match` is its public
driver.

Records (reading, replaying, files) live above the engine, in :mod:`sueca_rules.records`; the
names they had here (`replay`, `read_record`, `parse_record`, `RecordError`,
`RecordFormatError`, `replay_series`) still work, as deprecated aliases looked up there when
first asked for.
"""

from __future__ import annotations

import importlib
import warnings
from typing import Any

from .actions import Phase
from .deal import Deal, DealError, deal_cards, deal_from_hands, shuffled
from .hand import Accusation, Hand, HandResult, Trick
from .machine import apply, draw, legal_actions, new_state, observe
from .match import Match
from .scoring import Score, Tally, after_hand, score_hand, tally_hands, tie_bonus
from .series import SERIES_FORMAT, Series
from .state import MatchState
from .view import PlayerView, SeatView, view_of

_MOVED = {"RecordError": "schema", "RecordFormatError": "schema", "parse_record": "schema",
          "read_record": "schema", "replay": "replayer", "replay_series": "series"}


def __getattr__(name: str) -> Any:
    """The record names of old, from :mod:`sueca_rules.records` (deprecated here)."""
    where = _MOVED.get(name)
    if where is None:
        raise AttributeError(f"module 'sueca_rules.engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"sueca_rules.records.{where}"), name)
    warnings.warn(f"sueca_rules.engine.{name} moved to sueca_rules.records.{name}",
                  DeprecationWarning, stacklevel=2)
    return value


__all__ = [
    "SERIES_FORMAT",
    "Accusation",
    "Deal",
    "DealError",
    "Hand",
    "HandResult",
    "Match",
    "MatchState",
    "Phase",
    "PlayerView",
    "Score",
    "SeatView",
    "Series",
    "Tally",
    "Trick",
    "after_hand",
    "apply",
    "deal_cards",
    "deal_from_hands",
    "draw",
    "legal_actions",
    "new_state",
    "observe",
    "score_hand",
    "shuffled",
    "tally_hands",
    "tie_bonus",
    "view_of",
]
