"""The keys of the DSL: how each statement's values become spec fields, and back.

One table serves the reader (:mod:`.dsl`), the printer (:mod:`sueca_rules.fmt`), the
highlighter and the language server, so what can be written, printed, coloured and completed
never drift apart. It is derived from the rule catalogue (:mod:`sueca_rules.catalogue`): each
rule's entry names its key, its reader and its printer (:mod:`sueca_rules.catalogue.spelling`).
"""

from __future__ import annotations

from ..catalogue import dsl_blocks, labelled_blocks, top_keys, top_lines
from ..catalogue.match.spelling import read_match_to, read_series_to
from ..catalogue.spelling import (
    LANGUAGE_TAGS,
    DslError,
    Key,
    Stmt,
    Val,
    language_field,
    quote,
    read_none,
)

# Keys allowed inside each block (block name -> keys), in the order `fmt` prints them.
BLOCKS: dict[str, tuple[Key, ...]] = dsl_blocks()
# Blocks written `deal NAME { ... }`: a mapping of named entries (block name -> field).
LABELLED: dict[str, str] = labelled_blocks()
TOP_KEYS: tuple[Key, ...] = top_keys()
# Top-level keys that read specially: `source "doc" ["section"]` (repeatable), `match to N`,
# `series to N`, `redeal none`, `deal NAME none`, `series none`.
TOP_SPECIAL: tuple[str, ...] = top_lines()
TERM_KEYS: tuple[str, ...] = tuple(k.name for k in BLOCKS["words"])

__all__ = [
    "BLOCKS", "LABELLED", "LANGUAGE_TAGS", "TERM_KEYS", "TOP_KEYS", "TOP_SPECIAL", "DslError",
    "Key", "Stmt", "Val", "language_field", "quote", "read_match_to", "read_none",
    "read_series_to",
]
