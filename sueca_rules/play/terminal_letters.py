"""The letters a card is typed with, as the help says them (`Letters: E espadas, C copas, ...`),
and which is which where one letter names a suit and a face (French `K`: carreau, roi)."""

from __future__ import annotations

from .cards import SUITS, plain
from .talk import Talk


def letters_line(t: Talk) -> str:
    """The letters a card is typed with here: `Letters: E espadas, C copas, O ouros, P paus;
    A ás, R rei, V valete, D dama; also K rei, J valete, Q dama.` (in Brazil `A ás, K rei, J
    valete, Q dama`, the letters its packs print)."""
    suits, faces = t.cards.letters()
    # a face named as the books and the example in words name it (EN12-04): `A Ace, K King` in
    # English ("the King of hearts"), `A ás, R rei` in Portuguese, `R roi` in French
    english = t.v.lang == "en"

    def names(name: str) -> str:
        return name[:1].upper() + name[1:] if english else name.lower()
    initials = {plain(name)[:1].upper(): (letter, name) for letter, name in suits if letter == plain(name)[:1].upper()}

    def suit(letter: str, name: str) -> str:  # fr R6: `K carreau` says why it is not C
        other = initials.get(plain(name)[:1].upper()) if letter != plain(name)[:1].upper() else None
        if other is None:
            return f"{letter} {name}"
        return t.gettext("{letter} {suit} (so as not to be taken for {first} {other})",
                         letter=letter, suit=name, first=other[0], other=other[1])
    said = ", ".join(f"{a} {names(b)}" for a, b in faces)
    named = dict(faces)
    if t.cards.also:  # a face's other letter, the case files' (`K rei` in Portugal, BR21-05)
        said = t.gettext("{faces}; also {others}", faces=said, others=", ".join(
            f"{letter} {names(named[t.cards.index[label]])}" for label, letter in t.cards.also.items()))
    line = t.gettext("Letters: {suits}; {faces}.", suits=", ".join(suit(a, b) for a, b in suits), faces=said)
    clash = _read_twice(t)
    return line if clash is None else f"{line} {clash}"


def _read_twice(t: Talk) -> str | None:
    """Where one letter names a suit and a face (French `K carreau` and `K roi`), which is which
    in a code: `The card first, then the suit: RK or KK is the roi of carreau.` (FR24-03); None
    where no letter is both."""
    cards = t.cards
    faces = {letter: label for label, letter in cards.index.items() if not label.isdigit()}
    faces.update({letter: label for label, letter in cards.also.items()})
    both = [letter for letter in cards.suit_letters if letter in faces]
    if not both:
        return None
    letter = both[0]
    label = faces[letter]
    card = t.rules.card(label + SUITS[cards.suit_letters.index(letter)])
    codes = [cards.index[label] + letter] + ([label + letter] if label in cards.also else [])
    rank, suit = cards.in_words(card)
    return t.gettext("The card first, then the suit: {codes} is the {card}.", codes=t.v.listing(codes, "or"),
                     card=t.v.gettext("{rank} of {suit}", rank=rank, suit=suit))
