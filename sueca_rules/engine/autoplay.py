"""Seeded random play through the public API: for records, golden files and benchmarks.

Besides random legal cards it sometimes asks for a redeal, plays a revoke and accuses
(where the variant allows it), so a record exercises every rule the variant has.
"""

from __future__ import annotations

import random

from ..compiled import Rules
from .match import Match


def random_match(rules: Rules, seed: int, *, mischief: float = 0.03,
                 variant_ref: str | None = None, max_hands: int = 200) -> Match:
    """Play a whole match with seeded random choices; the same seed gives the same match."""
    match = Match(rules, seed, variant_ref=variant_ref)
    chooser = random.Random(seed ^ 0x5EED)
    procedures = list(rules.deals)
    while not match.over and len(match.entries) < max_hands:
        hand = match.deal(chooser.choice(procedures))
        asking = match.may_request_redeal()
        if asking and chooser.random() < 0.5:
            hand = match.request_redeal(asking[0], chooser.choice(procedures))
        while not hand.finished:
            legal = hand.legal_cards()
            cards = hand.hands[hand.turn]
            if not rules.refuse_illegal and chooser.random() < mischief:
                match.play(chooser.choice(cards))
            else:
                match.play(chooser.choice(legal))
            if (not rules.refuse_illegal and not hand.trick and not hand.finished
                    and chooser.random() < mischief):
                match.accuse(chooser.randrange(2))
        if (not rules.refuse_illegal and not match.over and hand.settlement() is None
                and chooser.random() < mischief):
            match.accuse(chooser.randrange(2))  # after the last trick: "the tricks show it"
    return match
