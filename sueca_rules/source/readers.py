"""How a DSL statement's values become a spec field's value, and back: the readers and
printers that the key table (:mod:`.syntax`) assigns to each key."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import allowed_values

Scalar = str | int


@dataclass(frozen=True)
class Val:
    """One value as written: its kind (word, number, text, span, pair) and place."""

    kind: str
    value: object
    line: int
    column: int
    error: DslError | None = None  # why it could not be read (then `value` stands in for it)

    def pair(self) -> tuple[str, int | str]:
        assert isinstance(self.value, tuple)
        return str(self.value[0]), self.value[1]

    def span(self) -> tuple[int, int]:
        assert isinstance(self.value, tuple)
        return int(self.value[0]), int(self.value[1])


@dataclass
class Stmt:
    """One statement: a setting, a block (with body) or a threshold line."""

    kind: str
    key: str
    line: int
    column: int
    values: list[Val]
    label: Val | None = None
    body: list[Stmt] | None = None


class DslError(Exception):
    """A problem in one statement; the reader turns it into a located Problem (`width`: the
    characters to underline, 0 for the token written there)."""

    def __init__(self, line: int, column: int, message: str, width: int = 0) -> None:
        super().__init__(message)
        self.line = line
        self.column = column
        self.message = message
        self.width = width


def _at(item: Val | Stmt, message: str) -> DslError:
    return DslError(item.line, item.column, message)


def _scalar(v: Val) -> Scalar:
    if v.kind in ("word", "text"):
        return str(v.value)
    if v.kind == "number":
        return int(str(v.value))
    raise _at(v, f"expected a word or a number here, not {_describe(v)}")


def _describe(v: Val) -> str:
    return {"span": "a range", "pair": "a pair like A=11", "text": "a quoted text"}.get(v.kind, v.kind)


def _one(stmt: Stmt, what: str) -> Val:
    if len(stmt.values) != 1:
        raise _at(stmt, f"'{stmt.key}' takes exactly one value — write '{stmt.key} {what}'")
    return stmt.values[0]


# A reader takes the statement and returns (value, {sub-path: value}) where the mapping
# records positions of parts (list items, dict keys) relative to the field's own path.
Positions = dict[tuple[str | int, ...], Val]
Reader = Callable[[Stmt], tuple[object, Positions]]
Printer = Callable[[object], str]


def _is_none(stmt: Stmt) -> bool:
    return len(stmt.values) == 1 and stmt.values[0].kind == "word" and stmt.values[0].value == "none"


def read_none(stmt: Stmt) -> tuple[object, Positions]:
    return None, {}


def read_word(stmt: Stmt) -> tuple[object, Positions]:
    v = _one(stmt, "VALUE")
    return _scalar(v), {}


def read_text(stmt: Stmt) -> tuple[object, Positions]:
    v = _one(stmt, '"TEXT"')
    if v.kind != "text":
        raise _at(v, f"'{stmt.key}' takes a quoted text — write {stmt.key} \"...\"")
    return v.value, {}


def read_int(stmt: Stmt) -> tuple[object, Positions]:
    v = _one(stmt, "NUMBER")
    if v.kind != "number":
        if v.kind == "word" and v.value == "none":
            return None, {}
        raise _at(v, f"'{stmt.key}' takes a whole number, not {v.value!r}")
    return int(str(v.value)), {}


def read_bool(stmt: Stmt) -> tuple[object, Positions]:
    v = _one(stmt, "yes|no")
    if v.kind == "word" and v.value in ("yes", "no"):
        return v.value == "yes", {}
    raise _at(v, f"'{stmt.key}' takes yes or no, not {v.value!r}")


def read_list(stmt: Stmt) -> tuple[object, Positions]:
    if not stmt.values:
        raise _at(stmt, f"'{stmt.key}' needs at least one value (or 'none')")
    if _is_none(stmt):
        return [], {}
    return [str(_scalar(v)) for v in stmt.values], {(i,): v for i, v in enumerate(stmt.values)}


def read_pairs(stmt: Stmt) -> tuple[object, Positions]:
    """`A=11 7=10`: rank=points (numbers only)."""
    out: dict[str, int] = {}
    where: Positions = {}
    for v in stmt.values:
        if v.kind != "pair":
            raise _at(v, f"'{stmt.key}' takes pairs like A=11, not {v.value!r}")
        name, number = v.pair()
        if not isinstance(number, int):
            raise _at(v, f"'{name}={number}': card points are numbers, like {name}=10")
        if name in out:
            raise _at(v, f"'{name}' is given twice in '{stmt.key}' — keep one")
        out[name] = number
        where[(name,)] = v
    return out, where


PENALTY_FORM = ("'hand N' (the other team wins the hand for N games), 'games N', 'bandeira N', "
                "'match', 'lose N' (the offenders lose N games), each optionally followed by "
                "'play-on' or 'ends-hand'; or 'none'")


AWARDS = ("hand", "games", "bandeira", "lose", "match")


def read_penalty(stmt: Stmt) -> tuple[object, Positions]:
    """`hand 1`, `match`, `games 1 play-on`, `lose 2`, `bandeira 4`, `none`."""
    vals = list(stmt.values)
    if _is_none(stmt):
        return None, {}
    if not vals or vals[0].kind != "word":
        raise _at(stmt, f"'{stmt.key}' takes {PENALTY_FORM}")
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
            raise _at(then, "'hand N' means the other team wins the hand, which ends it — "
                            "write 'games N play-on' for a penalty after which play goes on")
        out.update(award="games" if award == "hand" else award, games=int(str(vals[1].value)))
        where[("games",)] = vals[1]
    elif award in AWARDS and len(vals) > 1 + (award != "match") and (award == "match" or vals[1].kind == "number"):
        rest = vals[1 + (award != "match"):]
        extra = rest[1] if len(rest) > 1 and rest[0].value in ("play-on", "ends-hand") else rest[0]
        hint = allowed_values(str(extra.value), ["play-on", "ends-hand"]) if extra.kind == "word" else ""
        raise _at(extra, f"unexpected {extra.value!r} after the penalty{hint or ' — end the line there'}")
    elif award not in AWARDS:
        hint = allowed_values(award, [*AWARDS, "none"])
        raise _at(vals[0], f"'{award}' is not a penalty{hint}"
                  + ("" if "did you mean" in hint else f" — e.g. '{stmt.key} hand 1'"))
    elif award == "match":
        raise _at(vals[1], f"'match' takes no number — write '{stmt.key} match'")
    else:
        raise _at(vals[1] if len(vals) > 1 else vals[0],
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


def read_bandeira(stmt: Stmt) -> tuple[object, Positions]:
    if _is_none(stmt):
        return None, {}
    vals = stmt.values
    form = "'bandeira tricks|points GAMES [ends-match]' or 'bandeira none'"
    if len(vals) not in (2, 3) or vals[1].kind != "number":
        raise _at(stmt, f"write {form}")
    ends = len(vals) == 3
    if ends and vals[2].value != "ends-match":
        raise _at(vals[2], f"expected 'ends-match' — write {form}")
    by = _scalar(vals[0])
    return {"by": by, "games": int(str(vals[1].value)), "ends_match": ends}, {("by",): vals[0]}


def print_bandeira(value: object) -> str:
    if value is None:
        return "none"
    assert isinstance(value, dict)
    tail = " ends-match" if value.get("ends_match") else ""
    return f"{value.get('by')} {value.get('games')}{tail}"


TIE_FORM = ("'tie nobody-scores|void [bonus N | times N] [cumulative|not-cumulative]', or a "
            "change to the parent's tie rule alone: 'tie not-cumulative', 'tie bonus 2', "
            "'tie times 2'")


def read_tie(stmt: Stmt) -> tuple[object, Positions]:
    """A whole tie rule (`tie nobody-scores bonus 1 cumulative`), or, starting without an
    outcome, a change of some fields of the parent's (`tie not-cumulative`)."""
    vals = stmt.values
    if not vals:
        raise _at(stmt, f"write {TIE_FORM}")
    out: dict[str, object] = {}
    where: Positions = {}
    rest = list(vals)
    if rest[0].value in ("nobody-scores", "void") or rest[0].value not in (
            "bonus", "times", "cumulative", "not-cumulative"):
        head = rest.pop(0)
        out.update(outcome=_scalar(head), bonus=0, times=1, cumulative=True)
        where[("outcome",)] = head
    while rest:
        head = rest.pop(0)
        if head.value in ("bonus", "times") and rest and rest[0].kind == "number":
            number = rest.pop(0)
            out[str(head.value)] = int(str(number.value))
            where[(str(head.value),)] = number
        elif head.value in ("cumulative", "not-cumulative"):
            out["cumulative"] = head.value == "cumulative"
            where[("cumulative",)] = head
        else:
            if head.value in ("bonus", "times"):
                raise _at(head, f"'{head.value}' needs a number after it — write 'tie ... {head.value} 2'")
            hint = allowed_values(str(head.value), ["bonus", "times", "cumulative", "not-cumulative"])
            raise _at(head, f"unexpected {head.value!r}" + (hint if "did you mean" in hint
                                                             else f" — write {TIE_FORM}"))
    return out, where


