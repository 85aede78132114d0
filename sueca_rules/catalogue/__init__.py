"""The rules of Sueca, one entry per rule, by area (see docs/architecture.md).

Each area (:mod:`.deck`, :mod:`.table`, :mod:`.play`, :mod:`.illegal`, :mod:`.scoring`,
:mod:`.match`, :mod:`.meta`) holds, for each of its rules, one :class:`~.entry.Rule`: its spec
field, its DSL key, the `Rules` attributes it compiles into, its words and its normal form.
This module puts the areas in the documents' order (:data:`AREAS`) and derives from them what
used to be written by hand: the DSL's key table (:func:`dsl_blocks`, :func:`top_keys`), the
wording of every rule (:func:`wording_for`), the rules `diff` and the matrix compare.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..words.i18n import Voice
from ..words.speaker import Speaker
from .bidding import book as bidding_book
from .bidding import entries as bidding
from .book import Book
from .competition import book as competition_book
from .competition import entries as competition
from .deck import book as deck_book
from .deck import entries as deck
from .entry import Block, Rule
from .illegal import book as illegal_book
from .illegal import entries as illegal
from .match import book as match_book
from .match import entries as match
from .meta import book as meta_book
from .meta import entries as meta
from .play import book as play_book
from .play import entries as play
from .registry import register, rule_for
from .scoring import book as scoring_book
from .scoring import entries as scoring
from .spelling import Key
from .table import book as table_book
from .table import entries as table
from .table import shape_entries as shape


@dataclass(frozen=True)
class Area:
    """A part of the rules, as the documents arrange them: its title (a matrix's table), its
    entries, the DSL blocks it opens, the lines it writes at the top of a file (`match to 4`),
    and its rulebook section (its heading, in the table's words, and its lines)."""

    name: str
    title: Callable[[Voice], str]
    rules: tuple[Rule, ...]
    blocks: tuple[Block, ...] = ()
    lines: tuple[str, ...] = ()
    book: tuple[Book, ...] = ()
    heading: Callable[[Speaker], str] | None = None

    def section(self, s: Speaker) -> str:
        """The heading of the area's rulebook section."""
        return self.heading(s) if self.heading is not None else self.title(s.voice)

    @property
    def compared(self) -> tuple[Rule, ...]:
        """The entries `diff` and the matrix compare: those with a normal form."""
        return tuple(entry for entry in self.rules if entry.normal is not None)


AREAS: tuple[Area, ...] = (
    Area("identity", lambda v: v.gettext("Sources"), meta.IDENTITY, lines=meta.LINES,
         book=(meta_book.sources,)),
    Area("cards", lambda v: v.gettext("Players and cards"), table.SEATING + shape.SHAPE + deck.RULES,
         shape.SHAPE_BLOCKS + deck.BLOCKS, book=(table_book.seating, deck_book.cards)),
    Area("dealing", lambda v: v.gettext("Shuffling, cutting and dealing"), table.DEALING, table.BLOCKS,
         table.LINES, book=(table_book.dealing,)),
    Area("bidding", lambda v: v.gettext("The auction"), bidding.RULES, bidding.BLOCKS,
         book=(bidding_book.auction,)),
    Area("playing", lambda v: v.gettext("Playing the tricks"), play.RULES + shape.STOCK,
         play.BLOCKS + shape.STOCK_BLOCKS, book=(play_book.playing,)),
    Area("illegal", lambda v: v.gettext("Illegal cards"), illegal.RULES, illegal.BLOCKS,
         book=(illegal_book.revoke_section,),
         heading=lambda s: s.voice.gettext("Illegal cards and the {revoke}", revoke=s.word("revoke"))),
    Area("infractions", lambda v: v.gettext("Other infractions"), illegal.INFRACTION_RULES,
         illegal.INFRACTION_BLOCKS, book=(illegal_book.infractions_section,)),
    Area("scoring", lambda v: v.gettext("Scoring"),
         scoring.RULES + scoring.HAND_RESULT_RULES + bidding.CONTRACT_RULES,
         scoring.BLOCKS + bidding.CONTRACT_BLOCKS,
         book=(bidding_book.contract, scoring_book.scoring, scoring_book.hand_names)),
    Area("match", lambda v: v.pgettext("rule", "Match"), match.RULES, match.BLOCKS, match.LINES,
         book=(match_book.match_section,),
         heading=lambda s: s.voice.gettext("Winning the {match}", match=s.word("match"))),
    Area("competition", lambda v: v.pgettext("rule", "Competition"), competition.RULES,
         competition.BLOCKS, competition.LINES, book=(competition_book.competition_section,),
         heading=lambda s: s.voice.gettext("The competition between teams")),
    Area("options", lambda v: v.gettext("Table options"), meta.OPTIONS, meta.OPTION_BLOCKS,
         meta.OPTION_LINES,
         book=(meta_book.options_section,)),
    Area("words", lambda v: v.gettext("Glossary"), meta.WORDS, meta.WORD_BLOCKS,
         book=(meta_book.glossary,)),
    Area("texts", lambda v: v.pgettext("rule", "Texts in other languages"), meta.TEXTS,
         meta.TEXT_BLOCKS),
)
RULES: tuple[Rule, ...] = tuple(entry for area in AREAS for entry in area.rules)
register(RULES)


def wording_for(path: str) -> Rule | None:
    """The entry that words a concrete path (`deal.standard.trump` -> `deal.*.trump`), or None."""
    return rule_for(path)


def dsl_blocks() -> dict[str, tuple[Key, ...]]:
    """The keys allowed inside each block (block word -> keys), in the order `fmt` prints them:
    each entry's key, in its block (the block whose field starts the entry's path)."""
    blocks = [block for area in AREAS for block in area.blocks]
    word_of = {block.field: block.word for block in blocks}
    out: dict[str, tuple[Key, ...]] = {block.word: () for block in blocks}
    for entry in RULES:
        head, _, rest = entry.path.partition(".")
        if entry.key is not None and rest:
            out[word_of[head]] += (entry.key,)
    return out


def labelled_blocks() -> dict[str, str]:
    """Blocks written `WORD NAME { ... }`: block word -> the mapping field it fills."""
    return {b.word: b.field for area in AREAS for b in area.blocks if b.labelled}


def top_keys() -> tuple[Key, ...]:
    """The settings written at the top of a file (`direction clockwise`)."""
    return tuple(e.key for e in RULES if e.key is not None and "." not in e.path)


def top_lines() -> tuple[str, ...]:
    """The words of the lines at the top that read specially (`match to 4`, `redeal none`)."""
    return tuple(word for area in AREAS for word in area.lines)


__all__ = ["AREAS", "RULES", "Area", "Block", "Rule", "dsl_blocks", "labelled_blocks", "top_keys",
           "top_lines", "wording_for"]
