"""The state of a match: its phase, the match so far, the hand in play and the action log.

:class:`MatchState` is plain data that :func:`~.machine.apply` moves on. The hand in play is
a :class:`~.hand.Hand` (the tuned card-by-card state); when its last trick is played, or a
penalty comes, the state settles the hand into the match (:func:`~.settle.settle`) and
moves to the next phase — in this one place, whoever drives the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..compiled.rules import Rules
from .actions import Action, Phase
from .scoring import Score, Tally, fresh_tally
from .settle import Memo, Settled, played_out, settle

if TYPE_CHECKING:
    from collections.abc import Callable

    from .bidding import Auction
    from .deal import Deal
    from .hand import Hand


class MatchState:
    """A match in progress (see :mod:`.actions` for the phases and actions).

    - `phase`: a :class:`~.actions.Phase`;
    - `tally`: the match now (scores, ties carried, the dealer, the winner);
    - `before`: the match as it stood when the hand in play was dealt;
    - `hand`: the hand in play (or the last one, until the next deal), None before the first;
    - `first_dealer`; `redeals`: the seats that may ask for a new deal in the REDEAL phase;
    - `score`, `settled_by`: the hand's score and what settled it, once it was scored;
    - `history`: the scores after every change, 0–0 first (None when not kept);
    - `log`: every action applied, in order — the match's record (None when not kept);
    - `memo`: remembered scores of played-out hands (:data:`~.settle.Memo`), or None.

    A state that keeps neither history nor log costs nothing per card beyond the hand's own
    play: what the simulation plays.
    """

    __slots__ = ("_hand_end", "_phase", "auction", "before", "first_dealer", "hand", "history", "last_winner", "legacy",
                 "log", "make_hand", "memo", "owner", "redeals", "rules", "score", "seating",
                 "settled_by", "start", "tally")

    def __init__(self, rules: Rules, *, log: bool = True, history: bool = True,
                 memo: Memo | None = None, legacy: bool = False,
                 tally: Tally | None = None) -> None:
        self.rules = rules
        # a match from its start (the first dealer to be drawn), or one taken up at `tally`
        self._phase = Phase.DRAW if tally is None else Phase.DEAL
        self.tally = tally or fresh_tally(rules.table.first_dealer, rules.table.sides)
        self.first_dealer = self.tally.dealer
        self.seating: tuple[int, ...] = tuple(range(rules.table.players))  # seat -> player
        # who won the last trick of the last hand played to its end (None: none yet, or it
        # ended before): kept across a redeal, for `seats { leads last-winner }`
        self.last_winner: int | None = None
        self.before = self.tally
        self.hand: Hand | None = None
        self.history: list[tuple[int, ...]] | None = [self.tally.scores] if history else None
        self.start = 1  # where the hand in play's changes begin in `history`
        self.log: list[Action] | None = [] if log else None
        self.memo = memo
        self.legacy = legacy  # records of format 1: accusations after the match was won
        self.redeals: tuple[int, ...] = ()
        self.auction: Auction | None = None  # the auction of the hand in play (a variant that bids)
        self.score: Score | None = None
        self.settled_by = "play"
        self.owner: object = None  # the driver the hands route to (a Match), if any
        # how a hand is made for this state (the machine sets it; a Match routes its own)
        self.make_hand: Callable[[Rules, Deal, int, MatchState], Hand] | None = None
        # whether a hand that ends unsettled opens a window for accusations and declarations
        # (the variant allows them after the last trick, and something may be accused or declared)
        illegal = rules.illegal
        self._hand_end = bool(illegal.accuse_after_hand and (not illegal.refuse or illegal.infractions))

    # -- reading --------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """The phase now (the redeal window closes with the first card, however played)."""
        phase = self._phase
        if phase is Phase.REDEAL:
            hand = self.hand
            if hand is not None and (hand.trick or hand.tricks):
                return Phase.PLAY
        return phase

    @property
    def dealer(self) -> int:
        return self.tally.dealer

    @property
    def scores(self) -> tuple[int, ...]:
        return self.tally.scores

    @property
    def winner(self) -> int | None:
        return self.tally.winner

    @property
    def over(self) -> bool:
        return self.tally.over

    # -- settling -------------------------------------------------------------------------
    def hand_played_out(self) -> None:
        """The hand's last trick was played: it moves the match on (the hand calls this)."""
        hand = self.hand
        assert hand is not None
        if hand.penalties:
            self.settle()
            return
        tally, score = played_out(self.rules, self.before, hand, self.memo)
        self.tally, self.score, self.settled_by = tally, score, "play"
        history = self.history
        if history is not None:
            del history[self.start:]
            history.append(tally.scores)
        # no penalty settled it: the window for accusations after the hand, where there is one
        self._phase = Phase.OVER if tally.winner is not None or tally.drawn \
            else Phase.HAND_END if self._hand_end else Phase.DEAL

    def settle(self) -> Settled:
        """Settle the hand in play into the match, from the match before it (after a penalty,
        or its end): the one place (:func:`~.settle.settle`). A match won while the hand is
        played stops the hand there."""
        hand = self.hand
        assert hand is not None
        settled = settle(self.rules, self.before, hand)
        tally = self.tally = settled.tally
        self.score, self.settled_by = settled.score, settled.cause
        history = self.history
        if history is not None:
            del history[self.start:]
            history.extend(settled.steps)
        if tally.over:
            if not hand.finished:
                hand._close()  # the match is won: the hand in play stops here
            self._phase = Phase.OVER
        elif hand.finished:
            self._phase = self._after_hand()
        return settled

    def _after_hand(self) -> Phase:
        """After a hand's end: accusations until the next deal where the variant allows them
        (and something may still be accused or declared), else the next deal."""
        hand = self.hand
        return Phase.HAND_END if hand is not None and hand.settled is None and self._hand_end \
            else Phase.DEAL

    def penalties_open(self) -> bool:
        """Whether the hand in play may still be punished (an accusation, a declaration):
        while it is played, or after its last trick until the next deal where the variant
        allows, never once it was settled by a penalty, nor once the match is over (records
        of format 1 allowed that)."""
        hand = self.hand
        if hand is None or hand.settled is not None:
            return False
        if hand.finished and not self.rules.illegal.accuse_after_hand:
            return False
        return not self.tally.over or self.legacy
