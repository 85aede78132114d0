"""A hand's faults and results: accusations of a revoke, declared infractions, the penalty
that settles a hand, and what the hand scores (by its cards, its contract or a penalty).

:class:`Faults` is the part of :class:`~.hand.Hand` that is not card play: the hand inherits
it. It reads the hand's state (its revokes, its teams, its points) and never plays a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..arguments import shown
from ..compiled.outcome import Outcome
from ..compiled.scoring import Score
from ..errors import IllegalMove, closest
from .penalties import FALSE_ACCUSATION, REVOKE, Settlement, award_of
from .refusals import accused_seat
from .results import HandResult
from .scoring import score_played

if TYPE_CHECKING:
    from ..compiled.rules import Rules
    from .bidding import Contract
    from .deal import Deal


@dataclass(frozen=True, slots=True)
class Accusation:
    """A team's revoke accusation and how it was settled."""

    team: int
    proven: bool
    settles: bool  # whether it ended the hand (a proven revoke, or a punished false one)
    penalty: Settlement | None = None  # the penalty it brought, ending the hand or not
    seat: int | None = None  # the player accused, where the accusers named one


def team_problem(rules: Rules, team: object) -> IllegalMove | None:
    """Why `team` is not a side of the table (None: it is one)."""
    table = rules.table
    if isinstance(team, int) and not isinstance(team, bool) and 0 <= team < table.sides:
        return None
    teams = " or ".join(
        f"{side} (seat{'s' if table.players > table.sides else ''} "
        f"{' and '.join(str(s) for s in range(table.players) if table.side_of[s] == side)})"
        for side in range(table.sides))
    return IllegalMove(f"a team is {teams}, not {shown(team)}", rule="team")


