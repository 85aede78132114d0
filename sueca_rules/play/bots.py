"""Bots: they see only a PlayerView (what their seat may know) and choose a card.

`random` plays a uniformly random legal card. `greedy` follows the strategy tips of the
sources (000, 003): count trumps; keep the Ace and the 7 for tricks worth taking; don't lead a
7 while its Ace is out; give points to a partner who is winning; discard low when you cannot
win; trump a fat trick.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..compiled import Rules
from ..engine import PlayerView

FAT = 10  # card points that make a trick worth trumping or fighting for


class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView) -> int: ...

    def wants_redeal(self, view: PlayerView) -> bool: ...


class RandomBot:
    name = "random"

    def __init__(self, rules: Rules, rng: random.Random) -> None:
        self.rules = rules
        self.rng = rng

    def choose(self, view: PlayerView) -> int:
        return self.rng.choice(view.legal)

    def wants_redeal(self, view: PlayerView) -> bool:
        return self.rng.random() < 0.5


def _strength(card: int) -> int:
    """Higher is stronger within a suit (card ints put the strongest rank first)."""
    return 9 - card % 10


class GreedyBot:
    name = "greedy"

    def __init__(self, rules: Rules, rng: random.Random) -> None:
        self.rules = rules
        self.rng = rng
        self.points = rules.points

    # -- what the seat knows ----------------------------------------------------------------
    def _unseen(self, view: PlayerView) -> set[int]:
        """Cards neither in this hand nor played: the ones the others may still hold."""
        return set(range(40)) - set(view.hand) - set(view.played)

    def _is_boss(self, card: int, view: PlayerView, unseen: set[int]) -> bool:
        """No unseen card of its suit is stronger (smaller int, same suit)."""
        suit = card // 10
        return not any(c // 10 == suit and c < card for c in unseen)

    def _winner(self, trick: tuple[tuple[int, int], ...], trump: int) -> tuple[int, int]:
        seat, best = trick[0]
        for s, c in trick[1:]:
            if (c // 10 == best // 10 and c < best) or (c // 10 == trump and best // 10 != trump):
                seat, best = s, c
        return seat, best

    def _beats(self, card: int, best: int, trump: int) -> bool:
        if card // 10 == best // 10:
            return card < best
        return card // 10 == trump

    def _cheap(self, cards: list[int] | tuple[int, ...], trump: int) -> int:
        """The card it hurts least to lose: no points, weak, not a trump."""
        return min(cards, key=lambda c: (c // 10 == trump, self.points[c], _strength(c)))

    def _rich(self, cards: list[int] | tuple[int, ...], trump: int) -> int:
        """The card that gives the most points away, sparing trumps."""
        return max(cards, key=lambda c: (c // 10 != trump, self.points[c], -_strength(c)))

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, view: PlayerView) -> int:
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        trump = view.trump
        unseen = self._unseen(view)
        if not view.trick:
            return self._lead(view, legal, unseen)
        winner_seat, best = self._winner(view.trick, trump)
        partner_winning = winner_seat % 2 == view.seat % 2
        last = len(view.trick) == 3
        trick_points = sum(self.points[c] for _, c in view.trick)
        if partner_winning:
            safe = last or (self._is_boss(best, view, unseen) and (
                best // 10 == trump or not self._trumps_out(view, unseen)))
            if safe:
                return self._rich([c for c in legal if not self._beats(c, best, trump)] or legal, trump)
            return self._cheap(legal, trump)
        winners = [c for c in legal if self._beats(c, best, trump)]
        if winners:
            led = view.trick[0][1] // 10
            in_suit = [c for c in winners if c // 10 == led and led != trump]
            if in_suit:
                if last:
                    return min(in_suit, key=lambda c: (-self.points[c] if trick_points >= FAT else 0,
                                                       _strength(c)))
                bosses = [c for c in in_suit if self._is_boss(c, view, unseen)]
                if bosses:
                    return max(bosses, key=lambda c: self.points[c])
            trumps = [c for c in winners if c // 10 == trump]
            if trumps and (trick_points >= FAT or (last and trick_points > 0)):
                return min(trumps, key=_strength)  # trump a fat trick as cheaply as possible
        return self._cheap(legal, trump)

    def _trumps_out(self, view: PlayerView, unseen: set[int]) -> bool:
        return any(c // 10 == view.trump for c in unseen)

    def _lead(self, view: PlayerView, legal: list[int], unseen: set[int]) -> int:
        trump = view.trump
        trumps_out = self._trumps_out(view, unseen)
        bosses = [c for c in legal if self._is_boss(c, view, unseen) and self.points[c] > 0
                  and (c // 10 == trump or not trumps_out)]
        if bosses:
            return max(bosses, key=lambda c: self.points[c])
        safe = []
        for card in legal:
            ace_out = any(c // 10 == card // 10 and c % 10 == 0 for c in unseen)
            if card % 10 == 1 and ace_out:
                continue  # "Don't lead a 7 while its Ace is still out."
            if card // 10 == trump and trumps_out and len(legal) > 1:
                continue  # keep trumps to cut fat tricks
            safe.append(card)
        return self._cheap(safe or legal, trump)

    def wants_redeal(self, view: PlayerView) -> bool:
        return True  # a weak hand is worth giving back


BOTS: dict[str, Callable[[Rules, random.Random], Bot]] = {"random": RandomBot, "greedy": GreedyBot}
