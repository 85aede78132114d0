"""The match between hands, for the kernel: states numbered, moved on by the engine's scoring.

The kernel plays the cards; what a played hand is worth and what it does to the match is the
engine's (:func:`~sueca_rules.engine.scoring.score_played`, :func:`~sueca_rules.engine.after_hand`,
:func:`~sueca_rules.engine.results.named_results`), asked once per new case and remembered on
both sides. A state is a :class:`~sueca_rules.engine.Tally`; the kernel knows it by its number.

>>> from sueca_rules import load_rules
>>> from sueca_rules.kernel import kernel_tables
>>> rules = load_rules("portugal")
>>> flow = MatchFlow(rules, kernel_tables(rules))
>>> start = flow.start(2)
>>> start
(0, 2, -1, 0, 0)
>>> flow.states[flow.step(start[0], 95, 7)[0]]   # 95 points: 2 games, the deal passes right
Tally(scores=(2, 0), ties=0, dealer=1, winner=None, hands=0, drawn=False, turn=0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..compiled import HAND, Rules
from ..engine import Score, Tally, after_hand
from ..engine.results import named_results
from ..engine.scoring import score_played
from .tables import KernelTables

if TYPE_CHECKING:
    from .worth import MatchWorth

# (number, dealer, winner or -1, ties before the next hand, the number of its scores)
State = tuple[int, int, int, int, int]


class MatchFlow:
    """Numbered match states and the transitions the kernel asks for (see the module)."""

    def __init__(self, rules: Rules, tables: KernelTables) -> None:
        self.rules = rules
        self.tables = tables
        self.states: list[Tally] = []
        self._numbers: dict[Tally, int] = {}
        self.scores: dict[tuple[int, int, int], Score] = {}  # (p0, t0, ties) -> Score
        self._names: dict[tuple[int, ...], tuple[int, ...]] = {}
        self.scorelines: list[tuple[int, ...]] = []  # the scores by number (for named results)
        self._values: dict[tuple[Tally, bool], list[int]] = {}
        self._worth: MatchWorth | None = None
        self._scoreline: dict[tuple[int, ...], int] = {}

    def _state(self, tally: Tally) -> State:
        number = self._numbers.get(tally)
        if number is None:
            number = self._numbers[tally] = len(self.states)
            self.states.append(tally)
        line = self._scoreline.get(tally.scores)
        if line is None:
            line = self._scoreline[tally.scores] = len(self.scorelines)
            self.scorelines.append(tally.scores)
        winner = -1 if tally.winner is None else tally.winner
        return (number, tally.dealer, winner, tally.ties, line)

    def score(self, points0: int, tricks0: int, ties: int) -> Score:
        """The engine's score of a hand played out: team 0's points and tricks, ties before."""
        key = (points0, tricks0, ties)
        found = self.scores.get(key)
        if found is None:
            total = self.tables.total
            found = self.scores[key] = score_played(self.rules, (points0, total - points0),
                                                    (tricks0, HAND - tricks0), ties)
        return found

    def start(self, dealer: int) -> State:
        """A new match whose first dealer is `dealer`."""
        return self._state(Tally(dealer=dealer))

    def step(self, number: int, points0: int, tricks0: int) -> State:
        """The match after a hand played out in state `number`."""
        tally = self.states[number]
        score = self.score(points0, tricks0, tally.ties)
        return self._state(after_hand(self.rules, tally, score.game_points, tie=score.tie,
                                      ends_match=score.ends_match))

    def redeal(self, number: int) -> State:
        """The match after a redeal where the next dealer deals (as play/table.py moves it)."""
        tally = self.states[number]
        return self._state(Tally(tally.scores, tally.ties, (tally.dealer + self.tables.next_dealer) % 4, None))

    def names(self, numbers: tuple[int, ...]) -> tuple[int, ...]:
        """The named results (indices into `tables.result_names`) of a match won with the
        scores `numbers[:-1]` after each hand (0–0 first; numbers as in `scorelines`) by the
        team `numbers[-1]`."""
        found = self._names.get(numbers)
        if found is None:
            history = [self.scorelines[n] for n in numbers[:-1]]
            names = named_results(self.rules, numbers[-1], history)
            found = self._names[numbers] = tuple(self.tables.result_names.index(n) for n in names)
        return found

    def values(self, number: int) -> list[int]:
        """What the expert plays for in the hand about to be played from state `number` (the
        hand's game points: see `values_of`)."""
        return self.values_of(self.states[number], False)

    def values_of(self, tally: Tally, for_match: bool = False) -> list[int]:
        """What the expert plays for in the hand about to be played from `tally`: for each
        card-point total p of team 0 (0..total), 100 × (team 0's game points − team 1's) +
        (2p − total); with `for_match`, its chance of winning the match then instead
        (:class:`.worth.MatchWorth`; matches to at most 12). A hand's tricks are not known
        there: all points count as all tricks (a bandeira)."""
        found = self._values.get((tally, for_match))
        if found is not None:
            return found
        if self._worth is None and for_match:
            from .worth import MatchWorth

            self._worth = MatchWorth(self)
        if for_match and self._worth is not None and self._worth.usable:
            found = self._worth.values(tally)
        else:
            total = self.tables.total
            found = []
            for points in range(total + 1):
                tricks = HAND if points == total else 0 if points == 0 else HAND // 2
                games = self.score(points, tricks, tally.ties).game_points
                found.append(100 * (games[0] - games[1]) + 2 * points - total)
        self._values[tally, for_match] = found
        return found
