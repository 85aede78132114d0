"""Scoring a hand: card points and tricks to game points, ties and bandeira.

The one scoring function (:meth:`ScoringRules.score`): the engine scores every hand with it,
and the documents say what a hand scores by asking it (the catalogue's normal forms), so a
rulebook or the matrix cannot say what the engine does not do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .outcome import Outcome


@dataclass(frozen=True, slots=True)
class Score:
    """What one finished hand is worth."""

    game_points: tuple[int, ...]  # by side
    tie: bool = False
    bandeira: bool = False
    ends_match: bool = False  # by itself, whatever the score (a bandeira that ends it)
    recorded: tuple[int, ...] | None = None  # the card points the score sheet records (None: as taken)


class HandResultRule(NamedTuple):
    """A compiled name for a hand (a "bola"): conditions on its facts (None: any)."""

    name: str
    points: tuple[int, int] | None  # the winners' card points, from..to
    loser_points: tuple[int, int] | None
    tricks: tuple[int, int] | None  # the winners' tricks, from..to
    after_ties: int | None  # at least this many ties just before
    last_trick: bool | None  # the winners took the last trick


@dataclass(frozen=True, slots=True)
class ScoringRules:
    """How a played-out hand is scored."""

    total_points: int  # every card point of the deck
    games_for_points: tuple[int, ...]  # card points of the hand's winners -> game points
    bandeira_by_tricks: bool | None  # all the tricks (True), all the points (False), None: no bandeira
    bandeira_games: int
    bandeira_ends_match: bool
    all_points_games: int | None  # all the card points without every trick (None: as a band)
    tie: Outcome  # what a hand of half the points each does (nothing, or void and redealt)
    tie_void: bool  # the tie's outcome voids the hand, dealt again by the same dealer
    tie_bonus: int  # +N for the next decided hand, per tie (or once: not cumulative)
    tie_times: int  # ×N for the next decided hand, per tie (or once); 1: no multiplier
    tie_cumulative: bool
    tie_bonus_steps: tuple[int, ...] = ()  # +a after one tie, +b after two, ... (the last repeats)
    tie_times_steps: tuple[int, ...] = ()  # ×a after one tie, ×b after two, ... (the last repeats)
    tie_last_trick: bool = False  # a 60–60 is won by the last trick's team, scored as 61
    hand_results: tuple[HandResultRule, ...] = ()
    tie_each: int = 0  # a 60–60 scores this for each team (0: for neither)
    bandeira_recorded: int | None = None  # a bandeira's card points on the score sheet (None: as taken)
    tricks: int = 10  # the tricks of a hand (every trick: a bandeira by tricks)

    def tie_extra(self, ties_before: int) -> int:
        """Extra game points (+N) for the winners after `ties_before` consecutive ties."""
        if ties_before <= 0:
            return 0
        steps = self.tie_bonus_steps
        if steps:
            return steps[min(ties_before, len(steps)) - 1]
        return self.tie_bonus * ties_before if self.tie_cumulative else self.tie_bonus

    def after_ties(self, games: int, ties_before: int) -> int:
        """A decided hand's award after `ties_before` consecutive ties: +N per tie (or +N once,
        not cumulative), or ×N per tie (×N, ×N², ...; or ×N once, not cumulative)."""
        if ties_before <= 0:
            return games
        steps = self.tie_times_steps
        if steps:
            return games * steps[min(ties_before, len(steps)) - 1] + self.tie_extra(ties_before)
        if self.tie_times > 1:
            return int(games * self.tie_times ** (ties_before if self.tie_cumulative else 1))
        return games + self.tie_extra(ties_before)

    def score(self, points: tuple[int, ...], tricks: tuple[int, ...] | None = None,
              ties_before: int = 0, last_trick: int | None = None) -> Score:
        """Game points for a hand played out: each team's card points (adding up to the deck's
        total), each team's tricks (or None: unknown, so no bandeira by tricks), the tied
        hands just before, and the team that took the last trick (None: unknown; a 60–60
        won by it where the variant says so). Not checked: see
        :func:`sueca_rules.engine.score_hand`. At a table of more than two sides, the side
        with the most card points wins the hand (equal most: a tie)."""
        if len(points) != 2:
            return self._score_sides(points, tricks, ties_before)
        first, second = points
        if first == second:
            if not self.tie_last_trick or last_trick is None:
                return Score((self.tie_each, self.tie_each), tie=True)
            games = self.after_ties(self.games_for_points[first + 1], ties_before)
            return Score((games, 0) if last_trick == 0 else (0, games))
        winner = 0 if first > second else 1
        won = points[winner]
        all_tricks = tricks is not None and tricks[winner] == self.tricks
        if self.bandeira_by_tricks is None:
            bandeira = False
        else:
            bandeira = all_tricks if self.bandeira_by_tricks else won == self.total_points
        if bandeira:
            games = self.bandeira_games
        elif won == self.total_points and self.all_points_games is not None:
            games = self.all_points_games
        else:
            games = self.games_for_points[won]
        games = self.after_ties(games, ties_before)
        pair = (games, 0) if winner == 0 else (0, games)
        recorded = None
        if bandeira and self.bandeira_recorded is not None:
            mark = self.bandeira_recorded
            recorded = (mark, points[1]) if winner == 0 else (points[0], mark)
        return Score(pair, bandeira=bandeira, ends_match=bandeira and self.bandeira_ends_match,
                     recorded=recorded)

    def _score_sides(self, points: tuple[int, ...], tricks: tuple[int, ...] | None,
                     ties_before: int) -> Score:
        """:meth:`score` at a table of more than two sides: the most card points win."""
        best = max(points)
        if points.count(best) > 1:
            return Score((self.tie_each,) * len(points), tie=True)
        winner = points.index(best)
        all_tricks = tricks is not None and tricks[winner] == self.tricks
        bandeira = self.bandeira_by_tricks is not None and (
            all_tricks if self.bandeira_by_tricks else best == self.total_points)
        if bandeira:
            games = self.bandeira_games
        elif best == self.total_points and self.all_points_games is not None:
            games = self.all_points_games
        else:
            games = self.games_for_points[best]
        games = self.after_ties(games, ties_before)
        return Score(tuple(games if side == winner else 0 for side in range(len(points))),
                     bandeira=bandeira, ends_match=bandeira and self.bandeira_ends_match)

    def named(self, points: tuple[int, int], tricks: tuple[int, int] | None = None,
              ties_before: int = 0, last_trick: int | None = None) -> list[str]:
        """The names the variant gives this hand (its `hand-result` rules), from the winners'
        side (on 60–60, the last trick's team where known, else none)."""
        first, second = points
        winner = 0 if first > second else 1 if second > first else last_trick
        if winner is None or not self.hand_results:
            return []
        names = []
        for rule in self.hand_results:
            if rule.points is not None and not rule.points[0] <= points[winner] <= rule.points[1]:
                continue
            lost = points[1 - winner]
            if rule.loser_points is not None and not rule.loser_points[0] <= lost <= rule.loser_points[1]:
                continue
            if rule.tricks is not None and (tricks is None or not
                                            rule.tricks[0] <= tricks[winner] <= rule.tricks[1]):
                continue
            if rule.after_ties is not None and ties_before < rule.after_ties:
                continue
            if rule.last_trick is not None and (last_trick is None
                                                or (last_trick == winner) != rule.last_trick):
                continue
            names.append(rule.name)
        return names
