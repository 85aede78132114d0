"""What one document needs to speak of one variant in one locale: the catalog, the table's
own words, and the variant's own texts, with every fallback to another language recorded.

A variant's word for a locale is, in order: the file's word for that exact locale
(``pt_BR``), its word for the language (``pt``), then the catalog's usual word. A word is
never taken from another language: a French book of a Portuguese table says *pli*, and
its glossary shows the table's *vaza* beside it.

A variant's text (title, description, the name of a deal or an option, an option's value)
is, in order: its `texts` for the locale, for the language (`pt`), the file's own text when
the file says it is written in that language, the catalog's name for the usual deals and
the rules' own words for an option that sets a rule; failing all of these, the text of the
other Portuguese norm or the text as written (an identifier's hyphens as spaces), **and the
fallback is recorded**, so that the document says what it could not translate.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .grammar import Noun, gender, split_gloss
from .i18n import Voice, language_of
from .regional import other_norm, unknown_in

# The table's words a variant may name (`words { trick "vaza" "trick" }`): the fields of the
# spec's `Words`, which a test holds to this list.
WORD_KEYS: tuple[str, ...] = ("trick", "trump", "manilha", "lead", "follow", "bandeira", "revoke",
                              "match", "game_point", "pente", "dealer", "hand")
# The Term fields that give a locale's word, most specific first.
TERM_FIELDS = {"pt-PT": ("pt_PT", "pt"), "pt-BR": ("pt_BR", "pt"), "en": ("en",), "fr": ("fr",)}
TEXT_KEYS = {"pt-PT": ("pt_PT", "pt"), "pt-BR": ("pt_BR", "pt"), "en": ("en",), "fr": ("fr",)}
OTHER_NORM = {"pt-PT": "pt_BR", "pt-BR": "pt_PT"}


def _usual_word(key: str, v: Voice) -> str:
    """The catalog's word for a table word the variant does not give."""
    words: dict[str, Callable[[], str]] = {
        "trick": lambda: v.pgettext("table word", "trick"),
        "trump": lambda: v.pgettext("table word", "trump"),
        "manilha": lambda: v.pgettext("table word", "manilha"),
        "lead": lambda: v.pgettext("table word (a verb)", "lead"),
        "follow": lambda: v.pgettext("table word (a verb)", "follow suit"),
        "bandeira": lambda: v.pgettext("table word", "bandeira"),
        "revoke": lambda: v.pgettext("table word", "revoke"),
        "match": lambda: v.pgettext("table word", "match"),
        "game_point": lambda: v.pgettext("table word", "game point"),
        "pente": lambda: v.pgettext("table word", "pente"),
        "dealer": lambda: v.pgettext("table word", "dealer"),
        "hand": lambda: v.pgettext("table word", "hand"),
    }
    return words[key]()


