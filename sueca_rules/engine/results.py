"""A hand's result, and named results: the names a table gives to how a match was won (a
pente: 4–0)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..compiled.outcome import Redeal
from ..compiled.rules import Rules
from ..compiled.scoring import Score


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of a finished (or settled) hand."""

    points: tuple[int, ...]  # by the hand's team
    tricks: tuple[int, ...]
    score: Score
    settled_by: str  # "play", "revoke", "false-accusation" or a declared infraction's name
    match_winner: int | None = None  # a penalty that wins the match
    floors: tuple[int | None, ...] = (0, 0)  # each team's floor after a penalty's points
    redeal: Redeal | None = None  # the penalty voids the hand, dealt again

    @property
    def game_points(self) -> tuple[int, ...]:
        return self.score.game_points

    @property
    def recorded_points(self) -> tuple[int, ...]:
        """The card points the score sheet records: the points taken, or the variant's mark
        for a bandeira (`bandeira ... recorded 121`)."""
        return self.score.recorded or self.points


def named_results(rules: Rules, winner: int, history: Sequence[tuple[int, ...]]) -> list[str]:
    """The variant's names that fit a match won by `winner`, given the score after every
    change (0–0 first). A name fits when each condition it states holds: the losers' and the
    winners' final scores, a score the winners trailed by at some point, the match won in one
    hand. A match won by a penalty with no game points of the winners' own has no name.

    >>> from sueca_rules import load_rules
    >>> named_results(load_rules("portugal"), 0, [(0, 0), (2, 0), (4, 0)])
    ['pente']
    """
    loser = 1 - winner
    final = history[-1]
    if final[winner] <= 0:  # won by a penalty, not by scoring: no name fits
        return []
    names = []
    for rule in rules.match.named_results:
        if rule.loser is not None and final[loser] != rule.loser:
            continue
        if rule.winner is not None and final[winner] != rule.winner:
            continue
        if rule.trailed is not None and not any(
                score[winner] <= rule.trailed[0] and score[loser] >= rule.trailed[1]
                for score in history):
            continue
        if rule.one_hand and (len(history) < 2 or history[-2][winner] != 0):
            continue
        names.append(rule.name)
    return names
