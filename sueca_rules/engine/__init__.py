"""The engine: Deal -> Hand -> Match, driven by compiled Rules only."""

from .deal import Deal, DealError, deal_cards, deal_from_hands, shuffled
from .hand import Accusation, Hand, HandResult, Trick
from .match import Match
from .record import RecordError, RecordFormatError, parse_record, read_record, replay
from .scoring import Score, Tally, after_hand, score_hand, tally_hands, tie_bonus
from .view import PlayerView, view_of

__all__ = [
    "Accusation", "Deal", "DealError", "Hand", "HandResult", "Match", "PlayerView", "RecordError", "RecordFormatError",
    "Score", "Tally", "Trick", "after_hand", "deal_cards", "deal_from_hands", "parse_record", "read_record",
    "replay", "score_hand", "shuffled", "tally_hands", "tie_bonus", "view_of",
]
