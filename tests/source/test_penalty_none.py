"""`none`, which the DSL reference's penalty table lists as "no penalty", is read wherever a
penalty is: `illegal { revoke none }` (no revoke penalty), and an infraction's `talking none` /
`infraction NAME none` (YAML `talking: null`), which is `nothing play-on`: declared,
nothing happens and play goes on.
The YAML form writes null: a DSL word there is a located error saying so."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from sueca_rules.checks import validate
from sueca_rules.loading import load_rules, new_match

from ..conftest import problems_of, run_cli

Write = Callable[[str, str], Path]
NONE = "variant house extends portugal\ninfractions {\n  talking none\n  infraction leaving none\n}\n"
NOTHING = ("variant house extends portugal\ninfractions {\n  talking nothing play-on\n"
           "  infraction leaving nothing play-on\n}\n")


def _declared(path: Path) -> str:
    match = new_match(path, seed=7)
    hand = match.deal()
    hand.play(hand.legal_cards()[0])
    match.declare(1, "talking")
    match.declare(0, "leaving")
    hand.play(hand.legal_cards()[0])  # play went on
    return json.dumps([match.record()["hands"], match.scores])


def test_an_infraction_of_no_penalty_is_read_as_nothing_in_dsl_and_yaml(write: Write) -> None:
    none, nothing = write("none.sueca", NONE), write("nothing.sueca", NOTHING)
    yaml = write("none.yaml", "variant: house\nextends: portugal\n"
                 "infractions: {talking: null, leaving: null}\n")
    for path in (none, yaml):
        validate(path)
        assert load_rules(path).illegal.infractions == load_rules(nothing).illegal.infractions
    # declared in a game, nothing happens, exactly as under `nothing`
    assert _declared(none) == _declared(nothing)


def test_fmt_prints_none_back_and_it_reads_again(write: Write) -> None:
    none = write("none.sueca", NONE)
    result = run_cli("fmt", str(none))
    assert result.returncode == 0, result.stderr
    assert "talking none" in result.stdout and "infraction leaving none" in result.stdout
    again = write("again.sueca", result.stdout)
    assert load_rules(again).illegal.infractions == load_rules(none).illegal.infractions


def test_a_dsl_word_for_no_penalty_in_yaml_says_to_write_null(write: Write) -> None:
    path = write("house.yaml", "variant: house\nextends: portugal\n"
                 "illegal: {handling: refuse, revoke: none}\ninfractions: {talking: nothing}\n")
    found = problems_of(lambda: validate(path))
    assert [f.split(": error: ")[0] for f in found] == [f"{path}:3:37", f"{path}:4:24"]
    assert all("in YAML, no penalty is null" in f for f in found), found
