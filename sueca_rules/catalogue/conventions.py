"""The rules a book states that no source gives and no variant file writes, because the
engine needs an answer — the tool's conventions (how penalties meet the score, who handles
the cards set aside for the trump cut). Named beside a variant's `decided` under its sources,
each only where the book says it, so a book never credits them to a source."""

from __future__ import annotations

from ..compiled.rules import Rules
from ..words.speaker import Speaker
from .scoring import facts


def own_conventions(rules: Rules, s: Speaker) -> list[str]:
    """Labels (lower case, in `s`'s words) of the conventions the book states for `rules`."""
    v, tie, out = s.voice, facts.tie(rules), []
    if any(plan.cuts_unused for plan in rules.deals.values()):
        out.append(v.gettext("who shuffles and cuts the cards left out"))
    if (tie["times"] > 1 or tie["bonus"]) and facts.penalty_ends_hand(rules):
        out.append(v.gettext("what a {hand} ended by a penalty scores", hand=s.word("hand")))
    if facts.penalty_awards_points(rules) and not rules.match.endless and not rules.match.hands:
        out.append(v.gettext("when {game_point:pl} won by a penalty are scored",
                             game_point=s.word("game_point")))
    return out
