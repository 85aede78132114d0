"""Compile a VariantSpec once into plain tables, so that play does no spec lookups.

Cards are small ints: ``card = suit * 10 + strength_index`` where index 0 is the strongest
rank of the variant (the Ace). So ``card // 10`` is the suit, and within a suit the smaller
int wins. Seats are 0..3 clockwise; team = seat % 2.

>>> from sueca_rules import load_variant
>>> rules = compile_rules(load_variant("portugal"))
>>> rules.card("7S"), rules.name(1), rules.points[rules.card("AH")], rules.total_points
(1, '7S', 11, 120)
>>> rules.trick_winner([rules.card(c) for c in ("KH", "AH", "2S", "5H")], trump=0)
2
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from types import MappingProxyType
from typing import Literal

from .errors import IllegalMove
from .spec import SUITS, DealProcedure, Penalty, VariantSpec

SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
SUIT_NAMES = {"S": ("espadas", "spades"), "H": ("copas", "hearts"), "D": ("ouros", "diamonds"),
              "C": ("paus", "clubs")}
CARDS = 40
HAND = 10
_SIDE = {"left": 1, "right": -1, "partner": 2, "dealer": 0}


class CardError(IllegalMove):
    """A card name that is not a card of this variant's deck (or not a card at all)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, rule="not-a-card")


@dataclass(frozen=True, slots=True)
class DealPlan:
    """One deal procedure as tables: who gets the card at each deck position."""

    name: str
    takes: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...]  # per dealer offset: its cards
    trump: Literal["last-card", "first-card", "cut-unused"]
    shuffler: int | None  # relative to the dealer; None = nobody
    cutter: int | None
    packet: int
    rotation: int  # +1 clockwise, -1 anticlockwise
    dealer_first: bool


@dataclass(frozen=True, slots=True)
class Rules:
    """An immutable compiled variant. Nothing downstream reads the VariantSpec again."""

    variant: str
    title: str
    options: MappingProxyType[str, str]
    rank_labels: tuple[str, ...]
    card_names: tuple[str, ...]
    card_ids: MappingProxyType[str, int]
    points: tuple[int, ...]
    total_points: int
    unused_names: tuple[str, ...]  # cards of the removed ranks (the Azores cut them for trump)
    step: int  # turn order: +1 clockwise (to the left), -1 anticlockwise
    first_lead: int  # offset from the dealer
    next_dealer: int  # offset from the dealer
    random_first_dealer: bool
    first_dealer: int
    deals: MappingProxyType[str, DealPlan]
    cut_for_trump: bool  # some deal cuts the unused cards for trump
    trump_shown: str
    redeal_leader_below: int | None
    redeal_others_below: int | None
    redeal_same_dealer: bool
    must_follow: bool
    must_trump: bool
    review: str
    refuse_illegal: bool
    revoke_penalty: tuple[bool, int] | None  # (wins the match?, games)
    false_accusation_penalty: tuple[bool, int] | None
    games_for_points: tuple[int, ...]  # card points of the hand's winners -> game points
    bandeira_by_tricks: bool | None  # None = no bandeira
    bandeira_games: int
    bandeira_ends_match: bool
    all_points_games: int | None
    tie_void: bool
    tie_bonus: int
    tie_cumulative: bool
    target: int

    def card(self, name: str | int) -> int:
        """A card's int from its name (`7S`, `10♥`, `qd`); ints pass through (if in range)."""
        if isinstance(name, int) and not isinstance(name, bool):
            if 0 <= name < CARDS:
                return name
            raise CardError(f"{name} is not a card number (0..39)")
        if not isinstance(name, str):
            raise CardError(f"{name!r} is not a card — give a name such as 7S or QH")
        if len(name) > 8:
            raise CardError(f"'{name[:8]}…' is not a card — write rank then suit, e.g. 7S, 10H")
        text = name.strip().upper()
        if text and text[-1] in SUIT_SYMBOLS:
            text = text[:-1] + SUIT_SYMBOLS[text[-1]]
        found = self.card_ids.get(text)
        if found is None:
            raise CardError(self._why_not(name, text))
        return found

    def _why_not(self, name: str, text: str) -> str:
        rank, suit = text[:-1], text[-1:]
        if suit not in SUITS or rank not in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5",
                                             "4", "3", "2"):
            return f"'{name}' is not a card — write rank then suit, e.g. 7S, 10H, AD, QC"
        return (f"'{name}' is not in the {self.variant} deck (ranks "
                f"{' '.join(self.rank_labels)}) — the {rank}s are removed")

    def seat_at(self, leader: int, position: int) -> int:
        """The seat that plays the `position`-th card of a trick led by `leader`."""
        return (leader + self.step * position) % 4

    def name(self, card: int) -> str:
        return self.card_names[card]

    def names(self, cards: object) -> list[str]:
        return [self.card_names[c] for c in cards]  # type: ignore[attr-defined]

    def suit_index(self, suit: str) -> int:
        if not isinstance(suit, str):
            raise CardError(f"{suit!r} is not a suit — write S, H, D or C (or ♠ ♥ ♦ ♣)")
        text = SUIT_SYMBOLS.get(suit, suit.upper())
        if text not in SUITS:
            raise CardError(f"'{suit}' is not a suit — write S, H, D or C (or ♠ ♥ ♦ ♣)")
        return SUITS.index(text)

    @staticmethod
    def trick_winner(cards: list[int], trump: int) -> int:
        """Position (0..3, play order) of the card that wins: highest trump, else highest of
        the suit led. Within a suit a smaller card int is a stronger card."""
        best = cards[0]
        where = 0
        for index in range(1, len(cards)):
            card = cards[index]
            if card // 10 == best // 10:
                if card < best:
                    best, where = card, index
            elif card // 10 == trump:
                best, where = card, index
        return where

    def hand_points(self, cards: object) -> int:
        points = self.points
        return sum(points[c] for c in cards)  # type: ignore[attr-defined]


