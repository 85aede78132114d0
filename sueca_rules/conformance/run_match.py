"""The runners of the match-level case kinds: a series, a session, standings, seats (the
first hands of a match through the state machine)."""

from __future__ import annotations

import random

from ..engine.actions import FirstDealer, Phase
from ..engine.bidding import Bid, Call, Pass
from ..engine.machine import apply, draw, legal_actions, new_state
from ..engine.seating import judge
from ..engine.series import series_winner, standing
from ..engine.state import MatchState
from ..errors import IllegalMove
from .models import (
    SeatsExpect,
    SeatsKind,
    SeriesExpect,
    SeriesKind,
    SessionExpect,
    SessionKind,
    StandingsExpect,
    StandingsKind,
)
from .outcome import Outcome
from .prepared import PreparedCase
from .run_contract import tally_of


def _series(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, SeriesKind) and isinstance(expect, SeriesExpect)
    target = case.rules.series_target or 1
    wins = [0, 0]
    after: list[tuple[int, int]] = []
    for winner in data.winners:
        wins[winner] += 1
        after.append((wins[0], wins[1]))
    out.compare("wins", expect.wins, after)
    out.compare_winner(expect, series_winner(wins, target))


def _session(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, SessionKind) and isinstance(expect, SessionExpect)
    tallies = list(tally_of(case.rules, data.hands))
    tally = tallies[-1]
    out.compare("scores", expect.scores, [t.scores for t in tallies])
    out.compare("over", expect.over, tally.over)
    out.compare("drawn", expect.drawn, tally.drawn)
    out.compare_winner(expect, tally.winner)


def _standings(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, StandingsKind) and isinstance(expect, StandingsExpect)
    now = standing(case.rules, [(m.winner, m.scores) for m in data.matches])
    out.compare("points", expect.points, now.points)
    out.compare("wins", expect.wins, now.wins)
    out.compare("deciding", expect.deciding, now.deciding)
    out.compare_winner(expect, now.winner)


def _seats(case: PreparedCase, out: Outcome) -> None:
    """The first hands of a match through the state machine: chance deals (seeded, seed 0),
    each hand is played out with the first legal card, and the roles of every deal applied are
    read from the hand in play."""
    data, expect = case.data, case.expect
    assert isinstance(data, SeatsKind) and isinstance(expect, SeatsExpect)
    rules = case.rules
    state = new_state(rules, log=False, history=False)
    if data.draw is not None:
        rounds = tuple(tuple((p, rules.card(c)) for p, c in draw_round) for draw_round in data.draw)
        try:
            drawn = judge(rules, rounds)
            apply(rules, state, FirstDealer(drawn.first_dealer, drawn))
        except (ValueError, IllegalMove) as err:
            out.compare("first_dealer", expect.first_dealer, f"refused: {err}")
            return
        out.compare("first_dealer", expect.first_dealer, state.first_dealer)
        out.compare("seating", expect.seating, list(state.seating))
    else:
        apply(rules, state, FirstDealer(data.first_dealer or 0))
    rng = random.Random(0)
    rows: list[tuple[int, int | None, int | None, int]] = []
    while len(rows) < data.hands and state.phase is not Phase.OVER:
        apply(rules, state, draw(rules, state, rng))
        hand = state.hand
        assert hand is not None
        dealt = hand.deal
        rows.append((dealt.dealer, dealt.shuffler, dealt.cutter, dealt.leader))
        while state.phase in (Phase.REDEAL, Phase.PLAY, Phase.BID, Phase.CALL) and state.hand is hand:
            apply(rules, state, _first_choice(state) if state.phase in (Phase.BID, Phase.CALL)
                  else hand.legal[0])
    for name, column in (("dealers", 0), ("shufflers", 1), ("cutters", 2), ("leaders", 3)):
        wanted = getattr(expect, name)
        if wanted is not None:
            out.compare(name, wanted, [row[column] for row in rows[:len(wanted)]])


def _first_choice(state: MatchState) -> Bid | Pass | Call:
    """At a table that bids: the first bidder bids the lowest, the others pass, and the winner
    names the first trump and card it may (a hand is then played, as at any table)."""
    options = legal_actions(state)
    if state.phase is Phase.CALL:
        call = options[0]
        assert isinstance(call, Call)
        return call
    auction = state.auction
    bids = [action for action in options if isinstance(action, Bid)]
    if auction is not None and auction.high is None and bids:
        return bids[0]
    return next(action for action in options if isinstance(action, Pass))
