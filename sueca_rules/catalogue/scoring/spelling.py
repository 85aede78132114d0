"""The DSL spellings of the scoring area's values: `bandeira tricks 4 ends-match`,
`tie nobody-scores bonus 1 cumulative`."""

from __future__ import annotations

from ...errors import allowed_values, closest
from ..spelling import Positions, Stmt, at, is_none, scalar


def read_bandeira(stmt: Stmt) -> tuple[object, Positions]:
    if is_none(stmt):
        return None, {}
    vals = list(stmt.values)
    form = "'bandeira tricks|points GAMES [ends-match] [recorded POINTS]' or 'bandeira none'"
    if len(vals) < 2 or vals[1].kind != "number":
        raise at(stmt, f"write {form}")
    out: dict[str, object] = {"by": scalar(vals[0]), "games": int(str(vals[1].value)),
                              "ends_match": False}
    where: Positions = {("by",): vals[0]}
    rest = vals[2:]
    if rest and rest[0].value == "ends-match":
        out["ends_match"] = True
        rest.pop(0)
    if len(rest) == 2 and rest[0].value == "recorded" and rest[1].kind == "number":
        out["recorded"] = int(str(rest[1].value))
        where[("recorded",)] = rest[1]
    elif rest:
        raise at(rest[0], f"expected 'ends-match' or 'recorded POINTS' — write {form}")
    return out, where


def print_bandeira(value: object) -> str:
    if value is None:
        return "none"
    assert isinstance(value, dict)
    tail = " ends-match" if value.get("ends_match") else ""
    if value.get("recorded") is not None:
        tail += f" recorded {value['recorded']}"
    return f"{value.get('by')} {value.get('games')}{tail}"


TIE_OUTCOMES = ("nobody-scores", "void", "last-trick", "each-scores")
TIE_FORM = ("'tie nobody-scores|void|last-trick|each-scores N [bonus N... | times N...] "
            "[cumulative|not-cumulative]' (several numbers: a sequence, after 1, 2, 3... ties), or a "
            "change to the parent's tie rule alone: 'tie not-cumulative', 'tie bonus 2', "
            "'tie times 2'")


def read_tie(stmt: Stmt) -> tuple[object, Positions]:
    """A whole tie rule (`tie nobody-scores bonus 1 cumulative`), or, starting without an
    outcome, a change of some fields of the parent's (`tie not-cumulative`)."""
    vals = stmt.values
    if not vals:
        raise at(stmt, f"write {TIE_FORM}")
    out: dict[str, object] = {}
    where: Positions = {}
    rest = list(vals)
    if rest[0].value in TIE_OUTCOMES or rest[0].value not in (
            "bonus", "times", "cumulative", "not-cumulative"):
        head = rest.pop(0)
        out.update(outcome=scalar(head), bonus=0, times=1, cumulative=True)
        where[("outcome",)] = head
        if head.value == "each-scores":
            if not rest or rest[0].kind != "number":
                raise at(head, "'each-scores' needs the game points each team scores — write "
                               "'tie each-scores 1'")
            number = rest.pop(0)
            out["each"] = int(str(number.value))
            where[("each",)] = number
        elif rest and rest[0].kind == "number":
            # a number right after the outcome: the caret goes on the outcome, not the number
            if head.value not in TIE_OUTCOMES:
                raise at(head, f"{head.value!r} is not a tie outcome"
                         + allowed_values(str(head.value), list(TIE_OUTCOMES)))
            raise at(rest[0], f"'{head.value}' takes no number — only 'each-scores N' does "
                              "(write 'tie each-scores 1' for 1 game point to each team)")
    while rest:
        head = rest.pop(0)
        if head.value in ("bonus", "times") and rest and rest[0].kind == "number":
            number = rest.pop(0)
            numbers = [int(str(number.value))]
            while rest and rest[0].kind == "number":  # a sequence: after 1, 2, 3... ties
                numbers.append(int(str(rest.pop(0).value)))
            out[str(head.value)] = numbers[0] if len(numbers) == 1 else numbers
            where[(str(head.value),)] = number
        elif head.value in ("cumulative", "not-cumulative"):
            out["cumulative"] = head.value == "cumulative"
            where[("cumulative",)] = head
        else:
            if head.value in ("bonus", "times"):
                raise at(head, f"'{head.value}' needs a number after it — write 'tie ... {head.value} 2'")
            hint = allowed_values(str(head.value), ["bonus", "times", "cumulative", "not-cumulative"])
            raise at(head, f"unexpected {head.value!r}" + (hint if "did you mean" in hint
                                                             else f" — write {TIE_FORM}"),
                     closest(str(head.value), ["bonus", "times", "cumulative", "not-cumulative"]))
    return out, where


def print_tie(value: object) -> str:
    assert isinstance(value, dict)
    parts = [str(value["outcome"])] if "outcome" in value else []
    if value.get("outcome") == "each-scores":
        parts.append(str(value.get("each", 1)))
    for name, plain in (("bonus", 0), ("times", 1)):
        given = value.get(name, plain)
        if isinstance(given, list):
            parts.append(f"{name} " + " ".join(str(n) for n in given))
        elif given != plain:
            parts.append(f"{name} {given}")
    sequence = isinstance(value.get("bonus"), list) or isinstance(value.get("times"), list)
    shows_cumulative = not sequence and (value.get("bonus") or value.get("times", 1) != 1
                                         or "outcome" not in value)
    if shows_cumulative and "cumulative" in value:
        parts.append("cumulative" if value["cumulative"] else "not-cumulative")
    return " ".join(parts)


def read_range(stmt: Stmt) -> tuple[object, Positions]:
    """`points 120`, `points 0..29`: a number or a range, from..to."""
    vals = stmt.values
    if len(vals) == 1 and vals[0].kind == "number":
        n = int(str(vals[0].value))
        return [n, n], {(): vals[0]}
    if len(vals) == 1 and vals[0].kind == "span":
        low, high = vals[0].span()
        return [low, high], {(): vals[0]}
    raise at(stmt, f"write '{stmt.key} N' or '{stmt.key} FROM..TO' (e.g. '{stmt.key} 0..29')")


def print_range(value: object) -> str:
    assert isinstance(value, list | tuple)
    return str(value[0]) if value[0] == value[1] else f"{value[0]}..{value[1]}"
