"""The match as a state machine, in the manner of OpenSpiel and pgx.

    state = new_state(rules)                     # a MatchState, phase DRAW
    apply(rules, state, draw(rules, state, rng))  # chance: the first dealer
    apply(rules, state, draw(rules, state, rng))  # chance: the first deal
    legal_actions(state)                         # cards, redeal requests, accusations, ...
    events = apply(rules, state, action)         # refused (IllegalMove): nothing changed
    observe(state, seat)                         # what that seat may know

Every driver plays this one loop: :class:`~.match.Match` (the public API, which keeps the
record), the simulation's table, the terminal game, the case runner. The log the state keeps
is the match's record: replaying it is applying it again, no random stream needed.

A card is played by ``apply(rules, state, card)``. Its hot path is the hand's own
:meth:`~.hand.Hand.play` — a few attribute reads and list operations, the legal cards kept up
to date — and a driver that keeps no log and reads no events (the simulation) may call that
transition directly, ``Hand.play(state.hand, card)``: the hand's last trick moves the match
on all the same (:meth:`~.state.MatchState.hand_played_out`).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..arguments import shown
from ..compiled.rules import Rules
from ..errors import IllegalMove
from .actions import (
    NO_EVENTS,
    Accuse,
    Action,
    AskRedeal,
    Declare,
    Event,
    FirstDealer,
    HandOver,
    MatchOver,
    Phase,
    PlayOn,
    RedealOpen,
)
from .bidding import Auction, Bid, Call, Pass, advance, bid_problem, call_problem, contract_of, first_bidder, refuse
from .deal import Deal
from .hand import Accusation, Hand, Trick
from .penalties import Settlement, award_of
from .scoring import Tally, fresh_tally
from .seating import judge
from .settle import Memo
from .state import MatchState
from .turns import (
    chance_due,
    deal_chooser,
    deal_open,
    draw,
    last_winner,
    legal_actions,
    listed,
    may_accuse,
    observe,
    redeal_dealer,
    redeal_seats,
    seat_deal,
)

__all__ = ["StateHand", "apply", "chance", "chance_due", "deal_chooser", "deal_open", "draw",
           "legal_actions", "may_accuse", "new_state", "observe", "redeal_dealer", "redeal_seats"]


class StateHand(Hand):
    """A hand of a match state. Its last trick moves the match on; playing, accusing and
    declaring on it go through :func:`apply` (so a state's log misses nothing), and it ends
    by its last trick, a penalty or a redeal — never by ``close()``."""

    __slots__ = ("_state",)

    def __init__(self, rules: Rules, deal: Deal, ties_before: int, state: MatchState) -> None:
        Hand.__init__(self, rules, deal, ties_before)  # (a hand a deal: no super() on the way)
        self._state = state

    def _last_trick(self) -> None:
        if not self.finished:  # Hand._close, inlined: the last trick of every simulated hand
            self.penalties_in_play = len(self.penalties)
        self.finished = True
        self.legal = ()
        self._state.hand_played_out()

    def _in_play(self, what: str) -> MatchState:
        state = self._state
        if state.hand is not self:
            raise IllegalMove(f"this hand is over — the match has dealt the next one: {what} "
                              "the hand in play", rule="hand-over")
        return state

    def play(self, card: int | str) -> Trick | None:
        """Play a card for the player to move: ``apply(rules, state, card)``."""
        state = self._in_play("play on")
        events = apply(self.rules, state, self.rules.card(card))
        return events[0] if events else None  # type: ignore[return-value]

    def accuse(self, team: int, seat: int | None = None) -> Accusation:
        """`team` accuses the other (or the player at `seat`) of a revoke:
        ``apply(rules, state, Accuse(team, seat))``."""
        state = self._in_play("accuse in")
        return apply(self.rules, state, Accuse(team, seat))[0]  # type: ignore[return-value]

    def declare(self, team: int, infraction: str) -> Settlement:
        """An infraction declared: ``apply(rules, state, Declare(team, infraction))``."""
        return apply(self.rules, self._in_play("declare in"),  # type: ignore[return-value]
                     Declare(team, infraction))[0]

    def close(self) -> None:
        """Refused: the hand of a match ends by its last trick, a penalty or a redeal."""
        raise IllegalMove("a match's hand ends by its last trick, a penalty or a redeal, which "
                          "the match records — not by close()", rule="match-hand")


def new_state(rules: Rules, *, log: bool = True, history: bool = True, memo: Memo | None = None,
              tally: Tally | None = None, legacy: bool = False) -> MatchState:
    """A match at its start (phase DRAW), or taken up at `tally` (phase DEAL: the scores, ties
    and dealer given). `log`: keep every action (the record); `history`: keep the scores
    after every change (named results); `memo`: remembered scores of played-out hands."""
    state = MatchState(rules, log=log, history=history, memo=memo, tally=tally, legacy=legacy)
    state.make_hand = StateHand
    return state


# -- acting -----------------------------------------------------------------------------------
def apply(rules: Rules, state: MatchState, action: Action) -> tuple[Event, ...]:
    """Apply `action` to `state` (of `rules`) and say what followed (:mod:`.actions`).

    IllegalMove, before anything changes (the hand, the log, the scores), for an action the
    rules or the phase refuse; each refusal says why in the table's words."""
    if action.__class__ is int:  # a card: the hot path
        hand = state.hand
        if hand is None:
            raise IllegalMove("no hand has been dealt", rule="no-hand")
        if state.tally.over:
            raise IllegalMove("the match is over", rule="match-over")
        trick = Hand.play(hand, action)  # refused: nothing changed
        log = state.log
        if log is not None:
            log.append(action)
        if trick is None:
            return NO_EVENTS
        if not hand.finished:
            return (trick,)
        return (trick, *_scored(state, False))
    step = _STEPS.get(action.__class__)
    if step is None:
        raise IllegalMove(f"not an action of the match: {shown(action)} — a card, a Deal, "
                          "FirstDealer, AskRedeal, Accuse, Declare, Bid, Pass or Call", rule="action")
    return step(rules, state, action)


def _scored(state: MatchState, was_over: bool) -> list[Event]:
    """The events of the hand scored (and of the match won, when it was not before)."""
    hand = state.hand
    events: list[Event] = []
    if hand is not None and state.score is not None:
        events.append(HandOver(hand.result()))
    if state.tally.over and not was_over:
        events.append(MatchOver(state.tally.winner))
    return events


def _first_dealer(rules: Rules, state: MatchState, action: FirstDealer) -> tuple[Event, ...]:
    seat = action.seat
    players = rules.table.players
    if state.phase is not Phase.DRAW:
        raise IllegalMove("the first dealer was drawn already", rule="first-dealer")
    if seat.__class__ is not int or not 0 <= seat < players:
        raise IllegalMove(f"a seat is {listed(range(players))}, not {shown(seat)}", rule="seat")
    draw = action.draw
    forming = rules.table.forming
    if draw is not None:
        if forming is None or not forming.cards:
            raise IllegalMove("this table draws no cards to form it: give the first dealer's seat",
                              rule="first-dealer")
        try:
            judged = judge(rules, draw.rounds)
        except (ValueError, TypeError, KeyError, IndexError) as err:
            raise IllegalMove(f"the draw does not decide the table: {err}", rule="first-dealer") from None
        if judged != draw or seat != draw.first_dealer:
            raise IllegalMove(f"by these cards seat {judged.first_dealer} deals first, with the "
                              f"players seated {list(judged.seating)}", rule="first-dealer")
        state.seating = draw.seating
    state.first_dealer = seat
    tally = state.tally
    sides = rules.table.sides
    state.tally = state.before = fresh_tally(seat, sides) if tally is fresh_tally(tally.dealer, sides) \
        else Tally(tally.scores, tally.ties, seat, None, tally.hands)
    state._phase = Phase.DEAL
    if state.log is not None:
        state.log.append(action)
    return NO_EVENTS


def _deal(rules: Rules, state: MatchState, deal: Deal) -> tuple[Event, ...]:
    deal_open(state)
    tally = state.tally
    deals = rules.deals
    if deal.dealer != tally.dealer:
        raise IllegalMove(f"seat {tally.dealer} deals now, not seat {shown(deal.dealer)}",
                          rule="dealer")
    if deal.procedure not in deals.plans:
        raise IllegalMove(f"the {rules.variant} variant has no {shown(deal.procedure)} deal — it "
                          "has: " + ", ".join(deals), rule="procedure")
    if deals.fixed is not None and deal.procedure != deals.fixed:
        raise IllegalMove(f"at this table every hand is dealt the '{deals.fixed}' way",
                          rule="procedure")
    if len(deal.hands) != rules.table.players:
        raise IllegalMove(f"a deal gives cards to {rules.table.players} seats, not "
                          f"{len(deal.hands)}", rule="deal")
    if deals.plans[deal.procedure].banned_trump and deal.trump_card is not None \
            and deals.plans[deal.procedure].banned_trump[deal.trump_card]:
        raise IllegalMove(f"{rules.deck.card_names[deal.trump_card]} may not set trumps at this "
                          "table: the cards are shuffled and dealt again", rule="trump-card")
    return _dealt(rules, state, seat_deal(rules, state, deal))


def chance(rules: Rules, state: MatchState, rng: random.Random,
           procedure: str | None = None) -> tuple[Event, ...]:
    """Chance acts: ``apply(rules, state, draw(rules, state, rng, procedure))`` for a driver
    that does not look at the draw before it is applied (the simulation). A deal drawn for
    this state, now, is one :func:`apply` accepts (its dealer, seats and trump card), so only
    the procedure a table fixes is checked again."""
    action = draw(rules, state, rng, procedure)
    fixed = rules.deals.fixed
    if isinstance(action, Deal) and (fixed is None or action.procedure == fixed):
        return _dealt(rules, state, action)
    return apply(rules, state, action)  # the first dealer, or a refusal


def _dealt(rules: Rules, state: MatchState, deal: Deal) -> tuple[Event, ...]:
    """The hand of an accepted, seated deal put in play; the redeal window opened if any."""
    tally = state.tally
    deals = rules.deals
    make = state.make_hand
    assert make is not None, "a state is made by new_state (or a Match)"
    hand = make(rules, deal, tally.ties, state)
    state.last_winner = last_winner(state)  # of the hand before this one, kept across a redeal
    state.hand, state.before, state.score, state.settled_by = hand, tally, None, "play"
    if state.history is not None:
        state.start = len(state.history)
    seats = tuple(redeal_seats(rules, hand.hands, deal.leader)) if deals.redeal is not None else ()
    state.redeals = seats
    state.auction = None if rules.bidding is None else Auction(first_bidder(rules, deal.dealer))
    state._phase = Phase.REDEAL if seats else Phase.PLAY if rules.bidding is None else Phase.BID
    if state.log is not None:
        state.log.append(deal)
    return (RedealOpen(seats),) if seats else NO_EVENTS


def _ask_redeal(rules: Rules, state: MatchState, action: AskRedeal) -> tuple[Event, ...]:
    seat = action.seat
    players = rules.table.players
    if seat.__class__ is not int or not 0 <= seat < players:
        raise IllegalMove(f"a seat is {listed(range(players))}, not {shown(seat)}", rule="seat")
    if state.phase is not Phase.REDEAL or seat not in state.redeals:
        raise IllegalMove(f"seat {seat} may not ask for a new deal now", rule="redeal")
    hand = state.hand
    assert hand is not None
    dealer = redeal_dealer(rules, state)
    Hand._close(hand)  # abandoned: it scores nothing
    state.hand, state.redeals, state._phase = None, (), Phase.DEAL
    tally = state.tally
    turn = tally.turn if dealer == tally.dealer and (rules.deals.redeal is None or rules.deals.redeal.same_dealer) \
        else rules.table.passed(tally.dealer, tally.turn)[1]
    state.tally = state.before = Tally(tally.scores, tally.ties, dealer, None, tally.hands, turn=turn)
    if state.log is not None:
        state.log.append(action)
    return NO_EVENTS


def _team(rules: Rules, state: MatchState, team: object) -> Hand:
    """The hand to punish, once the team named is one and the match takes penalties still."""
    hand = state.hand
    if hand is None:
        raise IllegalMove("no hand has been dealt", rule="no-hand")
    table = rules.table
    if team.__class__ is not int or not 0 <= team < table.sides:
        teams = " or ".join(
            f"{side} (seats {' and '.join(str(s) for s in range(table.players) if table.side_of[s] == side)})"
            for side in range(table.sides))
        raise IllegalMove(f"a team is {teams}, not {shown(team)}", rule="team")
    if state.tally.over and not state.legacy:
        raise IllegalMove("the match is over: the result stands", rule="match-over")
    return hand


def _accuse(rules: Rules, state: MatchState, action: Accuse) -> tuple[Event, ...]:
    hand = _team(rules, state, action.team)
    found = Hand.accuse(hand, action.team, action.seat)  # the hand's own refusals: nothing changed
    if state.log is not None:
        state.log.append(action)
    return _punished(state, found, found.penalty)


def _declare(rules: Rules, state: MatchState, action: Declare) -> tuple[Event, ...]:
    hand = _team(rules, state, action.team)
    settlement = Hand.declare(hand, action.team, action.infraction)
    if state.log is not None:
        state.log.append(Declare(action.team, settlement.cause))  # as the variant names it
    return _punished(state, settlement, settlement)


def _punished(state: MatchState, event: Event, settlement: Settlement | None) -> tuple[Event, ...]:
    """The events after a penalty (or none) was applied to the hand: the match settled again."""
    if settlement is None:
        return (event,)
    was_over = state.tally.over
    settled = state.settle()
    events: list[Event] = [event]
    if any(counted is settlement for counted in settled.counted):
        events.append(PlayOn(settlement.cause, settlement.offenders,
                             award_of(settlement).game_points))
    if settlement.penalty.ends_hand:  # the hand is scored by the penalty (again, after its end)
        events.extend(_scored(state, was_over))
    elif state.tally.over and not was_over:
        events.append(MatchOver(state.tally.winner))
    return tuple(events)


def _bid(rules: Rules, state: MatchState, action: Bid | Pass) -> tuple[Event, ...]:
    auction, hand = state.auction, state.hand
    if auction is None or hand is None or state._phase not in (Phase.BID, Phase.REDEAL) \
            or hand.trick or hand.tricks:
        raise refuse("there is no auction now" if rules.bidding is None or hand is None
                     else "the auction is over")
    problem = bid_problem(rules, auction, action)
    if problem is not None:
        raise refuse(problem)
    state.redeals = ()  # the first bid closes the window for a new deal
    after = advance(rules, auction, action)
    if state.log is not None:
        state.log.append(action)
    if after == "won":
        state._phase = Phase.CALL
    elif after == "all-passed":  # nobody bid: the deal is void, dealt again
        Hand._close(hand)
        bidding = rules.bidding
        assert bidding is not None
        tally = state.tally
        dealer, turn = (tally.dealer, tally.turn) if bidding.all_pass_same_dealer \
            else rules.table.passed(tally.dealer, tally.turn)
        state.hand, state.auction, state._phase = None, None, Phase.DEAL
        state.tally = state.before = Tally(tally.scores, tally.ties, dealer, None, tally.hands, turn=turn)
    else:
        state._phase = Phase.BID
    return NO_EVENTS


def _call(rules: Rules, state: MatchState, action: Call) -> tuple[Event, ...]:
    auction, hand = state.auction, state.hand
    if state._phase is not Phase.CALL or auction is None or hand is None:
        raise refuse("the trump is named once the auction is won")
    problem = call_problem(rules, auction, hand.hands, action)
    if problem is not None:
        raise refuse(problem)
    hand.take_contract(contract_of(rules, auction, hand.hands, action, rules.deals.tricks))
    state._phase = Phase.PLAY
    if state.log is not None:
        state.log.append(action)
    return NO_EVENTS


_STEPS: dict[type, Callable[..., tuple[Event, ...]]] = {
    Deal: _deal, FirstDealer: _first_dealer, AskRedeal: _ask_redeal, Accuse: _accuse,
    Declare: _declare, Bid: _bid, Pass: _bid, Call: _call,
}
