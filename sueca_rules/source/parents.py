"""A variant is only as valid as its parent: a parent file that does not validate on its own is
reported with the child (its problems located in the parent, and a note on the child's
`extends`), so that a chain never validates on top of a broken file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol, TypeVar

from ..errors import InputError, Problem, ProblemsError, SemanticProblem, SuecaError
from ..resources import variants_dir
from .chain import parent_file
from .text import Located, SourceText, capped, read


class _Checked(Protocol):
    warnings: list[Problem]


T = TypeVar("T", bound=_Checked)

# Validates one parent's text on its own, the files already on the way (cycles stop there).
Validate = Callable[[SourceText, frozenset[Path]], object]


def _bundled(path: Path) -> bool:
    """Whether `path` is one of the bundled variants (checked by the test suite already)."""
    try:
        return path.resolve().parent == variants_dir().resolve()
    except OSError:
        return False


def parent_problems(first: Located, validate: Validate, seen: frozenset[Path]) -> list[Problem]:
    """The problems of `first`'s parent file validated on its own (located in the parent, and
    in its own parents), then one error on `first`'s `extends` value saying that the parent is
    not valid; [] when the parent is valid, bundled, cannot be found or read (the chain
    reports that on `extends`), or is already on the way (a cycle, reported as one)."""
    name = first.data.get("extends")
    if not isinstance(name, str):
        return []
    try:
        path = parent_file(name, first.source.file)
        if path is None or _bundled(path) or path.resolve() in seen:
            return []
        source = read(path)
        validate(source, seen | {path.resolve()})
    except InputError:
        return []
    except ProblemsError as err:
        errors = [p for p in err.problems if p.severity == "error"]
        if not errors:
            return []
        where = first.where(("extends",))
        count = f"{len(errors)} problem{'s' if len(errors) != 1 else ''}"
        note = Problem(where, f"the parent '{name}' does not validate on its own ({count}, "
                       "listed with this file) — fix the parent first: this variant's rules "
                       "are laid over the parent's", "extends-invalid",
                       source_line=first.source.line(where.line))
        return [*err.problems, note]
    except SuecaError:
        return []  # an option the parent does not offer: only chosen ones, never here
    return []


def with_parents(first: Located, own: Callable[[], T], validate: Validate, seen: frozenset[Path]) -> T:
    """`own()` (the file's own check), with its parent's problems (:func:`parent_problems`)
    raised with its own, or after it when it has none. A cycle, or a chain too deep, is said
    once, on this file (naming the files): its parents are not validated one by one."""
    try:
        checked = own()
    except ProblemsError as err:
        whole = any(p.code in ("extends-cycle", "extends-too-deep") for p in err.problems)
        above = [] if whole else parent_problems(first, validate, seen)
        if not above:
            raise
        raise type(err)(capped(list(dict.fromkeys([*err.problems, *above])))) from None
    above = parent_problems(first, validate, seen)
    if above:
        raise SemanticProblem(capped(list(dict.fromkeys([*above, *checked.warnings]))))
    return checked
