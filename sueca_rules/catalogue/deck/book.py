"""The deck area's part of the rulebook's "Players and cards": the deck, its order and
points, the manilha."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..variant import VariantSpec
from .models import removed_ranks
from .words import card_name, rank_name, rank_noun, suit_name


def _ranks_taken(rank: str, s: Speaker) -> str:
    """A removed rank in a list: "the 8s, 9s and 10s" in English, "os 8, 9 e 10" elsewhere."""
    name = rank_name(rank, s)
    return name + "s" if s.voice.lang == "en" else name


def cards(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The deck, its cards strongest first with their points, and the manilha."""
    v, deck = s.voice, rules.deck
    names = [rank_name(r, s) for r in deck.rank_labels]
    count = deck.size
    total = deck.total_points
    suits = v.listing([suit_name(x, s) for x in "SHDC"])
    ranks = removed_ranks(spec.deck.removed)
    said = (v.gettext("{count} cards of a Spanish-suited pack, in four suits: {suits}.", count=count,
                      suits=suits)
            if deck.style == "spanish" else
            v.gettext("{count} cards of a Portuguese-suited pack, in four suits: {suits}.",
                      count=count, suits=suits)
            if deck.style == "portuguese" else
            # a bought pack has jokers too, which 003 takes out with them (PT15-03)
            v.gettext("{count} cards: the {ranks} of each suit are taken out of a 52-card pack (and the jokers, "
                      "if the pack has them).",
                      count=count, ranks=v.listing([_ranks_taken(r, s) for r in ranks]))
            if ranks else
            v.gettext("A whole pack of {count} cards, in four suits: {suits}.", count=count, suits=suits))
    cards = [name for name in deck.card_names if name not in deck.card_ids]  # single cards taken out
    per = deck.per_suit
    worth = [sum(deck.points[suit * per:(suit + 1) * per]) for suit in range(4)]
    return [
        item(s, said),
        *([item(s, v.ngettext("Also taken out of the pack: {cards}.", "Also taken out of the pack: {cards}.",
                              len(cards), cards=v.listing([card_name(c, s) for c in cards])))] if cards else []),
        item(s, v.gettext("The cards of each suit, strongest first, with their card points:")),
        "",
        "| " + v.gettext("Card") + " | " + " | ".join(names) + " |",
        "|---|" + ":---:|" * len(names),  # centred under its name (the readers: a 4 far from "Roi")
        "| " + v.sentence(v.pgettext("glossary", "card points")) + " | "
        + " | ".join(str(max(deck.points[rank::per])) for rank in range(per)) + " |",
        "",
        item(s, v.gettext("Each suit is worth {suit} card points; the whole pack, {total}.",
                          suit=worth[0], total=total) if len(set(worth)) == 1 else
             v.gettext("The whole pack is worth {total} card points.", total=total)),
        item(s, v.gettext("The second-highest card of each suit is {rank:the}.",
                          rank=rank_noun(deck.rank_labels[1], s))
             if not manilha_named(spec) else
             v.gettext("The second-highest card of each suit is {rank:the}, called {manilha:the} in "
                       "Portugal.", rank=rank_noun(deck.rank_labels[1], s), manilha=s.word("manilha"))
             if (truco_reader(spec, s) or abroad(spec, s)) and str(deck.rank_labels[1]) == "7" else
             # the Azores' 10 (pt-BR BR13-05: not what the Portuguese call the manilha elsewhere)
             v.gettext("The second-highest card of each suit is {rank:the}, called {manilha:the} here "
                       "(elsewhere in Portugal, {manilha:the} is {seven:the}).",
                       rank=rank_noun(deck.rank_labels[1], s), manilha=s.word("manilha"),
                       seven=rank_noun("7", s))
             if truco_reader(spec, s) else
             v.gettext("The second-highest card of each suit, {rank:the}, is {manilha:the}.",
                       rank=rank_noun(deck.rank_labels[1], s), manilha=s.word("manilha"))),
    ]


def manilha_named(spec: VariantSpec) -> bool:
    """Whether the table names its second-highest card: its words (its own or a parent's) give
    a `manilha` word, as Portugal's sources do. A table whose sources never say the word
    (the Brazilian table's 002, the 52-card page, the five-player apps) has its 7 said as the
    7 alone, and no *manilha* in its book or glossary (pt-BR BR12-15)."""
    return spec.words.manilha is not None


def abroad(spec: VariantSpec, s: Speaker) -> bool:
    """Whether the table is not Portugal's (a region of its own other than PT): the words it
    takes from Portugal's sources (003's *manilha* and *pente*), which its own sources do not
    give, are then said as Portugal's where they are said (FR15-03, FR15-06), to a reader in
    Portugal too, who would otherwise take them for the Brazilian table's own (PT22-05)."""
    del s  # the table's region decides, whoever reads
    return spec.region is not None and str(getattr(spec.region, "value", spec.region)) != "PT"


def truco_reader(spec: VariantSpec, s: Speaker) -> bool:
    """Whether the book is read in Brazilian Portuguese, where *manilha* is the truco card that
    ranks above the turned card: every pt-BR book, of a Brazilian table or not, then says the
    word as Portugal's (a Brazilian reader of Portugal's rules knows the truco's manilha too)."""
    del spec  # the reader's language decides, not the table's region
    return s.voice.locale == "pt-BR"
