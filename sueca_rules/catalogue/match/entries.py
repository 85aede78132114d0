"""The match area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from ..entry import Block, rule
from ..phrases import games, games_count, yes_no
from ..spelling import key, print_list, read_bool, read_int, read_list
from . import normal
from .spelling import print_standings, print_trailed, read_standings, read_trailed
from .words import (
    both_reach,
    both_reach_label,
    hands_count,
    how_won,
    results,
    scoresheet,
    series,
    series_target,
    standings,
    tie_breaks,
)

BLOCKS = (Block("match", "match"), Block("series", "series"), Block("result", "results", labelled=True))
LINES = ("match", "series", "result", "hand-result")  # `match to N`, `series to N`, `series none`,
# `result NAME none`, `hand-result NAME none` (an inherited name dropped): lines at the top
RULES = (
    rule("match", lambda v: v.pgettext("rule", "{match}"), lambda x, s: games(x["target"], s)),
    rule("match.target", lambda v: v.pgettext("rule", "To win the {match}"),
         games_count, key("target", read_int), compiled=("match.target",), normal=normal.target),
    rule("match.hands", lambda v: v.pgettext("rule", "{hand:pl} in a {match}"), hands_count,
         key("hands", read_int), compiled=("match.hands",), normal=normal.hands, extra=None),
    rule("match.endless", lambda v: v.pgettext("rule", "A session with no end"), yes_no,
         key("endless", read_bool), compiled=("match.endless",), normal=normal.endless, extra=False),
    rule("match.both_reach", both_reach_label,
         both_reach, key("both-reach"), compiled=("match.both_reach_drawn",), normal=normal.both_reach,
         extra="higher"),
    rule("match.scoresheet", lambda v: v.pgettext("rule", "How the score is kept"), scoresheet,
         key("scoresheet"), compiled=("match.scoresheet_cross",), normal=normal.scoresheet, extra="none"),
    rule("series", lambda v: v.pgettext("rule", "Series of {match:pl}"), series, normal=normal.series,
         extra=None),
    rule("series.target", lambda v: v.pgettext("rule", "{match:pl} that win the series"), series_target,
         key("target", read_int), compiled=("match.series_target",)),
    rule("series.matches", lambda v: v.pgettext("rule", "{match:pl} in the series"), series_target,
         key("matches", read_int), compiled=("match.series_matches",)),
    rule("series.standings", lambda v: v.pgettext("rule", "Standing points: won, drawn, lost"),
         standings, key("standings", read_standings, print_standings), compiled=("match.standings",)),
    rule("series.tie_breaks", lambda v: v.pgettext("rule", "Tie-breaks of the standings"), tie_breaks,
         key("tie-breaks", read_list, print_list), compiled=("match.tie_breaks",)),
    rule("results", lambda v: v.pgettext("rule", "Other named results"), results,
         compiled=("match.named_results",), normal=normal.results),
    rule("results.*", lambda v: v.pgettext("rule", "Named result"), how_won),
    rule("results.*.loser", lambda v: v.pgettext("rule", "The losers' final score"), games,
         key("loser", read_int)),
    rule("results.*.winner", lambda v: v.pgettext("rule", "The winners' final score"), games,
         key("winner", read_int)),
    rule("results.*.trailed", lambda v: v.pgettext("rule", "A score the winners came back from"),
         lambda x, s: f"{x[0]}–{x[1]}", key("trailed", read_trailed, print_trailed)),
    rule("results.*.one_hand", lambda v: v.pgettext("rule", "Won in a single {hand}"), yes_no,
         key("one-hand", read_bool)),
)
