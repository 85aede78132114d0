"""What one seat may know: the one observer. Bots and the terminal game see only this.

:class:`SeatView` says, field by field, what a seat sees of the hand in play, by the
variant's view rules (``rules.view``): its own cards, the trick on the table, the trump card
while it is on view, the past tricks it may look at again, every card it saw played and the
tricks it saw taken, the card points and the match score. It reads the match state when a
field is asked for (:func:`~.machine.observe`), so a bot pays only for what it reads.
:class:`PlayerView` is its frozen copy, every field read once (``view.frozen()``,
:func:`view_of`, ``match.view(seat)``): the same fields, the same values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Protocol, TypeAlias

from ..errors import IllegalMove
from .hand import Hand


def unseen_of(masks: Sequence[int], seat: int) -> int:
    """The cards `seat` has not seen, as bits (card c is bit c): those the other seats hold
    (`masks`: each seat's cards as bits). What a seat cannot see, defined once: the observer's
    `unseen_mask`, and what a table reads for a bot that needs no more."""
    if len(masks) == 4:  # the usual table, unrolled
        return (masks[0] | masks[1] | masks[2] | masks[3]) ^ masks[seat]
    held = 0
    for mask in masks:
        held |= mask
    return held ^ masks[seat]


def unseen_in(hand: Hand, seat: int) -> int:
    """The cards `seat` has not seen in `hand`, as bits: at a table that deals every card, those
    the other seats hold (:func:`unseen_of`); with a stock or cards set aside, every card not
    in its hand nor played — the seat cannot tell the others' cards from the stock's or the
    cards set aside — but the card turned face up under the stock, which it sees there."""
    stock, masks = hand.stock, hand.masks
    if not stock and not hand.deal.aside:
        return unseen_of(masks, seat)
    played = 0
    for card in hand.trick:
        played |= 1 << card
    for trick in hand.tricks:
        for card in trick[1]:
            played |= 1 << card
    hidden = hand.rules.deck.full_mask ^ played ^ masks[seat]
    under = hand.deal.trump_card
    if stock and under is not None and stock[-1] == under:
        hidden &= ~(1 << under)
    return hidden


def _no_hand() -> IllegalMove:
    return IllegalMove("no hand has been dealt", rule="no-hand")


class _Source(Protocol):
    """Where a view reads: a match state, or a hand and the match score given with it."""

    @property
    def hand(self) -> Hand | None: ...
    @property
    def scores(self) -> tuple[int, ...]: ...


class _Still:
    """A hand standing alone (examples, tests) and the score given with it."""

    __slots__ = ("hand", "scores")

    def __init__(self, hand: Hand, scores: tuple[int, ...]) -> None:
        self.hand: Hand | None = hand
        self.scores = scores


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A seat's knowledge of the hand in play, read once (cards as ints 0..39; `rules.name`
    names them; seats 0..3 clockwise, team = seat % 2). The fields are :class:`SeatView`'s,
    with the values it gives: `seat` (whose view), `to_move` (whose turn it is: the seat the
    hand's `turn` names), `hand` (the seat's cards, by suit, strongest first), `legal` (its
    legal cards when it is to move, else ()), `trick` ((seat, card) pairs of the trick in
    progress, in play order), `trump` (the trump suit, 0..3), `trump_card`/`trump_holder`
    (while on view, else None), `points` (card points taken so far, by team), `scores`
    (game points of the match, by team), `played`, `tricks_done`, `past_tricks`,
    `seen_tricks`, `trump_dealt`, `unseen_mask` (bits: card c is bit c), `dealer`,
    `ties_before`. A card's points are ``rules.deck.points[card]``."""

    seat: int
    dealer: int
    hand: tuple[int, ...]  # sorted by suit, strongest first
    trump: int
    trump_card: int | None  # while the variant keeps it on view
    trump_holder: int | None
    trick: tuple[tuple[int, int], ...]  # (seat, card) of the trick in progress
    to_move: int
    legal: tuple[int, ...]  # the seat's legal cards when it is to move, else ()
    past_tricks: tuple[tuple[tuple[int, int], ...], ...]  # what the variant lets it look at
    played: frozenset[int]  # every card seen played so far this hand
    tricks_done: int
    points: tuple[int, ...]  # card points taken so far, by team
    scores: tuple[int, ...]  # match score (game points), by side
    ties_before: int
    # what the seat saw and may remember (the view rules limit what it may look at again)
    seen_tricks: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (leader, cards) of every trick
    trump_dealt: tuple[int, int] | None = None  # the card turned for trump and its holder
    unseen_mask: int = 0  # the cards it has not seen (the others', the stock's, those set aside), as bits
    # other tables (#22): the stock, an auction and its contract
    stock_left: int = 0  # cards still in the stock (0: none, or no stock)
    auction: tuple[tuple[int, int | None], ...] = ()  # (seat, bid; None: a pass) said so far
    contract: tuple[int, int, int, int | None] | None = None  # (declarer, bid, trump, called card)
    teams: tuple[int | None, ...] = ()  # each seat's team in this hand as the seat knows it
    # (None: not known to it — a called partner before the card is played); () as the table sits

    @property
    def trick_cards(self) -> tuple[int, ...]:
        """The trick in progress, its cards in play order."""
        return tuple(card for _, card in self.trick)

    @property
    def trick_leader(self) -> int:
        """Who led the trick in progress (the seat to move when none was led)."""
        return self.trick[0][0] if self.trick else self.to_move


VIEW_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(PlayerView))


