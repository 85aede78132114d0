"""The YAML form: plain data with positions; hostile documents refused, located and fast."""

from __future__ import annotations

import pytest

from sueca_rules.errors import SyntaxProblem
from sueca_rules.source.text import SourceText, decode
from sueca_rules.source.yaml_form import load_yaml


def refused(text: str) -> str:
    with pytest.raises(SyntaxProblem) as info:
        load_yaml(SourceText("t.yaml", text))
    return info.value.problems[0].render().splitlines()[0]


def test_plain_data_with_positions() -> None:
    located = load_yaml(SourceText("t.yaml", "variant: x\ndeck:\n  ranks: [A, '7']\n"))
    assert located.data == {"variant": "x", "deck": {"ranks": ["A", "7"]}}
    assert (located.where(("deck", "ranks", 1)).line,
            located.where(("deck", "ranks", 1)).column) == (3, 14)
    assert located.where(("deck", "[key]")).line == 2
    assert located.where(("deck",)).line == 3  # a mapping value starts at its first key


BILLION_LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (BILLION_LAUGHS, "t.yaml:1:4: error: anchors (&name) are not allowed"),
        ("a: !!python/object/apply:os.system ['true']\n", "t.yaml:1:4: error: the tag "
         "'tag:yaml.org,2002:python/object/apply:os.system' is not allowed"),
        ("a: !!python/name:os.system\n", "t.yaml:1:4: error: the tag"),
        ("a: 1\nb: 2\na: 3\n", "t.yaml:3:1: error: the key 'a' is given twice"),
        ("[" * 5000 + "]" * 5000, "t.yaml:1:1001: error: nesting deeper than 32 levels"),
        ("[" * 40 + "]" * 40, "t.yaml:1:33: error: nesting deeper than 32 levels"),
        ("a: b: c\n", "t.yaml:1:5: error: YAML syntax: mapping values are not allowed"),
        ("a: [1, 2\n", "t.yaml:2:1: error: YAML syntax"),
        ("- 1\n- 2\n", "t.yaml:1:1: error: the file must be a YAML mapping"),
        ("? [a, b]\n: c\n", "t.yaml:1:3: error: mapping keys must be plain names"),
        ("--- 1\n--- 2\n", "t.yaml:2:1: error: YAML syntax"),
    ],
)
def test_hostile_or_broken_yaml(text: str, expected: str) -> None:
    assert refused(text).startswith(expected)


def test_alias_alone_is_refused() -> None:
    assert "aliases" in refused("a: 1\nb: *x\n") or "anchor" in refused("a: 1\nb: *x\n")


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b"", "t:1:1: error: the file is empty"),
        (b"  \n\n", "t:1:1: error: the file is empty"),
        (b"variant x\n\x00\x01\x02", "t:2:1: error: this is a binary file"),
        (b"variant x\n\xff\xfe\xfa", "t:2:1: error: the file is not UTF-8 text"),
        (b"#" * (9 << 20), "t:1:1: error: file is too large (9.4 MB)"),
    ],
)
def test_bytes_refused_before_parsing(raw: bytes, expected: str) -> None:
    with pytest.raises(SyntaxProblem) as info:
        decode("t", raw)
    assert info.value.problems[0].render().startswith(expected)


@pytest.mark.parametrize(("text", "line", "column"), [
    ("variant: t\nextends: portugal\nmatch:\n\ttarget: 4\n", 4, 1),     # a tab indenting a key
    ("variant: t\nextends: portugal\n\t\n", 3, 1),                     # a tab-only line at the end
    ("variant: t\nextends: portugal\nmatch:\n  target: 4\n\t\n", 5, 1),
    ("variant: t\nextends: portugal\nmatch:\n  target: 4\n \tx: 1\n", 5, 2),  # after a space
])
def test_a_tab_in_the_indentation_says_to_indent_with_spaces(text: str, line: int, column: int) -> None:
    from sueca_rules.errors import SyntaxProblem
    from sueca_rules.source.text import SourceText
    from sueca_rules.source.yaml_form import load_yaml
    with pytest.raises(SyntaxProblem) as info:
        load_yaml(SourceText("f.yaml", text))
    (problem,) = info.value.problems
    assert (problem.location.line, problem.location.column) == (line, column)
    assert problem.message == "YAML indents with spaces, not tabs — replace the tab with spaces"
