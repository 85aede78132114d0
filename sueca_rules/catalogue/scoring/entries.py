"""The scoring area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from ..entry import Block, rule
from ..phrases import games, games_count, yes_no
from ..spelling import key, read_int
from . import facts
from .spelling import print_bandeira, print_tie, read_bandeira, read_tie
from .words import all_points, bandeira, bandeira_by, bands, tie, times, void_tie

BLOCKS = (Block("scoring", "scoring"),)
RULES = (
    rule("scoring", lambda v: v.pgettext("rule", "Scoring"), lambda x, s: bands(x["hands"], s)),
    rule("scoring.hands", lambda v: v.pgettext("rule", "Card points and what they score"), bands,
         compiled=("scoring.games_for_points", "scoring.total_points"), normal=facts.bands_compared),
    rule("scoring.hands.*.min", lambda v: v.pgettext("rule", "From")),
    rule("scoring.hands.*.max", lambda v: v.pgettext("rule", "To")),
    rule("scoring.hands.*.games", lambda v: v.pgettext("rule", "{game_point:pl}"), games_count),
    rule("scoring.bandeira", lambda v: v.pgettext("rule", "{bandeira}"), bandeira,
         key("bandeira", read_bandeira, print_bandeira), normal=facts.bandeira),
    rule("scoring.bandeira.by", lambda v: v.pgettext("rule", "{bandeira:a} takes"), bandeira_by,
         compiled=("scoring.bandeira_by_tricks",)),
    rule("scoring.bandeira.games", lambda v: v.pgettext("rule", "{bandeira:a} scores"), games,
         compiled=("scoring.bandeira_games",)),
    rule("scoring.bandeira.ends_match", lambda v: v.pgettext("rule", "{bandeira:a} ends the {match}"),
         yes_no, compiled=("scoring.bandeira_ends_match",)),
    rule("scoring.all_points",
         lambda v: v.pgettext("rule", "All the card points without taking every {trick}"), all_points,
         key("all-points", read_int), compiled=("scoring.all_points_games",), normal=facts.all_points_compared),
    rule("scoring.tie", lambda v: v.pgettext("rule", "A 60–60 tie"), tie, key("tie", read_tie, print_tie),
         normal=facts.tie),
    rule("scoring.tie.outcome", lambda v: v.pgettext("rule", "On a 60–60 tie"),
         lambda x, s: void_tie(s) if x == "void" else
         s.voice.gettext("nobody scores") if x == "nobody-scores" else str(x),
         compiled=("scoring.tie", "scoring.tie_void")),
    rule("scoring.tie.bonus", lambda v: v.pgettext("rule", "Extra for the next decided {hand}"), games,
         compiled=("scoring.tie_bonus",)),
    rule("scoring.tie.times", lambda v: v.pgettext("rule", "Multiplier for the next decided {hand}"),
         times, compiled=("scoring.tie_times",)),
    rule("scoring.tie.cumulative", lambda v: v.pgettext("rule", "Ties in a row add up"), yes_no,
         compiled=("scoring.tie_cumulative",)),
)
