"""A series: matches played until a team has won the variant's `series to N` of them.

Each match deals from its own seed, drawn from the series' seed, and the deal carries on from
one match to the next (the next match's first dealer is the one the last hand passed the deal
to). A series record holds its matches' records, so each of them replays on its own too
(reading and replaying one: :mod:`sueca_rules.records.series`).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..arguments import check_seed, shown
from ..compiled.match import TieBreak
from ..compiled.rules import Rules
from ..errors import ArgumentError, IllegalMove
from .match import Match, match_rng

SERIES_FORMAT = "sueca-rules/series@1"


def series_winner(wins: list[int], target: int) -> int | None:
    """The team that has won the series: the first to `target` matches won (None: nobody yet)."""
    return next((team for team, won in enumerate(wins) if won >= target), None)


class Standing(NamedTuple):
    """A series by standings after its matches: standing points, matches won and game points
    per team, the winner (None: not yet, or level after every tie-break but a deciding match),
    and whether a deciding match (a negra) is to be played."""

    points: tuple[int, int]
    wins: tuple[int, int]
    game_points: tuple[int, int]
    winner: int | None
    deciding: bool


def standing(rules: Rules, results: list[tuple[int | None, tuple[int, int]]]) -> Standing:
    """The standings of a series of `rules.match.series_matches` matches from each match's
    (winner or None for a draw, final scores), in order; a match played after them is the
    deciding match, its winner the series'. Tie-breaks in the variant's order (more matches
    won, more game points; a deciding match when still level).

    >>> from sueca_rules import load_rules
    >>> rules = load_rules("tests/conformance/parts/structures.sueca")
    >>> standing(rules, [(0, (4, 2)), (None, (3, 3)), (1, (1, 4))]).points
    (4, 4)
    """
    match = rules.match
    won_pts, drawn_pts, lost_pts = match.standings
    regular = match.series_matches or len(results)
    points, wins, games = [0, 0], [0, 0], [0, 0]
    for winner, scores in results[:regular]:
        for team in (0, 1):
            games[team] += scores[team]
            if winner is None:
                points[team] += drawn_pts
            elif winner == team:
                points[team] += won_pts
                wins[team] += 1
            else:
                points[team] += lost_pts
    out_points, out_wins, out_games = (points[0], points[1]), (wins[0], wins[1]), (games[0], games[1])
    if len(results) < regular:
        return Standing(out_points, out_wins, out_games, None, False)
    keys = {TieBreak.WINS: out_wins, TieBreak.HEAD_TO_HEAD: out_wins, TieBreak.GAME_POINTS: out_games}
    for pair in (out_points, *(keys[t] for t in match.tie_breaks if t in keys)):
        if pair[0] != pair[1]:
            return Standing(out_points, out_wins, out_games, 0 if pair[0] > pair[1] else 1, False)
    if TieBreak.DECIDING_MATCH in match.tie_breaks:
        decider = results[regular][0] if len(results) > regular else None
        return Standing(out_points, out_wins, out_games, decider, decider is None)
    return Standing(out_points, out_wins, out_games, None, False)


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

    def standing(self) -> Standing:
        """The standings so far (a series by standings: `series matches N`)."""
        return standing(self.rules, [(m.winner, (m.scores[0], m.scores[1])) for m in self.matches
                                     if m.over])

    @property
    def winner(self) -> int | None:
        if self.rules.match.series_matches is not None:
            return self.standing().winner
        return series_winner(self.wins, self.target)

    @property
    def over(self) -> bool:
        if self.rules.match.series_matches is not None:
            done = sum(1 for m in self.matches if m.over)
            now = self.standing()
            return done >= self.rules.match.series_matches and not now.deciding
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
