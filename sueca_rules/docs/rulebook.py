"""A complete rulebook in Markdown, written from a variant in pt-PT, pt-BR, English or French.

A layout over the rule catalogue: one section per area (:data:`sueca_rules.catalogue.AREAS`),
in the order of :data:`BOOK`, each area writing its own rules in the table's words, one rule
per list item; nothing is said of a rule the variant does not have, and a section with nothing
to say is left out. Every sentence is a catalog message (see :mod:`sueca_rules.words.i18n`); a
text the variant does not give in the book's language is named at the top of the book.
"""

from __future__ import annotations

from ..arguments import check_language, shown
from ..catalogue import AREAS
from ..catalogue.book import cell, item
from ..catalogue.compile import compile_rules
from ..catalogue.meta.words import language
from ..compiled.rules import Rules
from ..errors import ArgumentError
from ..loading import check_spec
from ..spec import VariantSpec
from ..words.i18n import Voice, resolve_locale
from ..words.speaker import Speaker
from .compare import rule_differences
from .example import example

# The areas a rulebook has a section for, in its order (the example trick follows the play).
BOOK = ("cards", "dealing", "playing", "illegal", "infractions", "scoring", "match", "options",
        "words", "identity")


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
    spec = check_spec(spec, "spec")  # a name or a path is loaded; anything else refused
    parent = None if parent is None else check_spec(parent, "parent")
    if rules is not None and rules.__class__ is not Rules:
        raise ArgumentError("rules", f"compiled Rules (from load_rules) or None, not {shown(rules)}")
    s = Speaker(Voice(resolve_locale(check_language(lang), spec.region)), spec)
    v = s.voice
    rules = rules or compile_rules(spec)
    out = [f"# {s.title()}", ""]
    description = s.description()
    if description:
        out += [f"*{description}*", ""]
    sections: list[tuple[str, list[str]]] = []
    if parent is not None:
        sections.append((v.gettext("Differences from {parent}", parent=_parent_title(parent, s)),
                         differences(spec, parent, s)))
    areas = {area.name: area for area in AREAS}
    for name in BOOK:
        area = areas[name]
        lines = [line for book in area.book for line in book(spec, rules, s)]
        if name == "playing":
            lines += ["", *example(spec, rules, s)]
        if lines:
            sections.append((area.section(s), lines))
    body: list[str] = []
    for title, lines in sections:
        body += [f"## {v.sentence(title)}", "", *lines, ""]
    if s.fallbacks:  # known only once every text has been looked up
        out += ["> " + " ".join(_fallback_notes(s)), ""]
    return "\n".join(out + body).rstrip() + "\n"


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


def _parent_title(parent: VariantSpec, s: Speaker) -> str:
    return Speaker(s.voice, parent).title()


def differences(spec: VariantSpec, parent: VariantSpec, s: Speaker) -> list[str]:
    """The rules that differ from the parent's, as a table (this variant, then the parent)."""
    v = s.voice
    rows = rule_differences(parent, spec, s)
    if not rows:
        return [item(s, v.gettext("The rules are the same; only the words and texts differ."))]
    parent_title = Speaker(v, parent).title()
    lines = ["| " + v.gettext("Rule") + " | " + v.gettext("This variant") + f" | {parent_title} |", "|---|---|---|"]
    lines += [f"| {cell(label)} | {cell(mine)} | {cell(theirs)} |" for label, theirs, mine in rows]
    return lines
