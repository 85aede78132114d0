"""The bidding area compiled: the auction's rules and the contract's outcomes
(:class:`~sueca_rules.compiled.groups.BiddingRules`)."""

from __future__ import annotations

from ...compiled.groups import BiddingRules
from ..illegal.compile import outcome_of
from ..variant import VariantSpec

FIRST = {"next": None, "left": 1, "right": -1, "dealer": 0}


def compile_bidding(spec: VariantSpec, players: int, step: int, total_points: int) -> BiddingRules | None:
    """The auction and the contract (None where the file has no `bidding`): `step` is the
    direction of play (+1 clockwise), `total_points` the deck's card points (the default
    highest bid)."""
    bidding, contract = spec.bidding, spec.contract
    if bidding is None or contract is None:
        return None
    first = FIRST[bidding.first]
    return BiddingRules(
        first=(step if first is None else first) % players, lowest=bidding.lowest,
        highest=bidding.highest if bidding.highest is not None else total_points,
        step=bidding.step, passing_final=bidding.passing == "final",
        all_pass_same_dealer=bidding.all_pass == "redeal",
        called_card=bidding.partner == "called-card", call_own=bidding.call_own,
        declarer_leads=bidding.leads == "declarer", made=outcome_of(contract.made),
        all_tricks=None if contract.all_tricks is None else outcome_of(contract.all_tricks),
        failed=outcome_of(contract.failed))
