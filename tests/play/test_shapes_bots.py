"""Bots at tables of other shapes (#22): legal cards, bids and calls on every shape, what they
infer with a stock, the worlds the expert imagines, and the expert's strength."""

from __future__ import annotations

import random

import pytest

from sueca_rules.engine import Match
from sueca_rules.engine.view import SeatView
from sueca_rules.kernel import Uncovered, kernel_tables
from sueca_rules.play.bidder import call_for, default_call, strengths
from sueca_rules.play.bots import GreedyBot, RandomBot, make_bot
from sueca_rules.play.evidence import Evidence
from sueca_rules.play.seen import View, calls_of
from sueca_rules.play.shape_expert import ShapeExpert
from sueca_rules.play.simulate import Run, SerialRunner, simulate
from sueca_rules.play.stats import by_name, statistics
from sueca_rules.play.worlds import deal_world, knowledge, suit_masks

from .shapes import SHAPES, path_of, play_hand, rules_of


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_every_bot_plays_only_legal_cards_bids_and_calls(shape: str, bot: str) -> None:
    """Many seeded hands, each bot at every seat: play_hand asserts each bid, call and card."""
    rules = rules_of(shape)
    for seed in range(12):
        match = Match(rules, seed)
        bots = [make_bot(bot, rules, random.Random(seed * 10 + seat)) for seat in range(rules.table.players)]
        for _ in range(2):
            if match.over:
                break
            play_hand(match, bots)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("bot", ["expert", "playout"])
def test_the_experts_play_only_legal_cards_on_every_shape(shape: str, bot: str) -> None:
    rules = rules_of(shape)
    assert isinstance(kernel_tables(rules), Uncovered)  # the Python search plays these
    for seed in range(2):
        match = Match(rules, seed)
        expert = make_bot(bot, rules, random.Random(seed))
        assert isinstance(expert, ShapeExpert)
        expert.playouts = 24  # a light search: legality, not strength, is tested here
        others = [GreedyBot(rules, random.Random(seat)) for seat in range(rules.table.players)]
        bots = [expert if rules.table.side_of[seat] == 0 else others[seat] for seat in range(rules.table.players)]
        play_hand(match, bots)
        assert expert.decisions > 0


def test_greedy_never_calls_a_card_it_holds_where_the_variant_forbids_it() -> None:
    rules = rules_of("five_auction")
    assert rules.bidding is not None and rules.bidding.called_card and not rules.bidding.call_own
    greedy = GreedyBot(rules, random.Random(1))
    called = 0
    for seed in range(200):
        match = Match(rules, seed)
        hand = match.deal()
        for seat in range(rules.table.players):
            view = SeatView(seat, hand)
            trump, card = greedy.call(view)
            assert card is not None and card not in hand.hands[seat]
            assert (trump, card) in calls_of(rules, view)
            # the strongest card of its best suit that it does not hold: the Ace or the 7 mostly
            assert card // rules.deck.per_suit == trump
            called += card % rules.deck.per_suit <= 1
    assert called > 0.8 * 200 * rules.table.players


def test_greedy_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    rules = rules_of("five_auction")
    strong = [rules.card(c) for c in ["AS", "7S", "KS", "JS", "QS", "AH", "7H", "AD"]]
    weak = [rules.card(c) for c in ["2S", "3H", "4D", "5C", "6C", "2H", "3D", "4C"]]
    assert max(strengths(rules, strong)) > rules.bidding.lowest > max(strengths(rules, weak))  # type: ignore[union-attr]
    match = Match(rules, 3)
    hand = match.deal()
    seat = match.state.auction.turn  # type: ignore[union-attr]
    hand.hands[seat][:] = strong  # (a hand standing in for the dealt one: the bot reads only it)
    greedy = GreedyBot(rules, random.Random(0))
    view = SeatView(seat, hand, source=match.state)
    assert greedy.bid(view) == rules.bidding.lowest  # type: ignore[union-attr]
    assert call_for(rules, view) == (0, rules.card("6S"))  # spades, the strongest spade it lacks
    hand.hands[seat][:] = weak
    assert greedy.bid(view) is None


