"""The deck area's part of the rulebook's "Players and cards": the deck, its order and
points, the manilha."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..variant import VariantSpec
from .words import rank_name, rank_noun, suit_name


def _ranks_taken(rank: str, s: Speaker) -> str:
    """A removed rank in a list: "the 8s, 9s and 10s" in English, "os 8, 9 e 10" elsewhere."""
    name = rank_name(rank, s)
    return name + "s" if s.voice.lang == "en" else name


def cards(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The deck, its cards strongest first with their points, and the manilha."""
    v, deck = s.voice, rules.deck
    names = [rank_name(r, s) for r in deck.rank_labels]
    count = len(deck.card_names)
    total = deck.total_points
    suits = v.listing([suit_name(x, s) for x in "SHDC"])
    said = (v.gettext("{count} cards of a Spanish-suited deck, in four suits: {suits}.", count=count,
                      suits=suits)
            if deck.style == "spanish" else
            v.gettext("{count} cards of a Portuguese-suited deck, in four suits: {suits}.",
                      count=count, suits=suits)
            if deck.style == "portuguese" else
            v.gettext("{count} cards: the {ranks} of each suit are taken out of a 52-card deck.",
                      count=count, ranks=v.listing([_ranks_taken(r, s) for r in spec.deck.removed])))
    return [
        item(s, said),
        item(s, v.gettext("The cards of each suit, strongest first, with their card points:")),
        "",
        "| " + v.gettext("Card") + " | " + " | ".join(names) + " |",
        "|---|" + ":---:|" * len(names),  # centred under its name (the readers: a 4 far from "Roi")
        "| " + v.sentence(v.pgettext("glossary", "card points")) + " | "
        + " | ".join(str(p) for p in deck.points[:len(names)]) + " |",
        "",
        item(s, v.gettext("Each suit is worth {suit} card points; the whole deck, {total}.",
                          suit=total // 4, total=total)),
        item(s, v.gettext("The second-highest card of each suit, {rank:the}, is {manilha:the}.",
                          rank=rank_noun(deck.rank_labels[1], s), manilha=s.word("manilha"))),
    ]