def _direction(word: str) -> int:
    return 1 if word == "clockwise" else -1


def _plan(name: str, proc: DealProcedure) -> DealPlan:
    rotation = _direction(proc.rotation)
    order = [0, rotation, 2 * rotation, 3 * rotation]
    if proc.dealer == "last":
        order = order[1:] + order[:1]
    # deck position (top first) -> recipient, relative to the dealer
    offsets = [order[(index // proc.packet) % 4] % 4 for index in range(CARDS)]
    takes = tuple(itemgetter(*(i for i in range(CARDS) if offsets[i] == seat)) for seat in range(4))
    return DealPlan(name, takes, proc.trump,
                    None if proc.shuffles == "nobody" else _SIDE[proc.shuffles] % 4,
                    None if proc.cuts == "nobody" else _SIDE[proc.cuts] % 4,
                    proc.packet, rotation, proc.dealer == "first")


def compile_rules(spec: VariantSpec, options: dict[str, str] | None = None) -> Rules:
    """Turn a validated spec into tables; `options` records the table's choices."""
    ranks = tuple(spec.deck.ranks)
    names = tuple(f"{rank}{suit}" for suit in SUITS for rank in ranks)
    points = tuple(spec.deck.points.get(rank, 0) for _ in SUITS for rank in ranks)
    total = sum(points)
    step = _direction(spec.direction)
    relative = {"next": step, "left": 1, "right": -1, "partner": 2}
    games = [0] * (total + 1)
    for band in spec.scoring.hands:
        for value in range(band.min, min(band.max, total) + 1):
            games[value] = band.games
    band_rule = spec.scoring.bandeira
    ill = spec.illegal

    def penalty(p: Penalty | None) -> tuple[bool, int] | None:
        return None if p is None else (p.wins == "match", p.games)

    first = spec.dealer.first
    return Rules(
        variant=spec.variant,
        title=spec.title,
        options=MappingProxyType(dict(options or {})),
        rank_labels=ranks,
        card_names=names,
        card_ids=MappingProxyType({n: i for i, n in enumerate(names)}),
        points=points,
        total_points=total,
        unused_names=tuple(f"{rank}{suit}" for suit in SUITS for rank in spec.deck.removed),
        step=step,
        first_lead=relative[spec.play.first_lead] % 4,
        next_dealer=relative[spec.dealer.next] % 4,
        random_first_dealer=first == "random",
        first_dealer=0 if first == "random" else int(first),
        deals=MappingProxyType({n: _plan(n, p) for n, p in spec.deal.items()}),
        cut_for_trump=any(p.trump == "cut-unused" for p in spec.deal.values()),
        trump_shown=spec.trump.shown,
        redeal_leader_below=spec.redeal.leader_below if spec.redeal else None,
        redeal_others_below=spec.redeal.others_below if spec.redeal else None,
        redeal_same_dealer=spec.redeal is None or spec.redeal.then == "same-dealer",
        must_follow=spec.play.must_follow,
        must_trump=spec.play.when_void == "must-trump",
        review=spec.play.review,
        refuse_illegal=ill.handling == "refuse",
        revoke_penalty=penalty(ill.revoke),
        false_accusation_penalty=penalty(ill.false_accusation),
        games_for_points=tuple(games),
        bandeira_by_tricks=None if band_rule is None else band_rule.by == "tricks",
        bandeira_games=band_rule.games if band_rule else 0,
        bandeira_ends_match=band_rule.ends_match if band_rule else False,
        all_points_games=spec.scoring.all_points,
        tie_void=spec.scoring.tie.outcome == "void",
        tie_bonus=spec.scoring.tie.bonus,
        tie_cumulative=spec.scoring.tie.cumulative,
        target=spec.match.target,
    )
