"""A complete rulebook in Markdown, written from a variant in pt-PT, pt-BR, English or French.

One rule per list item, in the table's own words; nothing is said of a rule the variant
does not have. Every sentence is a catalog message (see :mod:`.i18n`); a text the variant
does not give in the book's language is named at the top of the book.
"""

from __future__ import annotations

from ..arguments import check_language, shown
from ..checks import deck_total
from ..compiled import Rules, compile_rules
from ..errors import ArgumentError
from ..loading import check_spec
from ..spec import VariantSpec
from .choices import options_section
from .glossary import glossary
from .i18n import Voice, resolve_locale
from .penalties import infractions_section, revoke_section
from .results import match_section
from .sections import dealing, differences, players_and_cards, playing, scoring, sources
from .speaker import Speaker
from .values import language


def rulebook(spec: VariantSpec, lang: str = "pt", parent: VariantSpec | None = None,
             rules: Rules | None = None) -> str:
    """The rules of `spec` as a Markdown document.

    `lang` is a locale (``pt-PT``, ``pt-BR``, ``en``, ``fr``) or ``pt``, the variant's own
    Portuguese (``pt-BR`` when its region is BR, ``pt-PT`` otherwise). `parent`, when given,
    adds a section with the differences from it; `rules` (compiled with the table's options)
    saves compiling again and says which option values the book is written for.
    Raises :class:`~sueca_rules.docs.i18n.UnknownLocale` for another language. `spec` and
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
    total = deck_total(spec)
    out = [f"# {s.title()}", ""]
    description = s.description()
    if description:
        out += [f"*{description}*", ""]
    sections: list[tuple[str, list[str]]] = []
    if parent is not None:
        sections.append((v.gettext("Differences from {parent}", parent=_parent_title(parent, s)),
                         differences(spec, parent, s)))
    sections += [
        (v.gettext("Players and cards"), players_and_cards(spec, s, total)),
        (v.gettext("Shuffling, cutting and dealing"), dealing(spec, s)),
        (v.gettext("Playing the tricks"), playing(spec, rules, s)),
        (v.gettext("Illegal cards and the {revoke}", revoke=s.word("revoke")), revoke_section(spec, s)),
    ]
    if spec.infractions:
        sections.append((v.gettext("Other infractions"), infractions_section(spec, s)))
    sections += [
        (v.gettext("Scoring"), scoring(spec, s, total)),
        (v.sentence(s.word("match").text), match_section(spec, s)),
    ]
    if spec.options:
        sections.append((v.gettext("Table options"), options_section(spec, rules, s)))
    words = glossary(spec, s)
    if words:
        sections.append((v.gettext("Glossary"), words))
    if spec.sources:
        sections.append((v.gettext("Sources"), sources(spec, s)))
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
