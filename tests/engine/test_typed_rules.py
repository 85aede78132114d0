"""The compiled rules are typed groups: the old flat attributes still say what they said, the
rules pickle and copy, penalties compile to outcomes, and what a seat sees is one definition."""

from __future__ import annotations

import copy
import itertools
import pickle
import random
from pathlib import Path

import pytest

from sueca_rules.catalogue.compile import compile_rules
from sueca_rules.checks import validate
from sueca_rules.compiled.flat import FLAT_NAMES
from sueca_rules.compiled.outcome import EndMatch, GamePoints, Outcome, Role
from sueca_rules.engine import Hand, Match, deal_cards, shuffled, view_of
from sueca_rules.engine.penalties import Settlement, applied, award_of
from sueca_rules.play.seen import SeatView
from sueca_rules.source.resolve import resolve_text
from sueca_rules.source.text import SourceText

from ..conftest import BUNDLED
from ..loaded import load_rules
from .helpers import bid_through

HOUSE = sorted(str(p) for p in (Path(__file__).resolve().parents[2] / "variants" / "house").glob("*.sueca"))


@pytest.mark.parametrize("name", [*BUNDLED, *HOUSE])
def test_the_flat_attributes_say_what_the_file_says(name: str) -> None:
    """Read-only properties over the groups, in the words of old where they were words."""
    spec = validate(name).spec
    rules = compile_rules(spec)
    assert all(hasattr(rules, flat) for flat in FLAT_NAMES)
    assert rules.trump_shown == spec.trump.shown and rules.review == spec.play.review
    assert rules.deal_chooser == spec.dealer.chooses and rules.table_deal == spec.dealer.procedure
    assert {n: p.trump for n, p in rules.deals.items()} == {n: p.trump for n, p in spec.deal.items()}
    assert rules.must_follow is spec.play.must_follow and rules.target == spec.match.target
    assert rules.step == (1 if spec.direction == "clockwise" else -1)
    assert rules.infractions.keys() == spec.infractions.keys()
    with pytest.raises((AttributeError, TypeError)):  # frozen (a property: no setter at all)
        rules.must_follow = False  # type: ignore[misc]
    with pytest.raises(AttributeError):
        rules.play = rules.play  # type: ignore[misc]


@pytest.mark.parametrize("name", BUNDLED)
def test_rules_pickle_and_copy_and_play_alike(name: str) -> None:
    rules = load_rules(name)
    for other in (pickle.loads(pickle.dumps(rules)), copy.deepcopy(rules), copy.copy(rules)):
        assert other == rules and other.deals == rules.deals
        one, two = Match(rules, seed=11), Match(other, seed=11)
        for match in (one, two):
            while not match.over and len(match.entries) < 3:
                hand = match.deal()
                bid_through(match)
                while not hand.finished:
                    match.play(hand.legal[0])
        assert one.record() == two.record()


PENALTIES = [  # (DSL spelling, effects, ends the hand)
    ("hand 2", (GamePoints(Role.OTHERS, 2),), True),
    ("games 1 play-on", (GamePoints(Role.OTHERS, 1),), False),
    ("games 3 ends-hand", (GamePoints(Role.OTHERS, 3),), True),
    ("bandeira 4", (GamePoints(Role.OTHERS, 4), EndMatch(Role.OTHERS)), True),
    ("match", (EndMatch(Role.OTHERS),), True),
    ("lose 2", (GamePoints(Role.OFFENDERS, -2, floor=0),), True),
    ("lose 1 play-on", (GamePoints(Role.OFFENDERS, -1, floor=0),), False),
]


@pytest.mark.parametrize(("spelling", "effects", "ends"), PENALTIES)
def test_every_penalty_spelling_compiles_to_an_outcome(spelling: str, effects: tuple[object, ...],
                                                       ends: bool) -> None:
    text = f"variant t extends portugal\nillegal {{\n  revoke {spelling}\n}}\n"
    rules = compile_rules(resolve_text(SourceText("t.sueca", text)).spec)
    assert rules.illegal.revoke == Outcome(effects, ends)  # type: ignore[arg-type]


