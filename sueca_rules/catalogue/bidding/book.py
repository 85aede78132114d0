"""The bidding area in the rulebook: the auction (a section of its own, after the deal) and
the contract (how a hand is scored, at the head of "Scoring"), said as compiled; a variant
without an auction says nothing here."""

from __future__ import annotations

from ...compiled.groups import BiddingRules
from ...compiled.rules import Rules
from ...words.speaker import Speaker
from ..book import item
from ..variant import VariantSpec
from .words import EachPlayer, contract_outcome


def _first(bidding: BiddingRules, rules: Rules, s: Speaker) -> str:
    """The first bidder, as the seat it is beside the dealer."""
    v, dealer, players = s.voice, s.word("dealer"), rules.table.players
    offset = bidding.first % players
    if offset == 0:
        return v.gettext("the {dealer}", dealer=dealer)
    if offset == 1:
        return v.gettext("the player on the {dealer}'s left", dealer=dealer)
    if offset == players - 1:
        return v.gettext("the player on the {dealer}'s right", dealer=dealer)
    return v.gettext("the player in seat {seat} from the {dealer}", seat=offset, dealer=dealer)


def auction(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """Who bids first and what a bid is, passing, what the declarer names and calls, and what
    happens when everyone passes (who leads is the play's: "Playing the tricks")."""
    bidding = rules.bidding
    if bidding is None:
        return []
    v, trump, dealer = s.voice, s.word("trump"), s.word("dealer")
    who = _first(bidding, rules, s)
    low, high = bidding.lowest, bidding.highest
    lines = [item(s, v.gettext("Before the play, the players bid for the right to name {trump:pl}: each in "
                               "turn, starting with {who}, either passes or bids more card points than "
                               "the last bid, from {lowest} to {highest}.", trump=trump, who=who,
                               lowest=low, highest=high)
                  if bidding.step == 1 else
                  v.gettext("Before the play, the players bid for the right to name {trump:pl}: each in "
                            "turn, starting with {who}, either passes or bids more card points than the "
                            "last bid, from {lowest} to {highest}, in steps of {step}.",
                            trump=trump, who=who, lowest=low, highest=high, step=bidding.step))]
    lines.append(item(s, v.gettext("A player who passes is out of the auction; it ends when all the others "
                                   "have passed after the last bid.")
                      if bidding.passing_final else
                      v.gettext("A player who passes may bid again when the turn comes back; the auction "
                                "ends when all the others have passed after the last bid.")))
    if bidding.called_card:
        lines.append(item(s, v.gettext("The highest bidder, the declarer, names the {trump} suit and calls a "
                                       "card: whoever holds it is the declarer's partner; until the called "
                                       "card is played, only the holder knows this.", trump=trump)))
        lines.append(item(s, v.gettext("The declarer may call a card they hold, and then plays alone against "
                                       "all the others.") if bidding.call_own else  # not "of their own hand" (EN24-02)
                          v.gettext("The declarer may not call a card they hold.")))
    else:
        lines.append(item(s, v.gettext("The highest bidder, the declarer, names the {trump} suit and plays "
                                       "with their partner as the table sits.", trump=trump)))
    lines.append(item(s, v.gettext("If every player passes, the cards are gathered and the same {dealer} "
                                   "deals again.", dealer=dealer)
                      if bidding.all_pass_same_dealer else
                      v.gettext("If every player passes, the cards are gathered and the deal passes to "
                                "the next {dealer}.", dealer=dealer)))
    return lines


def contract(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """How the contract scores the hand (the points bands are not read under a contract)."""
    bidding = rules.bidding
    if bidding is None:
        return []
    v, trick, hand = s.voice, s.word("trick"), s.word("hand")
    alone = rules.table.players == rules.table.sides  # each keeps their own score: said per player
    pair = alone and bidding.called_card and not bidding.call_own  # the declarer and a called partner
    made, every, failed = ((EachPlayer(o, pair, named, instead) if alone and o is not None else o)
                           for o, named, instead in ((bidding.made, False, False),  # named: not yet
                                                     (bidding.all_tricks, False, True),
                                                     (bidding.failed, True, False)))
    # the count, then the outcome: one colon a sentence (fr FR10-03)
    lines = [item(s, v.gettext("After the last {trick}, the declarer and the partner count the card points in "
                               "their {trick:pl}. With at least the points bid, they have made the contract: "
                               "{made}.", trick=trick, made=contract_outcome(made, s)) if pair else
                  v.gettext("After the last {trick}, the declarer's side counts the card points in its "
                            "{trick:pl}. With at least the points bid, it has made its contract: {made}.",
                            trick=trick, made=contract_outcome(made, s)))]
    if every is not None:
        lines.append(item(s, v.gettext("If they take every {trick} of the {hand}, {outcome} instead.",
                                       trick=trick, hand=hand, outcome=contract_outcome(every, s)) if pair else
                          v.gettext("If the declarer's side takes every {trick} of the {hand}, "
                                    "{outcome} instead.", trick=trick, hand=hand,
                                    outcome=contract_outcome(every, s))))
    lines.append(item(s, v.gettext("With fewer points than the bid, the contract has failed: {failed}.",
                                   failed=contract_outcome(failed, s))))
    return lines
