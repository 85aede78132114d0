"""The compiled variant: typed, grouped rules the engine reads, and the card API.

>>> from sueca_rules.catalogue.compile import compile_rules
>>> from sueca_rules.checks import validate
>>> rules = compile_rules(validate("portugal").spec)
>>> rules.card("7S"), rules.name(1), rules.deck.points[rules.card("AH")], rules.deck.total_points
(1, '7S', 11, 120)
>>> rules.trick_winner([rules.card(c) for c in ("KH", "AH", "2S", "5H")], trump=0)
2
>>> rules.play.must_follow, rules.view.review, rules.scoring.games_for_points[94]
(True, 1, 2)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..arguments import shown
from ..errors import ArgumentError
from .cards import CARDS, INVISIBLE, RANKS_52, SUIT_SYMBOLS, SUITS, TRICK_KEYS, CardError, CardNotInDeck, spelled
from .competition import CompetitionRules
from .flat import FlatRules
from .frozen import FrozenMap
from .groups import BiddingRules, DealRules, DeckRules, IllegalRules, PlayRules, TableRules, ViewRules
from .match import MatchRules
from .scoring import ScoringRules
from .setup import HandSetup, hand_setup


@dataclass(frozen=True, slots=True)
class Rules(FlatRules):
    """An immutable compiled variant, by area. Nothing downstream reads the VariantSpec again.

    The groups: `deck` (cards and points), `table` (seats, dealers, partners), `deals` (the
    deal procedures by name, and who chooses), `play` (what may be played), `view` (what a
    seat sees), `illegal` (revokes, accusations, declared infractions: their outcomes),
    `scoring` (a hand's game points), `match` (target, series, named results). The flat
    attributes of old (`rules.step`, `rules.points`, `rules.must_follow`, ...) are read-only
    properties over them (see :class:`~.flat.FlatRules`). Immutable, so safe to share between
    threads and processes: `copy.copy` and `copy.deepcopy` give the same object, and it pickles
    (to another process, a file) and comes back equal and working.
    """

    variant: str
    title: str
    options: FrozenMap[str, str]  # the table's choices the rules were compiled with
    deck: DeckRules
    table: TableRules
    deals: DealRules
    play: PlayRules
    view: ViewRules
    illegal: IllegalRules
    scoring: ScoringRules
    match: MatchRules
    competition: CompetitionRules | None = None  # matches between teams, round by round (None: none)
    bidding: BiddingRules | None = None  # an auction for the trump before the play (None: none)
    # what every hand reads when it starts, made once (:class:`HandSetup`)
    setup: HandSetup = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "setup", hand_setup(self.table, self.deck, self.deals, self.play,
                                                     self.bidding))

    def __copy__(self) -> Rules:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Rules:
        return self  # nothing in it can change: a copy would be the same object's twin

    def card(self, name: str | int) -> int:
        """A card's int from its name (`7S`, `10♥`, `qd`, `10♣️`); ints pass through (if in range).

        CardError (an IllegalMove) for anything else; CardNotInDeck for a card of the 52-card
        deck this variant has removed (`10C` in Portugal: "the 10s are removed").
        """
        if isinstance(name, int) and not isinstance(name, bool):
            if (0 <= name < CARDS and self.deck.size == CARDS) or (name >= 0 and self.deck.full_mask >> name & 1):
                return name
            raise CardError(f"{shown(name)} is not a card number ({self._numbers()})")
        if not isinstance(name, str):
            raise CardError(f"{shown(name)} is not a card — give a name such as 7S or QH")
        if len(name) > 8:
            raise CardError(f"'{name[:8]}…' is not a card — write rank then suit, e.g. 7S, 10H")
        ids = self.deck.card_ids
        found = ids.get(name)
        if found is None:
            text = spelled(name)
            found = ids.get(text)
            if found is None:
                raise self._why_not(name, text)
        return found

    def _why_not(self, name: str, text: str) -> CardError:
        rank, suit = text[:-1], text[-1:]
        if suit not in SUITS or rank not in RANKS_52:
            return CardError(f"'{name}' is not a card — write rank then suit, e.g. 7S, 10H, AD, QC")
        return CardNotInDeck(f"'{name}' is not in the {self.variant} deck (ranks "
                             f"{' '.join(self.deck.rank_labels)}) — the {rank}s are removed")

    def unused_card(self, name: str) -> str:
        """The name (as this package spells it) of a card the variant leaves out of the deck,
        from any spelling `card` reads (`10♣`, `10c`). CardError for a card of the deck or
        not a card at all."""
        if not isinstance(name, str) or len(name) > 8:
            raise CardError(f"{shown(name)} is not a card — write rank then suit, e.g. 8S, 10H")
        text = spelled(name)
        unused_names = self.deck.unused_names
        if text in unused_names:
            return text
        unused = " ".join(unused_names) or "none"
        if text in self.deck.card_ids:
            raise CardError(f"'{name}' is not one of the unused cards, the cards left out of the "
                            f"{self.variant} deck ({unused}): it is in the deck")
        rank, suit = text[:-1], text[-1:]
        if suit not in SUITS or rank not in RANKS_52:
            raise CardError(f"'{name}' is not a card — write rank then suit, e.g. 8S, 10H")
        raise CardError(f"'{name}' is not one of the unused cards, the cards left out of the "
                        f"{self.variant} deck ({unused})")

    def seat_at(self, leader: int, position: int) -> int:
        """The seat that plays the `position`-th card (0..3 at four players) of a trick led by
        `leader` (a seat, 0..3 at four)."""
        players = self.table.players
        if leader.__class__ is not int or position.__class__ is not int \
                or not 0 <= leader < players or not 0 <= position < players:
            last = players - 1
            raise ArgumentError("leader, position", f"a seat 0..{last} and a position in the trick "
                                f"0..{last}, not {shown(leader)}, {shown(position)}")
        return (leader + self.table.step * position) % players

    def name(self, card: int) -> str:
        """A card's name (`7S`) from its int (0..39 at the usual table). CardError for anything
        else."""
        if card.__class__ is int and 0 <= card < len(self.deck.card_names):
            return self.deck.card_names[card]
        raise CardError(f"{shown(card)} is not a card number ({self._numbers()}) — rules.card('7S') gives one")

    def _numbers(self) -> str:
        """The card numbers of the deck, as a range to say ("0..39")."""
        return f"0..{len(self.deck.card_names) - 1}"

    def names(self, cards: Iterable[int]) -> list[str]:
        """The names of a sequence of card ints. CardError for anything but card ints."""
        names = self.deck.card_names
        try:
            return [names[c] if c.__class__ is int and c >= 0 else self.name(c) for c in cards]
        except (TypeError, IndexError):
            raise CardError(f"{shown(cards)} is not a sequence of card numbers ({self._numbers()})") from None

    def suit_index(self, suit: str) -> int:
        """A suit's index (0..3) from its letter or symbol. CardError for anything else."""
        if not isinstance(suit, str):
            raise CardError(f"{shown(suit)} is not a suit — write S, H, D or C (or ♠ ♥ ♦ ♣)")
        text = SUIT_SYMBOLS.get(suit.strip(INVISIBLE), suit.strip(INVISIBLE).upper())
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
        keys = TRICK_KEYS[trump * 4 + cards[0] // 10]
        return min(keys[card] | index for index, card in enumerate(cards)) & 3

    def hand_points(self, cards: Iterable[int]) -> int:
        """The card points of a sequence of card ints. CardError for anything else."""
        points = self.deck.points
        try:
            return sum(points[c] if c.__class__ is int and c >= 0 else points[self.card(c)]
                       for c in cards)
        except (TypeError, IndexError):
            raise CardError(f"{shown(cards)} is not a sequence of card numbers ({self._numbers()})") from None
