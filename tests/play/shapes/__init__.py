"""Tables of other shapes (#22), as the tests play them: the variant files beside this module
and a driver that plays a hand through the Match API with bots, checking every bid, call and
card against what the rules allow at that moment."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from sueca_rules.compiled import Rules
from sueca_rules.engine import Match
from sueca_rules.engine.actions import Phase
from sueca_rules.engine.machine import observe
from sueca_rules.play.bidder import default_call
from sueca_rules.play.seen import bids_of, calls_of

from ...loaded import load_rules

HERE = Path(__file__).resolve().parent
# two players with a stock (3 cards each), 52 cards with a stock, six players in three pairs
# with four cards set aside, five players bidding for the trump with a called partner
SHAPES = ("two_stock", "deck52_stock", "six_three_pairs", "five_auction")


def path_of(shape: str) -> str:
    return str(HERE / f"{shape}.yaml")


_RULES: dict[str, Rules] = {}


def rules_of(shape: str) -> Rules:
    if shape not in _RULES:
        _RULES[shape] = load_rules(path_of(shape))
    return _RULES[shape]


Check = Callable[[Match, int, object], None]


def play_hand(match: Match, bots: Sequence[object], check: Check | None = None, max_deals: int = 50) -> None:
    """Deal and play one hand of `match` with `bots[seat]` for each seat, asserting that every
    bid is one the seat may make, every call one the auction's winner may make and every card
    one of the legal ones (`check(match, seat, view)` is called before each card besides)."""
    rules = match.rules
    players = rules.table.players
    for _ in range(max_deals):
        hand = match.deal()
        views = [observe(match.state, seat) for seat in range(players)]
        while match.state.phase in (Phase.BID, Phase.REDEAL) and rules.bidding is not None:
            auction = match.state.auction
            assert auction is not None
            seat = auction.turn
            asked = getattr(bots[seat], "bid", None)
            points = asked(views[seat]) if asked is not None else None
            assert points is None or points in bids_of(rules, views[seat]), (seat, points)
            match.bid(points)
        if match.state.phase is not Phase.DEAL:
            break
    else:
        raise AssertionError(f"{max_deals} deals in a row were passed")
    if rules.bidding is not None:
        auction = match.state.auction
        assert auction is not None and auction.bidder is not None
        seat = auction.bidder
        asked = getattr(bots[seat], "call", None)
        call = asked(views[seat]) if asked is not None else default_call(rules, views[seat])
        assert call in calls_of(rules, views[seat]), (seat, call)
        match.call(*call)
    while not hand.finished:
        seat = hand.turn
        view = views[seat]
        if check is not None:
            check(match, seat, view)
        legal = view.legal
        card = bots[seat].choose(view)  # type: ignore[attr-defined]
        assert card in legal, (seat, rules.name(card), rules.names(legal))
        match.play(card)
