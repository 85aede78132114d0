"""Whole matches: dealer rotation, ties carried or voided, redeals, penalties, records."""

from __future__ import annotations

import json

import pytest

from sueca_rules import load_rules, new_match
from sueca_rules.engine import Match, Tally, tally_hands
from sueca_rules.engine.autoplay import random_match
from sueca_rules.errors import IllegalMove
from sueca_rules.records import RecordError, replay

from .helpers import rules_of

ORDERED = [f"{r}{s}" for s in "SHDC" for r in ("A", "7", "K", "J", "Q", "6", "5", "4", "3", "2")]


def play_out(match: Match) -> None:
    hand = match.hand
    assert hand is not None
    while not hand.finished:
        match.play(hand.legal_cards()[0])


def test_first_dealer_from_seed_and_rotation() -> None:
    a, b = new_match("portugal", seed=11), new_match("portugal", seed=11)
    assert a.dealer == b.dealer
    first = a.dealer
    a.deal()
    play_out(a)
    assert a.dealer == (first - 1) % 4  # "the player to the right deals next"
    brazil = Match(rules_of("brazil"), seed=1, first_dealer=0)
    brazil.deal()
    play_out(brazil)
    assert brazil.dealer == 1


def test_same_seed_same_match_and_record_replays() -> None:
    rules = rules_of("mesa-brasileira")
    one, two = random_match(rules, 99), random_match(rules, 99)
    assert one.record() == two.record()
    again = replay(json.loads(json.dumps(one.record())), lambda v, o: load_rules(v, o or None))
    assert again.summary() == one.summary()


def test_a_tampered_record_does_not_replay() -> None:
    record = random_match(rules_of("portugal"), 3).record()
    record["result"]["scores"] = [0, 0]  # type: ignore[index]
    with pytest.raises(RecordError, match="does not reach the recorded result"):
        replay(record, lambda v, o: load_rules(v, o or None))


def run_hands(rules_name: str, hands: list[tuple[tuple[int, int], tuple[int, int] | None]],
              dealer: int = 0) -> list[Tally]:
    """Apply played hands (points, tricks) one after the other, as Match does."""
    return list(tally_hands(rules_of(rules_name), hands, Tally(dealer=dealer)))


def test_ties_carry_cumulatively_to_the_next_decided_hand() -> None:
    tallies = run_hands("jogos-do-rei", [((60, 60), None), ((60, 60), None), ((75, 45), None)])
    assert [t.scores for t in tallies] == [(0, 0), (0, 0), (3, 0)]  # 1 + one per tie
    assert [t.ties for t in tallies] == [1, 2, 0]
    assert [t.dealer for t in tallies] == [1, 2, 3]  # the deal passes on after a tie


def test_not_cumulative_ties_in_mesa_brasileira() -> None:
    tallies = run_hands("mesa-brasileira", [((60, 60), None), ((60, 60), None), ((75, 45), None)])
    assert tallies[-1].scores == (2, 0)


def test_no_carry_in_sueca_online() -> None:
    assert run_hands("sueca-online", [((60, 60), None), ((75, 45), None)])[-1].scores == (1, 0)


def test_void_tie_house_rule_deals_again_with_the_same_dealer() -> None:
    tallies = run_hands("variants/house/portugal-void-ties.sueca",
                        [((60, 60), None), ((95, 25), None)], dealer=2)
    assert (tallies[0].dealer, tallies[0].scores) == (2, (0, 0))
    assert (tallies[1].dealer, tallies[1].scores) == (1, (2, 0))  # no bonus when voided


def test_match_ends_at_the_target() -> None:
    tallies = run_hands("portugal", [((94, 26), None), ((30, 90), None), ((100, 20), None)])
    assert [t.scores for t in tallies] == [(2, 0), (2, 1), (4, 1)]
    assert [t.winner for t in tallies] == [None, None, 0]


