"""From a name or a path to an effective VariantSpec: read, follow `extends`, apply options."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from ..errors import (
    InputError,
    Location,
    OptionError,
    Problem,
    ProblemsError,
    SchemaProblem,
    SemanticProblem,
    SyntaxProblem,
    UnknownVariant,
    allowed_values,
    closest,
    did_you_mean,
)
from ..files import kind_of
from ..resources import variants_dir
from ..spec import VariantSpec
from .dsl import load_dsl
from .merge import merge, merge_positions
from .text import Located, Path_, SourceText, locate, read
from .validation import VALUE_KINDS, problems_from
from .yaml_form import load_yaml

SUFFIXES = (".sueca", ".yaml", ".yml")
MAX_CHAIN = 16


def bundled_names() -> list[str]:
    """Names of the bundled variants (top-level files of the variants folder)."""
    return sorted({p.stem for p in variants_dir().iterdir() if p.suffix in SUFFIXES})


def _is_file(path: Path) -> bool:
    try:
        return kind_of(path) == "file"
    except InputError:  # a name no file system accepts (too long, a NUL) names no file
        return False


def bundled_path(name: str) -> Path | None:
    for suffix in SUFFIXES:
        candidate = variants_dir() / f"{name}{suffix}"
        if _is_file(candidate):
            return candidate
    return None


def load_file(path: Path) -> Located:
    """Read one file (DSL or YAML by its ending) without following `extends`."""
    source = read(path)
    return parse_text(source)


def parse_text(source: SourceText, keep_going: bool = False) -> Located:
    """One file's text read as YAML or DSL (by its ending, else by its first word).

    `keep_going`: see :func:`load_dsl` (the YAML form reports unknown keys at validation)."""
    if source.file.endswith((".yaml", ".yml")):
        return load_yaml(source)
    if source.file.endswith(".sueca"):
        return load_dsl(source, keep_going)
    # Unknown ending: YAML documents start with a key; the DSL with `variant`.
    stripped = [ln for ln in source.lines if ln.strip() and not ln.lstrip().startswith("#")]
    first = stripped[0].lstrip() if stripped else ""
    return load_dsl(source, keep_going) if first.startswith("variant ") else load_yaml(source)


@dataclass
class Resolved:
    """An effective variant and everything needed to locate its rules in their files."""

    spec: VariantSpec
    positions: dict[Path_, Location]
    sources: dict[str, SourceText]
    layers: list[Located] = field(default_factory=list)  # the file, then its parents
    data: dict[str, object] = field(default_factory=dict)  # merged, before options
    effective: dict[str, object] = field(default_factory=dict)  # merged, options applied

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
    if not isinstance(reference, str) or not reference:
        raise UnknownVariant(f"a variant is a bundled name or a file path, not {reference!r}")
    as_path = Path(reference)
    if as_path.suffix in SUFFIXES or "/" in reference or kind_of(as_path) != "missing":
        return as_path
    found = bundled_path(reference)
    if found is None:
        raise UnknownVariant(f"no bundled variant or file named '{reference}'"
                             + did_you_mean(reference, bundled_names()))
    return found


def _parent_path(name: str, child: Located) -> Path | None:
    return parent_file(name, child.source.file)


def parent_file(name: str, child_file: str) -> Path | None:
    """The file `extends NAME` means in `child_file`: a path beside it, a bundled variant, or
    a sibling NAME.sueca/.yaml/.yml; None when there is none (editors jump there)."""
    child_dir = Path(child_file).parent
    if "/" in name or name.endswith(SUFFIXES):
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
                + did_you_mean(parent_name, bundled_names()), "extends-unknown", source_line=line,
                suggestion=closest(parent_name, bundled_names()))])
        if parent_path.resolve() in seen or len(layers) >= MAX_CHAIN:
            chain = " -> ".join(str(lay.data.get("variant")) for lay in layers)
            where = first.where(("extends",))  # reported in the file the user asked about
            line = first.source.line(where.line)
            raise SemanticProblem([Problem(
                where, f"circular 'extends': {chain} -> {parent_name} — a variant cannot extend "
                "itself or one of its own descendants", "extends-cycle", source_line=line)])
        seen.add(parent_path.resolve())
        try:
            layers.append(load_file(parent_path))
        except InputError as err:  # a pipe, a device, an unreadable file: on the extends value
            raise SemanticProblem([Problem(where, f"the parent '{parent_name}' cannot be read: "
                                           f"{err.message}", "extends-unreadable",
                                           source_line=line)]) from None


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


def rule_path(text: str) -> tuple[str, ...]:
    """A rule as an option names it, `play.first-lead` or `play.first_lead`, as field names."""
    return tuple(step.strip().replace("-", "_") for step in text.split("."))


def assignments(name: str, option: dict[str, object], value: str) -> list[tuple[Path_, str, Path_]]:
    """What choosing `value` sets: (rule path, value, where the option wrote it).

    `when VALUE rule=value ...` lines set their rules; `sets RULE` (or, with no `when` at all,
    the rule named like the option) receives the value itself.
    """
    out: list[tuple[Path_, str, Path_]] = []
    when = option.get("when") or {}
    if isinstance(when, dict) and isinstance(when.get(value), dict):
        for path, rule_value in when[value].items():
            out.append((rule_path(str(path)), str(rule_value), ("options", name, "when", value, path)))
    if option.get("sets") or not when:
        out.append((rule_path(str(option.get("sets") or name)), value, ("options", name, "sets")))
    return out


def _set(data: dict[str, object], path: Path_, value: str) -> bool:
    """Set a rule in place, copying only the mappings on its path; False if it is no rule."""
    node: dict[str, object] = data
    for step in path[:-1]:
        child = node.get(str(step))
        if not isinstance(child, dict):
            return False
        node[str(step)] = node = dict(child)
    node[str(path[-1])] = value
    return True


def apply_options(data: dict[str, object], chosen: dict[str, str], file: str,
                  positions: dict[Path_, Location]) -> dict[str, object]:
    """Set each declared option's rules to the chosen value or its default.

    Raises OptionError for a choice the variant does not offer, and a located SemanticProblem
    for an option whose default is not one of its values or that sets no rule of the variant.
    """
    declared = data.get("options") or {}
    if not isinstance(declared, dict):
        return data
    for name in chosen:
        if name not in declared:
            raise OptionError(f"the variant has no option '{name}'"
                              + (did_you_mean(name, declared) if declared else " (it declares none)"))
    out = dict(data)
    for name, option in declared.items():
        if not isinstance(option, dict):
            continue
        value = str(chosen.get(name, option.get("default")))
        values = [str(v) for v in option.get("values") or []]
        if name in chosen and value not in values:
            raise OptionError(f"option '{name}' cannot be '{value}'"
                              + allowed_values(str(value), [str(v) for v in values]))
        if value not in values:
            where = locate(positions, ("options", name, "default"), file)
            raise SemanticProblem([Problem(
                where, f"option {name}: the default '{value}' is not one of its values "
                f"({', '.join(map(str, values))})", "option-default")])
        for path, rule_value, written in assignments(name, option, value):
            if not _set(out, path, rule_value):
                where = locate(positions, written, file)
                raise SemanticProblem([Problem(
                    where, f"option '{name}' sets '{'.'.join(map(str, path))}', which is not a "
                    "rule of this variant — write a rule such as direction, dealer.next or "
                    "play.first-lead", "option-sets")])
    return out


def resolve(reference: str | Path, options: dict[str, str] | None = None) -> Resolved:
    """Load a variant by bundled name or path, with its parents and options applied."""
    path = reference if isinstance(reference, Path) else find_path(reference)
    return _checked(parse_text(read(path), keep_going=True), options)


def resolve_text(source: SourceText, options: dict[str, str] | None = None) -> Resolved:
    """Like :func:`resolve` for text that is not a file (tests, editors, docs examples)."""
    return _checked(parse_text(source, keep_going=True), options)


VALUE_CODES = frozenset(f"schema-{kind}".replace("_", "-") for kind in VALUE_KINDS)


def _checked(first: Located, options: dict[str, str] | None) -> Resolved:
    """The rules of `first`; when some of its statements could not be read, every other
    problem of the same file is found too and all are raised together (one run, all problems).

    Only problems that cannot be knock-ons of the unread statements are added: a wrong value
    where it is written (a word not allowed, a number out of range), on a line not already
    reported, in this file; never "needs X" or a rule about several fields (one of them may be
    what was not read)."""
    if not first.problems:
        return _finish(load_chain(first), options)
    said = {p.location.line for p in first.problems}
    more: list[Problem] = []
    try:
        _finish(load_chain(first), options)
    except ProblemsError as err:
        more = [p for p in err.problems if p.location.file == first.source.file
                and p.location.line not in said and p.code in VALUE_CODES]
    found = sorted([*first.problems, *more], key=lambda p: (p.location.line, p.location.column))
    raise SyntaxProblem(found)


def _finish(layers: list[Located], options: dict[str, str] | None) -> Resolved:
    data, positions = merged(layers)
    sources = {layer.source.file: layer.source for layer in layers}
    return _spec_of(layers, data, positions, sources, options)


def _spec_of(layers: list[Located], data: dict[str, object], positions: dict[Path_, Location],
             sources: dict[str, SourceText], options: dict[str, str] | None) -> Resolved:
    effective = apply_options(data, options or {}, layers[0].source.file, positions)
    try:
        spec = VariantSpec.model_validate(effective)
    except ValidationError as err:
        raise problems_from(err, positions, sources, layers[0].source.file) from None
    return Resolved(spec, positions, sources, layers, data, effective)


def with_option(resolved: Resolved, name: str, value: str) -> Resolved:
    """The rules with one declared option set to `value` (the others as they are), without
    reading, parsing or copying the whole variant again: checking every value of every option
    stays linear in the size of the file. The result's `options` are not re-checked."""
    option = resolved.spec.options[name].model_dump()
    data = {k: v for k, v in resolved.effective.items() if k != "options"}
    for path, rule_value, _ in assignments(name, option, value):
        _set(data, path, rule_value)  # copies only the paths that change
    try:
        spec = VariantSpec.model_validate(data)
    except ValidationError as err:
        raise problems_from(err, resolved.positions, resolved.sources, resolved.file) from None
    spec = spec.model_copy(update={"options": resolved.spec.options})  # checked once, kept as is
    return Resolved(spec, resolved.positions, resolved.sources, resolved.layers, resolved.data, data)
