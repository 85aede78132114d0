"""The DSL's values as written: texts and their escapes, ASCII digits, parents given by path,
texts left open; every value that cannot be read is a located error, all of them in one run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.catalogue.spelling import quote
from sueca_rules.errors import ProblemsError, SyntaxProblem
from sueca_rules.fmt import format_dsl
from sueca_rules.source.dsl import load_dsl
from sueca_rules.source.resolve import resolve, resolve_text
from sueca_rules.source.text import SourceText

Write = Callable[[str, str], Path]


def problems(text: str) -> list[str]:
    with pytest.raises(SyntaxProblem) as info:
        load_dsl(SourceText("t.sueca", text))
    return [p.render().splitlines()[0] for p in info.value.problems]


@pytest.mark.parametrize("inside, meant", [
    (r"two\nlines", "two\nlines"), (r"a\tb", "a\tb"), (r"cr\r", "cr\r"), (r"say \"hi\"", 'say "hi"'),
    (r"back\\slash", "back\\slash"), (r"\u00e9t\u00C9", "étÉ"), (r"C:\\dir\\n", "C:\\dir\\n"),
])
def test_text_escapes_are_read(inside: str, meant: str) -> None:
    data = load_dsl(SourceText("t.sueca", f'variant x "{inside}"\n')).data
    assert data["title"] == meant


@pytest.mark.parametrize("inside, shown", [
    (r"a\qb", r"'\q'"), (r"x\u12", r"'\u12'"), (r"x\uZZZZ", r"'\uZZZZ'"), (r"a\ b", r"'\ '"),
])
def test_unknown_escapes_are_located_errors_not_dropped(inside: str, shown: str) -> None:
    """"\\q" used to become "q" silently; now it is refused at its backslash."""
    found = problems(f'variant x "{inside}"\n')
    column = len('variant x "') + inside.index("\\") + 1
    assert found == [f"t.sueca:1:{column}: error: unknown escape {shown} in a text — a text may use "
                     r'\n (a new line), \t (a tab), \r (a carriage return), \" (a quote), \\ (a '
                     r"backslash) and \uXXXX (four hex digits); write \\ for a backslash"]


@pytest.mark.parametrize("code", ["D800", "dbff", "DC00", "DFFF"])
def test_half_a_surrogate_pair_is_no_character(code: str) -> None:
    """A lone surrogate validated, then could not be written: the rulebook failed as if its
    path were wrong."""
    found = problems(f'variant x "a\\u{code}b"\n')
    assert found == [f"t.sueca:1:13: error: '\\u{code}' is half of a UTF-16 surrogate pair, not "
                     "a character — write the character itself (the file is UTF-8)"]


def test_every_unreadable_value_is_reported_in_one_run() -> None:
    found = problems('variant x "a\\qb"\nmatch to 12345678901\nwords { team "x\\z" }\n')
    assert [f.split(": error")[0] for f in found] == ["t.sueca:1:13", "t.sueca:2:10", "t.sueca:3:16"]


@pytest.mark.parametrize("title", [
    "two\nlines", 'quote " and \\ backslash', "tab\there", "cr\rlf", "ctrl\x01\x7f", "ls\u2028ps\u2029",
    "ends with \\", "\\n literally", "é ã ç ♣", "",
])
def test_any_title_prints_as_dsl_that_reads_back_identically(title: str) -> None:
    text = f"variant x extends portugal {quote(title)}\n"
    assert "\n" not in text[:-1]
    located = load_dsl(SourceText("t.sueca", text))
    assert located.data["title"] == title
    again = load_dsl(SourceText("t.sueca", format_dsl(located)))
    assert again.data["title"] == title


def test_yaml_title_with_new_line_round_trips_through_fmt(write: Write) -> None:
    from sueca_rules.cli.main import cli  # noqa: F401  (the command line is what users run)
    from tests.conftest import run_cli

    path = write("q.yaml", 'variant: q\nextends: portugal\ntitle: "one\\ntwo \\"q\\""\n'
                           "description: |\n  first line\n  second line\n")
    for args in (["fmt", str(path)], ["show", str(path), "--format", "dsl"]):
        result = run_cli(*args)
        assert result.returncode == 0, result.stderr
        spec = resolve_text(SourceText(str(path.with_suffix(".sueca")), result.stdout)).spec
        assert spec.title == 'one\ntwo "q"'
        assert spec.description == "first line\nsecond line\n"


def test_text_not_closed_is_said_at_its_opening_quote() -> None:
    assert problems('variant x extends portugal "abc\n') == [
        't.sueca:1:28: error: this text is not closed — add a closing " (a text ends on its own '
        "line; write \\n for a new line inside it)"]
    assert problems('variant x\nwords {\n  team "we\n}\n')[0].startswith("t.sueca:3:8: error: this text is not closed")


@pytest.mark.parametrize("digits, ascii_", [
    ("６", "6"), ("٦", "6"), ("१२", "12"), ("1２", "12"), ("𝟔", "6"),
])
def test_digits_other_than_0_9_are_located_errors(digits: str, ascii_: str) -> None:
    found = problems(f"variant x extends portugal\nmatch to {digits}\n")
    assert found == [f"t.sueca:2:10: error: '{digits}' is not written with the digits 0-9 — write {ascii_}"]


def test_digits_inside_pairs_and_ranges_are_refused_too() -> None:
    assert problems("variant x\ndeck { points A=１１ }\n")[0].startswith("t.sueca:2:17: error: '１１'")
    assert problems("variant x\nscoring {\n  61..９0 -> 1\n}\n")[0].startswith("t.sueca:3:7: error: '９0'")


def test_parent_given_by_relative_path_is_read(write: Write) -> None:
    """The docs say `extends` takes a name "or a relative path": both spellings work."""
    write("base.sueca", "variant base extends portugal\nmatch to 6\n")
    (write("a.txt", "").parent / "sub").mkdir()
    for header in ("extends ../base.sueca", 'extends "../base.sueca"', "extends ./../base.sueca"):
        child = write("sub/child.sueca", f"variant child {header}\n")
        resolved = resolve(child)
        assert resolved.spec.match.target == 6
        assert [layer.data["variant"] for layer in resolved.layers] == ["child", "base", "portugal"]
        printed = format_dsl(resolved.layers[0])
        assert printed.startswith("variant child extends ../base.sueca") or "./../" in printed
        assert load_dsl(SourceText(str(child), printed)).data["extends"] == resolved.layers[0].data["extends"]


def test_parent_path_with_spaces_is_quoted_when_printed(write: Write) -> None:
    (write("a.txt", "").parent / "my rules").mkdir()
    write("my rules/base.sueca", "variant base extends portugal\n")
    child = write("child.sueca", 'variant child extends "my rules/base.sueca"\n')
    located = resolve(child).layers[0]
    assert format_dsl(located).startswith('variant child extends "my rules/base.sueca"')


def test_parent_path_with_other_characters_says_to_quote_it() -> None:
    found = problems("variant x extends ~/base.sueca\n")
    assert found == ['t.sueca:1:19: error: a parent given by a path is written in quotes: '
                     'extends "~/base.sueca"']


def test_a_path_is_only_a_value_after_extends() -> None:
    with pytest.raises(ProblemsError):
        load_dsl(SourceText("t.sueca", "variant x\ndirection a/b\n"))
