"""Records moved above the engine (sueca_rules.records); the old names still work, deprecated,
and the engine imports nothing from records (nor from source/)."""

from __future__ import annotations

import ast
import importlib

import pytest

from sueca_rules import records
from sueca_rules.records import files, replayer, schema, series, strict_json

from ..conftest import ROOT

OLD_NAMES = {"replay": replayer.replay, "read_record": schema.read_record,
             "parse_record": schema.parse_record, "RecordError": schema.RecordError,
             "RecordFormatError": schema.RecordFormatError, "replay_series": series.replay_series}
OLD_MODULES = {"record": (replayer, "replay"), "record_files": (files, "record_reference"),
               "record_schema": (schema, "loads_record"), "record_json": (strict_json, "HugeNumber")}


@pytest.mark.parametrize("name", sorted(OLD_NAMES))
def test_the_engines_old_record_names_are_the_records_own(name: str) -> None:
    engine = importlib.import_module("sueca_rules.engine")
    with pytest.warns(DeprecationWarning, match=f"sueca_rules.records.{name}"):
        assert getattr(engine, name) is OLD_NAMES[name] is getattr(records, name)


@pytest.mark.parametrize("old", sorted(OLD_MODULES))
def test_the_old_record_modules_still_import(old: str) -> None:
    module, name = OLD_MODULES[old]
    shim = importlib.import_module(f"sueca_rules.engine.{old}")
    with pytest.warns(DeprecationWarning, match=module.__name__):
        assert getattr(shim, name) is getattr(module, name)
    with pytest.raises(AttributeError):
        shim.not_a_name  # noqa: B018


def test_the_engine_imports_nothing_from_records_or_source() -> None:
    for path in sorted((ROOT / "sueca_rules" / "engine").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                target = ("." * node.level) + (node.module or "")
                assert not target.startswith(("..records", "..source", "sueca_rules.records",
                                              "sueca_rules.source")), f"{path.name}: {target}"