def print_tie(value: object) -> str:
    assert isinstance(value, dict)
    parts = [str(value["outcome"])] if "outcome" in value else []
    if value.get("bonus"):
        parts.append(f"bonus {value['bonus']}")
    if value.get("times", 1) != 1:
        parts.append(f"times {value['times']}")
    shows_cumulative = value.get("bonus") or value.get("times", 1) != 1 or "outcome" not in value
    if shows_cumulative and "cumulative" in value:
        parts.append("cumulative" if value["cumulative"] else "not-cumulative")
    return " ".join(parts)


def read_trailed(stmt: Stmt) -> tuple[object, Positions]:
    """`trailed 0 3`: the winners' score, then the others'."""
    vals = stmt.values
    if len(vals) != 2 or any(v.kind != "number" for v in vals):
        raise _at(stmt, "write 'trailed W L': the winners' score, then the others' (e.g. "
                        "'trailed 0 3' for a win after trailing 0–3)")
    return [int(str(vals[0].value)), int(str(vals[1].value))], {(0,): vals[0], (1,): vals[1]}


def print_trailed(value: object) -> str:
    assert isinstance(value, list | tuple)
    return f"{value[0]} {value[1]}"


def read_when(stmt: Stmt) -> tuple[object, Positions]:
    """`when brazilian direction=clockwise dealer.next=left` (repeatable, one value a line)."""
    vals = stmt.values
    if len(vals) < 2 or vals[0].kind not in ("word", "number") or \
            any(v.kind != "pair" for v in vals[1:]):
        raise _at(stmt, "write 'when VALUE rule=value ...', e.g. 'when brazilian "
                        "direction=clockwise dealer.next=left'")
    value = str(vals[0].value)
    rules: dict[str, object] = {}
    where: Positions = {(value,): vals[0]}
    for v in vals[1:]:
        path, rule_value = v.pair()
        rules[path] = rule_value
        where[(value, path)] = v
    return {value: rules}, where


