"""Properties over random seeds, for every bundled variant."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from sueca_rules.engine import Match
from sueca_rules.engine.autoplay import random_match
from sueca_rules.errors import IllegalMove
from sueca_rules.records import replay

from ..conftest import BUNDLED
from ..loaded import load_rules
from .helpers import bid_through, rules_of

seeds = st.integers(min_value=0, max_value=2**32)
variants = st.sampled_from(BUNDLED)


@settings(max_examples=60, deadline=None)
@given(variants, seeds)
def test_a_dealt_hand_is_sound(name: str, seed: int) -> None:
    rules = rules_of(name)
    match = Match(rules, seed)
    procedure = random.Random(seed).choice(list(rules.deals))
    hand = match.deal(procedure)
    deal = hand.deal
    players = rules.table.players
    assert sorted([*(c for h in deal.hands for c in h), *deal.stock, *deal.aside]) == list(rules.deck.cards)
    assert [len(h) for h in deal.hands] == [rules.deals.hand_size] * players
    plan = rules.deals[procedure]
    if plan.trump == "cut-unused":
        assert deal.trump_card is None and deal.cut and deal.cut[0] in rules.unused_names
    elif plan.trump == "bid":  # named by the auction's winner: no card turned
        assert deal.trump_card is None and deal.trump_holder is None
    elif plan.trump == "stock-bottom":  # turned under the stock, drawn last: nobody's yet
        assert deal.trump_card == deal.stock[-1] and deal.trump_holder is None
        assert deal.trump == deal.trump_card // rules.deck.per_suit
    else:
        assert deal.trump_card in deal.hands[deal.dealer]
        assert deal.trump_card == (deal.deck[-1] if plan.trump == "last-card" else deal.deck[0])
        assert deal.trump == deal.trump_card // rules.deck.per_suit
    assert hand.turn == (deal.dealer + rules.first_lead) % players


@settings(max_examples=60, deadline=None)
@given(variants, seeds)
def test_a_played_hand_adds_up_and_refusals_change_nothing(name: str, seed: int) -> None:
    rules = rules_of(name)
    match = Match(rules, seed)
    hand = match.deal()
    bid_through(match)
    rng = random.Random(seed)
    while not hand.finished:
        legal = hand.legal_cards()
        illegal = [c for c in hand.hands[hand.turn] if c not in legal]
        if illegal and rules.refuse_illegal:
            before = json.dumps(hand.state())
            try:
                hand.play(rng.choice(illegal))
            except IllegalMove:
                pass
            else:
                raise AssertionError("an illegal card was accepted under 'refuse'")
            assert json.dumps(hand.state()) == before
        foreign = [c for c in rules.deck.cards if c not in hand.hands[hand.turn]]
        before = json.dumps(hand.state())
        try:
            hand.play(rng.choice(foreign))
        except IllegalMove:
            assert json.dumps(hand.state()) == before
        match.play(rng.choice(legal))
    tricks = rules.deals.tricks  # ten at the usual table; with a stock, every card is played
    assert len(hand.tricks) == tricks and sum(hand.tricks_won) == tricks
    assert sum(hand.points) == rules.total_points == 120
    assert sum(t.points for t in hand.tricks) == 120
    assert sorted(hand.moves) == list(rules.deck.cards)


@settings(max_examples=25, deadline=None)
@given(variants, seeds)
def test_same_seed_same_record_and_replay_same_result(name: str, seed: int) -> None:
    rules = load_rules(name)
    first = random_match(rules, seed, variant_ref=name)
    second = random_match(rules, seed, variant_ref=name)
    assert first.record() == second.record()
    assert first.over
    replayed = replay(json.loads(json.dumps(first.record())),
                      lambda v, o: load_rules(v, o or None))
    assert replayed.summary() == first.summary()