class Spoken(Protocol):
    """What a Speaker reads of the variant it speaks of: its own texts and its table words
    (a VariantSpec has them; this layer knows no rule)."""

    @property
    def title(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def region(self) -> str | None: ...
    @property
    def language(self) -> str | None: ...
    @property
    def words(self) -> object: ...  # one attribute per WORD_KEYS, a word (Term) or None
    @property
    def texts(self) -> Mapping[Any, Any]: ...  # language -> the variant's texts in it


def term_text(term: object | None, locale: str) -> str | None:
    """The word a Term gives for `locale` (gloss included), or None."""
    if term is None:
        return None
    for name in TERM_FIELDS[locale]:
        text = getattr(term, name)
        if text:
            return str(text)
    return None


def own_norm(spec: Any) -> str:
    """The Portuguese norm a variant's table speaks: pt-BR for region BR or a file written in
    pt-BR, else pt-PT (the glossary of an English or French book gives its words)."""
    language = str(getattr(spec.language, "value", spec.language) or "").replace("_", "-").lower()
    return "pt-BR" if spec.region == "BR" or language == "pt-br" else "pt-PT"


def shown_name(name: str) -> str:
    """An identifier as a name a reader sees: `bandeira-de-uma-vez` -> "bandeira de uma vez"."""
    return name.replace("-", " ")


@dataclass
class Speaker:
    """A Voice (catalog and grammar) with a variant's words and texts.

    With no `spec` (the matrix, `diff`, which speak of several tables at once: `tables`), every
    table word is the locale's usual word: one word per thing in a locale's documents, never
    "distribuidor / carteador". `foreign` marks the table's Portuguese words an English or
    French book keeps (*bandeira*, *manilha*) in italics, as a printed book sets a foreign word.
    """

    voice: Voice
    spec: Spoken | None = None
    # (what, source) → None: a dict keeps the order texts were met in and looks up in O(1)
    fallbacks: dict[tuple[str, str | None], None] = field(default_factory=dict)
    tables: tuple[Spoken, ...] = ()
    foreign: bool = False

    @property
    def locale(self) -> str:
        return self.voice.locale

    # -- the table's words ---------------------------------------------------------------
    def given(self, key: str) -> str | None:
        """The variant's own word for `key` in this locale, gloss included; a word of one
        Portuguese norm only, given for both, is said in the other norm's word there
        (:mod:`.regional`: *carteador* is *distribuidor* in a European book)."""
        if self.spec is None:
            return None
        term = getattr(self.spec.words, key)
        text = term_text(term, self.locale)
        if text is None or getattr(term, self.locale.replace("-", "_"), None):
            return text  # none, or the file's word for this very norm
        word = split_gloss(text)[0]
        instead = other_norm(word, self.locale)
        return text if instead == word else instead

    def word(self, key: str) -> Noun:
        """A table word as a noun (the gloss left for the glossary)."""
        lang = language_of(self.locale)
        text = split_gloss(self.given(key) or _usual_word(key, self.voice))[0]
        return Noun(key, lang, text, gender(text, lang), foreign=self.foreign and self.kept(key, text))

    def kept(self, key: str, text: str) -> bool:
        """Whether an English or French book keeps the table's Portuguese word (*bandeira*), or
        a Portuguese book one of the other norm's region its readers do not know (*moca*)."""
        if language_of(self.locale) == "pt":
            return unknown_in(text, self.locale)
        portuguese = self.portuguese(key) or _usual_word(key, Voice("pt-PT"))
        return split_gloss(portuguese)[0].lower() == text.lower()

    def words(self) -> dict[str, Noun]:
        return {key: self.word(key) for key in WORD_KEYS}

    def usual_gloss(self, key: str) -> str:
        """The gloss the catalog gives the usual word (a French book explains *bandeira*)."""
        return split_gloss(_usual_word(key, self.voice))[1]

    def portuguese(self, key: str) -> str | None:
        """The table's word in its own Portuguese (for the glossary of an English or French
        book): the word the file gives for Portuguese as a whole (its source's: 002's *rodada*),
        unless that is Portugal's word too and the file gives a Brazilian one for a Brazilian
        table (region BR or written in pt-BR: *ponto de jogo*, *carteador*, where Portugal says
        *jogo*, *distribuidor*; fr FR10-07); else its own norm's; None when it gives none."""
        if self.spec is None:
            return None
        term = getattr(self.spec.words, key)
        source, norm = getattr(term, "pt", None), own_norm(self.spec)
        brazilian = getattr(term, "pt_BR", None) if norm == "pt-BR" else None
        portugal = term_text(term, "pt-PT")
        if source and not (brazilian and split_gloss(str(source))[0] == split_gloss(str(portugal))[0]):
            return str(source)
        return term_text(term, norm)

    # -- the variant's texts -------------------------------------------------------------
    def _texts(self, pick: Callable[[object], str | None]) -> tuple[str | None, str | None]:
        """(text, None) from this locale's texts, or (text, other norm's key) as a fallback.
        Speaking of several tables (`tables`, no `spec`: a matrix cell, a line of `diff`):
        their texts where they all give the same, else none."""
        if self.spec is None:
            found = {Speaker(self.voice, table)._texts(pick) for table in self.tables}
            return found.pop() if len(found) == 1 else (None, None)
        for key in TEXT_KEYS[self.locale]:
            entry = self.spec.texts.get(key)
            text = pick(entry) if entry is not None else None
            if text:
                return text, None
        other = OTHER_NORM.get(self.locale)
        entry = self.spec.texts.get(other) if other else None
        text = pick(entry) if entry is not None else None
        return (text, other) if text else (None, None)

    def _written_here(self) -> bool:
        """Whether the file's own texts (title, description, the names it gives its deals,
        options and results) are in this locale's language."""
        language = self.spec.language if self.spec else None
        return language is not None and (language.replace("_", "-") == self.locale
                                         or language == language_of(self.locale))

    def _own_text(self, what: str, pick: Callable[[object], str | None], written: str) -> str:
        text, other = self._texts(pick)
        if text and other is None:
            return text
        if written and self._written_here():
            return written
        if text and other:
            self._fell_back(what, other.replace("_", "-"))
            return text
        if written:
            self._fell_back(what, None)
        return written

    def _fell_back(self, what: str, source: str | None) -> None:
        """Record a text not given in this locale: `source` the other norm it was taken from,
        None when it is shown as written in the file."""
        self.fallbacks.setdefault((what, source))

    def title(self) -> str:
        assert self.spec is not None
        return self._own_text(self.voice.gettext("the title"),
                              lambda e: getattr(e, "title", None), self.spec.title)

    def description(self) -> str:
        assert self.spec is not None
        return self._own_text(self.voice.gettext("the description"),
                              lambda e: getattr(e, "description", None), self.spec.description)

    def note(self) -> str | None:
        """The variant's note on its sources in this locale (the other Portuguese norm's where
        this one has none), or None: a note is never shown in another language."""
        text, _ = self._texts(lambda e: getattr(e, "note", None))
        return text

    def quoted(self, text: str) -> str:
        """A text in this locale's quotation marks: “…” in English and Brazilian Portuguese,
        «…» in European Portuguese, « … » in French."""
        return self.voice.pgettext("quotation", "“{text}”", text=text)

    def deal_name(self, name: str) -> str:
        """A deal procedure's display name: `standard` and `alternative` have the catalog's."""
        text, other = self._texts(lambda e: getattr(e, "deal", {}).get(name))
        if text and other is None:
            return text
        usual = {"standard": lambda: self.voice.gettext("standard deal"),
                 "alternative": lambda: self.voice.gettext("alternative deal")}
        if name in usual:
            return usual[name]()
        what = self.voice.gettext("the name of the deal {name}", name=self.quoted(name))
        if text and other:
            self._fell_back(what, other.replace("_", "-"))
            return text
        if not self._written_here():  # a name is in the language the file is written in
            self._fell_back(what, None)
        return shown_name(name)

    def option_name(self, name: str, rule_label: str | None) -> str:
        text, other = self._texts(lambda e: getattr(_option(e, name), "name", None))
        if text and other is None:
            return text
        if rule_label:
            return rule_label
        return self._named(self.voice.gettext("the name of the option {name}", name=self.quoted(name)),
                           name, text, other)

    def says_option_value(self, name: str, value: str) -> bool:
        """Whether the file names this value of an option in the book's language (a text that
        says what the value is, not its identifier)."""
        text, other = self._texts(lambda e: getattr(_option(e, name), "values", {}).get(value))
        return bool(text) and other is None

    def option_value(self, name: str, value: str, rule_says: str | None) -> str:
        text, other = self._texts(lambda e: getattr(_option(e, name), "values", {}).get(value))
        if text and other is None:
            return text
        if rule_says:
            return rule_says
        return self._named(self.voice.gettext("the value {value} of the option {name}",
                                              value=self.quoted(value), name=self.quoted(name)),
                           value, text, other)

    def result_name(self, name: str, table_word: bool = False) -> str | None:
        """A named result's display name from `texts` (`result NAME "text"`), or None for the
        name itself: the table's word when it is one (`table_word`), else as the file writes it
        (recorded as a fallback unless the file is written in this language)."""
        text, other = self._texts(lambda e: getattr(e, "results", {}).get(name))
        if text and other is None:
            return text
        if table_word or self._written_here():
            return None
        what = self.voice.gettext("the name of the result {name}", name=self.quoted(name))
        self._fell_back(what, other.replace("_", "-") if text and other else None)
        return text

    def infraction_name(self, name: str) -> str:
        """The display name of an infraction the file declares (`texts LANGUAGE { infraction
        NAME "text" }`): the other norm's or the name as written when this locale has none
        (recorded as a fallback unless the file is written in this language)."""
        key = name.replace("-", "_")  # the texts' keys as the model keeps them; the game says `out-of-order`
        text, other = self._texts(lambda e: getattr(e, "infractions", {}).get(key))
        if text and other is None:
            return text
        what = self.voice.gettext("the name of the infraction {name}", name=self.quoted(name))
        return self._named(what, name, text, other).replace("_", " ")

    def own_infraction_name(self, name: str) -> str | None:
        """The name the file gives a fault the catalogue names itself (`texts LANGUAGE {
        infraction talking "..." }`), in this locale or the other Portuguese norm; None if none."""
        text, _ = self._texts(lambda e: getattr(e, "infractions", {}).get(name.replace("-", "_")))
        return text

    def _named(self, what: str, name: str, text: str | None, other: str | None) -> str:
        """A name the file gives: as written when the file is in this language, else the other
        norm's text or the name as written, the fallback recorded."""
        if self._written_here():
            return shown_name(name)
        self._fell_back(what, other.replace("_", "-") if text and other else None)
        return text or shown_name(name)


def _option(entry: object, name: str) -> object | None:
    options: dict[str, object] = getattr(entry, "options", None) or {}
    return options.get(name)
