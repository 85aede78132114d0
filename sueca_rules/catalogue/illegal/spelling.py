"""The DSL spellings of a penalty: `hand N`, `games N`, `bandeira N`, `match`, `lose N`,
each optionally followed by `play-on` or `ends-hand`, or `none`."""

from __future__ import annotations

from ...errors import allowed_values, closest
from ..nearest import nearest_part
from ..spelling import Positions, Stmt, Val, at, is_none
from .models import ROLES

PENALTY_FORM = ("'hand N' (the other team wins the hand for N games), 'games N', 'bandeira N', "
                "'match', 'lose N' (the offenders lose N games), each optionally followed by "
                "'play-on' or 'ends-hand'; or 'none'; or effects joined with 'and' "
                "(see EFFECT_FORM)")
EFFECT_FORM = ("effects joined with 'and': 'ROLE scores N', 'ROLE loses N [no-floor]', "
               "'redeal [same-dealer|next-dealer]', 'ROLE wins-match', 'nothing' — ROLE is "
               + ", ".join(ROLES) + "; then 'play-on' or 'ends-hand' (e.g. 'others scores 2 and "
               "offenders loses 1 no-floor play-on')")


AWARDS = ("hand", "games", "bandeira", "lose", "match")
EFFECT_HEADS = (*ROLES, "redeal", "nothing")


def _number(stmt: Stmt, vals: list[Val], index: int, what: str) -> int:
    if index >= len(vals) or vals[index].kind != "number":
        raise at(vals[min(index, len(vals) - 1)], f"'{what}' needs a number of games after it — "
                 f"e.g. 'others {what} 2'")
    return int(str(vals[index].value))


def read_effects(stmt: Stmt, vals: list[Val]) -> tuple[object, Positions]:
    """`others scores 2 and offenders loses 1 no-floor play-on`, `redeal next-dealer`,
    `accusers wins-match`, `nothing play-on`: an outcome as its effects."""
    where: Positions = {}
    out: dict[str, object] = {}
    if vals and vals[-1].kind == "word" and vals[-1].value in ("play-on", "ends-hand"):
        then = vals.pop()
        out["then"] = then.value
        where[("then",)] = then
    effects: list[dict[str, object]] = []
    index = 0
    while index < len(vals):
        head = vals[index]
        word = str(head.value)
        at_index = len(effects)
        where[("effects", at_index)] = head
        if word == "nothing":
            effects.append({"nothing": True})
            index += 1
        elif word == "redeal":
            by = "same-dealer"
            if index + 1 < len(vals) and vals[index + 1].value in ("same-dealer", "next-dealer"):
                by = str(vals[index + 1].value)
                index += 1
            effects.append({"redeal": by})
            index += 1
        elif word in ROLES and index + 1 < len(vals) and vals[index + 1].kind == "word":
            verb = str(vals[index + 1].value)
            where[("effects", at_index, "to")] = head
            if verb in ("scores", "score"):
                effects.append({"to": word, "games": _number(stmt, vals, index + 2, verb)})
                where[("effects", at_index, "games")] = vals[index + 2]
                index += 3
            elif verb in ("loses", "lose"):
                effect: dict[str, object] = {"to": word, "games": -_number(stmt, vals, index + 2, verb)}
                where[("effects", at_index, "games")] = vals[index + 2]
                index += 3
                if index < len(vals) and vals[index].value == "no-floor":
                    effect["floor"] = None
                    index += 1
                effects.append(effect)
            elif verb in ("wins-match", "win-match"):
                effects.append({"wins_match": word})
                index += 2
            else:
                hint = allowed_values(verb, ["scores", "loses", "wins-match"])
                raise at(vals[index + 1], f"unexpected {verb!r} after '{word}'{hint} — write "
                         f"{EFFECT_FORM}", closest(str(verb), ["scores", "loses", "wins-match"]))
        else:
            hint = allowed_values(word, list(EFFECT_HEADS))
            raise at(head, f"{word!r} does not start an effect{hint} — an outcome is "
                     f"{EFFECT_FORM}", closest(str(word), list(EFFECT_HEADS)))
        if index < len(vals):
            if vals[index].value != "and":
                raise at(vals[index], f"unexpected {vals[index].value!r} — join effects with "
                         f"'and', and end with 'play-on' or 'ends-hand' ({EFFECT_FORM})")
            index += 1
            if index == len(vals):
                raise at(vals[index - 1], f"an effect must follow 'and' — {EFFECT_FORM}")
    if not effects:
        raise at(stmt, f"'{stmt.key}' takes {EFFECT_FORM}")
    out["effects"] = effects
    return out, where


