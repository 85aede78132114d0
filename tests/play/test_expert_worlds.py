"""The worlds the search expert deals are consistent with everything its seat has seen: its own
cards, how many cards each other seat holds, the suits a seat has shown it lacks, the turned-up
trump card in the hands of the seat that took it, the cards played; and the same seed deals the
same worlds."""

from __future__ import annotations

import random

import pytest

from sueca_rules.engine import Match
from sueca_rules.kernel import native
from sueca_rules.play.greedy import GreedyBot
from sueca_rules.play.search import SearchExpert

from ..loaded import load_rules

needs_kernel = pytest.mark.skipif(native.KERNEL is None, reason=native.MISSING)
ALL = (1 << 40) - 1


def _suit(suit: int) -> int:
    return 1023 << (10 * suit)


def _voids(tricks: list[tuple[int, tuple[int, ...]]], step: int) -> dict[int, int]:
    """The suits each seat has shown it lacks, as card masks: a seat that did not follow the
    suit led (portugal obliges to follow, nothing more)."""
    voids = {seat: 0 for seat in range(4)}
    for leader, cards in tricks:
        for i, card in enumerate(cards[1:], 1):
            if card // 10 != cards[0] // 10:
                voids[(leader + step * i) % 4] |= _suit(cards[0] // 10)
    return voids


@needs_kernel
@pytest.mark.parametrize("seed", range(6))
def test_every_world_respects_what_the_seat_has_seen(seed: int) -> None:
    rules = load_rules("portugal")
    match = Match(rules, seed)
    hand = match.deal(next(iter(rules.deals)))
    greedy = GreedyBot(rules, random.Random(seed))
    expert = SearchExpert(rules, random.Random(seed))
    trump_card, holder = match.view(0).trump_dealt or (-1, -1)
    voided = checked = 0
    while not hand.finished:
        seat = hand.turn
        view = match.view(seat)
        tricks = [(leader, cards) for leader, cards, _winner, _points in hand.tricks]
        if hand.trick:
            leader = hand.leader
            tricks.append((leader, tuple(hand.trick)))
        voids = _voids(tricks, rules.step)
        played = sum(1 << c for c in hand.moves)
        worlds = expert.sample_worlds(view, 24, seed)
        assert len(worlds) == 24
        for world in worlds:
            assert world[seat] == hand.masks[seat]  # its own cards, as they are
            assert sum(world) == ALL & ~played  # every card not played, once
            assert world[0] | world[1] | world[2] | world[3] == ALL & ~played
            for other in range(4):
                assert bin(world[other]).count("1") == bin(hand.masks[other]).count("1")
                assert not world[other] & voids[other], (other, voids[other])
                voided += bool(voids[other]) and other != seat
            if not played >> trump_card & 1:
                assert world[holder] >> trump_card & 1  # everyone saw who took it
        checked += 1
        match.play(greedy.choose(view))
    assert checked == 40 and voided  # a void was shown and respected


@needs_kernel
def test_the_same_seed_deals_the_same_worlds_and_another_seed_others() -> None:
    rules = load_rules("portugal")
    match = Match(rules, 3)
    hand = match.deal(next(iter(rules.deals)))
    for _ in range(9):
        match.play(hand.legal[0])
    expert = SearchExpert(rules, random.Random(1))
    view = match.view(hand.turn)
    assert expert.sample_worlds(view, 16, 5) == expert.sample_worlds(view, 16, 5)
    assert expert.sample_worlds(view, 16, 5) != expert.sample_worlds(view, 16, 6)