class SeatView:
    """The one definition of what `seat` may know, read from the match when asked for.

    Made over a match state (:func:`~.machine.observe`), it follows the match from hand to
    hand; made over a hand (``SeatView(seat, hand, scores)``) it reads that hand, and
    ``watch(hand, scores)`` points it at another. Its fields are :data:`VIEW_FIELDS`
    (:class:`PlayerView` has each), plus `trick_cards` and `trick_leader`.
    """

    __slots__ = ("_source", "seat")

    def __init__(self, seat: int, hand: Hand | None = None, scores: tuple[int, ...] = (0, 0),
                 *, source: _Source | None = None) -> None:
        self.seat = seat
        if source is None:
            if hand is None:
                raise TypeError("a SeatView reads a hand or a match state")
            source = _Still(hand, scores)
        self._source: _Source = source

    def watch(self, hand: Hand, scores: tuple[int, ...] = (0, 0)) -> None:
        """Read `hand` (and the match score `scores`) from now on."""
        self._source = _Still(hand, scores)

    @property
    def _hand(self) -> Hand:
        hand = self._source.hand
        if hand is None:
            raise _no_hand()
        return hand

    def frozen(self) -> PlayerView:
        """Every field read now, as a :class:`PlayerView`."""
        return PlayerView(*(getattr(self, name) for name in VIEW_FIELDS))

    # -- what every bot reads, cheaply (a read of the hand in play; no hand: IllegalMove) ------
    @property
    def legal(self) -> tuple[int, ...]:
        hand = self._hand
        return hand.legal if hand.turn == self.seat and not hand.finished else ()

    @property
    def trump(self) -> int:
        try:
            return self._source.hand.trump  # type: ignore[union-attr]
        except AttributeError:
            raise _no_hand() from None

    @property
    def unseen_mask(self) -> int:
        hand = self._source.hand
        if hand is None:
            raise _no_hand()
        return unseen_in(hand, self.seat)

    @property
    def trick_cards(self) -> Sequence[int]:
        try:
            return self._source.hand.trick  # type: ignore[union-attr]
        except AttributeError:
            raise _no_hand() from None

    @property
    def trick_leader(self) -> int:
        try:
            return self._source.hand.leader  # type: ignore[union-attr]
        except AttributeError:
            raise _no_hand() from None

    # -- the rest ------------------------------------------------------------------------------
    @property
    def dealer(self) -> int:
        return self._hand.deal.dealer

    @property
    def hand(self) -> tuple[int, ...]:
        return tuple(sorted(self._hand.hands[self.seat]))

    @property
    def to_move(self) -> int:
        return self._hand.turn

    @property
    def _trump_visible(self) -> bool:
        hand = self._hand
        rules = hand.rules
        played = rules.table.players * len(hand.tricks) + len(hand.trick)
        return rules.view.trump_visible(played, hand.trump_card_played)

    @property
    def trump_card(self) -> int | None:
        return self._hand.deal.trump_card if self._trump_visible else None

    @property
    def trump_holder(self) -> int | None:
        return self._hand.trump_holder if self._trump_visible else None

    @property
    def trick(self) -> tuple[tuple[int, int], ...]:
        hand = self._hand
        seat_at = hand.rules.seat_at
        return tuple((seat_at(hand.leader, i), c) for i, c in enumerate(hand.trick))

    @property
    def past_tricks(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        hand = self._hand
        rules = hand.rules
        return tuple(tuple((rules.seat_at(t.leader, i), c) for i, c in enumerate(t.cards))
                     for t in rules.view.past_tricks(hand.tricks, len(hand.trick)))

    @property
    def played(self) -> frozenset[int]:
        return frozenset(self._hand.moves)

    @property
    def tricks_done(self) -> int:
        return len(self._hand.tricks)

    @property
    def points(self) -> tuple[int, ...]:
        """Card points taken by each team of the hand, as far as the seat knows the teams
        (a trick taken by a seat whose team it does not know yet is not counted)."""
        hand = self._hand
        if hand.contract is None or None not in (known := self.teams):
            return tuple(hand.points)
        points = [0, 0]
        for trick in hand.tricks:
            team = known[trick.winner]
            if team is not None:
                points[team] += trick.points
        return tuple(points)

    @property
    def scores(self) -> tuple[int, ...]:
        return self._source.scores

    @property
    def stock_left(self) -> int:
        return len(self._hand.stock)

    @property
    def auction(self) -> tuple[tuple[int, int | None], ...]:
        auction = getattr(self._source, "auction", None)
        if auction is None:
            return ()
        return tuple((said.seat, getattr(said, "points", None)) for said in auction.said)

    @property
    def contract(self) -> tuple[int, int, int, int | None] | None:
        made = self._hand.contract
        return None if made is None else (made.declarer, made.bid, made.trump, made.called)

    @property
    def teams(self) -> tuple[int | None, ...]:
        hand = self._hand
        made = hand.contract
        if made is None:
            return ()
        teams = hand.teams
        if made.called is None or made.called in hand.moves or self.seat == made.partner:
            return teams  # no partner called, the card was played, or this seat holds it
        # the called card's holder is not known to this seat yet: the declarer is, and itself
        return tuple(teams[seat] if seat in (made.declarer, self.seat) else None
                     for seat in range(len(teams)))

    @property
    def ties_before(self) -> int:
        return self._hand.ties_before

    @property
    def seen_tricks(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """Every finished trick of the hand as (leader, cards in play order): what the seat
        saw played (`past_tricks` is what it may look at again; a player remembers)."""
        return tuple((t.leader, t.cards) for t in self._hand.tricks)

    @property
    def trump_dealt(self) -> tuple[int, int] | None:
        """The card turned for trump at the deal and the seat that took it (all seats saw it);
        None where the trump is cut from the unused cards."""
        hand = self._hand
        card, holder = hand.deal.trump_card, hand.trump_holder
        if card is None or holder is None:  # cut from the unused cards, or still under the stock
            return None
        return card, holder


View: TypeAlias = SeatView | PlayerView  # what a bot is given: a seat's view, lazy or read once


def view_of(hand: Hand, seat: int, scores: tuple[int, ...] = (0, 0)) -> PlayerView:
    """What `seat` may know of `hand` (a hand standing alone: the match score is `scores`),
    read once: ``SeatView(seat, hand, scores).frozen()``."""
    return SeatView(seat, hand, scores).frozen()
