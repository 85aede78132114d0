"""What a seat knows at a table of any shape, and the worlds it may imagine from it.

A world deals the cards the seat has not seen — to the other seats, to the stock and to the
cards set aside — consistently with what it knows:

- how many cards each seat holds now (the hand dealt, the cards drawn, the cards played);
- the stock: as many cards as are left in it, in an order nobody knows, but the card turned
  face up under it (drawn last) — and, once drawn, that card in the hand of the seat that
  drew it until it is played;
- the cards set aside: as many as the variant sets aside, which nobody knows;
- the suits a seat has shown out of (:class:`~.evidence.Evidence`: with a stock, only since
  the seat last drew);
- a called partner: the card called is not the declarer's where it may not call its own,
  and its holder — the partner — is whoever holds it in the world (known to all once played).

:func:`knowledge` reads it from a seat's view; :func:`deal_world` deals one world with a
seeded random stream.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..compiled.cards import NO_TRUMP, PLACE_BITS
from ..compiled.rules import Rules
from ..engine import Trick
from .evidence import Evidence, stock_cards
from .seen import View

SHUFFLES = 6  # shuffled deals tried before dealing card by card
TRIES = 20  # attempts at dealing card by card with every void before the voids are dropped
PLACE = (1 << PLACE_BITS) - 1


@dataclass
class Knowledge:
    """What `seat` knows at a decision (cards as ints, masks as bits: card c is bit c)."""

    seat: int
    mine: int  # its cards
    played: int  # every card played this hand (the trick in progress too)
    unseen: int  # the cards a world places: not its own, not played, not known where they are
    left: list[int]  # how many cards each seat holds now
    voids: list[int]  # per seat, the suits it cannot hold (4 bits)
    barred: list[int]  # per seat, single cards it cannot hold (a declarer's called card)
    placed: list[int]  # per seat, cards known to be in its hand (the trump card it drew)
    stock: int  # cards left in the stock
    under: int | None  # the card face up under the stock (drawn last), where known
    aside: int  # cards set aside
    trump: int
    trick: list[tuple[int, int]]  # (seat, card) of the trick in progress
    leader: int  # who leads the trick in progress
    past: list[Trick]  # the finished tricks
    trump_played: bool  # a trick was won by a trump (trumps may be led)
    contract: tuple[int, int, int, int | None] | None  # (declarer, bid, trump, called card)
    trump_card: int | None  # the card turned for trump (where one was)
    holder: int | None  # who holds it, once dealt or drawn
    dealer: int
    ties_before: int


def winner_of(rules: Rules, leader: int, cards: tuple[int, ...], trump: int) -> tuple[int, int]:
    """(the seat that wins a trick of `cards` led by `leader`, the winning card)."""
    per = rules.deck.per_suit
    keys = rules.deck.tables.trick_keys[4 * (trump if 0 <= trump < 4 else NO_TRUMP) + cards[0] // per]
    best = min(keys[card] | place for place, card in enumerate(cards))
    place = best & PLACE
    return rules.table.seat_at[leader][place], cards[place]


def knowledge(rules: Rules, view: View) -> Knowledge:
    """What the view's seat knows now (see the module)."""
    seat, trump, players = view.seat, view.trump, rules.table.players
    per = rules.deck.per_suit
    evidence = Evidence(rules)
    past: list[Trick] = []
    played = 0
    points = rules.deck.points
    trump_played = False
    for leader, cards in view.seen_tricks:
        winner, card = winner_of(rules, leader, cards, trump)
        trick = Trick((leader, cards, winner, sum(points[c] for c in cards)))
        past.append(trick)
        evidence.note_trick(trick, trump)
        trump_played = trump_played or card // per == trump
        for card in cards:
            played |= 1 << card
    trick_now = list(view.trick)
    for place, (who, card) in enumerate(trick_now):
        evidence.note_card(who, card, None if place == 0 else trick_now[0][1] // per, trump)
        played |= 1 << card
    voids = list(evidence.voids)
    for culprit in evidence.proven:  # a proven revoker's voids prove nothing
        voids[culprit] = 0
    done = len(past)
    rounds = min(done, stock_cards(rules) // players)  # draws so far, one card each
    in_trick = {who for who, _ in trick_now}
    left = [rules.deals.hand_size + rounds - done - (s in in_trick) for s in range(players)]
    mine = 0
    for card in view.hand:
        mine |= 1 << card
    left[seat] = len(view.hand)
    placed = [0] * players
    barred = [0] * players
    stock = view.stock_left
    dealt = view.trump_dealt  # (card, its holder) once in a hand
    trump_card: int | None = None
    holder: int | None = None
    under: int | None = None
    if dealt is not None:
        trump_card, holder = dealt
        if holder != seat and not played >> trump_card & 1:
            placed[holder] |= 1 << trump_card
    elif stock and view.trump_card is not None and rules.deals.stock is not None \
            and rules.deals.stock.trump_card_last:
        trump_card = under = view.trump_card
    contract = view.contract
    if contract is not None:
        declarer, _, _, called = contract
        bidding = rules.bidding
        if called is not None and bidding is not None and not bidding.call_own and declarer != seat:
            barred[declarer] |= 1 << called
    known = mine | played | (0 if under is None else 1 << under)
    for mask in placed:
        known |= mask
    unseen = rules.deck.full_mask & ~known
    return Knowledge(seat, mine, played, unseen, left, voids, barred, placed, stock, under,
                     rules.deals.aside, trump, trick_now, trick_now[0][0] if trick_now else seat, past,
                     trump_played, contract, trump_card, holder, view.dealer, view.ties_before)


def suit_masks(rules: Rules) -> tuple[int, ...]:
    """For each set of suits (4 bits), its cards as bits."""
    per = rules.deck.per_suit
    full = (1 << per) - 1
    return tuple(sum(full << (per * s) for s in range(4) if voids >> s & 1) for voids in range(16))


def determined(know: Knowledge) -> bool:
    """Whether one world is all there is: the unseen cards can be in one place only (two
    players once the stock is empty, nothing set aside: the other hand is the rest)."""
    if know.stock - (know.under is not None) > 0 or know.aside:
        return not know.unseen
    holding = [s for s, n in enumerate(know.left) if s != know.seat and n - bin(know.placed[s]).count("1") > 0]
    return len(holding) <= 1


def deal_world(know: Knowledge, rng: random.Random, suits: tuple[int, ...]) -> list[list[int]] | None:
    """One world: the cards of each seat (its own, known ones and dealt ones), then the stock's
    (in the order drawn: the card under it last), then the cards set aside — as lists. A
    shuffled deal of the unseen cards, dealt again while it breaks a void (exactly uniform over
    the consistent worlds), else card by card, the most constrained first; None where even
    that fails (what the seat knows cannot be: a revoke it did not see proven)."""
    players = len(know.left)
    seat = know.seat
    room = [max(0, know.left[s] - bin(know.placed[s]).count("1")) for s in range(players)]
    room[seat] = 0
    stock_room = know.stock - (know.under is not None)
    rooms = [*room, max(0, stock_room), know.aside]  # the seats, the stock, the cards set aside
    barred = [suits[know.voids[s]] | know.barred[s] for s in range(players)] + [0, 0]
    cards = [c for c in range(know.unseen.bit_length()) if know.unseen >> c & 1]
    if sum(rooms) != len(cards):
        return None
    places = [p for p in range(players + 2) if rooms[p]]
    found: list[list[int]] | None = None
    for _ in range(SHUFFLES):
        rng.shuffle(cards)
        start = 0
        world: list[list[int]] = [[] for _ in range(players + 2)]
        for place in places:
            taken = cards[start:start + rooms[place]]
            if any(barred[place] >> c & 1 for c in taken):
                break
            world[place] = taken
            start += rooms[place]
        else:
            found = world
            break
    if found is None:
        found = _card_by_card(cards, rooms, barred, places, rng)
    if found is None:
        return None
    for s in range(players):
        mask = know.placed[s] | (know.mine if s == seat else 0)
        found[s] += [c for c in range(mask.bit_length()) if mask >> c & 1]
    if know.under is not None:
        found[players].append(know.under)
    return found


def _card_by_card(cards: list[int], rooms: list[int], barred: list[int], places: list[int],
                  rng: random.Random) -> list[list[int]] | None:
    """Deal the most constrained cards first, each to a place that may hold it (weighted by
    the room it has); after TRIES dead ends, ignore what the seats showed (a revoke may have
    made a void that is none)."""
    for attempt in range(TRIES + 1):
        strict = attempt < TRIES
        world: list[list[int]] = [[] for _ in rooms]
        left = list(rooms)
        allowed = {c: [p for p in places if not (strict and barred[p] >> c & 1)] for c in cards}
        rng.shuffle(cards)
        cards.sort(key=lambda c: len(allowed[c]))
        for card in cards:
            options = [p for p in allowed[card] if left[p] > 0]
            if not options:
                break
            chosen = options[0]
            if len(options) > 1:
                point = rng.random() * sum(left[p] for p in options)
                for chosen in options:
                    point -= left[chosen]
                    if point < 0:
                        break
            world[chosen].append(card)
            left[chosen] -= 1
        else:
            return world
    return None
