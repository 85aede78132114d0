"""The DSL spellings of the match area's values: `match to N`, `series to N`, `trailed W L`."""

from __future__ import annotations

from ...errors import closest
from ..spelling import Positions, Stmt, at


def read_trailed(stmt: Stmt) -> tuple[object, Positions]:
    """`trailed 0 3`: the winners' score, then the others'."""
    vals = stmt.values
    if len(vals) != 2 or any(v.kind != "number" for v in vals):
        raise at(stmt, "write 'trailed W L': the winners' score, then the others' (e.g. "
                        "'trailed 0 3' for a win after trailing 0–3)")
    return [int(str(vals[0].value)), int(str(vals[1].value))], {(0,): vals[0], (1,): vals[1]}


def print_trailed(value: object) -> str:
    assert isinstance(value, list | tuple)
    return f"{value[0]} {value[1]}"


def read_series_to(stmt: Stmt) -> tuple[object, Positions]:
    vals = stmt.values
    if len(vals) == 2 and vals[0].value == "to" and vals[1].kind == "number":
        return {"target": int(str(vals[1].value))}, {("target",): vals[1]}
    raise at(stmt, "write 'series to N' (the matches that win the series)")


def read_match_to(stmt: Stmt) -> tuple[object, Positions]:
    vals = stmt.values
    if len(vals) == 2 and vals[0].value == "to" and vals[1].kind == "number":
        return {"target": int(str(vals[1].value))}, {("target",): vals[1]}
    form = "write 'match to N' (the game points that win the match)"
    if len(vals) >= 2 and vals[0].value == "to" and vals[1].kind != "number":
        raise at(vals[1], f"{vals[1].value!r} is not a number — {form}, e.g. 'match to 4'")
    if vals and vals[0].value != "to":
        raise at(vals[0], f"expected 'to' — {form}",
                 "to" if closest(str(vals[0].value), ["to"]) else None)
    raise at(vals[2] if len(vals) > 2 else stmt, form)
