"""Mischief at a simulation's table: revokes at the set rate, accusations on proof (and blind
ones at the set rate), infractions declared at the set rate — the engine judges them all
(:class:`~.table.Table` plays a hand here when any rate is set, or when it is traced)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..compiled.rules import Rules
from ..engine import Hand, Trick
from ..engine.actions import Accuse, Declare
from ..engine.machine import apply, may_accuse
from ..engine.state import MatchState
from .chunks import Trace
from .evidence import Evidence

Asker = Callable[[Hand, tuple[int, ...]], int]


class Mischief:
    """What a table plays mischief with (its attributes are the table's)."""

    rules: Rules
    tally: dict[str, int]
    mischief: random.Random
    evidence: Evidence
    revoke_rate: float
    accuse_rate: float
    infraction_rate: float
    infractions: tuple[str, ...]
    skip_forced: tuple[bool, ...]
    trace: Trace | None

    def _play_with_mischief(self, state: MatchState, hand: Hand, choose: tuple[Asker, ...]) -> None:
        """Revokes at the set rate, accusations on proof (and blind ones at the set rate),
        infractions declared at the set rate; the state stops the hand when a penalty ends it
        or wins the match."""
        count = self.tally
        mischief = self.mischief
        evidence = self.evidence
        evidence.reset()
        accused: set[int] = set()
        rules = self.rules
        play = self._player(state)
        rate = self.revoke_rate
        tricks, sides = rules.deals.tricks, rules.table.sides
        guess_at = (mischief.randrange(tricks) if self.accuse_rate and mischief.random() < self.accuse_rate
                    else -1)
        if rate or self.accuse_rate:
            count["mischief"] = count.get("mischief", 0) + 1  # hands played with mischief on
        revoked = False
        offence_at = (mischief.randrange(tricks) if self.infraction_rate
                      and mischief.random() < self.infraction_rate else -1)
        while not hand.finished:
            if offence_at == len(hand.tricks) and not hand.trick:
                offence_at = -1
                self._declare(state, mischief.randrange(sides), mischief.choice(self.infractions))
                if hand.finished:
                    return
            seat = hand.turn
            legal = hand.legal
            held = hand.hands[seat]
            card = -1
            if rate and len(held) > len(legal):
                count["revoke_chances"] = count.get("revoke_chances", 0) + 1
                if mischief.random() < rate:
                    card = mischief.choice([c for c in held if c not in legal])
                    count["revokes"] = count.get("revokes", 0) + 1
                    if not revoked:
                        revoked = True
                        count["revoked_hands"] = count.get("revoked_hands", 0) + 1
            if card < 0:
                card = legal[0] if len(legal) == 1 and self.skip_forced[seat] else choose[seat](hand, legal)
            trick = play(card)
            if trick is None:
                continue
            evidence.note_trick(trick, hand.trump)
            for team in range(sides):
                culprits = [s for s in evidence.proven_against(team) if s not in accused]
                if culprits and may_accuse(state):
                    accused.update(culprits)
                    self._accuse(state, (team + 1) % sides, culprits[0])  # the next side accuses
                    if hand.settled is not None or state.over:
                        return
            if len(hand.tricks) - 1 == guess_at and may_accuse(state):
                team = mischief.randrange(sides)
                named = (mischief.choice([s for s in range(rules.table.players)
                                          if rules.table.side_of[s] != team])
                         if rules.illegal.names_player else None)
                self._accuse(state, team, named)
                if hand.settled is not None or state.over:
                    return

    def _player(self, state: MatchState) -> Callable[[int], Trick | None]:
        """How a card is played: the hand's own transition, or, when traced, an action
        applied (so the state's log holds it)."""
        hand = state.hand
        assert hand is not None
        if self.trace is None:
            return lambda card: Hand.play(hand, card)
        rules = self.rules

        def logged(card: int) -> Trick | None:
            events = apply(rules, state, card)
            return events[0] if events else None  # type: ignore[return-value]

        return logged

    def _accuse(self, state: MatchState, team: int, seat: int | None) -> None:
        """`team` accuses — the player at `seat` where the variant's accusers name one."""
        count = self.tally
        hand = state.hand
        assert hand is not None
        named = seat if self.rules.illegal.names_player else None
        found = apply(self.rules, state, Accuse(team, named))[0]
        if not hand.accusations[:-1]:
            count["accused_hands"] = count.get("accused_hands", 0) + 1
        count["accusations"] = count.get("accusations", 0) + 1
        key = "accusations_proven" if found.proven else "accusations_false"  # type: ignore[union-attr]
        count[key] = count.get(key, 0) + 1

    def _declare(self, state: MatchState, team: int, infraction: str) -> None:
        count = self.tally
        apply(self.rules, state, Declare(team, infraction))
        key = "infraction:" + infraction.replace("_", "-")
        count[key] = count.get(key, 0) + 1

