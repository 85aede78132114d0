"""The competition area's entries: one per rule (see the package's docstring)."""

from __future__ import annotations

from ..entry import Block, rule
from ..match.spelling import print_standings, read_standings
from ..match.words import standings
from ..spelling import key, print_list, read_int, read_list
from . import normal
from .spelling import (
    forfeit_completions,
    print_forfeit,
    print_substitutes,
    read_forfeit,
    read_substitutes,
    substitute_words,
)
from .words import (
    bye_words,
    competition_words,
    forfeit_words,
    format_words,
    loser_words,
    pairing_words,
    rounds_words,
    substitutes_words,
    tie_breaks_words,
)

BLOCKS = (Block("competition", "competition"),)
LINES = ("competition",)  # `competition none`: an inherited competition dropped
RULES = (
    rule("competition", lambda v: v.pgettext("rule", "Competition between teams"), competition_words,
         normal=normal.competition, extra=None),
    rule("competition.format", lambda v: v.pgettext("rule", "Format of the competition"), format_words,
         key("format"), compiled=("competition.format",)),
    rule("competition.pairing", lambda v: v.pgettext("rule", "Who meets whom in a round"), pairing_words,
         key("pairing"), compiled=("competition.pairing",)),
    rule("competition.rounds", lambda v: v.pgettext("rule", "Rounds of the competition"), rounds_words,
         key("rounds", read_int), compiled=("competition.rounds",)),
    rule("competition.bye", lambda v: v.pgettext("rule", "A round without an opponent (a bye)"),
         bye_words, key("bye"), compiled=("competition.bye",)),
    rule("competition.forfeit", lambda v: v.pgettext("rule", "A team that does not turn up"),
         forfeit_words, key("forfeit", read_forfeit, print_forfeit, words=forfeit_completions),
         compiled=("competition.forfeit_after", "competition.forfeit_score")),
    rule("competition.forfeit.after", lambda v: v.pgettext("rule", "Minutes of tolerance"),
         lambda x, s: s.voice.ngettext("{count} minute", "{count} minutes", int(x))),
    rule("competition.forfeit.score", lambda v: v.pgettext("rule", "The score a forfeit counts as"),
         lambda x, s: f"{x[0]}–{x[1]}"),
    rule("competition.substitutes", lambda v: v.pgettext("rule", "When a partner may be substituted"),
         substitutes_words, key("substitutes", read_substitutes, print_substitutes,
                                words=substitute_words),
         compiled=("competition.substitutes_until",)),
    rule("competition.standings", lambda v: v.pgettext("rule", "Standing points: won, drawn, lost"),
         standings, key("standings", read_standings, print_standings),
         compiled=("competition.standings",)),
    rule("competition.tie_breaks", lambda v: v.pgettext("rule", "Tie-breaks of the standings"),
         tie_breaks_words, key("tie-breaks", read_list, print_list),
         compiled=("competition.tie_breaks",)),
    rule("competition.loser", lambda v: v.pgettext("rule", "Where the loser goes"), loser_words,
         key("loser"), compiled=("competition.loser",)),
)
