"""The engine: Deal -> Hand -> Match, driven by compiled Rules only."""

from .deal import Deal, DealError, deal_cards, deal_from_hands, shuffled
from .hand import Accusation, Hand, HandResult, Trick
from .match import Match
from .record import RecordError, RecordFormatError, parse_record, read_record, replay
from .scoring import Score, Tally, after_hand, score_hand, tally_hands, tie_bonus
from .series import SERIES_FORMAT, Series, replay_series
from .view import PlayerView, view_of

__all__ = [
    "SERIES_FORMAT",
    "Accusation",
    "Deal",
    "DealError",
    "Hand",
    "HandResult",
    "Match",
    "PlayerView",
    "RecordError",
    "RecordFormatError",
    "Score",
    "Series",
    "Tally",
    "Trick",
    "after_hand",
    "deal_cards",
    "deal_from_hands",
    "parse_record",
    "read_record",
    "replay",
    "replay_series",
    "score_hand",
    "shuffled",
    "tally_hands",
    "tie_bonus",
    "view_of",
]
