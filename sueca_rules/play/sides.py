"""The simulation at a table of another shape: the auction driven by the bots, and each hand
counted per side.

The usual table (four seats in two pairs, no stock, no auction) keeps its compact outcomes
(:mod:`.outcomes`); any other shape counts each hand here, as named tallies (:mod:`.stats`
makes statistics of them):

- what every table counts (`hands`, `decided`, `ties`, `team0_hand_wins`,
  `dealer_team_wins`, `leader_team_wins`, `game_points`, ...), where the winners of a hand
  are the side with the most card points (several sides: the one alone at the top), or, under
  a contract, the sides of the team that made it or beat it;
- per side k: `side_game_points:k` and `side_card_points:k` (with their squares, `..._sq:k`),
  `side_hand_wins:k` (hands it won, over decided hands), `side_match_wins:k`; the card points
  of the cards set aside, `aside_points` (the sides' card points and these add up to the
  deck's total in every hand);
- under a contract: `contracts`, `contracts_made` (made, every trick taken included),
  `contracts_failed`, `contracts_all_tricks`, `bid_points` (and `bid_points_sq`); and
  `all_passed`, deals voided because every seat passed, `forced_bids`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..compiled.rules import Rules
from ..engine import Hand, Score
from ..engine.actions import Phase
from ..engine.bidding import Bid, Call, Pass
from ..engine.machine import apply
from ..engine.state import MatchState
from .bidder import default_call
from .seen import View, bids_of

MAX_VOID_DEALS = 20  # deals in a row that every seat passes before the first bidder is made to bid


def side_points(rules: Rules, hand: Hand) -> list[int]:
    """The card points each side took in `hand` (by the winner of each trick)."""
    side_of = rules.table.side_of
    points = [0] * rules.table.sides
    for trick in hand.tricks:
        points[side_of[trick[2]]] += trick[3]
    return points


def hand_winners(rules: Rules, hand: Hand, score: Score, cause: str) -> tuple[int, ...]:
    """The sides that won a hand played out: under a contract the sides of the team that made
    it or beat it; else the side with the most card points, alone (none: a tie)."""
    contract = hand.contract
    if contract is not None:
        outcome = contract.outcome(tuple(hand.points), tuple(hand.tricks_won))[0]
        return contract.teams[0] if outcome != "failed" else contract.teams[1]
    if score.tie:
        return ()
    points = side_points(rules, hand)
    best = max(points)
    return (points.index(best),) if points.count(best) == 1 else ()


def count_hand(tally: dict[str, int], rules: Rules, hand: Hand, score: Score, cause: str) -> None:
    """Add one hand of a table of another shape to `tally` (see the module)."""

    def bump(name: str, by: int = 1) -> None:
        tally[name] = tally.get(name, 0) + by

    deal = hand.deal
    games = score.game_points
    total = sum(games)
    bump("hands")
    bump("deal:" + deal.procedure)
    bump("game_points", total)
    bump("game_points_sq", total * total)
    bump(f"game_points={total}")
    for side, won in enumerate(games):
        bump(f"side_game_points:{side}", won)
        bump(f"side_game_points_sq:{side}", won * won)
    aside = sum(rules.deck.points[c] for c in deal.aside)
    bump("aside_points", aside)
    bump("aside_points_sq", aside * aside)
    for side, points in enumerate(side_points(rules, hand)):
        bump(f"side_card_points:{side}", points)
        bump(f"side_card_points_sq:{side}", points * points)
    contract = hand.contract
    if contract is not None:
        bump("contracts")
        bump("bid_points", contract.bid)
        bump("bid_points_sq", contract.bid * contract.bid)
    if cause != "play":
        bump("settled:" + cause)
        return
    if contract is not None:
        outcome = contract.outcome(tuple(hand.points), tuple(hand.tricks_won))[0]
        bump("contracts_failed" if outcome == "failed" else "contracts_made")
        if outcome == "all-tricks":
            bump("contracts_all_tricks")
    winners = hand_winners(rules, hand, score, cause)
    if score.tie:
        bump("ties")
    elif winners:
        side_of = rules.table.side_of
        bump("decided")
        bump("team0_hand_wins", 0 in winners)
        bump("dealer_team_wins", side_of[deal.dealer] in winners)
        bump("leader_team_wins", side_of[deal.leader] in winners)
        for side in winners:
            bump(f"side_hand_wins:{side}")
    if score.bandeira:
        bump("bandeiras")
    elif any(points == rules.deck.total_points - aside for points in hand.points):
        bump("all_points_without_bandeira")


def count_match_winner(tally: dict[str, int], winner: int) -> None:
    """The side that won a match, at a table of another shape."""
    key = f"side_match_wins:{winner}"
    tally[key] = tally.get(key, 0) + 1


def auction(rules: Rules, state: MatchState, bots: Sequence[object], views: Sequence[View],
            tally: dict[str, int], forced: bool) -> bool:
    """The auction of the hand just dealt, each seat's bot bidding (a bot without `bid`
    passes) and the winner calling (without `call`: :func:`~.bidder.default_call`). With
    `forced` (too many deals passed in a row), the first bidder bids the lowest rather than
    pass. Returns False where every seat passed: the deal is void, and the state deals again."""
    assert state.hand is not None
    procedure = state.hand.deal.procedure
    while state.phase is Phase.BID or state.phase is Phase.REDEAL:
        found = state.auction
        assert found is not None
        seat = found.turn
        view = views[seat]
        asked = getattr(bots[seat], "bid", None)
        points = asked(view) if asked is not None else None
        if points is None and forced and found.high is None:
            points = bids_of(rules, view)[0]
            tally["forced_bids"] = tally.get("forced_bids", 0) + 1
        apply(rules, state, Pass(seat) if points is None else Bid(seat, points))
    if state.phase is not Phase.CALL:  # every seat passed: the deal is counted as a redealt one
        for name in ("all_passed", "deal:" + procedure):
            tally[name] = tally.get(name, 0) + 1
        return False
    found = state.auction
    assert found is not None and found.bidder is not None
    seat = found.bidder
    asked = getattr(bots[seat], "call", None)
    trump, card = asked(views[seat]) if asked is not None else default_call(rules, views[seat])
    apply(rules, state, Call(seat, trump, card))
    return True
