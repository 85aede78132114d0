"""From a name or a path to an effective VariantSpec: read, follow `extends`, apply options."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from ..errors import (
    Location,
    OptionError,
    Problem,
    SchemaProblem,
    SemanticProblem,
    UnknownVariant,
    did_you_mean,
)
from ..resources import variants_dir
from ..spec import VariantSpec
from .dsl import load_dsl
from .merge import merge, merge_positions
from .text import Located, Path_, SourceText, locate, read
from .validation import problems_from
from .yaml_form import load_yaml

SUFFIXES = (".sueca", ".yaml", ".yml")
MAX_CHAIN = 16


def bundled_names() -> list[str]:
    """Names of the bundled variants (top-level files of the variants folder)."""
    return sorted({p.stem for p in variants_dir().iterdir() if p.suffix in SUFFIXES})


def bundled_path(name: str) -> Path | None:
    for suffix in SUFFIXES:
        candidate = variants_dir() / f"{name}{suffix}"
        if candidate.is_file():
            return candidate
    return None


def load_file(path: Path) -> Located:
    """Read one file (DSL or YAML by its ending) without following `extends`."""
    source = read(path)
    return parse_text(source)


def parse_text(source: SourceText) -> Located:
    if source.file.endswith((".yaml", ".yml")):
        return load_yaml(source)
    if source.file.endswith(".sueca"):
        return load_dsl(source)
    # Unknown ending: YAML documents start with a key; the DSL with `variant`.
    stripped = [ln for ln in source.lines if ln.strip() and not ln.lstrip().startswith("#")]
    first = stripped[0].lstrip() if stripped else ""
    return load_dsl(source) if first.startswith("variant ") else load_yaml(source)


@dataclass
class Resolved:
    """An effective variant and everything needed to locate its rules in their files."""

    spec: VariantSpec
    positions: dict[Path_, Location]
    sources: dict[str, SourceText]
    layers: list[Located] = field(default_factory=list)  # the file, then its parents
    data: dict[str, object] = field(default_factory=dict)  # merged, before options

    @property
    def file(self) -> str:
        return self.layers[0].source.file

    def where(self, path: Path_) -> Location:
        return locate(self.positions, path, self.file)

    def problem(self, path: Path_ | Sequence[Path_], message: str, code: str) -> Problem:
        """A problem at `path`; given several paths, the first one written in this very file
        (a rule that clashes with an inherited one is reported where the user wrote it)."""
        paths: list[Path_] = list(path) if isinstance(path, list) else [path]  # type: ignore[list-item]
        places = [self.where(p) for p in paths]
        where = next((w for w in places if w.file == self.file), places[0])
        source = self.sources.get(where.file)
        return Problem(where, message, code, source_line=source.line(where.line) if source else None)


def find_path(reference: str) -> Path:
    """A bundled name or a file path to a file path; UnknownVariant with did-you-mean."""
    as_path = Path(reference)
    if as_path.suffix in SUFFIXES or "/" in reference or as_path.exists():
        return as_path
    found = bundled_path(reference)
    if found is None:
        raise UnknownVariant(f"no bundled variant or file named '{reference}'"
                             + did_you_mean(reference, bundled_names()))
    return found


def _parent_path(name: str, child: Located) -> Path | None:
    child_dir = Path(child.source.file).parent
    if "/" in name or name.endswith(SUFFIXES):
        path = child_dir / name
        return path if path.is_file() else None
    bundled = bundled_path(name)
    if bundled is not None:
        return bundled
    for suffix in SUFFIXES:
        sibling = child_dir / f"{name}{suffix}"
        if sibling.is_file():
            return sibling
    return None


def load_chain(first: Located) -> list[Located]:
    """The file and its ancestors, child first; cycles and unknown parents are located errors."""
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
        parent_path = _parent_path(parent_name, child)
        if parent_path is None:
            raise SemanticProblem([Problem(
                where, f"unknown parent variant '{parent_name}'"
                + did_you_mean(parent_name, bundled_names()), "extends-unknown", source_line=line)])
        if parent_path.resolve() in seen or len(layers) >= MAX_CHAIN:
            chain = " -> ".join(str(lay.data.get("variant")) for lay in layers)
            where = first.where(("extends",))  # reported in the file the user asked about
            line = first.source.line(where.line)
            raise SemanticProblem([Problem(
                where, f"circular 'extends': {chain} -> {parent_name} — a variant cannot extend "
                "itself or one of its own descendants", "extends-cycle", source_line=line)])
        seen.add(parent_path.resolve())
        layers.append(load_file(parent_path))


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
    data.setdefault("title", own.get("variant", "variant"))
    return data, positions


def apply_options(data: dict[str, object], chosen: dict[str, str], file: str,
                  positions: dict[Path_, Location]) -> dict[str, object]:
    """Set each declared option's rule to the chosen value or its default."""
    declared = data.get("options") or {}
    if not isinstance(declared, dict):
        return data
    for name in chosen:
        if name not in declared:
            raise OptionError(f"the variant has no option '{name}'"
                              + (did_you_mean(name, declared) if declared else " (it declares none)"))
    out = copy.deepcopy(data)
    for name, option in declared.items():
        if not isinstance(option, dict):
            continue
        value = str(chosen.get(name, option.get("default")))
        values = [str(v) for v in option.get("values") or []]
        if name in chosen and value not in values:
            raise OptionError(f"option '{name}' cannot be '{value}'"
                              + did_you_mean(str(value), [str(v) for v in values]))
        if value not in values:
            where = locate(positions, ("options", name, "default"), file)
            raise SemanticProblem([Problem(
                where, f"option {name}: the default '{value}' is not one of its values "
                f"({', '.join(map(str, values))})", "option-default")])
        target = str(option.get("sets") or name).split(".")
        node: object = out
        for step in target[:-1]:
            node = node.get(step) if isinstance(node, dict) else None
        if not isinstance(node, dict):
            where = locate(positions, ("options", name), file)
            raise SemanticProblem([Problem(where, f"option '{name}' sets '{'.'.join(target)}', "
                                           "which is not a rule of this variant", "option-sets")])
        node[target[-1]] = value
    return out


def resolve(reference: str | Path, options: dict[str, str] | None = None) -> Resolved:
    """Load a variant by bundled name or path, with its parents and options applied."""
    path = reference if isinstance(reference, Path) else find_path(reference)
    return _finish(load_chain(load_file(path)), options)


def resolve_text(source: SourceText, options: dict[str, str] | None = None) -> Resolved:
    """Like :func:`resolve` for text that is not a file (tests, editors, docs examples)."""
    return _finish(load_chain(parse_text(source)), options)


def _finish(layers: list[Located], options: dict[str, str] | None) -> Resolved:
    data, positions = merged(layers)
    sources = {layer.source.file: layer.source for layer in layers}
    effective = apply_options(data, options or {}, layers[0].source.file, positions)
    try:
        spec = VariantSpec.model_validate(effective)
    except ValidationError as err:
        raise problems_from(err, positions, sources, layers[0].source.file) from None
    return Resolved(spec, positions, sources, layers, data)
