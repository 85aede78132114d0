"""The illegal area's spec: illegal cards (a revoke), accusations, and the infractions a
table declares, each with its penalty."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from ..model import Model


class Penalty(Model):
    """What an infraction costs: what the other team gets (or the offenders lose), and whether
    the hand ends or play goes on.

    The first spelling, ``{wins: hand, games: N}`` / ``{wins: match}``, is still read: it means
    ``{award: games, games: N}`` / ``{award: match}``, the hand ending.
    """

    award: Literal["games", "bandeira", "match", "lose"] = Field(
        description="games: the other team scores `games`; bandeira: it scores `games` and the "
        "match ends, won by it; match: it wins the match; lose: the offenders lose `games` from "
        "their score (never below 0).")
    games: int = Field(0, ge=0, le=100, description="Game points scored (or lost).")
    then: Literal["ends-hand", "play-on"] = Field(
        "ends-hand", description="Whether the hand ends there (its cards score nothing) or play "
        "goes on (the hand is scored as usual at its end).")

    @model_validator(mode="before")
    @classmethod
    def _first_spelling(cls, data: Any) -> Any:
        if isinstance(data, dict) and "wins" in data:
            data = dict(data)
            wins = data.pop("wins")
            if "award" in data:
                raise ValueError("write 'award' (or the older 'wins'), not both")
            data["award"] = {"hand": "games", "match": "match"}.get(wins, wins)
        return data


# Infractions a table may punish (YAML keys; the DSL writes `looking-back`, `out-of-turn`).
INFRACTIONS: tuple[str, ...] = ("talking", "misdeal", "looking_back", "out_of_turn")
Infraction = Literal["talking", "misdeal", "looking_back", "out_of_turn"]


class Illegal(Model):
    """What happens to a card the rules do not allow (a revoke, renúncia)."""

    handling: Literal["refuse", "accusation"] = Field(
        description="Refuse the card (no penalty), or accept it and punish it when accused."
    )
    revoke: Penalty | None = Field(None, description="What the accusers win when the revoke is proven.")
    false_accusation: Penalty | None = Field(
        None, description="What the accused team wins when an accusation is not proven."
    )
    accuse: Literal["during-play", "until-next-deal"] = Field(
        "until-next-deal", description="When a player may be accused of a revoke: only while the hand is "
        "played, or also after its last trick, until the next deal (never once the match is "
        "over).")
