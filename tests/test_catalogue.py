"""The catalogue is complete: every rule of the spec has an entry, every compiled field is an
entry's, every DSL key is an entry's, and the tables derived from it are what the tools use."""

from __future__ import annotations

import dataclasses
from typing import Any

from sueca_rules.catalogue import AREAS, RULES, dsl_blocks, top_keys, wording_for
from sueca_rules.compiled import competition, groups, match, scoring
from sueca_rules.compiled.flat import FLAT_NAMES
from sueca_rules.compiled.rules import Rules
from sueca_rules.lsp import knowledge
from sueca_rules.source import syntax

GROUPS: dict[str, Any] = {"deck": groups.DeckRules, "table": groups.TableRules,
                          "deals": groups.DealRules, "play": groups.PlayRules,
                          "view": groups.ViewRules, "illegal": groups.IllegalRules,
                          "scoring": scoring.ScoringRules, "match": match.MatchRules,
                          "competition": competition.CompetitionRules, "bidding": groups.BiddingRules}
PARTS: dict[str, Any] = {"deals.plans.*": groups.DealPlan, "deals.redeal": groups.RedealRules,
                         "deals.stock": groups.StockRules}


def compiled_fields() -> set[str]:
    """Every field of the compiled rules, dotted from the Rules (a plan's as `deals.plans.*.x`)."""
    found = {f.name for f in dataclasses.fields(Rules) if f.name not in GROUPS and f.init}  # (setup: made)
    for prefix, cls in {**GROUPS, **PARTS}.items():
        found |= {f"{prefix}.{f.name}" for f in dataclasses.fields(cls) if f.init}
    return found


def test_the_rules_fields_are_the_catalogues() -> None:
    """Every field of the compiled rules is the compiled form of some entry, and every entry
    compiles into fields that exist: the list of Rules fields is the catalogue's."""
    claimed = {field for entry in RULES for field in entry.compiled}
    fields = compiled_fields()
    assert fields - claimed == set(), "fields no entry compiles into"
    assert claimed - fields == set(), "entries compiling into fields that do not exist"


def test_the_old_flat_names_read_the_groups() -> None:
    """The deprecated flat attributes of Rules are exactly the old field list, each a property."""
    assert all(isinstance(getattr(Rules, name, None), property) for name in FLAT_NAMES if name != "deals")
    assert len(set(FLAT_NAMES)) == 43


def test_one_entry_per_path_and_every_entry_in_an_area() -> None:
    paths = [entry.path for entry in RULES]
    assert len(paths) == len(set(paths))
    assert all(wording_for(path) is entry for path, entry in zip(paths, RULES, strict=True))
    assert {area.name for area in AREAS} >= {"cards", "dealing", "playing", "illegal", "scoring", "match"}


def test_the_dsl_key_table_is_derived_from_the_entries() -> None:
    """What the reader, the printer, the highlighter and the language server use is the
    catalogue's: each key is an entry's, in the entry's block."""
    assert dsl_blocks() == syntax.BLOCKS and top_keys() == syntax.TOP_KEYS
    keys = {entry.key for entry in RULES if entry.key is not None}
    used = {key for block in syntax.BLOCKS.values() for key in block} | set(syntax.TOP_KEYS)
    assert keys == used
    assert [k.name for k in knowledge.keys_of("play")] == ["first-lead", "must-follow", "must-overtake",
                                                          "when-void", "trump-lead", "review", "silent"]


def test_every_compared_rule_has_a_normal_form_and_words() -> None:
    for area in AREAS:
        for entry in area.compared:
            assert entry.label("en") and entry.label("pt-PT") != entry.path, entry.path
