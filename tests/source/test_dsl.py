"""The DSL: grammar, transformer to a located dictionary, and located syntax errors."""

from __future__ import annotations

import pytest

from sueca_rules.errors import ProblemsError, SyntaxProblem
from sueca_rules.source.dsl import load_dsl, parse_statements, parser
from sueca_rules.source.text import SourceText


def load(text: str) -> dict[str, object]:
    return load_dsl(SourceText("t.sueca", text)).data


def error(text: str) -> str:
    with pytest.raises(SyntaxProblem) as info:
        load_dsl(SourceText("t.sueca", text))
    return info.value.problems[0].render()


def test_parser_is_built_once() -> None:
    assert parser() is parser()


def test_statement_kinds() -> None:
    stmts = parse_statements(SourceText("t.sueca", 'variant x extends y "T"\nmatch to 4\n'
                                                   "scoring {\n 61..90 -> 1; tie void\n}\n"))
    header, match, scoring = stmts
    assert (header.kind, header.values[0].value, header.label.value if header.label else None) \
        == ("header", "x", "y")
    assert match.kind == "setting" and [v.value for v in match.values] == ["to", 4]
    assert scoring.kind == "block" and [s.kind for s in scoring.body or []] == ["threshold",
                                                                              "setting"]


def test_values_become_spec_fields() -> None:
    data = load('variant x "X"\nsource "doc.txt" "part"\ndirection clockwise\n'
                "deck { ranks A 7 K; points A=11 7=10 }\n"
                "deal standard {\n packet 10\n}\ndeal alternative none\n"
                "play { must-follow no }\n"
                "illegal { revoke hand 2; false-accusation match }\n"
                "scoring {\n 61..90 -> 1\n bandeira points 4 ends-match\n all-points none\n"
                " tie nobody-scores bonus 1 not-cumulative\n}\nredeal none\n"
                'words { trick "vaza" "trick" }\noption direction { values a b; default a }\n')
    assert data["title"] == "X"
    assert data["sources"] == [{"document": "doc.txt", "section": "part"}]
    assert data["deck"] == {"ranks": ["A", "7", "K"], "points": {"A": 11, "7": 10}}
    assert data["deal"] == {"standard": {"packet": 10}, "alternative": None}
    assert data["play"] == {"must_follow": False}
    assert data["illegal"] == {"revoke": {"award": "games", "games": 2},
                               "false_accusation": {"award": "match", "games": 0}}
    assert data["scoring"] == {
        "hands": [{"min": 61, "max": 90, "games": 1}],
        "bandeira": {"by": "points", "games": 4, "ends_match": True},
        "all_points": None,
        "tie": {"outcome": "nobody-scores", "bonus": 1, "times": 1, "cumulative": False},
    }
    assert data["redeal"] is None
    assert data["words"] == {"trick": {"pt": "vaza", "en": "trick"}}
    assert data["options"] == {"direction": {"values": ["a", "b"], "default": "a"}}


def test_positions_point_at_each_value() -> None:
    located = load_dsl(SourceText("t.sueca", "variant x\ndeck {\n  ranks A 7 K\n"
                                             "  points A=11 7=10\n}\n"))
    assert (located.where(("deck", "ranks", 2)).line, located.where(("deck", "ranks", 2)).column) \
        == (3, 13)
    assert located.where(("deck", "points", "7")).column == 15
    assert located.where(("deck", "nothing", "here")).line == 2  # nearest written ancestor


def test_comments_and_semicolons() -> None:
    data = load("# top\nvariant x # named\n\n# about the deck\ndeck { ranks A; removed 9 }\n")
    assert data["deck"] == {"ranks": ["A"], "removed": ["9"]}


def test_escaped_quotes_in_text() -> None:
    assert load('variant x "say \\"bandeira\\""\n')["title"] == 'say "bandeira"'


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("variant x\ndeck {\n  ranks A\n",
         "t.sueca:3:10: error: the file ends inside the block 'deck' opened at line 2"),
        ("variant x\ndeck {\n  play { }\n}\n", "t.sueca:3:8: error: blocks do not nest"),
        ("variant x\ndirection @\n", "t.sueca:2:11: error: unexpected character '@'"),
        ("varaint x\n", "t.sueca:1:1: error: a variant file starts with 'variant NAME', not "
                        "'varaint' — did you mean 'variant'?"),
        ("variant x\ndirectoin clockwise\n",
         "t.sueca:2:1: error: unknown setting 'directoin' — did you mean 'direction'?"),
        ("variant x\ndeck { rnaks A }\n",
         "t.sueca:2:8: error: unknown setting 'rnaks' in 'deck' — did you mean 'ranks'?"),
        ("variant x\ndek { ranks A }\n",
         "t.sueca:2:1: error: unknown block 'dek' — did you mean 'deck'?"),
        ("variant x\ndeck { ranks A; ranks K }\n",
         "t.sueca:2:17: error: 'ranks' is set twice (first at line 2) — keep one"),
        ("variant x\ndeck { }\ndeck { }\n", "t.sueca:3:1: error: 'deck' is written twice"),
        ("variant x\ndeck { points A=11 A=10 }\n", "t.sueca:2:20: error: 'A' is given twice"),
        ("variant x\ndeck { points A }\n", "t.sueca:2:15: error: 'points' takes pairs like A=11"),
        ("variant x\nplay { must-follow maybe }\n", "t.sueca:2:20: error: 'must-follow' takes "
                                                    "yes or no"),
        ("variant x\nmatch 4\n", "t.sueca:2:7: error: expected 'to' — write 'match to N'"),
        ("variant x\ndeal { packet 1 }\n", "t.sueca:2:1: error: 'deal' blocks need a name"),
        ("variant x\ndeck standard { }\n", "t.sueca:2:6: error: 'deck' blocks take no name"),
        ("variant x\n61..90 -> 1\n", "t.sueca:2:1: error: a points range -> games line belongs "
                                     "in a 'scoring' block"),
        ("variant x\nplay { 61..90 -> 1 }\n", "t.sueca:2:8: error: a points range -> games line"),
        ("variant x\nscoring { tie void bonus }\n", "t.sueca:2:20: error: 'bonus' needs a number after it"),
        ("variant x\nillegal { revoke hand }\n", "t.sueca:2:18: error: 'hand' needs a number of games after it"),
        ("variant x\nillegal { revoke hnad 2 }\n",
         "t.sueca:2:18: error: 'hnad' is not a penalty — did you mean 'hand'?"),
        ("variant x\ninfractions { talking games 1 lpay-on }\n",
         "t.sueca:2:31: error: unexpected 'lpay-on' after the penalty — did you mean 'play-on'?"),
        ("variant x\ntitle Sueca\n", "t.sueca:2:7: error: 'title' takes a quoted text"),
        ("variant x\nredeal yes\n", "t.sueca:2:1: error: write 'redeal none'"),
        ("variant x\ndeck\n", "t.sueca:2:1: error: unknown setting 'deck' — 'deck' is a block"),
    ],
)
def test_located_errors(text: str, expected: str) -> None:
    assert error(text).startswith(expected)


