"""What the editor knows about each key and value, derived from the rule catalogue.

Nothing here lists keys or values by hand: the keys a block allows are the catalogue entries'
(:func:`sueca_rules.catalogue.dsl_blocks`, and the top-level tables), the values a key allows
come from the entry's spec field (its pydantic type), the explanations from the field's
description and from the entry's words (:func:`sueca_rules.catalogue.wording_for`). A rule
added to the catalogue shows up in completion and hover by itself.
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ..catalogue import dsl_blocks, labelled_blocks, top_keys, top_lines
from ..catalogue.spelling import DslError, Key, Stmt, Val
from ..source.validation import model_at
from ..spec import ALL_RANKS, VariantSpec

BLOCKS = dsl_blocks()
LABELLED = labelled_blocks()
TOP_KEYS = top_keys()
TOP_SPECIAL = top_lines()


def group(block: str) -> str:
    """The spec field a block fills: `option NAME {}` fills `options`."""
    return LABELLED.get(block, block)


def block_path(block: str | None, label: str | None = None) -> tuple[str, ...]:
    """The spec path of a block's mapping (`deal standard` -> ('deal', 'standard'))."""
    if block is None:
        return ()
    if block in LABELLED:
        return (group(block), label or "*")
    return (block,)


def block_model(block: str | None) -> type[BaseModel] | None:
    """The pydantic model a block is read into (VariantSpec at the top)."""
    if block is None:
        return VariantSpec
    path = block_path(block)
    return model_at(path)


def keys_of(block: str | None) -> list[Key]:
    """The keys a block allows, in the order `fmt` prints them (the top-level settings at
    the top)."""
    if block is None:
        return list(TOP_KEYS)
    return list(BLOCKS.get(block, ()))


def top_words() -> list[str]:
    """Everything that may start a top-level statement: settings, special lines, blocks."""
    return list(dict.fromkeys([k.name for k in TOP_KEYS] + list(TOP_SPECIAL) + list(BLOCKS)))


def _field_name(word: str) -> str:
    """A top-level DSL word to its spec field (`source` lines fill `sources`)."""
    name = word.replace("-", "_")
    fields = VariantSpec.model_fields
    return name if name in fields else name + "s" if name + "s" in fields else name


@dataclass(frozen=True)
class Entry:
    """One key as the editor explains it."""

    name: str  # as written in the DSL
    path: tuple[str, ...]  # spec path, e.g. ('play', 'first_lead') or ('deal', 'standard', 'trump')
    info: FieldInfo | None
    owner: type[BaseModel] | None  # the model holding the field

    @property
    def dotted(self) -> str:
        return ".".join(self.path)

    @property
    def shown(self) -> str:
        """The DSL spelling of the path: `play.first-lead`."""
        return ".".join(p.replace("_", "-") for p in self.path)

    @property
    def annotation(self) -> Any:
        return self.info.annotation if self.info is not None else None

    def description(self) -> str:
        """The Field's description, else the docstring of the model it holds."""
        if self.info is not None and self.info.description:
            return self.info.description
        model = _model_in(self.annotation)
        return (model.__doc__ or "").strip() if model is not None else ""


def entry(block: str | None, label: str | None, word: str) -> Entry | None:
    """The key `word` written in `block` (None at the top), or None if it is not one."""
    if block is None:
        if word in BLOCKS or word in TOP_SPECIAL or word in {k.name for k in TOP_KEYS}:
            name = _field_name(group(word))
            return Entry(word, (name,), VariantSpec.model_fields.get(name), VariantSpec)
        return None
    key = next((k for k in keys_of(block) if k.name == word), None)
    if key is None:
        return None
    model = block_model(block)
    info = model.model_fields.get(key.field) if model is not None else None
    if key.fields and model is not None and info is not None:  # `bids 65..120 step 5`: each field's text
        said = [model.model_fields[f].description or "" for f in key.fields if f in model.model_fields]
        info = FieldInfo(annotation=info.annotation, description=" ".join(said))
    if info is None:  # a block that fills a mapping with fixed keys (`infractions { talking ... }`)
        field = VariantSpec.model_fields.get(group(block))
        if field is not None and get_origin(field.annotation) is dict:
            value = get_args(field.annotation)[1]
            info = FieldInfo(annotation=value | None, description=field.description)
    return Entry(word, (*block_path(block, label), key.field), info, model)


def block_entry(block: str, label: str | None) -> Entry:
    """A block itself (`deal standard { ... }` is the entry `deal.standard`)."""
    name = group(block)
    path = block_path(block, label) if block in LABELLED else (name,)
    return Entry(block, path, VariantSpec.model_fields.get(name), VariantSpec)


