"""Bots: they play only legal cards from their view, and greedy follows the tips."""

from __future__ import annotations

import random

import pytest

from sueca_rules.engine import Match, view_of
from sueca_rules.engine.machine import observe
from sueca_rules.engine.view import VIEW_FIELDS
from sueca_rules.play.bots import BOTS, GreedyBot, make_bot
from sueca_rules.play.seen import SeatView

from ..conftest import BUNDLED
from ..engine.helpers import bid_through, hand_of, rules_of


@pytest.mark.parametrize("bot", BOTS)
@pytest.mark.parametrize("name", BUNDLED)
def test_bots_play_whole_hands_legally(name: str, bot: str) -> None:
    """From the engine's PlayerView (as the terminal game asks) and from the lazy SeatView."""
    rules = rules_of(name)
    match = Match(rules, seed=3)
    seats = range(rules.table.players)
    players = [make_bot(bot, rules, random.Random(seat)) for seat in seats]
    hand = match.deal()
    bid_through(match)  # at a table that bids, the auction first
    lazy = [SeatView(seat, hand) for seat in seats]
    while not hand.finished:
        view = match.view(hand.turn)
        card = players[hand.turn].choose(view if hand.tricks_won[0] % 2 else lazy[hand.turn])
        assert card in view.legal
        match.play(card)
    assert sum(hand.points) == 120 and not hand.revokes


@pytest.mark.parametrize("name", BUNDLED)
def test_the_lazy_view_says_what_the_engine_view_says(name: str) -> None:
    """One observer: the read-once view has every field of the lazy one, with its values."""
    rules = rules_of(name)
    match = Match(rules, seed=5)
    hand = match.deal()
    bid_through(match)
    seats = range(rules.table.players)
    lazy = [observe(match.state, seat) for seat in seats]
    assert all(isinstance(getattr(SeatView, f), property) for f in VIEW_FIELDS if f != "seat")
    while not hand.finished:
        for seat in seats:
            full = match.view(seat)
            assert {f: getattr(lazy[seat], f) for f in VIEW_FIELDS} == \
                {f: getattr(full, f) for f in VIEW_FIELDS}
            assert (list(full.trick_cards), full.trick_leader) == \
                (list(lazy[seat].trick_cards), lazy[seat].trick_leader)
        match.play(hand.legal[-1])


@pytest.mark.parametrize("bot", BOTS)
def test_a_bot_chooses_alike_from_either_view(bot: str) -> None:
    """The same bot, seeded alike, chooses the same card from the read-once view and from the
    lazy observer at every turn (the expert's memory of tricks and of the trump card too)."""
    rules = rules_of("mesa-brasileira")  # the trump card hidden once played; the last trick only
    match = Match(rules, seed=9)
    hand = match.deal()
    twins = [(make_bot(bot, rules, random.Random(s)), make_bot(bot, rules, random.Random(s)))
             for s in range(4)]
    while not hand.finished:
        seat = hand.turn
        one, other = twins[seat]
        card = one.choose(match.view(seat))
        assert other.choose(observe(match.state, seat)) == card
        match.play(card)


def test_greedy_gives_points_to_a_winning_partner() -> None:
    rules = rules_of("portugal")  # seat 3 leads, then 2, 1, 0; seat 0 plays last
    hand = hand_of(rules, {3: "2H", 2: "AH", 1: "5H", 0: "KH 3H QC"}, trump="S")
    for card in ("2H", "AH", "5H"):  # seat 2, seat 0's partner, wins with the Ace
        hand.play(card)
    choice = GreedyBot(rules, random.Random(0)).choose(view_of(hand, 0))
    assert rules.name(choice) == "KH"  # the partner's Ace wins: add the King's points


def test_greedy_discards_low_when_it_cannot_win() -> None:
    rules = rules_of("portugal")
    hand = hand_of(rules, {3: "AH", 2: "5H", 1: "2H", 0: "7C 3D KS"}, trump="S")
    for card in ("AH", "5H", "2H"):
        hand.play(card)
    # seat 0 has no hearts: trumping with K♠ wins 11 points (a fat trick), rather than a discard
    assert rules.name(GreedyBot(rules, random.Random(0)).choose(view_of(hand, 0))) == "KS"
    thin = hand_of(rules, {3: "5H", 2: "4H", 1: "2H", 0: "7C 3D"}, trump="S")
    for card in ("5H", "4H", "2H"):  # an opponent (seat 3) wins; nothing to gain
        thin.play(card)
    assert rules.name(GreedyBot(rules, random.Random(0)).choose(view_of(thin, 0))) == "3D"


def test_greedy_does_not_lead_a_seven_while_its_ace_is_out() -> None:
    rules = rules_of("portugal")
    hand = hand_of(rules, {3: "7H 4C 2S", 2: "AH 3C 3S", 1: "2H 5C 4S", 0: "3H 6C 5S"}, trump="D")
    choice = GreedyBot(rules, random.Random(0)).choose(view_of(hand, 3))
    assert rules.name(choice) != "7H"
