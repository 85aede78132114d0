"""A complete rulebook in Markdown, written from a variant in pt-PT, pt-BR, English or French.

A layout over the rule catalogue: the table's options (the choices the rules below are written
for), then the rules: players and cards, dealing, play (illegal cards and other faults with
it), scoring, winning the match; then what differs from the parent, the glossary and the
sources. Each area writes its own rules in the
table's words, one rule per list item; nothing is said of a rule the variant does not have,
and a section with nothing to say is left out. Every sentence is a catalog message (see
:mod:`sueca_rules.words.i18n`), set as the locale sets text (:mod:`sueca_rules.words.typeset`).

What the file's author should know — a text the file does not give in the book's language —
is not the reader's business: :func:`missing_texts` says it, and the sheet never does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..arguments import check_language, shown
from ..catalogue import AREAS, wording_for
from ..catalogue.book import item
from ..catalogue.compile import compile_rules
from ..catalogue.conventions import own_conventions
from ..catalogue.entry import NA, Said
from ..catalogue.match.book import read_beyond
from ..catalogue.match.words import result_noun
from ..catalogue.meta import book as meta_book
from ..catalogue.meta.words import language, option_label, said_value
from ..catalogue.phrases import emphasized, lower_first
from ..compiled.outcome import Redeal
from ..compiled.rules import Rules
from ..errors import ArgumentError
from ..loading import check_spec
from ..spec import VariantSpec
from ..words.grammar import split_gloss
from ..words.i18n import Voice, resolve_locale
from ..words.speaker import Speaker
from ..words.typeset import typeset
from .compare import meaning, rule_changes
from .deals import in_prose
from .decided_names import DEAL_FIELDS, added_ranks, decided_name, of_rank
from .example import example
from .options import value_changes, with_value

# The areas a rulebook has a section for, in its order (the example trick follows the play);
# the differences from the parent, the glossary and the sources come after them. The table's
# options come first: the rules after them are written for one choice, and say so only there.
BOOK = ("options", "cards", "dealing", "bidding", "playing", "illegal", "infractions", "scoring", "match",
        "competition")


@dataclass
class Section:
    """One section of a book: what it is (an area's name, `differences`, `words`,
    `identity`), its heading and its Markdown lines."""

    kind: str
    heading: str
    lines: list[str]
    example: int = 0  # the last lines that illustrate the rules (the example trick), not rules


@dataclass
class Book:
    """A rulebook before it is set: its title, description and sections, in one locale."""

    locale: str
    title: str
    description: str
    sections: list[Section] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)  # notes for the file's author (never printed)

    def markdown(self, *, program: bool = False) -> str:
        """The book set as Markdown: the book to print and sell, with no command line in it
        (PT22-01). `program`: with the section for the program's users (the table's options as
        the command line spells them) last, as the screen's pages have it (the HTML page, the
        site's pages, the terminal), which a printed page leaves off."""
        out = [f"# {self.title}", ""]
        if self.description:  # the standfirst in italics; one with its own italic words wrapped
            # in `_…_` around them, which raw Markdown reads cleanly (BR15-09: not "*… três* mocas
            # *(…)*") and a page sets as reverse italics, the inner words upright (em em, EN16-07)
            out += [f"_{self.description}_" if "*" in self.description else emphasized(self.description), ""]
        for section in (section for section in self.sections if program or section.kind != "program"):
            out += [f"## {section.heading}", "", *section.lines, ""]
        return typeset("\n".join(out).rstrip() + "\n", self.locale)


def rulebook(spec: VariantSpec, lang: str = "pt", parent: VariantSpec | None = None,
             rules: Rules | None = None) -> str:
    """The rules of `spec` as a Markdown document.

    `lang` is a locale (``pt-PT``, ``pt-BR``, ``en``, ``fr``) or ``pt``, the variant's own
    Portuguese (``pt-BR`` when its region is BR, ``pt-PT`` otherwise). `parent`, when given,
    adds a section with the differences from it; `rules` (compiled with the table's options)
    saves compiling again and says which option values the book is written for.
    Raises :class:`~sueca_rules.words.i18n.UnknownLocale` for another language. `spec` and
    `parent` may also be a bundled name or a file path (loaded, with load_variant's errors);
    ArgumentError for anything else.

    >>> from sueca_rules import load_variant
    >>> book = rulebook(load_variant("jogos-do-rei"), "pt")
    >>> "Joga-se no sentido horário" in book and "dupla" in book and "equipa" not in book
    True
    """
    return book_of(spec, lang, parent, rules).markdown()


def missing_texts(spec: VariantSpec, lang: str = "pt") -> list[str]:
    """What the file does not say in `lang` (its title, description, the names of its options,
    deals and results), one sentence per place the book took the text from instead: notes for
    the file's author (`docs` prints them on standard error), never printed in the book."""
    return book_of(spec, lang).missing


