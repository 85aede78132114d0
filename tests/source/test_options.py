"""Options: what they may set (rules of play, never the variant's identity), where their
problems are reported (in the user's file, on the value or `when` line at fault), and every
problem of the options in one run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.checks import validate
from tests.conftest import problems_of, run_cli

Write = Callable[[str, str], Path]


def option_file(write: Write, body: str, form: str = "sueca") -> Path:
    if form == "sueca":
        return write("o.sueca", "variant o extends portugal\n" + body)
    return write("o.yaml", "variant: o\nextends: portugal\n" + body)


@pytest.mark.parametrize("target", ["variant", "extends", "title", "description", "options",
                                    "options.a.default", "options.a.values", "texts", "sources",
                                    "language", "region", "words"])
def test_an_option_cannot_set_what_names_or_describes_the_variant(write: Write, target: str) -> None:
    path = option_file(write, f"option a {{\n  values x y\n  default x\n  sets {target}\n}}\n")
    found = problems_of(lambda: validate(path))
    top = target.split(".")[0]
    assert found == [f"{path}:5:8: error: option a: '{target}' is not a rule of play — an option sets rules "
                     f"such as direction, dealer.next or play.first-lead; the variant's {top} is the "
                     "file's own"]


def test_when_lines_cannot_rename_the_variant_either(write: Write) -> None:
    path = option_file(write, "option a {\n  values x y\n  default x\n  when y variant=y extends=brazil\n}\n")
    found = problems_of(lambda: validate(path))
    assert [f.split(": error: ")[0] for f in found] == [f"{path}:5:10", f"{path}:5:20"]
    assert all("is not a rule of play" in f for f in found)
    result = run_cli("show", str(path), "-O", "a=y", "--format", "json")
    assert result.returncode == 1 and '"brazil"' not in result.stdout


def test_in_yaml_too(write: Write) -> None:
    path = option_file(write, "options:\n  a:\n    values: [x, y]\n    default: x\n    sets: variant\n", "yaml")
    assert problems_of(lambda: validate(path)) == [
        f"{path}:7:11: error: option a: 'variant' is not a rule of play — an option sets rules such as "
        "direction, dealer.next or play.first-lead; the variant's variant is the file's own"]


def test_two_options_setting_one_rule_is_a_located_warning(write: Write) -> None:
    body = "".join(f"option {n} {{\n  values clockwise anticlockwise\n  default clockwise\n  sets direction\n}}\n"
                   for n in ("a", "b"))
    path = option_file(write, body)
    problems = validate(path).warnings
    assert [(p.severity, p.location.line, p.location.column) for p in problems] == [("warning", 10, 8)]
    assert "options 'a' (line 5) and 'b' both set 'direction': with both chosen, 'b' wins" in problems[0].message
    result = run_cli("validate", str(path))
    assert result.returncode == 0 and "warning" in result.stdout


def test_a_rule_and_a_rule_inside_it_overlap(write: Write) -> None:
    path = option_file(write, "option a {\n  values x y\n  default x\n  when y play.first-lead=left\n}\n"
                              "option b {\n  values p q\n  default p\n  when q play.first-lead=right\n}\n")
    result = run_cli("validate", str(path))
    assert "warning: options 'a' (line 5) and 'b' both set 'play.first-lead'" in result.stdout


def test_a_value_listed_twice_is_a_warning(write: Write) -> None:
    path = option_file(write, "option a {\n  values clockwise anticlockwise clockwise\n  default clockwise\n"
                              "  sets direction\n}\n")
    result = run_cli("validate", str(path))
    assert result.returncode == 0, result.stdout
    assert f"{path}:3:34: warning: option a: the value 'clockwise' is listed twice — keep one" in result.stdout


def test_a_bad_default_and_a_bad_sets_are_both_reported_with_caret(write: Write) -> None:
    path = option_file(write, "option a {\n  values clockwise anticlockwise\n  default nope\n  sets direktion\n}\n")
    result = run_cli("validate", str(path))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[:6] == [
        f"{path}:4:11: error: option a: the default 'nope' is not one of its values — allowed: "
        "anticlockwise, clockwise", "    default nope", "            ^^^^",
        f"{path}:5:8: error: option a: there is no rule 'direktion' — write a rule such as direction, "
        "dealer.next or play.first-lead — did you mean 'direction'?", "    sets direktion", "         ^^^^^^^^^"]


@pytest.mark.parametrize("body, where, word", [
    ("option a {\n  values a b\n  default a\n  sets direction\n}\n", "4:11", "'a' is not allowed for 'direction'"),
    ("option a {\n  values x y\n  default x\n  when x play=y\n}\n", "5:15", "'play' must be a mapping"),
    ("option a {\n  values x y\n  default x\n  when x deck.ranks=A\n}\n", "5:21", "'deck.ranks' must be a list"),
    ("option w {\n  values p q\n  default q\n  when q direction=zz\n}\n", "5:20", "'zz' is not allowed"),
])
def test_an_option_value_problem_is_in_the_users_file_on_the_value(write: Write, body: str, where: str,
                                                                   word: str) -> None:
    """Not in the bundled portugal.sueca, and a `when` problem on its `when` line."""
    path = option_file(write, body)
    found = problems_of(lambda: validate(path))
    assert found and all(f.startswith(f"{path}:") for f in found), found
    assert any(f.startswith(f"{path}:{where}: error:") and word in f for f in found), found


def test_problems_of_every_option_value_are_reported_even_when_a_default_is_wrong(write: Write) -> None:
    path = option_file(write, "option w {\n  values p q\n  default p\n  when q direction=zz\n}\n"
                              "option v {\n  values p q\n  default q\n  when q play.first-lead=nowhere\n}\n")
    found = problems_of(lambda: validate(path))
    assert [f.split(": error: ")[0] for f in found] == [f"{path}:5:20", f"{path}:10:26"]


def test_yaml_variant_field_of_wrong_type_is_located_in_the_users_file(write: Write) -> None:
    path = write("v.yaml", "variant: 5\nextends: portugal\n")
    found = problems_of(lambda: validate(path))
    assert found and all(f.startswith(f"{path}:1:") for f in found), found


SHAPES = {  # a rule an option cannot set to one word, and what the message offers instead
    "deck.ranks": "is a list: set a rule of one value instead",
    "play": "name a rule inside it, such as 'play.",
    "deck": "name a rule inside it, such as 'deck.",
    "match": "name a rule inside it, such as 'match.",
    "scoring.tie": "name a rule inside it, such as 'scoring.tie.",
    "redeal": "name a rule inside it, such as 'redeal.",
    "illegal.revoke": "name a rule inside it, such as 'illegal.revoke.",
    "deal.standard": "name a rule inside it, such as 'deal.standard.",
}


@pytest.mark.parametrize("rule", sorted(SHAPES))
@pytest.mark.parametrize("form", ["sets", "when"])
def test_every_value_setting_a_block_or_list_is_reported_with_what_to_write(
        write: Write, rule: str, form: str) -> None:
    body = f"  sets {rule}\n" if form == "sets" else \
        "".join(f"  when {v} {rule}={v}\n" for v in ("a", "b", "c"))
    path = option_file(write, f"option x {{\n  values a b c\n  default a\n{body}}}\n")
    found = problems_of(lambda: validate(path))
    for value in ("a", "b", "c"):
        mine = [f for f in found if f"with '{value}', '{rule}' must be a " in f]
        assert len(mine) == 1, found
        assert SHAPES[rule] in mine[0]


def test_every_value_of_an_option_is_checked_whatever_the_kind_of_problem(write: Write) -> None:
    path = option_file(write, "option x {\n  values a 0 7\n  default a\n  sets match.target\n}\n")
    found = problems_of(lambda: validate(path))
    assert any("with 'a', 'match.target' must be a whole number" in f for f in found), found
    assert any("with '0', 'match.target' must be at least 1" in f for f in found), found
    assert not any("with '7'" in f for f in found)
