"""The meta area in words: sources, regions and languages, the table's words and texts, and
table options (an option's values, and what each value sets, in the rules' own words).

An option either sets one rule to its own value (`sets direction`: "clockwise" is the rule's
value) or, with `when VALUE rule=value ...`, sets several rules at once (a table's "Brazilian
style"); each rule is said with its own label and wording, as the matrix says it.
"""

from __future__ import annotations

import re
import types
import typing
from typing import Any, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

from ...words.speaker import Speaker
from ..registry import rule_for, rule_value
from ..variant import VariantSpec


def sources(value: Any, s: Speaker) -> str:
    return ", ".join(d["document"] for d in value) if value else "—"


def decided(value: Any, s: Speaker) -> str:
    """The rules a variant decides itself, by their labels."""
    if not value:
        return "—"
    from ..registry import rule_for

    labels = [found.label_for(s) if (found := rule_for(str(path))) is not None else str(path) for path in value]
    return s.voice.listing(labels)


def term(value: Any, s: Speaker) -> str:
    if not value:
        return "—"
    from ...words.speaker import term_text
    from .models import Term

    return term_text(Term.model_validate(value), s.locale) or "—"


def words(value: Any, s: Speaker) -> str:
    found = [term(t, s) for t in (value or {}).values() if t]
    return ", ".join(w for w in found if w != "—") or "—"


def region(value: Any, s: Speaker) -> str:
    if not value:
        return "—"
    from babel import Locale

    name = Locale.parse(s.locale.replace("-", "_")).territories.get(value)
    return f"{name} ({value})" if name else str(value)


def language(value: Any, s: Speaker) -> str:
    """A language as the book's language calls it: "Brazilian Portuguese", "português do
    Brasil", "portugais du Brésil" (the catalog's names for the languages of the variants'
    texts; Babel's name of the language alone, never a region in parentheses, for another)."""
    if not value:
        return "—"
    v = s.voice
    tag = str(value).replace("_", "-")
    named = {"pt": lambda: v.pgettext("language", "Portuguese"),
             "pt-pt": lambda: v.pgettext("language", "European Portuguese"),
             "pt-br": lambda: v.pgettext("language", "Brazilian Portuguese"),
             "en": lambda: v.pgettext("language", "English"),
             "fr": lambda: v.pgettext("language", "French"),
             "es": lambda: v.pgettext("language", "Spanish")}
    base = tag.split("-")[0].lower()
    said = named.get(tag.lower()) or named.get(base)
    if said is not None:
        return said()
    from babel import Locale

    shown = Locale.parse(s.locale.replace("-", "_")).languages.get(base)
    return str(shown) if shown else tag


def texts(value: Any, s: Speaker) -> str:
    return ", ".join(language(k, s) for k in value) if value else "—"


def source_kind(kind: str | None, tag: str | None, s: Speaker) -> str:
    """"a Portuguese rule page": what a document is, in the book's language."""
    v = s.voice
    kinds = {
        "rule-page": lambda: v.gettext("a rule page"),
        "game-site": lambda: v.gettext("a game site's rules"),
        "online-club": lambda: v.gettext("an online club's rules"),
        "table-rules": lambda: v.gettext("a table's written rules"),
        "description": lambda: v.gettext("a description of the game"),
        "book": lambda: v.gettext("a book"),
        "game-program": lambda: v.gettext("a card game program"),
        "score-app": lambda: v.gettext("a score-keeping app"),
    }
    said = kinds[kind]() if kind in kinds else ""
    if tag:
        tongue = language(tag, s)
        said = v.gettext("{what}, in {language}", what=said, language=tongue) if said else tongue
    return said


def rule_annotation(path: str) -> Any:
    """The type of the rule at a dotted path (`deal.standard.packet` -> its Literal), or None."""
    model: type[BaseModel] = VariantSpec
    annotation: Any = None
    parts = path.split(".")
    index = 0
    while index < len(parts):
        field = model.model_fields.get(parts[index])
        if field is None:
            return None
        annotation = field.annotation
        if get_origin(annotation) in (typing.Union, types.UnionType):
            annotation = next(a for a in get_args(annotation) if a is not type(None))
        if get_origin(annotation) is dict:  # a named entry: skip its name
            annotation = get_args(annotation)[1]
            index += 1
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            model = annotation
        index += 1
    return annotation


def typed(path: str, text: str) -> Any:
    """A rule value an option writes as text (`no`, `6`), as the rule's own type (False, 6),
    the way the loader reads it; the text itself when it does not read."""
    annotation = rule_annotation(path)
    if annotation is None:
        return text
    whole = rule_value(path, text)  # a whole rule in its own spelling (a penalty, a tie)
    if whole is not text:
        try:
            found = TypeAdapter(annotation).validate_python(whole)
        except ValidationError:
            return text
        return found.model_dump() if hasattr(found, "model_dump") else found
    for candidate in (text, int(text)) if text.isdigit() else (text,):
        try:
            return TypeAdapter(annotation).validate_python(candidate)
        except ValidationError:
            continue
    return text