def book_of(spec: VariantSpec, lang: str = "pt", parent: VariantSpec | None = None,
            rules: Rules | None = None,
            others: Mapping[str, Mapping[str, VariantSpec]] | None = None) -> Book:
    """The rulebook as sections (see :func:`rulebook`, which sets it as Markdown). `others`:
    the variant under each other value of its options (option -> value -> spec), so that the
    options section says what choosing each changes from the rules the book is written for."""
    spec = check_spec(spec, "spec")  # a name or a path is loaded; anything else refused
    parent = None if parent is None else check_spec(parent, "parent")
    if rules is not None and rules.__class__ is not Rules:
        raise ArgumentError("rules", f"compiled Rules (from load_rules) or None, not {shown(rules)}")
    s = Speaker(Voice(resolve_locale(check_language(lang), spec.region)), spec, foreign=True)
    v = s.voice
    rules = rules or compile_rules(spec)
    book = Book(v.locale, s.title(), s.description())
    areas = {area.name: area for area in AREAS}
    for name in BOOK:
        area = areas[name]
        if name == "options":
            lines = meta_book.options_section(spec, rules, s, value_changes(spec, rules, s, others))
        else:
            lines = [line for write in area.book for line in write(spec, rules, s)]
        trick = example(spec, rules, s) if name == "playing" else []
        if lines:
            book.sections.append(Section(name, v.sentence(area.section(s)), [*lines, *(["", *trick] if trick else [])],
                                         len(trick) + 1 if trick else 0))
    if parent is not None:
        book.sections.append(Section("differences", v.gettext(
            "Differences from {parent}", parent=Speaker(v, parent).title()), differences(spec, parent, s)))
    said = "\n".join(line for section in book.sections for line in section.lines)  # the glossary
    # defines every table word the book says, a parent's word named among the differences too
    book.sections.append(Section("words", v.sentence(areas["words"].section(s)),
                                 meta_book.glossary(spec, rules, s, said)))
    sources = meta_book.sources(spec, rules, s)
    decided = decided_lines(spec, rules, s, parent, others)  # what the sources do not give, said under them
    sources += ["", *decided] if sources and decided else []
    note = s.note()  # how the variant reads its sources where they are unclear (`texts.*.note`)
    sources += ["", v.sentence(note)] if sources and note else []
    if sources:
        book.sections.append(Section("identity", v.sentence(areas["identity"].section(s)), sources))
    # last, for the program's users (PT20-02); the screen's only (PT22-01: see Book.markdown)
    if typed := meta_book.program_lines(spec, rules, s):
        book.sections.append(Section("program", v.gettext("With the sueca-rules program"), typed))
    book.missing = _fallback_notes(s)  # known only once every text has been looked up
    return book


def _fallback_notes(s: Speaker) -> list[str]:
    """One sentence per place the missing texts were taken from: as written in the file, or
    the other Portuguese norm's text (the language said once, never after each text)."""
    v, notes = s.voice, []
    for source in dict.fromkeys(source for _, source in s.fallbacks):
        texts = [what for what, where in s.fallbacks if where == source]
        listed = v.listing(texts)
        notes.append(v.ngettext("This text is not given in English and is shown as written in the "
                                "file: {list}.",
                                "These texts are not given in English and are shown as written in "
                                "the file: {list}.", len(texts), list=listed)
                     if source is None else
                     v.ngettext("This text is not given in English and is shown from the {language} "
                                "text: {list}.",
                                "These texts are not given in English and are shown from the "
                                "{language} text: {list}.", len(texts),
                                language=language(source, s), list=listed))
    return notes


def differences(spec: VariantSpec, parent: VariantSpec, s: Speaker) -> list[str]:
    """The rules that differ from the parent's, one line each: the rule as this variant has
    it, in this book's words, then the parent's in the parent's own (its word for a hand, a
    revoke: the clause describes that variant; the labels are this book's). A parent's rule this variant has no
    place for ("— (illegal cards are refused)" for the revoke's rules) is left out: the line
    that makes it so is there (`diff` and the matrix list it all the same)."""
    v = s.voice
    mine_normal = meaning(spec, tuple(spec.deal))
    # the parent's rules in its words, but for the dealer and the hand: one word for each per book
    # (EN15-04; BR22-06: Sueca Online's "rodada", Portugal's "mão" on one line of its differences)
    told = parent.model_copy(update={"words": parent.words.model_copy(
        update={"dealer": spec.words.dealer, "hand": spec.words.hand})})
    rows = [row for row in rule_changes(parent, spec, s, (Speaker(v, told), s))
            if row[0].startswith("deal") or row[0] not in mine_normal or mine_normal[row[0]] is not NA]
    if not rows:
        return [item(s, v.gettext("The rules are the same; only the words and texts differ."))]
    parent_title = Speaker(v, parent).title()
    lines = []
    for path, label, theirs, mine in rows:
        if path in WHOLE_PARTS and getattr(parent, path) is None:  # its own section says it all
            lines.append("- " + v.gettext("**{rule}**: as said above — in {parent}: {theirs}.", rule=label,
                                          parent=parent_title, theirs=theirs))
            continue
        mine = in_prose(mine, v)
        lines.append("- " + v.gettext("**{rule}**: {mine} — in {parent}: {theirs}.", rule=label, mine=mine,
                                      parent=parent_title, theirs=theirs))
    return lines


