"""The compiled rules, by area: plain data the engine reads, never the file's words.

Each group is what one area of the catalogue (:mod:`sueca_rules.catalogue`) compiles into.
Kinds are ints, bools, enums and tables: nothing after compilation compares a rule's word.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from operator import itemgetter
from typing import TypeVar

from .cards import CardTables, card_tables
from .frozen import FrozenMap
from .outcome import Outcome, unpunished_redeal

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class DeckRules:
    """The cards: their names and ints (see :mod:`.cards`), points, and the cards left out."""

    rank_labels: tuple[str, ...]  # the ranks in play, strongest first
    card_names: tuple[str, ...]  # card int -> "7S"
    card_ids: FrozenMap[str, int]  # "7S" -> card int
    points: tuple[int, ...]  # card int -> card points
    total_points: int
    unused_names: tuple[str, ...]  # cards of the removed ranks (the Azores cut them for trump)
    style: str  # the deck's faces: "french", "spanish" or "portuguese" (words only: names, faces)
    # made once from the above: the ranks per suit (a card is suit * per_suit + rank), the card
    # ints in play, every card's bit set, and the lookup tables of this shape of deck
    per_suit: int = field(init=False, compare=False, repr=False)
    cards: tuple[int, ...] = field(init=False, compare=False, repr=False)
    full_mask: int = field(init=False, compare=False, repr=False)
    tables: CardTables = field(init=False, compare=False, repr=False)
    size: int = field(init=False, compare=False, repr=False)  # how many cards the deck holds

    def __post_init__(self) -> None:
        per_suit = len(self.rank_labels)
        ids = self.card_ids
        cards = tuple(c for c, name in enumerate(self.card_names) if ids.get(name) == c)
        object.__setattr__(self, "per_suit", per_suit)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "full_mask", sum(1 << c for c in cards))
        object.__setattr__(self, "tables", card_tables(per_suit))
        object.__setattr__(self, "size", len(cards))


class Draw(Enum):
    """How the first dealer is drawn (to the engine, each is a seeded draw)."""

    RANDOM = "random"
    LOWEST_CARD = "lowest-card"
    HIGHEST_CARD = "highest-card"


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """Who shuffles, cuts, deals and leads in each hand, as offsets from that hand's dealer,
    for hand `t` of a `period` (the match's hands count round it: `Tally.turn`). Compiled
    from the `seats` block, and from `dealer { next }`, `play { first-lead }` and each deal
    procedure's `shuffles`/`cuts` where it says nothing (a period of 1: today's fixed scheme)."""

    period: int
    dealer_next: tuple[int, ...]  # per hand: the next hand's dealer, as an offset from this one's
    leader: tuple[int, ...] | None  # per hand; None: the deal procedure's leader
    shuffler: tuple[int | None, ...] | None  # per hand (None in it: nobody); None: the procedure's
    cutter: tuple[int | None, ...] | None
    after_winner: int | None  # the leader as an offset from the last trick's winner of the hand
    # before (None: not so; the first hand, or a match taken up, has `leader` or the procedure's)

    @property
    def moves(self) -> bool:
        """Whether a hand's roles depend on more than its dealer (the kernel's fixed scheme)."""
        return self.period > 1 or self.after_winner is not None


@dataclass(frozen=True, slots=True)
class FormingRules:
    """The card draw that forms the table (`forming`), or the seeded pick that stands for it
    (`dealer { first lowest-card }`, `partners drawn`: `cards` False, as before)."""

    cards: bool  # the players draw cards from a shuffled deck (else one seeded pick of a seat)
    draw_rank: tuple[int, ...]  # card int -> its rank in the draw (0 the highest; suits break
    # ties where `suit_order`, else equal ranks draw again)
    lowest_deals: bool
    suit_order: bool
    pairing: int  # 0 as seated, 1 the two highest against the two lowest, 2 highest and lowest
    seats_by_draw: bool


@dataclass(frozen=True, slots=True)
class TableRules:
    """Seats and dealers: turn order, who deals first and next, how partners are formed."""

    step: int  # turn order: +1 clockwise (to the left), -1 anticlockwise
    first_dealer_drawn: bool  # the first dealer is drawn (at random, or by a card draw)
    first_dealer: int  # the first dealer's seat when it is not drawn
    first_dealer_draw: Draw | None  # how it is drawn (None: a fixed seat)
    next_dealer: int  # who deals the next hand, as an offset from the dealer
    partners_drawn: bool  # partnerships are drawn by cards, not kept as the players sit
    seats: SeatPlan | None = None  # who shuffles, cuts, deals, leads per hand (None: the procedure's)
    forming: FormingRules | None = None  # the draw that forms the table (None: first dealer random or fixed)
    # The table's shape (`table { players, sides }`): how many seats, how many sides, and
    # each seat's side (seat % sides: partners never side by side). The match loop reads
    # these, never 4 or seat % 2.
    players: int = 4
    sides: int = 2
    side_of: tuple[int, ...] = (0, 1, 0, 1)
    # made once: the seat after each seat in turn order (by `step`), and the seat that plays
    # each place of a trick by its leader (seat_at[leader][place])
    next_seat: tuple[int, ...] = field(init=False, compare=False, repr=False)
    seat_at: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        players, step = self.players, self.step
        object.__setattr__(self, "next_seat", tuple((seat + step) % players for seat in range(players)))
        object.__setattr__(self, "seat_at", tuple(tuple((leader + step * place) % players
                                                        for place in range(players))
                                                  for leader in range(players)))

    def partners_of(self, seat: int) -> tuple[int, ...]:
        """The other seats of `seat`'s side, in seat order."""
        side = self.side_of[seat]
        return tuple(s for s in range(self.players) if self.side_of[s] == side and s != seat)

    def passed(self, dealer: int, turn: int) -> tuple[int, int]:
        """The next hand's dealer and turn when the deal passes on from `dealer` at `turn`."""
        seats = self.seats
        if seats is None:
            return (dealer + self.next_dealer) % self.players, 0
        return (dealer + seats.dealer_next[turn]) % self.players, (turn + 1) % seats.period


