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

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from operator import itemgetter
from types import MappingProxyType
from typing import Literal, NamedTuple

from .arguments import shown
from .errors import ArgumentError, IllegalMove
from .spec import SUITS, DealProcedure, Penalty, VariantSpec

# the suits as symbols, black or white (♤ ♡ ♢ ♧), as typed or pasted
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
RANKS_52 = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
# what a pasted card may carry around its name: spaces, and the variation selectors that ask
# for a suit symbol's text or emoji look (10♣️ is 10♣ followed by U+FE0F)
_INVISIBLE = " \t\ufe0e\ufe0f"
SUIT_NAMES = {"S": ("espadas", "spades"), "H": ("copas", "hearts"), "D": ("ouros", "diamonds"),
              "C": ("paus", "clubs")}
CARDS = 40
HAND = 10
_SIDE = {"left": 1, "right": -1, "partner": 2, "dealer": 0}


class CardError(IllegalMove):
    """A card name that is not a card of this variant's deck (or not a card at all)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, rule="not-a-card")


class CardNotInDeck(CardError):
    """A card of the 52-card deck that this variant has removed (the 8s, 9s and 10s, say)."""


@dataclass(frozen=True, slots=True)
class DealPlan:
    """One deal procedure as tables: who gets the card at each deck position. Two plans are
    equal when their tables are (`positions`; `takes` is made from them, for speed)."""

    name: str
    takes: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...] = field(compare=False, repr=False)
    trump: Literal["last-card", "first-card", "cut-unused", "dealer-random"]
    shuffler: int | None  # relative to the dealer; None = nobody
    cutter: int | None
    packet: int
    rotation: int  # +1 clockwise, -1 anticlockwise (a direction relative to play, resolved)
    dealer_first: bool
    leader: int  # who leads the first trick, relative to the dealer (roles resolved per deal)
    positions: tuple[tuple[int, ...], ...]  # per dealer offset: the deck positions it gets


class PenaltyRule(NamedTuple):
    """A compiled penalty: `award` games|bandeira|match|lose, `games`, and whether the hand ends."""

    award: str
    games: int
    ends_hand: bool


class NamedResultRule(NamedTuple):
    """A compiled named result: the conditions on a won match (None = any)."""

    name: str
    loser: int | None
    winner: int | None
    trailed: tuple[int, int] | None
    one_hand: bool


@dataclass(frozen=True, slots=True)
class Rules:
    """An immutable compiled variant. Nothing downstream reads the VariantSpec again.

    Immutable, so safe to share between threads and processes: `copy.copy` and
    `copy.deepcopy` give the same object, and it pickles (to another process, a file) and
    comes back equal and working.
    """

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
    first_lead: int  # offset from the dealer under the standard deal (see DealPlan.leader)
    next_dealer: int  # offset from the dealer
    random_first_dealer: bool
    first_dealer: int
    deals: MappingProxyType[str, DealPlan]
    deal_chooser: str  # "dealer", "cutter" or "table"
    table_deal: str  # the procedure a table plays when it chooses
    cut_for_trump: bool  # some deal cuts the unused cards for trump
    trump_shown: str
    redeal_leader_below: int | None
    redeal_others_below: int | None
    redeal_same_dealer: bool
    must_follow: bool
    must_overtake: bool
    must_trump: bool
    must_overtrump: bool
    trump_lead_after_trump: bool  # trumps may not be led before a trump was played to a trick
    review: str
    refuse_illegal: bool
    accuse_after_hand: bool  # an accusation may come after the last trick, until the next deal
    revoke_penalty: PenaltyRule | None
    false_accusation_penalty: PenaltyRule | None
    infractions: MappingProxyType[str, PenaltyRule]
    games_for_points: tuple[int, ...]  # card points of the hand's winners -> game points
    bandeira_by_tricks: bool | None  # None = no bandeira
    bandeira_games: int
    bandeira_ends_match: bool
    all_points_games: int | None
    tie_void: bool
    tie_bonus: int
    tie_times: int
    tie_cumulative: bool
    target: int
    series_target: int | None
    named_results: tuple[NamedResultRule, ...]
    deck_style: str

    def __copy__(self) -> Rules:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Rules:
        return self  # nothing in it can change: a copy would be the same object's twin

    def __reduce__(self) -> tuple[Callable[..., Rules], tuple[object, ...]]:
        """Pickled as its fields, the read-only mappings as plain dicts."""
        return (_rebuilt, tuple(dict(value) if isinstance(value, MappingProxyType) else value
                                for value in (getattr(self, f.name) for f in fields(self))))

    def card(self, name: str | int) -> int:
        """A card's int from its name (`7S`, `10♥`, `qd`, `10♣️`); ints pass through (if in range).

        CardError (an IllegalMove) for anything else; CardNotInDeck for a card of the 52-card
        deck this variant has removed (`10C` in Portugal: "the 10s are removed").
        """
        if isinstance(name, int) and not isinstance(name, bool):
            if 0 <= name < CARDS:
                return name
            raise CardError(f"{shown(name)} is not a card number (0..39)")
        if not isinstance(name, str):
            raise CardError(f"{shown(name)} is not a card — give a name such as 7S or QH")
        if len(name) > 8:
            raise CardError(f"'{name[:8]}…' is not a card — write rank then suit, e.g. 7S, 10H")
        found = self.card_ids.get(name)
        if found is None:
            text = spelled(name)
            found = self.card_ids.get(text)
            if found is None:
                raise self._why_not(name, text)
        return found

    def _why_not(self, name: str, text: str) -> CardError:
        rank, suit = text[:-1], text[-1:]
        if suit not in SUITS or rank not in RANKS_52:
            return CardError(f"'{name}' is not a card — write rank then suit, e.g. 7S, 10H, AD, QC")
        return CardNotInDeck(f"'{name}' is not in the {self.variant} deck (ranks "
                             f"{' '.join(self.rank_labels)}) — the {rank}s are removed")

    def unused_card(self, name: str) -> str:
        """The name (as this package spells it) of a card the variant leaves out of the deck,
        from any spelling `card` reads (`10♣`, `10c`). CardError for a card of the deck or
        not a card at all."""
        if not isinstance(name, str) or len(name) > 8:
            raise CardError(f"{shown(name)} is not a card — write rank then suit, e.g. 8S, 10H")
        text = spelled(name)
        if text in self.unused_names:
            return text
        unused = " ".join(self.unused_names) or "none"
        if text in self.card_ids:
            raise CardError(f"'{name}' is not one of the unused cards, the cards left out of the "
                            f"{self.variant} deck ({unused}): it is in the deck")
        rank, suit = text[:-1], text[-1:]
        if suit not in SUITS or rank not in RANKS_52:
            raise CardError(f"'{name}' is not a card — write rank then suit, e.g. 8S, 10H")
        raise CardError(f"'{name}' is not one of the unused cards, the cards left out of the "
                        f"{self.variant} deck ({unused})")

    def seat_at(self, leader: int, position: int) -> int:
        """The seat that plays the `position`-th card (0..3) of a trick led by `leader` (0..3)."""
        if leader.__class__ is not int or position.__class__ is not int \
                or not 0 <= leader < 4 or not 0 <= position < 4:
            raise _argument("leader, position", "a seat 0..3 and a position in the trick 0..3, "
                            f"not {shown(leader)}, {shown(position)}")
        return (leader + self.step * position) % 4

    def name(self, card: int) -> str:
        """A card's name (`7S`) from its int, 0..39. CardError for anything else."""
        if card.__class__ is int and 0 <= card < CARDS:
            return self.card_names[card]
        raise CardError(f"{shown(card)} is not a card number (0..39) — rules.card('7S') gives one")

    def names(self, cards: Iterable[int]) -> list[str]:
        """The names of a sequence of card ints. CardError for anything but card ints."""
        names = self.card_names
        try:
            return [names[c] if c.__class__ is int and c >= 0 else self.name(c) for c in cards]
        except (TypeError, IndexError):
            raise CardError(f"{shown(cards)} is not a sequence of card numbers (0..39)") from None

    def suit_index(self, suit: str) -> int:
        """A suit's index (0..3) from its letter or symbol. CardError for anything else."""
        if not isinstance(suit, str):
            raise CardError(f"{shown(suit)} is not a suit — write S, H, D or C (or ♠ ♥ ♦ ♣)")
        text = SUIT_SYMBOLS.get(suit.strip(_INVISIBLE), suit.strip(_INVISIBLE).upper())
        if text not in SUITS:
            raise CardError(f"'{suit}' is not a suit — write S, H, D or C (or ♠ ♥ ♦ ♣)")
        return SUITS.index(text)

    @staticmethod
    def trick_winner(cards: list[int], trump: int) -> int:
        """Position (0..3, play order) of the card that wins: highest trump, else highest of
        the suit led. Within a suit a smaller card int is a stronger card.

        `cards`: 1 to 4 card ints in play order; `trump`: a suit index 0..3 (else CardError)."""
        if trump.__class__ is not int or not 0 <= trump < 4 or not isinstance(cards, list | tuple) \
                or not 1 <= len(cards) <= 4 \
                or any(c.__class__ is not int or not 0 <= c < CARDS for c in cards):
            raise CardError(f"a trick is 1 to 4 card numbers (0..39) and a trump suit (0..3), not "
                            f"{shown(cards)} and {shown(trump)}")
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

    def hand_points(self, cards: Iterable[int]) -> int:
        """The card points of a sequence of card ints. CardError for anything else."""
        points = self.points
        try:
            return sum(points[c] if c.__class__ is int and c >= 0 else points[self.card(c)]
                       for c in cards)
        except (TypeError, IndexError):
            raise CardError(f"{shown(cards)} is not a sequence of card numbers (0..39)") from None


