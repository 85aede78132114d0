"""The terminal game's side of resuming (:mod:`.resume`): the human's recorded actions played
again, unseen, and the game shown once it stands where the record stopped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import Hand, Match, Trick
from ..engine.series import Series
from ..errors import IllegalMove, SuecaError
from ..words.i18n import N_
from .resume import Diverged, Script, ScriptDone
from .talk import Talk


class Gate:
    """`write`, or nothing while `open` is False (the record played again, unseen)."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self.write, self.open = write, True

    def __call__(self, text: str) -> None:
        if self.open:
            self.write(text)


class Resuming:
    """What a terminal game does while it plays a record's actions again (its `script`)."""

    talk: Talk
    seat: int
    match: Match
    series: Series | None
    write: Callable[[str], None]
    gate: Gate  # the game's `write`: shut while the record is played again
    script: Script | None
    trial: bool  # a check that the record fits: stop where it ends (ScriptDone)

    def match_index(self) -> int:
        return len(self.series.matches) - 1 if self.series else 0

    def start_replay(self) -> None:
        """Say that the saved game is being played again, and hide it until it is."""
        if self.script is not None and self.script.active:
            self.write("(" + self.talk.phrase(N_("the saved game is played again up to where it "
                                               "stopped")) + ")")
            self.gate.open = False

    def replaying(self) -> bool:
        """Whether the human's moves still come from the record; once the game stands where
        the record ends, say so (the game is shown from then on) and return False."""
        script = self.script
        if script is None or not script.active:
            return False
        if not script.at_end(self.match_index(), self.match):
            return True
        script.active = False
        if self.trial:
            raise ScriptDone
        self.gate.open = True
        hand, t = self.match.hand, self.talk
        if not self.match.entries:
            self.write(t.gettext("Resumed before the first {hand} of this {match}."))
        elif hand is None or hand.finished:
            self.write(t.gettext("Resumed after {hand} {number}.", number=len(self.match.entries)))
        else:
            self.write(t.gettext("Resumed at {hand} {number}, {trick} {count}.",
                                 number=len(self.match.entries), count=len(hand.tricks) + 1))
        return False

    def _next(self) -> list[Any]:
        assert self.script is not None
        action = self.script.next_action(self.match_index(), self.match)
        if action is None:
            raise Diverged(self._place(), None, f"seat {self.seat}'s turn")
        return action

    def _place(self) -> str:
        assert self.script is not None
        return self.script.place(self.match_index(), self.match)

    def scripted_turn(self, hand: Hand) -> tuple[bool, Trick | None]:
        """The human's next recorded action, played: (True, the trick) for a card; (whether
        the hand is over, None) for an accusation or a declaration."""
        action = self._next()
        kind, team = action[0], self.match.rules.table.side_of[self.seat]
        try:
            if kind == "play":
                return True, self.match.play(str(action[1]))
            if kind == "accuse" and action[1] == team:
                self.match.accuse(team, action[2] if len(action) > 2 else None)
                return hand.finished, None
            if kind == "declare":
                self.match.declare(int(action[1]), str(action[2]))
                return hand.finished, None
        except IllegalMove as err:
            raise Diverged(self._place(), action, f"a refusal ({err})") from None
        raise Diverged(self._place(), action, f"seat {self.seat}'s turn")

    def scripted_bid(self) -> int | None:
        """The human's recorded bid here (None: a pass)."""
        action = self._next()
        if action[0] == "bid" and len(action) == 3 and isinstance(action[2], int):
            return action[2]
        if action[0] == "pass":
            return None
        raise Diverged(self._place(), action, f"seat {self.seat}'s bid")

    def scripted_call(self) -> tuple[int, int | None]:
        """The trump and the card the human named as the auction's winner, as recorded."""
        action = self._next()
        rules = self.match.rules
        if action[0] == "call" and len(action) == 4:
            try:
                return rules.suit_index(action[2]), None if action[3] is None else rules.card(action[3])
            except SuecaError:
                pass
        raise Diverged(self._place(), action, f"seat {self.seat}'s call")

    def scripted_redeal(self) -> bool:
        """Whether the human asked for a new deal here, as the record says."""
        assert self.script is not None
        return self.script.next_action(self.match_index(), self.match) == ["redeal", self.seat]

    def scripted_procedure(self) -> str:
        """The way the human chose to deal the next hand, as the record says."""
        assert self.script is not None
        procedure = self.script.next_procedure(self.match_index(), self.match)
        if procedure is None:
            raise Diverged(self._place(), None, "a new deal")
        return procedure
