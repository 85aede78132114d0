"""Reading the card a player types in the terminal game: its number in the hand, a code in
the locale's letters (an English code that means another card refused), or its name."""

from __future__ import annotations

import re
from typing import Protocol

from ..compiled import CardNotInDeck, Rules
from ..compiled.cards import spelled
from ..errors import SuecaError
from ..words.i18n import N_
from .cards import ForeignCode
from .talk import Talk
from .terminal_letters import letters_line

_NUMBER = re.compile(r"[0-9]{1,2}")


class Reading(Protocol):
    """What reading a card needs of the game: its words, rules, output and two notes."""

    talk: Talk
    rules: Rules
    later: str
    codes_explained: bool

    def write(self, text: str) -> None: ...


def card_of(self: Reading, answer: str, cards: list[int]) -> int | None:
    """The card the player's `answer` names among `cards` (their hand, in screen order), or
    None after saying why not: a number, a code in the locale's letters, a card's name."""
    t = self.talk
    if _NUMBER.fullmatch(answer):
        number = int(answer)
        if 1 <= number <= len(cards):
            return cards[number - 1]
        self.write(t.gettext("Choose a number from 1 to {count}.", count=len(cards)) if len(cards) > 1 else
                   t.gettext("Only one card is left: type 1."))  # not "from 1 to 1" (pt-BR R11)
        return None
    try:
        chosen = t.cards.parse(answer)
    except ForeignCode as err:  # `7D` in Portuguese: the English letters, refused, not guessed
        if err.card is None:
            self.write(not_a_card(t, answer, cards))
        else:
            self.write(t.gettext("{text}: those are the English letters; for {card} type {code}.",
                                 text=t.s.quoted(err.text[:12]), card=t.card(err.card), code=err.code))
        self.write(letters_line(t))
        return None
    except CardNotInDeck:  # a real card this variant has removed: say so
        rank = spelled(answer)[:-1]
        self.write(t.gettext("There are no {rank}s in this deck (its cards: {ranks}).", rank=rank,
                         ranks=" ".join(t.cards.index[r] for r in self.rules.deck.rank_labels))
                   + " " + t.gettext("Choose again."))
        return None
    except SuecaError:
        self.write(not_a_card(t, answer, cards))
        return None
    other = t.cards.english_reading(answer)
    if other is not None and not self.codes_explained:  # `3C`: copas here, not clubs; said once
        self.codes_explained = True
        self.later = t.gettext("({text} is {card} here: for {other} type {code}.)",
                               text=t.s.quoted(answer.strip()[:12]), card=t.card(chosen),
                               other=t.card(other), code=t.cards.named(other))
    return chosen

def not_a_card(t: Talk, answer: str, cards: list[int]) -> str:
    """What to say to an answer that is no card."""
    example = t.card(cards[0]) if cards else "7♠"
    return t.phrase(N_("{text} is not a card: type one such as {example} (or {named}), "
                       "its number, or {help}."), text=t.s.quoted(answer[:12]), example=example,
                    named=t.cards.named(cards[0]) if cards else "7S",
                    help=t.s.quoted(t.command_word("help")))
