"""The bidding area's entries: the auction (`bidding { ... }`) and the contract it makes
(`contract { ... }`), one per rule (see the package's docstring)."""

from __future__ import annotations

from ..entry import Block, rule
from ..illegal.entries import penalty_parts
from ..illegal.spelling import print_penalty, read_penalty
from ..phrases import yes_no
from ..spelling import Key, key, read_bool
from . import normal
from .spelling import BIDS_FIELDS, bids_words, outcome_words, print_bids, read_bids
from .words import (
    all_pass,
    auction,
    bids,
    contract,
    contract_outcome,
    first,
    highest,
    leads,
    partner,
    passing,
    step,
)

BLOCKS = (Block("bidding", "bidding"),)
RULES = (
    rule("bidding", lambda v: v.pgettext("rule", "Auction"), auction,
         normal=normal.auction, extra=None),
    rule("bidding.first", lambda v: v.pgettext("rule", "Who bids first"), first, key("first"),
         compiled=("bidding.first",), normal=normal.first),
    # one key for the three fields: `bids 65..120 step 5`
    rule("bidding.lowest", lambda v: v.pgettext("rule", "Bids"), bids,
         Key("bids", "lowest", read_bids, print_bids, words=bids_words, fields=BIDS_FIELDS),
         compiled=("bidding.lowest",), normal=normal.bids),
    rule("bidding.highest", lambda v: v.pgettext("rule", "Highest bid"), highest,
         compiled=("bidding.highest",)),
    rule("bidding.step", lambda v: v.pgettext("rule", "Each bid above the last by"), step,
         compiled=("bidding.step",)),
    rule("bidding.passing", lambda v: v.pgettext("rule", "A player who passes"), passing,
         Key("pass", "passing"), compiled=("bidding.passing_final",), normal=normal.passing),
    rule("bidding.all_pass", lambda v: v.pgettext("rule", "When every player passes"), all_pass,
         key("all-pass"), compiled=("bidding.all_pass_same_dealer",), normal=normal.all_pass),
    rule("bidding.partner", lambda v: v.pgettext("rule", "The declarer's partner"), partner,
         key("partner"), compiled=("bidding.called_card",), normal=normal.partner),
    rule("bidding.call_own", lambda v: v.pgettext("rule", "The declarer may call a card they hold"),
         yes_no, key("call-own", read_bool), compiled=("bidding.call_own",), normal=normal.call_own),
    rule("bidding.leads", lambda v: v.pgettext("rule", "Who {lead:s} to the first {trick} after the auction"),
         leads, key("leads"), compiled=("bidding.declarer_leads",), normal=normal.leads),
)
CONTRACT_BLOCKS = (Block("contract", "contract"),)
CONTRACT_RULES = (
    rule("contract", lambda v: v.pgettext("rule", "Contract"), contract, normal=normal.contract, extra=None),
    rule("contract.made", lambda v: v.pgettext("rule", "Contract made"), contract_outcome,
         key("made", read_penalty, print_penalty, words=outcome_words), compiled=("bidding.made",),
         normal=normal.made),
    rule("contract.all_tricks", lambda v: v.pgettext("rule", "Every {trick} taken by the declarer's side"),
         contract_outcome, key("all-tricks", read_penalty, print_penalty, words=outcome_words),
         compiled=("bidding.all_tricks",), normal=normal.all_tricks),
    rule("contract.failed", lambda v: v.pgettext("rule", "Contract failed"), contract_outcome,
         key("failed", read_penalty, print_penalty, words=outcome_words), compiled=("bidding.failed",),
         normal=normal.failed),
    *penalty_parts("contract"),
)