def _rebuilt(*values: object) -> Rules:
    """A Rules from its pickled fields (see Rules.__reduce__)."""
    return Rules(*(MappingProxyType(value) if isinstance(value, dict) else value  # type: ignore[arg-type]
                   for value in values))


def spelled(name: str) -> str:
    """A card name as this package spells it: upper case, the suit as a letter, the invisible
    marks of a pasted symbol dropped (`10♣️` -> `10C`). Not checked: see :meth:`Rules.card`.

    >>> spelled("10♣\ufe0f"), spelled(" qd "), spelled("7♤")
    ('10C', 'QD', '7S')
    """
    text = name.strip().upper()
    if "\ufe0f" in text or "\ufe0e" in text:
        text = text.replace("\ufe0f", "").replace("\ufe0e", "")
    if text and text[-1] in SUIT_SYMBOLS:
        text = text[:-1] + SUIT_SYMBOLS[text[-1]]
    return text


def _argument(argument: str, message: str) -> ArgumentError:
    return ArgumentError(argument, message)


def _direction(word: str, play: int = 1) -> int:
    """+1 clockwise, -1 anticlockwise; `with-play`/`against-play` relative to `play`."""
    if word == "with-play":
        return play
    if word == "against-play":
        return -play
    return 1 if word == "clockwise" else -1


