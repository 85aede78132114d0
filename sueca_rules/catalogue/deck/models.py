"""The deck area's spec: the cards in play, their order and points, the deck's faces."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...compiled.cards import ALL_RANKS, SUITS
from ..model import Model

__all__ = ["ALL_RANKS", "SUITS", "Deck", "Rank"]

Rank = Literal["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


class Deck(Model):
    """The cards in play: ranks strongest first, removed ranks, and card points."""

    ranks: list[Rank] = Field(description="Ranks in the deck, strongest first.")
    removed: list[Rank] = Field(description="Ranks taken out of the 52-card deck.")
    points: dict[Rank, int] = Field(description="Card points per rank; ranks not listed are 0.")
    style: Literal["french", "spanish", "portuguese"] = Field(
        "french", description="The deck's suits and faces: French-suited (Ás, Rei, Dama, Valete;"
        " espadas, copas, ouros, paus), Spanish-suited (Ás, Rei, Cavalo, Sota: the cavalo is the J,"
        " the sota the Q) or Portuguese-suited (dragon aces; Rei, Cavalo and a maid, the Sota, as"
        " the J and Q are in the Spanish deck). The 7 is named by the table, not the deck: a table"
        " that calls it the bisca writes `words { manilha \"bisca\" }`. Case files keep writing"
        " cards as <rank><suit>.")
