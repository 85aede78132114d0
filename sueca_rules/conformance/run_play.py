"""The `play` kind's runner: a hand through the match state machine — its auction where the
variant bids (bids and passes, then the call), its cards (drawing from a stock after each
trick where the variant has one), then an accusation and a declaration — each an action."""

from __future__ import annotations

import json
import random

from ..compiled.cards import NO_TRUMP
from ..compiled.rules import Rules
from ..engine import Deal, Tally, Trick, deal_from_hands
from ..engine.actions import Accuse, Declare, Phase
from ..engine.bidding import Bid, Call, Pass
from ..engine.hand import Accusation, Hand
from ..engine.machine import apply, draw, new_state
from ..engine.scoring import ends_match_by_itself
from ..engine.state import MatchState
from ..engine.view import SeatView
from ..errors import IllegalMove
from .models import PlayExpect, PlayKind
from .outcome import Outcome
from .prepared import PreparedCase

SUITS = "SHDC"


def run_play(case: PreparedCase, out: Outcome) -> None:
    """A hand played through the match state machine, from the match as the case gives it
    (scores, ties, dealer): the auction, the moves, then the accusation and the declaration,
    each an action; the scores are what the state settles (the engine's one order of
    penalties)."""
    data, expect = case.data, case.expect
    assert isinstance(data, PlayKind) and isinstance(expect, PlayExpect)
    rules = case.rules
    sides = rules.table.sides
    state = new_state(rules, log=False, history=False,
                      tally=Tally(data.scores_before or (0,) * sides, data.ties_before, data.dealer))
    apply(rules, state, _deal(case))
    game = state.hand
    assert game is not None
    rejected = _auction(case, out, state, game)
    watched = expect.sees_trump_card or {}
    seen: dict[int, list[str | None]] = {seat: [] for seat in watched}
    draws: list[list[tuple[int, str]]] = []
    moves = case.cards["moves"] if rejected is None and state.hand is game else []
    assert isinstance(moves, list)
    for index, card in enumerate(moves):
        seat = game.turn
        if seat in seen:  # what the seat sees of the trump card as it plays to this trick
            shown = SeatView(seat, game).trump_card
            seen[seat].append(None if shown is None else rules.name(shown))
        before = json.dumps(game.state()), state.tally
        revokes = len(game.revokes)
        held = [list(h) for h in game.hands] if game.stock else []
        try:
            events = apply(rules, state, card)
        except IllegalMove as err:
            out.trace.append(f"move {index}: seat {seat} plays {rules.name(card)} — refused: {err}")
            if (json.dumps(game.state()), state.tally) != before:
                out.error = f"move {index} was refused but the hand changed"
            rejected = {"move": index}
            break
        note = " (revoke)" if len(game.revokes) > revokes else ""
        out.trace.append(f"move {index}: seat {seat} plays {rules.name(card)}{note}")
        trick = events[0] if events else None
        if isinstance(trick, Trick):
            points = "–".join(map(str, side_points(rules, game)))
            out.trace.append(f"  trick {len(game.tricks)}: won by seat {trick.winner}, "
                             f"{trick.points} points (teams {points})")
            drawn = _drawn(rules, game, held, card, seat, trick)
            if drawn:
                draws.append(drawn)
                out.trace.append("  drawn: " + ", ".join(f"seat {s} {c}" for s, c in drawn))
    out.compare("rejected", expect.rejected.model_dump(exclude_none=True) if expect.rejected else None,
                rejected)
    if expect.rejected is None and rejected is not None:
        out.differences.append(("rejected", "every move accepted", rejected))
    if rejected is None:
        _accuse_declare(case, out, state)
    for seat, cards in watched.items():  # tricks the seat did not play to are missing
        out.compare(f"sees_trump_card[{seat}]",
                    [None if c is None else rules.name(rules.card(c)) for c in cards],
                    seen[seat][:len(cards)])
    if expect.tricks is not None:
        actual = [{"winner": t.winner, "points": t.points} for t in game.tricks]
        wanted = [{k: v for k, v in t.model_dump().items() if v is not None} for t in expect.tricks]
        trimmed = [{k: a[k] for k in w} for w, a in zip(wanted, actual, strict=False)]
        if len(wanted) != len(actual) or trimmed != wanted:
            out.differences.append(("tricks", wanted, actual))
    out.compare("points", expect.points, side_points(rules, game))
    _table(case, out, state, game, draws)
    if expect.next_dealer is not None and (game.finished or state.over):
        out.compare("next_dealer", expect.next_dealer, state.tally.dealer)
    elif expect.next_dealer is not None:
        out.differences.append(("next_dealer", expect.next_dealer, "the hand is not finished"))
    _settled(case, out, state)
    if expect.next_leader is not None:
        out.compare("next_leader", expect.next_leader, _next_leader(rules, state))
    out.compare_winner(expect, state.tally.winner)
    out.compare("drawn", expect.drawn, state.tally.drawn)


