"""Reading a variant's files: one file by its ending, and the chain of its parents
(`extends`), each parent found, checked to be a variant file and read before the child's
rules are laid over it."""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import cache
from pathlib import Path

from ..errors import (
    InputError,
    Location,
    Problem,
    SchemaProblem,
    SemanticProblem,
    SuecaError,
    UnknownVariant,
    closest,
    did_you_mean,
)
from ..files import kind_of
from ..resources import SUFFIXES, bundled_names, bundled_path, variants_dir
from ..resources import is_file as _is_file
from ..spec import VariantSpec
from .discover import sniff
from .dsl import load_dsl
from .merge import merge, merge_positions
from .text import Located, Path_, SourceText, read
from .yaml_form import load_yaml
from .yaml_numbers import text_wanted

MAX_CHAIN = 64  # files in one chain: a variant and up to 63 ancestors (house rules use 2 to 4)
_COUNTED = 10 * MAX_CHAIN  # a chain too deep is followed this far more, to say how deep it is
__all__ = ["MAX_CHAIN", "SUFFIXES", "bundled_names", "bundled_path", "find_path", "is_path",
           "is_yaml", "load_chain", "load_file", "merged", "parent_file", "parse_text"]


def load_file(path: Path) -> Located:
    """Read one file (DSL or YAML by its ending) without following `extends`; its statements
    that cannot be read are raised (a SyntaxProblem). Deprecated outside this package:
    :func:`sueca_rules.source.read` (which keeps them with the Source)."""
    source = read(path)
    return parse_text(source)


def parse_text(source: SourceText, keep_going: bool = False) -> Located:
    """One file's text read as YAML or DSL (by its ending, else by its first word).

    `keep_going`: see :func:`load_dsl` (the YAML form reports unknown keys at validation).
    Raises InputError for something that is not a SourceText, or a file name no file system
    accepts (a NUL character: its parents could not be looked for beside it)."""
    if not isinstance(source, SourceText) or not isinstance(source.file, str) \
            or not isinstance(source.text, str):
        raise InputError("source", "expected SourceText(file, text) with a file name and its "
                         f"text, not {type(source).__name__}")
    if "\0" in source.file:
        raise InputError(source.file.replace("\0", "\\0"), "this is not a usable path (it "
                         "contains a NUL character)")
    return load_yaml(source, _variant_text()) if is_yaml(source) else load_dsl(source, keep_going)


def is_yaml(source: SourceText) -> bool:
    """Whether `source` is read as YAML: by its ending (.yaml, .yml; .sueca is the DSL), else
    by its first word (YAML documents start with a key; the DSL with `variant`)."""
    if source.file.endswith((".yaml", ".yml")):
        return True
    if source.file.endswith(".sueca"):
        return False
    stripped = [ln for ln in source.lines if ln.strip() and not ln.lstrip().startswith("#")]
    first = stripped[0].lstrip() if stripped else ""
    return not first.startswith("variant ")


@cache
def _variant_text() -> Callable[[Path_], bool]:
    """Whether a path of a variant file is a text field (for what to write instead of a
    YAML number there)."""
    return text_wanted(VariantSpec)


def find_path(reference: str) -> Path:
    """A bundled name or a file path to a file path; UnknownVariant with did-you-mean, or
    for a path that does not end in .sueca, .yaml or .yml (nothing else is read as a variant).
    """
    if not isinstance(reference, str) or not reference:
        raise UnknownVariant(f"a variant is a bundled name or a file path, not {reference!r}")
    as_path = Path(reference)
    kind = kind_of(as_path)
    if as_path.suffix in SUFFIXES or kind in ("folder", "other") or (kind == "missing" and "/" in reference):
        return as_path  # reading it says what is wrong: no such file, a folder, a device
    if kind == "file":
        raise UnknownVariant(f"'{reference}' is not a variant file — variant files end in "
                             ".sueca, .yaml or .yml")
    found = bundled_path(reference)
    if found is None:
        raise UnknownVariant(f"no bundled variant or file named '{reference}'"
                             + did_you_mean(reference, bundled_names()))
    return found


def is_path(name: str) -> bool:
    """Whether `extends NAME` gives a path (a folder or a file's ending in it), not a name
    (variant names are lower-case letters, digits and '-')."""
    return "/" in name or "\\" in name or "." in name


def parent_file(name: str, child_file: str) -> Path | None:
    """The file `extends NAME` means in `child_file`: a path beside it, a bundled variant, or
    a sibling NAME.sueca/.yaml/.yml; None when there is none, or when the path does not end in
    .sueca, .yaml or .yml (editors jump there)."""
    child_dir = Path(child_file).parent
    if is_path(name):
        if not name.endswith(SUFFIXES):
            return None
        path = child_dir / name
        try:
            return path if kind_of(path) != "missing" else None
        except InputError:
            return None
    bundled = bundled_path(name)
    if bundled is not None:
        return bundled
    for suffix in SUFFIXES:
        sibling = child_dir / f"{name}{suffix}"
        if _is_file(sibling):
            return sibling
    return None


