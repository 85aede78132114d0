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

A second machine walks the match state machine itself (``apply``, ``legal_actions``, ``draw``,
``observe``), for every bundled and house variant, by random legal actions — chance's drawn
from a seeded stream — and by any action at all:

- an action is accepted exactly when ``legal_actions`` lists it (or it is chance's, when
  due); a refused one leaves the state identical;
- the log replays, with no random stream, to the very same state;
- a seat's view shows its own cards and what was played, never another seat's cards (the
  turned trump card aside), and what it has not seen is the others' cards as one set;
- card points add up to the tricks taken, and to the deck's total at the hand's end;
- the scores are what the events announced (awards counted while play goes on, the hand's
  result, replaced by a penalty proven after its end), and the match ends when they say.

CI runs a short profile; ``SUECA_RULES_LONG=1`` runs a long one.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from sueca_rules.compiled import Rules
from sueca_rules.engine import Deal, Match, deal_cards, shuffled
from sueca_rules.engine.actions import Accuse, AskRedeal, Declare, FirstDealer, HandOver, Phase, PlayOn
from sueca_rules.engine.bidding import Bid, Call, Pass
from sueca_rules.engine.hand import Accusation
from sueca_rules.engine.machine import apply, chance_due, draw, legal_actions, new_state, observe
from sueca_rules.engine.penalties import Settlement, applied, award_of
from sueca_rules.engine.state import MatchState
from sueca_rules.errors import SuecaError
from sueca_rules.records import replay

from ..conftest import BUNDLED, ROOT
from ..loaded import load_rules

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
            """A hand whose cards are being played (at a table that bids: once the trump is
            named — the auction has its own rule)."""
            m = self.match
            return m is not None and m.hand is not None and not m.hand.finished and not m.over \
                and m.state.phase not in (Phase.BID, Phase.CALL)

        @precondition(lambda self: self.match is not None and not self.match.over
                      and self.match.state.phase in (Phase.BID, Phase.CALL))
        @rule(data=st.data())
        def bid(self, data: st.DataObject) -> None:
            """The auction (a table that bids): a bid or a pass said in turn, or the call."""
            match = self.match
            assert match is not None
            state = match.state
            if state.phase is Phase.CALL:
                call = data.draw(st.sampled_from([a for a in legal_actions(state) if isinstance(a, Call)]))
                assert self.attempt(lambda: match.call(call.trump, call.card))
                return
            said = data.draw(st.sampled_from([a for a in legal_actions(state) if isinstance(a, Bid | Pass)]))
            assert self.attempt(lambda: match.bid(said.points if isinstance(said, Bid) else None))

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
            undealt = [*hand.stock, *hand.deal.aside]  # a stock still to draw, cards set aside
            assert sorted(held + played + undealt) == list(rules.deck.cards)
            assert len(hand.moves) == len(set(hand.moves))

        @invariant()
        def scores_never_fall_below_the_hand_before(self) -> None:
            """Only a penalty that takes game points away lowers a score — or, at a table that
            bids, a contract that failed (its declarers lose)."""
            match = self.match
            if match is None or match.hand is None:
                return
            before = match.state.before.scores
            taken = {team for settlement in match.hand.penalties
                     for team, points in enumerate(award_of(settlement).game_points) if points < 0}
            if match.hand.contract is not None and match.state.score is not None:
                taken |= {side for side, points in enumerate(match.state.score.game_points) if points < 0}
            assert all(match.scores[t] >= before[t] for t in range(len(before)) if t not in taken)

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


# -- the match state machine itself, for every bundled and house variant --------------------------
ALL_HOUSE = [str(p) for p in sorted((ROOT / "variants" / "house").glob("*.sueca"))]
BOGUS_ACTIONS = st.one_of(
    st.integers(-5, 45), st.builds(Accuse, st.integers(-1, 2) | BOGUS),
    st.builds(Declare, st.integers(-1, 2), st.sampled_from(["talking", "singing", "misdeal"]) | BOGUS),
    st.builds(AskRedeal, st.integers(-1, 4) | BOGUS), st.builds(FirstDealer, st.integers(-1, 4) | BOGUS),
    BOGUS, st.just(("play", "AS")))


