"""Dealing: a deck order (top card first) and a procedure become each seat's hand, a trump,
and — where the variant has them — a stock to draw from and cards set aside."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple, TypeVar

from ..arguments import shown
from ..compiled.cards import CARDS, NO_TRUMP, CardError
from ..compiled.groups import DealPlan
from ..compiled.rules import Rules
from ..errors import SuecaError

BIT = {c: 1 << c for c in range(52)}  # a card's bit in a hand's mask (a non-card: KeyError)


class DealError(SuecaError):
    """A deal that cannot be made (wrong deck, unknown procedure, missing cut)."""


class Deal(NamedTuple):
    """The outcome of one deal."""

    dealer: int
    procedure: str
    deck: tuple[int, ...]  # top card first
    hands: tuple[tuple[int, ...], ...]  # per seat, in the order received
    trump: int  # suit index
    trump_card: int | None  # the card that set trumps when someone holds it
    trump_holder: int | None
    cut: tuple[str, ...]  # unused cards cut for trump (Azores), top first
    leader: int
    shuffler: int | None
    cutter: int | None
    masks: tuple[int, ...]  # per seat, the hand as bits (card c is bit c)
    pick: int | None = None  # `dealer-random`: which card of the dealer's hand was turned (0..9)
    stock: tuple[int, ...] = ()  # the cards to draw after each trick, the next first (the card
    # turned for trump, under the stock, last)
    aside: tuple[int, ...] = ()  # the cards set aside, unplayed


_new_deal = tuple.__new__  # a Deal from its fields, in order, without NamedTuple's Python-level __new__


def masks_of(hands: list[tuple[int, ...]] | list[list[int]] | tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """Each hand as bits (card c is bit c). KeyError for a non-card."""
    bit = BIT.__getitem__
    if len(hands) == 4:  # the usual table, unrolled
        h0, h1, h2, h3 = hands
        return sum(map(bit, h0)), sum(map(bit, h1)), sum(map(bit, h2)), sum(map(bit, h3))
    return tuple([sum(map(bit, hand)) for hand in hands])


def deal_cards(rules: Rules, dealer: int, deck: list[int] | tuple[int, ...],
               procedure: str = "standard", cut: list[str] | tuple[str, ...] = (),
               pick: int | None = None) -> Deal:
    """Deal a given deck order by the named procedure.

    `cut` gives the unused cards cut for trump (top first) where the deal cuts them;
    `pick` the position (0..9 at the usual table: in the order received) of the dealer's card
    turned for trump where the trump is drawn at random from the dealer's hand. DealError when
    either is missing or wrong, or the deck is not the variant's cards, each once.

    >>> from sueca_rules import load_rules
    >>> rules = load_rules("portugal")
    >>> d = deal_cards(rules, dealer=0, deck=list(range(40)))
    >>> d.hands[1][:2], d.trump_holder, d.leader   # the dealer's left gets the top ten
    ((0, 1), 0, 3)
    """
    if rules.__class__ is not Rules or dealer.__class__ is not int \
            or not 0 <= dealer < rules.table.players:
        _bad_arguments(rules, dealer)
    plan = rules.deals.plans.get(procedure) if procedure.__class__ is str else None
    if plan is None:
        raise DealError(f"the {rules.variant} variant has no {shown(procedure)} deal — it "
                        "has: " + ", ".join(rules.deals))
    size = rules.deck.size
    try:
        hands, masks = seat_hands(plan, dealer, deck) if len(deck) == size else ((), ())
        if len(masks) == 4:  # the usual table, unrolled
            whole = masks[0] | masks[1] | masks[2] | masks[3]
        else:
            whole = 0
            for mask in masks:
                whole |= mask
        if plan.stock_at or plan.aside_at:  # the cards not dealt
            whole |= sum(map(BIT.__getitem__, (deck[i] for i in plan.stock_at + plan.aside_at)))
    except (TypeError, KeyError, IndexError):  # not a sequence of the deck's size, or not of cards
        masks, whole = (), 0
    # as many cards as the deck, whose bits cover all of it: each card exactly once
    if not masks or whole != rules.deck.full_mask:
        raise DealError(f"a deck must hold each of the {size} cards exactly once")
    if cut.__class__ is not tuple and not isinstance(cut, list | tuple):
        raise DealError(f"the cut is a list of card names, not {shown(cut)}")
    if plan.cuts_unused:
        if not cut:
            raise DealError("the trump is cut from the unused cards: give the cut cards")
        trump = suit_of_name(rules, cut[0])
    elif plan.picks_from_dealer:
        last = rules.deals.hand_size - 1
        if pick.__class__ is not int or not 0 <= pick <= last:
            raise DealError("the trump is a card drawn from the dealer's hand: give which one "
                            f"(pick 0 to {last}, in the order dealt), not {shown(pick)}")
        trump = -1
    else:
        trump = -1
    if pick is not None and not plan.picks_from_dealer:
        raise DealError(f"the '{procedure}' deal turns no card from the dealer's hand: no pick")
    return dealt(plan, procedure, dealer, deck if deck.__class__ is tuple else tuple(deck), hands,
                 masks, tuple(cut), trump, pick)


def seat_hands(plan: DealPlan, dealer: int, deck: Sequence[int]) -> tuple[tuple[tuple[int, ...], ...],
                                                                          tuple[int, ...]]:
    """Each seat's cards (seat 0 first) from a whole deck dealt by `dealer`, and their bits.
    KeyError for a deck of other things than cards."""
    takes = plan.seat_takes[dealer]
    if len(takes) == 4:  # the usual table, unrolled
        g0, g1, g2, g3 = takes
        hands: tuple[tuple[int, ...], ...] = (g0(deck), g1(deck), g2(deck), g3(deck))
    else:
        hands = tuple([take(deck) for take in takes])
    return hands, masks_of(hands)


def dealt(plan: DealPlan, procedure: str, dealer: int, deck: tuple[int, ...],
          hands: tuple[tuple[int, ...], ...], masks: tuple[int, ...], cut: tuple[str, ...],
          cut_suit: int, pick: int | None) -> Deal:
    """The Deal of a checked deck (each card once; the cut or pick the plan needs, given):
    where the trump comes from, and the roles as offsets from the dealer. `cut_suit` is the
    suit of the cut card where the plan cuts the unused cards for trump. The one constructor
    of a dealt Deal: :func:`deal_cards` checks and calls it, chance's draw (whose deck is a
    shuffle of the forty) calls it directly."""
    trump_card: int | None
    players = len(hands)
    stock_at = plan.stock_at
    stock = tuple([deck[i] for i in stock_at]) if stock_at else ()
    if plan.cuts_unused:
        trump, trump_card, holder = cut_suit, None, None
    elif plan.by_bid:  # named by the auction's winner: no suit until then
        trump, trump_card, holder = NO_TRUMP, None, None
    else:
        trump_card = hands[dealer][pick] if plan.picks_from_dealer else deck[plan.trump_at]  # type: ignore[index]
        trump = trump_card // plan.per_suit
        holder = None if stock_at and trump_card in stock else dealer  # under the stock: nobody's yet
    shuffler, cutter = plan.shuffler, plan.cutter
    return _new_deal(Deal, (dealer, procedure, deck, hands, trump, trump_card, holder, cut,
                            (dealer + plan.leader) % players,
                            None if shuffler is None else (dealer + shuffler) % players,
                            None if cutter is None else (dealer + cutter) % players, masks, pick,
                            stock, tuple([deck[i] for i in plan.aside_at]) if plan.aside_at else ()))


def _bad_arguments(rules: object, dealer: object) -> None:
    from ..errors import ArgumentError

    if rules.__class__ is not Rules:
        raise ArgumentError("rules", f"compiled Rules, from load_rules('portugal'), not {shown(rules)}")
    players = rules.table.players
    raise ArgumentError("dealer", f"a seat, 0 to {players - 1}, not {shown(dealer)}")


def cut_problems(rules: Rules, procedure: str, cut: list[str] | tuple[str, ...]) -> list[tuple[int | None, str]]:
    """Every problem of the unused cards given as cut for trump in a `procedure` deal, as
    (index of the wrong card, or None for the list as a whole; what is wrong). The one rule
    that case files and :meth:`Match.deal` share: the deal must cut the unused cards to have a
    cut, and then needs one; each card is one the variant leaves out, written once, in any
    spelling a card takes (`10♣`, `10c`).

    >>> from sueca_rules import load_rules
    >>> cut_problems(load_rules("azores"), "standard", ["8S", "8S"])
    [(1, "'8S' is cut twice — each unused card is there once")]
    >>> cut_problems(load_rules("portugal"), "standard", ["8S"])[0][1]
    "the 'standard' deal does not cut the unused cards for trump — remove the cut"
    """
    plan = rules.deals.get(procedure)
    problems: list[tuple[int | None, str]] = []
    if plan is None:
        return problems  # an unknown procedure is its caller's to report
    if plan.cuts_unused and not cut:
        problems.append((None, f"the '{procedure}' deal cuts the unused cards for trump: give "
                               "them (cut: [...], top card first)"))
    elif not plan.cuts_unused and cut:
        problems.append((None, f"the '{procedure}' deal does not cut the unused cards for trump "
                               "— remove the cut"))
    unused = rules.deck.unused_names
    if len(cut) > len(unused):
        problems.append((None, f"{len(cut)} cut cards, but only {len(unused)} cards "
                               "are left out of the deck"))
    seen: set[str] = set()
    for index, name in enumerate(cut):
        try:
            card = rules.unused_card(name)
        except CardError as err:
            problems.append((index, str(err)))
            continue
        if card in seen:
            problems.append((index, f"'{name}' is cut twice — each unused card is there once"))
        seen.add(card)
    return problems


def suit_of_name(rules: Rules, name: str) -> int:
    if name not in rules.deck.unused_names:  # another spelling (10♣) of an unused card, or none
        try:
            name = rules.unused_card(name)
        except CardError as err:
            raise DealError(str(err)) from None
    return rules.suit_index(name[-1])


def shuffled(rules: Rules, rng: random.Random) -> tuple[list[int], list[str]]:
    """A shuffled deck, and (where the trump is cut from them) the shuffled unused cards."""
    deck = list(rules.deck.cards)
    exact = rng.__class__ is random.Random and _EXACT  # (shuffle(), inlined: one call a deal)
    if exact:
        _fisher_yates(deck, rng)
    else:
        rng.shuffle(deck)
    if not rules.deals.cut_for_trump:
        return deck, []
    unused = list(rules.deck.unused_names)
    shuffle(unused, rng)
    return deck, unused


T = TypeVar("T")
# per length, random.shuffle's steps: (index, its bound, the bits drawn for it)
_STEPS = {n: tuple((i, i + 1, (i + 1).bit_length()) for i in range(n - 1, 0, -1)) for n in (CARDS, 12, 52)}


def shuffle(items: list[T], rng: random.Random) -> None:
    """``rng.shuffle(items)``: the same order from the same draws of `rng`, in one frame.

    random.Random's shuffle, as CPython writes it: for i from the last index down to 1, swap
    item i with item j, drawn uniformly from 0..i by rejection (``getrandbits`` of i+1's bit
    length until below i+1). Reproduced for a random.Random itself (a subclass may draw
    otherwise: its own shuffle is called) and only where it gives the same order as
    ``random.shuffle`` here (checked once at import): a seed deals the same cards either way."""
    if rng.__class__ is random.Random and _EXACT:
        _fisher_yates(items, rng)
    else:
        rng.shuffle(items)


def _fisher_yates(items: list[T], rng: random.Random) -> None:
    steps = _STEPS.get(len(items))
    if steps is None:
        steps = tuple((i, i + 1, (i + 1).bit_length()) for i in range(len(items) - 1, 0, -1))
    getrandbits = rng.getrandbits
    for i, bound, bits in steps:
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def _as_random_shuffles() -> bool:
    """Whether :func:`_fisher_yates` gives random.shuffle's orders and leaves the stream as it."""
    for seed, size in ((0, CARDS), (7, 12), (2**64 + 5, 3), (1, 100)):
        mine, theirs = random.Random(seed), random.Random(seed)
        ours, reference = list(range(size)), list(range(size))
        _fisher_yates(ours, mine)
        theirs.shuffle(reference)
        if ours != reference or mine.getstate() != theirs.getstate():
            return False
    return True


