"""Running prepared cases against the engine: each kind compares what it expects."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from ..compiled.rules import Rules
from ..engine import Hand, Tally, Trick, deal_cards, deal_from_hands, score_hand, tally_hands
from ..engine.actions import Accuse, Declare, Phase
from ..engine.hand import Accusation
from ..engine.machine import apply, draw, new_state, redeal_seats
from ..engine.results import named_results
from ..engine.scoring import ends_match_by_itself
from ..engine.state import MatchState
from ..engine.view import SeatView
from ..errors import IllegalMove
from .cases import load_case_file
from .models import (
    DealExpect,
    DealKind,
    HandScoreKind,
    LegalKind,
    MatchExpect,
    MatchKind,
    PlayExpect,
    PlayKind,
    RedealExpect,
    RedealKind,
    ScoreExpect,
    TrickExpect,
)
from .outcome import Outcome
from .prepared import PreparedCase
from .run_competition import run_competition
from .run_match import _seats, _series, _session, _standings

SUIT_LETTERS = "SHDC"


def _seated(rules: Rules, cards: list[int], trump: int, hand_cards: list[int] | None = None) -> Hand:
    """A hand whose players hold exactly the given trick's cards (and, after them, the player
    to move holds `hand_cards`), so the case runs through the engine's own play."""
    leader = 0
    players = rules.table.players
    seats: list[list[int]] = [[] for _ in range(players)]
    for position, card in enumerate(cards):
        seats[rules.seat_at(leader, position)] = [card]
    if hand_cards is not None:
        seats[rules.seat_at(leader, len(cards))] = list(hand_cards)
    return Hand(rules, deal_from_hands(rules, (leader - rules.play.first_lead) % players, seats, trump))


def _trick(case: PreparedCase, out: Outcome) -> None:
    expect = case.expect
    assert isinstance(expect, TrickExpect)
    rules = case.rules
    cards, trump = case.cards["cards"], case.cards["trump"]
    assert isinstance(cards, list) and isinstance(trump, int)
    game = _seated(rules, cards, trump)
    done = None
    for card in cards:
        done = game.play(card)
    if done is None:  # fewer than four cards: the best so far, by the same rule
        out.compare("winner", expect.winner, Rules.trick_winner(cards, trump))
    else:
        out.compare("winner", expect.winner,
                    (done.winner - done.leader) * rules.table.step % rules.table.players)
    out.compare("points", expect.points, sum(rules.points[c] for c in cards))


def _legal(case: PreparedCase, out: Outcome) -> None:
    rules = case.rules
    cards = case.cards
    hand, trick, trump, wanted = cards["hand"], cards["trick"], cards["trump"], cards["legal"]
    assert isinstance(hand, list) and isinstance(trick, list) and isinstance(trump, int)
    assert isinstance(wanted, list)
    game = _seated(rules, trick, trump, hand)
    data = case.data
    assert isinstance(data, LegalKind)
    game.trump_played = data.trump_played
    if not trick:  # the leader's choice depends on whether a trump was played before
        game.legal = game._legal_for(game.turn)
    for card in trick:
        game.play(card)
    out.compare("legal", sorted(rules.names(wanted)), sorted(rules.names(game.legal_cards())))


def _hand_score(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, HandScoreKind) and isinstance(expect, ScoreExpect)
    score = score_hand(case.rules, data.points, data.tricks, data.ties_before, data.last_trick)
    out.compare("game_points", expect.game_points, score.game_points)
    out.compare("recorded", expect.recorded, score.recorded or data.points)
    if expect.named is not None:
        out.compare("named", sorted(expect.named), sorted(case.rules.scoring.named(
            data.points, data.tricks, data.ties_before, data.last_trick)))
    out.compare("ends_match", expect.ends_match,
                ends_match_by_itself(case.rules, score.game_points, score.ends_match, None))


def _match(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, MatchKind) and isinstance(expect, MatchExpect)
    tallies = list(tally_hands(case.rules, ((h.points, h.tricks) for h in data.hands)))
    tally = tallies[-1]
    out.compare("scores", expect.scores, [t.scores for t in tallies])
    out.compare_winner(expect, tally.winner)
    if expect.named is not None:
        history = [(0, 0), *(t.scores for t in tallies)]
        named = [] if tally.winner is None else named_results(case.rules, tally.winner, history)
        out.compare("named", sorted(expect.named), sorted(named))


def _deal(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, DealKind) and isinstance(expect, DealExpect)
    rules = case.rules
    deck, procedure = case.cards["deck"], case.cards["procedure"]
    assert isinstance(deck, list) and isinstance(procedure, str)
    deal = deal_cards(rules, data.dealer, deck, procedure, data.cut or (), data.pick)
    hands = case.cards["hands"]
    assert isinstance(hands, dict)
    for seat, cards in hands.items():
        out.compare(f"hands[{seat}]", sorted(rules.names(cards)),
                    sorted(rules.names(deal.hands[seat])))
    if expect.trump is not None:
        out.compare("trump", SUIT_LETTERS[rules.suit_index(expect.trump)], SUIT_LETTERS[deal.trump])
    fields = expect.model_fields_set
    if "trump_card" in fields:
        out.compare("trump_card", _name_or_none(rules, case.cards["trump_card"]),
                    _name_or_none(rules, deal.trump_card))
    if "trump_holder" in fields:
        out.compare("trump_holder", _or_none(expect.trump_holder), _or_none(deal.trump_holder))
    out.compare("leader", expect.leader, deal.leader)
    if expect.redealt is not None:  # does the state machine take this deal, or deal again?
        state = new_state(rules, log=False, history=False, tally=Tally(dealer=data.dealer))
        try:
            apply(rules, state, deal)
            redealt = False
        except IllegalMove:
            redealt = True
        out.compare("redealt", expect.redealt, redealt)
    out.compare("next_dealer", expect.next_dealer,
                (data.dealer + rules.table.next_dealer) % rules.table.players)


