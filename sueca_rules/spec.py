"""The variant specification: everything a Sueca variant can say, as pydantic models.

This is the meeting point of the pipeline. The DSL and the YAML loaders both produce
plain dictionaries that validate into :class:`VariantSpec`; nothing after this module
knows which syntax a rule was written in. Every model forbids unknown fields.

Seats are numbered clockwise 0..3 (seat ``s+1`` sits on the left of ``s``); positions
relative to the dealer are written ``dealer``, ``left``, ``right`` and ``partner``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)
from pydantic_core import PydanticCustomError

ALL_RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")

Rank = Literal["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
Direction = Literal["clockwise", "anticlockwise"]
Side = Literal["left", "right"]
Relative = Literal["dealer", "left", "right", "partner", "nobody"]
# The languages a variant's texts may be written in: Portuguese for both norms, or one norm
# (`pt_PT` European, `pt_BR` Brazilian), English, French. `pt-BR` is accepted for `pt_BR`.
TextLanguage = Literal["pt", "pt_PT", "pt_BR", "en", "fr"]
TEXT_LANGUAGES: tuple[str, ...] = ("pt", "pt_PT", "pt_BR", "en", "fr")


def _underscored(value: object) -> object:
    """Mapping keys `pt-BR`/`pt-PT` to the field names `pt_BR`/`pt_PT` (both are accepted)."""
    if isinstance(value, dict):
        return {k.replace("-", "_") if isinstance(k, str) and k.lower().startswith("pt-") else k: v
                for k, v in value.items()}
    return value


class Model(BaseModel):
    """Strict base: unknown fields are errors, instances are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


SourceKind = Literal["rule-page", "game-site", "online-club", "table-rules", "description",
                     "book"]


class SourceDoc(Model):
    """A document the variant is taken from: what a reader can look for (its title, what kind
    of document it is, its language, the section), and the file name as an identifier."""

    document: str = Field(description="The document's identifier (its file name).")
    section: str | None = Field(None, description="The part of the document the rules come from.")
    title: str | None = Field(None, max_length=200, description="The document's own title.")
    kind: SourceKind | None = Field(
        None, description="What the document is: a rule page, a game site's rules, an online "
        "club's rules, a table's written rules, a description of the game, a book.")
    language: str | None = Field(None, max_length=10,
                                 description="The document's language (pt, pt-PT, pt-BR, en, fr, ...).")


class TableOption(Model):
    """A choice the table makes when it sits down (e.g. the direction of play)."""

    values: list[str] = Field(min_length=2, description="The allowed values.")
    default: str = Field(description="The value used when the table says nothing.")
    sets: str | None = Field(
        None, description="Dotted path of the rule the option sets; defaults to its own name."
    )
    when: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Rules a value sets besides (or instead of) `sets`: value -> {rule path: "
                    "value}, so one choice (a table's 'Brazilian style') sets several rules.",
    )

    @field_validator("values", "default", mode="before")
    @classmethod
    def _as_text(cls, value: object) -> object:
        """Values are words as written (`4`, `clockwise`), compared as text."""
        if isinstance(value, list):
            return [str(v) if isinstance(v, int | str) else v for v in value]
        return str(value) if isinstance(value, int) else value

    @field_validator("when", mode="before")
    @classmethod
    def _when_as_text(cls, value: object) -> object:
        """Rule values written as numbers (`match.target: 6`) are compared as text too."""
        if isinstance(value, dict):
            return {k: {p: str(v) if isinstance(v, int | str) else v for p, v in rules.items()}
                    if isinstance(rules, dict) else rules for k, rules in value.items()}
        return value


class Deck(Model):
    """The cards in play: ranks strongest first, removed ranks, and card points."""

    ranks: list[Rank] = Field(description="Ranks in the deck, strongest first.")
    removed: list[Rank] = Field(description="Ranks taken out of the 52-card deck.")
    points: dict[Rank, int] = Field(description="Card points per rank; ranks not listed are 0.")
    style: Literal["french", "spanish"] = Field(
        "french", description="The deck's suits and faces: French-suited (Ás, Rei, Dama, Valete;"
        " espadas, copas, ouros, paus) or Spanish-suited (Ás, Rei, Cavalo, Sota: the cavalo is the J,"
        " the sota the Q). Case files keep writing cards as <rank><suit>.")


class Dealer(Model):
    """Who deals the first hand and who deals after."""

    first: Literal["random", "lowest-card", "highest-card", 0, 1, 2, 3] = Field(
        "random", description="The first dealer: drawn at random, the player who draws the lowest"
        " or the highest card (to the engine, a seeded draw as well), or a fixed seat."
    )
    next: Literal["left", "right", "next"] = Field(
        description="Who deals the next hand: a side, or the next player in turn order."
    )
    chooses: Literal["dealer", "cutter", "table"] = Field(
        "dealer", description="Who chooses between the deal procedures: the dealer, the player "
        "who cuts (\"top or bottom?\"), or the table once for the match (see `procedure`)."
    )
    procedure: str = Field(
        "standard", max_length=64,
        description="The deal procedure the table plays when it chooses (`chooses table`); a "
        "table option may set it.")