def test_error_shows_line_and_caret() -> None:
    rendered = error("variant x\ndeck { rnaks A }\n")
    assert rendered.splitlines()[1:] == ["  deck { rnaks A }", "         ^^^^^"]


def test_every_problem_of_a_file_in_one_run() -> None:
    text = ("variant x\ndirection @\nmatch to x\ndeck { rnaks A }\n"
            "scoring { tie void bonus }\nmatch 9\nplay { frist-lead left }\n")
    with pytest.raises(SyntaxProblem) as info:
        load_dsl(SourceText("t.sueca", text))
    lines = [p.render().splitlines()[0] for p in info.value.problems]
    assert [line.split(": error")[0] for line in lines] == [
        "t.sueca:2:11", "t.sueca:3:10", "t.sueca:4:8", "t.sueca:5:20", "t.sueca:6:7", "t.sueca:7:8"]
    assert "did you mean 'ranks'?" in lines[2] and "did you mean 'first-lead'?" in lines[5]


def test_the_caret_sits_on_the_wrong_value() -> None:
    from sueca_rules.source.resolve import resolve_text

    text = "variant x extends portugal\nplay {\n  first-lead   behind\n}\n"
    with pytest.raises(ProblemsError) as info:
        resolve_text(SourceText("t.sueca", text))
    rendered = info.value.problems[0].render().splitlines()
    assert rendered[0].startswith("t.sueca:3:16: error: 'behind' is not allowed")
    assert "allowed: cutter, dealer, left, next, partner, right, shuffler" in rendered[0]
    assert rendered[2] == "  " + " " * 15 + "^^^^^^"


def test_cards_are_never_suggested_for_other_cards() -> None:
    from sueca_rules.source.resolve import resolve_text

    text = "variant x extends portugal\ndeck {\n  ranks A 7 K J Q 6 5 4 3 12\n}\n"
    with pytest.raises(ProblemsError) as info:
        resolve_text(SourceText("t.sueca", text))
    message = info.value.problems[0].message
    assert "'12' is not allowed" in message and "did you mean" not in message
    assert "allowed: 10, 2, 3, 4, 5, 6, 7, 8, 9, A, J, K, Q" in message


def test_unread_statements_and_wrong_values_are_reported_together() -> None:
    """A typo in a key and a wrong value elsewhere in the file: both in the same run."""
    from sueca_rules.source.resolve import resolve_text

    text = ("variant x extends portugal\nillegal {\n  revoke hnad 2\n}\nmach to 6\n"
            "scoring {\n  tie viod\n}\nmatch to 0\n")
    with pytest.raises(ProblemsError) as info:
        resolve_text(SourceText("t.sueca", text))
    lines = [p.render().splitlines()[0] for p in info.value.problems]
    assert [line.split(": error")[0] for line in lines] == ["t.sueca:3:10", "t.sueca:5:1", "t.sueca:7:7",
                                                              "t.sueca:9:10"]
    assert "did you mean 'void'?" in lines[2] and "must be at least 1, not 0" in lines[3]


def test_no_knock_on_problem_from_a_statement_that_was_not_read() -> None:
    """An option whose `default` is misspelt: one problem, not also "the default is missing"."""
    from sueca_rules.source.resolve import resolve_text

    text = ("variant x extends portugal\noption style {\n  values pt br\n  defualt pt\n"
            "  when br direction=clockwise\n}\n")
    with pytest.raises(ProblemsError) as info:
        resolve_text(SourceText("t.sueca", text))
    (only,) = [p.render().splitlines()[0] for p in info.value.problems]
    assert only.startswith("t.sueca:4:3: error: unknown setting 'defualt'") and "did you mean 'default'?" in only
