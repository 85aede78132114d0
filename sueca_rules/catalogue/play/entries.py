"""The play area's entries: one per rule (see the package's docstring)."""


from __future__ import annotations

from ..entry import Block, rule
from ..phrases import side, yes_no
from ..spelling import key, read_bool
from . import normal
from .words import must_follow, review, trump_lead, when_void

BLOCKS = (Block("play", "play"),)
RULES = (
    rule("play", lambda v: v.pgettext("rule", "Play"), lambda x, s: side(x["first_lead"], s)),
    rule("play.first_lead", lambda v: v.pgettext("rule", "Who {lead:s} to the first {trick}"), side,
         key("first-lead"), compiled=("play.first_lead", "deals.plans.*.leader"), normal=normal.first_lead),
    rule("play.must_follow", lambda v: v.pgettext("rule", "Must {follow}"), must_follow,
         key("must-follow", read_bool), compiled=("play.must_follow",), normal=normal.must_follow),
    rule("play.must_overtake", lambda v: v.pgettext("rule", "Must head the trick"),
         yes_no, key("must-overtake", read_bool), compiled=("play.must_overtake",), normal=normal.must_overtake,
         extra=False),
    rule("play.when_void", lambda v: v.pgettext("rule", "Without the suit led, play"), when_void,
         key("when-void"), compiled=("play.must_trump", "play.must_overtrump"), normal=normal.when_void),
    rule("play.trump_lead", lambda v: v.pgettext("rule", "When you may {lead} {trump:a}"), trump_lead,
         key("trump-lead"), compiled=("play.trump_lead_after_trump",), normal=normal.trump_lead,
         extra="any"),
    rule("play.review", lambda v: v.pgettext("rule", "Finished {trick:pl} that may be reviewed"),
         review, key("review"), compiled=("view.review",), normal=normal.review),
    rule("play.silent", lambda v: v.pgettext("rule", "No talking or signalling"), yes_no,
         key("silent", read_bool), compiled=("play.silent",), normal=normal.silent, extra=False),
)
