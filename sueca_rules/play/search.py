"""The expert bot: determinized search with an exact endgame, in the compiled kernel.

For a decision with a choice, the kernel deals the cards the seat has not seen to the other
seats in `worlds` ways, each consistent with what the seat has seen — how many cards each
seat still holds, the cards a seat has shown it cannot hold (a suit it did not follow; where
the variant obliges, a trump it did not play, a card it did not overtake with, trumps it did
not lead), the turned-up trump card and who took it, the cards played. In each world it plays
each distinct legal card (cards of a suit with equal points and nothing between them still in
play are one card) and then the rest of the hand perfectly: an exact alpha-beta search over
card points (transpositions at trick starts, move ordering) once at most
:data:`EXACT_CARDS` cards are left (the last four tricks), greedy play for all four seats
down to that point before.
A world's worth is the variant's game points to the seat's team less the other's (×100), plus
the card-point margin, for the hand's final card points (with `for_match`, the team's chance
of winning the match, :mod:`~sueca_rules.kernel.worth`); the card of best total wins.

The budget is in worlds (the same seed plays the same game on any machine) and, for a person
waiting at the terminal, optionally in milliseconds of CPU time.

Where the kernel is not built, :func:`expert_for` gives today's playout expert
(:class:`~.expert.ExpertBot`) instead, and says so.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..compiled import Rules
from ..engine import Tally
from ..kernel import Uncovered, kernel_tables, native
from ..kernel.flow import MatchFlow
from .expert import ExpertBot
from .seen import View, legal_of
from .shape_expert import ShapeExpert

# Measured (docs/simulation.md): many worlds with an exact search of the last three tricks
# (65% of 120 duplicate matches against the playout expert, 3.4 ms a decision) beat fewer
# worlds searched exactly from the last five (49% of 150, 11.6 ms); a fourth exact trick beat
# the three (+0.09 game points a duplicate hand, 16 ms) where 512 worlds did not (+0.04).
WORLDS = 128  # at most: the node budget below ends a decision sooner where the search is costly
EXACT_CARDS = 16  # exact search from the last four tricks
NODES = 3_000_000  # exact-search nodes per decision at most (deterministic)


_KERNELS: dict[int, tuple[Rules, Any, MatchFlow]] = {}  # id(rules) -> (rules, kernel, flow)


def _kernel(rules: Rules) -> tuple[Any, MatchFlow] | None:
    """The kernel and match flow of `rules`, made once per Rules object (kept alive here, so
    that its id is not reused)."""
    found = _KERNELS.get(id(rules))
    if found is None or found[0] is not rules:
        tables = kernel_tables(rules)
        if native.KERNEL is None or isinstance(tables, Uncovered):
            return None
        if len(_KERNELS) > 64:
            _KERNELS.clear()
        flow = MatchFlow(rules, tables)
        found = _KERNELS[id(rules)] = (rules, native.KERNEL(tables.native, flow), flow)
    return found[1], found[2]


def search_unavailable(rules: Rules) -> str | None:
    """Why the search expert cannot play `rules` here (None: it can)."""
    tables = kernel_tables(rules)
    if native.KERNEL is None:
        return native.MISSING
    if isinstance(tables, Uncovered):
        return f"the kernel does not cover {tables.reason}"
    return None


class SearchExpert(ExpertBot):
    """The search expert (see the module). It remembers what a seat saw as the playout expert
    does (the view's `seen_tricks`), and asks the kernel for the card.

    `worlds`: worlds per decision at most; `millis`: a CPU-time limit per decision (0: none,
    and then the same seed chooses the same cards anywhere); `exact_cards`: search exactly
    from this many cards left; `nodes`: exact-search nodes per decision at most; `for_match`:
    play for the chance of winning the match (False: for the hand's game points).
    """

    name = "expert"
    needs = "view"

    def __init__(self, rules: Rules, rng: random.Random, worlds: int = WORLDS, millis: float = 0.0,
                 exact_cards: int = EXACT_CARDS, nodes: int = NODES, for_match: bool = False) -> None:
        super().__init__(rules, rng)
        found = _kernel(rules)
        if found is None:
            raise ValueError(f"the search expert cannot play {rules.variant}: {search_unavailable(rules)}")
        self.kernel, self.flow = found
        self.worlds = worlds
        self.millis = millis
        self.exact_cards = exact_cards
        self.node_budget = nodes
        self.for_match = for_match  # play for the match (else for the hand's game points)
        self.nodes = 0

    def choose(self, view: View) -> int:
        legal = legal_of(view)
        if len(legal) == 1:
            return legal[0]
        self.decisions += 1
        chosen, nodes = self.kernel.expert(
            *self._seen(view),
            self.flow.values_of(Tally(view.scores, view.ties_before, view.dealer), self.for_match),
            (self.worlds, self.exact_cards, self.exact_cards, self.node_budget, self.millis),
            self.rng.getrandbits(64))
        self.nodes += nodes
        return chosen if chosen in legal else legal[0]

    def sample_worlds(self, view: View, count: int, seed: int) -> list[list[int]]:
        """`count` worlds the expert could deal from `view` with `seed`: each the four seats'
        cards as bit masks (card c is bit c); [] where none can be dealt."""
        found: list[list[int]] = self.kernel.worlds(*self._seen(view), count, seed)
        return found

    def _seen(self, view: View) -> tuple[Any, ...]:
        """What the seat knows, as the kernel reads it (seat, hand, counts, moves, leaders,
        leader, trump, trump card, holder, trump played, team 0's points, cards gone)."""
        seat, trump, legal = view.seat, view.trump, legal_of(view)
        history = list(view.seen_tricks)  # every trick it saw (the observer remembers them)
        moves = [c for _, cards in history for c in cards]
        trick = list(view.trick)
        moves += [c for _, c in trick]
        in_trick = {who for who, _ in trick}
        counts = [10 - view.tricks_done - (s in in_trick) for s in range(4)]
        played = set(view.played)
        gone = sorted(played - set(moves))
        finished = played - {c for _, c in trick}
        dealt = view.trump_dealt  # every seat saw it turned
        card, holder = dealt if dealt is not None else (-1, -1)
        leader = trick[0][0] if trick else seat
        hand = [c for c in view.hand if c in legal] + [c for c in view.hand if c not in legal]
        return (seat, hand, counts, moves, [lead for lead, _ in history], leader, trump, card, holder,
                any(c // 10 == trump for c in finished), view.points[0], gone)

    def decide(self, seat: int, legal: tuple[int, ...], trick: Sequence[int], leader: int, trump: int,
               unseen: int) -> int:
        raise NotImplementedError("the expert reads the whole view: call choose(view)")


def expert_for(rules: Rules, rng: random.Random) -> ExpertBot | ShapeExpert:
    """The search expert for `rules`, or (where the kernel cannot play them) the playout expert
    at the usual table, and at a table of another shape the Python search
    (:class:`~.shape_expert.ShapeExpert`: worlds of any shape, an exact end)."""
    if search_unavailable(rules) is None:
        return SearchExpert(rules, rng)
    if not rules.setup.usual:
        return ShapeExpert(rules, rng)
    return ExpertBot(rules, rng)


def playout_for(rules: Rules, rng: random.Random) -> ExpertBot | ShapeExpert:
    """The playout expert: greedy playouts to the end (at a table of another shape, the same
    worlds as the expert's, with no exact end)."""
    if rules.setup.usual:
        return ExpertBot(rules, rng)
    return ShapeExpert(rules, rng, exact_tricks=0)
