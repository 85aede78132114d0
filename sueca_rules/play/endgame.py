"""The last tricks of a hand searched exactly, for the expert at a table of any shape.

Once the stock is empty and few cards are left, a world's hand is played to its end
perfectly: an alpha-beta search over card points, the seat's team taking as many as it can
and every other seat as few as it lets it (the others as one, as a paranoid search does), by
the play block's rules (following suit, overtaking, trumping and over-trumping where the
variant obliges, trumps held back from the lead until one was played). The line found is
then played on the engine's hand, which checks every card.

>>> import random
>>> from sueca_rules import load_rules
>>> from sueca_rules.engine import Hand, deal_cards
>>> rules = load_rules("portugal")
>>> deck = list(range(40)); random.Random(3).shuffle(deck)
>>> hand = Hand(rules, deal_cards(rules, 0, deck))
>>> while len(hand.tricks) < 8:
...     _ = hand.play(hand.legal[0])
>>> Endgame(rules, 8).finish(hand, 0); hand.finished
True
"""

from __future__ import annotations

from ..compiled.cards import NO_TRUMP, PLACE_BITS
from ..compiled.rules import Rules
from ..engine import Hand

PLACE = (1 << PLACE_BITS) - 1


class Endgame:
    """Exact play of a hand's last `cards` cards (see the module)."""

    def __init__(self, rules: Rules, cards: int) -> None:
        self.rules = rules
        players = rules.table.players
        self.cards = cards
        self.players = players
        self.per = rules.deck.per_suit
        self.points = rules.deck.points
        self.next_seat = rules.table.next_seat
        self.seat_at = rules.table.seat_at
        self.play = rules.play

    def finish(self, hand: Hand, team: int) -> None:
        """Play `hand` (no trick in progress, no stock) to its end, `team` taking the most card
        points it can against every other seat."""
        self.team, self.teams, self.trump = team, hand.teams, hand.trump
        trump = hand.trump if 0 <= hand.trump < 4 else NO_TRUMP
        self.keys = self.rules.deck.tables.trick_keys[4 * trump:4 * trump + 4]
        hands = [list(h) for h in hand.hands]
        _, line = self._search(hands, [], hand.leader, hand.leader, hand.trump_played, -1, 1 << 20)
        for card in line:
            hand.play(card)

    def legal(self, held: list[int], trick: list[int], trump_played: bool) -> list[int]:
        """What may be played from `held` on `trick` (the play block's rules: Hand._legal_for)."""
        per, play, trump = self.per, self.play, self.trump
        if not trick:
            if play.trump_lead_after_trump and not trump_played:
                return [c for c in held if c // per != trump] or held
            return held
        if not play.must_follow:
            return held
        led = trick[0] // per
        suited = [c for c in held if c // per == led]
        if suited:
            if play.must_overtake:
                best = min(c for c in trick if c // per == led)
                return [c for c in suited if c < best] or suited
            return suited
        if play.must_trump and 0 <= trump < 4:
            trumps = [c for c in held if c // per == trump]
            if trumps and play.must_overtrump:
                played = [c for c in trick if c // per == trump]
                if played:
                    return [c for c in trumps if c < min(played)] or trumps
            if trumps:
                return trumps
        return held

    def _search(self, hands: list[list[int]], trick: list[int], leader: int, turn: int, trump_played: bool,
                alpha: int, beta: int) -> tuple[int, list[int]]:
        """(the card points the team takes from here, the line that takes them)."""
        held = hands[turn]
        if not held:
            return 0, []
        ours = self.teams[turn] == self.team
        best, line = (-1, []) if ours else (1 << 20, [])
        points = self.points
        for card in sorted(self.legal(held, trick, trump_played), key=points.__getitem__, reverse=True):
            index = held.index(card)
            held.pop(index)
            trick.append(card)
            if len(trick) == self.players:
                keys = self.keys[trick[0] // self.per]
                won = min(keys[c] | place for place, c in enumerate(trick))
                winner = self.seat_at[leader][won & PLACE]
                gain = sum(points[c] for c in trick) if self.teams[winner] == self.team else 0
                by_trump = trick[won & PLACE] // self.per == self.trump
                value, rest = self._search(hands, [], winner, winner, trump_played or by_trump,
                                           alpha - gain, beta - gain)
                value += gain
            else:
                value, rest = self._search(hands, trick, leader, self.next_seat[turn], trump_played, alpha, beta)
            trick.pop()
            held.insert(index, card)
            if (value > best) if ours else (value < best):
                best, line = value, [card, *rest]
            if ours:
                alpha = max(alpha, best)
            else:
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best, line
