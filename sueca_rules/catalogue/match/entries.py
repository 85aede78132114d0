"""The match area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from ..entry import Block, rule
from ..phrases import games, games_count, yes_no
from ..spelling import key, read_bool, read_int
from . import normal
from .spelling import print_trailed, read_trailed
from .words import how_won, results, series, series_target

BLOCKS = (Block("match", "match"), Block("series", "series"), Block("result", "results", labelled=True))
LINES = ("match", "series", "result", "hand-result")  # `match to N`, `series to N`, `series none`,
# `result NAME none`, `hand-result NAME none` (an inherited name dropped): lines at the top
RULES = (
    rule("match", lambda v: v.pgettext("rule", "{match}"), lambda x, s: games(x["target"], s)),
    rule("match.target", lambda v: v.pgettext("rule", "{game_point:pl} that win the {match}"),
         games_count, key("target", read_int), compiled=("match.target",), normal=normal.target),
    rule("series", lambda v: v.pgettext("rule", "Series of {match:pl}"), series, normal=normal.series,
         extra=None),
    rule("series.target", lambda v: v.pgettext("rule", "{match:pl} that win the series"), series_target,
         key("target", read_int), compiled=("match.series_target",)),
    rule("results", lambda v: v.pgettext("rule", "Named results"), results,
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
