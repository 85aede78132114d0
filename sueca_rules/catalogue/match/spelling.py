"""The DSL spellings of the match area's values: `match to N`, `series to N`, `trailed W L`."""

from __future__ import annotations

from ...errors import closest
from ..spelling import Positions, Stmt, at, scalar


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


SERIES_FORM = ("write 'series to N' (the matches that win the series), or 'series matches N "
               "[standings W D L] [tie-breaks wins|game-points|head-to-head|deciding-match ...]'")


def read_series_to(stmt: Stmt) -> tuple[object, Positions]:
    """`series to 3`, or `series matches 6 standings 3 1 0 tie-breaks wins deciding-match`."""
    vals = list(stmt.values)
    if len(vals) == 2 and vals[0].value == "to" and vals[1].kind == "number":
        return {"target": int(str(vals[1].value))}, {("target",): vals[1]}
    if len(vals) >= 2 and vals[0].value == "matches" and vals[1].kind == "number":
        out: dict[str, object] = {"matches": int(str(vals[1].value)), "target": None}
        where: Positions = {("matches",): vals[1]}
        rest = vals[2:]
        while rest:
            head = rest.pop(0)
            if head.value == "standings" and len(rest) >= 3 and all(v.kind == "number" for v in rest[:3]):
                out["standings"] = [int(str(rest.pop(0).value)) for _ in range(3)]
                where[("standings",)] = head
            elif head.value == "tie-breaks" and rest:
                breaks = []
                while rest and rest[0].value not in ("standings",):
                    breaks.append(str(rest.pop(0).value))
                out["tie_breaks"] = breaks
                where[("tie_breaks",)] = head
            else:
                raise at(head, f"unexpected {head.value!r} — {SERIES_FORM}")
        return out, where
    raise at(stmt, SERIES_FORM)


_AFTER_TO = {"both-reach": "write 'match to N both-reach draw|higher': when both teams reach the target "
                            "in the same hand, a draw, or the higher score wins",
             "scoresheet": "write 'match to N scoresheet cross': the score kept on a cross, one mark at "
                           "the end of an arm for each game point ('none': the book says nothing of it)"}


def read_match_to(stmt: Stmt) -> tuple[object, Positions]:
    """`match to 4`, `match to 4 both-reach draw` (both teams at the target in one hand: a
    draw), `match to 4 scoresheet cross` (the score kept on a cross), `match hands 8` (a fixed
    number of hands), `match no-end` (a session)."""
    vals = stmt.values
    if len(vals) == 2 and vals[0].value == "to" and vals[1].kind == "number":
        return {"target": int(str(vals[1].value))}, {("target",): vals[1]}
    if len(vals) >= 3 and vals[0].value == "to" and vals[1].kind == "number" and \
            vals[2].value in _AFTER_TO:
        out: dict[str, object] = {"target": int(str(vals[1].value))}
        where: Positions = {("target",): vals[1]}
        rest = list(vals[2:])
        while rest:  # `both-reach draw`, `scoresheet cross`, each once, in either order
            head = rest.pop(0)
            name = str(head.value)
            if name not in _AFTER_TO or name.replace("-", "_") in out:
                raise at(head, f"unexpected {head.value!r} — write 'match to N [both-reach draw|higher] "
                               "[scoresheet cross|none]'")
            if not rest:
                raise at(head, _AFTER_TO[name])
            value = rest.pop(0)
            out[name.replace("-", "_")] = scalar(value)
            where[(name.replace("-", "_"),)] = value
        return out, where
    if len(vals) == 2 and vals[0].value == "hands" and vals[1].kind == "number":
        return {"hands": int(str(vals[1].value)), "target": None}, {("hands",): vals[1]}
    if len(vals) == 1 and vals[0].value == "no-end":
        return {"endless": True, "target": None}, {("endless",): vals[0]}
    form = ("write 'match to N' (the game points that win the match; 'match to N both-reach "
            "draw|higher' says what both teams at it in one hand do), 'match hands N' (a fixed "
            "number of hands) or 'match no-end' (a session); matches played as a series are "
            "'series to N' or 'series matches N standings W D L'")
    if len(vals) >= 2 and vals[0].value == "to" and vals[1].kind != "number":
        raise at(vals[1], f"{vals[1].value!r} is not a number — {form}, e.g. 'match to 4'")
    if vals and vals[0].value != "to":
        raise at(vals[0], f"expected 'to' — {form}",
                 "to" if closest(str(vals[0].value), ["to"]) else None)
    raise at(vals[2] if len(vals) > 2 else stmt, form)


def read_standings(stmt: Stmt) -> tuple[object, Positions]:
    """`standings 3 1 0`: points for a match won, drawn, lost."""
    vals = stmt.values
    if len(vals) != 3 or any(v.kind != "number" for v in vals):
        raise at(stmt, "write 'standings W D L': the standing points of a match won, drawn and "
                        "lost (e.g. 'standings 3 1 0')")
    return [int(str(v.value)) for v in vals], {(i,): v for i, v in enumerate(vals)}


def print_standings(value: object) -> str:
    assert isinstance(value, list | tuple)
    return " ".join(str(n) for n in value)
