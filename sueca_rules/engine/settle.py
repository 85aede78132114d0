"""How a hand moves the match on: the one place penalties and a hand's result are applied.

From the match as it stood when the hand was dealt, :func:`settle` applies, in the order they
came, the penalties after which play went on (their awards count at once), the hand's own
result once it ended (its cards' score, or the penalty that ended it), then what came after
its end. It is recomputed from the start after every change, so a penalty proven after the
last trick simply replaces what the cards scored. A match won along the way takes nothing
more. The match state (:mod:`.state`) settles every hand through it; so do the simulation
and the case runner, since they drive the same state.
"""

from __future__ import annotations

from typing import NamedTuple

from ..compiled.rules import Rules
from .hand import Hand
from .penalties import Settlement
from .scoring import Score, Tally, after_hand, after_play_on, score_played

MEMO_LIMIT = 100_000  # remembered played-out hands per variant (a match to 1000 stops adding)

# Per variant, the scores of played-out hands by (team 0's points, its tricks, ties before), and
# the match after a score by (the match before, the score's game points, tie, ends_match): all
# that scoring and the match's step read. Both are pure, so a simulation that passes these to
# every state it plays remembers exactly; a few hundred scores and steps cover a variant's
# hands, so a played-out hand costs two lookups even in a run of new deals.
Memo = tuple[dict[tuple[int, int, int], Score], dict[tuple[Tally, tuple[int, ...], bool, bool], Tally]]


class Settled(NamedTuple):
    """The match after a hand so far: its tally, the scores after each change (for named
    results), the hand's score and what settled it when it was scored (else None and
    "play"), and the penalties after which play went on that were counted."""

    tally: Tally
    steps: tuple[tuple[int, ...], ...]
    score: Score | None
    cause: str
    counted: tuple[Settlement, ...]


def settle(rules: Rules, before: Tally, hand: Hand) -> Settled:
    """The match after `hand` (its penalties and, once it ended, its result), from the match
    `before` it was dealt. See the module's description for the order."""
    tally = before
    steps: list[tuple[int, ...]] = []
    counted: list[Settlement] = []
    score: Score | None = None
    cause = "play"
    penalties = hand.penalties
    for index in range(len(penalties) + 1):
        if index == hand.penalties_in_play and hand.finished and not tally.over:
            result = hand.result()
            score, cause = result.score, result.settled_by
            tally = after_hand(rules, tally, score.game_points, tie=score.tie,
                               ends_match=score.ends_match, match_winner=result.match_winner,
                               by_play=cause == "play", floors=result.floors,
                               redeal=result.redeal)
            steps.append(tally.scores)
        if index == len(penalties):
            break
        settlement = penalties[index]
        if not settlement.penalty.ends_hand and not tally.over:
            tally = after_play_on(rules, tally, settlement)
            steps.append(tally.scores)
            counted.append(settlement)
    return Settled(tally, tuple(steps), score, cause, tuple(counted))


def played_out(rules: Rules, before: Tally, hand: Hand, memo: Memo | None) -> tuple[Tally, Score]:
    """:func:`settle` for a hand played to its last trick without a penalty (the common case,
    kept cheap): the match after it and its score, remembered in `memo` where one is given."""
    points, tricks = hand.points, hand.tricks_won
    if len(points) != 2 or hand.contract is not None or rules.deals.aside:  # the general path
        result = hand.result()
        score = result.score
        return after_hand(rules, before, score.game_points, tie=score.tie,
                          ends_match=score.ends_match, match_winner=result.match_winner,
                          floors=result.floors, redeal=result.redeal), score
    first, won = points[0], tricks[0]
    if first == points[1] and rules.scoring.tie_last_trick:  # a 60–60 the last trick decides
        score = score_played(rules, (first, points[1]), (won, tricks[1]), before.ties,
                             hand.last_team())
        return after_hand(rules, before, score.game_points, tie=score.tie,
                          ends_match=score.ends_match), score
    if memo is None:
        score = score_played(rules, (first, points[1]), (won, tricks[1]), before.ties)
        return after_hand(rules, before, score.game_points, tie=score.tie,
                          ends_match=score.ends_match), score
    scored, moves = memo
    key = (first, won, before.ties)
    score = scored.get(key) or scored.setdefault(
        key, score_played(rules, (first, points[1]), (won, tricks[1]), before.ties))
    game_points, tie, ends_match = score.game_points, score.tie, score.ends_match
    step = (before, game_points, tie, ends_match)
    after = moves.get(step)
    if after is None:
        after = after_hand(rules, before, game_points, tie=tie, ends_match=ends_match)
        if len(moves) < MEMO_LIMIT:
            moves[step] = after
    return after, score
