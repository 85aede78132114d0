"""The competition part as written: its wrong values located on the value, the words people
reach for when a tournament, a clock or a cut in packets is what they mean, and the block read
back as it was written (DSL and YAML)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sueca_rules.checks import validate
from sueca_rules.errors import ProblemsError

from ..conftest import problems_of, run_cli

Write = Callable[[str, str], Path]


def test_a_tournament_word_names_the_competition_part_not_a_key_spelt_like_it(write: Write) -> None:
    path = write("house.sueca", "variant house extends portugal\nteams 3\ntournament { x 1 }\n")
    found = problems_of(lambda: validate(path))
    assert [f.split(" — ")[0] for f in found] == [f"{path}:2:1: error: unknown setting 'teams'",
                                                  f"{path}:3:1: error: unknown block 'tournament'"]
    assert all("the language says this with a competition between teams: competition { format "
               "knockout|swiss|round-robin|winner-stays" in f for f in found)
    try:
        validate(path)
    except ProblemsError as err:
        assert [p.suggestion for p in err.problems] == [None, None]  # no fix to 'texts'


def test_a_clock_and_a_cut_in_packets_say_they_are_no_rule_of_the_game(write: Write) -> None:
    path = write("app.sueca", "variant app extends portugal\nclock { move 30 }\nplay { countdown 5 }\n"
                 "deal standard { slices 3 }\n")
    found = problems_of(lambda: validate(path))
    assert len(found) == 3
    assert "time is the table's or the app's, not a rule of the game" in found[0]
    assert "infraction leaving PENALTY" in found[1]
    assert "a cut in several packets is the deck it leaves" in found[2]


def test_wrong_competition_values_are_located_on_the_value(write: Write) -> None:
    path = write("cup.sueca", "variant cup extends portugal\ncompetition {\n  format swiss\n"
                 "  pairing seeded\n  forfeit after 15 10 0\n  substitutes until-round x\n}\n")
    found = problems_of(lambda: validate(path))
    assert [f.split(": error: ")[0] for f in found] == [f"{path}:5:20", f"{path}:6:15"]
    path = write("cup.sueca", "variant cup extends portugal\ncompetition {\n  format swiss\n"
                 "  pairing seeded\n  loser out\n}\n")
    found = problems_of(lambda: validate(path))
    assert found == [
        f"{path}:4:11: error: 'competition.pairing': a swiss competition pairs by standings or "
        "redraw, not seeded — write 'pairing standings' or leave it out",
        f"{path}:5:9: error: 'competition.loser': 'loser out' is for a winner-stays table — a "
        "knockout's loser is always out, and the other formats keep every team; remove it"]


def test_the_block_reads_back_as_written_in_both_forms(write: Write) -> None:
    text = ("variant cup extends portugal\n\ncompetition {\n  format knockout\n  pairing redraw\n"
            "  forfeit after 15 score 10 0\n  substitutes until-round 2\n  tie-breaks wins opponents\n}\n")
    path = write("cup.sueca", text)
    done = run_cli("fmt", str(path))
    assert done.returncode == 0 and done.stdout == text
    yaml_path = write("cup.yaml", "variant: cup\nextends: portugal\ncompetition:\n  format: knockout\n"
                      "  pairing: redraw\n  forfeit: {after: 15, score: [10, 0]}\n  substitutes: 2\n"
                      "  tie_breaks: [wins, opponents]\n")
    assert validate(yaml_path).spec == validate(path).spec.model_copy(update={})


def _listed_words(group: str) -> list[str]:
    """The words docs/dsl-reference.md says get the explanation of a part: those in the
    parenthesis after `group` ("a tournament", "a table's clock", "a cut in several packets")."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "dsl-reference.md").read_text(encoding="utf-8")
    paragraph = " ".join(text.split("The words it knows for each part")[1].split("\n\n")[0].split())
    listed = paragraph.split(group)[1].split("(")[1].split(")")[0]
    return [w.strip("`, .") for w in listed.split() if w.strip("`, .")]


def test_every_word_the_reference_lists_gets_its_explanation_wherever_it_is_written(write: Write) -> None:
    groups = {"For a tournament": "a competition between teams",
              "For a table's clock": "time is the table's or the app's",
              "For a cut in several packets": "a cut in several packets is the deck it leaves"}
    for group, explanation in groups.items():
        words = _listed_words(group)
        assert len(words) >= 3, (group, words)
        for word in words:
            for where in (f"{word} 3\n", f"deal standard {{ {word} 3 }}\n"):
                path = write("house.sueca", f"variant house extends portugal\n{where}")
                found = problems_of(lambda path=path: validate(path))  # type: ignore[misc]
                assert len(found) == 1 and explanation in found[0], (word, where, found)
                assert "did you mean" not in found[0], (word, where, found)


def test_a_competition_without_a_format_says_which_to_choose(write: Write) -> None:
    choose = "'competition' needs 'format' — add it: one of knockout, swiss, round-robin, winner-stays"
    dsl = write("house.sueca", "variant house extends portugal\ncompetition {\n  forfeit after 15 score 10 0\n}\n")
    yaml = write("house.yaml", "variant: house\nextends: portugal\n"
                 "competition: {forfeit: {after: 15, score: [10, 0]}}\n")
    assert problems_of(lambda: validate(dsl)) == [f"{dsl}:2:1: error: {choose}"]
    assert problems_of(lambda: validate(yaml)) == [f"{yaml}:3:14: error: {choose}"]