def print_when(value: object) -> str:
    """One line per value (the printer writes `when` before each)."""
    assert isinstance(value, dict)
    return "\n".join(f"{name} " + " ".join(f"{k}={print_scalar(v)}" for k, v in rules.items())
                     for name, rules in value.items())


def read_series_to(stmt: Stmt) -> tuple[object, Positions]:
    vals = stmt.values
    if len(vals) == 2 and vals[0].value == "to" and vals[1].kind == "number":
        return {"target": int(str(vals[1].value))}, {("target",): vals[1]}
    raise _at(stmt, "write 'series to N' (the matches that win the series)")


LANGUAGE_TAGS = ("pt", "pt-PT", "pt-BR", "en", "fr")  # as written in the DSL (`pt_BR` too)


def language_field(v: Val) -> str:
    """A language tag as the spec spells it (`pt-BR` -> `pt_BR`), or a DslError."""
    text = str(v.value)
    for tag in LANGUAGE_TAGS:
        if text.replace("_", "-").lower() == tag.lower():
            return tag.replace("-", "_")
    raise _at(v, f"unknown language {text!r} — write one of: {', '.join(LANGUAGE_TAGS)}")


def read_language(stmt: Stmt) -> tuple[object, Positions]:
    v = _one(stmt, "pt|pt-PT|pt-BR|en|fr")
    return language_field(v), {}


def print_language(value: object) -> str:
    return str(value).replace("_", "-")


def read_term(stmt: Stmt) -> tuple[object, Positions]:
    """`"pt word" "en word"`, then any `LANGUAGE "word"` pairs: `"vaza" "trick" fr "pli"`,
    or only pairs: `pt-BR "carteador" fr "donneur"`."""
    form = f'write {stmt.key} "Portuguese word" "English word", optionally followed by ' \
           'LANGUAGE "word" pairs (pt-PT, pt-BR, fr)'
    vals = list(stmt.values)
    out: dict[str, object] = {}
    where: Positions = {}
    if len(vals) >= 2 and vals[0].kind == "text" and vals[1].kind == "text":
        out["pt"], out["en"] = vals[0].value, vals[1].value
        where[("pt",)], where[("en",)] = vals[0], vals[1]
        vals = vals[2:]
    if not vals and not out:
        raise _at(stmt, form)
    while vals:
        tag = vals.pop(0)
        if tag.kind != "word" or not vals or vals[0].kind != "text":
            raise _at(tag, form)
        field = language_field(tag)
        if field in out:
            raise _at(tag, f"the word is given twice in {print_language(field)} — keep one")
        text = vals.pop(0)
        out[field] = text.value
        where[(field,)] = text
    return out, where


