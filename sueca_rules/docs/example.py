"""The example trick of a rulebook's play section, played by the engine under the variant's
rules, so that what it shows is what the rules do."""

from __future__ import annotations

from ..catalogue.deck.words import rank_name, suit_name
from ..catalogue.meta.terms import shows_example_trick
from ..compiled.rules import Rules
from ..engine import Hand, deal_from_hands
from ..spec import VariantSpec
from ..words.grammar import Noun, gender
from ..words.speaker import Speaker


def card_noun(card: str, s: Speaker) -> Noun:
    v, lang = s.voice, s.voice.lang
    rank = rank_name(card[:-1], s)
    name = v.gettext("{rank} of {suit}", rank=rank, suit=suit_name(card[-1], s))
    if lang != "en":
        name = name[0].lower() + name[1:]  # card names are common nouns in pt and fr
    return Noun("card", lang, name, gender(rank, lang))


def _people(s: Speaker) -> tuple[str, str, str, str]:
    """The four players' names, as a reader of the locale would name four friends (a
    Brazilian table says Daniel where a Portuguese one says Duarte)."""
    v = s.voice
    return (v.pgettext("a player's name", "Ana"), v.pgettext("a player's name", "Bruno"),
            v.pgettext("a player's name", "Carla"), v.pgettext("a player's name", "Duarte"))


def example(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """A trick played through the engine: a King led, the Ace on it, a low trump, a discard.
    Its introduction and its two lines are paragraphs of their own (one line each in HTML).

    Its sentences name four players, two of them partners, and a trump the deal turned: at
    another table (two to six players, sides of another size, an auction for the trump) the
    book has no example trick (none is written for it yet)."""
    if not shows_example_trick(rules):  # its glossary has the verb the trick uses (PT12-10)
        return []
    v = s.voice
    ranks = spec.deck.ranks
    low = "5" if "5" in ranks[3:-1] else ranks[-2]  # 003's example: "Dan plays 5♥"
    cards = [f"{ranks[2]}H", f"{ranks[0]}H", f"{ranks[-1]}S", f"{low}H"]
    dealer = 0
    leader = (dealer + rules.first_lead) % 4
    order = [rules.seat_at(leader, i) for i in range(4)]
    seats: list[list[int]] = [[], [], [], []]
    for player, name in zip(order, cards, strict=True):
        seats[player] = [rules.card(name)]
    hand = Hand(rules, deal_from_hands(rules, dealer, seats, 0))  # spades are trumps
    trick = None
    for name in cards:
        trick = hand.play(name)
    assert trick is not None
    people = _people(s)
    names = {player: people[i] for i, player in enumerate(order)}
    each = [rules.deck.points[rules.card(name)] for name in cards]  # in the order played
    assert sum(each) == trick.points
    winner = names[trick.winner]
    partner = names[order[(order.index(trick.winner) + 2) % 4]]
    won_with = card_noun(cards[order.index(trick.winner)], s)
    trump, word_trick = s.word("trump"), s.word("trick")
    intro, plays, result = (
        v.gettext("*For example, {trick:a} with {suit} as {trump:pl}:*", trick=word_trick,
                  trump=trump, suit=suit_name("S", s)),
        v.gettext("{p0} leads {c0:the}; {p1} plays {c1:the}; {p2}, {p0}'s partner, has no {led} and "
                  "{trump:s} with {c2:the}; {p3} plays {c3:the}.", p0=people[0], p1=people[1],
                  p2=people[2], p3=people[3], led=suit_name("H", s), trump=trump,
                  **{f"c{i}": card_noun(c, s) for i, c in enumerate(cards)}),
        v.ngettext("{winner} wins the {trick} with {card:the}: {count} card point ({each}) for {partner} and "
                   "{winner}'s team.", "{winner} wins the {trick} with {card:the}: {count} card points ({each}) "
                   "for {partner} and {winner}'s team.", trick.points, winner=winner, partner=partner,
                   card=won_with, trick=word_trick, each=" + ".join(map(str, each))),
    )
    return [intro, "", plays, "", result]
