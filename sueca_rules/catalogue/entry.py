"""What one entry of the catalogue is: a rule (or a part of one) with everything about it.

A :class:`Rule` holds, for one spec path: its label and how its value is said (gettext
messages, through the words layer), its DSL key (the block it is written in follows from the
path), the `Rules` attributes it compiles into, and its normal form for `diff` and the
matrix, computed from the compiled rules (NA where the rule does not apply). A :class:`Block`
is a DSL block an area opens (`deck { ... }`, `deal NAME { ... }`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..words.i18n import Voice, resolve_locale
from ..words.labels import Labeller
from ..words.speaker import Speaker
from .spelling import Key

if TYPE_CHECKING:
    from ..compiled.rules import Rules
    from .variant import VariantSpec

Label = Callable[[Labeller], str]
Say = Callable[[Any, Speaker], str]
Normal = Callable[["Rules", "VariantSpec"], Any]

NA: Any = object()  # the rule does not apply to this variant (a normal form's value)
NOT_AN_EXTRA: Any = object()  # a rule every variant has (not a house rule the matrix may leave out)


def text(value: Any, s: Speaker) -> str:
    """A value said as it is written ("—" for none)."""
    return "—" if value is None or value == "" else str(value)


@dataclass(frozen=True)
class Said:
    """A value compared by what it means (`key`) and said as the variant writes it (`shown`):
    "9 card points or fewer" and "fewer than 10" are one rule, each said in its own words."""

    key: Any
    shown: Any

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and self.key == other.key

    def __hash__(self) -> int:
        return hash(repr(self.key))


@dataclass(frozen=True)
class Rule:
    """One rule of the catalogue, or one part of a rule (`illegal.*.games`, `deal.*.packet`).

    `path` uses the YAML field names, `*` standing for a named entry (a deal procedure, an
    option, a word of the table, a language of `texts`). `label_in` and `speak` are its words;
    `key` its DSL spelling; `compiled` the `Rules` attributes it compiles into (dotted, from
    the group: `play.must_follow`); `normal` its normal form for diff and the matrix, from the
    compiled rules (the spec only for how a variant words the same rule); `extra` the value
    that means "not this house rule" (a matrix row where every variant has it is left out).
    """

    path: str
    label_in: Label
    speak: Say = text
    key: Key | None = None
    compiled: tuple[str, ...] = ()
    normal: Normal | None = None
    extra: Any = NOT_AN_EXTRA

    def label(self, lang: str) -> str:
        """The label in `lang` ("pt", "pt-PT", "pt-BR", "en" or "fr"), in the usual words."""
        return self.label_for(Speaker(Voice(resolve_locale(lang))))

    def label_for(self, s: Speaker) -> str:
        """The label in the words of the table(s) `s` speaks of."""
        return self.label_in(Labeller(s))

    def say(self, value: Any, lang: str) -> str:
        """The value in words in `lang`, with the usual table words; a value of the wrong shape
        (an editor's half-typed setting) is said as written. Raises UnknownLocale for `lang`."""
        speaker = Speaker(Voice(resolve_locale(lang)))
        try:
            return self.speak(value, speaker)
        except (TypeError, KeyError, AttributeError, ValueError):
            return str(value)


@dataclass(frozen=True)
class Block:
    """A DSL block: its word, the spec field it fills, and whether it is written with a label
    (`deal NAME { ... }` fills `deal.NAME`; `option NAME { ... }` fills `options.NAME`)."""

    word: str
    field: str
    labelled: bool = False


def rule(path: str, label: Label, say: Say = text, key: Key | None = None, *,
         compiled: tuple[str, ...] = (), normal: Normal | None = None,
         extra: Any = NOT_AN_EXTRA) -> Rule:
    """An entry (the catalogue's one constructor, so that entries read as a table)."""
    return Rule(path, label, say, key, compiled, normal, extra)
