"""What happens in a match: its phases, the actions that move it, the events that follow.

An action is a plain value. A card played is its int (0..39, from ``rules.deck``); the other
actions are small named tuples. Chance's actions — the first dealer drawn, and a deal (the
deck shuffled, the unused cards cut, the dealer's card picked) — are drawn by the driver from
its seeded stream (:func:`~.machine.draw`) and applied like any other, so a log of actions
replays without a random stream. A deal is a :class:`~.deal.Deal` (what
:func:`~.deal.deal_cards` or :func:`~.deal.deal_from_hands` makes): the procedure it names is
the chooser's part, the cards chance's.

Events are what followed from an action: a trick taken (:class:`~.hand.Trick`), an accusation
judged (:class:`~.hand.Accusation`), a penalty applied (:class:`~.penalties.Settlement`), a
penalty's award counted while play goes on (:class:`PlayOn`), a hand scored
(:class:`HandOver`), the match won (:class:`MatchOver`), a redeal window opening
(:class:`RedealOpen`). A card that takes no trick has none: :data:`NO_EVENTS`, a shared empty
tuple, so the common case costs nothing.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple, TypeAlias

from .bidding import Bid, Call, Pass
from .deal import Deal
from .hand import Accusation, HandResult, Trick
from .penalties import Settlement
from .seating import TableDraw


class Phase(IntEnum):
    """Where a match stands: what may be done next.

    - DRAW: the first dealer is to be drawn (chance: :class:`FirstDealer`);
    - DEAL: a hand is to be dealt (chance: a :class:`~.deal.Deal`);
    - REDEAL: dealt, no card played yet, and a seat may ask for a new deal
      (:class:`AskRedeal`) — or the first card is played, which closes the window;
    - PLAY: cards are played; accusations and declarations between them;
    - HAND_END: the last trick is played and the variant lets accusations come until the
      next deal (:class:`Accuse`, :class:`Declare`, or chance's next deal);
    - OVER: the match is won;
    - BID: dealt, and the players bid for the trump in turn (:class:`~.bidding.Bid`,
      :class:`~.bidding.Pass`), where the variant has an auction;
    - CALL: the auction is won; its winner names the trump (and its partner's card:
      :class:`~.bidding.Call`).

    A phase is a state of the one loop: a new kind of turn (bidding, drawing from a stock)
    is a new phase with its actions, not a new driver.
    """

    DRAW = 0
    DEAL = 1
    REDEAL = 2
    PLAY = 3
    HAND_END = 4
    OVER = 5
    BID = 6  # dealt, and the players bid for the trump in turn (Bid, Pass; the first closes REDEAL)
    CALL = 7  # the auction is won: its winner names the trump and calls its partner's card (Call)


class FirstDealer(NamedTuple):
    """Chance (or the table): `seat` deals the first hand — with the card draw that decided
    it where the variant forms the table by one (`forming`: the cards, who sits where)."""

    seat: int
    draw: TableDraw | None = None


class AskRedeal(NamedTuple):
    """`seat` asks for a new deal (its cards' points are below the variant's limit); the
    next action is the new deal."""

    seat: int


class Accuse(NamedTuple):
    """`team` accuses the other of a revoke (an illegal card) in the hand in play; `seat`,
    where the accusers name the player they accuse (`illegal { accused player }`: then only
    that player's cards prove it), else None."""

    team: int
    seat: int | None = None


class Declare(NamedTuple):
    """The table declares that `team` committed `infraction` (talking, a misdeal, ...)."""

    team: int
    infraction: str


Action: TypeAlias = int | Deal | FirstDealer | AskRedeal | Accuse | Declare | Bid | Pass | Call


class PlayOn(NamedTuple):
    """A penalty after which play goes on: its award (game points, by team) counted at once."""

    cause: str
    offenders: int
    game_points: tuple[int, ...]


class HandOver(NamedTuple):
    """The hand was scored: by its cards, or by a penalty that ended it (scored again when a
    penalty proven after its last trick replaces what its cards scored)."""

    result: HandResult


class MatchOver(NamedTuple):
    """The match is won by `winner` (None: drawn, at the end of a fixed number of hands)."""

    winner: int | None


class RedealOpen(NamedTuple):
    """The hand just dealt lets these seats ask for a new deal before the first card."""

    seats: tuple[int, ...]


Event: TypeAlias = Trick | Accusation | Settlement | PlayOn | HandOver | MatchOver | RedealOpen
NO_EVENTS: tuple[Event, ...] = ()
