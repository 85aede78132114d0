"""A hypothesis state machine per bundled variant: deal, legal and illegal plays, revokes,
redeal requests, accusations, bogus arguments and new hands, with invariants after every step.

- A refused action (any SuecaError) leaves ``match.record()`` byte-identical, the hand's state
  identical and the random state where it was; nothing else than a SuecaError is ever raised.
- Cards are conserved: the hands plus the cards played are the forty dealt.
- Scores never fall below the scores before the hand in play (only that hand's own award may
  be replaced, by a penalty proven before the next deal).
- The match ends exactly when the rules say, and nothing is accepted after it.
- A hand the match dealt plays through the match (``hand.play`` is ``match.play``); a hand the
  match is done with, and ``close()`` on any of them, are refused; the record replays to the
  very same record whichever way the cards were played.

CI runs a short profile; ``SUECA_RULES_LONG=1`` runs a long one.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from sueca_rules import load_rules
from sueca_rules.compiled import Rules
from sueca_rules.engine import Match
from sueca_rules.errors import SuecaError
from sueca_rules.records import replay

from ..conftest import BUNDLED, ROOT

LONG = bool(os.environ.get("SUECA_RULES_LONG"))
BOGUS = st.sampled_from([None, 1.5, "ZZ", ["AS"], 99, -1, True, "", "x" * 500, {"a": 1}])


def machine_for(rules: Rules) -> type[RuleBasedStateMachine]:
    procedures = list(rules.deals)

    class EngineMachine(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.match: Match | None = None
            self.old_hands: list[Any] = []  # hands the match has dealt past

        # -- helpers ------------------------------------------------------------------
        def snapshot(self) -> tuple[str, object, str]:
            match = self.match
            assert match is not None
            hand = json.dumps(match.hand.state()) if match.hand is not None else ""
            return json.dumps(match.record()), match.rng.getstate(), hand

        def attempt(self, action: Callable[[], Any]) -> bool:
            """Run an action; a refusal must change nothing. True when it was accepted."""
            before = self.snapshot()
            try:
                action()
            except SuecaError:
                assert self.snapshot() == before, "a refused action changed the match"
                return False
            return True

        @property
        def in_play(self) -> bool:
            m = self.match
            return m is not None and m.hand is not None and not m.hand.finished and not m.over

        # -- rules --------------------------------------------------------------------
        @precondition(lambda self: self.match is None)
        @rule(seed=st.integers(-(2**40), 2**40))
        def start(self, seed: int) -> None:
            self.match = Match(rules, seed)

        @precondition(lambda self: self.match is not None)
        @rule(procedure=st.sampled_from(procedures) | BOGUS, deck=st.none() | BOGUS,
              cut=st.none() | BOGUS)
        def deal(self, procedure: Any, deck: Any, cut: Any) -> None:
            assert self.match is not None
            self.attempt(lambda: self.match.deal(procedure, deck, cut))  # type: ignore[union-attr]

        @precondition(lambda self: self.match is not None)
        @rule(data=st.data())
        def deal_a_given_deck(self, data: st.DataObject) -> None:
            assert self.match is not None
            order = data.draw(st.permutations(list(rules.card_names)))
            cut = data.draw(st.sampled_from([None, [], list(rules.unused_names[:1]), ["2S", "2S"]]))
            self.attempt(lambda: self.match.deal(procedures[0], order, cut))  # type: ignore[union-attr]

        @precondition(lambda self: self.in_play)
        @rule(data=st.data())
        def play_legal(self, data: st.DataObject) -> None:
            assert self.match is not None and self.match.hand is not None
            legal = self.match.hand.legal_cards()
            card = data.draw(st.sampled_from(legal))
            as_name = data.draw(st.booleans())
            assert self.attempt(lambda: self.match.play(rules.name(card) if as_name else card))  # type: ignore[union-attr]

        @precondition(lambda self: self.in_play)
        @rule(seed=st.integers(0, 2**32), revoke=st.booleans())
        def play_out(self, seed: int, revoke: bool) -> None:
            """The rest of the hand, seeded (now and then a held illegal card)."""
            import random

            assert self.match is not None and self.match.hand is not None
            chooser = random.Random(seed)
            hand = self.match.hand
            while not hand.finished and not self.match.over:
                cards = hand.hands[hand.turn] if revoke and chooser.random() < 0.1 \
                    else hand.legal_cards()
                card = chooser.choice(cards)
                self.attempt(lambda: self.match.play(card))  # type: ignore[union-attr]  # noqa: B023

        @precondition(lambda self: self.in_play)
        @rule(data=st.data())
        def play_any_held(self, data: st.DataObject) -> None:
            """A held card, legal or not: a revoke where illegal cards are accepted."""
            assert self.match is not None and self.match.hand is not None
            hand = self.match.hand
            card = data.draw(st.sampled_from(hand.hands[hand.turn]))
            accepted = self.attempt(lambda: self.match.play(card))  # type: ignore[union-attr]
            assert accepted or rules.refuse_illegal

        @precondition(lambda self: self.in_play)
        @rule(data=st.data())
        def play_through_the_hand(self, data: st.DataObject) -> None:
            """hand.play(card) on the hand the match dealt: the match's own play."""
            assert self.match is not None and self.match.hand is not None
            hand = self.match.hand
            card = data.draw(st.sampled_from(hand.legal_cards()))
            assert self.attempt(lambda: hand.play(card))
            assert self.match.record()["hands"][-1]["actions"][-1] == ["play", rules.name(card)]

        @precondition(lambda self: self.match is not None and self.match.hand is not None)
        @rule(card=st.integers(-5, 45) | BOGUS, team=st.integers(-1, 2) | BOGUS,
              which=st.sampled_from(["play", "accuse", "declare", "close"]))
        def the_hand_object_refuses_wrong_things(self, card: Any, team: Any, which: str) -> None:
            """Bogus arguments through the hand object, and close(), which is the match's."""
            assert self.match is not None and self.match.hand is not None
            hand = self.match.hand
            action = {"play": lambda: hand.play(card), "accuse": lambda: hand.accuse(team),
                      "declare": lambda: hand.declare(team, "talking"),
                      "close": hand.close}[which]
            accepted = self.attempt(action)
            assert not (accepted and which == "close"), "a match's hand was closed by hand"

        @precondition(lambda self: bool(self.old_hands))
        @rule(data=st.data())
        def a_past_hand_refuses_everything(self, data: st.DataObject) -> None:
            assert self.match is not None
            old = data.draw(st.sampled_from(self.old_hands))
            card = data.draw(st.integers(0, 39))
            for action in (lambda: old.play(card), lambda: old.accuse(0),
                           lambda: old.declare(1, "talking"), old.close):
                assert not self.attempt(action), "a hand the match is done with took an action"

        @precondition(lambda self: self.match is not None)
        @rule()
        def the_record_replays_to_itself(self) -> None:
            assert self.match is not None
            written = json.loads(json.dumps(self.match.record()))
            again = replay(written, lambda variant, options: rules)
            assert again.record() == written

        @precondition(lambda self: self.match is not None)
        @rule(card=st.integers(-5, 45) | BOGUS)
        def play_bogus(self, card: Any) -> None:
            self.attempt(lambda: self.match.play(card))  # type: ignore[union-attr]

        @precondition(lambda self: self.match is not None)
        @rule(seat=st.integers(-1, 4) | BOGUS, procedure=st.sampled_from(procedures) | BOGUS)
        def redeal(self, seat: Any, procedure: Any) -> None:
            self.attempt(lambda: self.match.request_redeal(seat, procedure))  # type: ignore[union-attr]

        @precondition(lambda self: self.match is not None)
        @rule(team=st.integers(-1, 2) | BOGUS)
        def accuse(self, team: Any) -> None:
            self.attempt(lambda: self.match.accuse(team))  # type: ignore[union-attr]

        @precondition(lambda self: self.match is not None)
        @rule(team=st.integers(-1, 2) | BOGUS,
              infraction=st.sampled_from([*rules.infractions, "looking-back", "singing"]) | BOGUS)
        def declare(self, team: Any, infraction: Any) -> None:
            self.attempt(lambda: self.match.declare(team, infraction))  # type: ignore[union-attr]

        @precondition(lambda self: self.match is not None)
        @rule(seat=st.integers(-1, 4) | BOGUS)
        def view(self, seat: Any) -> None:
            self.attempt(lambda: self.match.view(seat))  # type: ignore[union-attr]

        @precondition(lambda self: self.match is not None and self.match.hand is not None
                      and self.match.hand.finished and not self.match.over)
        @rule()
        def next_hand(self) -> None:
            assert self.match is not None
            past = self.match.hand
            assert self.attempt(self.match.deal)
            if past is not None and len(self.old_hands) < 5:
                self.old_hands.append(past)

        # -- invariants ---------------------------------------------------------------
        @invariant()
        def cards_are_conserved(self) -> None:
            if self.match is None or self.match.hand is None:
                return
            hand = self.match.hand
            held = sorted(c for h in hand.hands for c in h)
            played = sorted(hand.moves)
            assert sorted(held + played) == list(range(40))
            assert len(hand.moves) == len(set(hand.moves))

        @invariant()
        def scores_never_fall_below_the_hand_before(self) -> None:
            match = self.match
            if match is None or match._before is None:
                return
            before = match._before.scores
            assert match.scores[0] >= before[0] and match.scores[1] >= before[1]

        @invariant()
        def the_match_ends_exactly_when_the_rules_say(self) -> None:
            match = self.match
            if match is None:
                return
            if match.winner is None:
                assert max(match.scores) < rules.target
                return
            last = match.entries[-1].result
            by_score = match.scores[match.winner] >= rules.target
            if last is None:  # won mid-hand by a penalty after which play would have gone on
                assert by_score and match.entries[-1].penalties
                return
            assert by_score or last.score.ends_match or last.match_winner == match.winner

        @invariant()
        def nothing_is_accepted_after_the_match(self) -> None:
            match = self.match
            if match is None or not match.over:
                return
            for action in (match.deal, lambda: match.play(0), lambda: match.accuse(0),
                           lambda: match.request_redeal(0), lambda: match.declare(0, "talking")):
                assert not self.attempt(action), "an action was accepted after the match ended"

    EngineMachine.__name__ = f"EngineMachine_{rules.variant.replace('-', '_')}"
    return EngineMachine


HOUSE = [str(p) for p in sorted((ROOT / "variants" / "house").glob("*.sueca"))
         if p.stem in ("mesa-calada", "alentejo-montar", "app-trunfo-sorteado", "corte-escolhe",
                       "porto-dobra", "estilo-da-mesa")]


@pytest.mark.parametrize("variant", [*BUNDLED, *HOUSE], ids=lambda v: v.rsplit("/", 1)[-1])
def test_engine_state_machine(variant: str) -> None:
    machine = machine_for(load_rules(variant))
    machine.TestCase.settings = settings(
        max_examples=200 if LONG else 12, stateful_step_count=300 if LONG else 60, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                              HealthCheck.large_base_example])
    machine.TestCase().runTest()