class Faults:
    """Accusing, declaring and scoring a hand (see the module)."""

    __slots__ = ("accusations", "contract", "penalties", "penalties_in_play", "punished", "revokes",
                 "settled")

    # the hand's state these read (set by Hand)
    rules: Rules
    deal: Deal
    finished: bool
    settled: Settlement | None
    penalties: list[Settlement]
    accusations: list[Accusation]
    revokes: list[tuple[int, int]]
    punished: int
    points: list[int]
    tricks_won: list[int]
    teams: tuple[int, ...]
    contract: Contract | None
    ties_before: int

    def _close(self) -> None:
        raise NotImplementedError

    def last_team(self) -> int | None:
        raise NotImplementedError

    # -- penalties ----------------------------------------------------------------------
    def _open_for_penalties(self, what: str) -> None:
        if self.settled is not None:
            raise IllegalMove(f"the hand was already settled ({self.settled.cause})", rule="settled")
        if self.finished and not self.rules.illegal.accuse_after_hand:
            raise IllegalMove(f"in {self.rules.variant} {what} is made while the hand is played, "
                              "not after its last trick", rule="too-late")

    def _ahead(self) -> int | None:
        """The hand's team ahead on card points now (the winners of the hand so far), None if
        the best are equal."""
        points = self.points
        if len(points) == 2:
            first, second = points
            return None if first == second else 0 if first > second else 1
        best = max(points)
        return points.index(best) if points.count(best) == 1 else None

    def _settlement(self, cause: str, offenders: int, penalty: Outcome, other: int | None = None) -> Settlement:
        """A settlement of this hand: its teams (a contract's, or the table's sides) bound."""
        contract = self.contract
        return Settlement(cause, offenders, penalty, self._ahead(), self.rules.table.sides,
                          other, contract.teams if contract is not None else ())

    def _apply(self, settlement: Settlement) -> None:
        self.penalties.append(settlement)
        if settlement.penalty.ends_hand:
            self.settled = settlement
            self._close()

    def accuse(self, team: int, seat: int | None = None) -> Accusation:
        """`team` accuses another of a revoke (any illegal card) in this hand — or, with
        `seat`, that one player of another team (only that player's cards prove it).

        Proven: the variant's revoke penalty, the offenders the side of the first unpunished
        revoke; not proven: its false-accusation penalty, if it has one (else nothing happens
        and play goes on). A penalty ends the hand or lets play go on, as the variant says.
        Raises IllegalMove (changing nothing) where illegal cards are refused, after the hand
        was settled, after its last trick where accusations are made during play only, for a
        seat that is not an opponent's, and for no seat where the variant's accusers must name
        the player (`illegal { accused player }`).
        """
        rules = self.rules
        refused = team_problem(rules, team)
        if refused is not None:
            raise refused
        if rules.illegal.refuse:
            raise IllegalMove(f"in {rules.variant} illegal cards are refused, so there is no "
                              "revoke to accuse", rule="no-accusation")
        accused_seat(rules, team, seat)
        self._open_for_penalties("an accusation")
        side_of = rules.table.side_of
        unpunished = self.revokes[self.punished:]
        named = seat is not None and rules.illegal.names_player  # only that player's cards prove it
        proof = [s for s, _ in unpunished if (s == seat if named else side_of[s] != team)]
        proven = bool(proof)
        penalty = rules.illegal.revoke if proven else rules.illegal.false_accusation
        accused = None if seat is None else side_of[seat]
        settlement = None if penalty is None else (
            self._settlement(REVOKE, side_of[proof[0]], penalty, team) if proven
            else self._settlement(FALSE_ACCUSATION, team, penalty, accused))
        found = Accusation(team, proven, penalty is not None and penalty.ends_hand, settlement, seat)
        self.accusations.append(found)
        if proven:
            self.punished = len(self.revokes)
        if settlement is not None:
            self._apply(settlement)
        return found

    def declare(self, team: int, infraction: str) -> Settlement:
        """The table declares that `team` committed `infraction` (talking, a misdeal, looking
        back, playing out of turn: what the cards cannot show); the variant's penalty for it
        applies. IllegalMove (changing nothing) for an infraction the variant does not punish.
        """
        rules = self.rules
        refused = team_problem(rules, team)
        if refused is not None:
            raise refused
        if isinstance(infraction, str):
            infraction = infraction.replace("-", "_")  # `looking-back` as the DSL writes it
        declared = rules.illegal.infractions
        penalty = declared.get(infraction) if isinstance(infraction, str) else None
        if penalty is None and isinstance(infraction, str) and infraction in rules.illegal.forbidden:  # 002
            raise IllegalMove(f"{rules.variant} forbids '{str(infraction).replace('_', '-')}' but names "
                              "no penalty for it: there is nothing to declare", rule="infraction")
        if penalty is None:
            names = sorted(k.replace("_", "-") for k in declared)
            near = closest(infraction.replace("_", "-"), names) if isinstance(infraction, str) else None
            raise IllegalMove(f"{rules.variant} does not punish {shown(infraction)}"
                              + (f" — did you mean '{near}'?" if near else "")
                              + f" (it punishes or allows: {', '.join(names) or 'none'})", rule="infraction")
        self._open_for_penalties("a declaration")
        settlement = self._settlement(infraction, team, penalty)
        self._apply(settlement)
        return settlement

    def settlement(self) -> Settlement | None:
        """The penalty that ended the hand, if one did."""
        return self.settled

    # -- results ------------------------------------------------------------------------
    def result(self) -> HandResult:
        """The hand's outcome; only once it is finished or settled. Card points and tricks
        are by the hand's team (the table's sides, or a contract's declarers then defenders);
        game points by the table's side."""
        if not self.finished:
            raise IllegalMove("the hand is not finished", rule="not-finished")
        points, tricks = tuple(self.points), tuple(self.tricks_won)
        settled = self.settled
        if settled is None:
            contract = self.contract
            if contract is None:
                return HandResult(points, tricks, score_played(self.rules, points, tricks,
                                                             self.ties_before, self.last_team()),
                                  "play")
            settled = self._settlement(*contract.outcome(points, tricks), None)
            award = award_of(settled)
            return HandResult(points, tricks, Score(award.game_points, ends_match=award.ends_match),
                              "play", award.match_winner, award.floors, award.redeal)
        award = award_of(settled)
        return HandResult(points, tricks, Score(award.game_points, ends_match=award.ends_match),
                          settled.cause, award.match_winner, award.floors, award.redeal)
