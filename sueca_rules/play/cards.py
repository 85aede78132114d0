"""Cards in the player's language: how the terminal shows a card and reads one typed.

A card is shown as its index and its suit's symbol, the index as a deck printed for the
locale has it: the first letter of the rank's name in the rule catalogue (`R♠` for the *Rei*
in Portuguese and the *Roi* in French, `K♠` in English; a Spanish-suited deck's *cavalo* is
`C`); where two faces would share a letter (the King and the Knight in English), the deck's
own letters (:data:`~.screen.FACES`) are shown instead.

A card is read as case files write it (`7S`, `qh`, `10♣`: what the game always took, in
every locale), as the deck is shown (`R♠`, `Rs`), or in words, the locale's or English, with
or without accents, whole or cut short: `ás de copas`, `7 espadas`, `roi de cœur`,
`valete ouros`, `queen of hearts`. A suit's single letter is always the case files' (S H D C),
so `7C` is the 7 of clubs in every language.
"""

from __future__ import annotations

import re
import unicodedata

from ..catalogue.deck.words import rank_name, suit_name
from ..compiled import CardNotInDeck
from ..compiled.rules import Rules
from ..errors import SuecaError
from ..words.i18n import Voice
from ..words.speaker import Speaker
from .screen import FACES, SYMBOL

SUITS = "SHDC"
_CONNECTORS = {"de", "of", "du"}
_SYMBOLS = {"♠": "s", "♤": "s", "♥": "h", "♡": "h", "♦": "d", "♢": "d", "♣": "c", "♧": "c"}


def plain(text: str) -> str:
    """Lower case without accents or variation selectors: `Ás` -> `as`, `cœur` -> `coeur`."""
    text = text.replace("\ufe0f", "").replace("\ufe0e", "").replace("œ", "oe").replace("Œ", "oe")
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class CardWords:
    """One deck's cards in one locale's words (see the module's docstring)."""

    def __init__(self, rules: Rules, speaker: Speaker) -> None:
        self.rules = rules
        style = rules.deck_style
        labels = tuple(rules.deck.rank_labels)
        english = Speaker(Voice("en"))
        faces = [label for label in labels if not label.isdigit()]
        letters = {label: plain(rank_name(label, speaker, style))[:1].upper() for label in faces}
        if len(set(letters.values())) < len(letters):
            letters = {label: FACES.get(style, {}).get(label, label) for label in faces}
        self.index = {label: letters.get(label, label) for label in labels}
        self.suits = tuple(suit_name(suit, speaker, style) for suit in SUITS)
        # What a rank may be typed as: its label, its shown index, the deck's own letters,
        # and its name in this locale and in English.
        ranks: dict[str, set[str]] = {}
        words: dict[str, set[str]] = {}
        for label in labels:
            for alias in (label, self.index[label], FACES.get(style, {}).get(label, label)):
                ranks.setdefault(alias.lower(), set()).add(label)
            if label in faces:
                for s in (speaker, english):
                    words.setdefault(plain(rank_name(label, s, style)), set()).add(label)
        self._ranks = {alias: next(iter(found)) for alias, found in ranks.items() if len(found) == 1}
        self._rank_words = words
        suit_words: dict[str, set[str]] = {}
        for s in (speaker, english):
            for suit in SUITS:
                suit_words.setdefault(plain(suit_name(suit, s, style)), set()).add(suit)
        self._suit_words = suit_words

    def text(self, card: int) -> str:
        """`7♠`, `R♥` (pt, fr), `K♥` (en)."""
        name = self.rules.name(card)
        return self.index.get(name[:-1], name[:-1]) + SYMBOL[SUITS.index(name[-1])]

    def named(self, card: int) -> str:
        """The card in case-file notation (`KH`): what the player may always type."""
        return self.rules.name(card)

    def parse(self, text: str) -> int:
        """The card `text` names (see the module's docstring). Raises CardNotInDeck for a card
        of the 52 that this deck has not (with its rank in `err.card`), another SuecaError
        for anything that is not a card."""
        try:
            faces = {v: k for k, v in FACES.get(self.rules.deck_style, {}).items()}
            cleaned = text.strip().upper()
            if len(cleaned) >= 2 and cleaned[:-1] in faces:
                return self.rules.card(faces[cleaned[:-1]] + cleaned[-1])
            return self.rules.card(text)
        except CardNotInDeck:
            raise
        except SuecaError as err:
            found = self._read(text)
            if found is None:
                raise err from None
            return self.rules.card(found)

    # -- reading words --------------------------------------------------------------------
    def _rank(self, token: str) -> str | None:
        if token in self._ranks:
            return self._ranks[token]
        if len(token) < 2:
            return None
        found = {label for word, labels in self._rank_words.items() if word.startswith(token)
                 for label in labels}
        return found.pop() if len(found) == 1 else None

    def _suit(self, token: str) -> str | None:
        if len(token) == 1:
            return token.upper() if token in "shdc" else None
        found = {suit for word, suits in self._suit_words.items()
                 if word.startswith(token) or (token.startswith(word) and len(token) <= len(word) + 1)
                 for suit in suits}
        return found.pop() if len(found) == 1 else None

    def _read(self, text: str) -> str | None:
        """`ás de copas` -> `AH`; None unless the words name exactly one card."""
        cleaned = plain(text.strip())[:40]
        for symbol, letter in _SYMBOLS.items():
            cleaned = cleaned.replace(symbol, f" {letter}")
        tokens = [t for t in re.split(r"[\s'’.,-]+", cleaned) if t and t not in _CONNECTORS]
        if len(tokens) == 2:
            splits = [(tokens[0], tokens[1])]
        elif len(tokens) == 1:
            word = tokens[0]
            splits = [(word[:i], word[i:]) for i in range(1, len(word))]
        else:
            return None
        found = set()
        for rank_part, suit_part in splits:
            rank, suit = self._rank(rank_part), self._suit(suit_part)
            if rank is not None and suit is not None:
                found.add(rank + suit)
        return found.pop() if len(found) == 1 else None