def snapshot_of(state: MatchState) -> str:
    """Everything the state holds, as text (a refused action must leave it identical)."""
    hand = state.hand
    return json.dumps([int(state.phase), repr(state.tally), repr(state.before),
                       [repr(a) for a in state.log or ()], state.history, state.redeals,
                       repr(state.score), state.settled_by, state.first_dealer,
                       hand.state() if hand is not None else None], default=repr)


def replayed(rules: Rules, log: list[Any]) -> MatchState:
    """A fresh state with every action of `log` applied again: no random stream needed."""
    state = new_state(rules)
    for action in log:
        apply(rules, state, action)
    return state


class Scores:
    """The match's scores as the events announce them: each penalty's award counted while
    play goes on, the hand's result (the latest, when a penalty after its end replaces it)."""

    def __init__(self, sides: int = 2) -> None:
        self.start: tuple[int, ...] = (0,) * sides  # when the hand in play was dealt (a score per side)
        self.steps: list[tuple[str, tuple[int, ...], tuple[int | None, ...]]] = []

    def dealt(self, scores: tuple[int, ...]) -> None:
        self.start, self.steps = scores, []

    def heard(self, events: tuple[Any, ...]) -> None:
        floors: tuple[int | None, ...] = (0, 0)
        for event in events:
            if isinstance(event, Settlement):
                floors = award_of(event).floors
            elif isinstance(event, Accusation) and event.penalty is not None:
                floors = award_of(event.penalty).floors
            elif isinstance(event, PlayOn):
                self.steps.append(("play-on", event.game_points, floors))
            elif isinstance(event, HandOver):
                self.steps = [s for s in self.steps if s[0] != "result"]
                self.steps.insert(sum(1 for s in self.steps if s[0] != "after"),
                                  ("result", event.result.game_points, event.result.floors))

    def now(self, rules: Rules) -> tuple[int, ...]:
        scores = self.start
        for _, points, floors in self.steps:
            scores = applied(scores, points, floors)
        return scores


