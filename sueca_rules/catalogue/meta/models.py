"""The meta area's spec: where a variant comes from, its table options, its words and texts."""

from __future__ import annotations

from typing import Literal

from pydantic import (
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)
from pydantic_core import PydanticCustomError

from ..model import Model, underscored, underscored_keys

# The languages a variant's texts may be written in: Portuguese for both norms, or one norm
# (`pt_PT` European, `pt_BR` Brazilian), English, French. `pt-BR` is accepted for `pt_BR`.
TextLanguage = Literal["pt", "pt_PT", "pt_BR", "en", "fr"]
TEXT_LANGUAGES: tuple[str, ...] = ("pt", "pt_PT", "pt_BR", "en", "fr")

SourceKind = Literal["rule-page", "game-site", "online-club", "table-rules", "description",
                     "book", "game-program", "score-app"]


class SourceDoc(Model):
    """A document the variant is taken from: what a reader can look for (its title, what kind
    of document it is, its language, the section), and the file name as an identifier."""

    document: str = Field(description="The document's identifier (its file name).")
    section: str | None = Field(None, description="The part of the document the rules come from.")
    title: str | None = Field(None, max_length=200, description="The document's own title.")
    kind: SourceKind | None = Field(
        None, description="What the document is: a rule page, a game site's rules, an online "
        "club's rules, a table's written rules, a description of the game, a book, a card game's "
        "program (its source code: `game-program`), an app that keeps the score (`score-app`).")
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
        return underscored(value)

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
    note: str | None = Field(
        None, description="How this variant reads its sources where they are unclear or contradict "
        "themselves, printed under the sources (not inherited).")
    deal: dict[str, str] = Field(default_factory=dict, description="A name per deal procedure.")
    options: dict[str, OptionTexts] = Field(default_factory=dict, description="Option texts.")
    infractions: dict[str, str] = Field(
        default_factory=dict, description="A display name per infraction the file declares "
        "(`card_shown`: \"mostrar uma carta\").")
    results: dict[str, str] = Field(
        default_factory=dict, description="A display name per named result (`bandeira-de-uma-vez`: "
        "\"bandeira de uma vez\").")

    @field_validator("infractions", mode="before")
    @classmethod
    def _infraction_keys(cls, value: object) -> object:
        """`card-shown` as the DSL writes it is `card_shown`, as the infraction's key."""
        return underscored_keys(value)
