"""Imports run one way: the package root is a facade no module of the package imports, and the
engine reads nothing of the source layer (it finds bundled variants through resources)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from .conftest import ROOT

PACKAGE = ROOT / "sueca_rules"


@cache  # the three checks below read every file of the package: each is parsed once
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


def _module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _pairs(imports: dict[str, set[str]]) -> list[str]:
    """Each pair of modules that import each other (an import of a name from a package counts
    as importing the package, as `from .x import y` may be a module y of package x)."""
    found = []
    for module, names in imports.items():
        for name in names:
            if name != module and module in imports.get(name, ()) and module < name:
                found.append(f"{module} <-> {name}")
    return sorted(found)


def test_no_two_modules_import_each_other() -> None:
    modules = {_module_of(path): path for path in PACKAGE.rglob("*.py")}
    imports: dict[str, set[str]] = {}
    for module, path in modules.items():
        names = set()
        for _, name in _imports(path):
            if name in modules:
                names.add(name)
            elif name.rsplit(".", 1)[0] in modules and name.rsplit(".", 1)[0] != module:
                names.add(name.rsplit(".", 1)[0])
        imports[module] = names
    assert _pairs(imports) == [], "move what both need below them, or name it by a protocol"


def test_the_check_finds_what_it_looks_for() -> None:
    """The two checks above can fail: the forms they refuse are found."""
    text = "from .. import load_rules\nimport sueca_rules\nfrom ..source.chain import find_path\n" \
           "def f():\n    from . import bots\n"
    assert [name for _, name in _imported(text, ["sueca_rules", "play"])] == [
        "sueca_rules", "sueca_rules", "sueca_rules.source.chain", "sueca_rules.play"]
    assert _pairs({"a.x": {"a.y"}, "a.y": {"a.x"}, "a.z": {"a.x"}}) == ["a.x <-> a.y"]
