"""How a book names a rule in its list of the rules it sets itself (the "decided" paragraph):
a rule's label in lower case, or a name of its own where the label reads as a heading only;
and the ranks a deck adds beyond the forty-card deck's, each named with its article."""

from __future__ import annotations

from collections.abc import Callable

from ..catalogue.deck.words import LATIN, rank_name, style_of
from ..catalogue.illegal.names import infraction_name, nobody_cuts
from ..catalogue.match.words import both_reach_name
from ..catalogue.phrases import lower_first
from ..spec import VariantSpec
from ..words.i18n import Voice
from ..words.speaker import Speaker
from .compare import label as rule_label


def of_rank(rank: str, s: Speaker) -> str:
    """A rank after "the card points of", with its article ("the Jack"; French "du valet")."""
    v = s.voice
    named = {"A": lambda: v.pgettext("rank, after 'of'", "the Ace"),
             "K": lambda: v.pgettext("rank, after 'of'", "the King"),
             "Q": lambda: v.pgettext("rank, after 'of'", "the Queen"),
             "J": lambda: v.pgettext("rank, after 'of'", "the Jack")}
    if rank in named and style_of(s) not in LATIN:
        return named[rank]()
    return v.gettext("the {rank}", rank=rank_name(rank, s))


SUECA_RANKS = ("A", "7", "K", "J", "Q", "6", "5", "4", "3", "2")  # the forty-card deck's, in their order


def added_ranks(spec: VariantSpec) -> list[str]:
    """The ranks a deck has beyond the forty-card deck's (the 10, 9 and 8 of a 52-card deck),
    strongest first: empty for a deck of those ten ranks in their usual order."""
    ranks = [str(r) for r in spec.deck.ranks]
    usual = [r for r in ranks if r in SUECA_RANKS]
    return [r for r in ranks if r not in SUECA_RANKS] if usual == list(SUECA_RANKS) else []


# a deal's fields named in the decided paragraph by a name of their own: "how the cards are
# dealt" would also name who the deal starts with and which way it goes, which a source may give
DEAL_FIELDS: dict[str, Callable[[Voice], str]] = {
    "packet": lambda v: v.gettext("how many cards go at a time"),
    "rotation": lambda v: v.gettext("which way the cards are dealt"),
    "trump": lambda v: v.gettext("which card sets trumps"),
}


def decided_name(path: str, s: Speaker, *, alone: bool = True) -> str:
    """A rule named inside the decided paragraph's list (`alone`; else a fault inside the
    declared infractions' brackets, named by itself): its label in lower case (past a
    foreign word's asterisk: "the *bandeira*"), or a name of its own where the label has
    commas of its own ("Cards, strongest first") or reads as a heading only."""
    v = s.voice
    # each named as the question the book settles ("who deals first", "what a false accusation
    # costs"), as most already were: a list of bare nouns, questions and an infinitive read as a
    # draft (FR23-01)
    own = {"deck.ranks": lambda: v.gettext("the order of the cards"),
           "play.when_void": lambda: v.gettext("what to play without the suit led"),
           "infractions.misdeal": lambda: v.pgettext("nobody cuts", "what follows a misdeal")  # not "cutting" (BR21-02)
           if nobody_cuts(s.spec)
           else v.gettext("what follows a misdeal"),
           "play.review": lambda: v.gettext("which finished tricks may be looked at again"),
           "illegal.false_accusation": lambda: v.gettext("what a false accusation costs"),
           "illegal.revoke": lambda: v.gettext("what a proven revoke costs"),
           "redeal": lambda: v.gettext("who may ask for a new deal"),
           "scoring.all_points": lambda: v.gettext("what all the card points score without every trick"),
           "scoring.tie": lambda: v.gettext("what a 60–60 tie scores"),
           "scoring.bandeira": lambda: v.gettext("what {bandeira:a} scores", bandeira=s.word("bandeira")),
           "dealer.first": lambda: v.gettext("who deals first"),
           "play.silent": lambda: v.gettext("whether anyone may talk or signal"),
           "play.must_overtake": lambda: v.gettext("whether you must head the trick"),
           "partners": lambda: v.gettext("how the teams are formed"),
           "deck.style": lambda: v.gettext("which kind of pack is used"),
           "series": lambda: v.gettext("how the matches are played as a series"),
           "results": lambda: v.gettext("which other results have a name"),
           "scoring.tie.cumulative": lambda: v.gettext("what ties in a row do"),
           "scoring.hands": lambda: v.gettext("how many {game_point:pl} each band of card points scores",
                                              game_point=s.word("game_point")),  # the scale, not a card's value
           "match.both_reach": lambda: both_reach_name(s),
           "match.target": lambda: v.gettext("the {game_point:pl} that win the {match}",
                                             game_point=s.word("game_point"), match=s.word("match"))}
    if path.startswith("infractions.") and (not alone or s.own_infraction_name(path[12:])):
        # the name the table's texts give it (PT10-06); alone in the list, what follows it (FR23-01),
        # among "the penalties for the infractions the table declares (…)", the fault itself
        name = lower_first(infraction_name(path[12:], s))
        return v.gettext("what follows {fault}", fault=name) if alone else name
    if path in own:
        return own[path]()
    if path == "scoring.hands.threshold" and isinstance(s.spec, VariantSpec):  # a source gives the bands above
        return v.gettext("the {points} card points that win a {hand}", hand=s.word("hand"),
                         points=min(band.min for band in s.spec.scoring.hands))
    if path.startswith("deal.") and path.count(".") == 2 and path.split(".")[2] in DEAL_FIELDS:
        return DEAL_FIELDS[path.split(".")[2]](v)
    label = rule_label(path, s)
    star = len(label) - len(label.lstrip("*"))
    return label[:star] + lower_first(label[star:])
