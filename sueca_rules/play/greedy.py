"""The greedy bot: the strategy tips of the sources (000, 003) as rules of thumb.

Count trumps; keep the Ace and the 7 for tricks worth taking; don't lead a 7 while its Ace is
out; give points to a partner who is winning; discard low when you cannot win; trump a fat
trick. Greedy decides from bit masks and small tables made once per variant, so a decision
costs about as much as playing the card; the same decision function drives the expert's
playouts (:mod:`.expert`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from ..compiled.rules import Rules
from .bidder import bid_for, call_for
from .greedy_shapes import ShapeTables, decide_any
from .seen import View, legal_of

FAT = 10  # card points that make a trick worth trumping or fighting for


class Tables:
    """Per-variant tables for greedy decisions (card c is bit c; index 0 is a suit's strongest)."""

    def __init__(self, points: tuple[int, ...], step: int, follow_suit: bool) -> None:
        self.points = points
        self.step = step
        # the cards of the same suit stronger than c, as bits: c is the boss if none is unseen
        self.stronger = tuple(((1 << (c % 10)) - 1) << (10 * (c // 10)) for c in range(40))
        self.suit_bits = tuple(1023 << (10 * s) for s in range(4))
        # sort keys as ints, per trump suit: "cheap" = (is trump, points, strength) at its
        # smallest; "rich" = (not trump, points, -strength) at its largest
        self.cheap = tuple(tuple((c // 10 == t) * 100_000 + points[c] * 100 + (9 - c % 10)
                                 for c in range(40)) for t in range(4))
        self.rich = tuple(tuple((c // 10 != t) * 100_000 + points[c] * 100 + c % 10
                                for c in range(40)) for t in range(4))
        # power[trump * 4 + led][c]: how strong c is in a trick (0 = it cannot win), so the
        # trick's winner is its card of greatest power and c beats b when power[c] > power[b]
        self.power = tuple(tuple(20 + 9 - c % 10 if c // 10 == t else 10 + 9 - c % 10 if c // 10 == led else 0
                                 for c in range(40)) for t in range(4) for led in range(4))
        # the last-trick key for a fat trick: most points, then weakest
        self.fat_key = tuple(-points[c] * 100 + 9 - c % 10 for c in range(40))
        # Following suit, the legal cards are one suit: a 10-bit mask m of rank indices, and
        # each choice among them is one lookup (ties go to the first in strongest-first order)
        self.follow_suit = follow_suit
        self.suit_mask = {tuple(10 * s + i for i in range(10) if m >> i & 1): m
                          for s in range(4) for m in range(1, 1024)}
        rank_points = points[:10]  # every suit scores alike
        ranks = [[i for i in range(10) if m >> i & 1] for m in range(1024)]
        self.cheapest = tuple(min(r, key=lambda i: (rank_points[i], 9 - i)) if r else 0 for r in ranks)
        self.richest = tuple(max(r, key=lambda i: (rank_points[i], i)) if r else 0 for r in ranks)
        self.most_points = tuple(max(r, key=lambda i: rank_points[i]) if r else 0 for r in ranks)
        self.fattest = tuple(min(r, key=lambda i: (-rank_points[i], 9 - i)) if r else 0 for r in ranks)


@cache
def tables_for(points: tuple[int, ...], step: int, follow_suit: bool) -> Tables:
    return Tables(points, step, follow_suit)


class GreedyBot:
    """The sources' tips as rules of thumb; asks for every redeal it may (a weak hand).

    At the usual table it decides on the bit masks of :class:`Tables`; at a table of any other
    shape by :func:`~.greedy_shapes.decide_any` (its `decide` is that one's), and where the
    table bids it reads the whole view (`needs == "view"`: the teams as its seat knows them).
    It bids and calls by :mod:`.bidder`'s estimate of its hand."""

    name = "greedy"
    needs = "trick"
    tables: Tables

    def __init__(self, rules: Rules, rng: random.Random) -> None:
        self.rules = rules
        self.rng = rng
        self.points = rules.points
        self.shape: ShapeTables | None = None
        if rules.setup.usual:
            self.tables = tables_for(rules.points, rules.step, rules.must_follow)
            return
        self.shape = ShapeTables.of(rules)
        self.sides: tuple[int | None, ...] = rules.table.side_of
        self.decide = self._decide_shape  # type: ignore[method-assign]
        if rules.bidding is not None:
            self.needs = "view"  # the hand's teams: a called partner is known only once revealed

    def _decide_shape(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
                      unseen: int) -> int:
        """`decide` at a table of another shape, the table's sides as the teams."""
        assert self.shape is not None
        return decide_any(self.shape, seat, legal, trick, leader, trump, unseen, self.sides)

    def bid(self, view: View) -> int | None:
        """The lowest bid it may make where its hand's estimate reaches it, else a pass."""
        return bid_for(self.rules, view)

    def call(self, view: View) -> tuple[int, int | None]:
        """Its best suit as trump, and the strongest card of it that it does not hold."""
        return call_for(self.rules, view)

    def pick(self, legal: tuple[int, ...]) -> int:
        raise NotImplementedError("greedy reads the trick and the unseen cards: call decide()")

    def choose(self, view: View) -> int:
        """The greedy card of the seat to move (see :func:`legal_of` for refusals)."""
        legal = legal_of(view)
        if len(legal) == 1:
            return legal[0]
        if self.shape is not None:
            return decide_any(self.shape, view.seat, legal, view.trick_cards, view.trick_leader, view.trump,
                              view.unseen_mask, view.teams or self.sides)
        return self.decide(view.seat, legal, view.trick_cards, view.trick_leader, view.trump,
                           view.unseen_mask)

    def decide(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
               unseen: int) -> int:
        """The greedy card for `seat` from its legal cards, the trick so far (cards in play
        order, led by `leader`), the trump suit and the cards it has not seen (bits)."""
        tables = self.tables
        if not trick:
            return self._lead(legal, trump, unseen, tables)
        # the trick so far: its best card, where it lies, its points (unrolled: at most three)
        best = trick[0]
        led = best // 10
        power = tables.power[trump * 4 + led]
        points = tables.points
        best_power = power[best]
        trick_points = points[best]
        position = 0
        last = len(trick) == 3
        if len(trick) > 1:
            card = trick[1]
            trick_points += points[card]
            if power[card] > best_power:
                best, best_power, position = card, power[card], 1
            if last:
                card = trick[2]
                trick_points += points[card]
                if power[card] > best_power:
                    best, best_power, position = card, power[card], 2
        partner_wins = (leader + tables.step * position) % 2 == seat % 2
        if tables.follow_suit and legal[0] // 10 == led:
            return self._follow(legal, led, trump, unseen, best, partner_wins, last, trick_points)
        if partner_wins:
            if last or (not unseen & tables.stronger[best]
                        and (best // 10 == trump or not unseen & tables.suit_bits[trump])):
                losing = [c for c in legal if power[c] <= best_power]
                return max(losing or legal, key=tables.rich[trump].__getitem__)
            return min(legal, key=tables.cheap[trump].__getitem__)
        winners = [c for c in legal if power[c] > best_power]
        if winners:
            in_suit = [c for c in winners if c // 10 == led] if led != trump else None
            if in_suit:
                if last:
                    return min(in_suit, key=tables.fat_key.__getitem__) if trick_points >= FAT else max(in_suit)
                stronger = tables.stronger
                bosses = [c for c in in_suit if not unseen & stronger[c]]
                if bosses:
                    return max(bosses, key=tables.points.__getitem__)
            if trick_points >= FAT or (last and trick_points > 0):
                trumps = [c for c in winners if c // 10 == trump]
                if trumps:
                    return max(trumps)  # trump a fat trick as cheaply as possible
        return min(legal, key=tables.cheap[trump].__getitem__)

    def _follow(self, legal: tuple[int, ...], led: int, trump: int, unseen: int, best: int,
                partner_wins: bool, last: bool, trick_points: int) -> int:
        """`decide` when the legal cards are the suit led: the same choices, on bit masks."""
        tables = self.tables
        base = 10 * led
        mine = tables.suit_mask[legal]
        best_in_suit = best // 10 == led
        above = (1 << (best - base)) - 1 if best_in_suit else 0  # ranks that beat the best card
        if partner_wins:
            if last or (not unseen & tables.stronger[best]
                        and (best // 10 == trump or not unseen & tables.suit_bits[trump])):
                return base + tables.richest[mine & ~above or mine]
            return base + tables.cheapest[mine]
        winners = mine & above
        if winners:
            if led != trump:
                if last:
                    return base + (tables.fattest[winners] if trick_points >= FAT else winners.bit_length() - 1)
                out = unseen >> base & 1023
                bosses = winners & ((out & -out) - 1)  # stronger than every unseen card of the suit
                if bosses:
                    return base + tables.most_points[bosses]
            elif trick_points >= FAT or (last and trick_points > 0):
                return base + winners.bit_length() - 1  # trump a fat trick as cheaply as possible
        return base + tables.cheapest[mine]

    def _lead(self, legal: tuple[int, ...], trump: int, unseen: int, tables: Tables) -> int:
        points = tables.points
        stronger = tables.stronger
        trumps_out = unseen & tables.suit_bits[trump]
        boss, most = -1, 0  # the boss with the most points (a trump, or any once trumps are out)
        for card in legal:
            if points[card] > most and not unseen & stronger[card] and (not trumps_out or card // 10 == trump):
                boss, most = card, points[card]
        if boss >= 0:
            return boss
        # the cheapest card, but "don't lead a 7 while its Ace is still out" and keep trumps
        # to cut fat tricks
        cheap = tables.cheap[trump]
        many = len(legal) > 1
        choice, low = -1, 1 << 30
        for card in legal:
            if cheap[card] < low and not (card % 10 == 1 and unseen >> (card - 1) & 1) \
                    and not (trumps_out and many and card // 10 == trump):
                choice, low = card, cheap[card]
        return choice if choice >= 0 else min(legal, key=cheap.__getitem__)

    def wants_redeal(self, view: View) -> bool:
        return True  # a weak hand is worth giving back

    def choose_deal(self, procedures: Sequence[str]) -> str:
        return self.rng.choice(procedures)