def _deal(case: PreparedCase) -> Deal:
    """The deal the case gives: its hands, its trump (none yet where an auction names it), and
    its stock (the card turned for trump under it, nobody's until drawn)."""
    data = case.data
    assert isinstance(data, PlayKind)
    rules = case.rules
    hands, trump, trump_card = case.cards["hands"], case.cards.get("trump"), case.cards.get("trump_card")
    assert isinstance(hands, list)
    deal = deal_from_hands(rules, data.dealer, hands, trump if isinstance(trump, int) else NO_TRUMP,
                           trump_card if isinstance(trump_card, int) else None, rules.deals.default)
    stock = case.cards.get("stock")
    if isinstance(stock, list) and stock:
        holder = case.cards.get("trump_holder")
        deal = deal._replace(stock=tuple(stock), trump_holder=holder if isinstance(holder, int) else None)
    return deal


def _auction(case: PreparedCase, out: Outcome, state: MatchState, game: Hand) -> dict[str, object] | None:
    """The bids in turn (whose turn it is follows from the rules), then the call; the first one
    refused ({bid: i} or {call: true}), None when all are accepted."""
    data = case.data
    assert isinstance(data, PlayKind)
    rules = case.rules
    for index, said in enumerate(data.bids or ()):
        auction = state.auction
        seat = auction.turn if auction is not None and state.hand is game else -1
        action = Pass(seat) if isinstance(said, str) else Bid(seat, said)
        try:
            apply(rules, state, action)
        except IllegalMove as err:
            out.trace.append(f"bid {index}: seat {seat} says {said} — refused: {err}")
            return {"bid": index}
        out.trace.append(f"bid {index}: seat {seat} says {said}")
    if state.hand is not game:
        out.trace.append("every player passed: the cards are dealt again")
        return None
    if data.call is not None:
        auction = state.auction
        declarer = -1 if auction is None or auction.bidder is None else auction.bidder
        trump, card = case.cards.get("call_trump"), case.cards.get("call_card")
        assert isinstance(trump, int)
        try:
            apply(rules, state, Call(declarer, trump, card if isinstance(card, int) else None))
        except IllegalMove as err:
            out.trace.append(f"seat {declarer} calls {SUITS[trump]}"
                             f"{'' if card is None else ', ' + rules.name(int(card))}"  # type: ignore[call-overload]
                             f" — refused: {err}")
            return {"call": True}
        out.trace.append(f"seat {declarer} names {SUITS[trump]} trumps"
                         + ("" if card is None else f" and calls {rules.name(int(card))}"))  # type: ignore[call-overload]
    return None


def _drawn(rules: Rules, game: Hand, held: list[list[int]], card: int, seat: int,
           trick: Trick) -> list[tuple[int, str]]:
    """The cards each seat drew after `trick`, in drawing order (none without a stock)."""
    if rules.deals.stock is None or not held:
        return []
    held[seat].remove(card)
    new = {s: [c for c in game.hands[s] if c not in held[s]] for s in range(rules.table.players)}
    if not any(new.values()):
        return []
    first = trick.leader if rules.deals.stock.leader_first else trick.winner
    order = [rules.table.seat_at[first][place] for place in range(rules.table.players)]
    return [(s, rules.name(c)) for s in order for c in new[s]]


def side_points(rules: Rules, game: Hand) -> list[int]:
    """Card points by side: the hand's own where its teams are the table's sides; under a
    contract (whose teams are the declarers and the defenders), counted by the winner's side."""
    if game.contract is None:
        return list(game.points)
    points = [0] * rules.table.sides
    for trick in game.tricks:
        points[rules.table.side_of[trick.winner]] += trick.points
    return points


