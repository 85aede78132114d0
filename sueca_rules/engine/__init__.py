"""The engine: Deal -> Hand -> Match, driven by compiled Rules only."""

from .deal import Deal, DealError, deal_cards, shuffled
from .hand import Accusation, Hand, HandResult, Trick
from .match import Match
from .record import RecordError, read_record, replay
from .scoring import Score, score_hand, tie_bonus
from .view import PlayerView, view_of

__all__ = [
    "Accusation", "Deal", "DealError", "Hand", "HandResult", "Match", "PlayerView", "RecordError",
    "Score", "Trick", "deal_cards", "read_record", "replay", "score_hand", "shuffled", "tie_bonus",
    "view_of",
]