# -- values -----------------------------------------------------------------------------------

def _strip_none(annotation: Any) -> tuple[Any, bool]:
    if get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) < len(get_args(annotation)) and len(args) == 1:
            return args[0], True
    return annotation, False


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The model a field holds: itself, or the items of a list or mapping of models."""
    inner, _ = _strip_none(annotation)
    if get_origin(inner) in (list, dict):
        inner, _ = _strip_none(get_args(inner)[-1])
    return inner if isinstance(inner, type) and issubclass(inner, BaseModel) else None


def literal_values(annotation: Any) -> list[str]:
    """The words a type allows: a Literal's values, yes/no for a bool, a model's first field's
    values (`revoke hand 1`: hand or match)."""
    inner, _ = _strip_none(annotation)
    found: list[str] = []
    if get_origin(inner) is Literal:
        found = [str(a) for a in get_args(inner)]
    elif inner is bool:
        found = ["yes", "no"]
    elif get_origin(inner) in (list, dict):
        found = literal_values(get_args(inner)[0])
    elif isinstance(inner, type) and issubclass(inner, BaseModel) and inner.model_fields:
        first = next(iter(inner.model_fields.values()))
        found = literal_values(first.annotation)
    return list(dict.fromkeys(found))


def values_path(item: Entry) -> str:
    """The wording path that says one of the key's values: the key itself, or for a rule held
    in a model (`revoke hand 1`) the model's first field (`illegal.revoke.wins`)."""
    model = _model_in(item.annotation)
    inner, _ = _strip_none(item.annotation)
    if model is not None and inner is model and model.model_fields:
        return f"{item.dotted}.{next(iter(model.model_fields))}"
    return item.dotted


def takes_none(key: Key) -> bool:
    """Whether the key's reader reads `KEY none` as "not set" (asked of the reader itself)."""
    try:
        value, _ = key.read(Stmt("setting", key.name, 1, 1, [Val("word", "none", 1, 1)]))
    except DslError:
        return False
    return value is None or value == []


def is_rank_list(item: Entry) -> bool:
    """A key whose values are card ranks (`ranks`, `removed`) or rank=points pairs (`points`)."""
    inner, _ = _strip_none(item.annotation)
    return get_origin(inner) in (list, dict) and set(literal_values(get_args(inner)[0])) >= set(ALL_RANKS)


def is_pairs(item: Entry) -> bool:
    inner, _ = _strip_none(item.annotation)
    return get_origin(inner) is dict


def rule_paths(model: type[BaseModel] = VariantSpec, prefix: str = "") -> list[str]:
    """Dotted paths of the rules an option can set: fields with a fixed set of values, in
    parts every variant has (not inside an optional rule such as the bandeira)."""
    found: list[str] = []
    for name, info in model.model_fields.items():
        inner, optional = _strip_none(info.annotation)
        if get_origin(inner) is Literal or inner is bool:
            found.append(prefix + name)
        elif isinstance(inner, type) and issubclass(inner, BaseModel) and not optional:
            found.extend(rule_paths(inner, f"{prefix}{name}."))
    return found


def spelled_values(block: str | None, key: str) -> list[str] | None:
    """The first words the key's own DSL spelling says it takes (a penalty's `hand`, `games`,
    ..., a seat expression's), None where the field's type says them: the values a hover
    lists, the same the completion offers."""
    table = next((k for k in keys_of(block) if k.name == key), None)
    return table.words([]) if table is not None and table.words is not None else None


def values_for(block: str | None, label: str | None, key: str, before: list[str]) -> list[str]:
    """What may be written next after `key` and the values already typed (`before`)."""
    item = entry(block, label, key)
    if item is None:
        return []
    table = next((k for k in keys_of(block) if k.name == key), None)
    if table is None:  # a top-level special line or a block (whose name is followed by '{')
        if before:
            return ["none"] if key == "deal" and len(before) == 1 else []
        return {"match": ["to"], "redeal": ["none"]}.get(key, [])
    if block == "option" and key == "sets":
        return rule_paths() if not before else []
    if table.words is not None:  # the key says its own next words (a seat expression, ranks)
        return table.words(before)
    if is_rank_list(item):
        used = {b.split("=")[0] for b in before}
        ranks = [r for r in ALL_RANKS if r not in used]
        if is_pairs(item):
            return [f"{r}=" for r in ranks]
        return ranks + (["none"] if not before and takes_none(table) else [])
    if before:  # the first value is the one the spec names; later ones are numbers or flags
        return []
    found = literal_values(item.annotation)
    return found + (["none"] if takes_none(table) and "none" not in found else [])
