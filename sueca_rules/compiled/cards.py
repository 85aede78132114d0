"""Cards as small ints, and their names.

``card = suit * 10 + strength_index`` where index 0 is the strongest rank of the variant (the
Ace): ``card // 10`` is the suit, and within a suit the smaller int wins. Seats are 0..3
clockwise; team = seat % 2.
"""

from __future__ import annotations

from ..errors import IllegalMove

ALL_RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RANKS_52 = ALL_RANKS
CARDS = 40
HAND = 10
# the suits as symbols, black or white (♤ ♡ ♢ ♧), as typed or pasted
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
# what a pasted card may carry around its name: spaces, and the variation selectors that ask
# for a suit symbol's text or emoji look (10♣️ is 10♣ followed by U+FE0F)
INVISIBLE = " \t\ufe0e\ufe0f"
# TRICK_KEYS[trump * 4 + led][card]: how strongly `card` holds a trick whose first card is of
# suit `led` when `trump` is trumps, as a multiple of 4 (smaller holds: the trumps, strongest
# first, then the suit led, then any other card). With each card's position in play order in
# the low two bits, the smallest key of a trick is its winner's (position = key & 3), and a
# key below 40 is a trump's: Rules.trick_winner and the hand's last card read this one table.
# Rows 16..19 (trump 4, NO_TRUMP) are for a hand whose trump is no suit.
NO_TRUMP = 4
TRICK_KEYS: tuple[tuple[int, ...], ...] = tuple(
    tuple(4 * (c % 10) if c // 10 == trump else 4 * (10 + c % 10) if c // 10 == led else 80
          for c in range(CARDS))
    for trump in range(NO_TRUMP + 1) for led in range(4))
SUIT_NAMES = {"S": ("espadas", "spades"), "H": ("copas", "hearts"), "D": ("ouros", "diamonds"),
              "C": ("paus", "clubs")}


class CardError(IllegalMove):
    """A card name that is not a card of this variant's deck (or not a card at all)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, rule="not-a-card")


class CardNotInDeck(CardError):
    """A card of the 52-card deck that this variant has removed (the 8s, 9s and 10s, say)."""


def spelled(name: str) -> str:
    """A card name as this package spells it: upper case, the suit as a letter, the invisible
    marks of a pasted symbol dropped (`10♣️` -> `10C`). Not checked: see :meth:`Rules.card`.

    >>> spelled("10♣\\ufe0f"), spelled(" qd "), spelled("7♤")
    ('10C', 'QD', '7S')
    """
    text = name.strip().upper()
    if "\ufe0f" in text or "\ufe0e" in text:
        text = text.replace("\ufe0f", "").replace("\ufe0e", "")
    if text and text[-1] in SUIT_SYMBOLS:
        text = text[:-1] + SUIT_SYMBOLS[text[-1]]
    return text


class CardTables(tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...],
                       tuple[tuple[tuple[int, ...], ...], ...]]):
    """The lookup tables of a deck of `per_suit` ranks in each of the four suits, made once per
    shape (:func:`card_tables`): `suit_of` and `strength_of` (card int -> its suit 0..3, its rank
    0 the strongest), `trick_keys` (as :data:`TRICK_KEYS`, per trump and suit led, with three
    low bits for a card's place in play order: up to eight seats) and `suit_cards`
    (``suit_cards[suit][m]``: the cards of `suit` whose bits are set in the `per_suit`-bit mask
    `m`, strongest first; empty where the suit is too wide to tabulate). A card is
    ``suit * per_suit + rank``: the forty-card deck's ints are those of :data:`TRICK_KEYS`."""

    __slots__ = ()

    def __reduce__(self) -> tuple[object, tuple[int]]:
        """Pickled as its shape: made again (once per process) where it is read."""
        return card_tables, (len(self[0]) // 4,)

    @property
    def suit_of(self) -> tuple[int, ...]:
        return self[0]

    @property
    def strength_of(self) -> tuple[int, ...]:
        return self[1]

    @property
    def trick_keys(self) -> tuple[tuple[int, ...], ...]:
        return self[2]

    @property
    def suit_cards(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        return self[3]


PLACE_BITS = 3  # a trick key's low bits: the card's place in play order (up to 8 seats)
_TABLES: dict[int, CardTables] = {}


def card_tables(per_suit: int) -> CardTables:
    """The :class:`CardTables` of a deck of `per_suit` ranks per suit (1..13), made once."""
    found = _TABLES.get(per_suit)
    if found is not None:
        return found
    grid = 4 * per_suit
    suit_of = tuple(c // per_suit for c in range(grid))
    strength = tuple(c % per_suit for c in range(grid))
    scale = 1 << PLACE_BITS
    other = scale * 2 * per_suit
    keys = tuple(tuple(scale * strength[c] if suit_of[c] == trump
                       else scale * (per_suit + strength[c]) if suit_of[c] == led else other
                       for c in range(grid))
                 for trump in range(NO_TRUMP + 1) for led in range(4))
    suit_cards = tuple(tuple(tuple(suit * per_suit + i for i in range(per_suit) if m >> i & 1)
                             for m in range(1 << per_suit)) for suit in range(4)) \
        if per_suit <= 13 else ()
    found = _TABLES[per_suit] = CardTables((suit_of, strength, keys, suit_cards))
    return found
