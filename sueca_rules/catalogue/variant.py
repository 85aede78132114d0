"""A whole variant: the spec models of every area assembled into one VariantSpec.

The meeting point of the pipeline: the DSL and the YAML loaders both produce plain
dictionaries that validate into :class:`VariantSpec`; nothing after this module knows which
syntax a rule was written in. Every model forbids unknown fields.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from .bidding.models import Bidding, Contract
from .competition.models import Competition
from .deck.models import Deck
from .illegal.models import Illegal, Infraction, Penalty
from .match.models import Match, NamedResult, Series
from .meta.models import SourceDoc, TableOption, TextLanguage, Texts, Words
from .model import Model, underscored, underscored_keys
from .play.models import Play
from .scoring.models import HandResult, Scoring
from .table.models import Dealer, DealProcedure, Direction, Forming, Partners, Redeal, Seats, Trump
from .table.shape import Stock, Table

# an infraction's `none`: no penalty — declared, nothing happens and play goes on (as an
# allowed act, or `nothing play-on`)
NO_PENALTY = {"effects": [{"nothing": True}], "then": "play-on"}


class VariantSpec(Model):
    """A complete, effective Sueca variant (after `extends` and options are resolved)."""

    variant: str = Field(pattern=r"^[a-z][a-z0-9-]*$", description="The variant's name.")
    title: str = Field(description="The variant's display name.")
    description: str = Field("", description="One line saying what sets it apart.")
    extends: str | None = Field(None, description="The variant this one is a difference of.")
    region: str | None = Field(
        None, description="Where the table plays, as an ISO 3166 country code (PT, BR, AO, ...); "
        "Portuguese rulebooks follow the Brazilian norm for BR and the European norm elsewhere."
    )
    language: TextLanguage | None = Field(
        None, description="The language the title and description are written in."
    )
    sources: list[SourceDoc] = Field(default_factory=list)
    decided: list[str] = Field(
        default_factory=list, description="The rules this variant sets itself where its sources "
        "are silent, by path (`trump.shown`, `play.review`, `illegal.false-accusation`): its "
        "rulebook lists them apart, as the book's own choices, never as what a source says. "
        "Inherited, less the rules a variant writes itself (its own sources give them), then its "
        "own list added; `decided none` keeps none of the parent's.")
    options: dict[str, TableOption] = Field(default_factory=dict)
    direction: Direction = Field(description="The direction of play.")
    table: Table = Field(default_factory=Table, description="The table's shape: how many play, "
                         "in how many sides, how many cards each is dealt, and what becomes of "
                         "the cards not dealt.")
    deck: Deck
    dealer: Dealer
    deal: dict[str, DealProcedure] = Field(
        description="Deal procedures by name; with more than one, the dealer chooses."
    )
    trump: Trump
    redeal: Redeal | None = None
    stock: Stock | None = Field(None, description="The stock the players draw from after each "
                                "trick (with `table { undealt stock }`).")
    bidding: Bidding | None = Field(None, description="An auction for the trump before the "
                                    "play (with a deal whose `trump` is `bid`).")
    contract: Contract | None = Field(None, description="How the auction's contract is scored "
                                      "(with `bidding`).")
    play: Play
    illegal: Illegal
    scoring: Scoring
    match: Match
    series: Series | None = Field(None, description="Matches played as a series, first to N.")
    competition: Competition | None = Field(
        None, description="Matches between teams arranged round by round: a knockout, a Swiss "
        "system, a round robin or a winner-stays table, with byes, forfeits and standings.")
    results: dict[str, NamedResult] = Field(
        default_factory=dict, description="Names for match results (a pente: 4–0), by name.")
    hand_results: dict[str, HandResult | None] = Field(
        default_factory=dict, description="Names for hands (a bola, a capote), by name, each with "
        "the conditions on the hand's facts it needs; null removes an inherited one.")
    infractions: dict[Infraction, Penalty] = Field(
        default_factory=dict, description="Infractions the table punishes that the cards cannot "
        "show (declared by the table): what each costs.")
    allowed: list[Infraction] = Field(
        default_factory=list, description="Acts the table allows, with no penalty (showing one's "
        "cards to the next player): named like infractions, their words in `texts` "
        "(`infraction NAME \"text\"`); the rulebook prints them as allowed, not as faults.")
    forbidden: list[Infraction] = Field(
        default_factory=list, description="Acts the table forbids without naming a penalty "
        "(showing one's cards to one's partner): named like infractions, their words in `texts` "
        "(`infraction NAME \"text\"`); the rulebook prints them as forbidden, with no set penalty.")
    partners: Partners = Field(
        "chosen", description="How partnerships are formed: as the players sit, or by drawing "
        "cards (the two highest against the two lowest).")
    seats: Seats | None = Field(None, description="Who shuffles, cuts, deals and leads, as "
                                "seat expressions, each role with its own rotation.")
    forming: Forming | None = Field(None, description="The card draw that forms the table: the "
                                    "first dealer, the partnerships, the seats.")
    words: Words = Field(default_factory=Words)
    texts: dict[TextLanguage, Texts] = Field(
        default_factory=dict, description="The variant's texts in other languages, by language."
    )

    @field_validator("region")
    @classmethod
    def _country_code(cls, value: str | None) -> str | None:
        if value is not None and not (len(value) == 2 and value.isascii() and value.isupper()):
            raise PydanticCustomError(
                "region", "'{value}' is not a country code — write an ISO 3166 code in capitals: "
                "PT, BR, AO, MZ, CV, ...", {"value": value})
        return value

    @field_validator("infractions", mode="before")
    @classmethod
    def _infraction_keys(cls, value: object) -> object:
        """`looking-back` as the DSL writes it is `looking_back`; `talking none` (YAML
        `talking: null`) is the penalty the reference lists as "no penalty": `nothing play-on`,
        the infraction declared, nothing happens and play goes on."""
        value = underscored_keys(value)
        if isinstance(value, dict):
            return {k: NO_PENALTY if v is None else v for k, v in value.items()}
        return value

    @field_validator("decided", mode="before")
    @classmethod
    def _decided_paths(cls, value: object) -> object:
        if isinstance(value, list):  # `illegal.false-accusation` as the file's words write it
            return [k.replace("-", "_") if isinstance(k, str) else k for k in value]
        return value

    @field_validator("allowed", "forbidden", mode="before")
    @classmethod
    def _allowed_names(cls, value: object) -> object:
        if isinstance(value, list):
            return [k.replace("-", "_") if isinstance(k, str) else k for k in value]
        return value

    @model_validator(mode="after")
    def _stock_in_force(self) -> VariantSpec:
        """A table with a stock and no `stock` block plays the stock's defaults: the effective
        spec holds them, so `show` prints the rules in force (reader22: it printed none)."""
        if self.stock is None and self.table.undealt == "stock":
            object.__setattr__(self, "stock", Stock())
        return self

    @field_validator("texts", mode="before")
    @classmethod
    def _text_keys(cls, value: object) -> object:
        return underscored(value)

    @field_validator("language", mode="before")
    @classmethod
    def _language_tag(cls, value: object) -> object:
        return value.replace("-", "_") if isinstance(value, str) and value.startswith("pt-") else value


def json_schema() -> dict[str, object]:
    """The JSON Schema of the YAML form.

    A file that `extends` another states only its differences, so apart from `variant`
    no key is required by the schema; the loader checks completeness after merging.
    """
    schema: dict[str, Any] = VariantSpec.model_json_schema()
    for definition in [schema, *schema.get("$defs", {}).values()]:
        definition.pop("required", None)
    schema["required"] = ["variant"]
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Sueca variant"
    return schema