def walk_for(rules: Rules) -> type[RuleBasedStateMachine]:
    table = rules.table

    class MachineWalk(RuleBasedStateMachine):
        """Random legal actions (chance's drawn from a seeded stream) and bogus ones."""

        def __init__(self) -> None:
            super().__init__()
            self.state = new_state(rules)
            self.rng = random.Random(0)
            self.scores = Scores(table.sides)

        @rule(seed=st.integers(0, 2**32))
        def reseed(self, seed: int) -> None:
            self.rng = random.Random(seed)

        @precondition(lambda self: not self.state.over)
        @rule(data=st.data())
        def act(self, data: st.DataObject) -> None:
            state = self.state
            legal = legal_actions(state)
            chance = chance_due(state) and (not legal or data.draw(st.booleans()))
            if chance:
                procedures = [rules.deals.fixed] if rules.deals.fixed else list(rules.deals)
                action = draw(rules, state, self.rng, data.draw(st.sampled_from(procedures)))
            else:
                assert legal, f"nothing to do in phase {state.phase!r}"
                action = data.draw(st.sampled_from(legal))
            events = apply(rules, state, action)  # a legal action is accepted
            self.hear(action, events)

        @precondition(lambda self: not self.state.over and self.state.hand is not None)
        @rule(seed=st.integers(0, 2**32))
        def play_out(self, seed: int) -> None:
            """The rest of the hand by legal cards (revokes too where they are accepted)."""
            chooser = random.Random(seed)
            state = self.state
            while state.phase in (Phase.REDEAL, Phase.PLAY):
                cards = [a for a in legal_actions(state) if a.__class__ is int]
                card = chooser.choice(cards)
                self.hear(card, apply(rules, state, card))

        @rule(action=BOGUS_ACTIONS)
        def anything(self, action: Any) -> None:
            """Any action at all: accepted only if it is a legal one (or chance's, when due)."""
            state = self.state
            legal = {repr(a) for a in legal_actions(state)}  # True == 1, but True is no card
            before = snapshot_of(state)
            try:
                events = apply(rules, state, action)
            except SuecaError:
                assert snapshot_of(state) == before, "a refused action changed the state"
                assert repr(action) not in legal, action
                return
            assert repr(action) in legal or isinstance(action, Declare), action
            self.hear(action, events)

        @rule(seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
        def deal_anything(self, seed: int, dealer: int) -> None:
            """A deal by any seat, at any time: accepted when chance deals and it is that seat's."""
            state = self.state
            dealer %= table.players  # a seat of the table (two to six)
            deck, unused = shuffled(rules, random.Random(seed))
            plan = rules.deals[rules.deals.default]
            deal = deal_cards(rules, dealer, deck, rules.deals.default,
                              unused[:1] if plan.cuts_unused else [],
                              seed % 10 if plan.picks_from_dealer else None)
            before = snapshot_of(state)
            due = chance_due(state) and state.phase is not Phase.DRAW and dealer == state.dealer
            # a card the table bans from setting trumps (`trump { redeal-if }`) is dealt again
            banned = deal.trump_card is not None and bool(plan.banned_trump) \
                and plan.banned_trump[deal.trump_card]
            due = due and not banned
            try:
                events = apply(rules, state, deal)
            except SuecaError:
                assert snapshot_of(state) == before and not due
                return
            assert due
            self.hear(deal, events)

        def hear(self, action: Any, events: tuple[Any, ...]) -> None:
            if isinstance(action, Deal):
                self.scores.dealt(self.state.before.scores)
            self.scores.heard(events)

        # -- invariants ---------------------------------------------------------------------
        @invariant()
        def the_log_replays_to_the_same_state(self) -> None:
            assert self.state.log is not None
            assert snapshot_of(replayed(rules, self.state.log)) == snapshot_of(self.state)

        @invariant()
        def phases_say_where_the_match_stands(self) -> None:
            state = self.state
            phase, hand = state.phase, state.hand
            assert (phase is Phase.OVER) == state.over
            if phase is Phase.REDEAL:
                assert state.redeals and hand is not None and not hand.moves
            if phase in (Phase.REDEAL, Phase.PLAY):
                assert hand is not None and not hand.finished
            if phase is Phase.HAND_END:
                assert hand is not None and hand.finished and state.penalties_open()

        @invariant()
        def a_seat_sees_no_other_seats_cards(self) -> None:
            state = self.state
            hand = state.hand
            if hand is None:
                return
            played = set(hand.moves)
            turned = {hand.deal.trump_card} - {None}
            for seat in range(table.players):
                view = observe(state, seat).frozen()
                assert view.hand == tuple(sorted(hand.hands[seat]))
                shown = {c for _, c in view.trick} | set(view.played) \
                    | {c for trick in view.past_tricks for _, c in trick} \
                    | {c for _, cards in view.seen_tricks for c in cards}
                assert shown <= played and set(view.legal) <= set(view.hand)
                assert {view.trump_card} - {None} <= turned
                assert view.trump_dealt is None or view.trump_dealt[0] in turned
                others = 0
                for other in range(table.players):
                    if other != seat:
                        others |= hand.masks[other]
                for card in (*hand.stock, *hand.deal.aside):  # the stock's and those set aside: unseen too,
                    if card not in turned:  # but for the card turned for trump under the stock
                        others |= 1 << card
                assert view.unseen_mask == others  # the cards it has not seen as one set, no more

        @invariant()
        def points_add_up(self) -> None:
            hand = self.state.hand
            if hand is None:
                return
            points = rules.deck.points
            assert sum(hand.points) == sum(points[c] for t in hand.tricks for c in t.cards)
            assert sum(hand.tricks_won) == len(hand.tricks)
            if len(hand.tricks) == rules.deals.tricks:  # the hand's every trick
                assert sum(hand.points) == rules.deck.total_points

        @invariant()
        def scores_follow_the_outcomes(self) -> None:
            state = self.state
            assert state.scores == self.scores.now(rules)
            if state.over:
                assert state.winner is not None
                won = state.scores[state.winner] >= rules.match.target \
                    or (state.score is not None and state.score.ends_match) \
                    or any(s.penalty.ends_match for s in (state.hand.penalties if state.hand else []))
                assert won
            else:
                assert max(state.scores) < rules.match.target

    MachineWalk.__name__ = f"MachineWalk_{rules.variant.replace('-', '_')}"
    return MachineWalk


@pytest.mark.parametrize("variant", [*BUNDLED, *ALL_HOUSE], ids=lambda v: v.rsplit("/", 1)[-1])
def test_the_match_state_machine(variant: str) -> None:
    walk = walk_for(load_rules(variant))
    walk.TestCase.settings = settings(
        max_examples=100 if LONG else 6, stateful_step_count=200 if LONG else 50, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                               HealthCheck.large_base_example])
    walk.TestCase().runTest()
