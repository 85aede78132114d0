"""The DSL spellings of the competition area's values: `forfeit after 15 score 10 0`,
`substitutes before-first-draw` or `substitutes until-round 2`."""

from __future__ import annotations

from ..spelling import Positions, Stmt, at, is_none

FORFEIT_FORM = ("write 'forfeit after MINUTES score W L' (a team not there MINUTES after the "
                "set time loses W–L, e.g. 'forfeit after 15 score 10 0'), or 'forfeit none'")


def read_forfeit(stmt: Stmt) -> tuple[object, Positions]:
    """`forfeit after 15 score 10 0`: 15 minutes' tolerance, then a 10–0 loss."""
    if is_none(stmt):
        return None, {}
    vals = stmt.values
    words = [v.value for v in vals]
    if len(vals) != 5 or words[0] != "after" or words[2] != "score" or \
            any(vals[i].kind != "number" for i in (1, 3, 4)):
        bad = next((v for v, want in zip(vals, ("after", None, "score", None, None), strict=False)
                    if (want is not None and v.value != want) or (want is None and v.kind != "number")),
                   stmt)
        raise at(bad, FORFEIT_FORM)
    return ({"after": int(str(vals[1].value)), "score": [int(str(vals[3].value)), int(str(vals[4].value))]},
            {("after",): vals[1], ("score",): vals[3]})


def forfeit_completions(written: list[str]) -> list[str]:
    """What the editor completes after `forfeit` (`after 15 score 10 0`)."""
    if not written:
        return ["after", "none"]
    return ["score"] if len(written) == 2 and written[0] == "after" else []


def print_forfeit(value: object) -> str:
    if value is None:
        return "none"
    assert isinstance(value, dict)
    won, lost = value["score"]
    return f"after {value['after']} score {won} {lost}"


SUBSTITUTES_FORM = ("write 'substitutes any-time|before-first-draw|never', or 'substitutes "
                    "until-round N' (before the draw of round N at the latest)")


def read_substitutes(stmt: Stmt) -> tuple[object, Positions]:
    """`substitutes before-first-draw`, `substitutes never`, `substitutes until-round 2`."""
    vals = stmt.values
    if len(vals) == 2 and vals[0].value == "until-round" and vals[1].kind == "number":
        return int(str(vals[1].value)), {(): vals[1]}
    if len(vals) == 1 and vals[0].kind == "word":
        return str(vals[0].value), {}
    raise at(vals[0] if vals else stmt, SUBSTITUTES_FORM)


def print_substitutes(value: object) -> str:
    return f"until-round {value}" if isinstance(value, int) else str(value)


def substitute_words(written: list[str]) -> list[str]:
    """What the editor completes after `substitutes`."""
    return [] if written else ["any-time", "before-first-draw", "never", "until-round"]
