"""Where the grammar and the bundled variants are, installed or in a checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

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
