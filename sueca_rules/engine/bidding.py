"""The auction for the trump and the contract it makes (`bidding { ... }`, `contract { ... }`).

After the deal, each player in turn from the variant's first bidder bids card points (above
the last bid, on the variant's steps) or passes; a pass is final where the variant says so.
The auction is won when every other player has passed after a bid (or the highest bid is
made): the winner, the declarer, names the trump suit and — where the partner is called —
a card; its holder is the declarer's partner, which only the holder knows until the card is
played. The hand's teams are then the declarers (the declarer and its partner) and the
defenders. Every player passing voids the deal: dealt again by the same dealer or the next.

The contract scores the hand (:meth:`Contract.outcome`): made (the declarers' card points at
least the bid), every trick taken, or failed — each the variant's outcome, its roles
`declarers` and `defenders` bound to their sides.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from ..arguments import shown
from ..compiled.cards import NO_TRUMP
from ..compiled.groups import BiddingRules
from ..compiled.outcome import Outcome
from ..compiled.rules import Rules
from ..errors import IllegalMove
from .penalties import Settlement


class Bid(NamedTuple):
    """`seat` bids `points`: its side undertakes to take at least that many card points."""

    seat: int
    points: int


class Pass(NamedTuple):
    """`seat` passes (out of the auction where a pass is final)."""

    seat: int


class Call(NamedTuple):
    """The declarer (`seat`) names the trump suit (0..3: S, H, D, C) and, where the partner is
    called, the card whose holder is its partner (None where the partner is the table's)."""

    seat: int
    trump: int
    card: int | None = None


@dataclass
class Auction:
    """An auction in progress: whose turn, the bids made, who is out."""

    turn: int
    high: int | None = None  # the highest bid so far
    bidder: int | None = None  # who made it
    out: set[int] = field(default_factory=set)  # who passed, where a pass is final
    passes: int = 0  # passes in a row since the last bid (where a pass is not final)
    said: list[Bid | Pass] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Contract:
    """The contract the auction made: the declarer, its bid, the trump named, the called card
    and its holder (the partner; the declarer itself where it called its own card, None where
    the partner is the table's), and the sides of each of the hand's teams (declarers first)."""

    declarer: int
    bid: int
    trump: int
    called: int | None
    partner: int | None
    seats: tuple[int, ...]  # the declarers' seats
    teams: tuple[tuple[int, ...], ...]  # the sides of the declarers, then of the defenders
    rules: BiddingRules = field(repr=False)
    tricks: int = 10

    def outcome(self, points: tuple[int, ...], tricks: tuple[int, ...]) -> tuple[str, int, Outcome]:
        """(cause, offenders, outcome) of the hand played out with the declarers' team 0:
        every trick taken, the bid made, or the bid failed."""
        rules, side = self.rules, self.teams[0][0]
        if tricks[0] == self.tricks and rules.all_tricks is not None:
            return "all-tricks", side, rules.all_tricks
        if points[0] >= self.bid:
            return "made", side, rules.made
        return "failed", side, rules.failed


def first_bidder(rules: Rules, dealer: int) -> int:
    """The seat that bids first when `dealer` deals."""
    bidding = rules.bidding
    assert bidding is not None
    return (dealer + bidding.first) % rules.table.players


def bid_problem(rules: Rules, auction: Auction, action: Bid | Pass) -> str | None:
    """Why `action` may not be made now (None: it may)."""
    bidding = rules.bidding
    assert bidding is not None
    seat = action.seat
    if seat.__class__ is not int or not 0 <= seat < rules.table.players:
        return f"a seat is 0 to {rules.table.players - 1}, not {shown(seat)}"
    if seat != auction.turn:
        return f"seat {auction.turn} bids now, not seat {seat}"
    if isinstance(action, Pass):
        return None
    points = action.points
    low = bidding.lowest if auction.high is None else auction.high + bidding.step
    if points.__class__ is not int or not low <= points <= bidding.highest \
            or (points - bidding.lowest) % bidding.step:
        if low > bidding.highest:
            return f"no bid can go above {auction.high}: pass"
        return (f"a bid is {low} to {bidding.highest} card points"
                + (f", in steps of {bidding.step} from {bidding.lowest}" if bidding.step > 1 else "")
                + f" — not {shown(points)}")
    return None


def legal_bids(rules: Rules, auction: Auction) -> list[Bid | Pass]:
    """Every bid the seat to bid may make, and its pass."""
    bidding = rules.bidding
    assert bidding is not None
    low = bidding.lowest if auction.high is None else auction.high + bidding.step
    seat = auction.turn
    bids: list[Bid | Pass] = [Bid(seat, p) for p in range(low, bidding.highest + 1, bidding.step)
                              if (p - bidding.lowest) % bidding.step == 0]
    return [Pass(seat), *bids]


def advance(rules: Rules, auction: Auction, action: Bid | Pass) -> str:
    """Apply a checked bid or pass; say what follows: "bid" (the auction goes on), "won" (the
    auction's winner is to call) or "all-passed" (nobody bid: the deal is void)."""
    bidding = rules.bidding
    assert bidding is not None
    players = rules.table.players
    auction.said.append(action)
    if isinstance(action, Bid):
        auction.high, auction.bidder, auction.passes = action.points, action.seat, 0
        if action.points + bidding.step > bidding.highest:
            return "won"  # nobody can bid above it
    elif bidding.passing_final:
        auction.out.add(action.seat)
    else:
        auction.passes += 1
    if bidding.passing_final:
        left = [s for s in range(players) if s not in auction.out]
        if not left:
            return "all-passed"
        if auction.bidder is not None and left == [auction.bidder]:
            return "won"
    else:
        if auction.bidder is None and auction.passes >= players:
            return "all-passed"
        if auction.bidder is not None and auction.passes >= players - 1:
            return "won"
    step = rules.table.step
    seat = (action.seat + step) % players
    while seat in auction.out:
        seat = (seat + step) % players
    auction.turn = seat
    return "bid"


def call_problem(rules: Rules, auction: Auction, hands: list[list[int]], action: Call) -> str | None:
    """Why the declarer may not name this trump and card (None: it may)."""
    bidding = rules.bidding
    assert bidding is not None
    if action.seat != auction.bidder:
        return f"seat {auction.bidder} won the auction and names the trump, not seat {shown(action.seat)}"
    if action.trump.__class__ is not int or not 0 <= action.trump < 4:
        return f"the trump is a suit, 0 to 3 (S, H, D, C), not {shown(action.trump)}"
    card = action.card
    if not bidding.called_card:
        return None if card is None else "the partners are the table's: no card is called"
    if card is None or card.__class__ is not int or card not in rules.deck.cards:
        return f"name the card whose holder is your partner (a card of the deck), not {shown(card)}"
    if not bidding.call_own and card in hands[action.seat]:
        return f"{rules.name(card)} is in your own hand: call a card you do not hold"
    return None


def contract_of(rules: Rules, auction: Auction, hands: list[list[int]], action: Call,
                tricks: int) -> Contract:
    """The contract a checked call makes: the declarers and the hand's teams."""
    bidding = rules.bidding
    assert bidding is not None and auction.bidder is not None and auction.high is not None
    partner = next(seat for seat, hand in enumerate(hands) if action.card in hand) \
        if bidding.called_card else None
    return contract_for(rules, auction.bidder, partner, auction.high, action.trump, action.card,
                        tricks)


def contract_for(rules: Rules, declarer: int, partner: int | None, bid: int,
                 trump: int = NO_TRUMP, called: int | None = None,
                 tricks: int | None = None) -> Contract:
    """The contract of `declarer`'s `bid` with `partner` (the holder of the card it called —
    itself where it called its own; None where its partners are its side at the table): the
    declarers' seats and the hand's teams. A score sheet's contract (no trump, no card) is one
    too: what it scores depends on neither."""
    bidding = rules.bidding
    assert bidding is not None
    table = rules.table
    if bidding.called_card:
        seats = tuple(sorted({declarer, declarer if partner is None else partner}))
    else:
        seats = tuple(s for s in range(table.players) if table.side_of[s] == table.side_of[declarer])
    declarers = tuple(sorted({table.side_of[s] for s in seats}))
    defenders = tuple(sorted({table.side_of[s] for s in range(table.players) if s not in seats}
                             - set(declarers)))
    return Contract(declarer, bid, trump, called, partner, seats, (declarers, defenders), bidding,
                    rules.deals.tricks if tricks is None else tricks)


def contract_settlement(contract: Contract, points: tuple[int, ...], tricks: tuple[int, ...],
                        sides: int) -> Settlement:
    """The settlement of a hand played out under `contract`, from its teams' card points and
    tricks (the declarers' first): the outcome the contract gives (made, every trick, failed),
    its roles bound to the declarers' and the defenders' sides; the team ahead on card points
    is the hand's winners. :func:`~.penalties.award_of` adds up its effects."""
    cause, offenders, outcome = contract.outcome(points, tricks)
    first, second = points[0], points[1]
    ahead = None if first == second else 0 if first > second else 1
    return Settlement(cause, offenders, outcome, ahead, sides, None, contract.teams)


def refuse(message: str) -> IllegalMove:
    return IllegalMove(message, rule="bidding")
