"""What the cards on the table prove: suits a seat has shown out of, and revokes.

A seat that does not follow the suit led shows it holds none of that suit; where a void
player must trump (`when-void must-trump`), one that neither follows nor trumps shows it holds
no trump either. A later card of a suit the seat showed out of proves a revoke (renúncia):
it held that suit when it said it did not. Bots accuse on this proof, the expert bot deals its
imagined worlds by these voids, and the terminal game uses it for its bots.

>>> from sueca_rules import load_rules
>>> from sueca_rules.engine import Trick
>>> rules = load_rules("portugal")          # play goes anticlockwise: 3 leads, then 2, 1, 0
>>> seen = Evidence(rules)
>>> seen.note_trick(Trick((3, tuple(rules.card(c) for c in ("KH", "AH", "2S", "5H")), 2, 15)))
>>> seen.shown_out(1), seen.proven
(['H'], set())
>>> seen.note_trick(Trick((2, tuple(rules.card(c) for c in ("2D", "4H", "3D", "5D")), 2, 0)))
>>> seen.proven                             # seat 1 plays a heart after showing out of hearts
{1}
"""

from __future__ import annotations

from ..arguments import shown
from ..compiled.rules import Rules
from ..engine import Trick
from ..errors import ArgumentError
from ..spec import SUITS


def stock_cards(rules: Rules) -> int:
    """How many cards a hand's stock holds when the deal is made (0: no stock): the deck less
    the cards dealt and those set aside."""
    deals = rules.deals
    if deals.stock is None:
        return 0
    return rules.deck.size - rules.table.players * deals.hand_size - deals.aside


class Evidence:
    """Per seat, the suits it has shown out of (as a 4-bit mask), and the proven revokers.

    With a stock, a void lasts only until the seat draws again (the card drawn may be of that
    suit), and while the stock lasts its own rules say whether the suit must be followed: the
    evidence counts the tricks noted (:meth:`note_trick`, or :meth:`end_trick` after cards
    noted one by one) to know both."""

    __slots__ = ("_follow", "_must_trump", "_per", "_players", "_rounds", "_rules", "proven", "tricks", "voids")

    def __init__(self, rules: Rules) -> None:
        """Nothing seen yet, for a hand of `rules` (ArgumentError for anything but Rules)."""
        if rules.__class__ is not Rules:
            raise ArgumentError("rules", f"compiled Rules, from load_rules('portugal'), not "
                                         f"{shown(rules)}")
        self._rules = rules
        self._per = rules.deck.per_suit
        self._players = rules.table.players
        # the tricks after which every seat draws from the stock (the stock's rules hold while
        # they are played)
        self._rounds = stock_cards(rules) // self._players
        self.reset()

    def reset(self) -> None:
        """A new hand: nothing is known yet."""
        self.voids = [0] * self._players
        self.proven: set[int] = set()
        self.tricks = 0  # finished tricks noted
        self._set_rules()

    def _set_rules(self) -> None:
        """The rules of play in force for the next trick (the stock's while it lasts)."""
        stock = self._rules.deals.stock
        if stock is not None and self.tricks < self._rounds:
            self._follow, trump = stock.must_follow, stock.must_trump
        else:
            self._follow, trump = self._rules.must_follow, self._rules.must_trump
        self._must_trump = self._follow and trump

    def note_card(self, seat: int, card: int, led: int | None, trump: int) -> None:
        """`seat` played `card` into a trick whose led suit is `led` (None: it leads)."""
        suit = card // self._per
        voids = self.voids
        if voids[seat] >> suit & 1:
            self.proven.add(seat)
        if led is not None and suit != led and self._follow:
            voids[seat] |= 1 << led
            if self._must_trump and 0 <= trump != suit:
                voids[seat] |= 1 << trump

    def end_trick(self) -> None:
        """A trick is over (its cards noted): where the seats draw from the stock after it,
        every void may be broken by the card drawn, so none is known any more."""
        if self.tricks < self._rounds:
            self.voids = [0] * self._players
        self.tricks += 1
        if self.tricks == self._rounds:
            self._set_rules()

    def note_trick(self, trick: Trick, trump: int | None = None) -> None:
        """Every card of a finished trick (`trump` matters only under must-trump)."""
        cards = trick.cards
        led = cards[0] // self._per
        seat_at = self._rules.seat_at
        for position, card in enumerate(cards):
            self.note_card(seat_at(trick.leader, position), card, None if position == 0 else led,
                           -1 if trump is None else trump)
        self.end_trick()

    def shown_out(self, seat: int) -> list[str]:
        """The suits `seat` (0 to 3 at four players) has shown it does not hold, as letters
        (S H D C)."""
        last = self._players - 1
        if seat.__class__ is not int or not 0 <= seat <= last:
            raise ArgumentError("seat", f"a seat, 0 to {last}, not {shown(seat)}")
        return [SUITS[s] for s in range(4) if self.voids[seat] >> s & 1]

    def proven_against(self, team: int) -> list[int]:
        """Seats of side `team` (0 or 1 at the usual table) whose revoke the cards prove."""
        table = self._rules.table
        if team.__class__ is not int or not 0 <= team < table.sides:
            raise ArgumentError("team", f"a team, 0 to {table.sides - 1}, not {shown(team)}")
        return sorted(s for s in self.proven if table.side_of[s] == team)
