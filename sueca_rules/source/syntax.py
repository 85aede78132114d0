"""The keys of the DSL: how each statement's values become spec fields, and back.

One table serves the reader (:mod:`.dsl`), the printer (:mod:`sueca_rules.fmt`), the
highlighter and the language server, so what can be written, printed, coloured and completed
never drift apart. The value readers and printers live in :mod:`.readers`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..spec import INFRACTIONS
from .readers import (
    LANGUAGE_TAGS,
    DslError,
    Printer,
    Reader,
    Stmt,
    Val,
    language_field,
    print_bandeira,
    print_language,
    print_list,
    print_named_texts,
    print_option_texts,
    print_pairs,
    print_penalty,
    print_scalar,
    print_term,
    print_tie,
    print_trailed,
    print_when,
    quote,
    read_bandeira,
    read_bool,
    read_int,
    read_language,
    read_list,
    read_match_to,
    read_named_text,
    read_none,
    read_option_text,
    read_pairs,
    read_penalty,
    read_series_to,
    read_term,
    read_text,
    read_tie,
    read_trailed,
    read_when,
    read_word,
)


@dataclass(frozen=True)
class Key:
    """A DSL key: the field it fills, how to read and print its values, and whether it may be
    written more than once (each line adds entries to a mapping)."""

    name: str
    field: str
    read: Reader = read_word
    show: Printer = print_scalar
    repeat: bool = False


def _k(name: str, read: Reader = read_word, show: Printer = print_scalar,
       repeat: bool = False) -> Key:
    return Key(name, name.replace("-", "_"), read, show, repeat)


TERM_KEYS = ("trick", "trump", "manilha", "lead", "follow", "bandeira", "revoke", "match",
             "game-point", "pente", "dealer", "hand")

# Keys allowed inside each block (block name -> keys), in the order `fmt` prints them.
BLOCKS: dict[str, tuple[Key, ...]] = {
    "deck": (_k("ranks", read_list, print_list), _k("removed", read_list, print_list),
             _k("points", read_pairs, print_pairs), _k("style")),
    "dealer": (_k("first"), _k("next"), _k("chooses"), _k("procedure")),
    "deal": (_k("shuffles"), _k("cuts"), _k("packet", read_int), _k("rotation"), _k("dealer"),
             _k("trump")),
    "trump": (_k("shown"),),
    "redeal": (_k("leader-below", read_int), _k("leader-at-most", read_int),
               _k("others-below", read_int), _k("others-at-most", read_int), _k("then")),
    "play": (_k("first-lead"), _k("must-follow", read_bool), _k("must-overtake", read_bool),
             _k("when-void"), _k("trump-lead"), _k("review")),
    "illegal": (_k("handling"), _k("revoke", read_penalty, print_penalty),
                _k("false-accusation", read_penalty, print_penalty), _k("accuse")),
    "infractions": tuple(_k(name.replace("_", "-"), read_penalty, print_penalty)
                         for name in INFRACTIONS),
    "scoring": (_k("bandeira", read_bandeira, print_bandeira), _k("all-points", read_int),
                _k("tie", read_tie, print_tie)),
    "match": (_k("target", read_int),),
    "series": (_k("target", read_int),),
    "words": tuple(_k(name, read_term, print_term) for name in TERM_KEYS),
    "option": (_k("values", read_list, print_list), _k("default"), _k("sets"),
               _k("when", read_when, print_when, repeat=True)),
    "result": (_k("loser", read_int), _k("winner", read_int),
               _k("trailed", read_trailed, print_trailed), _k("one-hand", read_bool)),
    # `texts LANGUAGE { ... }`: the variant's own texts in one language.
    "texts": (_k("title", read_text, quote), _k("description", read_text, quote),
              Key("deal", "deal", read_named_text, print_named_texts, repeat=True),
              Key("option", "options", read_option_text, print_option_texts, repeat=True),
              Key("result", "results", read_named_text, print_named_texts, repeat=True)),
}
# Blocks written `deal NAME { ... }`: a mapping of named entries (block name -> field).
LABELLED: dict[str, str] = {"deal": "deal", "option": "options", "result": "results",
                            "texts": "texts"}
TOP_KEYS: tuple[Key, ...] = (
    _k("title", read_text, quote),
    _k("description", read_text, quote),
    _k("region"),
    _k("language", read_language, print_language),
    _k("direction"),
    _k("partners"),
)
# Top-level keys that read specially: `source "doc" ["section"]` (repeatable), `match to N`,
# `series to N`, `redeal none`, `deal NAME none`, `series none`.
TOP_SPECIAL = ("source", "match", "series", "redeal", "deal")

__all__ = [
    "BLOCKS", "LABELLED", "LANGUAGE_TAGS", "TERM_KEYS", "TOP_KEYS", "TOP_SPECIAL", "DslError",
    "Key", "Stmt", "Val", "language_field", "quote", "read_match_to", "read_none",
    "read_series_to",
]