def _name_or_none(rules: Rules, card: object) -> str:
    return "null" if card is None else rules.name(int(card))  # type: ignore[call-overload]


def _or_none(value: object) -> object:
    return "null" if value is None else value


def _play(case: PreparedCase, out: Outcome) -> None:
    """A hand played through the match state machine, from the match as the case gives it
    (scores, ties, dealer): the moves, then the accusation and the declaration, each an
    action; the scores are what the state settles (the engine's one order of penalties)."""
    data, expect = case.data, case.expect
    assert isinstance(data, PlayKind) and isinstance(expect, PlayExpect)
    rules = case.rules
    hands, moves = case.cards["hands"], case.cards["moves"]
    trump, trump_card = case.cards["trump"], case.cards["trump_card"]
    assert isinstance(hands, list) and isinstance(moves, list) and isinstance(trump, int)
    state = new_state(rules, log=False, history=False,
                      tally=Tally(data.scores_before, data.ties_before, data.dealer))
    apply(rules, state, deal_from_hands(rules, data.dealer, hands, trump,
                                        trump_card if isinstance(trump_card, int) else None,
                                        rules.deals.default))
    game = state.hand
    assert game is not None
    rejected = None
    watched = expect.sees_trump_card or {}
    seen: dict[int, list[str | None]] = {seat: [] for seat in watched}
    for index, card in enumerate(moves):
        seat = game.turn
        if seat in seen:  # what the seat sees of the trump card as it plays to this trick
            shown = SeatView(seat, game).trump_card
            seen[seat].append(None if shown is None else rules.name(shown))
        before = json.dumps(game.state()), state.tally
        revokes = len(game.revokes)
        try:
            events = apply(rules, state, card)
        except IllegalMove as err:
            out.trace.append(f"move {index}: seat {seat} plays {rules.name(card)} — refused: {err}")
            if (json.dumps(game.state()), state.tally) != before:
                out.error = f"move {index} was refused but the hand changed"
            rejected = index
            break
        note = " (revoke)" if len(game.revokes) > revokes else ""
        out.trace.append(f"move {index}: seat {seat} plays {rules.name(card)}{note}")
        trick = events[0] if events else None
        if isinstance(trick, Trick):
            out.trace.append(f"  trick {len(game.tricks)}: won by seat {trick.winner}, "
                             f"{trick.points} points (teams {game.points[0]}–{game.points[1]})")
    out.compare("rejected", {"move": expect.rejected.move} if expect.rejected else None,
                {"move": rejected} if rejected is not None else None)
    if expect.rejected is None and rejected is not None:
        out.differences.append(("rejected", "every move accepted", {"move": rejected}))
    if data.accuse is not None and rejected is None:
        try:
            found = apply(rules, state, Accuse(data.accuse.team, data.accuse.seat))[0]
            assert isinstance(found, Accusation)
            out.trace.append(f"team {data.accuse.team} accuses{data.accuse.named()}: "
                             + ("revoke proven" if found.proven else "no revoke"))
            out.compare("revoke", expect.revoke, found.proven)
        except IllegalMove as err:
            out.error = f"the accusation was refused: {err}"
    if data.declare is not None and rejected is None and out.error is None:
        try:
            apply(rules, state, Declare(data.declare.team, data.declare.infraction))
            out.trace.append(f"the table declares: team {data.declare.team}, "
                             f"{data.declare.infraction}")
        except IllegalMove as err:
            out.error = f"the declaration was refused: {err}"
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
    out.compare("points", expect.points, game.points)
    if expect.next_dealer is not None and (game.finished or state.over):
        out.compare("next_dealer", expect.next_dealer, state.tally.dealer)
    elif expect.next_dealer is not None:
        out.differences.append(("next_dealer", expect.next_dealer, "the hand is not finished"))
    _settled(case, out, state)
    if expect.next_leader is not None:
        out.compare("next_leader", expect.next_leader, _next_leader(rules, state))
    out.compare_winner(expect, state.tally.winner)
    out.compare("drawn", expect.drawn, state.tally.drawn)


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
    out.compare("recorded", expect.recorded, result.recorded_points)
    out.compare("ends_match", expect.ends_match, ends_match_by_itself(
        case.rules, result.game_points, result.score.ends_match, result.match_winner))
    out.compare("scores", expect.scores, state.tally.scores)


def _redeal(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, RedealKind) and isinstance(expect, RedealExpect)
    hands = case.cards["hands"]
    assert isinstance(hands, list)
    leader = (data.dealer + case.rules.play.first_lead) % case.rules.table.players
    out.compare("may_request", sorted(expect.may_request),
                sorted(redeal_seats(case.rules, hands, leader)))


RUNNERS: dict[str, Callable[[PreparedCase, Outcome], None]] = {
    "trick": _trick, "legal": _legal, "hand_score": _hand_score, "match": _match,
    "deal": _deal, "play": _play, "redeal": _redeal, "series": _series,
    "session": _session, "standings": _standings, "seats": _seats,
    "competition": run_competition,
}


def run_case(case: PreparedCase) -> Outcome:
    out = Outcome(case)
    RUNNERS[case.kind](case, out)
    return out


def run_file(path: Path) -> list[Outcome]:
    return [run_case(case) for case in load_case_file(path).cases]
