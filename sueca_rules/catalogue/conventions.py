"""The rules a book states that no source gives and no variant file writes, because the
engine needs an answer — the tool's conventions (how penalties meet the score, who handles
the cards set aside for the trump cut). Named beside a variant's `decided` under its sources,
each only where the book says it, so a book never credits them to a source."""

from __future__ import annotations

from ..compiled.rules import Rules
from ..words.speaker import Speaker
from .illegal.words import card_goes_back
from .scoring import facts


def own_conventions(rules: Rules, s: Speaker) -> list[str]:
    """Labels (lower case, in `s`'s words) of the conventions the book states for `rules`."""
    v, out = s.voice, []
    if any(plan.cuts_unused for plan in rules.deals.values()):
        out.append(v.gettext("who shuffles and cuts the cards left out"))
    if rules.deals.redeal is not None:  # the book's table.book._redeal: when, and by showing the hand
        out.append(v.gettext("when and how a new deal is asked for"))
    if facts.penalty_ends_hand(rules):  # the conditions the books' sentences are said on
        out.append(v.gettext("what a {hand} ended by a penalty scores", hand=s.word("hand")))
    if facts.penalty_stops_at_zero(rules):  # "(a team on 0 loses nothing)"
        out.append(v.gettext("what a penalty takes from a team with no {game_point:pl}",
                             game_point=s.word("game_point")))
    if facts.penalty_scored_at_once(rules):
        out.append(v.gettext("when {game_point:pl} won by a penalty are scored",
                             game_point=s.word("game_point")))
    if any(card_goes_back(name, outcome) for name, outcome in rules.illegal.infractions.items()
           if name not in rules.illegal.allowed):
        out.append(v.gettext("what becomes of a card played out of turn"))
    if rules.match.series_matches is not None or rules.match.series_target is not None:
        out.append(v.gettext("what carries over from one {match} of the series to the next",
                             match=s.word("match")))
    return out
