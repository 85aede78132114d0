"""Value phrases every area says: a seat, a direction, game points, card points, yes or no.

Each takes the value as the spec dumps it and a Speaker (catalog, grammar and the table's
words) and returns a fragment in lower case, for a cell or after a label.
"""

from __future__ import annotations

import re
from typing import Any, cast
from urllib.parse import urlsplit

from ..words.speaker import Speaker
from .entry import text
from .variant import VariantSpec

__all__ = ["card_points", "direction", "games", "games_count", "lower_first", "side", "spoken", "text", "yes_no"]


def side(value: Any, s: Speaker) -> str:
    """A seat relative to the dealer (or nobody)."""
    v, dealer = s.voice, s.word("dealer")
    if value in ("left", "right", "next", "other") and (spec := spoken(s)) is not None and spec.table.players == 2:
        return v.gettext("the {dealer}'s opponent", dealer=dealer)  # at a table of two, left and right are one seat
    match value:
        case "left":
            return v.gettext("the player on the {dealer}'s left", dealer=dealer)
        case "right":
            return v.gettext("the player on the {dealer}'s right", dealer=dealer)
        case "partner":
            return v.gettext("the {dealer}'s partner (sitting opposite)", dealer=dealer)
        case "dealer":
            return v.gettext("the {dealer}", dealer=dealer)
        case "other":
            return v.gettext("the {dealer}'s opponent", dealer=dealer)
        case "nobody":
            return v.gettext("nobody")
        case "declarer":  # the first lead after an auction
            return v.gettext("the declarer")
        case "next":
            return v.gettext("the next player in the order of play")
        case "shuffler":
            return v.gettext("the player who shuffled the cards")
        case "cutter":
            return v.gettext("the player who cut the cards")
    return str(value)


def direction(value: Any, s: Speaker) -> str:
    if value == "clockwise":
        return s.voice.gettext("clockwise (to the left)")
    if value == "anticlockwise":
        return s.voice.gettext("anticlockwise (to the right)")
    if value == "with-play":
        return s.voice.gettext("in the direction of play")
    if value == "against-play":
        return s.voice.gettext("against the direction of play")
    return str(value)


def games(number: Any, s: Speaker) -> str:
    """"4 jogos", "4 game points", "4 manches": a number of game points in the table's word."""
    if number is None:
        return "—"
    return s.voice.count(int(number), s.word("game_point"))


def games_count(number: Any, s: Speaker) -> str:
    """The value of a rule counted in game points (kept for the entries that name it)."""
    return games(number, s)


def card_points(number: Any, s: Speaker) -> str:
    if number is None:
        return "—"
    return s.voice.ngettext("{count} card point", "{count} card points", int(number))


def yes_no(value: Any, s: Speaker) -> str:
    """A yes/no rule; the words `yes` and `no` as written in the DSL are read as such."""
    if isinstance(value, str):
        value = value.strip().lower() in ("yes", "true")
    return s.voice.gettext("yes") if value else s.voice.gettext("no")


def spoken(s: Speaker) -> VariantSpec | None:
    """The variant `s` speaks of, as its rules (the documents' speakers hold a VariantSpec)."""
    return cast(VariantSpec | None, s.spec)


def lower_first(text: str) -> str:
    """A label inside a sentence: "Talking ..." -> "talking ..."."""
    return text[:1].lower() + text[1:]


def short_name(document: str) -> str:
    """A document's file name as a reader needs it: `003_eb8502b401359521.txt` is "003" (the
    hash a collection adds to its names says nothing to a reader), any other name as it is."""
    found = re.fullmatch(r"([^_]+)_[0-9a-f]{8,}(\.\w+)?", document)
    return found.group(1) if found else document


def site_name(document: str) -> str:
    """The site a web page is on, named by its host without "www." (the Sources say whose page
    it is: PT10-16), or "" for a file name.

    >>> site_name("https://www.cardgames.wiki/allgames-2/sueca/"), site_name("004_647ddaca7f56fe76.txt")
    ('cardgames.wiki', '')
    """
    if not re.match(r"https?://\S+$", document):
        return ""
    return (urlsplit(document).hostname or "").removeprefix("www.")


def source_title(spec: VariantSpec, s: Speaker, own: bool = False) -> str:
    """The first document the variant's rules come from (a parent's before the file's own), or
    with `own` the last (the file's own, which declares its infractions), by its title as the
    Sources name it (in italics), else its short name. IndexError for a spec without sources."""
    from ..words.typeset import verbatim

    doc = spec.sources[-1 if own else 0]
    if not doc.title:
        return s.voice.gettext("file {name}", name=short_name(doc.document))
    same = (doc.language or "").replace("_", "-").split("-")[0].lower() == s.voice.locale.split("-")[0]
    return emphasized(doc.title if same else verbatim(doc.title))  # a foreign title as it is written


def emphasized(text: str) -> str:
    """`text` in italics as Markdown: `*…*`, a span the text itself sets in italics (a foreign
    word, `*mocas*`) set upright inside it, as type sets a word stressed within italics — never
    emphasis inside emphasis, which Markdown reads as a stray asterisk. Spaces and bare
    punctuation stay outside the marks, which cannot touch a space."""
    parts = text.split("*")
    if len(parts) % 2 == 0:  # an odd asterisk: not a span, left as written
        return f"*{text}*"
    out = []
    for index, part in enumerate(parts):
        # punctuation touching an upright word stays upright with it ("*manilha*: the…", "(*gato*, …"):
        # a mark beside it would neither open nor close the span (`manilha*: the`, `(*gato`)
        lead = len(part) - len(part.lstrip(" \u00a0\u202f,.;:!?)]»”’"))
        core = part[lead:].strip().rstrip(" \u00a0\u202f([«“‘")
        if index % 2 or not any(c.isalnum() for c in core):
            out.append(part)
            continue
        start = part.index(core, lead)
        out.append(f"{part[:start]}*{core}*{part[start + len(core):]}")
    return "".join(out)
