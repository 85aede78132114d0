"""Rules and matches copy and pickle: Rules (immutable) is its own copy and pickles back
equal and working; a Match copied or unpickled mid-hand plays on by itself, and the same moves
give it the same record as the original."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable

import pytest

from sueca_rules import load_rules
from sueca_rules.engine import Match
from sueca_rules.engine.autoplay import play_randomly, random_match

from ..conftest import BUNDLED

COPIES: dict[str, Callable[[Match], Match]] = {
    "deepcopy": copy.deepcopy,
    "pickle": lambda match: pickle.loads(pickle.dumps(match)),
}


def play_on(match: Match, seed: int) -> None:
    """Finish the hand in play, then the match, with seeded random choices."""
    chooser = random.Random(seed)
    hand = match.hand
    while hand is not None and not hand.finished and not match.over:
        match.play(chooser.choice(hand.legal_cards()))
    play_randomly(match, chooser, 0.05, 10_000)


@pytest.mark.parametrize("variant", BUNDLED)
def test_rules_pickle_back_equal_and_working(variant: str) -> None:
    rules = load_rules(variant)
    back = pickle.loads(pickle.dumps(rules))
    assert back == rules and back is not rules
    assert copy.deepcopy(rules) is rules and copy.copy(rules) is rules  # immutable: shared
    assert random_match(back, 12).record() == random_match(rules, 12).record()


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize("variant", ["portugal", "brazil", "azores"])
def test_a_copied_match_plays_on_by_itself_and_alike(variant: str, how: str) -> None:
    match = Match(load_rules(variant), 5)
    hand = match.deal()
    for _ in range(6):
        match.play(hand.legal_cards()[0])
    before = match.record()
    twin = COPIES[how](match)
    assert twin.record() == before and twin.hand is not match.hand
    play_on(twin, 3)  # the copy plays to its end ...
    assert match.record() == before  # ... and the original has not moved
    assert twin.hand is not None and twin.hand.tricks  # its hands are its own:
    play_on(match, 3)  # the same moves, the same record
    assert twin.over and match.record() == twin.record()


def test_a_copied_hand_plays_through_its_own_match() -> None:
    match = Match(load_rules("portugal"), 9)
    match.deal()
    twin = copy.deepcopy(match)
    assert twin.hand is not None
    twin.hand.play(twin.hand.legal_cards()[0])  # hand.play is match.play: recorded in the twin
    assert len(twin.entries[-1].actions) == 1 and not match.entries[-1].actions