def decided_lines(spec: VariantSpec, rules: Rules, s: Speaker, parent: VariantSpec | None = None,
                  others: Mapping[str, Mapping[str, VariantSpec]] | None = None) -> list[str]:
    """The rules the variant's `decided` lists (its sources are silent on them, and the game
    needs them), named in one paragraph: the rules above say them in their places, with the
    values the engine plays; this says which of them are the book's, not a source's. A table's
    own file (it cites no source beyond its parent's, so its words are the table's) has the
    rules it writes named apart, as the table's (PT10-13, FR10-14): `parent` tells them; one
    this book says as the parent does is the table's for another choice of its options (PT12-06:
    the deals' directions in the mirrored style), named with that choice (`others` as book_of's)."""
    v = s.voice
    agreed = agreed_paths(spec, parent)
    mine = [p for p in spec.decided if p in agreed]
    chosen = chosen_for(spec, rules, s, parent, mine, others)
    # each rule a question, set off by semicolons: several hold commas of their own (FR23-01)
    lines = [v.gettext("Rules agreed by this table: {rules}.", rules=v.clauses(named))
             for named in [_decided_named(spec, rules, s, mine, False, chosen)] if named]
    named = _decided_named(spec, rules, s, [p for p in spec.decided if p not in agreed], True)
    if named:
        lines += [""] * bool(lines) + [v.gettext("Rules not in the sources, set by this book: {rules}.",
                                                 rules=v.clauses(named))]
    return lines  # a paragraph each


def agreed_paths(spec: VariantSpec, parent: VariantSpec | None) -> set[str]:
    """The `decided` paths a table's own file writes: where it cites no source of its own, the
    rules it adds to its parent's list or sets otherwise than the parent (merge: a file with no
    source writes its rules itself); none for a variant with sources of its own, or no parent."""
    if parent is None or any(source not in parent.sources for source in spec.sources):
        return set()
    names = tuple(dict.fromkeys((*spec.deal, *parent.deal)))
    mine, theirs = meaning(spec, names), meaning(parent, names)
    return {path for path in spec.decided if path not in parent.decided
            or _said(path, mine) != _said(path, theirs)}


def chosen_for(spec: VariantSpec, rules: Rules, s: Speaker, parent: VariantSpec | None, paths: list[str],
               others: Mapping[str, Mapping[str, VariantSpec]] | None = None) -> dict[str, str]:
    """The table's rules this book says as `parent` does, which another choice of the table's
    options makes differ: path -> that choice in the table's words ("mirrored style"; several
    joined by "or")."""
    if parent is None or not spec.options:
        return {}
    names = tuple(dict.fromkeys((*spec.deal, *parent.deal)))
    mine, theirs = meaning(spec, names), meaning(parent, names)
    there = {}  # (option, value) -> the rules under it
    for name, model in spec.options.items():
        now = str(rules.options.get(name, model.default))
        for value in (value for value in model.values if value != now):
            other = (others or {}).get(name, {}).get(value) or with_value(spec, name, value, now)
            if other is not None:
                there[name, value] = meaning(other, names)
    out = {}
    for path in (p for p in paths if not p.startswith("options.") and _said(p, mine) == _said(p, theirs)):
        # the choice by its name, quoted, its gloss left to the options section (en R18-03)
        if said := [s.quoted(split_gloss(said_value(name, spec.options[name].model_dump(), value, s))[0])
                    for (name, value), normal in there.items() if _said(path, normal) != _said(path, theirs)]:
            out[path] = s.voice.listing(said, "or")
    return out


def _said(path: str, normal: Mapping[str, Any]) -> Any:
    """A rule's normal value, or that of the rule a part belongs to."""
    return normal[path] if path in normal else normal.get(path.rpartition(".")[0], NA)