def _parent_problem(child: Located, name: str) -> Problem | None:
    """Why `extends NAME` in `child` names no parent that can be read, before reading it: not
    a variant file's name, no such file, a file that is no variant. None when it can be read."""
    where = child.where(("extends",))
    line = child.source.line(where.line)
    if is_path(name) and not name.endswith(SUFFIXES):
        return Problem(where, f"'{name}' is not a variant file — a parent given by a path "
                       "ends in .sueca, .yaml or .yml", "extends-not-variant", source_line=line)
    path = parent_file(name, child.source.file)
    if path is None and is_path(name):
        return Problem(where, f"no variant file '{name}' (looked for "
                       f"{Path(child.source.file).parent / name})", "extends-unknown",
                       source_line=line)
    if path is None:
        return Problem(where, f"unknown parent variant '{name}'" + did_you_mean(name, bundled_names()),
                       "extends-unknown", source_line=line, suggestion=closest(name, bundled_names()))
    try:
        kind, why = sniff(path) if kind_of(path) == "file" else ("variant", "")
    except InputError as err:
        kind, why = "other", err.message
    if kind != "variant":
        return Problem(where, f"the parent '{name}' is not a variant file: {why}",
                       "extends-not-variant", source_line=line)
    return None


def load_chain(first: Located) -> list[Located]:
    """The file and its ancestors, child first.

    Raises a located ProblemsError, on the `extends` value of the file that names it, for a
    parent that is not a variant file, is unknown or cannot be read; on the first file's
    `extends`, for a cycle (naming the files of the cycle) and for a chain of more than
    MAX_CHAIN files (saying how many); a parent file's own syntax errors are raised as they are
    (located in the parent)."""
    layers = [first]
    seen = {Path(first.source.file).resolve()}
    while True:
        child = layers[-1]
        parent_name = child.data.get("extends")
        if parent_name is None:
            return layers
        where = child.where(("extends",))
        line = child.source.line(where.line)
        if not isinstance(parent_name, str):
            raise SchemaProblem([Problem(where, "'extends' takes a variant name", "extends",
                                         source_line=line)])
        refused = _parent_problem(child, parent_name)
        if refused is not None:
            raise SemanticProblem([refused])
        parent_path = parent_file(parent_name, child.source.file)
        assert parent_path is not None
        if parent_path.resolve() in seen:
            raise _cycle(first, layers, parent_name, parent_path)
        if len(layers) >= MAX_CHAIN:
            raise _too_deep(first, layers, parent_path, seen)
        seen.add(parent_path.resolve())
        try:
            layers.append(load_file(parent_path))
        except InputError as err:  # a folder, a device, no permission: said where it is named
            raise SemanticProblem([Problem(where, f"the parent '{parent_name}' cannot be read: "
                                           f"{err.message}", "extends-unreadable",
                                           source_line=line)]) from None


def _shown_file(file: str | Path, first: Located) -> str:
    """A file of the chain as the user can find it: a bundled variant by its name, another
    relative to the first file's folder."""
    if Path(file).parent.resolve() == variants_dir().resolve():
        return f"{Path(file).stem} (bundled)"
    try:
        return os.path.relpath(file, Path(first.source.file).parent)
    except ValueError:  # another drive (Windows)
        return str(file)


def _cycle(first: Located, layers: list[Located], name: str, again: Path) -> SemanticProblem:
    """A cycle, reported in the file the user asked about, naming the variants and files."""
    chain = " -> ".join([str(layer.data.get("variant")) for layer in layers] + [name])
    files = " -> ".join([_shown_file(layer.source.file, first) for layer in layers]
                        + [_shown_file(again, first)])
    where = first.where(("extends",))
    return SemanticProblem([Problem(
        where, f"circular 'extends': {chain} (the files {files}) — a variant cannot extend "
        "itself or one of its own descendants", "extends-cycle",
        source_line=first.source.line(where.line))])


def _too_deep(first: Located, layers: list[Located], parent: Path, seen: set[Path]) -> SemanticProblem:
    """A chain longer than MAX_CHAIN files, said with its length (it is followed on to count,
    up to _COUNTED files more: a cycle found on the way is reported as the cycle)."""
    chain, on, path = list(layers), set(seen), parent
    while len(chain) < MAX_CHAIN + _COUNTED:
        try:
            layer = load_file(path)
        except SuecaError:  # the rest cannot be read: the count stops here
            break
        chain.append(layer)
        on.add(path.resolve())
        name = layer.data.get("extends")
        after = parent_file(name, layer.source.file) if isinstance(name, str) else None
        if after is None:
            break
        if after.resolve() in on:
            return _cycle(first, chain, str(name), after)
        path = after
    more = "" if len(chain) < MAX_CHAIN + _COUNTED else "more than "
    where = first.where(("extends",))
    return SemanticProblem([Problem(
        where, f"'extends' too deep: {more}{len(chain)} levels (this variant and {more}"
        f"{len(chain) - 1} parents, down to {_shown_file(chain[-1].source.file, first)}), the "
        f"limit is {MAX_CHAIN} — merge some of the files into their children", "extends-too-deep",
        source_line=first.source.line(where.line))])


def merged(layers: list[Located]) -> tuple[dict[str, object], dict[Path_, Location]]:
    data: dict[str, object] = {}
    positions: dict[Path_, Location] = {}
    for layer in reversed(layers):
        positions = merge_positions(positions, layer.positions, layer.data)
        data = merge(data, layer.data) if data else dict(layer.data)
    own = layers[0].data
    for key in ("variant", "title", "description", "extends", "language"):
        if key in own:
            data[key] = own[key]
        else:  # not inherited: nothing of it is located in a parent
            positions = {p: loc for p, loc in positions.items() if p[:1] != (key,)}
    if "title" not in data:  # the title is the name unless the file gives one
        data["title"] = str(own.get("variant", "variant"))  # a wrong name is said once, as the name
        if ("variant",) in layers[0].positions:
            positions[("title",)] = layers[0].positions[("variant",)]
    return data, positions


