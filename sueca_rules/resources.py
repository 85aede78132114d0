"""Where the grammar and the bundled variants are, installed or in a checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from .errors import InputError
from .files import kind_of

SUFFIXES = (".sueca", ".yaml", ".yml")  # the endings of variant files

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """`grammar` or `variants`: inside the wheel (`_data/`), else at the repository's top."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the installed package has no '{name}' folder")


def grammar_path() -> Path:
    return data_dir("grammar") / "sueca.lark"


def variants_dir() -> Path:
    return data_dir("variants")


def bundled_names() -> list[str]:
    """Names of the bundled variants (top-level files of the variants folder)."""
    return sorted({p.stem for p in variants_dir().iterdir() if p.suffix in SUFFIXES})


def is_file(path: Path) -> bool:
    """Whether `path` is a regular file (a name no file system accepts, too long or with a
    NUL, names none)."""
    try:
        return kind_of(path) == "file"
    except InputError:
        return False


def bundled_path(name: str) -> Path | None:
    """The file of the bundled variant `name`, None when there is none."""
    for suffix in SUFFIXES:
        candidate = variants_dir() / f"{name}{suffix}"
        if is_file(candidate):
            return candidate
    return None