def rule_path(path: str) -> str:
    """`play.first-lead` (as an option may write it) -> `play.first_lead`."""
    return path.replace("-", "_")


def said_rule(path: str, value: str, s: Speaker) -> str:
    """"label: value" for one rule an option value sets."""
    path = rule_path(path)
    rule = rule_for(path)
    if rule is None:
        return s.voice.gettext("{rule}: {value}", rule=path, value=value)
    label = rule.label_for(s)
    return s.voice.gettext("{rule}: {value}", rule=label[:1].lower() + label[1:],
                           value=rule.speak(typed(path, value), s))


def value_sets(option: Any, value: str, s: Speaker) -> list[str] | None:
    """What choosing `value` sets besides the option's own rule, one "label: value" per rule
    ("direction of play: clockwise (to the left)"); [] for a value that keeps the rules as
    written; None when the option has no `when` lines."""
    when = option.get("when") or {}
    if not when:
        return None
    return [said_rule(path, str(rule_value), s) for path, rule_value in (when.get(value) or {}).items()]


def when(value: Any, s: Speaker) -> str:
    """An option's `when` lines, for the matrix and the hover."""
    if not value:
        return s.voice.gettext("none")
    return " / ".join(f"{name} — " + s.voice.clauses([said_rule(path, str(rule_value), s)
                                                      for path, rule_value in rules.items()])
                      for name, rules in value.items())


def said_value(name: str, option: Any, value: str, s: Speaker) -> str:
    """One value of an option, by the file's texts or the words of the rule it sets."""
    path = rule_path(option.get("sets") or name)
    rule = rule_for(path) if option.get("sets") or not option.get("when") else None
    return s.option_value(name, str(value), rule.speak(typed(path, str(value)), s) if rule else None)


def option_choice(option: Any, name: str, s: Speaker) -> str:
    """What a table chooses with one option, without its name: "anticlockwise (to the right),
    unless the table chooses clockwise (to the left)" (a line that names the option already:
    `diff`'s, a book's differences)."""
    v = s.voice
    said = {x: said_value(name, option, x, s) for x in option["values"]}
    default = option["default"]
    return v.gettext("{default}, unless the table chooses {others}", default=said.get(default, default),
                     others=v.listing([said[x] for x in option["values"] if x != default], "or"))


def option_label(name: str, option: Any, s: Speaker) -> str:
    """An option's name, by the file's texts or the label of the rule it sets."""
    rule = rule_for(rule_path(option.get("sets") or name)) \
        if option.get("sets") or not option.get("when") else None
    return s.option_name(name, rule.label_for(s) if rule else None)


CELL_WORDS = 40  # the most words a matrix cell holds


def _no_aside(said: str) -> str:
    """A value's words without its asides in brackets ("1 game point lost by the accusers")."""
    return re.sub(r"\s*\([^()]*\)", "", said).strip()


def options(value: Any, s: Speaker) -> str:
    """Table options with their values, in the rules' own words where an option sets a rule,
    for a matrix cell, `diff` or the hover: one clause an option ("style: Portuguese style,
    unless the table chooses Brazilian style"), as a value inside a line is said, in one frame
    however many options there are (pt-PT R9-02: each default first); what each value changes
    is the rulebook's options section."""
    v = s.voice
    if not value:
        return v.gettext("none")
    out = []
    for name, option in value.items():
        said = {x: said_value(name, option, x, s) for x in option["values"]}
        default = option["default"]
        said_one = v.gettext(
            "{name}: {default}, unless the table chooses {others}.", name=option_label(name, option, s),
            default=said.get(default, default),
            others=v.listing([said[x] for x in option["values"] if x != default], "or")).rstrip(".")
        if len(said_one.split()) > CELL_WORDS:  # a matrix cell's cap: the other values without their asides
            said_one = v.gettext(
                "{name}: {default}, unless the table chooses {others}.", name=option_label(name, option, s),
                default=said.get(default, default),
                others=v.listing([_no_aside(said[x]) for x in option["values"] if x != default], "or")).rstrip(".")
        out.append(said_one[:1].lower() + said_one[1:])  # a value inside a line: no capital, no full stop
    return v.clauses(out)


def choices(said: list[str], s: Speaker) -> str:
    """The other values of an option, each a whole phrase: "1 game point lost by the accusers;
    or the match lost by the accusers" (a comma list would run into a value's own commas)."""
    v = s.voice
    counts = [re.fullmatch(r"(\d+)[ \u00a0](.+)", x) for x in said]
    if all(counts) and len({m.group(2) for m in counts if m}) == 1:  # "7 or 11 game points" (PT22-07)
        unit = counts[-1].group(2) if counts[-1] else ""
        return v.listing([m.group(1) for m in counts if m], "or") + "\u00a0" + unit
    if not any(mark in x for x in said for mark in ",;()"):  # short values: a plain "or" list
        return v.listing(said, "or")
    return v.clauses([said[0], *(v.gettext("or {choice}", choice=x) for x in said[1:])])