def print_term(value: object) -> str:
    assert isinstance(value, dict)
    parts = []
    rest = dict(value)
    if rest.get("pt") is not None and rest.get("en") is not None:
        parts = [quote(rest.pop("pt")), quote(rest.pop("en"))]
    for field in ("pt", "en", "pt_PT", "pt_BR", "fr"):
        if rest.get(field) is not None:
            parts.append(f"{print_language(field)} {quote(rest[field])}")
    return " ".join(parts)


def read_named_text(stmt: Stmt) -> tuple[object, Positions]:
    """`deal NAME "text"` inside `texts`: one entry of a mapping (the key repeats)."""
    vals = stmt.values
    if len(vals) != 2 or vals[0].kind not in ("word", "number") or vals[1].kind != "text":
        raise _at(stmt, f'write {stmt.key} NAME "text"')
    name = str(vals[0].value)
    return {name: vals[1].value}, {(name,): vals[0]}


def print_named_texts(value: object) -> str:
    assert isinstance(value, dict)
    return "\n".join(f"{print_scalar(k)} {quote(v)}" for k, v in value.items())


def read_option_text(stmt: Stmt) -> tuple[object, Positions]:
    """`option NAME "text"` (the option's name) or `option NAME VALUE "text"` (a value's)."""
    vals = stmt.values
    words = vals[:-1]
    if not 1 <= len(words) <= 2 or vals[-1].kind != "text" \
            or any(v.kind not in ("word", "number") for v in words):
        raise _at(stmt, 'write option NAME "text" or option NAME VALUE "text"')
    name = str(words[0].value)
    if len(words) == 1:
        return {name: {"name": vals[-1].value}}, {(name,): words[0]}
    value = str(words[1].value)
    return {name: {"values": {value: vals[-1].value}}}, {(name,): words[0],
                                                          (name, "values", value): words[1]}


def print_option_texts(value: object) -> str:
    assert isinstance(value, dict)
    lines = []
    for name, entry in value.items():
        if entry.get("name") is not None:
            lines.append(f"{print_scalar(name)} {quote(entry['name'])}")
        for item, text in (entry.get("values") or {}).items():
            lines.append(f"{print_scalar(name)} {print_scalar(item)} {quote(text)}")
    return "\n".join(lines)


def read_match_to(stmt: Stmt) -> tuple[object, Positions]:
    vals = stmt.values
    if len(vals) == 2 and vals[0].value == "to" and vals[1].kind == "number":
        return {"target": int(str(vals[1].value))}, {("target",): vals[1]}
    form = "write 'match to N' (the game points that win the match)"
    if len(vals) >= 2 and vals[0].value == "to" and vals[1].kind != "number":
        raise _at(vals[1], f"{vals[1].value!r} is not a number — {form}, e.g. 'match to 4'")
    if vals and vals[0].value != "to":
        raise _at(vals[0], f"expected 'to' — {form}")
    raise _at(vals[2] if len(vals) > 2 else stmt, form)


_ESCAPED = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def quote(text: object) -> str:
    """A text as the DSL writes it, read back identically: `\\n`, `\\t`, `\\r`, `\\"` and
    `\\\\` escaped, and every other character no file may hold (controls, line separators,
    lone surrogates) as `\\uXXXX`.

    >>> print(quote('two\\nlines "q" \\\\ \\x01'))
    "two\\nlines \\"q\\" \\\\ \\u0001"
    """
    out = []
    for char in str(text):
        if char in _ESCAPED:
            out.append(_ESCAPED[char])
        elif unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in "\ufffe\uffff":
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def print_scalar(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = str(value)
    if (text.replace("-", "").replace("_", "").isalnum() and not text[0].isdigit()) or text.isdigit():
        return text
    return quote(text)


def print_list(value: object) -> str:
    assert isinstance(value, list)
    if not value:
        return "none"
    return " ".join(print_scalar(v) for v in value)


def print_pairs(value: object) -> str:
    assert isinstance(value, dict)
    return " ".join(f"{k}={v}" for k, v in value.items())