class DealProcedure(Model):
    """One way of shuffling, cutting and dealing the cards."""

    shuffles: Relative = Field(description="Who shuffles, relative to the dealer.")
    cuts: Relative = Field(description="Who cuts, relative to the dealer.")
    packet: Literal[1, 2, 5, 10] = Field(
        description="Cards given to a player at a time (10 = each player's hand in one batch)."
    )
    rotation: Literal["clockwise", "anticlockwise", "with-play", "against-play"] = Field(
        description="The direction the cards go round while dealing: a direction, or with (or "
        "against) the direction of play, so that a table choosing its direction keeps the deal "
        "in step.")
    dealer: Literal["first", "last"] = Field(
        description="Whether the dealer receives the first cards or the last ones."
    )
    trump: Literal["last-card", "first-card", "cut-unused", "dealer-random"] = Field(
        description=(
            "How the trump suit is set: the last card dealt or the first card dealt (both kept "
            "by the dealer), a card cut from the ranks left out of the deck, or a card drawn at "
            "random from the dealer's hand (the dealer keeps it)."
        )
    )


class Trump(Model):
    """How long the card that set trumps stays on view."""

    shown: Literal["all-hand", "until-played", "deal-only"] = Field(
        description="The trump card is on view all hand, until the dealer plays it, or only at the deal."
    )


class Redeal(Model):
    """Who may ask for a new deal after looking at their cards, and what happens then."""

    leader_below: int | None = Field(
        None, ge=1, description="The first leader may ask with fewer card points than this."
    )
    others_below: int | None = Field(
        None, ge=1, description="Any other player may ask with fewer card points than this."
    )
    leader_at_most: int | None = Field(
        None, ge=0, description="The first leader may ask with this many card points or fewer."
    )
    others_at_most: int | None = Field(
        None, ge=0, description="Any other player may ask with this many card points or fewer."
    )
    then: Literal["same-dealer", "next-dealer"] = Field(
        "same-dealer", description="Who deals the new hand."
    )


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


class Play(Model):
    """Leading, following, and what may be seen of past tricks."""

    first_lead: Literal["next", "left", "right", "partner", "dealer", "shuffler", "cutter"] = Field(
        description="Who leads the first trick: a seat relative to the dealer (next = next in "
        "turn order), the dealer, or whoever shuffled or cut this deal."
    )
    must_follow: bool = Field(True, description="A player who holds the led suit must play it.")
    must_overtake: bool = Field(
        False, description="A player following suit must beat the best card of the suit led "
        "when able (montar).")
    when_void: Literal["any", "must-trump", "must-overtrump"] = Field(
        "any", description="What a player without the led suit may play: any card, a trump, or "
        "a trump that beats the trumps already played when able."
    )
    trump_lead: Literal["any", "after-trump-played"] = Field(
        "any", description="Whether trumps may be led before a trump has been played to a trick "
        "(a leader holding only trumps may always lead one).")
    review: Literal["none", "last-trick", "all"] = Field(
        description="Which finished tricks a player may look at."
    )


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


class Threshold(Model):
    """A band of card points and the game points it scores."""

    min: int = Field(ge=0)
    max: int = Field(ge=0)
    games: int = Field(ge=1)


class Bandeira(Model):
    """Taking everything in one hand."""

    by: Literal["tricks", "points"] = Field(description="All ten tricks, or all the card points.")
    games: int = Field(ge=1, description="Game points it scores.")
    ends_match: bool = Field(description="Whether it wins the match at once, whatever the score.")


class Tie(Model):
    """A hand where both teams take half the card points."""

    outcome: Literal["nobody-scores", "void"] = Field(
        description="Nobody scores and the deal passes on, or the hand is void and dealt again."
    )
    bonus: int = Field(0, ge=0, le=100,
                       description="Game points added to the next decided hand's award (+N).")
    times: int = Field(1, ge=1, le=10,
                       description="What the next decided hand's award is multiplied by (×N); 1 = no "
                                   "multiplier.")
    cumulative: bool = Field(True, description="Whether consecutive ties add up: +N per tie, or "
                                               "×N per tie (×N, ×N², ...).")


class Scoring(Model):
    """How a hand's card points become game points."""

    hands: list[Threshold] = Field(min_length=1, description="Bands of card points, lowest first.")
    bandeira: Bandeira | None = Field(None)
    all_points: int | None = Field(
        None, ge=1, description="Game points for all the card points without every trick."
    )
    tie: Tie


