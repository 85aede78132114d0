"""The deck area in words: ranks and suits in the deck's style, the deck, its points."""

from __future__ import annotations

import unicodedata
from typing import Any

from ...compiled.cards import ALL_RANKS
from ...words.grammar import Noun, gender
from ...words.speaker import Speaker
from ..phrases import spoken

LATIN = ("spanish", "portuguese")  # Latin-suited decks: the same suits and faces by name


def style_of(s: Speaker) -> str:
    """The deck's style ("french", "spanish" or "portuguese") of the variant spoken of (French
    if none)."""
    spec = spoken(s)
    return spec.deck.style if spec is not None else "french"


def rank_name(rank: str, s: Speaker, style: str | None = None) -> str:
    """A rank's name in the deck's style: K, Q, J are King, Queen, Jack in a French-suited
    deck; in a Spanish- or Portuguese-suited one K is the King (rei), J the Knight (cavalo: it
    ranks above the jack and takes the Valete's 3 points) and Q the Jack (sota, the Dama's 2;
    a maid in the Portuguese deck). The 7 has no name of its own in any deck: a table that
    calls it the bisca says so with `words { manilha "bisca" }`. `style` names the deck's
    style where `s` speaks of no variant."""
    v = s.voice
    if (style or style_of(s)) in LATIN:
        names = {"A": lambda: v.pgettext("rank (Spanish deck)", "Ace"),
                 "K": lambda: v.pgettext("rank (Spanish deck)", "King"),
                 "J": lambda: v.pgettext("rank (Spanish deck)", "Knight"),
                 "Q": lambda: v.pgettext("rank (Spanish deck)", "Jack")}
    else:
        names = {"A": lambda: v.pgettext("rank", "Ace"), "K": lambda: v.pgettext("rank", "King"),
                 "Q": lambda: v.pgettext("rank", "Queen"), "J": lambda: v.pgettext("rank", "Jack")}
    return names[rank]() if rank in names else rank


def rank_letter(rank: str, s: Speaker, style: str | None = None) -> str:
    """The index a pack printed for the locale shows for the rank (as case files write it: A, K,
    Q, J or a number). A French-suited pack's face letters are catalog messages (`msgctxt "rank
    letter"`), so a translator sets them: R, V, D in Portugal and France (Rei, Valete, Dama; Roi,
    Valet, Dame), K, J, Q in Brazil, whose packs print the English letters though the faces are
    called rei, valete, dama (BR21-05). A Latin-suited deck's are its names' first letters (R, C,
    S: rei, cavalo, sota); where two share one, the caller takes the deck's own letters."""
    if rank not in ("A", "K", "Q", "J"):
        return rank
    if (style or style_of(s)) in LATIN:
        return first_letter(rank_name(rank, s, style))
    v = s.voice
    # Translators: the letter a pack sold where the language is spoken prints in the face's corner
    # (R, V, D in Portugal for rei, valete, dama; K, J, Q in Brazil, whose packs print those).
    letters = {"A": lambda: v.pgettext("rank letter", "A"), "K": lambda: v.pgettext("rank letter", "K"),
               "Q": lambda: v.pgettext("rank letter", "Q"), "J": lambda: v.pgettext("rank letter", "J")}
    return first_letter(letters[rank]())


def first_letter(name: str) -> str:
    """`Ás` -> `A`, `Roi` -> `R`: a name's first letter, capital, without its accent."""
    return unicodedata.normalize("NFD", name)[:1].upper()


def suit_name(suit: str, s: Speaker, style: str | None = None) -> str:
    """A suit's name (S, H, D, C) in the deck's style: spades, hearts, diamonds, clubs in a
    French-suited deck; swords, cups, coins, clubs (espadas, copas, ouros, paus) in a
    Spanish- or Portuguese-suited one."""
    v = s.voice
    if (style or style_of(s)) in LATIN:
        names = {"S": lambda: v.pgettext("suit (Spanish deck)", "swords"),
                 "H": lambda: v.pgettext("suit (Spanish deck)", "cups"),
                 "D": lambda: v.pgettext("suit (Spanish deck)", "coins"),
                 "C": lambda: v.pgettext("suit (Spanish deck)", "clubs")}
    else:
        names = {"S": lambda: v.pgettext("suit", "spades"), "H": lambda: v.pgettext("suit", "hearts"),
                 "D": lambda: v.pgettext("suit", "diamonds"), "C": lambda: v.pgettext("suit", "clubs")}
    return names[suit]()


def deck_style(value: Any, s: Speaker) -> str:
    """A deck's style with its suits and its faces (King, Knight, Jack; King, Jack, Queen):
    in Portuguese two styles' suits have the same names, their faces never do."""
    v = s.voice
    suits = v.clauses([v.listing([suit_name(x, s, str(value)) for x in "SHDC"]),
                       ", ".join(rank_name(r, s, str(value)) for r in "KJQ")])
    if value == "spanish":
        return v.gettext("Spanish-suited ({suits})", suits=suits)
    if value == "french":
        return v.gettext("French-suited ({suits})", suits=suits)
    if value == "portuguese":
        return v.gettext("Portuguese-suited ({suits})", suits=suits)
    return str(value)


def ranks(value: Any, s: Speaker) -> str:
    return ", ".join(rank_name(r, s) for r in value) if value else "—"


def removed(value: Any, s: Speaker) -> str:
    """Ranks as they are written (8, 9, 10), single cards by name (the 2 of clubs)."""
    if not value:
        return s.voice.gettext("none")
    return s.voice.listing([str(r) if str(r) in ALL_RANKS else card_name(str(r), s) for r in value])


def card_name(card: str, s: Speaker) -> str:
    """A card by its rank and suit ("2 of clubs", "2 de paus"): a common noun in pt and fr."""
    v = s.voice
    name = v.gettext("{rank} of {suit}", rank=rank_name(card[:-1], s), suit=suit_name(card[-1], s))
    return name if v.lang == "en" else name[0].lower() + name[1:]


def points(value: Any, s: Speaker) -> str:
    # each "Queen = 2" whole: a line is never broken inside it (no-break spaces)
    return ", ".join(f"{rank_name(r, s)}\u00a0=\u00a0{p}" for r, p in value.items()) if value else "—"


def rank_noun(rank: str, s: Speaker) -> Noun:
    name = rank_name(rank, s)
    lang = s.voice.lang
    return Noun("rank", lang, name, gender(name, lang))