def _plan(name: str, proc: DealProcedure, step: int, first_lead: str) -> DealPlan:
    rotation = _direction(proc.rotation, step)
    order = [0, rotation, 2 * rotation, 3 * rotation]
    if proc.dealer == "last":
        order = order[1:] + order[:1]
    # deck position (top first) -> recipient, relative to the dealer
    offsets = [order[(index // proc.packet) % 4] % 4 for index in range(CARDS)]
    positions = tuple(tuple(i for i in range(CARDS) if offsets[i] == seat) for seat in range(4))
    takes = tuple(itemgetter(*where) for where in positions)
    shuffler = None if proc.shuffles == "nobody" else _SIDE[proc.shuffles] % 4
    cutter = None if proc.cuts == "nobody" else _SIDE[proc.cuts] % 4
    roles = {"next": step, "left": 1, "right": -1, "partner": 2, "dealer": 0,
             "shuffler": shuffler or 0, "cutter": cutter or 0}
    return DealPlan(name, takes, proc.trump, shuffler, cutter, proc.packet, rotation,
                    proc.dealer == "first", roles[first_lead] % 4, positions)


def _penalty(p: Penalty | None) -> PenaltyRule | None:
    return None if p is None else PenaltyRule(p.award, p.games, p.then == "ends-hand")


def compile_rules(spec: VariantSpec, options: dict[str, str] | None = None) -> Rules:
    """Turn a validated spec into tables; `options` records the table's choices."""
    ranks = tuple(spec.deck.ranks)
    names = tuple(f"{rank}{suit}" for suit in SUITS for rank in ranks)
    points = tuple(spec.deck.points.get(rank, 0) for _ in SUITS for rank in ranks)
    total = sum(points)
    step = _direction(spec.direction)
    games = [0] * (total + 1)
    for band in spec.scoring.hands:
        for value in range(band.min, min(band.max, total) + 1):
            games[value] = band.games
    band_rule = spec.scoring.bandeira
    ill, play, redeal, tie = spec.illegal, spec.play, spec.redeal, spec.scoring.tie
    plans = {n: _plan(n, p, step, play.first_lead) for n, p in spec.deal.items()}
    first = spec.dealer.first

    def limit(below: int | None, at_most: int | None) -> int | None:
        return below if below is not None else None if at_most is None else at_most + 1

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
        first_lead=plans["standard"].leader if "standard" in plans else 0,
        next_dealer={"next": step, "left": 1, "right": -1}[spec.dealer.next] % 4,
        random_first_dealer=not isinstance(first, int),
        first_dealer=first if isinstance(first, int) else 0,
        deals=MappingProxyType(plans),
        deal_chooser=spec.dealer.chooses,
        table_deal=spec.dealer.procedure,
        cut_for_trump=any(p.trump == "cut-unused" for p in spec.deal.values()),
        trump_shown=spec.trump.shown,
        redeal_leader_below=limit(redeal.leader_below, redeal.leader_at_most) if redeal else None,
        redeal_others_below=limit(redeal.others_below, redeal.others_at_most) if redeal else None,
        redeal_same_dealer=redeal is None or redeal.then == "same-dealer",
        must_follow=play.must_follow,
        must_overtake=play.must_follow and play.must_overtake,
        must_trump=play.when_void in ("must-trump", "must-overtrump"),
        must_overtrump=play.when_void == "must-overtrump",
        trump_lead_after_trump=play.trump_lead == "after-trump-played",
        review=play.review,
        refuse_illegal=ill.handling == "refuse",
        accuse_after_hand=ill.accuse == "until-next-deal",
        revoke_penalty=_penalty(ill.revoke),
        false_accusation_penalty=_penalty(ill.false_accusation),
        infractions=MappingProxyType({k: _penalty(v) for k, v in spec.infractions.items()}),  # type: ignore[misc]
        games_for_points=tuple(games),
        bandeira_by_tricks=None if band_rule is None else band_rule.by == "tricks",
        bandeira_games=band_rule.games if band_rule else 0,
        bandeira_ends_match=band_rule.ends_match if band_rule else False,
        all_points_games=spec.scoring.all_points,
        tie_void=tie.outcome == "void",
        tie_bonus=tie.bonus,
        tie_times=tie.times,
        tie_cumulative=tie.cumulative,
        target=spec.match.target,
        series_target=spec.series.target if spec.series else None,
        named_results=tuple(NamedResultRule(n, r.loser, r.winner, r.trailed, r.one_hand)
                            for n, r in spec.results.items()),
        deck_style=spec.deck.style,
    )