class Match(Model):
    """When the match (partida) ends."""

    target: int = Field(ge=1, le=1000, description="Game points that win the match.")


class Series(Model):
    """Matches played until a team has won `target` of them (a tournament's "first to 3")."""

    target: int = Field(ge=1, le=100, description="Matches that win the series.")


class NamedResult(Model):
    """A name a table gives to a match's result; it applies when every condition given holds."""

    loser: int | None = Field(None, ge=0, le=1000, description="The losers' final score.")
    winner: int | None = Field(None, ge=0, le=1000, description="The winners' final score.")
    trailed: tuple[int, int] | None = Field(
        None, description="At some point the winners trailed by this score (theirs, then the "
        "others'): a comeback.")
    one_hand: bool = Field(False, description="The whole match was won in one hand.")


class Term(Model):
    """One word of the table, in the languages the file gives it in.

    `pt` serves both norms unless `pt_PT` or `pt_BR` says otherwise. A text in parentheses
    is a gloss for the glossary (`"bandeira (capote)"`): running text uses the word before it.
    """

    pt: str | None = Field(None, description="The word in Portuguese (both norms).")
    en: str | None = Field(None, description="The word in English.")
    pt_PT: str | None = Field(None, description="The word in European Portuguese, if it differs.")
    pt_BR: str | None = Field(None, description="The word in Brazilian Portuguese, if it differs.")
    fr: str | None = Field(None, description="The word in French.")

    @model_validator(mode="before")
    @classmethod
    def _norm_keys(cls, value: object) -> object:
        return _underscored(value)

    @model_serializer(mode="wrap")
    def _given_only(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        """Only the languages the file gives (a word is short; five nulls would drown it)."""
        return {k: v for k, v in handler(self).items() if v is not None}

    @model_validator(mode="after")
    def _some_language(self) -> Term:
        if not any((self.pt, self.en, self.pt_PT, self.pt_BR, self.fr)):
            raise PydanticCustomError("term-empty", "a word needs a text in at least one language")
        return self


class Words(Model):
    """The names a table uses, for the documents."""

    trick: Term | None = None
    trump: Term | None = None
    manilha: Term | None = None
    lead: Term | None = None
    follow: Term | None = None
    bandeira: Term | None = None
    revoke: Term | None = None
    match: Term | None = None
    game_point: Term | None = None
    pente: Term | None = None
    dealer: Term | None = None
    hand: Term | None = None


class OptionTexts(Model):
    """How one table option and its values are called in one language."""

    name: str | None = Field(None, description="The option's name.")
    values: dict[str, str] = Field(default_factory=dict, description="A text per value.")

    @field_validator("values", mode="before")
    @classmethod
    def _as_text(cls, value: object) -> object:
        if isinstance(value, dict):
            return {str(k) if isinstance(k, int) else k: v for k, v in value.items()}
        return value


class Texts(Model):
    """What the variant writes, in one language: its title and description (not inherited),
    the names of its deal procedures, of its options and their values, and of its named
    results."""

    title: str | None = Field(None, description="The variant's display name.")
    description: str | None = Field(None, description="One line saying what sets it apart.")
    deal: dict[str, str] = Field(default_factory=dict, description="A name per deal procedure.")
    options: dict[str, OptionTexts] = Field(default_factory=dict, description="Option texts.")
    results: dict[str, str] = Field(
        default_factory=dict, description="A display name per named result (`bandeira-de-uma-vez`: "
        "\"bandeira de uma vez\").")


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
    options: dict[str, TableOption] = Field(default_factory=dict)
    direction: Direction = Field(description="The direction of play.")
    deck: Deck
    dealer: Dealer
    deal: dict[str, DealProcedure] = Field(
        description="Deal procedures by name; with more than one, the dealer chooses."
    )
    trump: Trump
    redeal: Redeal | None = None
    play: Play
    illegal: Illegal
    scoring: Scoring
    match: Match
    series: Series | None = Field(None, description="Matches played as a series, first to N.")
    results: dict[str, NamedResult] = Field(
        default_factory=dict, description="Names for match results (a pente: 4–0), by name.")
    infractions: dict[Infraction, Penalty] = Field(
        default_factory=dict, description="Infractions the table punishes that the cards cannot "
        "show (declared by the table): what each costs.")
    partners: Literal["chosen", "drawn"] = Field(
        "chosen", description="How partnerships are formed: as the players sit, or by drawing "
        "cards (the two highest against the two lowest).")
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
        """`looking-back` as the DSL writes it is `looking_back`."""
        if isinstance(value, dict):
            return {k.replace("-", "_") if isinstance(k, str) else k: v for k, v in value.items()}
        return value

    @field_validator("texts", mode="before")
    @classmethod
    def _text_keys(cls, value: object) -> object:
        return _underscored(value)

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