class Chooser(Enum):
    """Who chooses between the deal procedures."""

    DEALER = "dealer"
    CUTTER = "cutter"
    TABLE = "table"  # once, for the whole match (the procedure a table option may set)


@dataclass(frozen=True, slots=True)
class DealPlan:
    """One deal procedure as tables: who gets the card at each deck position, and where the
    trump comes from."""

    name: str
    positions: tuple[tuple[int, ...], ...]  # per dealer offset: the deck positions it receives
    trump_at: int | None  # the deck position of the card turned for trump (-1 the last, 0 the first)
    # (a stock's bottom card: the first position after the deal, drawn last)
    cuts_unused: bool  # the trump is cut from the cards left out of the deck (a cut is needed)
    picks_from_dealer: bool  # the trump is a card drawn at random from the dealer's hand (a pick)
    shuffler: int | None  # relative to the dealer; None = nobody
    cutter: int | None
    packet: int
    rotation: int  # +1 clockwise, -1 anticlockwise (a direction relative to play, resolved)
    dealer_first: bool
    leader: int  # who leads the first trick, relative to the dealer (roles resolved per deal)
    # per hand of the table's seat plan: leader, shuffler and cutter as offsets from the dealer
    # (one entry where the roles stay as the dealer moves)
    leaders: tuple[int, ...] = ()
    shufflers: tuple[int | None, ...] = ()
    cutters: tuple[int | None, ...] = ()
    banned_trump: tuple[bool, ...] = ()  # card int -> it may not be turned for trump (redeal)
    stock_at: tuple[int, ...] = ()  # the deck positions of the stock, in the order drawn
    aside_at: tuple[int, ...] = ()  # the deck positions of the cards set aside
    by_bid: bool = False  # the trump is named by the auction's winner (`bidding`)
    per_suit: int = 10  # the deck's ranks per suit (a card's suit is card // per_suit)
    # per dealer offset: its cards from a deck (C-level getters over `positions`)
    takes: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...] = field(
        init=False, compare=False, repr=False)
    # per dealer's seat: each seat's getter, seat 0 first (`takes` as a deal by that dealer reads it)
    seat_takes: tuple[tuple[Callable[[Sequence[int]], tuple[int, ...]], ...], ...] = field(
        init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        takes = tuple(itemgetter(*seat) for seat in self.positions)  # two cards or more each
        object.__setattr__(self, "takes", takes)
        seats = len(takes)
        object.__setattr__(self, "seat_takes", tuple(
            tuple(takes[(seat - dealer) % seats] for seat in range(seats)) for dealer in range(seats)))

    @property
    def trump(self) -> str:
        """Deprecated: the procedure's trump rule as the file writes it (read the plan's fields)."""
        if self.cuts_unused:
            return "cut-unused"
        if self.picks_from_dealer:
            return "dealer-random"
        return "bid" if self.by_bid else "stock-bottom" if self.trump_at in self.stock_at \
            else "first-card" if self.trump_at == 0 else "last-card"


@dataclass(frozen=True, slots=True)
class StockRules:
    """The stock: the cards not dealt, drawn one each after every trick (`stock { ... }`), and
    what may be played while it lasts (the play rules hold once it is empty)."""

    leader_first: bool  # the trick's leader draws first (else its winner), then in turn order
    trump_card_last: bool  # the card turned for trump lies face up under the stock, drawn last
    must_follow: bool  # while the stock lasts: the suit led must be followed
    must_overtake: bool
    must_trump: bool
    must_overtrump: bool


@dataclass(frozen=True, slots=True)
class BiddingRules:
    """The auction for the trump (`bidding`) and the contract's outcomes (`contract`): the
    roles `declarers` (the declarer and its partner) and `defenders` bind to their players."""

    first: int  # who bids first, as an offset from the dealer
    lowest: int  # the lowest bid (card points)
    highest: int  # the highest bid
    step: int  # bids are lowest + k * step, each above the last
    passing_final: bool  # a player who passed is out of the auction
    all_pass_same_dealer: bool  # all pass: dealt again by the same dealer (else the next)
    called_card: bool  # the partner is the holder of a card the declarer calls (else the table's sides)
    call_own: bool  # the declarer may call a card it holds (and play alone)
    declarer_leads: bool  # the declarer leads the first trick (else the deal's leader)
    made: Outcome
    all_tricks: Outcome | None
    failed: Outcome


@dataclass(frozen=True, slots=True)
class RedealRules:
    """Who may ask for a new deal after looking at their cards (card points below a limit)."""

    leader_below: int | None  # the first leader may ask with fewer card points than this
    others_below: int | None
    same_dealer: bool  # the same dealer deals again (else the deal passes on)


@dataclass(frozen=True, slots=True, eq=False)
class DealRules(Mapping[str, DealPlan]):
    """The deal procedures by name (a mapping, as `rules.deals` always was) and the rules
    around them: who chooses, the procedure a table fixes, redeals.

    `fixed` is the procedure every hand is dealt when the table chose once for the match
    (None: the chooser picks at each deal); `default` the one a deal uses when none is named.
    """

    plans: FrozenMap[str, DealPlan]
    chooser: Chooser
    fixed: str | None
    default: str
    table_choice: str  # the procedure the table plays when it chooses (`dealer.procedure`)
    cut_for_trump: bool  # some procedure cuts the unused cards for trump
    redeal: RedealRules | None
    hand_size: int = 10  # cards dealt to each player
    tricks: int = 10  # tricks in a hand (with a stock, every card of the deck is played)
    stock: StockRules | None = None  # the cards not dealt are drawn from after each trick
    aside: int = 0  # cards set aside, unplayed
    aside_to_last: bool = False  # their card points go to the team that takes the last trick

    def __getitem__(self, name: str) -> DealPlan:
        return self.plans[name]

    def get(self, name: str, default: DealPlan | None = None) -> DealPlan | None:  # type: ignore[override]
        return self.plans.get(name, default)

    def __contains__(self, name: object) -> bool:
        return name in self.plans

    def __iter__(self) -> Iterator[str]:
        return iter(self.plans)

    def __len__(self) -> int:
        return len(self.plans)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealRules):
            return Mapping.__eq__(self, other)
        return (self.plans, self.chooser, self.fixed, self.default, self.table_choice,
                self.cut_for_trump, self.redeal, self.hand_size, self.tricks, self.stock,
                self.aside, self.aside_to_last) == (
            other.plans, other.chooser, other.fixed, other.default, other.table_choice,
            other.cut_for_trump, other.redeal, other.hand_size, other.tricks, other.stock,
            other.aside, other.aside_to_last)

    def __hash__(self) -> int:
        return hash((self.plans, self.chooser, self.fixed, self.redeal))