def _table(case: PreparedCase, out: Outcome, state: MatchState, game: Hand,
           draws: list[list[tuple[int, str]]]) -> None:
    """What a case expects of a table of another shape: the hands, the draws, the stock, the
    turned trump's holder, the auction's contract, who knows the partner, a deal dealt again."""
    expect = case.expect
    assert isinstance(expect, PlayExpect)
    rules = case.rules
    for seat, cards in (expect.hands or {}).items():
        out.compare(f"hands[{seat}]", sorted(rules.names([rules.card(c) for c in cards])),
                    sorted(rules.names(game.hands[seat])))
    if expect.draws is not None:
        out.compare("draws", [[[s, rules.name(rules.card(c))] for s, c in t] for t in expect.draws],
                    [[list(d) for d in t] for t in draws])
    out.compare("stock_left", expect.stock_left, len(game.stock))
    if "trump_holder" in expect.model_fields_set:
        out.compare("trump_holder", "null" if expect.trump_holder is None else expect.trump_holder,
                    "null" if game.trump_holder is None else game.trump_holder)
    redealt = state.hand is not game
    out.compare("redealt", expect.redealt, redealt)
    made = game.contract
    if expect.contract is not None:
        actual = "no contract" if made is None else {
            "declarer": made.declarer, "partner": made.partner, "bid": made.bid,
            "trump": SUITS[made.trump]}
        wanted = expect.contract.model_dump(exclude_none=True)
        if "trump" in wanted:
            wanted["trump"] = SUITS[rules.suit_index(wanted["trump"])]
        out.compare("contract", wanted, actual if isinstance(actual, str)
                    else {k: actual[k] for k in wanted})
    if expect.partner_known_to is not None:
        knows = [s for s in range(rules.table.players) if None not in SeatView(s, game).teams]
        out.compare("partner_known_to", sorted(expect.partner_known_to), knows)
    if expect.outcome is not None:
        cause = "the hand is not finished" if made is None or not game.finished \
            else made.outcome(tuple(game.points), tuple(game.tricks_won))[0]
        out.compare("outcome", expect.outcome, cause)


def _accuse_declare(case: PreparedCase, out: Outcome, state: MatchState) -> None:
    """After the moves: the accusation, then the declaration, each an action."""
    data, expect = case.data, case.expect
    assert isinstance(data, PlayKind) and isinstance(expect, PlayExpect)
    rules = case.rules
    if data.accuse is not None:
        try:
            found = apply(rules, state, Accuse(data.accuse.team, data.accuse.seat))[0]
            assert isinstance(found, Accusation)
            out.trace.append(f"team {data.accuse.team} accuses{data.accuse.named()}: "
                             + ("revoke proven" if found.proven else "no revoke"))
            out.compare("revoke", expect.revoke, found.proven)
        except IllegalMove as err:
            out.error = f"the accusation was refused: {err}"
    if data.declare is not None and out.error is None:
        try:
            apply(rules, state, Declare(data.declare.team, data.declare.infraction))
            out.trace.append(f"the table declares: team {data.declare.team}, "
                             f"{data.declare.infraction}")
        except IllegalMove as err:
            out.error = f"the declaration was refused: {err}"


def _next_leader(rules: Rules, state: MatchState) -> int | str:
    """Who leads the first trick of the hand after this one: the next deal (chance's, seed 0:
    the leader does not depend on the cards) applied by the state machine."""
    if state.phase not in (Phase.DEAL, Phase.HAND_END):
        return "no next hand: " + ("the match is over" if state.phase is Phase.OVER
                                   else "the hand is not finished")
    apply(rules, state, draw(rules, state, random.Random(0)))
    assert state.hand is not None
    return state.hand.deal.leader


def _settled(case: PreparedCase, out: Outcome, state: MatchState) -> None:
    """What the case expects of the hand's end and the match after it, against the state."""
    expect = case.expect
    assert isinstance(expect, PlayExpect)
    asked = (expect.game_points, expect.ends_match, expect.scores, expect.settled_by, expect.recorded)
    if all(w is None for w in asked):
        return
    game = state.hand
    if state.score is None or game is None:  # not scored: in play, or the match won meanwhile
        why = "the hand is not finished" if game is None or not game.finished else \
            "the match was won while the hand was played"
        for what, value in (("game_points", expect.game_points), ("ends_match", expect.ends_match),
                            ("settled_by", expect.settled_by), ("recorded", expect.recorded)):
            if value is not None:
                out.differences.append((what, value, why))
        out.compare("scores", expect.scores, state.tally.scores)
        return
    result = game.result()
    out.compare("game_points", expect.game_points, result.game_points)
    out.compare("settled_by",  # an infraction's name as files write it (hyphens), or with underscores
                None if expect.settled_by is None else expect.settled_by.replace("_", "-"),
                result.settled_by.replace("_", "-"))
    out.compare("recorded", expect.recorded, side_points(case.rules, game)
                if game.contract is not None else result.recorded_points)
    out.compare("ends_match", expect.ends_match, ends_match_by_itself(
        case.rules, result.game_points, result.score.ends_match, result.match_winner))
    out.compare("scores", expect.scores, state.tally.scores)
