"""The DSL spellings of a penalty: `hand N`, `games N`, `bandeira N`, `match`, `lose N`,
each optionally followed by `play-on` or `ends-hand`, or `none`."""

from __future__ import annotations

from ...errors import allowed_values, closest
from ..spelling import Positions, Stmt, at, is_none

PENALTY_FORM = ("'hand N' (the other team wins the hand for N games), 'games N', 'bandeira N', "
                "'match', 'lose N' (the offenders lose N games), each optionally followed by "
                "'play-on' or 'ends-hand'; or 'none'")


AWARDS = ("hand", "games", "bandeira", "lose", "match")


def read_penalty(stmt: Stmt) -> tuple[object, Positions]:
    """`hand 1`, `match`, `games 1 play-on`, `lose 2`, `bandeira 4`, `none`."""
    vals = list(stmt.values)
    if is_none(stmt):
        return None, {}
    if not vals or vals[0].kind != "word":
        raise at(stmt, f"'{stmt.key}' takes {PENALTY_FORM}")
    award = str(vals[0].value)
    out: dict[str, object] = {}
    where: Positions = {("award",): vals[0]}
    then = None
    if vals[-1].kind == "word" and vals[-1].value in ("play-on", "ends-hand") and len(vals) > 1:
        then = vals.pop()
        out["then"] = then.value
        where[("then",)] = then
    if award == "match" and len(vals) == 1:
        out.update(award="match", games=0)
    elif award in ("hand", "games", "bandeira", "lose") and len(vals) == 2 \
            and vals[1].kind == "number":
        if award == "hand" and then is not None and then.value == "play-on":
            raise at(then, "'hand N' means the other team wins the hand, which ends it — "
                            "write 'games N play-on' for a penalty after which play goes on")
        out.update(award="games" if award == "hand" else award, games=int(str(vals[1].value)))
        where[("games",)] = vals[1]
    elif award in AWARDS and len(vals) > 1 + (award != "match") and (award == "match" or vals[1].kind == "number"):
        rest = vals[1 + (award != "match"):]
        extra = rest[1] if len(rest) > 1 and rest[0].value in ("play-on", "ends-hand") else rest[0]
        hint = allowed_values(str(extra.value), ["play-on", "ends-hand"]) if extra.kind == "word" else ""
        raise at(extra, f"unexpected {extra.value!r} after the penalty{hint or ' — end the line there'}",
                 closest(str(extra.value), ["play-on", "ends-hand"]) if extra.kind == "word" else None)
    elif award not in AWARDS:
        hint = allowed_values(award, [*AWARDS, "none"])
        raise at(vals[0], f"'{award}' is not a penalty{hint}"
                  + ("" if "did you mean" in hint else f" — e.g. '{stmt.key} hand 1'"),
                 closest(award, [*AWARDS, "none"]))
    elif award == "match":
        raise at(vals[1], f"'match' takes no number — write '{stmt.key} match'")
    else:
        raise at(vals[1] if len(vals) > 1 else vals[0],
                  f"'{award}' needs a number of games after it — write '{stmt.key} {award} 2'")
    return out, where


def print_penalty(value: object) -> str:
    if value is None:
        return "none"
    assert isinstance(value, dict)
    award = value.get("award") or {"hand": "games"}.get(str(value.get("wins")), value.get("wins"))
    then = value.get("then", "ends-hand")
    if award == "match":
        return "match"
    if award == "games" and then == "ends-hand":
        return f"hand {value.get('games', 0)}"
    tail = " play-on" if then == "play-on" else ""
    return f"{award} {value.get('games', 0)}{tail}"