def test_long_house_match_to_six() -> None:
    tallies = run_hands("variants/house/brazil-long-match.sueca",
                        [((120, 0), (9, 1)), ((61, 59), None), ((61, 59), None)])
    assert [t.winner for t in tallies] == [None, None, 0]
    assert tallies[-1].scores == (6, 0)


def test_redeal_offered_to_weak_hands_in_mesa_brasileira() -> None:
    rules = rules_of("mesa-brasileira")
    match = Match(rules, seed=0, first_dealer=0)
    # leader is seat 2 (the dealer's partner); give seat 2 only zero-point cards
    deck = list(ORDERED)
    weak = ["6S", "5S", "4S", "3S", "2S", "6H", "5H", "4H", "3H", "2H"]
    rest = [c for c in deck if c not in weak]
    # one card at a time clockwise from the dealer's left: seat 2 gets positions 1, 5, 9, ...
    order: list[str] = []
    for i in range(40):
        order.append(weak.pop(0) if i % 4 == 1 else rest.pop(0))
    hand = match.deal(deck=order)
    assert rules.hand_points(hand.hands[2]) == 0
    assert 2 in match.may_request_redeal()
    new = match.request_redeal(2)
    assert new is match.hand and match.dealer == 0 and not new.moves  # the same dealer again
    with pytest.raises(IllegalMove):
        Match(rules_of("portugal"), seed=0).request_redeal(0)


def test_no_redeal_in_portugal() -> None:
    match = new_match("portugal", seed=5)
    match.deal()
    assert match.may_request_redeal() == []


def test_bandeira_ends_the_match_at_once() -> None:
    rules = rules_of("jogos-do-rei")
    match = Match(rules, seed=0, first_dealer=1)
    # one card at a time clockwise from seat 2; the dealer (1) gets positions 3, 7, ..., 39
    spades = [f"{r}S" for r in ("A", "7", "K", "J", "Q", "6", "5", "4", "3", "2")]
    hearts = [f"{r}H" for r in ("A", "7", "K", "J", "Q", "6", "5", "4", "3", "2")]
    others = [c for c in ORDERED if c[-1] in "DC"]
    deck = []
    for i in range(40):
        deck.append(spades.pop(0) if i % 4 == 3 else hearts.pop(0) if i % 4 == 1 else others.pop(0))
    hand = match.deal(deck=deck)
    assert hand.trump == 0 and hand.deal.trump_holder == 1
    while not hand.finished:
        match.play(hand.legal_cards()[0])
    result = hand.result()
    assert result.tricks == (0, 10) and result.points == (0, 120)
    assert result.score.bandeira and result.game_points == (0, 4)
    assert match.winner == 1 and match.over


def test_penalty_accusation_after_the_last_trick_resettles() -> None:
    rules = rules_of("portugal")
    # find a hand with a revoke: play with mischief until one appears, accuse after the end
    for seed in range(500):
        m = Match(rules, seed=seed, first_dealer=0)
        hand = m.deal()
        while not hand.finished:
            cards = hand.hands[hand.turn]
            legal = hand.legal_cards()
            odd = [c for c in cards if c not in legal]
            m.play(odd[0] if odd and not hand.revokes else legal[0])
        if hand.revokes:
            culprit = hand.revokes[0][0] % 2
            before = list(m.scores)
            m.accuse(1 - culprit)
            assert m.scores[1 - culprit] == 1 and m.scores[culprit] == 0, before
            assert hand.result().settled_by == "revoke"
            with pytest.raises(IllegalMove, match="already settled"):
                m.accuse(1 - culprit)
            return
    pytest.fail("no revoke found")


def test_a_match_refuses_play_before_a_deal_and_after_the_end() -> None:
    match = new_match("sueca-online", seed=1)
    with pytest.raises(IllegalMove, match="no hand has been dealt"):
        match.play("AS")
    finished = random_match(rules_of("sueca-online"), 1)
    assert finished.over
    with pytest.raises(IllegalMove, match="the match is over"):
        finished.deal()
