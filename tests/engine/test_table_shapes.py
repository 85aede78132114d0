"""The engine at tables of other shapes (#22): seats and sides, a stock drawn after each trick,
cards set aside, and an auction for the trump with a secret called partner — each rule
checked on hands built by hand, against what the rule says, not against the engine's output."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.compiled.rules import Rules
from sueca_rules.engine import Match, deal_cards
from sueca_rules.engine.actions import Phase
from sueca_rules.engine.bidding import Bid, Call, Pass
from sueca_rules.engine.hand import Hand
from sueca_rules.engine.machine import apply, new_state
from sueca_rules.errors import IllegalMove

from ..loaded import load_rules

Write = Callable[[str, str], Path]

BISCA = """variant bisca extends portugal
table {
  players 2
  sides each
  hand 3
  undealt stock
}
stock {
  first winner
  trump-card last
  must-follow no
}
deal standard {
  shuffles dealer
  cuts right
  packet 1
  rotation anticlockwise
  dealer last
  trump stock-bottom
}
deal alternative none
"""

SIX = """variant six extends portugal
table {
  players 6
  sides 3
  hand 6
  undealt aside
  aside-points last-trick
}
deal standard {
  shuffles right
  cuts left
  packet 3
  rotation clockwise
  dealer last
  trump last-card
}
deal alternative none
scoring {
  41..90 -> 1
  91..120 -> 2
}
"""

AUCTION = """variant leilao extends portugal
table {
  players 5
  sides each
}
deal standard {
  shuffles right
  cuts left
  packet 4
  rotation anticlockwise
  dealer last
  trump bid
}
deal alternative none
bidding {
  first next
  bids 65..120 step 5
  pass final
  all-pass redeal
  partner called-card
  call-own no
  leads declarer
}
contract {
  made declarers scores 1
  all-tricks declarers scores 2
  failed declarers loses 1 no-floor and defenders scores 1
}
"""


def rules_of(write: Write, text: str) -> Rules:
    return load_rules(str(write("v.sueca", text)))


def test_two_players_draw_after_each_trick_the_winner_first_and_the_turned_card_last(write: Write) -> None:
    rules = rules_of(write, BISCA)
    deck = list(range(40))  # top card first: dealt one at a time, the dealer last
    deal = deal_cards(rules, 0, deck)
    assert sorted(map(len, deal.hands)) == [3, 3] and len(deal.stock) == 34
    assert deal.stock[-1] == deal.trump_card == deck[6] and deal.trump_holder is None
    assert deal.trump == deck[6] // rules.deck.per_suit
    hand = Hand(rules, deal)
    stock_before = list(hand.stock)
    leader = hand.turn
    first = hand.legal[0]
    hand.play(first)
    other = hand.legal[0]
    trick = hand.play(other)
    assert trick is not None
    winner = trick.winner
    # the winner drew the stock's first card, the other seat the second
    assert stock_before[0] in hand.hands[winner] and stock_before[1] in hand.hands[1 - winner]
    assert len(hand.stock) == 32 and all(len(h) == 3 for h in hand.hands)
    assert leader in (0, 1) and hand.turn == winner
    while hand.stock:  # play on until the stock is empty: the turned card is the last drawn
        hand.play(hand.legal[0])
        hand.play(hand.legal[0])
    assert hand.trump_holder is not None and deal.trump_card in hand.hands[hand.trump_holder]


def test_free_play_while_the_stock_lasts_then_follow_suit(write: Write) -> None:
    rules = rules_of(write, BISCA)
    hand = Hand(rules, deal_cards(rules, 0, list(range(40))))
    per = rules.deck.per_suit
    while hand.stock:
        hand.play(hand.legal[0])
        # while the stock lasts the second player may play any card it holds
        assert set(hand.legal) == set(hand.hands[hand.turn])
        hand.play(hand.legal[0])
    led = hand.legal[0]
    hand.play(led)
    held = hand.hands[hand.turn]
    same = [c for c in held if c // per == led // per]
    assert set(hand.legal) == set(same or held)  # once it is empty: follow suit when able


def test_six_players_in_three_pairs_sit_apart_and_the_aside_points_go_with_the_last_trick(write: Write) -> None:
    rules = rules_of(write, SIX)
    assert rules.table.side_of == (0, 1, 2, 0, 1, 2)  # partners opposite: seats 0 and 3
    rng = random.Random(7)
    for dealer in range(6):
        deck = list(rules.deck.cards)
        rng.shuffle(deck)
        deal = deal_cards(rules, dealer, deck)
        assert len(deal.aside) == 4 and all(len(h) == 6 for h in deal.hands)
        hand = Hand(rules, deal)
        while not hand.finished:
            hand.play(rng.choice(hand.legal))
        last = hand.teams[hand.tricks[-1].winner]
        taken = [sum(t.points for t in hand.tricks if hand.teams[t.winner] == side) for side in range(3)]
        taken[last] += rules.hand_points(deal.aside)
        assert hand.points == taken and sum(hand.points) == rules.deck.total_points
        score = hand.result().score
        best = max(hand.points)
        if hand.points.count(best) > 1:
            assert score.tie and not any(score.game_points)
        else:
            winner = hand.points.index(best)
            # portugal's bands from a sixth of the points, and its bandeira (every trick: 4)
            expect = 4 if hand.tricks_won[winner] == rules.deals.tricks else 1 if best <= 90 else 2
            assert score.game_points == tuple(expect if s == hand.points.index(best) else 0 for s in range(3))


def test_a_trick_of_six_is_won_by_the_highest_trump_else_the_highest_of_the_suit_led(write: Write) -> None:
    rules = rules_of(write, SIX)
    per = rules.deck.per_suit
    c = rules.card
    hands = [[c("KH")], [c("AH")], [c("2S")], [c("5H")], [c("7S")], [c("QD")]]
    from sueca_rules.engine import deal_from_hands

    hand = Hand(rules, deal_from_hands(rules, 5, hands, trump=0))
    leader = hand.turn
    order = [rules.seat_at(leader, i) for i in range(6)]
    for seat in order:
        hand.play(hands[seat][0])
    trick = hand.tricks[0]
    assert trick.winner == 4 and trick.points == 4 + 11 + 10 + 2  # the 7 of trumps (spades)
    assert rules.deck.per_suit == per


def _auction(write: Write) -> tuple[Rules, Match]:
    rules = rules_of(write, AUCTION)
    return rules, Match(rules, seed=11)


def test_the_auction_goes_round_bids_rise_by_the_step_and_a_pass_is_final(write: Write) -> None:
    rules, match = _auction(write)
    hand = match.deal()
    state = match.state
    assert state.phase is Phase.BID and hand.legal == ()
    first = (match.dealer + rules.table.step) % 5
    assert state.auction is not None and state.auction.turn == first
    with pytest.raises(IllegalMove, match="the auction is not over"):
        hand.play(hand.hands[hand.turn][0])
    before = dict(vars(state.auction))
    for wrong in (60, 67, 125):
        with pytest.raises(IllegalMove):
            match.bid(wrong)
        assert dict(vars(state.auction)) == before  # refused: nothing changed
    match.bid(65)
    second = state.auction.turn
    match.bid(None)  # passes: out of the auction
    with pytest.raises(IllegalMove):
        match.bid(65)  # not above the bid to beat
    match.bid(80)
    for _ in range(3):
        match.bid(None)
    assert second in state.auction.out and state.phase is Phase.CALL and state.auction.bidder is not None


def test_the_called_card_makes_a_secret_partner_and_the_contract_scores_each_player(write: Write) -> None:
    rules, match = _auction(write)
    hand = match.deal()
    state = match.state
    assert state.auction is not None
    declarer = state.auction.turn
    match.bid(120)  # the highest bid ends the auction at once
    assert state.phase is Phase.CALL
    mine = set(hand.hands[declarer])
    own = next(iter(mine))
    with pytest.raises(IllegalMove, match="your own hand"):
        match.call(0, own)
    called = next(card for card in rules.deck.cards if card not in mine)
    partner = next(seat for seat, cards in enumerate(hand.hands) if called in cards)
    match.call(2, called)
    contract = hand.contract
    assert contract is not None and contract.partner == partner and hand.trump == 2
    assert set(contract.seats) == {declarer, partner} and hand.turn == declarer
    teams = hand.teams
    assert [seat for seat in range(5) if teams[seat] == 0] == sorted({declarer, partner})
    defender = next(seat for seat in range(5) if seat not in (declarer, partner))
    view = match.view(defender)
    if partner != declarer:
        assert view.teams[partner] is None and view.teams[declarer] == 0  # secret to a defender
    assert match.view(partner).teams == teams  # the partner knows
    before = state.tally.scores
    while not hand.finished:
        match.play(hand.legal_cards()[0])
    made = hand.points[0] >= 120
    every = hand.tricks_won[0] == rules.deals.tricks
    gained = [a - b for a, b in zip(state.tally.scores, before, strict=True)]
    for seat in range(5):
        if seat in contract.seats:
            assert gained[seat] == (2 if every else 1 if made else -1)
        else:
            assert gained[seat] == (0 if made or every else 1)


def test_every_player_passing_voids_the_deal_dealt_again_by_the_same_dealer(write: Write) -> None:
    _, match = _auction(write)
    dealer = match.dealer
    first = match.deal()
    for _ in range(5):
        match.bid(None)
    assert match.state.phase is Phase.DEAL and match.dealer == dealer and first.finished
    assert list(match.scores) == [0, 0, 0, 0, 0]
    again = match.deal()
    assert again.deal.deck != first.deal.deck


def test_the_state_machine_lists_and_applies_the_auction_actions(write: Write) -> None:
    rules = rules_of(write, AUCTION)
    state = new_state(rules)
    rng = random.Random(3)
    from sueca_rules.engine.machine import draw, legal_actions

    apply(rules, state, draw(rules, state, rng))
    apply(rules, state, draw(rules, state, rng))
    actions = legal_actions(state)
    assert Pass(state.auction.turn) in actions and Bid(state.auction.turn, 65) in actions
    assert all(isinstance(a, Bid | Pass) for a in actions)
    apply(rules, state, Bid(state.auction.turn, 120))
    calls = legal_actions(state)
    assert calls and all(isinstance(a, Call) for a in calls)
    held = set(state.hand.hands[calls[0].seat])
    assert not any(call.card in held for call in calls)  # never a card of its own


THREE = """variant three extends portugal
table {
  players 3
  sides each
  hand 3
  undealt stock
}
deck {
  removed 8 9 10 CARD
}
scoring {
  41..120 -> 1
  bandeira none
  tie nobody-scores
}
stock {
  first winner
  trump-card last
  must-follow no
}
deal standard {
  shuffles dealer
  cuts left
  packet 1
  rotation anticlockwise
  dealer last
  trump stock-bottom
}
deal alternative none
"""


@pytest.mark.parametrize("removed", ["2C", "2S", "6D", "4H"])  # no points: the total stays 120
def test_the_card_turned_for_trump_sets_its_own_suit_in_a_deck_with_one_card_out(write: Write, removed: str) -> None:
    """A single card taken out leaves 39 cards and a hole in its suit: a card's suit is still the
    one its name says (reader22 saw 2♠ turned and hearts played as trumps, 4♣ and no trump)."""
    rules = load_rules(str(write("three.sueca", THREE.replace("CARD", removed))))
    assert rules.deck.size == 39 and removed not in [rules.name(c) for c in rules.deck.cards]
    suits = "SHDC"
    seen = set()
    for seed in range(120):
        match = Match(rules, seed=seed)
        hand = match.deal()
        turned = rules.name(hand.deal.trump_card)
        assert hand.trump == suits.index(turned[-1]), (seed, turned, hand.trump)
        seen.add(turned[-1])
    assert seen == set(suits)  # every suit was turned at least once