def _decided_named(spec: VariantSpec, rules: Rules, s: Speaker, decided: list[str], books: bool,
                   chosen: Mapping[str, str] | None = None) -> list[str]:
    """The names of the `decided` rules in force, for the paragraph's list;
    `books`: with the conventions the engine needs and no source or file says (the book's own);
    `chosen`: the rules that are so under another choice of the table's (see chosen_for).
    Infractions the table declares are named once, with their penalties (BR12-06)."""
    v, normal, chosen = s.voice, meaning(spec, rules=rules), chosen or {}

    def when(name: str, *of: str) -> str:
        choice = {chosen.get(path) for path in of}
        return name if len(choice) != 1 or None in choice else \
            v.gettext("{rule} when the table chooses {choice}", rule=name, choice=choice.pop())

    paths = [path for path in decided  # a rule, or a part of one, that the rules have; an option
             if (path[8:] in spec.options if path.startswith("options.") else in_force(path, normal))]
    # the table's options first: a rule that holds under one of their choices comes after, said
    # with that choice ("the table option “Style” and, when the table chooses …, …": en R18-03)
    paths.sort(key=lambda path: not path.startswith("options."))
    # a deal's field is named once, where it first comes, with every deal it is decided for
    deals: dict[str, list[str]] = {}
    for path in paths:
        if path.startswith("deal.") and path.count(".") == 2:
            _, deal, field = path.split(".")
            deals.setdefault(field, []).append(deal)
    named = []
    for path in paths:
        if path.startswith("options."):  # a table's own option (a house file's)
            option = spec.options[path[8:]].model_dump()
            named.append(v.gettext("the table option {name}", name=s.quoted(option_label(path[8:], option, s))))
        elif path.startswith("deck.points."):  # a source gives the other ranks' points
            if (ranks := [p[12:] for p in paths if p.startswith("deck.points.")])[0] == path[12:]:
                named.append(v.gettext("the card points of {ranks}",
                                       ranks=v.listing([of_rank(r, s) for r in ranks])))
        elif path == "deck.ranks" and (added := added_ranks(spec)):
            # a source gives Sueca's ten ranks in their order; the book sets only where the others go
            named.append(v.gettext("the places of the {ranks} in the order of the cards", ranks=v.listing(added)))
        elif path == "infractions" and (parts := [p for p in paths if p.startswith("infractions.")]):
            named.append(v.gettext("the penalties for the {infractions} ({each})", infractions=decided_name(path, s),
                                   each="; ".join(decided_name(part, s, alone=False) for part in parts)))
        elif path.startswith("infractions.") and "infractions" in paths:
            continue  # named with the penalties for the infractions
        elif path == "redeal.then" and any(isinstance(e, Redeal) for o in rules.infractions.values()
                                           for e in o.effects):  # a voided hand is dealt again too (EN15-03)
            named.append(when(v.gettext("who deals a {hand} that is dealt again (after a weak {hand} or a voided "
                                        "{hand})", hand=s.word("hand")), path))
        elif not (path.startswith("deal.") and path.count(".") == 2):
            named.append(when(decided_name(path, s), path))
        elif (for_deals := deals.pop(path.split(".")[2], None)) is None:
            continue  # named with the first deal it is decided for
        elif len(for_deals) == 1 and (len(spec.deal) == 1 or path.split(".")[2] not in DEAL_FIELDS):
            named.append(when(decided_name(path, s), path))  # "who cuts (alternative deal)", or plain for one deal
        else:  # a wall sheet stays one page: "how many cards go at a time (standard deal and alternative deal)"
            rule = wording_for(path)
            assert rule is not None, path
            own = DEAL_FIELDS.get(path.split(".")[2])
            named.append(when(lower_first(v.gettext("{rule} ({deal})", rule=own(v) if own else rule.label_for(s),
                                                    deal=v.listing([s.deal_name(d) for d in for_deals]))),
                              *[f"deal.{d}.{path.split('.')[2]}" for d in for_deals]))
    if books:
        named += own_conventions(rules, s)  # what the engine needs and no source or file says
        named += [v.gettext("whether more than {target}–0 is {name:a} too", name=result_noun(name, s),
                             target=rules.match.target)
                  for name in read_beyond(spec, rules)]  # "this book also counts" (PT15-04)
    return named


def in_force(path: str, normal: Mapping[str, Any]) -> bool:
    """Whether the compiled rules have the rule a `decided` path names: a rule that applies
    (not NA), or a part of one the rule has (what ties in a row do, only where a tie raises the
    next hand's score; no part of a rule the table's choice removed)."""
    if path in normal:
        return normal[path] is not NA
    whole = normal.get(path.rpartition(".")[0], NA)
    whole = whole.shown if isinstance(whole, Said) else whole
    if whole is NA or whole is None or whole is False:
        return False
    if path == "scoring.tie.cumulative" and isinstance(whole, dict):
        return bool(whole.get("bonus") or (whole.get("times") or 1) > 1 or whole.get("extra"))
    part = path.rpartition(".")[2]
    return not isinstance(whole, dict) or part not in whole or whole[part] is not None


# parts a parent may lack entirely, which the book says in a section of their own
WHOLE_PARTS = ("competition", "bidding", "contract")