_EXACT = _as_random_shuffles()

# n's bit length, for a choice among n (a hand holds at most forty cards)
_BITS = tuple(n.bit_length() for n in range(CARDS + 1))


def choice_of(rng: random.Random) -> Callable[[Sequence[T]], T]:
    """``rng.choice``, drawing the same numbers in one frame: for a random.Random itself, where
    this Python's choice is checked (once, at import) to draw as CPython writes it —
    ``getrandbits`` of n's bit length until below n, n the sequence's length; otherwise
    ``rng.choice`` itself. The same seed picks the same cards either way (a random bot's
    card, a simulation's game); IndexError for an empty sequence, as ``rng.choice``."""
    if rng.__class__ is not random.Random or not _EXACT_CHOICE:
        return rng.choice
    getrandbits, bits = rng.getrandbits, _BITS

    def choice(seq: Sequence[T]) -> T:
        n = len(seq)
        if n > CARDS or not n:
            if not n:
                raise IndexError("Cannot choose from an empty sequence")
            k = n.bit_length()
        else:
            k = bits[n]
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return seq[r]

    return choice


def _as_random_chooses() -> bool:
    """Whether :func:`choice_of`'s choice picks as random.choice and leaves the stream as it."""
    for seed in (0, 7, 2**64 + 5):
        mine, theirs = random.Random(seed), random.Random(seed)
        pick = choice_of(mine)
        for size in (*range(1, CARDS + 1), 41, 100, 1000):
            items = range(size)
            if pick(items) != theirs.choice(items):
                return False
        if mine.getstate() != theirs.getstate():
            return False
    return True


_EXACT_CHOICE = True  # while the check below runs: it tries the inlined choice itself
_EXACT_CHOICE = _as_random_chooses()


def deal_from_hands(rules: Rules, dealer: int, hands: list[list[int]], trump: int,
                    trump_card: int | None = None, procedure: str = "standard") -> Deal:
    """A deal given as the four hands (as rule books give examples), not as a deck order.

    The trump card, when given, must be in the dealer's hand (it was dealt to the dealer) —
    unless it has already been played, which a hand's ending may show.
    """
    players = rules.table.players
    if len(hands) != players:
        raise DealError(f"give the hands of all {players} seats (0..{players - 1})")
    seen = [c for h in hands for c in h]
    if len(seen) != len(set(seen)):
        raise DealError("a card appears in two hands (or twice in one)")
    holder = None if trump_card is None else dealer
    plan = rules.deals.get(procedure) or rules.deals[next(iter(rules.deals))]
    return Deal(dealer, procedure, (), tuple(tuple(h) for h in hands), trump, trump_card, holder,
                (), (dealer + plan.leader) % players,
                None if plan.shuffler is None else (dealer + plan.shuffler) % players,
                None if plan.cutter is None else (dealer + plan.cutter) % players, masks_of(hands))
