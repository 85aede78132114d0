"""Cards in the player's language: how the terminal shows a card and reads one typed.

A card is shown as its index and its suit's symbol, the index as a deck printed for the
locale has it (:func:`~sueca_rules.catalogue.deck.words.rank_letter`): a French-suited pack's
face letters are catalog messages (`R♠` for the *Rei* in Portugal and the *Roi* in France,
`K♠` in English and in Brazil, whose packs print K, J, Q); a Spanish-suited deck's are its
names' first letters (the *cavalo* is `C`); where two faces would share a letter (the King and
the Knight in English), the deck's own letters (:data:`~.screen.FACES`) are shown instead.

A card is typed as a code in the locale's letters — the index shown and the suit's letter,
which is a catalog message (`msgctxt "suit letter"`): `3C` is the 3 of copas in Portuguese
(E espadas, C copas, O ouros, P paus), `RC` the roi de cœur in French (P pique, C cœur,
K carreau, T trèfle), `7S`, `QH` in English (S H D C, as case files write them) — or as the
deck is shown (`R♠`, `K♠`, `10♣`), or in words, the locale's or English, with or without
accents, whole or cut short: `ás de copas`, `7 espadas`, `roi de cœur`, `queen of hearts`.
A French-suited pack's face is also typed with the case files' letter (K, Q, J) where it is
shown with another (`KC` is the rei de copas in Portugal, as `RC`), the suit's letter staying the
locale's.
Outside English a code in the case files' letters that is not the locale's (`7D` in
Portuguese, where D is the dama) is refused with :class:`ForeignCode`, which says how to type
that card here, rather than guessed.
"""

from __future__ import annotations

import re
import unicodedata

from ..catalogue.deck.words import LATIN, rank_letter, rank_name, suit_name
from ..compiled import CardNotInDeck
from ..compiled.rules import Rules
from ..errors import SuecaError
from ..words.grammar import Noun, gender
from ..words.i18n import Voice
from ..words.speaker import Speaker
from .screen import FACES, SYMBOL

SUITS = "SHDC"
_CONNECTORS = {"de", "of", "du"}
_SYMBOLS = {"♠": "s", "♤": "s", "♥": "h", "♡": "h", "♦": "d", "♢": "d", "♣": "c", "♧": "c"}
_CODE = re.compile(r"(10|[2-9]|[A-Z])([A-Z])")


def plain(text: str) -> str:
    """Lower case without accents or variation selectors: `Ás` -> `as`, `cœur` -> `coeur`."""
    text = text.replace("\ufe0f", "").replace("\ufe0e", "").replace("œ", "oe").replace("Œ", "oe")
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class ForeignCode(SuecaError):
    """A code in the case files' letters that is not a card code in the player's locale (`7D`
    in Portuguese). `card` is the card it names in those letters (None when none), `code`
    how that card is typed in the locale."""

    def __init__(self, text: str, card: int | None, code: str | None) -> None:
        super().__init__(text)
        self.text, self.card, self.code = text, card, code


def suit_letters(voice: Voice, style: str | None) -> str:
    """The letters this locale types the suits S, H, D, C with (`ECOP` in Portuguese, `PCKT`
    in French, `SHDC` in English): catalog messages, so a translator sets them."""
    if style in LATIN:  # espadas, copas, ouros, paus; épées, coupes, deniers, bâtons
        said = (voice.pgettext("suit letter (Spanish deck)", "S"),
                voice.pgettext("suit letter (Spanish deck)", "H"),
                voice.pgettext("suit letter (Spanish deck)", "D"),
                voice.pgettext("suit letter (Spanish deck)", "C"))
    else:
        said = (voice.pgettext("suit letter", "S"), voice.pgettext("suit letter", "H"),
                voice.pgettext("suit letter", "D"), voice.pgettext("suit letter", "C"))
    return "".join(letter[:1].upper() for letter in said)


