"""The meta area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from ...words.speaker import WORD_KEYS
from ..entry import Block, rule
from ..spelling import (
    Key,
    key,
    print_language,
    print_list,
    quote,
    read_language,
    read_list,
    read_text,
)
from .spelling import (
    print_named_texts,
    print_option_texts,
    print_term,
    print_when,
    read_named_text,
    read_option_text,
    read_term,
    read_when,
)
from .words import decided, language, options, region, source_kind, sources, term, texts, when, words


def _print_paths(value: object) -> str:
    """`decided trump.shown illegal.false-accusation`: the paths as a file writes them."""
    return " ".join(str(p).replace("_", "-") for p in value) if value else "none"  # type: ignore[attr-defined]


LINES = ("source",)  # `source "doc" ["section"]`, repeatable: a line at the top
IDENTITY = (
    rule("variant", lambda v: v.pgettext("rule", "Name"), compiled=("variant",)),
    rule("title", lambda v: v.pgettext("rule", "Title"), key=key("title", read_text, quote),
         compiled=("title",)),
    rule("description", lambda v: v.pgettext("rule", "Description"),
         key=key("description", read_text, quote)),
    rule("extends", lambda v: v.pgettext("rule", "Based on")),
    rule("region", lambda v: v.pgettext("rule", "Region"), region, key("region")),
    rule("language", lambda v: v.pgettext("rule", "Language of the title and description"), language,
         key("language", read_language, print_language)),
    rule("sources", lambda v: v.pgettext("rule", "Sources"), sources),
    rule("decided", lambda v: v.pgettext("rule", "Rules the sources do not give"), decided,
         key("decided", read_list, _print_paths)),
    rule("sources.*.document", lambda v: v.pgettext("rule", "Document")),
    rule("sources.*.section", lambda v: v.pgettext("rule", "Part of the document")),
    rule("sources.*.title", lambda v: v.pgettext("rule", "Title of the document")),
    rule("sources.*.kind", lambda v: v.pgettext("rule", "Kind of document"),
         lambda x, s: source_kind(x, None, s)),
    rule("sources.*.language", lambda v: v.pgettext("rule", "Language of the document"),
         lambda x, s: source_kind(None, x, s)),
)
OPTION_BLOCKS = (Block("option", "options", labelled=True),)
OPTION_LINES = ("option",)  # `option NAME none`: an inherited table option dropped
OPTIONS = (
    # the options are the table's choices, not rules the engine plays: compared as written
    rule("options", lambda v: v.pgettext("rule", "Table options"), options, compiled=("options",),
         normal=lambda rules, spec: {n: o.model_dump() for n, o in spec.options.items()}, extra={}),
    rule("options.*.values", lambda v: v.pgettext("rule", "Possible values"),
         lambda x, s: " | ".join(x), key("values", read_list, print_list)),
    rule("options.*.default", lambda v: v.pgettext("rule", "Value unless the table says otherwise"),
         key=key("default")),
    rule("options.*.sets", lambda v: v.pgettext("rule", "Rule the option sets"), key=key("sets")),
    rule("options.*.when", lambda v: v.pgettext("rule", "What each value sets"), when,
         key("when", read_when, print_when, repeat=True)),
)
WORD_BLOCKS = (Block("words", "words"),)
WORDS = (
    rule("words", lambda v: v.pgettext("rule", "Glossary"), words),
    rule("words.*", lambda v: v.pgettext("rule", "A word of the table"), term),
    *(rule(f"words.{name}", lambda v: v.pgettext("rule", "A word of the table"), term,
           key(name.replace("_", "-"), read_term, print_term)) for name in WORD_KEYS),
    rule("words.*.pt", lambda v: v.pgettext("rule", "In Portuguese")),
    rule("words.*.pt_PT", lambda v: v.pgettext("rule", "In European Portuguese")),
    rule("words.*.pt_BR", lambda v: v.pgettext("rule", "In Brazilian Portuguese")),
    rule("words.*.en", lambda v: v.pgettext("rule", "In English")),
    rule("words.*.fr", lambda v: v.pgettext("rule", "In French")),
)
TEXT_BLOCKS = (Block("texts", "texts", labelled=True),)
TEXTS = (
    rule("texts", lambda v: v.pgettext("rule", "Texts in other languages"), texts),
    rule("texts.*.title", lambda v: v.pgettext("rule", "Title"), key=key("title", read_text, quote)),
    rule("texts.*.description", lambda v: v.pgettext("rule", "Description"),
         key=key("description", read_text, quote)),
    rule("texts.*.note", lambda v: v.pgettext("rule", "Note on the sources"),
         key=key("note", read_text, quote)),
    rule("texts.*.deal", lambda v: v.pgettext("rule", "Names of the ways of dealing"),
         lambda x, s: ", ".join(x.values()) if x else "—",
         Key("deal", "deal", read_named_text, print_named_texts, repeat=True)),
    rule("texts.*.options", lambda v: v.pgettext("rule", "Names of the table options"),
         lambda x, s: ", ".join(o.get("name") or n for n, o in x.items()) if x else "—",
         Key("option", "options", read_option_text, print_option_texts, repeat=True)),
    rule("texts.*.options.*.name", lambda v: v.pgettext("rule", "Name of the option")),
    rule("texts.*.options.*.values", lambda v: v.pgettext("rule", "Names of the option's values"),
         lambda x, s: ", ".join(x.values()) if x else "—"),
    rule("texts.*.infractions", lambda v: v.pgettext("rule", "Names of the declared infractions"),
         lambda x, s: ", ".join(x.values()) if x else "—",
         Key("infraction", "infractions", read_named_text, print_named_texts, repeat=True)),
    rule("texts.*.results", lambda v: v.pgettext("rule", "Names of the named results"),
         lambda x, s: ", ".join(x.values()) if x else "—",
         Key("result", "results", read_named_text, print_named_texts, repeat=True)),
)
