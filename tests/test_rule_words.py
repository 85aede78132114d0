"""No rule's word is compared after compilation: the engine, the uses and the documents read
the compiled rules' kinds (ints, bools, enums, tables), never the file's words.

The words are every value a rule's spec field allows (its Literal values), and the penalty
spellings; a comparison is `==`, `!=`, `in`, `not in` with such a word as a literal, or a
`case "word":`. The catalogue (where the words are read and compiled) and the source layer
are the only places that may compare them.
"""

from __future__ import annotations

import ast
import types
import typing
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest
from pydantic import BaseModel

from sueca_rules.spec import ALL_RANKS, INFRACTIONS, TEXT_LANGUAGES, SourceDoc, VariantSpec

PACKAGE = Path(__file__).resolve().parent.parent / "sueca_rules"
AFTER_COMPILATION = ("engine", "play", "conformance", "records", "docs")
SPELLINGS = {"hand", "games", "bandeira", "match", "lose", "play-on", "ends-hand", "ends-match",
             "bonus", "times", "cumulative", "not-cumulative", "nobody-scores", "void"}
# Words that name other things as well (a bot, a terminal command, a count of points, a side of
# a message; `us`/`them`, the terminal's `declare NAME us|them`): a comparison with one of them
# is not taken for a rule's.
COMMON = {"points", "tricks", "random", "first", "last", "all", "any", "none", "next", "left",
          "right", "us", "them",
          # a record's action and a case's key (`["redeal", 2]`, `["bid", 1, 65]`, `winner:`), a
          # deal: words of the stock (`first winner`), the deal (`trump bid`) and the auction
          # (`all-pass redeal`, `leads deal`) as well
          "redeal", "winner", "deal", "bid"}


def _literals(annotation: Any, seen: set[type], out: set[str]) -> None:
    origin = get_origin(annotation)
    if origin is Literal:
        out.update(a for a in get_args(annotation) if isinstance(a, str))
    elif origin in (typing.Union, types.UnionType, list, dict, tuple):
        for arg in get_args(annotation):
            _literals(arg, seen, out)
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel) and annotation not in seen:
        seen.add(annotation)
        if annotation is SourceDoc:  # the kind of a source document is not a rule
            return
        for field in annotation.model_fields.values():
            _literals(field.annotation, seen, out)


def rule_words() -> set[str]:
    found: set[str] = set()
    _literals(VariantSpec, set(), found)
    # card ranks, languages and infraction names are names, not kinds of rule
    return (found | SPELLINGS) - set(ALL_RANKS) - set(TEXT_LANGUAGES) - set(INFRACTIONS) - COMMON


WORDS = rule_words()


def _words_in(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value in WORDS else []
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [w for item in node.elts for w in _words_in(item)]
    return []


def comparisons(path: Path) -> list[str]:
    """`path:line: word` for every comparison of a rule word in one module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        words: list[str] = []
        if isinstance(node, ast.Compare):
            for operand in (node.left, *node.comparators):
                words += _words_in(operand)
        elif isinstance(node, ast.MatchValue):
            words += _words_in(node.value)
        found += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {w!r}" for w in words]
    return found


def test_the_words_are_the_rules_own() -> None:
    assert {"cut-unused", "table", "during-play", "all-hand", "last-trick", "must-trump",
            "play-on", "match"} <= WORDS
    assert "talking" not in WORDS and "A" not in WORDS


@pytest.mark.parametrize("area", AFTER_COMPILATION)
def test_no_rule_word_is_compared_after_compilation(area: str) -> None:
    modules = sorted((PACKAGE / area).rglob("*.py"))
    found = [hit for module in modules for hit in comparisons(module)]
    assert not found, "compare the compiled rules' kinds, not the file's words:\n" + "\n".join(found)


def test_the_check_finds_a_comparison(tmp_path: Path) -> None:
    """The scan is not blind: each form of comparison it looks for is found."""
    module = tmp_path / "m.py"
    module.write_text('a == "cut-unused"\nb in ("x", "table")\nmatch c:\n    case "all-hand":\n'
                      '        pass\nd != "x"\n', encoding="utf-8")
    found = [hit.split(": ")[1] for hit in comparisons_at(module)]
    assert found == ["'cut-unused'", "'table'", "'all-hand'"]


def comparisons_at(path: Path) -> list[str]:
    """:func:`comparisons` for a module outside the package."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        words: list[str] = []
        if isinstance(node, ast.Compare):
            for operand in (node.left, *node.comparators):
                words += _words_in(operand)
        elif isinstance(node, ast.MatchValue):
            words += _words_in(node.value)
        found += [f"{node.lineno}: {w!r}" for w in words]
    return found
