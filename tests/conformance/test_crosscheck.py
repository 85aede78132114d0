"""Random full hands written as `play` cases by a second, independent implementation.

`Referee` below knows nothing of the engine: it reads the VariantSpec (rank order, points,
direction, first lead, scoring bands; the table's players and sides, a stock, an auction's
contract) and plays with card names as strings. Its hands are
written to a case file and run through the conformance runner, so the engine's trick
winners, card points and game points are checked against an implementation that shares no
code with it.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from sueca_rules.conformance import load_case_file, run_case
from sueca_rules.spec import VariantSpec

from ..conftest import BUNDLED
from ..loaded import load_variant

SUITS = "SHDC"


class Referee:
    """Plays random hands from the spec alone: any table (its players, sides, hand size), a
    stock drawn after each trick, an auction's contract and its outcomes."""

    def __init__(self, spec: VariantSpec) -> None:
        self.spec = spec
        self.order = list(spec.deck.ranks)
        self.deck = [rank + suit for suit in SUITS for rank in self.order]
        self.turn_step = 1 if spec.direction == "clockwise" else -1
        table = spec.table
        self.players = table.players
        sides = {"pairs": 2, "threes": 3, "each": 1}.get(str(table.sides))
        self.sides = self.players // sides if sides else int(table.sides)
        self.hand = table.hand or len(self.deck) // self.players
        self.stock = spec.stock if table.undealt == "stock" else None

    def value(self, card: str) -> int:
        return self.spec.deck.points.get(card[:-1], 0)  # type: ignore[call-overload]

    def beats(self, card: str, best: str, trump: str) -> bool:
        if card[-1] == best[-1]:
            return self.order.index(card[:-1]) < self.order.index(best[:-1])
        return card[-1] == trump

    def offset(self, side: str) -> int:
        return {"left": 1, "right": -1, "partner": self.players // 2, "next": self.turn_step,
                "dealer": 0}[side]

    def first_leader(self, dealer: int) -> int:
        return (dealer + self.offset(self.spec.play.first_lead)) % self.players

    def game_points(self, points: list[int], tricks: list[int]) -> list[int]:
        scoring = self.spec.scoring
        out = [0, 0]
        if points[0] == points[1]:
            return out
        team = 0 if points[0] > points[1] else 1
        band = scoring.bandeira
        if band and ((band.by == "tricks" and tricks[team] == sum(tricks)) or
                     (band.by == "points" and points[team] == 120)):
            out[team] = band.games
        elif points[team] == 120 and scoring.all_points:
            out[team] = scoring.all_points
        else:
            out[team] = next(b.games for b in scoring.hands if b.min <= points[team] <= b.max)
        return out

    def contract_points(self, bid: int, declarers: set[int], points: list[int],
                        tricks: list[int]) -> list[int]:
        """Game points per side of a hand played under a contract: the outcome's effects."""
        contract = self.spec.contract
        assert contract is not None
        taken = sum(points[s] for s in declarers)
        if all(t == 0 for s, t in enumerate(tricks) if s not in declarers) and contract.all_tricks:
            outcome = contract.all_tricks
        else:
            outcome = contract.made if taken >= bid else contract.failed
        out = [0] * self.sides
        for effect in outcome.effects or ():
            for side in range(self.sides):
                if (side in declarers) == (effect.to == "declarers"):
                    out[side] += effect.games or 0
        return out

    def auction(self, rng: random.Random, dealer: int, hands: dict[int, list[str]]
                ) -> tuple[dict[str, object], int, set[int], int]:
        """A random declarer bids, every other player passes: the play's bids and call, the
        declarer, the declarers' seats and the bid."""
        bidding = self.spec.bidding
        assert bidding is not None
        declarer, bid = rng.randrange(self.players), bidding.lowest + bidding.step * rng.randrange(5)
        first = (dealer + self.offset(bidding.first)) % self.players
        order = [(first + self.turn_step * k) % self.players for k in range(self.players)]
        bids: list[object] = [bid if seat == declarer else "pass" for seat in order]
        called = rng.choice([c for c in self.deck if c not in hands[declarer]])
        trump = rng.choice(SUITS)
        partner = next(seat for seat, cards in hands.items() if called in cards)
        return ({"bids": bids, "call": {"trump": trump, "card": called}}, declarer,
                {declarer, partner}, bid)

    def random_case(self, rng: random.Random, number: int) -> dict[str, object]:
        deck = self.deck[:]
        rng.shuffle(deck)
        players, hand = self.players, self.hand
        hands = {seat: deck[seat * hand:seat * hand + hand] for seat in range(players)}
        stock = deck[players * hand:] if self.stock is not None else []
        dealer = rng.randrange(players)
        cut = self.spec.deal["standard"].trump == "cut-unused"
        play: dict[str, object] = {"dealer": dealer, "hands": hands}
        leader = self.first_leader(dealer)
        declarers: set[int] = set()
        if self.spec.bidding is not None:
            said, declarer, declarers, bid = self.auction(rng, dealer, hands)
            play.update(said)
            trump = said["call"]["trump"]  # type: ignore[index]
            if self.spec.bidding.leads == "declarer":
                leader = declarer
        elif stock:  # the card turned for trump lies under the stock, drawn last
            trump = stock[-1][-1]
            play.update({"trump_card": stock[-1], "stock": list(stock)})
        else:
            trump_card = rng.choice(hands[dealer])
            trump = rng.choice(SUITS) if cut else trump_card[-1]
            play.update({"trump": trump} if cut else {"trump_card": trump_card})
        holding = {seat: list(cards) for seat, cards in hands.items()}
        moves, tricks, draws = [], [], []
        points, won = [0] * self.sides, [0] * self.sides
        for _ in range((players * hand + len(stock)) // players):
            seat, trick = leader, []
            follows = self.stock.must_follow if stock and self.stock else self.spec.play.must_follow
            for _ in range(players):
                own = holding[seat]
                follow = [c for c in own if follows and trick and c[-1] == trick[0][1][-1]]
                card = rng.choice(follow or own)
                own.remove(card)
                trick.append((seat, card))
                moves.append(card)
                seat = (seat + self.turn_step) % players
            winner, best = trick[0]
            for seat, card in trick[1:]:
                if self.beats(card, best, trump):
                    winner, best = seat, card
            value = sum(self.value(c) for _, c in trick)
            points[winner % self.sides] += value
            won[winner % self.sides] += 1
            tricks.append({"winner": winner, "points": value})
            if stock:
                assert self.stock is not None
                seat, drawn = winner if self.stock.first == "winner" else leader, []
                for _ in range(players):
                    drawn.append([seat, stock[0]])
                    holding[seat].append(stock.pop(0))
                    seat = (seat + self.turn_step) % players
                draws.append(drawn)
            leader = winner
        play["moves"] = moves
        expect: dict[str, object] = {"tricks": tricks, "points": points}
        if draws:
            expect["draws"] = draws
        expect["game_points"] = self.contract_points(bid, declarers, points, won) \
            if declarers else self.game_points(points, won)
        return {
            "id": f"random-{number}",
            "quote": "generated by the independent referee in tests/conformance/test_crosscheck.py",
            "play": play,
            "expect": expect,
        }


@pytest.mark.parametrize("name", BUNDLED)
def test_engine_agrees_with_an_independent_referee(name: str, tmp_path: Path) -> None:
    referee = Referee(load_variant(name))
    rng = random.Random(f"crosscheck-{name}")
    cases = [referee.random_case(rng, n) for n in range(40)]
    path = tmp_path / f"{name}-random.yaml"
    path.write_text(yaml.safe_dump({"variant": name, "source": "generated", "cases": cases},
                                   allow_unicode=True), encoding="utf-8")
    outcomes = [run_case(case) for case in load_case_file(path).cases]
    failures = [o.report() for o in outcomes if not o.passed]
    assert not failures, "\n\n".join(failures[:3])
    assert len(outcomes) == 40