def test_a_bot_without_bid_or_call_still_plays_an_auction() -> None:
    """The table passes for it; as the auction's winner it names its longest suit and the
    first card it may call."""
    rules = rules_of("five_auction")

    class Lowest:
        def choose(self, view: View) -> int:
            return min(view.legal)

    match = Match(rules, 5)
    random_bot = RandomBot(rules, random.Random(5))
    play_hand(match, [Lowest(), random_bot, random_bot, random_bot, random_bot])
    assert match.state.hand is not None and match.state.hand.finished
    for seed in range(30):
        hand = Match(rules, seed).deal()
        view = SeatView(0, hand)
        trump, card = default_call(rules, view)
        lengths = [sum(1 for c in hand.hands[0] if c // 10 == s) for s in range(4)]
        assert trump == max(range(4), key=lambda s: (lengths[s], -s))
        assert (trump, card) == next(c for c in calls_of(rules, view) if c[0] == trump)


def test_a_table_of_bots_that_never_bid_is_made_to_bid_at_last() -> None:
    """Bots of your own pass every auction: after MAX_VOID_DEALS deals passed in a row, the
    first bidder is made to bid the lowest, and the hand is played under its call."""
    from sueca_rules.play.sides import MAX_VOID_DEALS

    run = Run.of(path_of("five_auction"), {}, ("sueca_rules.play.user:lowest",) * 2, "hands", 6, 2)
    counts = simulate(run.tasks(), SerialRunner())
    assert counts["hands"] == counts["contracts"] == counts["forced_bids"] == 6
    assert counts["all_passed"] == 6 * MAX_VOID_DEALS and counts["deals"] == 6 * (MAX_VOID_DEALS + 1)
    assert counts["bid_points"] == 6 * rules_of("five_auction").bidding.lowest  # type: ignore[union-attr]


def test_a_void_lasts_until_the_seat_draws_again() -> None:
    """52 cards with a stock, suits followed while it lasts: a seat that does not follow shows a
    void, forgotten when it draws after the trick (the card drawn may be of that suit); once the
    stock is empty the voids stay, and a later card of the suit proves a revoke."""
    rules = rules_of("deck52_stock")
    per = rules.deck.per_suit
    evidence = Evidence(rules)
    rounds = (rules.deck.size - 4 * rules.deals.hand_size) // 4
    spade, heart = 0, per  # the Ace of spades, the Ace of hearts
    evidence.note_card(0, spade, None, 2)
    evidence.note_card(1, heart, 0, 2)  # seat 1 does not follow spades
    assert evidence.shown_out(1) == ["S"]
    evidence.end_trick()  # every seat draws
    assert evidence.shown_out(1) == []
    evidence.note_card(1, spade + 1, None, 2)  # a spade now is no revoke
    assert not evidence.proven
    for _ in range(rounds - 1):
        evidence.end_trick()
    evidence.note_card(0, spade + 2, None, 2)
    evidence.note_card(1, heart + 2, 0, 2)  # the stock is empty: a void for good
    evidence.end_trick()
    assert evidence.shown_out(1) == ["S"]
    evidence.note_card(1, spade + 3, None, 2)
    assert evidence.proven == {1}


def test_no_void_is_shown_where_the_stock_lets_a_player_not_follow() -> None:
    rules = rules_of("two_stock")  # must-follow false while the stock lasts
    evidence = Evidence(rules)
    evidence.note_card(0, 0, None, 1)
    evidence.note_card(1, 10, 0, 1)
    assert evidence.shown_out(1) == []


@pytest.mark.parametrize("shape", SHAPES)
def test_the_unseen_cards_hide_the_stock_and_the_cards_set_aside(shape: str) -> None:
    """What a seat has not seen: every card it has not seen played, but the card face up under
    the stock — never which of them the others hold."""
    rules = rules_of(shape)
    match = Match(rules, 2)
    greedy = [GreedyBot(rules, random.Random(s)) for s in range(rules.table.players)]

    def check(match: Match, seat: int, view: object) -> None:
        hand = match.state.hand
        assert hand is not None
        played = {c for t in hand.tricks for c in t.cards} | set(hand.trick)
        expected = {c for c in rules.deck.cards if c not in played and c not in hand.hands[seat]}
        if hand.stock and hand.deal.trump_card == hand.stock[-1]:
            expected.discard(hand.stock[-1])
        unseen = match.view(seat).unseen_mask
        assert {c for c in rules.deck.cards if unseen >> c & 1} == expected

    play_hand(match, greedy, check)


@pytest.mark.parametrize("shape", SHAPES)
def test_every_world_respects_what_the_seat_knows(shape: str) -> None:
    """At every decision of a greedy hand, worlds deal each seat its true number of cards, the
    stock its own (the card under it last), the cards set aside theirs, every unseen card once,
    no card of a suit a seat showed out of, and the declarer never its called card."""
    rules = rules_of(shape)
    players = rules.table.players
    suits = suit_masks(rules)
    per = rules.deck.per_suit
    rng = random.Random(4)
    checked = 0

    def check(match: Match, seat: int, view: object) -> None:
        nonlocal checked
        hand = match.state.hand
        assert hand is not None
        know = knowledge(rules, SeatView(seat, source=match.state))
        assert know.left == [len(h) for h in hand.hands]
        assert know.stock == len(hand.stock)
        for other in range(players):  # the truth satisfies what the seat knows
            held = {c // per for c in hand.hands[other]}
            assert not any(know.voids[other] >> s & 1 for s in held), (other, know.voids[other])
        for _ in range(8):
            world = deal_world(know, rng, suits)
            assert world is not None
            assert [len(world[s]) for s in range(players)] == know.left
            assert len(world[players]) == len(hand.stock) and len(world[players + 1]) == rules.deals.aside
            if hand.stock and hand.deal.trump_card == hand.stock[-1]:
                assert world[players][-1] == hand.stock[-1]
            dealt = [c for place in world for c in place]
            assert len(dealt) == len(set(dealt))
            assert set(dealt) == {c for c in rules.deck.cards if not know.played >> c & 1}
            for other in range(players):
                assert not any(know.voids[other] >> (c // per) & 1 for c in world[other])
                assert not any(know.barred[other] >> c & 1 for c in world[other])
            checked += 1

    for seed in range(2):
        match = Match(rules, seed)
        play_hand(match, [GreedyBot(rules, random.Random(s)) for s in range(players)], check)
    assert checked > 0


def test_the_declarer_is_never_dealt_the_card_it_called() -> None:
    rules = rules_of("five_auction")
    suits = suit_masks(rules)
    rng = random.Random(1)
    seen = 0
    for seed in range(20):
        match = Match(rules, seed)
        bots = [GreedyBot(rules, random.Random(s)) for s in range(5)]

        def check(match: Match, seat: int, view: object) -> None:
            nonlocal seen
            hand = match.state.hand
            assert hand is not None and hand.contract is not None
            contract = hand.contract
            if seat == contract.declarer or contract.called in hand.moves:
                return
            know = knowledge(rules, SeatView(seat, source=match.state))
            for _ in range(5):
                world = deal_world(know, rng, suits)
                assert world is not None and contract.called not in world[contract.declarer]
                seen += 1

        play_hand(match, bots, check)
    assert seen > 100


def test_the_expert_beats_random_at_two_with_a_stock() -> None:
    """Over seeded matches of the two-player stock game (the simulation's expert, in Python),
    the expert wins nearly every match and most hands, by a wide margin of game points."""
    run = Run.of(path_of("two_stock"), {}, ("expert", "random"), "matches", 8, 11)
    stats = by_name(statistics(simulate(run.tasks(), SerialRunner())))
    assert stats["side 0 wins the match"].value >= 7 / 8
    assert stats["team 0 wins the hand"].low > 0.6
    margin = stats["side 0 game points per hand"].value - stats["side 1 game points per hand"].value
    assert margin > 0.5, margin


def test_greedy_beats_random_on_every_shape_with_sides() -> None:
    for shape in ("two_stock", "deck52_stock"):
        run = Run.of(path_of(shape), {}, ("greedy", "random"), "hands", 600, 3)
        stats = by_name(statistics(simulate(run.tasks(), SerialRunner())))
        assert stats["team 0 wins the hand"].low > 0.5, shape
