"""Imports run one way: the package root is a facade no module of the package imports, and the
engine reads nothing of the source layer (it finds bundled variants through resources)."""

from __future__ import annotations

import ast
from pathlib import Path

from .conftest import ROOT

PACKAGE = ROOT / "sueca_rules"


def _imports(path: Path) -> list[tuple[int, str]]:
    """Each module a file of the package imports (absolute names), with its line."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)  # x/__init__ and x/y: package x
    return _imported(path.read_text(encoding="utf-8"), parts[:-1])


def _imported(text: str, package: list[str]) -> list[tuple[int, str]]:
    """Each module `text`, a module of `package` (its dotted parts), imports, with its line."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            found.append((node.lineno, ".".join([*base, *([node.module] if node.module else [])])))
    return found


def test_no_module_of_the_package_imports_its_root() -> None:
    offenders = [f"{path.relative_to(ROOT)}:{line}" for path in PACKAGE.rglob("*.py")
                 if path != PACKAGE / "__init__.py"
                 for line, name in _imports(path) if name == "sueca_rules"]
    assert offenders == [], "import from the module that defines it (sueca_rules.loading, ...)"


def test_the_engine_imports_nothing_from_the_source_layer() -> None:
    offenders = [f"{path.relative_to(ROOT)}:{line}: {name}"
                 for path in (PACKAGE / "engine").rglob("*.py")
                 for line, name in _imports(path) if name.startswith("sueca_rules.source")]
    assert offenders == []


def test_the_check_finds_what_it_looks_for() -> None:
    """The two checks above can fail: the forms they refuse are found."""
    text = "from .. import load_rules\nimport sueca_rules\nfrom ..source.chain import find_path\n" \
           "def f():\n    from . import bots\n"
    assert [name for _, name in _imported(text, ["sueca_rules", "play"])] == [
        "sueca_rules", "sueca_rules", "sueca_rules.source.chain", "sueca_rules.play"]
