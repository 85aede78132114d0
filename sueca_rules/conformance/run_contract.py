"""Hands scored as a score sheet gives them, for the `hand_score`, `match` and `session` kinds:
by the variant's bands, or — at a table that bids — by the hand's contract (an addition), its
outcome the engine's (:func:`~sueca_rules.engine.bidding.contract_settlement`) and the match
moved on by the engine's one step (:func:`~sueca_rules.engine.scoring.after_hand`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from ..compiled.rules import Rules
from ..engine import Tally, tally_hands
from ..engine.bidding import contract_for, contract_settlement
from ..engine.penalties import Award, award_of
from ..engine.scoring import after_hand, fresh_tally
from .fields import ContractGiven
from .models import MatchHand


class ContractResult(NamedTuple):
    """A hand scored by its contract: how it ended (made, all-tricks, failed) and its award."""

    outcome: str
    award: Award


def by_contract(rules: Rules, given: ContractGiven, points: tuple[int, ...],
                tricks: tuple[int, ...] | None) -> ContractResult:
    """The hand whose sides took `points` (and `tricks`; None: no side took every trick),
    scored by the contract `given`."""
    contract = contract_for(rules, given.declarer, given.partner, given.bid)
    declarers = contract.teams[0]
    team_points = (sum(points[s] for s in declarers), sum(p for s, p in enumerate(points) if s not in declarers))
    team_tricks = (0, 0) if tricks is None else \
        (sum(tricks[s] for s in declarers), sum(t for s, t in enumerate(tricks) if s not in declarers))
    settlement = contract_settlement(contract, team_points, team_tricks, rules.table.sides)
    return ContractResult(settlement.cause, award_of(settlement))


def tally_of(rules: Rules, hands: Iterable[MatchHand]) -> Iterator[Tally]:
    """The match after each hand: as :func:`~sueca_rules.engine.tally_hands` scores them, or,
    at a table that bids, each by its contract."""
    listed = list(hands)
    if rules.bidding is None:
        yield from tally_hands(rules, ((h.points, h.tricks) for h in listed))
        return
    tally = fresh_tally(0, rules.table.sides)
    for hand in listed:
        assert hand.contract is not None  # checked: a table that bids scores by its contract
        award = by_contract(rules, hand.contract, hand.points, hand.tricks).award
        tally = after_hand(rules, tally, award.game_points, ends_match=award.ends_match,
                           match_winner=award.match_winner, floors=award.floors,
                           redeal=award.redeal)
        yield tally