def penalty_words(before: list[str]) -> list[str]:
    """The words :func:`read_penalty` reads next after those written (`before`): a penalty's
    first word (`hand`, `games`, `bandeira`, `lose`, `match`, an effect's role, `redeal`,
    `nothing`, `none`), after `WORD N` whether play goes on — what the editor completes and
    its hover lists."""
    if not before:
        return [*AWARDS, *EFFECT_HEADS, "none"]
    if len(before) == 2 and before[0] in AWARDS and before[0] != "match" and before[1].isdigit():
        return ["ends-hand"] if before[0] == "hand" else ["play-on", "ends-hand"]
    return []


def read_penalty(stmt: Stmt) -> tuple[object, Positions]:
    """`hand 1`, `match`, `games 1 play-on`, `lose 2`, `bandeira 4`, `none`, or effects
    (:func:`read_effects`)."""
    vals = list(stmt.values)
    if is_none(stmt):
        return None, {}
    if vals and vals[0].kind == "word" and vals[0].value in EFFECT_HEADS:
        return read_effects(stmt, vals)
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
        hint = nearest_part(award) or allowed_values(award, [*AWARDS, *EFFECT_HEADS, "none"])
        raise at(vals[0], f"'{award}' is not a penalty{hint}"
                  + ("" if "did you mean" in hint or nearest_part(award) else
                     f" — e.g. '{stmt.key} hand 1', or an "
                     f"outcome made of {EFFECT_FORM}"),
                 None if nearest_part(award) else closest(award, [*AWARDS, *EFFECT_HEADS, "none"]))
    elif award == "match":
        raise at(vals[1], f"'match' takes no number — write '{stmt.key} match'")
    else:
        raise at(vals[1] if len(vals) > 1 else vals[0],
                  f"'{award}' needs a number of games after it — write '{stmt.key} {award} 2'")
    return out, where


def print_effect(effect: dict[str, object]) -> str:
    if effect.get("nothing"):
        return "nothing"
    if effect.get("redeal") is not None:
        return f"redeal {effect['redeal']}"
    if effect.get("wins_match") is not None:
        return f"{effect['wins_match']} wins-match"
    games = int(str(effect.get("games", 0)))
    if games >= 0:
        return f"{effect.get('to')} scores {games}"
    floor = " no-floor" if "floor" in effect and effect["floor"] is None else ""
    return f"{effect.get('to')} loses {-games}{floor}"


def print_penalty(value: object) -> str:
    if value is None:
        return "none"
    assert isinstance(value, dict)
    if value.get("effects"):
        effects = value["effects"]
        assert isinstance(effects, list)
        tail = " play-on" if value.get("then") == "play-on" else ""
        return " and ".join(print_effect(e) for e in effects) + tail
    award = value.get("award") or {"hand": "games"}.get(str(value.get("wins")), value.get("wins"))
    then = value.get("then", "ends-hand")
    if award == "match":
        return "match"
    if award == "games" and then == "ends-hand":
        return f"hand {value.get('games', 0)}"
    tail = " play-on" if then == "play-on" else ""
    return f"{award} {value.get('games', 0)}{tail}"


def read_named_penalty(stmt: Stmt) -> tuple[object, Positions]:
    """`infraction NAME PENALTY` in `infractions`: an infraction the file declares (its name
    an identifier; its words in `texts LANGUAGE { infraction NAME "text" }`)."""
    vals = list(stmt.values)
    if len(vals) < 2 or vals[0].kind != "word":
        raise at(stmt, f"write 'infraction NAME PENALTY' (e.g. 'infraction card-shown games 1 "
                 f"play-on'); a penalty is {PENALTY_FORM}")
    name = str(vals[0].value).replace("-", "_")
    inner = Stmt(stmt.kind, str(vals[0].value), vals[1].line, vals[1].column, vals[1:])
    value, where = read_penalty(inner)
    return {name: value}, {(name, *k): v for k, v in where.items()} | {(name,): vals[0]}


def print_named_penalties(value: object) -> str:
    assert isinstance(value, dict)
    return "\n".join(f"{str(k).replace('_', '-')} {print_penalty(v)}" for k, v in value.items())
