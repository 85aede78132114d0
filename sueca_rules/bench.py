"""Benchmark: random legal hands of `portugal` through the public engine API, against a
minimal hand-written single-variant loop, in the same run. Prints both rates and the ratio.

    python -m sueca_rules.bench [--hands N] [--repeat R]

The figures are for comparison within one run (the machines are shared and noisy); rates are
per second of this process's CPU time.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from .engine import Hand, deal_cards, shuffled
from .engine.bidding import contract_for
from .loading import load_rules

# -- a hand-written Portugal loop, the way one would write it for one ruleset -------------------
ORDER = {"A": 0, "7": 1, "K": 2, "J": 3, "Q": 4, "6": 5, "5": 6, "4": 7, "3": 8, "2": 9}
POINTS = {"A": 11, "7": 10, "K": 4, "J": 3, "Q": 2}
DECK = [(rank, suit) for suit in "SHDC" for rank in ORDER]


def handwritten_hand(rng: random.Random) -> list[int]:
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = rng.randrange(4)
    hands = {}
    for packet, offset in enumerate((1, 2, 3, 0)):  # clockwise from the dealer's left, dealer last
        hands[(dealer + offset) % 4] = deck[packet * 10:packet * 10 + 10]
    trump = deck[-1][1]
    leader = (dealer - 1) % 4  # the dealer's right leads; play goes anticlockwise
    points = [0, 0]
    choice = rng.choice
    for _ in range(10):
        trick: list[tuple[int, tuple[str, str]]] = []
        seat = leader
        for _ in range(4):
            hand = hands[seat]
            if trick:
                led = trick[0][1][1]
                legal = [c for c in hand if c[1] == led] or hand
            else:
                legal = hand
            card = choice(legal)
            hand.remove(card)
            trick.append((seat, card))
            seat = (seat - 1) % 4
        winner, best = trick[0]
        for seat, card in trick[1:]:
            if card[1] == best[1]:
                if ORDER[card[0]] < ORDER[best[0]]:
                    winner, best = seat, card
            elif card[1] == trump:
                winner, best = seat, card
        points[winner % 2] += sum(POINTS.get(card[0], 0) for _, card in trick)
        leader = winner
    return points


def engine_hands(variant: str) -> Callable[[random.Random], list[int]]:
    rules = load_rules(variant)  # compiled once, outside the timed loop
    procedure, plan = next(iter(rules.deals.items()))  # the variant's first (usual) deal
    cuts = plan.cuts_unused  # the Azores cut the unused cards for trump

    players, cards = rules.table.players, rules.table.players * rules.deals.tricks  # forty at the usual table
    bids = rules.bidding is not None

    def one(rng: random.Random) -> list[int]:
        deck, unused = shuffled(rules, rng)
        hand = Hand(rules, deal_cards(rules, rng.randrange(players), deck, procedure, unused[:1] if cuts else ()))
        if bids:  # the auction's winner (the first to lead) names a random trump and plays alone
            hand.take_contract(contract_for(rules, hand.leader, None, rules.bidding.lowest,  # type: ignore[union-attr]
                                            rng.randrange(4)))
        play, choice = hand.play, rng.choice
        for _ in range(cards):
            play(choice(hand.legal))
        assert hand.finished
        return hand.points

    return one


def rate(play: Callable[[random.Random], list[int]], hands: int, seed: int) -> float:
    rng = random.Random(seed)
    start = time.process_time()  # CPU time: other processes on a shared machine do not count
    for _ in range(hands):
        points = play(rng)
        assert sum(points) > 0  # card points were taken (by the sides, or a contract's two teams)
    return hands / max(time.process_time() - start, 1e-9)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--variant", default="portugal")
    args = parser.parse_args(argv)
    engine = engine_hands(args.variant)
    best_engine = best_hand = 0.0
    for round_ in range(args.repeat):  # interleaved, best of N: noise hurts both alike
        best_engine = max(best_engine, rate(engine, args.hands, round_))
        best_hand = max(best_hand, rate(handwritten_hand, args.hands, round_))
    print(f"engine ({args.variant}, public API): {best_engine:,.0f} hands/s")
    print(f"hand-written Portugal loop:        {best_hand:,.0f} hands/s")
    print(f"ratio engine / hand-written:       {best_engine / best_hand:.2f}x")


if __name__ == "__main__":
    main()
