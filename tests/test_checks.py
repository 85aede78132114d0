"""Schema errors and every semantic check, each reported at the line of the offending rule."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.checks import deck_total, validate
from sueca_rules.source.resolve import resolve

from .conftest import problems_of

Write = Callable[[str, str], Path]


def child(write: Write, body: str, name: str = "house.sueca", parent: str = "portugal") -> str:
    return str(write(name, f"variant house extends {parent}\n{body}"))


def first_problem(write: Write, body: str, parent: str = "portugal") -> str:
    path = child(write, body, parent=parent)
    (line, *_) = problems_of(lambda: validate(path))
    return line.split("house.sueca:", 1)[1]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("deck {\n  ranks A 7 K J Q 6 5 4 3 3\n}\n",
         "3:27: error: rank 3 is listed twice in 'ranks'"),
        ("deck {\n  ranks A 7 K J Q 6 5 4 3 2\n  removed 8 9 10 2\n}\n",
         "4:18: error: rank 2 is both in the deck and removed"),
        ("deck {\n  ranks A 7 K J Q 6 5 4 3\n  removed 8 9\n}\n",
         "4:11: error: the 52-card deck's rank(s) 10 2 are neither played nor removed"),
        ("deck {\n  ranks A 7 K J Q 6 5 4 3\n  removed 8 9 10 2\n}\n",
         "3:9: error: deal standard: packets of 10 do not make a hand of 9 (the deck's 36 cards "
         "shared among 4)"),
        ("table {\n  players 2\n  sides each\n  hand 21\n}\n",
         "5:8: error: 2 players × 21 cards is 42, but the deck has 40 — deal at most 20 each"),
        ("table {\n  players 3\n  sides each\n}\n",
         "3:11: error: the deck's 40 cards do not share out among 3 players"),
        ("deck {\n  points A=11 7=10 K=4 J=3 Q=2 8=1\n}\n",
         "3:32: error: rank 8 has points but is not in the deck"),
        ("deck {\n  points A=11 7=10 K=4 J=3 Q=-2\n}\n", "3:30: error: unexpected character"),
        ("deck {\n  points A=11 7=10 K=4 J=3 Q=1 6=0\n}\n",
         "3:10: error: the card points total 116, not 120 — give the ranks points that total 120"),
        ("deck {\n  points A=11 7=10 K=4 J=3 Q=2 6=1\n}\n",
         "3:10: error: the card points total 124, not 120 — give the ranks points that total 120"),
        ("deck {\n  points A=0 7=0 K=0 J=0 Q=0\n}\n", "3:10: error: the cards are worth no points"),
        ("scoring {\n  61..90 -> 1\n  92..120 -> 2\n}\n",
         "4:3: error: the bands must cover 61..120 with no gap or overlap: 91 card points score "
         "nothing — start this band at 91"),
        ("scoring {\n  61..90 -> 1\n  85..120 -> 2\n}\n",
         "4:3: error: the bands must cover 61..120 with no gap or overlap: 85..90 is scored twice"),
        ("scoring {\n  60..90 -> 1\n  91..120 -> 2\n}\n", "3:3: error: the bands must cover"),
        ("scoring {\n  61..90 -> 1\n  91..110 -> 2\n}\n",
         "4:3: error: the last band must end at 120 (all the card points), not 110"),
        ("scoring {\n  90..61 -> 1\n}\n", "3:3: error: the band 90..61 runs backwards"),
        ("deal standard {\n  dealer first\n}\n",
         "3:10: error: deal standard: the trump is the last card, kept by the dealer"),
        ("deal alternative {\n  dealer last\n}\n",
         "3:10: error: deal alternative: the trump is the first card"),
        ("deck {\n  ranks A 7 K J Q 10 9 8 6 5 4 3 2\n  removed none\n}\n",
         "3:9: error: deal standard: packets of 10 do not make a hand of 13 (the deck's 52 cards "
         "shared among 4)"),
        ("deal standard none\n", "2:1: error: there is no 'standard' deal"),
        ("illegal {\n  revoke none\n}\n", "3:10: error: revokes are punished on accusation, but "
                                          "no penalty is given"),
        ("illegal {\n  handling refuse\n}\n", "3:12: error: illegal cards are refused, so nobody "
                                              "can be accused — write 'revoke none'"),
        ("illegal {\n  revoke hand 0\n}\n", "3:15: error: a penalty must be worth at least 1 game "
                                            "— write 'hand 1'"),
        ("redeal {\n  then same-dealer\n}\n", "2:1: error: a redeal rule needs 'leader-below N'"),
        ("redeal {\n  leader-below 200\n}\n", "3:16: error: 200 is more than the deck's points"),
        ("scoring {\n  bandeira points 4\n  all-points 2\n}\n",
         "4:14: error: the bandeira already counts all the points"),
        ("option direction {\n  values anticlockwise clockwise\n  default sideways\n}\n",
         "4:11: error: option direction: the default 'sideways' is not one of its values"),
        ("option direction {\n  values anticlockwise sideways\n  default anticlockwise\n}\n",
         "3:24: error: option direction: with 'sideways', 'sideways' is not allowed for "
         "'direction' — allowed: anticlockwise, clockwise"),
        ("option speed {\n  values a b\n  default a\n  sets play.speed.x\n}\n",
         "5:8: error: option 'speed' sets 'play.speed.x'"),
    ],
)
def test_semantic_and_schema_problems_are_located(write: Write, body: str, expected: str) -> None:
    assert first_problem(write, body).startswith(expected)


def test_cut_from_unused_cards_needs_unused_cards(write: Write) -> None:
    path = write("wide.sueca", "variant wide extends azores\ndeck {\n  ranks A 10 K J Q 6 5 4 3 2\n"
                 "  removed 7 8 9\n  points A=11 10=10 K=4 J=3 Q=2\n}\n")
    validate(str(path))  # valid as written
    path2 = write("none.yaml", "variant: none\nextends: azores\ndeck:\n  removed: []\n")
    lines = problems_of(lambda: validate(str(path2)))
    assert any("trump is cut from the unused cards, but the deck removes no ranks" in ln
               for ln in lines)
    assert any("are neither played nor removed" in ln for ln in lines)


def test_inherited_problem_points_into_the_parent_file(write: Write) -> None:
    write("base.sueca", "variant base extends portugal\nscoring {\n  61..90 -> 1\n  92..120 -> 2\n}\n")
    path = write("leaf.sueca", "variant leaf extends base\nmatch to 6\n")
    line, note = problems_of(lambda: validate(str(path)))
    assert "base.sueca:4:3: error: the bands must cover" in line
    assert "leaf.sueca:1:22: error: the parent 'base' does not validate on its own" in note


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("variant: x\nextends: portugal\ndirection: sideways\n",
         "x.yaml:3:12: error: 'sideways' is not allowed for 'direction' — allowed: "
         "anticlockwise, clockwise"),
        ("variant: x\nextends: portugal\ndirecton: clockwise\n",
         "x.yaml:3:1: error: unknown key 'directon' in the variant — did you mean 'direction'?"),
        ("variant: x\nextends: portugal\nmatch: {target: four}\n",
         "x.yaml:3:17: error: 'match.target' must be a whole number, not 'four'"),
        ("variant: x\nextends: portugal\ndeck: [A]\n", "x.yaml:3:7: error: 'deck' must be a mapping"),
        ("variant: x\nextends: portugal\nplay: {frist_lead: right}\n",
         "x.yaml:3:8: error: unknown key 'frist_lead' in 'play' — did you mean 'first_lead'?"),
        ("variant: x\nextends: portugal\nscoring: {tie: {outcome: voids}}\n",
         "x.yaml:3:26: error: 'voids' is not allowed for 'scoring.tie.outcome' — did you mean "
         "'void'?"),
        ("variant: x\ndirection: clockwise\n", "x.yaml:1:1: error: the variant needs 'deck'"),
        ("variant: X Y\nextends: portugal\n", "x.yaml:1:10: error: 'variant' is a name in lower-case "
         "letters, digits and '-' (like my-variant), not 'X Y'"),
    ],
)
def test_schema_problems_in_yaml(write: Write, text: str, expected: str) -> None:
    path = write("x.yaml", text)
    lines = problems_of(lambda: resolve(path))
    assert any(line.split(str(path.parent) + "/", 1)[1].startswith(expected) for line in lines), lines


def test_dsl_messages_use_dsl_names(write: Write) -> None:
    path = write("x.sueca", "variant x extends portugal\nplay {\n  first-lead behind\n}\n")
    (line,) = problems_of(lambda: resolve(path))
    # located at the wrong value, not at its key
    assert "'behind' is not allowed for 'play.first-lead'" in line and "x.sueca:3:14" in line


def test_deck_total_is_120_for_every_bundled_variant() -> None:
    from .conftest import BUNDLED

    assert {deck_total(resolve(name).spec) for name in BUNDLED} == {120}


def _messages(text: str) -> list[str]:
    from sueca_rules.checks import validate_text
    from sueca_rules.errors import ProblemsError
    from sueca_rules.source.text import SourceText
    with pytest.raises(ProblemsError) as info:
        validate_text(SourceText("p.sueca", text))
    return [p.message for p in info.value.problems]


@pytest.mark.parametrize("points", ["A=0", "2=0", "A=0 7=0"])
def test_cards_worth_no_points_are_said_once_without_the_bands(points: str) -> None:
    messages = _messages(f"variant p extends portugal\ndeck {{ points {points} }}\n")
    assert any("no points at all" in m for m in messages), messages
    assert not any("band" in m for m in messages), messages


@pytest.mark.parametrize(("points", "covered"), [("A=99", "199..396"), ("7=11 A=10 K=4 J=3 Q=3", "63..124"),
                                                 ("2=1", "3..4")])
def test_points_of_another_total_are_said_once_at_the_points(points: str, covered: str) -> None:
    """A deck may total other points than 120 (#22: totals are the deck's own), but the bands
    then have to cover them: a file that changes only the points hears that once, at the
    points, with both ways out (points that total 120, or bands from its own half plus one)."""
    messages = _messages(f"variant p extends portugal\ndeck {{ points {points} }}\n")
    assert [m for m in messages if "band" in m] == [
        m for m in messages if f"not 120 — give the ranks points that total 120 (e.g. A=11 7=10 K=4 J=3 "
        f"Q=2), or scoring bands that cover {covered}" in m], messages
    assert len([m for m in messages if "band" in m]) == 1, messages
