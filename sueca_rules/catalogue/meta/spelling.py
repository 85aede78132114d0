"""The DSL spellings of the meta area's values: an option's `when` lines, a word of the
table in several languages, the names a `texts` block gives; and the table's options as the
command line spells them (`-O NAME=VALUE`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..spelling import Positions, Stmt, at, language_field, print_language, print_scalar, quote

if TYPE_CHECKING:
    from ..variant import VariantSpec


def read_when(stmt: Stmt) -> tuple[object, Positions]:
    """`when brazilian direction=clockwise dealer.next=left` (repeatable, one value a line)."""
    vals = stmt.values
    if len(vals) < 2 or vals[0].kind not in ("word", "number") or \
            any(v.kind != "pair" for v in vals[1:]):
        raise at(stmt, "write 'when VALUE rule=value ...', e.g. 'when brazilian "
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
    return "\n".join(f"{name} " + " ".join(
        f"{k}={quote(v) if isinstance(v, str) and (' ' in v or not v) else print_scalar(v)}"
        for k, v in rules.items()) for name, rules in value.items())


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
        raise at(stmt, form)
    while vals:
        tag = vals.pop(0)
        if tag.kind != "word" or not vals or vals[0].kind != "text":
            raise at(tag, form)
        field = language_field(tag)
        if field in out:
            raise at(tag, f"the word is given twice in {print_language(field)} — keep one")
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
        raise at(stmt, f'write {stmt.key} NAME "text"')
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
        raise at(stmt, 'write option NAME "text" or option NAME VALUE "text"')
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


def spelled_options(spec: VariantSpec, chosen: Mapping[str, str] | None = None) -> list[str]:
    """The table's options as the command line spells them, each with its values, the chosen
    one (else the default) first: ["-O false-accusation=hand|point|match", …]; `list` shows
    them under each variant, the screen's rulebook in its last section
    (:func:`~sueca_rules.catalogue.meta.book.program_lines`)."""
    spelled = []
    for name, model in spec.options.items():
        first = str((chosen or {}).get(name, model.default))
        spelled.append(f"-O {name}={'|'.join([first, *(x for x in model.values if x != first)])}")
    return spelled