class CardWords:
    """One deck's cards in one locale's words (see the module's docstring)."""

    def __init__(self, rules: Rules, speaker: Speaker) -> None:
        self.rules = rules
        style = rules.deck_style
        self._speaker, self._style = speaker, style
        labels = tuple(rules.deck.rank_labels)
        english = Speaker(Voice("en"))
        self.english = speaker.voice.lang == "en"
        faces = [label for label in labels if not label.isdigit()]
        letters = {label: rank_letter(label, speaker, style) for label in faces}
        if len(set(letters.values())) < len(letters):
            letters = {label: FACES.get(style, {}).get(label, label) for label in faces}
        self.index = {label: letters.get(label, label) for label in labels}
        self._face_names = {self.index[label]: rank_name(label, speaker, style) for label in faces}
        self.suits = tuple(suit_name(suit, speaker, style) for suit in SUITS)
        letters_of_suits = suit_letters(speaker.voice, style)
        if self.english or len(set(letters_of_suits)) < 4:
            letters_of_suits = SUITS
        self.suit_letters = letters_of_suits  # in the order S, H, D, C
        self._code_ranks = {shown: label for label, shown in self.index.items()}
        # A French-suited pack's faces are typed with the case files' letters too (K, Q, J: BR21-05),
        # where no face here is shown with that letter; not a Latin-suited deck's, whose J (the
        # cavalo) and Q (the sota, the English Jack) would be taken for one another.
        self.also = {label: label for label in faces
                     if style not in LATIN and label != self.index[label] and label not in self._code_ranks}
        self._code_ranks.update({letter: label for label, letter in self.also.items()})
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

    def noun(self, card: int) -> Noun:
        """`7♣` as a noun of its rank's gender, for a sentence that puts an article or an agreeing
        word with it (fr FR13-06: « le 7♣ a été retourné », « la D♠ »): the gender of the rank's
        name (`dame`, `dama` feminine; a number masculine), in French `l'A♣` (as) set `l’A♣` as the
        screen sets every French apostrophe."""
        return self.noun_of(self.rules.name(card))

    def noun_of(self, name: str) -> Noun:
        """:meth:`noun` of a card named as the case files name it (`8D`), in the deck or not:
        a card cut from the cards left out (the Azores' 8♦) is shown as any other."""
        label = name[:-1]
        lang = self._speaker.voice.lang[:2]
        kind = "m" if label.isdigit() else gender(rank_name(label, self._speaker, self._style), lang)
        return Noun("card", lang, self.index.get(label, label) + SYMBOL[SUITS.index(name[-1])], kind)

    def named(self, card: int) -> str:
        """The card's code in this locale's letters (`RC` for the rei de copas in Portuguese,
        `KH` in English, as case files write it)."""
        name = self.rules.name(card)
        return self.index.get(name[:-1], name[:-1]) + self.suit_letters[SUITS.index(name[-1])]

    def in_words(self, card: int) -> tuple[str, str]:
        """The card's rank and suit as a player types them in words (`("2", "ouros")`,
        `("ás", "copas")`): a face's name as the books write it (English "King of hearts",
        Portuguese and French in lower case: EN11-04), a number as it is."""
        name = self.rules.name(card)
        label = name[:-1]
        face = rank_name(label, self._speaker, self._style)
        rank = label if label.isdigit() else face if self._speaker.voice.lang == "en" else face.lower()
        return rank, self.suits[SUITS.index(name[-1])]

    def letters(self) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
        """The suits' letters and the faces' letters with their names, for the help:
        `[("E", "espadas"), ...]`, `[("A", "Ás"), ("R", "Rei"), ...]` (the faces' other letters,
        K, Q, J where they are not the ones shown, are :attr:`also`'s)."""
        suits = list(zip(self.suit_letters, self.suits, strict=True))
        return suits, list(self._face_names.items())

    def parse(self, text: str) -> int:
        """The card `text` names (see the module's docstring). Raises CardNotInDeck for a card
        of the 52 that this deck has not (with its rank in `err.card`), ForeignCode for a code
        in the case files' letters that is not this locale's, another SuecaError for anything
        that is not a card."""
        cleaned = plain(text.strip()).upper().replace(" ", "")
        code = None if self.english else _CODE.fullmatch(cleaned)
        if code is not None:
            return self._code(text, code.group(1), code.group(2))
        try:
            faces = {v: k for k, v in FACES.get(self.rules.deck_style, {}).items()}
            upper = text.strip().upper()
            if len(upper) >= 2 and upper[:-1] in faces:
                return self.rules.card(faces[upper[:-1]] + upper[-1])
            return self.rules.card(text)
        except CardNotInDeck:
            raise
        except SuecaError as err:
            found = self._read(text)
            if found is None:
                raise err from None
            return self.rules.card(found)

    def _code(self, text: str, rank: str, suit: str) -> int:
        """A code outside English: the locale's letters, else refused (ForeignCode)."""
        label = self._code_ranks.get(rank, rank if rank.isdigit() else None)
        if label is not None and suit in self.suit_letters:
            return self.rules.card(label + SUITS[self.suit_letters.index(suit)])  # CardNotInDeck too
        try:
            card: int | None = self.rules.card(rank + suit)
        except CardNotInDeck:
            raise
        except SuecaError:
            card = None
        raise ForeignCode(text.strip(), card, self.named(card) if card is not None else None)

    def english_reading(self, text: str) -> int | None:
        """The other card a locale code names in the case files' letters (`3C` in Portuguese is
        the 3 of copas, in those letters the 3♣), or None: what the game points out once."""
        if self.english:
            return None
        cleaned = plain(text.strip()).upper().replace(" ", "")
        if _CODE.fullmatch(cleaned) is None:
            return None
        try:
            card = self.rules.card(cleaned)
            mine = self.parse(cleaned)
        except SuecaError:
            return None
        return card if card != mine else None

    def suit(self, text: str) -> int | None:
        """The suit (0..3: S, H, D, C) `text` names: its symbol, its letter here, its name in
        this locale or in English (whole or cut short); None for anything else."""
        cleaned = plain(text.strip())
        if cleaned in _SYMBOLS:
            return SUITS.index(_SYMBOLS[cleaned].upper())
        found = self._suit(cleaned) if cleaned else None
        return None if found is None else SUITS.index(found)

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
            letters = self.suit_letters.lower()
            return SUITS[letters.index(token)] if token in letters else None
        found = {suit for word, suits in self._suit_words.items()
                 if word.startswith(token) or (token.startswith(word) and len(token) <= len(word) + 1)
                 for suit in suits}
        return found.pop() if len(found) == 1 else None

    def _read(self, text: str) -> str | None:
        """`ás de copas` -> `AH`; None unless the words name exactly one card."""
        cleaned = plain(text.strip())[:40]
        for symbol, letter in _SYMBOLS.items():
            cleaned = cleaned.replace(symbol, " \u0000" + letter)  # a symbol: no letter to read
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
            suit = suit_part[1:].upper() if suit_part.startswith("\u0000") else self._suit(suit_part)
            rank = self._rank(rank_part)
            if rank is not None and suit is not None:
                found.add(rank + suit)
        return found.pop() if len(found) == 1 else None
