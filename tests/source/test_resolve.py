"""Resolving a file reports every problem it has in one run, capped per file, quickly, in the
file's own words."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.errors import ProblemsError
from sueca_rules.source.text import MAX_PROBLEMS
from tests.conftest import problems_of, run_cli

Write = Callable[[str, str], Path]


def test_unknown_parent_wrong_value_and_unknown_setting_all_reported(write: Write) -> None:
    path = write("a.sueca", "variant x extends portugl\nmatch to 0\nplay {\n  frist-lead left\n}\n")
    found = problems_of(lambda: validate(path))
    assert [f.split(": error: ")[0] for f in found] == [f"{path}:1:19", f"{path}:2:10", f"{path}:4:3"]


def test_points_total_is_checked_next_to_other_wrong_values(write: Write) -> None:
    path = write("a.sueca", "variant x extends portugal\nmatch to 0\ndirection sideways\n"
                            "deck {\n  points A=99\n}\n")
    found = problems_of(lambda: validate(path))
    assert [f.split(": error: ")[0] for f in found] == [f"{path}:2:10", f"{path}:3:11", f"{path}:5:10"]
    assert "the bands must cover 199..396" in found[2]  # the deck's own total, where it is written


def test_diff_reports_both_files_problems(write: Write) -> None:
    one = write("one.sueca", "variant one extends portugal\nmatch to 0\n")
    two = write("two.yaml", "variant: two\nextends: portugal\ndirection: sideways\n")
    result = run_cli("diff", str(one), str(two))
    assert result.returncode == 1
    assert f"{one}:2:10: error:" in result.stdout + result.stderr
    assert f"{two}:3:12: error:" in result.stdout + result.stderr


def _many(kind: str) -> str:
    if kind == "unknown settings":
        return "variant p extends portugal\n" + "".join(f"zzz{i} 1\n" for i in range(20000))
    if kind == "repeated statement":
        return "variant p extends portugal\n" + "match to 6\n" * 23000
    if kind == "unknown yaml keys":
        return "variant: p\nextends: portugal\n" + "".join(f"zzz{i}: 1\n" for i in range(20000))
    if kind == "wide option":
        values = " ".join(f"v{i}" for i in range(3000))
        whens = "".join(f"  when v{i} direction={'clockwise' if i % 2 else 'anticlockwise'}\n"
                        for i in range(3000))
        return f"variant p extends portugal\noption a {{\n  values {values}\n  default v0\n{whens}}}\n"
    values = " ".join(f"v{i}" for i in range(3000))
    return f"variant p extends portugal\noption a {{\n  values {values}\n  default v0\n  sets direction\n}}\n"


@pytest.mark.parametrize("kind, ok", [("unknown settings", False), ("repeated statement", False),
                                      ("unknown yaml keys", False), ("wide option", True),
                                      ("wide option, each value wrong", False)])
def test_big_files_under_the_size_cap_are_read_and_problems_are_capped(write: Write, kind: str,
                                                                       ok: bool) -> None:
    path = write("p.yaml" if "yaml" in kind else "p.sueca", _many(kind))
    # (how fast: `sueca-rules bench` times validating such files against a small one)
    try:
        validate(path)
        problems = []
    except ProblemsError as err:
        problems = err.problems
    assert (not problems) == ok
    if not ok:
        assert len(problems) == MAX_PROBLEMS
        last = problems[-1]
        assert last.severity == "info" and last.message.startswith("more problems follow: ")
        assert f"fix these {MAX_PROBLEMS - 1} first" in last.message


def test_the_command_line_prints_a_capped_list(write: Write) -> None:
    path = write("p.sueca", _many("repeated statement"))
    result = run_cli("validate", str(path))
    assert result.returncode == 1
    assert len(result.stdout.splitlines()) <= 3 * MAX_PROBLEMS + 1
    assert "more problems follow: 22950 more in this file" in result.stdout


@pytest.mark.parametrize("body, expected", [
    ("deck:\n  ranks: [A, 10, K, J, Q, 7, 6, 5, 4, 3, 2]\n",
     "4:14: error: 10 is read as a number here, not as the word '10' — write it in quotes: '10'"),
    ("play:\n  review: off\n",
     "4:11: error: 'off' is read as false here (YAML reads yes, no, on, off, true and false as "
     "true/false), which is not allowed for 'play.review' — allowed: all, last-trick, none"),
    ("play:\n  review: last-trik\n",
     "4:11: error: 'last-trik' is not allowed for 'play.review' — did you mean 'last-trick'? "
     "(allowed: all, last-trick, none)"),
    ("match:\n  target: 1001\n", "4:11: error: 'match.target' must be at most 1000, not 1001"),
])
def test_yaml_value_messages_are_in_the_files_words(write: Write, body: str, expected: str) -> None:
    path = write("m.yaml", "variant: m\nextends: portugal\n" + body)
    found = problems_of(lambda: validate(path))
    assert found[0] == f"{path}:{expected}"
    assert not any("Input should" in f or "List should" in f or "False is not" in f for f in found)


def test_yaml_six_and_sexagesimal_keep_validating(write: Write) -> None:
    """Files that validate today keep validating: "6" is 6 and 1:30 is YAML 1.1's 90."""
    path = write("k.yaml", 'variant: k\nextends: portugal\nmatch:\n  target: "6"\n')
    assert validate(path).spec.match.target == 6
    path = write("k.yaml", "variant: k\nextends: portugal\nmatch:\n  target: 1:30\n")
    assert validate(path).spec.match.target == 90


def test_three_thousand_options_are_checked_and_their_warnings_capped(write: Write) -> None:
    body = "".join(f"option o{i} {{\n  values a b\n  default a\n  when b direction=clockwise\n}}\n"
                   for i in range(3000))
    path = write("many.sueca", "variant many extends portugal\n" + body)
    resolved = validate(path)
    assert len(resolved.warnings) == MAX_PROBLEMS
    assert resolved.warnings[-1].message.startswith("more problems follow: 2950 more")


@pytest.mark.parametrize(("name", "text"), [
    ("d.sueca", "variant d extends portugal\ndeal tsandard { rotation with-play }\n"),
    ("d.yaml", "variant: d\nextends: portugal\ndeal:\n  tsandard: {rotation: with-play}\n"),
])
def test_a_block_lacking_several_keys_is_one_problem_and_a_misspelt_deal_is_named(
        write: Write, name: str, text: str) -> None:
    found = problems_of(lambda: validate(write(name, text)))
    assert len(found) == 1, found
    assert ("'deal.tsandard' is a new deal, which needs 'shuffles', 'cuts', 'packet', 'dealer' "
            "and 'trump' — did you mean the deal 'standard'?") in found[0]


def test_a_new_deal_far_from_any_other_lists_what_it_lacks(write: Write) -> None:
    found = problems_of(lambda: validate(write("q.sueca", "variant q extends portugal\n"
                                                           "deal quick { rotation with-play }\n")))
    assert found == [f"{found[0].split(': error: ')[0]}: error: 'deal.quick' needs 'shuffles', "
                     "'cuts', 'packet', 'dealer' and 'trump' — add them"]
