"""A series: matches played until a team has won the variant's `series to N` of them.

Each match deals from its own seed, drawn from the series' seed, and the deal carries on from
one match to the next (the next match's first dealer is the one the last hand passed the deal
to). A series record holds its matches' records, so each of them replays on its own too
(reading and replaying one: :mod:`sueca_rules.records.series`).
"""

from __future__ import annotations

from typing import Any

from ..arguments import check_seed, shown
from ..compiled.rules import Rules
from ..errors import ArgumentError, IllegalMove
from .match import Match, match_rng

SERIES_FORMAT = "sueca-rules/series@1"


def series_winner(wins: list[int], target: int) -> int | None:
    """The team that has won the series: the first to `target` matches won (None: nobody yet)."""
    return next((team for team, won in enumerate(wins) if won >= target), None)


class Series:
    """Matches of one variant until a team has won `rules.series_target` of them (one match
    when the variant declares no series).

    >>> from sueca_rules import load_rules
    >>> series = Series(load_rules("portugal"), seed=3)
    >>> match = series.new_match()
    >>> series.over, series.wins
    (False, [0, 0])
    """

    def __init__(self, rules: Rules, seed: int | None = None, variant_ref: str | None = None) -> None:
        if rules.__class__ is not Rules:
            raise ArgumentError("rules", "compiled Rules, from load_rules('portugal'), not "
                                         f"{shown(rules)}")
        check_seed(seed)  # the one seed rule: what a record holds
        self.rules = rules
        self.seed = seed
        self.variant_ref = variant_ref or rules.variant
        self.target = rules.series_target or 1
        self.seeds = match_rng(seed)
        self.matches: list[Match] = []

    @property
    def wins(self) -> list[int]:
        """Matches won by each team so far."""
        wins = [0, 0]
        for match in self.matches:
            if match.winner is not None:
                wins[match.winner] += 1
        return wins

    @property
    def winner(self) -> int | None:
        return series_winner(self.wins, self.target)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def new_match(self) -> Match:
        """The next match (refused while one is being played, or once the series is won)."""
        if self.over:
            raise IllegalMove("the series is over", rule="series-over")
        if self.matches and not self.matches[-1].over:
            raise IllegalMove("the match in play is not finished", rule="match-in-play")
        seed = None if self.seed is None else self.seeds.getrandbits(62)
        first_dealer = self.matches[-1].dealer if self.matches else None
        match = Match(self.rules, seed, first_dealer, self.variant_ref)
        self.matches.append(match)
        return match

    def record(self) -> dict[str, Any]:
        """The series as JSON-ready data: its matches' records and the result."""
        return {
            "format": SERIES_FORMAT,
            "variant": self.variant_ref,
            "options": dict(self.rules.options),
            "seed": self.seed,
            "target": self.target,
            "matches": [m.record() for m in self.matches],
            "result": {"wins": self.wins, "winner": self.winner},
        }
