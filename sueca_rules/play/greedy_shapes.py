"""The greedy bot's rules of thumb at a table of any shape: any number of seats, sides or a
contract's teams, ranks a suit, a stock.

The same tips as :mod:`.greedy` (count trumps; keep the Ace and the 7 for tricks worth taking;
don't lead a 7 while its Ace is out; give points to a partner who is winning; discard low when
you cannot win; trump a fat trick), read from the shape's tables: a card is
``suit * per_suit + rank`` (rank 0 the strongest), the trick is as long as the table has seats,
and a partner is a seat of the same team as far as the seat knows it (a called partner is
no partner until its card is played). The usual table keeps :mod:`.greedy`'s bit tricks.

>>> from sueca_rules import load_rules
>>> rules = load_rules("portugal")
>>> tables = ShapeTables.of(rules)
>>> decide_any(tables, 0, (0, 9), [5], 1, 2, 0, (0, 1, 0, 1))   # AS or 2S on a led 6S: the Ace takes it
0
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..compiled.rules import Rules

FAT = 10  # card points that make a trick worth trumping or fighting for (as greedy's)


class ShapeTables:
    """Per-deck and per-table tables for greedy decisions (card c is bit c; a suit's rank 0 is
    its strongest card). Trump index 4 is "no trump"."""

    def __init__(self, points: tuple[int, ...], per: int, players: int,
                 seat_at: tuple[tuple[int, ...], ...]) -> None:
        cards = 4 * per
        self.per = per
        self.players = players
        self.seat_at = seat_at
        self.points = points
        self.suit_bits = (*(((1 << per) - 1) << (per * s) for s in range(4)), 0)
        self.stronger = tuple(((1 << (c % per)) - 1) << (per * (c // per)) for c in range(cards))
        self.cheap = tuple(tuple((c // per == t) * 100_000 + points[c] * 100 + (per - 1 - c % per)
                                 for c in range(cards)) for t in range(5))
        self.rich = tuple(tuple((c // per != t) * 100_000 + points[c] * 100 + c % per
                                for c in range(cards)) for t in range(5))
        # power[trump * 4 + led][c]: how strong c is in a trick (0: it cannot win)
        self.power = tuple(tuple(2 * per + per - 1 - c % per if c // per == t
                                 else per + per - 1 - c % per if c // per == led else 0
                                 for c in range(cards)) for t in range(5) for led in range(4))
        self.fat_key = tuple(-points[c] * 100 + per - 1 - c % per for c in range(cards))

    @staticmethod
    def of(rules: Rules) -> ShapeTables:
        """The tables of `rules`' deck and table (made once per shape)."""
        table = rules.table
        return _tables(rules.deck.points, rules.deck.per_suit, table.players, table.seat_at)


@cache
def _tables(points: tuple[int, ...], per: int, players: int,
            seat_at: tuple[tuple[int, ...], ...]) -> ShapeTables:
    return ShapeTables(points, per, players, seat_at)


def decide_any(tables: ShapeTables, seat: int, legal: Sequence[int], trick: Sequence[int], leader: int,
               trump: int, unseen: int, teams: Sequence[int | None]) -> int:
    """The greedy card for `seat` from its legal cards, the trick so far (cards in play order,
    led by `leader`), the trump suit, the cards it has not seen (bits) and each seat's team as
    it knows it (None: not known)."""
    t = trump if 0 <= trump < 4 else 4
    if not trick:
        return _lead(tables, legal, t, unseen)
    per = tables.per
    led = trick[0] // per
    power = tables.power[t * 4 + led]
    points = tables.points
    best = trick[0]
    best_power = power[best]
    trick_points = 0
    position = 0
    for place, card in enumerate(trick):
        trick_points += points[card]
        if power[card] > best_power:
            best, best_power, position = card, power[card], place
    winner = tables.seat_at[leader][position]
    mine = teams[seat]
    last = len(trick) == tables.players - 1
    if mine is not None and teams[winner] == mine:  # a partner is winning
        if last or (not unseen & tables.stronger[best]
                    and (best // per == t or not unseen & tables.suit_bits[t])):
            losing = [c for c in legal if power[c] <= best_power]
            return max(losing or legal, key=tables.rich[t].__getitem__)
        return min(legal, key=tables.cheap[t].__getitem__)
    winners = [c for c in legal if power[c] > best_power]
    if winners:
        in_suit = [c for c in winners if c // per == led] if led != t else None
        if in_suit:
            if last:
                return min(in_suit, key=tables.fat_key.__getitem__) if trick_points >= FAT else max(in_suit)
            stronger = tables.stronger
            bosses = [c for c in in_suit if not unseen & stronger[c]]
            if bosses:
                return max(bosses, key=points.__getitem__)
        if trick_points >= FAT or (last and trick_points > 0):
            trumps = [c for c in winners if c // per == t]
            if trumps:
                return max(trumps)  # trump a fat trick as cheaply as possible
    return min(legal, key=tables.cheap[t].__getitem__)


def _lead(tables: ShapeTables, legal: Sequence[int], t: int, unseen: int) -> int:
    """The lead: the boss with the most points (a trump, or any once the trumps are out), else
    the cheapest card — not a 7 while its Ace is out, and trumps kept to cut fat tricks."""
    per, points, stronger = tables.per, tables.points, tables.stronger
    trumps_out = unseen & tables.suit_bits[t]
    boss, most = -1, 0
    for card in legal:
        if points[card] > most and not unseen & stronger[card] and (not trumps_out or card // per == t):
            boss, most = card, points[card]
    if boss >= 0:
        return boss
    cheap = tables.cheap[t]
    many = len(legal) > 1
    choice, low = -1, 1 << 30
    for card in legal:
        if cheap[card] < low and not (card % per == 1 and unseen >> (card - 1) & 1) \
                and not (trumps_out and many and card // per == t):
            choice, low = card, cheap[card]
    return choice if choice >= 0 else min(legal, key=cheap.__getitem__)
