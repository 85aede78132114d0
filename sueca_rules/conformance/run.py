"""Running prepared cases against the engine: each kind compares what it expects."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..compiled.cards import PLACE_BITS
from ..compiled.rules import Rules
from ..engine import Hand, Tally, deal_cards, deal_from_hands, score_hand
from ..engine.machine import apply, new_state, redeal_seats
from ..engine.results import named_results
from ..engine.scoring import ends_match_by_itself
from ..errors import IllegalMove
from .cases import load_case_file
from .models import (
    DealExpect,
    DealKind,
    HandScoreKind,
    LegalKind,
    MatchExpect,
    MatchKind,
    RedealExpect,
    RedealKind,
    ScoreExpect,
    TrickExpect,
)
from .outcome import Outcome
from .prepared import PreparedCase
from .run_competition import run_competition
from .run_contract import by_contract, tally_of
from .run_match import _seats, _series, _session, _standings
from .run_play import run_play

SUIT_LETTERS = "SHDC"
PLACE = (1 << PLACE_BITS) - 1  # a trick key's low bits: the card's place in play order


def _seated(rules: Rules, cards: list[int], trump: int, hand_cards: list[int] | None = None,
            stock: list[int] | None = None) -> Hand:
    """A hand whose players hold exactly the given trick's cards (and, after them, the player
    to move holds `hand_cards`), so the case runs through the engine's own play; with the
    `stock` given left to draw (its rules hold while it lasts). At a table that bids, the
    trump is the one given, as if the auction had named it."""
    leader = 0
    players = rules.table.players
    seats: list[list[int]] = [[] for _ in range(players)]
    for position, card in enumerate(cards):
        seats[rules.seat_at(leader, position)] = [card]
    if hand_cards is not None:
        seats[rules.seat_at(leader, len(cards))] = list(hand_cards)
    deal = deal_from_hands(rules, (leader - rules.play.first_lead) % players, seats, trump)
    game = Hand(rules, deal._replace(stock=tuple(stock)) if stock else deal)
    if rules.bidding is not None:  # no auction here: the cards are played under the trump given
        game.legal = game._legal_for(game.turn)
    return game


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
    if done is None:  # fewer cards than players: the best so far, by the same rule
        out.compare("winner", expect.winner, _winning(rules, cards, trump))
    else:
        out.compare("winner", expect.winner,
                    (done.winner - done.leader) * rules.table.step % rules.table.players)
    out.compare("points", expect.points, sum(rules.points[c] for c in cards))


def _winning(rules: Rules, cards: list[int], trump: int) -> int:
    """The place in play order of the card winning a trick so far: the deck's trick keys (a
    trick's winner is the least key; its low bits, the card's place)."""
    keys = rules.deck.tables.trick_keys[4 * trump + cards[0] // rules.deck.per_suit]
    return min(keys[card] | place for place, card in enumerate(cards)) & PLACE


def _legal(case: PreparedCase, out: Outcome) -> None:
    rules = case.rules
    cards = case.cards
    hand, trick, trump, wanted = cards["hand"], cards["trick"], cards["trump"], cards["legal"]
    assert isinstance(hand, list) and isinstance(trick, list) and isinstance(trump, int)
    assert isinstance(wanted, list)
    stock = cards.get("stock")
    game = _seated(rules, trick, trump, hand, stock if isinstance(stock, list) else None)
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
    if data.contract is not None:  # a table that bids: the contract scores the hand
        scored = by_contract(case.rules, data.contract, data.points, data.tricks)
        award = scored.award
        out.compare("game_points", expect.game_points, award.game_points)
        out.compare("outcome", expect.outcome, scored.outcome)
        out.compare("recorded", expect.recorded, data.points)
        out.compare("named", None if expect.named is None else sorted(expect.named), [])
        out.compare("ends_match", expect.ends_match, ends_match_by_itself(
            case.rules, award.game_points, award.ends_match, award.match_winner))
        return
    out.compare("outcome", expect.outcome, "no contract: the variant does not bid")
    score = score_hand(case.rules, data.points, data.tricks, data.ties_before, data.last_trick)
    out.compare("game_points", expect.game_points, score.game_points)
    out.compare("recorded", expect.recorded, score.recorded or data.points)
    if expect.named is not None:  # the names a table of two sides gives its hands
        points, tricks = data.points, data.tricks
        named = [] if len(points) != 2 else case.rules.scoring.named(
            (points[0], points[1]), None if tricks is None else (tricks[0], tricks[1]),
            data.ties_before, data.last_trick)
        out.compare("named", sorted(expect.named), sorted(named))
    out.compare("ends_match", expect.ends_match,
                ends_match_by_itself(case.rules, score.game_points, score.ends_match, None))


def _match(case: PreparedCase, out: Outcome) -> None:
    data, expect = case.data, case.expect
    assert isinstance(data, MatchKind) and isinstance(expect, MatchExpect)
    tallies = list(tally_of(case.rules, data.hands))
    if expect.outcomes is not None:  # a table that bids: how each hand's contract ended
        out.compare("outcomes", expect.outcomes, [
            by_contract(case.rules, h.contract, h.points, h.tricks).outcome if h.contract else "no contract"
            for h in data.hands])
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
        out.compare("trump", SUIT_LETTERS[rules.suit_index(expect.trump)],
                    SUIT_LETTERS[deal.trump] if 0 <= deal.trump < 4 else "none: the auction names it")
    for name, order in (("stock", list), ("aside", sorted)):  # the stock in drawing order; aside, a set
        wanted = case.cards.get(name)
        if isinstance(wanted, list):
            out.compare(name, order(rules.names(wanted)), order(rules.names(getattr(deal, name))))
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
    "deal": _deal, "play": run_play, "redeal": _redeal, "series": _series,
    "session": _session, "standings": _standings, "seats": _seats,
    "competition": run_competition,
}


def run_case(case: PreparedCase) -> Outcome:
    out = Outcome(case)
    RUNNERS[case.kind](case, out)
    return out


def run_file(path: Path) -> list[Outcome]:
    return [run_case(case) for case in load_case_file(path).cases]
