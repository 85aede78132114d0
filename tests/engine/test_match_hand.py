"""A hand a match deals plays through the match: its record and its score never diverge."""

from __future__ import annotations

import json
import random

import pytest

from sueca_rules import load_rules, new_match
from sueca_rules.engine import Hand, Match
from sueca_rules.engine.match_hand import MatchHand
from sueca_rules.errors import IllegalMove
from sueca_rules.records import replay

from ..conftest import BUNDLED
from .helpers import bid_through


def _loader(variant: str, options: dict[str, str]) -> object:
    return load_rules(variant, options or None)


@pytest.mark.parametrize("name", BUNDLED)
def test_playing_on_the_hand_is_playing_through_the_match(name: str) -> None:
    """Every card played with hand.play (never match.play): the match is scored, the record
    holds every card and replays to the same result."""
    match = new_match(name, seed=11)
    chooser = random.Random(5)
    while not match.over:
        hand = match.deal()
        assert isinstance(hand, MatchHand)
        bid_through(match)  # at a table that bids, the auction first (Match.bid, Match.call)
        while not hand.finished:
            hand.play(chooser.choice(hand.legal_cards()))
        assert match.entries[-1].result is not None  # scored by the match
    record = json.loads(json.dumps(match.record()))
    assert replay(record, _loader).summary() == match.summary()  # type: ignore[arg-type]
    played = sum(1 for entry in match.entries for action in entry.actions if action[0] == "play")
    auction = ("bid", "pass", "call")
    assert played == sum(1 for entry in match.entries for action in entry.actions
                         if action[0] not in auction) >= 10


def test_a_hand_the_match_is_done_with_refuses_and_changes_nothing() -> None:
    match = Match(load_rules("portugal"), seed=2)
    first = match.deal()
    while not first.finished:
        first.play(first.legal_cards()[0])
    second = match.deal()
    before = json.dumps(match.record()), json.dumps(second.state())
    for act in (lambda: first.play(first.hands[0][0] if first.hands[0] else 0),
                lambda: first.accuse(0), lambda: first.declare(0, "talking")):
        with pytest.raises(IllegalMove, match="this hand is over"):
            act()
    assert (json.dumps(match.record()), json.dumps(second.state())) == before


def test_a_match_hand_is_not_closed_behind_the_match() -> None:
    match = new_match("portugal", seed=4)
    hand = match.deal()
    with pytest.raises(IllegalMove, match="request_redeal"):
        hand.close()
    assert not hand.finished and match.hand is hand
    hand.play(hand.legal_cards()[0])  # still in play
    assert match.record()["hands"][0]["actions"] == [["play", hand.rules.name(hand.trick[0])]]  # type: ignore[index]


def test_accusations_on_the_hand_are_the_matchs() -> None:
    rules = load_rules("portugal")  # illegal cards are accepted, and accused
    match = Match(rules, seed=8)
    hand = match.deal()
    hand.play(hand.legal_cards()[0])
    found = hand.accuse(1)
    assert match.record()["hands"][0]["actions"][-1] == ["accuse", 1]  # type: ignore[index]
    assert found.proven is False


def test_a_standalone_hand_still_plays_by_itself() -> None:
    from sueca_rules.engine import deal_cards

    rules = load_rules("portugal")
    hand = Hand(rules, deal_cards(rules, 0, list(range(40))))
    while not hand.finished:
        hand.play(hand.legal_cards()[0])
    assert sum(hand.result().points) == 120