@pytest.mark.parametrize(("older", "effects"), [
    ("{wins: hand, games: 2}", (GamePoints(Role.OTHERS, 2),)),
    ("{wins: match}", (EndMatch(Role.OTHERS),))])
def test_the_first_yaml_spelling_compiles_too(older: str, effects: tuple[object, ...]) -> None:
    text = f"variant: t\nextends: portugal\nillegal:\n  revoke: {older}\n"
    rules = compile_rules(resolve_text(SourceText("t.yaml", text)).spec)
    assert rules.illegal.revoke == Outcome(effects, True)  # type: ignore[arg-type]


@pytest.mark.parametrize("offenders", [0, 1])
def test_an_accusation_binds_the_accusers_and_the_accused(offenders: int) -> None:
    """The accusers are the revoke's others, and a false accusation's offenders."""
    outcome = Outcome((GamePoints(Role.ACCUSERS, 1), GamePoints(Role.ACCUSED, -1, floor=None)))
    proven = award_of(Settlement("revoke", offenders, outcome)).game_points
    false = award_of(Settlement("false-accusation", offenders, outcome)).game_points
    assert proven[1 - offenders] == 1 and proven[offenders] == -1
    assert false[offenders] == 1 and false[1 - offenders] == -1


@pytest.mark.parametrize("offenders", [0, 1])
def test_an_outcome_names_teams_by_role(offenders: int) -> None:
    others = 1 - offenders
    outcome = Outcome((GamePoints(Role.OTHERS, 2), GamePoints(Role.OFFENDERS, -1, floor=None),
                       EndMatch(Role.OTHERS)))
    award = award_of(Settlement("revoke", offenders, outcome))
    assert award.game_points[others] == 2 and award.game_points[offenders] == -1
    assert award.ends_match and award.match_winner == others
    assert award.floors[offenders] is None and award.floors[others] == 0
    scores = applied((0, 0), award.game_points, award.floors)
    assert scores[offenders] == -1 and scores[others] == 2  # no floor: below 0
    assert applied((0, 0), award.game_points)[offenders] == 0  # the usual floor


SHOWN = ["all-hand", "until-played", "deal-only"]
REVIEW = ["none", "last-trick", "all"]


@pytest.mark.parametrize(("shown", "review"), list(itertools.product(SHOWN, REVIEW)))
def test_what_a_seat_sees_is_one_definition(shown: str, review: str) -> None:
    """The engine's PlayerView and the simulation's SeatView agree at every card, and both
    say what the rule says: the trump card on view all hand, until the dealer plays it, or
    until the first card; none, the last or every finished trick to look at again."""
    text = f"variant t extends portugal\ntrump {{ shown {shown} }}\nplay {{ review {review} }}\n"
    rules = compile_rules(resolve_text(SourceText("t.sueca", text)).spec)
    rng = random.Random(7)
    for _ in range(4):
        deck, _unused = shuffled(rules, rng)
        hand = Hand(rules, deal_cards(rules, rng.randrange(4), deck))
        lazy = [SeatView(seat, hand) for seat in range(4)]
        while True:
            played = [c for t in hand.tricks for c in t.cards] + hand.trick
            trump_gone = hand.deal.trump_card in played
            visible = {"all-hand": True, "until-played": not trump_gone, "deal-only": not played}[shown]
            kept = {"none": 0, "last-trick": 1, "all": 10}[review]
            if review == "last-trick" and hand.trick:
                kept = 0  # the last trick may be looked at only until the next card is played
            for seat in range(4):
                full = view_of(hand, seat)
                assert (full.trump_card is not None) == visible == (lazy[seat].trump_card is not None)
                assert full.past_tricks == lazy[seat].past_tricks
                assert len(full.past_tricks) == min(kept, len(hand.tricks))
                if full.past_tricks:
                    assert full.past_tricks[-1][0][1] == hand.tricks[-1].cards[0]
            if hand.finished:
                break
            hand.play(rng.choice(hand.legal))
