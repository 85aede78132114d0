"""The scoring area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from ..entry import Block, rule
from ..phrases import games, games_count, yes_no
from ..spelling import key, read_bool, read_int
from . import facts
from .spelling import print_bandeira, print_range, print_tie, read_bandeira, read_range, read_tie
from .words import (
    all_points,
    bandeira,
    bandeira_by,
    bands,
    bands_side,
    hand_result,
    hand_results,
    span,
    tie,
    tie_outcome,
    times,
)

BLOCKS = (Block("scoring", "scoring"), Block("hand-result", "hand_results", labelled=True))
RULES = (
    rule("scoring", lambda v: v.pgettext("rule", "Scoring"), lambda x, s: bands(x["hands"], s)),
    rule("scoring.hands", lambda v: v.pgettext("rule", "{game_point:pl} for card points"), bands,
         compiled=("scoring.games_for_points", "scoring.total_points"), normal=facts.bands_compared),
    rule("scoring.bands", lambda v: v.pgettext("rule", "Whose card points the bands count"),
         bands_side, key("bands"), compiled=("scoring.games_for_points",)),
    rule("scoring.hands.*.min", lambda v: v.pgettext("rule", "From")),
    rule("scoring.hands.*.max", lambda v: v.pgettext("rule", "To")),
    rule("scoring.hands.*.games", lambda v: v.pgettext("rule", "{game_point:pl}"), games_count),
    rule("scoring.bandeira", lambda v: v.pgettext("rule", "{bandeira}"), bandeira,
         key("bandeira", read_bandeira, print_bandeira), normal=facts.bandeira_compared),
    rule("scoring.bandeira.by", lambda v: v.pgettext("rule", "{bandeira:a} takes"), bandeira_by,
         compiled=("scoring.bandeira_by_tricks",)),
    rule("scoring.bandeira.games", lambda v: v.pgettext("rule", "{bandeira:a} scores"), games,
         compiled=("scoring.bandeira_games",)),
    rule("scoring.bandeira.recorded",
         lambda v: v.pgettext("rule", "Card points the score sheet records for {bandeira:a}"),
         compiled=("scoring.bandeira_recorded",)),
    rule("scoring.bandeira.ends_match", lambda v: v.pgettext("rule", "{bandeira:a} ends the {match}"),
         yes_no, compiled=("scoring.bandeira_ends_match",)),
    rule("scoring.all_points",
         lambda v: v.pgettext("rule", "All the card points without taking every {trick}"), all_points,
         key("all-points", read_int), compiled=("scoring.all_points_games",), normal=facts.all_points_compared),
    rule("scoring.tie", lambda v: v.pgettext("rule", "A 60–60 tie"), tie, key("tie", read_tie, print_tie),
         normal=facts.tie_compared),
    rule("scoring.tie.outcome", lambda v: v.pgettext("rule", "On a 60–60 tie"), tie_outcome,
         compiled=("scoring.tie", "scoring.tie_void", "scoring.tie_last_trick", "scoring.tie_each")),
    rule("scoring.tie.each", lambda v: v.pgettext("rule", "Each team scores on a 60–60 tie"), games,
         compiled=("scoring.tie_each",)),
    rule("scoring.tie.bonus", lambda v: v.pgettext("rule", "What a tie adds to the next {hand} won"),
         lambda x, s: ", ".join(games(n, s) for n in x) if isinstance(x, list) else games(x, s),
         compiled=("scoring.tie_bonus", "scoring.tie_bonus_steps")),
    rule("scoring.tie.times", lambda v: v.pgettext("rule", "How many times a tie multiplies the next {hand} won"),
         lambda x, s: ", ".join(times(n, s) for n in x) if isinstance(x, list) else times(x, s),
         compiled=("scoring.tie_times", "scoring.tie_times_steps")),
    rule("scoring.tie.cumulative", lambda v: v.pgettext("rule", "Ties in a row add up"), yes_no,
         compiled=("scoring.tie_cumulative",)),
)
HAND_RESULT_RULES = (
    rule("hand_results", lambda v: v.pgettext("rule", "Named hands besides the {bandeira}"), hand_results,
         compiled=("scoring.hand_results",), normal=facts.hand_results, extra={}),
    rule("hand_results.*", lambda v: v.pgettext("rule", "Named hand"), hand_result),
    rule("hand_results.*.points", lambda v: v.pgettext("rule", "The winners' card points"), span,
         key("points", read_range, print_range)),
    rule("hand_results.*.loser_points", lambda v: v.pgettext("rule", "The losers' card points"),
         span, key("loser-points", read_range, print_range)),
    rule("hand_results.*.tricks", lambda v: v.pgettext("rule", "The winners' {trick:pl}"), span,
         key("tricks", read_range, print_range)),
    rule("hand_results.*.after_ties", lambda v: v.pgettext("rule", "At least this many ties just before"),
         key=key("after-ties", read_int)),
    rule("hand_results.*.last_trick", lambda v: v.pgettext("rule", "The winners took the last {trick}"),
         yes_no, key("last-trick", read_bool)),
)
