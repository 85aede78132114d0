"""The play area compiled: the constraints on what may be played (:class:`PlayRules`) and what
a seat sees (:class:`ViewRules`)."""

from __future__ import annotations

from ...compiled.cards import HAND
from ...compiled.groups import DealRules, PlayRules, ViewRules
from ..variant import VariantSpec


def compile_play(spec: VariantSpec, deals: DealRules) -> PlayRules:
    play = spec.play
    return PlayRules(
        must_follow=play.must_follow, must_overtake=play.must_follow and play.must_overtake,
        must_trump=play.when_void in ("must-trump", "must-overtrump"),
        must_overtrump=play.when_void == "must-overtrump",
        trump_lead_after_trump=play.trump_lead == "after-trump-played",
        first_lead=deals["standard"].leader if "standard" in deals else 0,
        # a table that punishes talking forbids it (the penalty is the illegal area's)
        silent=play.silent or "talking" in spec.infractions)


def compile_view(spec: VariantSpec, players: int = 4) -> ViewRules:
    shown = spec.trump.shown
    return ViewRules(trump_hidden_once_played=shown in ("until-played", "first-trick"),
                     trump_hidden_after_deal=shown == "deal-only",
                     trump_hidden_after_cards=players if shown == "first-trick" else 0,
                     review={"none": 0, "last-trick": 1}.get(spec.play.review, HAND))
