"""Play at a table of any shape (:class:`~.hand.Hand`'s slower path): any number of seats,
ranks a suit and sides, a stock drawn from after each trick, a contract's teams. The usual
table (four seats in two pairs, forty cards, no stock, no auction) never comes here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..compiled.cards import PLACE_BITS
from ..compiled.groups import PlayRules
from ..compiled.rules import Rules
from .trick import Trick

if TYPE_CHECKING:
    from .bidding import Contract
    from .deal import Deal

PLACE = (1 << PLACE_BITS) - 1  # a trick key's low bits: the card's place in play order


class AnyTable:
    """The methods of a hand that read the table's shape (mixed into :class:`~.hand.Hand`)."""

    if not TYPE_CHECKING:  # no slots of its own: Hand's hold its state (mypy checks the names below)
        __slots__ = ()

    # the hand's state these read and write (set by Hand)
    rules: Rules
    deal: Deal
    contract: Contract | None
    hands: list[list[int]]
    masks: list[int]
    trick: list[int]
    tricks: list[Trick]
    legal: tuple[int, ...]
    turn: int
    leader: int
    trump: int
    trump_holder: int | None
    trump_played: bool
    stock: list[int]
    teams: tuple[int, ...]
    points: list[int]
    tricks_won: list[int]
    _players: int
    _next: tuple[int, ...]
    _seat_at: tuple[tuple[int, ...], ...]
    _per: int
    _suit_bits: int
    _suit_cards: tuple[tuple[tuple[int, ...], ...], ...]
    _trump_below: int
    _keys: tuple[tuple[int, ...], ...]
    _points: tuple[int, ...]
    _tricks: int
    _usual: bool
    _play: PlayRules
    _follow: bool
    _trump_lead: bool

    if TYPE_CHECKING:  # Hand's
        def _legal_for(self, seat: int) -> tuple[int, ...]: ...
        def _refuse_or_note_revoke(self, c: int) -> None: ...
        def _set_constraints(self) -> None: ...
        def _last_trick(self) -> None: ...

    def _play_any(self, card: int | str) -> Trick | None:
        """:meth:`play` at a table of any shape: any number of seats, ranks a suit and sides,
        a stock drawn from after each trick, a contract's teams."""
        c = card if card.__class__ is int else self.rules.card(card)
        if c not in self.legal:
            self._refuse_or_note_revoke(c)
        seat = self.turn
        self.hands[seat].remove(c)
        masks = self.masks
        masks[seat] ^= 1 << c
        trick = self.trick
        trick.append(c)
        if len(trick) < self._players:
            self.turn = seat = self._next[seat]
            if self._follow:
                per = self._per
                led = trick[0] // per
                legal = self._suit_cards[led][masks[seat] >> (per * led) & self._suit_bits]
                if legal:
                    self.legal = legal
                    return None
            self.legal = self._legal_for(seat)
            return None
        points = self._points
        keys = self._keys[trick[0] // self._per]
        best = min(keys[t] | place for place, t in enumerate(trick))
        leader = self.leader
        winner = self._seat_at[leader][best & PLACE]
        done = Trick((leader, tuple(trick), winner, sum(points[t] for t in trick)))
        tricks = self.tricks
        tricks.append(done)
        team = self.teams[winner]
        self.points[team] += done[3]
        self.tricks_won[team] += 1
        self.leader = self.turn = winner
        self.trick = []
        if self.stock:
            self._draw(leader if self.rules.deals.stock.leader_first else winner)  # type: ignore[union-attr]
        if best < self._trump_below:  # the trick was won by a trump: one was played
            self.trump_played = True
        if len(tricks) < self._tricks:
            self.legal = self._legal_for(winner) if self._trump_lead else tuple(self.hands[winner])
            return done
        aside = self.deal.aside
        if aside and self.rules.deals.aside_to_last:  # the cards set aside go with the last trick
            self.points[team] += sum(points[c] for c in aside)
        self._last_trick()
        return done

    def take_contract(self, contract: Contract) -> None:
        """The auction's contract: the trump it named, the hand's teams (the declarers 0, the
        defenders 1), and the first lead (the declarer's, where the variant says so)."""
        self.contract = contract
        self._usual = False  # the hand's teams are the contract's
        trump = self.trump = contract.trump
        self._keys = self.rules.deck.tables.trick_keys[4 * trump:4 * trump + 4]
        seats = contract.seats
        self.teams = tuple(0 if seat in seats else 1 for seat in range(self._players))
        self.points, self.tricks_won = [0, 0], [0, 0]
        if contract.rules.declarer_leads:
            self.leader = self.turn = contract.declarer
        self.legal = self._legal_for(self.turn) if self._trump_lead else tuple(self.hands[self.turn])

    def _draw(self, first: int) -> None:
        """After a trick: each seat in turn, from `first`, draws the stock's next card (the
        card turned for trump, under the stock, comes last); an empty stock brings the play
        block's rules."""
        stock, hands, masks, turned = self.stock, self.hands, self.masks, self.deal.trump_card
        seat = first
        for _ in range(self._players):
            card = stock.pop(0)
            hands[seat].append(card)
            masks[seat] |= 1 << card
            if card == turned:
                self.trump_holder = seat
            seat = self._next[seat]
        if not stock:
            self._play = self.rules.play
            self._set_constraints()


def stock_play(rules: Rules) -> PlayRules:
    """What may be played while the stock lasts: the stock's rules, as a PlayRules."""
    stock = rules.deals.stock
    play = rules.play
    if stock is None:
        return play
    return PlayRules(stock.must_follow, stock.must_overtake, stock.must_trump, stock.must_overtrump,
                     play.trump_lead_after_trump, play.first_lead, play.silent)
