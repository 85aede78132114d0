"""The flat attributes `Rules` had before its rules were grouped, as read-only properties.

Deprecated: read the groups (`rules.play.must_follow`, not `rules.must_follow`); these stay
so that code written against the old API keeps working (docs/api.md). The values are the
groups' own, except that the trump display, the review and the deal chooser are said with the
file's words, as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .frozen import FrozenMap
from .match import NamedResultRule
from .outcome import Outcome

if TYPE_CHECKING:
    from .groups import DealRules, DeckRules, IllegalRules, PlayRules, TableRules, ViewRules
    from .match import MatchRules
    from .scoring import ScoringRules

REVIEW_WORDS = {0: "none", 1: "last-trick"}


class FlatRules:
    """The old flat names over the groups of :class:`~.rules.Rules`."""

    __slots__ = ()
    deck: DeckRules
    table: TableRules
    deals: DealRules
    play: PlayRules
    view: ViewRules
    illegal: IllegalRules
    scoring: ScoringRules
    match: MatchRules

    # -- the deck -------------------------------------------------------------------------------
    @property
    def rank_labels(self) -> tuple[str, ...]:
        return self.deck.rank_labels

    @property
    def card_names(self) -> tuple[str, ...]:
        return self.deck.card_names

    @property
    def card_ids(self) -> FrozenMap[str, int]:
        return self.deck.card_ids

    @property
    def points(self) -> tuple[int, ...]:
        return self.deck.points

    @property
    def total_points(self) -> int:
        return self.deck.total_points

    @property
    def unused_names(self) -> tuple[str, ...]:
        return self.deck.unused_names

    @property
    def deck_style(self) -> str:
        return self.deck.style

    # -- the table and the deal -----------------------------------------------------------------
    @property
    def step(self) -> int:
        return self.table.step

    @property
    def first_lead(self) -> int:
        return self.play.first_lead

    @property
    def next_dealer(self) -> int:
        return self.table.next_dealer

    @property
    def random_first_dealer(self) -> bool:
        return self.table.first_dealer_drawn

    @property
    def first_dealer(self) -> int:
        return self.table.first_dealer

    @property
    def deal_chooser(self) -> str:
        return self.deals.chooser.value

    @property
    def table_deal(self) -> str:
        return self.deals.table_choice

    @property
    def cut_for_trump(self) -> bool:
        return self.deals.cut_for_trump

    @property
    def redeal_leader_below(self) -> int | None:
        return self.deals.redeal.leader_below if self.deals.redeal else None

    @property
    def redeal_others_below(self) -> int | None:
        return self.deals.redeal.others_below if self.deals.redeal else None

    @property
    def redeal_same_dealer(self) -> bool:
        return self.deals.redeal is None or self.deals.redeal.same_dealer

    # -- what is seen ---------------------------------------------------------------------------
    @property
    def trump_shown(self) -> str:
        view = self.view
        if view.trump_hidden_after_deal:
            return "deal-only"
        if view.trump_hidden_after_cards:
            return "first-trick"
        return "until-played" if view.trump_hidden_once_played else "all-hand"

    @property
    def review(self) -> str:
        return REVIEW_WORDS.get(self.view.review, "all")

    # -- play -----------------------------------------------------------------------------------
    @property
    def must_follow(self) -> bool:
        return self.play.must_follow

    @property
    def must_overtake(self) -> bool:
        return self.play.must_overtake

    @property
    def must_trump(self) -> bool:
        return self.play.must_trump

    @property
    def must_overtrump(self) -> bool:
        return self.play.must_overtrump

    @property
    def trump_lead_after_trump(self) -> bool:
        return self.play.trump_lead_after_trump

    # -- illegal cards and infractions ----------------------------------------------------------
    @property
    def refuse_illegal(self) -> bool:
        return self.illegal.refuse

    @property
    def accuse_after_hand(self) -> bool:
        return self.illegal.accuse_after_hand

    @property
    def revoke_penalty(self) -> Outcome | None:
        return self.illegal.revoke

    @property
    def false_accusation_penalty(self) -> Outcome | None:
        return self.illegal.false_accusation

    @property
    def infractions(self) -> FrozenMap[str, Outcome]:
        """The infractions the variant punishes (not the acts it allows)."""
        illegal = self.illegal
        if not illegal.allowed:
            return illegal.infractions
        return FrozenMap({k: o for k, o in illegal.infractions.items() if k not in illegal.allowed})

    # -- scoring and the match ------------------------------------------------------------------
    @property
    def games_for_points(self) -> tuple[int, ...]:
        return self.scoring.games_for_points

    @property
    def bandeira_by_tricks(self) -> bool | None:
        return self.scoring.bandeira_by_tricks

    @property
    def bandeira_games(self) -> int:
        return self.scoring.bandeira_games

    @property
    def bandeira_ends_match(self) -> bool:
        return self.scoring.bandeira_ends_match

    @property
    def all_points_games(self) -> int | None:
        return self.scoring.all_points_games

    @property
    def tie_void(self) -> bool:
        return self.scoring.tie_void

    @property
    def tie_bonus(self) -> int:
        return self.scoring.tie_bonus

    @property
    def tie_times(self) -> int:
        return self.scoring.tie_times

    @property
    def tie_cumulative(self) -> bool:
        return self.scoring.tie_cumulative

    @property
    def target(self) -> int:
        return self.match.target

    @property
    def series_target(self) -> int | None:
        return self.match.series_target

    @property
    def named_results(self) -> tuple[NamedResultRule, ...]:
        return self.match.named_results


# The flat names, as the old Rules had them as fields (a test holds the properties to them).
FLAT_NAMES: tuple[str, ...] = (
    "rank_labels", "card_names", "card_ids", "points", "total_points", "unused_names", "step",
    "first_lead", "next_dealer", "random_first_dealer", "first_dealer", "deals", "deal_chooser",
    "table_deal", "cut_for_trump", "trump_shown", "redeal_leader_below", "redeal_others_below",
    "redeal_same_dealer", "must_follow", "must_overtake", "must_trump", "must_overtrump",
    "trump_lead_after_trump", "review", "refuse_illegal", "accuse_after_hand", "revoke_penalty",
    "false_accusation_penalty", "infractions", "games_for_points", "bandeira_by_tricks",
    "bandeira_games", "bandeira_ends_match", "all_points_games", "tie_void", "tie_bonus",
    "tie_times", "tie_cumulative", "target", "series_target", "named_results", "deck_style")
