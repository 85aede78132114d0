"""The rules of play the engine decides (follow suit, overtake, trump, over-trump, when trumps
may be led, who leads), checked against an independent referee at every card of random hands,
for every combination a variant file can write.

The referee works on card names and the spec's rank order only; it shares no code with the
engine's bit-mask tables.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sueca_rules.compiled import compile_rules
from sueca_rules.engine import Hand, deal_cards
from sueca_rules.source.resolve import resolve_text
from sueca_rules.source.text import SourceText
from sueca_rules.spec import VariantSpec

COMBINATIONS = list(itertools.product(["yes", "no"], ["any", "must-trump", "must-overtrump"],
                                      ["any", "after-trump-played"], ["yes", "no"]))


def spec_for(overtake: str, void: str, lead: str, follow: str) -> VariantSpec:
    overtake = overtake if follow == "yes" else "no"
    text = (f"variant t extends portugal\nplay {{\n  must-follow {follow}\n"
            f"  must-overtake {overtake}\n  when-void {void}\n  trump-lead {lead}\n}}\n")
    return resolve_text(SourceText("t.sueca", text)).spec


def referee_legal(spec: VariantSpec, hand: list[str], trick: list[str], trump: str,
                  trump_played: bool) -> set[str]:
    """What the rules allow, from the spec's words alone."""
    order = list(spec.deck.ranks)
    play = spec.play

    def stronger(a: str, b: str) -> bool:
        return order.index(a[:-1]) < order.index(b[:-1])

    if not trick:
        if play.trump_lead == "after-trump-played" and not trump_played:
            others = {c for c in hand if c[-1] != trump}
            return others or set(hand)
        return set(hand)
    if not play.must_follow:
        return set(hand)
    led = trick[0][-1]
    suit = {c for c in hand if c[-1] == led}
    if suit:
        if play.must_overtake:
            best = min((c for c in trick if c[-1] == led), key=lambda c: order.index(c[:-1]))
            higher = {c for c in suit if stronger(c, best)}
            return higher or suit
        return suit
    if play.when_void in ("must-trump", "must-overtrump"):
        trumps = {c for c in hand if c[-1] == trump}
        if trumps and play.when_void == "must-overtrump":
            on_trick = [c for c in trick if c[-1] == trump]
            if on_trick:
                best = min(on_trick, key=lambda c: order.index(c[:-1]))
                higher = {c for c in trumps if stronger(c, best)}
                return higher or trumps
        if trumps:
            return trumps
    return set(hand)


@pytest.mark.parametrize(("overtake", "void", "lead", "follow"), COMBINATIONS,
                         ids=["-".join(c) for c in COMBINATIONS])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_legal_cards_agree_with_the_referee(overtake: str, void: str, lead: str, follow: str,
                                            seed: int) -> None:
    spec = spec_for(overtake, void, lead, follow)
    rules = compile_rules(spec)
    rng = random.Random(seed)
    deck = list(range(40))
    rng.shuffle(deck)
    hand = Hand(rules, deal_cards(rules, rng.randrange(4), deck))
    trump = "SHDC"[hand.trump]
    trump_played = False
    while not hand.finished:
        held = rules.names(hand.hands[hand.turn])
        trick = rules.names(hand.trick)
        expected = referee_legal(spec, held, trick, trump, trump_played)
        assert set(rules.names(hand.legal_cards())) == expected, (held, trick, trump)
        done = hand.play(rng.choice(hand.legal_cards()))
        if done is not None and any(c // 10 == hand.trump for c in done.cards):
            trump_played = True


@pytest.mark.parametrize("role", ["dealer", "shuffler", "cutter", "left", "right", "partner"])
def test_the_first_leader_by_role(role: str) -> None:
    """Portugal: the dealer's right shuffles, the left cuts (seat offsets -1 and +1)."""
    text = f"variant t extends portugal\nplay {{ first-lead {role} }}\n"
    rules = compile_rules(resolve_text(SourceText("t.sueca", text)).spec)
    offset = {"dealer": 0, "shuffler": -1, "cutter": 1, "left": 1, "right": -1, "partner": 2}[role]
    for dealer in range(4):
        dealt = deal_cards(rules, dealer, list(range(40)))
        assert dealt.leader == (dealer + offset) % 4
