"""The deck area's spec: the cards in play, their order and points, the deck's faces."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from ...compiled.cards import ALL_RANKS, SUITS
from ..model import Model

__all__ = ["ALL_RANKS", "SUITS", "Deck", "Rank"]

Rank = Literal["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


class Deck(Model):
    """The cards in play: ranks strongest first, removed ranks, and card points."""

    ranks: list[Rank] = Field(description="Ranks in the deck, strongest first.")
    removed: list[str] = Field(description="Ranks taken out of the 52-card deck (`8 9 10`), and "
                               "single cards taken out besides (`2C`: a deck of 39 for three).")
    points: dict[Rank, int] = Field(description="Card points per rank; ranks not listed are 0.")
    style: Literal["french", "spanish", "portuguese"] = Field(
        "french", description="The deck's suits and faces: French-suited (Ás, Rei, Dama, Valete;"
        " espadas, copas, ouros, paus), Spanish-suited (Ás, Rei, Cavalo, Sota: the cavalo is the J,"
        " the sota the Q) or Portuguese-suited (dragon aces; Rei, Cavalo and a maid, the Sota, as"
        " the J and Q are in the Spanish deck). The 7 is named by the table, not the deck: a table"
        " that calls it the bisca writes `words { manilha \"bisca\" }`. Case files keep writing"
        " cards as <rank><suit>.")

    @field_validator("removed")
    @classmethod
    def _ranks_or_cards(cls, value: list[str]) -> list[str]:
        for word in value:
            if word not in ALL_RANKS and not (word[:-1] in ALL_RANKS and word[-1:] in SUITS):
                raise PydanticCustomError(
                    "removed", "'{word}' is neither a rank nor a card — write ranks (8 9 10) or "
                    "cards (2C: rank then suit S H D C)", {"word": word})
        return value


def removed_ranks(removed: list[str]) -> list[str]:
    """The whole ranks among `removed` (single cards such as `2C` left aside)."""
    return [word for word in removed if word in ALL_RANKS]


def removed_cards(removed: list[str]) -> list[str]:
    """The single cards among `removed` (`2C`), as written."""
    return [word for word in removed if word not in ALL_RANKS]
