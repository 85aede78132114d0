"""The illegal area's spec: illegal cards (a revoke), accusations, and the infractions a
table declares, each with its penalty."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from ..model import Model

RoleName = Literal["offenders", "others", "accusers", "accused", "winners", "losers", "us", "them",
                   "declarers", "defenders"]
ROLES: tuple[str, ...] = ("offenders", "others", "accusers", "accused", "winners", "losers", "us",
                          "them", "declarers", "defenders")


class Effect(Model):
    """One effect of an outcome: game points to a team named by its part (`games`, negative
    to take them away, kept at `floor` or above: null for none), the hand voided and dealt
    again (`redeal`), the match ended (`wins_match`: its winners), or `nothing`."""

    to: RoleName | None = Field(None, description="The team that scores (or loses) `games`: "
                                "offenders, others, accusers, accused, winners or losers (of the "
                                "hand), us (team 0), them (team 1), declarers or defenders (of a "
                                "contract: each of their players).")
    games: int | None = Field(None, ge=-100, le=100, description="Game points to `to` (negative: "
                              "taken away).")
    floor: int | None = Field(0, ge=0, le=1000, description="The score `to` is kept at or above "
                              "after the points (null: none, a score may go below 0).")
    redeal: Literal["same-dealer", "next-dealer"] | None = Field(
        None, description="The hand is void and dealt again, by the same dealer or the next.")
    wins_match: RoleName | None = Field(None, description="The match ends at once, won by this team.")
    nothing: bool = Field(False, description="Nothing happens (an outcome with no effect).")

    @model_validator(mode="after")
    def _one_kind(self) -> Effect:
        kinds = [self.games is not None, self.redeal is not None, self.wins_match is not None,
                 self.nothing]
        if sum(kinds) != 1:
            raise ValueError("an effect is one of {to: ROLE, games: N}, {redeal: same-dealer}, "
                             "{wins_match: ROLE} or {nothing: true}")
        if (self.games is None) != (self.to is None):
            raise ValueError("game points need both 'to' (a team by its part) and 'games'")
        return self


class Penalty(Model):
    """What an infraction costs: what the other team gets (or the offenders lose), and whether
    the hand ends or play goes on — or, as `effects`, any list of effects (both teams scoring,
    points taken below zero, the hand voided and dealt again, the match ended).

    The first spelling, ``{wins: hand, games: N}`` / ``{wins: match}``, is still read: it means
    ``{award: games, games: N}`` / ``{award: match}``, the hand ending.
    """

    award: Literal["games", "bandeira", "match", "lose"] | None = Field(
        None, description="games: the other team scores `games`; bandeira: it scores `games` and "
        "the match ends, won by it; match: it wins the match; lose: the offenders lose `games` "
        "from their score (never below 0). Write it or `effects`.")
    effects: list[Effect] | None = Field(
        None, min_length=1, max_length=8, description="The outcome as effects applied together "
        "(instead of `award`): game points to teams named by their part, a redeal, the match won.")
    games: int = Field(0, ge=0, le=100, description="Game points scored (or lost).")
    then: Literal["ends-hand", "play-on"] = Field(
        "ends-hand", description="Whether the hand ends there (its cards score nothing) or play "
        "goes on (the hand is scored as usual at its end).")

    @model_validator(mode="before")
    @classmethod
    def _first_spelling(cls, data: Any) -> Any:
        if isinstance(data, str) and data.strip().lower() in ("none", "nothing"):
            raise ValueError(f"'{data}' is a penalty of the DSL — in YAML, no penalty is null "
                             "(revoke: null), or an outcome of effects: {effects: [{nothing: "
                             "true}]}")
        if isinstance(data, dict) and "wins" in data:
            data = dict(data)
            wins = data.pop("wins")
            if "award" in data:
                raise ValueError("write 'award' (or the older 'wins'), not both")
            data["award"] = {"hand": "games", "match": "match"}.get(wins, wins)
        return data

    @model_validator(mode="after")
    def _award_or_effects(self) -> Penalty:
        if (self.award is None) == (self.effects is None):
            raise ValueError("write 'award' (games, bandeira, match, lose) or 'effects', one of them")
        if self.effects is not None and self.then == "play-on" and any(
                e.redeal is not None or e.wins_match is not None for e in self.effects):
            raise ValueError("a redeal or the match won ends the hand — write 'ends-hand', or "
                             "leave the redeal out for play to go on")
        return self


# Infractions every table knows by name (YAML keys; the DSL writes `looking-back`,
# `out-of-turn`); a file declares others (`infraction NAME PENALTY`), its words in `texts`.
INFRACTIONS: tuple[str, ...] = ("talking", "misdeal", "looking_back", "out_of_turn")
Infraction = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_-]*$")]


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
    accused: Literal["team", "player"] = Field(
        "team", description="Whom an accusation names: the other team (any of its players' "
        "illegal cards proves it), or one player of the other team, named by the accusers (only "
        "that player's illegal cards prove it; naming the wrong one is a false accusation).")
