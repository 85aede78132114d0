"""What the language server answers, as plain data: diagnostics, completion, hover, outline,
go-to-definition and formatting for one document's text.

The server (:mod:`.server`) only converts these answers to LSP types. Diagnostics come from
:func:`sueca_rules.checks.validate_text`, the very checks `sueca-rules validate` runs;
formatting is `sueca-rules fmt`. Positions are 0-based (line, character in code points).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..catalogue import wording_for
from ..checks import validate_text
from ..errors import InputError, Location, Problem, ProblemsError, SuecaError
from ..fmt import format_dsl
from ..lines import first_line, normalized
from ..resources import SUFFIXES, bundled_names
from ..source import read, resolve
from ..source.chain import parent_file
from ..source.discover import yaml_kind
from ..source.dsl import load_dsl
from ..source.text import MAX_BYTES, SourceText, decode
from ..spec import VariantSpec
from ..words.i18n import language_of, resolve_locale
from ..words.typeset import typeset
from . import knowledge
from .knowledge import BLOCKS, LABELLED
from .scan import Scan, Statement, Token, context_at, scan

Span = tuple[int, int, int, int]  # start line, start character, end line, end character
RANGE = re.compile(r"^(\d+)\.\.(\d+)$")


def lang_of(locale: str | None) -> str:
    """The rulebooks' locale for a client's locale: pt-PT, pt-BR, en or fr (a bare `pt` is
    European Portuguese, `fr-CA` French, anything else English)."""
    key = (locale or "").strip().replace("_", "-").lower()
    if key.startswith("pt"):
        return "pt-BR" if key.endswith("br") else "pt-PT"
    return "fr" if key.split("-")[0] == "fr" else "en"


def is_variant_text(file: str, text: str) -> bool:
    """False for a YAML document that is not a variant file (by its top-level keys)."""
    return not file.endswith((".yaml", ".yml")) or yaml_kind(normalized(text))[0] == "variant"


def is_dsl(file: str, text: str) -> bool:
    """DSL or YAML, decided as the loader decides it (by ending, else by the first word).

    Text larger than a variant file may be is neither: the editor features leave it alone
    (its diagnostics say it is too large)."""
    if file.endswith((".yaml", ".yml")) or len(text) > MAX_BYTES:
        return False
    if file.endswith(".sueca"):
        return True
    return scan(text).header is not None


# -- diagnostics --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Finding:
    """A problem to show in this document, and where it really comes from when it was found
    in a parent file (`related`)."""

    problem: Problem
    related: tuple[Problem, ...] = ()


def _same_file(a: str, b: str) -> bool:
    return a == b or os.path.realpath(a) == os.path.realpath(b)


def check(file: str, text: str) -> list[Finding]:
    """Every problem of the document, as `sueca-rules validate` finds them in the file.

    A problem located in a parent file is shown on this file's `extends` (where the user can
    act on it), with the parent's message and place kept in `related`. A YAML document that
    is not a variant (a case file, a workflow: no top-level `variant:`) is left alone, as
    `validate --hook` and the folder walks leave it.
    """
    if not is_variant_text(file, text):
        return []
    try:
        source = decode(file, text.encode("utf-8", "surrogatepass"))
    except ProblemsError as err:  # too large, binary, not UTF-8, empty: refused before reading
        return [Finding(p) for p in err.problems]
    try:
        return [Finding(p) for p in validate_text(source).warnings]
    except ProblemsError as err:
        found = err.problems
    except InputError as err:  # a parent (or a parent's parent) that cannot be read
        return [_unreadable_parent(file, source, err)]
    except SuecaError as err:  # an option error: about the whole file
        return [Finding(Problem(Location(file, 1, 1), str(err).removeprefix(f"{file}: error: "),
                                "input", source_line=first_line(text)))]
    # A parent's own problems are shown on `extends` below: the note saying so is not repeated.
    found = [p for p in found if p.code != "extends-invalid"]
    inherited = [p for p in found if not _same_file(p.location.file, file)]
    anchor = _extends_location(file, source) if inherited else None  # parses the text again
    out: list[Finding] = []
    for problem in found:
        if problem not in inherited:
            out.append(Finding(problem))
            continue
        where = anchor or Location(file, 1, 1)
        origin = Path(problem.location.file).name
        place = f"{origin}:{problem.location.line}" if problem.location.line else origin
        out.append(Finding(Problem(where, f"{problem.message} (in {place}, inherited through "
                                   "'extends')", problem.code, problem.severity,
                                   source.line(where.line)), (problem,)))
    return out


def _unreadable_parent(file: str, source: SourceText, err: InputError) -> Finding:
    """A parent (or a parent's parent) that is a folder, a pipe, a device or unreadable, shown
    where the user named it: on the `extends` value (on the first line when there is none)."""
    where = _extends_location(file, source) or Location(file, 1, 1)
    whose = "" if _same_file(err.file, file) else "parent variant "
    return Finding(Problem(where, f"{whose}{err.file}: {err.message}", "input",
                           source_line=source.line(where.line)))


def _extends_location(file: str, source: SourceText) -> Location | None:
    located = read(source).located  # a file with a syntax error reads as no data
    if "extends" not in located.data:
        return None
    return located.where(("extends",))


# -- completion ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Completion:
    label: str
    kind: str  # key, block, value, variant
    detail: str = ""
    documentation: str = ""


def _key_item(block: str | None, label: str | None, name: str, lang: str) -> Completion:
    item = knowledge.entry(block, label, name)
    wording = wording_for(item.dotted) if item is not None else None
    kind = "block" if block is None and name in BLOCKS else "key"
    return Completion(name, kind, wording.label(lang) if wording else "",
                      item.description() if item is not None else "")


def _value_item(item: knowledge.Entry | None, value: str, lang: str) -> Completion:
    wording = wording_for(knowledge.values_path(item)) if item is not None else None
    said = _say(wording, value, lang) if wording is not None else ""
    return Completion(value, "value", said if said != value else "")


def completions(file: str, text: str, line: int, character: int, lang: str = "en") -> list[Completion]:
    """What may be typed at the cursor: keys of the block, values of the key, bundled variant
    names after `extends`, card ranks in `ranks`/`removed`/`points`."""
    if not is_dsl(file, text):
        return []
    context = context_at(text, line, character)
    if context.in_header:
        if context.before[-1:] == ["extends"]:
            return [Completion(name, "variant", _title_of(name, file)) for name in variant_names(file)]
        return [Completion("extends", "key")] if len(context.before) == 2 else []
    block = context.block.key.text if context.block is not None else None
    label = context.block.label.text if context.block is not None and context.block.label else None
    if not context.before:
        if block is None:
            words = knowledge.top_words()
            if scan(text).header is None:
                words.insert(0, "variant")
            return [_key_item(None, None, w, lang) for w in words]
        return [_key_item(block, label, k.name, lang) for k in knowledge.keys_of(block)]
    key, values = context.before[0], context.before[1:]
    item = knowledge.entry(block, label, key)
    return [_value_item(item, v, lang) for v in knowledge.values_for(block, label, key, values)]


def variant_names(file: str) -> list[str]:
    """Names `extends` can take here: the bundled variants and the variant files beside `file`."""
    here = Path(file).parent
    siblings = []
    if here.is_dir():
        siblings = [p.stem for p in sorted(here.iterdir())[:500]
                    if p.suffix in SUFFIXES and not _same_file(str(p), file) and _is_variant(p)]
    return list(dict.fromkeys(bundled_names() + siblings))


_VARIANT_START = re.compile(r"^variant[ :]", re.M)


def _is_variant(path: Path) -> bool:
    """A variant file starts with `variant NAME` (DSL) or has a `variant:` key (YAML)."""
    try:
        with path.open("rb") as handle:
            head = normalized(handle.read(4096).decode("utf-8", "replace"))
    except OSError:
        return False
    return _VARIANT_START.search(head) is not None


def _title_of(name: str, file: str) -> str:
    path = parent_file(name, file)
    if path is None:
        return ""
    try:
        return str(read(path).data.get("title", ""))
    except (OSError, SuecaError):
        return ""


# -- hover --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HoverText:
    markdown: str
    span: Span


def _span(token: Token) -> Span:
    return token.line, token.start, token.line, token.end


def _say(wording: object, value: object, lang: str) -> str:
    say = getattr(wording, "say", None)
    if say is None:
        return ""
    try:
        return str(say(value, lang))
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):  # a half-typed value
        return ""


HERE = {"pt": "Aqui", "en": "Here", "fr": "Ici"}  # by language (pt-PT and pt-BR say the same)
ALLOWED = {"pt": "Valores", "en": "Values", "fr": "Valeurs"}


def hover(file: str, text: str, line: int, character: int, lang: str = "en") -> HoverText | None:
    """What the key, value or block under the cursor means, in the rulebooks' words."""
    if not is_dsl(file, text):
        return None
    found = scan(text)
    token = found.token_at(line, character)
    statement = found.statement_of(token) if token is not None else None
    if token is None or statement is None:
        return None
    if statement is found.header:
        return _hover_header(file, found, token, lang)
    opened = next((b for b in found.blocks if b.key is statement.words[0]), None)
    if opened is not None:
        whole = knowledge.block_entry(opened.key.text, opened.label.text if opened.label else None)
        return HoverText(_explain(whole, None, lang, values=False), _span(token))
    block = statement.block
    name = block.key.text if block is not None else None
    label = block.label.text if block is not None and block.label else None
    match = RANGE.match(statement.key)
    if match and name == "scoring":
        games = statement.words[-1].text
        band = [{"min": int(match[1]), "max": int(match[2]), "games": int(games) if games.isdigit() else 0}]
        hands = knowledge.Entry(statement.key, ("scoring", "hands"), None, None)
        return HoverText(_explain(hands, band, lang), _span(token))
    item = knowledge.entry(name, label, statement.key)
    if item is None:
        return None
    return HoverText(_explain(item, _value_of(statement, name, label, item), lang,
                              spelled=knowledge.spelled_values(name, statement.key)), _span(token))


def _explain(item: knowledge.Entry, value: object, lang: str, *, values: bool = True,
             spelled: list[str] | None = None) -> str:
    """`**Label** — \\`path\\``, the description, what this value means, the allowed values
    (not for a block: its first key's values are not the block's)."""
    wording = wording_for(item.dotted)
    title = wording.label(lang) if wording is not None else item.name
    parts = [f"**{title}** — `{item.shown}`"]
    description = item.description()
    if description and language_of(resolve_locale(lang)) == "en":  # the spec's text is English
        parts.append(description)
    if value is not None and wording is not None:
        said = _say(wording, value, lang)
        if said and said != str(value):
            parts.append(f"{HERE[language_of(resolve_locale(lang))]}: {said}")
    allowed = spelled if spelled is not None else \
        knowledge.literal_values(item.annotation) if item.info is not None and values else []
    if allowed and not knowledge.is_rank_list(item) and "=" not in "".join(allowed):
        meaning = wording_for(knowledge.values_path(item))
        shown = [f"- `{v}`" + (f": {s}" if (s := _say(meaning, v, lang)) and s != v else "")
                 for v in allowed]
        parts.append(f"{ALLOWED[language_of(resolve_locale(lang))]}:\n" + "\n".join(shown))
    return typeset("\n\n".join(parts), resolve_locale(lang))  # set as the rulebooks are


def _value_of(statement: Statement, block: str | None, label: str | None,
              item: knowledge.Entry) -> object:
    """The statement's value as the real reader reads it, reading the statement alone (so a
    broken line elsewhere does not matter); None when it does not read."""
    line = " ".join(w.text for w in statement.words)
    if block is None:
        body = line
    else:
        body = f"{block} {label or ''} {{\n{line}\n}}" if block in LABELLED else f"{block} {{\n{line}\n}}"
    try:
        data: object = load_dsl(SourceText("hover.sueca", f"variant hover\n{body}\n")).data
    except SuecaError:
        return None
    key = next((k for k in knowledge.keys_of(block) if k.name == statement.key), None)
    for step in item.path[:-1] if key is not None and key.fields else item.path:
        if step == "*" and isinstance(data, dict) and len(data) == 1:  # `infraction NAME ...`
            data = next(iter(data.values()))
            continue
        if not isinstance(data, dict) or step not in data:
            return None
        data = data[step]
    if key is not None and key.fields:  # one key for several fields: those it wrote
        return {f: data[f] for f in key.fields if f in data} if isinstance(data, dict) else None
    return data


def _hover_header(file: str, found: Scan, token: Token, lang: str) -> HoverText | None:
    parent = found.parent()
    if token is parent:
        path = parent_file(token.text, file)
        if path is None:
            return None
        title = _title_of(token.text, file)
        based = wording_for("extends")
        head = based.label(lang) if based is not None else "extends"
        return HoverText(f"**{head}**: {title or token.text}\n\n`{path}`", _span(token))
    key = "extends" if token.text == "extends" else "variant" if token.text == "variant" else None
    if key is None:
        return None
    item = knowledge.Entry(key, (key,), VariantSpec.model_fields.get(key), VariantSpec)
    return HoverText(_explain(item, None, lang), _span(token))


# -- outline, definition, formatting ------------------------------------------------------------

def definition(file: str, text: str, line: int, character: int) -> Path | None:
    """The parent file when the cursor is on the name after `extends` (DSL or YAML)."""
    if is_dsl(file, text):
        parent = scan(text).parent()
        if parent is None or not parent.holds(line, character):
            return None
        return parent_file(parent.text, file)
    if len(text) > MAX_BYTES:
        return None
    try:
        located = read(SourceText(file, text)).located
    except SuecaError:
        return None
    name = located.data.get("extends")
    where = located.positions.get(("extends",))
    if not isinstance(name, str) or where is None or where.line - 1 != line:
        return None
    return parent_file(name, file)


def formatted(file: str, text: str) -> str | None:
    """The document as `sueca-rules fmt` prints it; None for YAML, or text fmt refuses."""
    if not is_dsl(file, text):
        return None
    try:
        source = read(decode(file, text.encode("utf-8", "surrogatepass")))
        resolve(source)  # fmt refuses a file that does not resolve
        return format_dsl(source.located)
    except SuecaError:
        return None
