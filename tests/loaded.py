"""The bundled variants as the tests read them, each validated and compiled once per test
process. The docs tests read the same ten files thousands of times (each a full parse,
resolution and validation: about two thirds of those tests' time); a spec and its Rules are
frozen, so one copy serves every test. The repository's own variant files are
read once too; a file a test writes is read afresh every time."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sueca_rules import loading
from sueca_rules.source.chain import bundled_names

if TYPE_CHECKING:
    from sueca_rules.compiled.rules import Rules
    from sueca_rules.spec import VariantSpec

_VARIANTS = (Path(__file__).parent.parent / "variants").resolve()
__all__ = ["load_rules", "load_variant"]


def _bundled(reference: str | Path, options: dict[str, str] | None) -> bool:
    """Whether `reference` names a bundled variant or a file of the repository's `variants/`
    (which no test writes), with options of the right kind (else the loader says what is wrong)."""
    if options is not None and not all(isinstance(k, str) and isinstance(v, str) for k, v in options.items()):
        return False
    if isinstance(reference, str) and reference in _names():
        return True
    return isinstance(reference, (str, Path)) and Path(reference).is_absolute() \
        and Path(reference).resolve().is_relative_to(_VARIANTS) and Path(reference).is_file()


@cache
def _names() -> frozenset[str]:
    return frozenset(bundled_names())


@cache
def _variant(name: str, options: tuple[tuple[str, str], ...]) -> VariantSpec:
    return loading.load_variant(name, dict(options) or None)


@cache
def _rules(name: str, options: tuple[tuple[str, str], ...]) -> Rules:
    return loading.load_rules(name, dict(options) or None)


def load_variant(reference: str | Path, options: dict[str, str] | None = None) -> VariantSpec:
    """:func:`sueca_rules.load_variant`, once per bundled name and options."""
    if _bundled(reference, options):
        return _variant(str(reference), tuple(sorted((options or {}).items())))
    return loading.load_variant(reference, options)


def load_rules(reference: str | Path, options: dict[str, str] | None = None) -> Rules:
    """:func:`sueca_rules.load_rules`, once per bundled name and options."""
    if _bundled(reference, options):
        return _rules(str(reference), tuple(sorted((options or {}).items())))
    return loading.load_rules(reference, options)
