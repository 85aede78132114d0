"""A competition compiled: how matches between teams are arranged (:class:`CompetitionRules`).

The match is the unit; a competition pairs teams round by round (a knockout, a Swiss system,
a round robin, a winner-stays table with a queue of waiting teams), says what a bye and a
no-show count as, when partners may be substituted, and how the standings are ranked. The
kinds are enums, never the file's words; the engine's runner is
:class:`sueca_rules.engine.competition.Competition`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .match import TieBreak


class Format(Enum):
    """How the teams meet."""

    KNOCKOUT = "knockout"  # the loser of each match is out, until one team is left
    SWISS = "swiss"  # a number of rounds, each pairing teams of equal standing points
    ROUND_ROBIN = "round-robin"  # every team meets every other (circle method)
    WINNER_STAYS = "winner-stays"  # one table: the winner stays, the loser makes way (bota-fora)


class Pairing(Enum):
    """Who meets whom in a round."""

    SEEDED = "seeded"  # by seed, the best left against the worst left (1v4, 2v3), every round
    BRACKET = "bracket"  # drawn once; then the winners of neighbouring matches meet
    REDRAW = "redraw"  # a fresh random draw before every round
    STANDINGS = "standings"  # in order of the standings, neighbours meet (the Swiss system)
    SCHEDULE = "schedule"  # a fixed schedule, every team against every other (round robin)
    QUEUE = "queue"  # the table's holder against the first team waiting (winner stays)


class Bye(Enum):
    """What a round without an opponent counts as, and who gets it."""

    WIN = "win"
    DRAW = "draw"
    NOTHING = "nothing"


class Loser(Enum):
    """Where the loser of a winner-stays match goes."""

    BACK = "back"  # to the back of the queue of waiting teams
    OUT = "out"  # out of the competition


NO_LOCK = 10**6  # substitutions allowed at any time (the round number no competition reaches)


@dataclass(frozen=True)
class CompetitionRules:
    """A competition's rules, as plain data the runner reads.

    `rounds`: the number of rounds (None: as the format says: a knockout until one team is
    left, a Swiss system ⌈log2 teams⌉ rounds, a round robin every pair once, a winner-stays
    table until its queue is empty). `bye`: what a bye counts as in the standings; a knockout's
    bye only lets the team through. `forfeit_after`: the minutes of tolerance after which a
    team that has not turned up loses by `forfeit_score` (its opponent's, then its own; None:
    no forfeit rule). `substitutes_until`: the last round before whose draw a partner may be
    substituted (0: never; 1: only before the first draw; NO_LOCK: at any time).
    """

    format: Format
    pairing: Pairing
    rounds: int | None = None
    bye: Bye = Bye.WIN
    forfeit_after: int | None = None
    forfeit_score: tuple[int, int] = (0, 0)
    substitutes_until: int = NO_LOCK
    standings: tuple[int, int, int] = (3, 1, 0)
    tie_breaks: tuple[TieBreak, ...] = ()
    loser: Loser = Loser.BACK

    def may_substitute(self, round_number: int) -> bool:
        """Whether a partner may be substituted for round `round_number` (1 = the first), i.e.
        before that round's draw."""
        return round_number <= self.substitutes_until

    def forfeits(self, waited: int) -> bool:
        """Whether a team not there after `waited` minutes has forfeited its match."""
        return self.forfeit_after is not None and waited >= self.forfeit_after
