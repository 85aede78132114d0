"""Seeded random play through the public API: for records, golden files and benchmarks.

Besides random legal cards it sometimes asks for a redeal, plays a revoke and accuses
(where the variant allows it), and bids for the trump where the table does, so a record
exercises every rule the variant has.

A match is played to its end, however long the variant makes it (a match to 1000 takes under
2,000 hands). The one stop is the most hands a record holds (MAX_RECORD_HANDS): a match that
reaches it is left unfinished, and its series with it, for the caller to say so.
"""

from __future__ import annotations

import random

from ..compiled.rules import Rules
from .actions import Phase
from .bidding import Bid, Call
from .machine import legal_actions, may_accuse
from .match import MAX_RECORD_HANDS, Match
from .series import Series


def random_match(rules: Rules, seed: int, *, mischief: float = 0.03,
                 variant_ref: str | None = None, max_hands: int = MAX_RECORD_HANDS) -> Match:
    """Play a whole match with seeded random choices; the same seed gives the same match.
    Unfinished (`match.over` false) only if it reached `max_hands` hands."""
    match = Match(rules, seed, variant_ref=variant_ref)
    play_randomly(match, random.Random(seed ^ 0x5EED), mischief, max_hands)
    return match


def random_series(rules: Rules, seed: int, *, mischief: float = 0.03,
                  variant_ref: str | None = None, max_hands: int = MAX_RECORD_HANDS) -> Series:
    """A whole series (`series to N`) of seeded random matches. Unfinished only if one of its
    matches reached `max_hands` hands (the series stops there)."""
    series = Series(rules, seed, variant_ref)
    chooser = random.Random(seed ^ 0x5EED)
    while not series.over:
        match = series.new_match()
        play_randomly(match, chooser, mischief, max_hands)
        if not match.over:
            break
    return series


def play_randomly(match: Match, chooser: random.Random, mischief: float, max_hands: int) -> None:
    """Random legal cards; now and then a redeal, a revoke, an accusation or a declared
    infraction, where the variant has them."""
    rules = match.rules
    procedures = [rules.deals.fixed] if rules.deals.fixed is not None else list(rules.deals)
    infractions = list(rules.illegal.mischief)  # a misdeal only dealt again is no mischief
    refuse = rules.illegal.refuse
    state = match.state
    while not match.over and match.hands_dealt < max_hands:
        hand = match.deal(chooser.choice(procedures))
        asking = match.may_request_redeal()
        if asking and chooser.random() < 0.5:
            hand = match.request_redeal(asking[0], chooser.choice(procedures))
        if state.auction is not None:
            bid_randomly(match, chooser)  # everyone passing voids the deal (the hand is finished)
        while not hand.finished:
            legal = hand.legal_cards()
            cards = hand.hands[hand.turn]
            if not refuse and chooser.random() < mischief:
                match.play(chooser.choice(cards))
            else:
                match.play(chooser.choice(legal))
            if not hand.trick and not hand.finished and may_accuse(state) \
                    and chooser.random() < mischief:
                _accuse(match, chooser)
            if (infractions and not hand.trick and not hand.finished
                    and chooser.random() < mischief):
                match.declare(chooser.randrange(2), chooser.choice(infractions))
        if state.phase is Phase.HAND_END and may_accuse(state) and chooser.random() < mischief:
            _accuse(match, chooser)  # after the last trick: "the tricks show it"


def bid_randomly(match: Match, chooser: random.Random) -> None:
    """An auction of random bids (a pass as likely as a bid, each bid one of the three lowest
    it may make), then a random trump and called card for its winner."""
    state = match.state
    while state.auction is not None and state.phase in (Phase.BID, Phase.REDEAL):
        bids = [action.points for action in legal_actions(state) if isinstance(action, Bid)]
        match.bid(chooser.choice(bids[:3]) if bids and chooser.random() < 0.5 else None)
    if state.phase is Phase.CALL:
        call = chooser.choice([action for action in legal_actions(state) if isinstance(action, Call)])
        match.call(call.trump, call.card)


def _accuse(match: Match, chooser: random.Random) -> None:
    """A random team accuses — naming a random opponent where the variant's accusers name one
    (the chooser draws the seat only there, so other variants play the games they always did)."""
    team = chooser.randrange(2)
    if not match.rules.illegal.names_player:
        match.accuse(team)
        return
    table = match.rules.table
    match.accuse(team, chooser.choice([s for s in range(table.players) if table.side_of[s] != team]))
