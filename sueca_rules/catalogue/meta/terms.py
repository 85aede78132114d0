"""The glossary's terms that only some tables have: a series of matches, the duties of play
(*montar*, *cortar*), a stock, an auction and its called card."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.grammar import split_gloss
from ...words.i18n import Voice
from ...words.speaker import Speaker


def series_terms(rules: Rules, s: Speaker, pt: Voice) -> list[tuple[str, str, str]]:
    """The series, where the matches are played as one (torneio-mocas: the readers found the
    word in the book and not in its glossary)."""
    v, match = s.voice, s.word("match")
    if rules.match.series_target is not None:
        meaning = v.ngettext("the {match:pl} played between two teams until one has won {count}",
                             "the {match:pl} played between two teams until one has won {count}",
                             rules.match.series_target, match=match)
    elif rules.match.series_matches is not None:
        meaning = v.ngettext("the {count} {match} played between two teams, ranked by standing points",
                             "the {count} {match:pl} played between two teams, ranked by standing points",
                             rules.match.series_matches, match=match)
    else:
        return []
    return [(v.pgettext("glossary", "series"), meaning, pt.pgettext("glossary", "series"))]


def shows_example_trick(rules: Rules) -> bool:
    """A book has the example trick (a card trumped: «corta com o 2 de espadas») at four
    players in two teams without an auction (:func:`sueca_rules.docs.example.example`)."""
    return (rules.table.players, rules.table.sides) == (4, 2) and rules.bidding is None


def play_terms(rules: Rules, s: Speaker, pt: Voice, cuts: bool) -> list[tuple[str, str, str]]:
    """The duties a table's rules of play impose, as its book names them (the revoke's line:
    *montar*, *cortar*, *cortar por cima*): only the rules in force, so only words it uses;
    to trump also where the example trick has a card trumped (twelfth pt-PT reader, PT12-10).
    `cuts`: the book speaks of cutting the pack, even to say nobody cuts (BR16-04)."""
    v, play, trick, trump = s.voice, rules.play, s.word("trick"), s.word("trump")
    terms = []
    if play.must_overtake:
        terms.append((v.pgettext("glossary", "head the trick"),
                      v.gettext("to play higher than the highest card of the suit led already in the {trick}",
                                trick=trick), pt.pgettext("glossary", "head the trick")))
    if play.must_trump or shows_example_trick(rules):
        meaning = v.gettext("to play {trump:a} when you have no card of the suit led", trump=trump)
        cut, trumping = v.pgettext("glossary", "cut (the pack)"), v.pgettext("glossary", "to trump")
        if cuts and split_gloss(cut)[0] == split_gloss(trumping)[0]:  # fr couper, pt-BR cortar (fr FR-12)
            pack = split_gloss(pt.pgettext("glossary", "cut (the pack)"))[0]  # pt-BR cortar both: not named
            same = pack == split_gloss(pt.pgettext("glossary", "to trump"))[0]
            # the Portuguese word said as such: « couper le paquet, *partir* » read as French (FR21-02)
            other = "" if v.lang == "pt" or same else v.gettext(", in Portuguese *{word}*", word=pack)
            meaning = v.gettext("{meaning} (not to be confused with cutting the pack{portuguese})",
                                meaning=meaning, portuguese=other)
        terms.append((trumping, meaning, pt.pgettext("glossary", "to trump")))  # sorted with "trump"
    if play.must_overtrump:
        terms.append((v.pgettext("glossary", "overtrump"),
                      v.gettext("to play a higher {trump} than one already in the {trick}", trump=trump,
                                trick=trick), pt.pgettext("glossary", "overtrump")))
    return terms


def shape_terms(rules: Rules, s: Speaker, pt: Voice) -> list[tuple[str, str, str]]:
    """The words of a stock and of an auction (a table without them has no entries)."""
    v, trick, trump = s.voice, s.word("trick"), s.word("trump")
    terms = []
    if rules.deals.stock is not None:  # drawn from after the first tricks only, as many as it lasts
        total = rules.deck.size - rules.table.players * rules.deals.hand_size
        drawn = total // rules.table.players
        terms.append((v.pgettext("glossary", "stock"),
                      v.ngettext("the {total} cards not dealt, the {trump} card at the bottom; after the first "
                                 "{trick}, each player draws one from it",
                                 "the {total} cards not dealt, the {trump} card at the bottom; after each of "
                                 "the first {count} {trick:pl}, each player draws one from it", drawn,
                                 total=total, trick=trick, trump=trump)
                      if any(plan.trump_at in plan.stock_at for plan in rules.deals.values()) else
                      v.ngettext("the {total} cards not dealt, stacked face down; after the first {trick}, "
                                 "each player draws one from it",
                                 "the {total} cards not dealt, stacked face down; after each of the first "
                                 "{count} {trick:pl}, each player draws one from it", drawn,
                                 total=total, trick=trick),
                      pt.pgettext("glossary", "stock")))
    if rules.bidding is not None:
        terms += [
            (v.pgettext("glossary", "auction"),
             v.gettext("the bidding before the play for the right to name {trump:pl}", trump=trump),
             pt.pgettext("glossary", "auction")),
            (v.pgettext("glossary", "declarer"),
             v.gettext("the player who wins the auction and names {trump:pl}", trump=trump)
             if not rules.bidding.called_card else
             v.gettext("the player who wins the auction, names {trump:pl} and calls a card", trump=trump),
             pt.pgettext("glossary", "declarer")),
            (v.pgettext("glossary", "contract"),
             v.gettext("the card points the declarer bid, which the declarer's side must take"),
             pt.pgettext("glossary", "contract")),
            (v.pgettext("glossary", "defender"),
             v.gettext("a player against the declarer's side in a {hand}", hand=s.word("hand")),
             pt.pgettext("glossary", "defender")),
        ]
        if rules.bidding.called_card:  # the engine shows every seat the partner once the card is played
            terms += [(v.pgettext("glossary", "called card"),
                       v.gettext("the card the declarer names; whoever holds it is the declarer's partner for "
                                 "the {hand}, unknown to the others until it is played", hand=s.word("hand")),
                       pt.pgettext("glossary", "called card")),
                      (v.pgettext("glossary", "partner"),
                       v.gettext("the player who holds the called card, on the declarer's side for that {hand}",
                                 hand=s.word("hand")), pt.pgettext("glossary", "partner"))]
    return terms
