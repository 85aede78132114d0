"""The bidding area's own DSL spelling: the bids in one line, `bids 65..120 step 5` (the
lowest and the highest bid, and the step between bids), filling three fields of the spec."""

from __future__ import annotations

from ..spelling import Positions, Stmt, at

BIDS_FORM = "'bids LOWEST..HIGHEST step N' (e.g. 'bids 61..120 step 1'; 'bids 61' alone: up to every card point)"
BIDS_FIELDS = ("lowest", "highest", "step")


def read_bids(stmt: Stmt) -> tuple[object, Positions]:
    """`bids 65..120 step 5`, `bids 61..120`, `bids 61`, `bids 61 step 5`: the lowest bid, the
    highest (left out: the deck's card points) and the step (left out: as inherited)."""
    vals = list(stmt.values)
    if not vals:
        raise at(stmt, f"'{stmt.key}' needs the bids — write {BIDS_FORM}")
    first = vals.pop(0)
    out: dict[str, object] = {}
    where: Positions = {}
    if first.kind == "span":
        low, high = first.span()
        out.update(lowest=low, highest=high)
        where.update({("lowest",): first, ("highest",): first})
    elif first.kind == "number":
        out["lowest"] = int(str(first.value))
        where[("lowest",)] = first
    else:
        raise at(first, f"the bids start with a number or a range, not {first.value!r} — write {BIDS_FORM}")
    if vals:
        word = vals.pop(0)
        if word.kind != "word" or word.value != "step":
            raise at(word, f"unexpected {word.value!r} after the bids — write {BIDS_FORM}", suggestion="step")
        if not vals or vals[0].kind != "number":
            raise at(word, f"'step' needs a number after it — write {BIDS_FORM}")
        step = vals.pop(0)
        out["step"] = int(str(step.value))
        where[("step",)] = step
    if vals:
        raise at(vals[0], f"unexpected {vals[0].value!r} — end the line there ({BIDS_FORM})")
    return out, where


def print_bids(value: object) -> str:
    """The bids as `read_bids` reads them: `65..120 step 5`."""
    assert isinstance(value, dict)
    low, high, step = value.get("lowest"), value.get("highest"), value.get("step")
    text = f"{low}..{high}" if high is not None else str(low)
    return text + (f" step {step}" if step is not None else "")


def bids_words(before: list[str]) -> list[str]:
    """What the editor completes after the bids: `step` once a number or range is written."""
    return ["step"] if len(before) == 1 and before[0][:1].isdigit() else []


def outcome_words(before: list[str]) -> list[str]:
    """What the editor completes in a contract's outcome (`declarers scores 1 and defenders
    ...`): a role of the contract first (or `nothing`), then its verb, then `and` (after a
    loss, `no-floor` too)."""
    roles = ["declarers", "defenders"]
    if not before or before[-1] == "and":
        return [*roles, "redeal", "nothing"] + ([] if before else ["none"])
    if before[-1] in roles:
        return ["scores", "loses", "wins-match"]
    if before[-1].isdigit():
        return ["no-floor", "and"] if len(before) > 1 and before[-2] in ("loses", "lose") else ["and"]
    if before[-1] == "no-floor":
        return ["and"]
    return []
