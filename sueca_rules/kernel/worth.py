"""What a hand's card points are worth to a team in its match: the chance of winning the match.

The expert plays for the match, not for the hand: ahead 3–0 in a match to 4, any win of the
hand is as good as 120 points; behind 0–3, keeping the others under 61 is what counts. The
worth of ending a hand with p card points is the chance that team 0 then wins the match,
computed over the match's states between hands (scores, ties carried, which team deals) from a
model of one hand: how often each (card points, tricks) happens when the dealer's team is
team 0 or team 1, counted over greedy hands played by the kernel (a fixed seed: the same worth
on every machine). The engine scores each case (:mod:`.flow` asks it).

>>> from sueca_rules import load_rules
>>> from sueca_rules.kernel import kernel_tables
>>> from sueca_rules.kernel.flow import MatchFlow
>>> rules = load_rules("portugal")
>>> worth = MatchWorth(MatchFlow(rules, kernel_tables(rules)))
>>> from sueca_rules.engine import Tally
>>> round(worth.chance(Tally((3, 0), 0, 0)), 2) > round(worth.chance(Tally((0, 3), 0, 0)), 2)
True
"""

from __future__ import annotations

from typing import Protocol

from ..compiled import HAND, Rules
from ..engine import Score, Tally, after_hand
from . import native
from .tables import KernelTables


class MatchFlow(Protocol):
    """What the worth reads of a match's flow (:class:`.flow.MatchFlow` is one; flow imports
    this module, so it is named here by what it does)."""

    rules: Rules
    tables: KernelTables

    def __init__(self, rules: Rules, tables: KernelTables) -> None: ...

    def score(self, points: int, tricks: int, ties: int) -> Score: ...

SAMPLE_HANDS = 20_000
SAMPLE_SEED = 0x5EC0E5
TIE_CAP = 3  # ties carried beyond this are counted as this many (rarer than one hand in 10^5)
MAX_TARGET = 12  # longer matches: the worth of the hand's game points instead
SCALE = 10_000


class MatchWorth:
    """The chance that team 0 wins the match from each state between hands (see the module)."""

    def __init__(self, flow: MatchFlow) -> None:
        self.flow = flow
        self.usable = native.KERNEL is not None and flow.tables.target <= MAX_TARGET
        self._chances: dict[tuple[int, int, int, int], float] = {}
        if self.usable:
            self._solve()

    def _sample(self) -> list[list[tuple[int, int, float]]]:
        """Per dealer's team: (team 0's points, its tricks, how often), over greedy hands."""
        tables = self.flow.tables
        # a fresh flow of the same kind (its own memo), without importing flow (which imports us)
        kernel = native.KERNEL(tables.native, type(self.flow)(self.flow.rules, tables))
        found = kernel.run_chunk(False, SAMPLE_HANDS, SAMPLE_SEED, SAMPLE_SEED + 1, SAMPLE_SEED + 2, 1, 1,
                                 False, SAMPLE_SEED + 3, (0, 0, 0, 0))
        counts: list[dict[tuple[int, int], int]] = [{}, {}]
        for key, n in found["outcomes"]:
            cell = counts[key >> 12 & 1]
            case = (key & 255, key >> 8 & 15)
            cell[case] = cell.get(case, 0) + n
        return [[(p, t, n / sum(cell.values())) for (p, t), n in sorted(cell.items())] for cell in counts]

    def _next(self, tally: Tally, points: int, tricks: int) -> Tally:
        score = self.flow.score(points, tricks, tally.ties)
        return after_hand(self.flow.rules, tally, score.game_points, tie=score.tie, ends_match=score.ends_match)

    def _key(self, tally: Tally) -> tuple[int, int, int, int]:
        return (tally.scores[0], tally.scores[1], min(tally.ties, TIE_CAP), tally.dealer & 1)

    def _solve(self) -> None:
        target = self.flow.tables.target
        sample = self._sample()
        states = [(a, b, ties, dealer) for a in range(target) for b in range(target)
                  for ties in range(TIE_CAP + 1) for dealer in (0, 1)]
        moves: dict[tuple[int, int, int, int], list[tuple[tuple[int, int, int, int] | float, float]]] = {}
        for state in states:
            a, b, ties, dealer = state
            grouped: dict[tuple[int, int, int, int] | float, float] = {}
            for points, tricks, chance in sample[dealer]:
                after = self._next(Tally((a, b), ties, dealer), points, tricks)
                where: tuple[int, int, int, int] | float = (
                    (1.0 if after.winner == 0 else 0.0) if after.winner is not None else self._key(after))
                grouped[where] = grouped.get(where, 0.0) + chance
            moves[state] = list(grouped.items())
        value = dict.fromkeys(states, 0.5)
        for _ in range(500):
            change = 0.0
            for state in states:
                new = sum(chance * (where if isinstance(where, float) else value.get(where, 0.5))
                          for where, chance in moves[state])
                change = max(change, abs(new - value[state]))
                value[state] = new
            if change < 1e-9:
                break
        self._chances = value

    def chance(self, tally: Tally) -> float:
        """The chance that team 0 wins the match from `tally` (a state between hands)."""
        if tally.winner is not None:
            return 1.0 if tally.winner == 0 else 0.0
        return self._chances.get(self._key(tally), 0.5)

    def values(self, tally: Tally) -> list[int]:
        """For each card-point total p of team 0 (0..total) at the end of the hand about to be
        played from `tally`: SCALE × (2 × the chance it then wins the match − 1), plus the card
        point margin (2p − total). Tricks are not known there: all points count as all tricks."""
        total = self.flow.tables.total
        worth = []
        for points in range(total + 1):
            tricks = HAND if points == total else 0 if points == 0 else HAND // 2
            chance = self.chance(self._next(tally, points, tricks))
            worth.append(round(SCALE * (2 * chance - 1)) + 2 * points - total)
        return worth