@dataclass(frozen=True, slots=True)
class PlayRules:
    """What may be played: the constraints on leading and following."""

    must_follow: bool
    must_overtake: bool  # following, beat the best card of the suit led when able
    must_trump: bool  # void in the suit led, play a trump when able
    must_overtrump: bool  # ... and beat the trumps already played when able
    trump_lead_after_trump: bool  # trumps may not be led before a trump was played to a trick
    first_lead: int  # who leads the first trick, as an offset from the dealer (standard deal)
    silent: bool = False  # partners may not talk or signal (the engine has nothing to enforce)


@dataclass(frozen=True, slots=True)
class ViewRules:
    """What a seat sees besides its own cards and the trick in progress, as the engine's one
    observer (:class:`~sueca_rules.engine.view.SeatView`) reads it."""

    trump_hidden_once_played: bool  # the trump card stays on view until the dealer plays it
    trump_hidden_after_deal: bool  # ... only until the first card is played
    review: int  # the last finished tricks a seat may look at again: 0 none, 1, 10 all
    trump_hidden_after_cards: int = 0  # ... only until this many cards are played (0: no such limit;
    # the first trick's cards: on view for the first trick only)

    def trump_visible(self, cards_played: int, trump_card_played: bool) -> bool:
        """Whether the card turned for trump is still on view, `cards_played` cards into the
        hand (the trump card among them or not)."""
        if self.trump_hidden_after_deal and cards_played:
            return False
        if self.trump_hidden_after_cards and cards_played >= self.trump_hidden_after_cards:
            return False
        return not (self.trump_hidden_once_played and trump_card_played)

    def past_tricks(self, tricks: Sequence[T], cards_in_trick: int = 0) -> Sequence[T]:
        """The finished tricks (oldest first) that a seat may look at again, `cards_in_trick`
        cards into the trick in play: the last trick alone only until the next card is played
        (002: "Única excessão se abre para a vaza recém-jogada, desde que não tenham colocado
        novas cartas na mesa")."""
        if self.review == 1 and cards_in_trick:
            return tricks[:0]
        return tricks[max(0, len(tricks) - self.review):]


@dataclass(frozen=True, slots=True)
class IllegalRules:
    """Illegal cards (a revoke) and the infractions a table declares, with their outcomes."""

    refuse: bool  # an illegal card is refused (no penalty); else accepted and accusable
    accuse_after_hand: bool  # an accusation may come after the last trick, until the next deal
    revoke: Outcome | None  # a proven revoke (the offenders: the team that revoked)
    false_accusation: Outcome | None  # an accusation not proven (the offenders: the accusers)
    infractions: FrozenMap[str, Outcome]  # declared infractions (the offenders: the team declared)
    names_player: bool = False  # an accusation names one opponent, whose cards alone prove it
    allowed: frozenset[str] = frozenset()  # acts the table allows (declared: nothing happens, play on)
    forbidden: frozenset[str] = frozenset()  # acts it forbids with no penalty named (not declarable)

    @property
    def mischief(self) -> tuple[str, ...]:
        """The declarable acts random play commits (autoplay's mischief, `simulate --infractions`):
        all but a misdeal only dealt again, which costs nobody anything (Portugal's, EN19-02).
        """
        return tuple(name for name, outcome in self.infractions.items() if unpunished_redeal(name, outcome) is None)
