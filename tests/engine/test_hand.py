"""Playing a hand: turn order, following suit, refusal vs accusation, views."""

from __future__ import annotations

import json

import pytest

from sueca_rules.engine import view_of
from sueca_rules.errors import IllegalMove

from .helpers import hand_of, names, rules_of

# 003's example: "Spades are trumps. Anna leads K♥. Ben plays A♥ (11), Carla – Anna's partner –
# has no hearts and trumps with 2♠, Dan plays 5♥." In Portugal play goes to the right.
EXAMPLE = {3: "KH 3C", 2: "AH 4C", 1: "2S 5C", 0: "5H 6C"}


def test_003_example_trick_anticlockwise() -> None:
    rules = rules_of("portugal")
    hand = hand_of(rules, EXAMPLE, trump="S", dealer=0)  # dealer 0: seat 3 (right) leads
    assert hand.turn == 3
    for card in ("KH", "AH", "2S"):
        assert hand.play(card) is None
    trick = hand.play("5H")
    assert trick is not None and (trick.winner, trick.points) == (1, 15)
    assert hand.points == [0, 15] and hand.turn == 1  # Carla's team; the winner leads next


def test_turn_order_clockwise_in_brazil() -> None:
    hand = hand_of(rules_of("brazil"), {1: "AS", 2: "2S", 3: "3S", 0: "4S"}, trump="H")
    assert hand.turn == 1
    hand.play("AS")
    assert hand.turn == 2


def test_must_follow_suit_when_able_and_free_when_void() -> None:
    rules = rules_of("jogos-do-rei")
    hand = hand_of(rules, {1: "KH 2C", 2: "AH 3H 2S KD", 3: "4C 5D", 0: "6C 7D"}, trump="S")
    hand.play("KH")
    assert sorted(names(rules, hand.legal_cards())) == ["3H", "AH"]
    hand.play("3H")
    assert sorted(hand.legal_moves()) == ["4C", "5D"]  # void in hearts: any card


def test_refused_card_explains_and_changes_nothing() -> None:
    rules = rules_of("jogos-do-rei")  # "a carta fora da regra não é aceita ... escolhe outra"
    hand = hand_of(rules, {1: "KH 2C", 2: "AH 3H 2S KD", 3: "4C 5D", 0: "6C 7D"}, trump="S")
    hand.play("KH")
    before = json.dumps(hand.state())
    with pytest.raises(IllegalMove) as info:
        hand.play("2S")
    assert info.value.rule == "must-follow" and info.value.card == "2S"
    assert "you must follow suit — hearts were led and you hold hearts" in str(info.value)
    assert json.dumps(hand.state()) == before
    with pytest.raises(IllegalMove, match="does not hold 7D") as other:
        hand.play("7D")
    assert other.value.rule == "not-in-hand" and json.dumps(hand.state()) == before
    hand.play("AH")  # the player chooses again


def test_revoke_is_accepted_and_remembered_under_accusation() -> None:
    rules = rules_of("portugal")
    hand = hand_of(rules, {3: "KH 2C", 2: "AH 3H", 1: "2S 4S", 0: "5H 6C"}, trump="S")
    hand.play("KH")
    hand.play("3H")  # seat 2 holds AH as well: legal
    assert hand.legal_moves() == ["2S", "4S"] or set(hand.legal_moves()) == {"2S", "4S"}
    hand.play("2S")
    hand.play("6C")  # seat 0 holds 5H: a revoke, accepted
    assert hand.revokes == [(0, 0)]
    accusation = hand.accuse(1)  # team 1 (seats 1, 3) accuses team 0
    assert accusation.proven and hand.finished
    result = hand.result()
    assert (result.game_points, result.settled_by) == ((0, 1), "revoke")


def test_false_accusation_without_penalty_lets_play_go_on() -> None:
    rules = rules_of("portugal")
    hand = hand_of(rules, {3: "KH 2C", 2: "AH 3H", 1: "2S 4S", 0: "5H 6C"}, trump="S")
    hand.play("KH")
    accusation = hand.accuse(0)
    assert not accusation.proven and not accusation.settles and not hand.finished
    hand.play("AH")


def test_false_accusation_is_punished_in_mesa_brasileira() -> None:
    rules = rules_of("mesa-brasileira")
    hand = hand_of(rules, {2: "KH 2C", 3: "AH 3H", 0: "2S 4S", 1: "5H 6C"}, trump="S", dealer=0)
    hand.play("KH")
    assert not hand.accuse(1).proven and hand.finished
    assert (hand.result().game_points, hand.result().settled_by) == ((1, 0), "false-accusation")


def test_proven_revoke_wins_the_match_in_mesa_brasileira() -> None:
    rules = rules_of("mesa-brasileira")
    hand = hand_of(rules, {2: "KH 2C", 3: "AH 3H", 0: "2S 4S", 1: "5H 6C"}, trump="S", dealer=0)
    hand.play("KH")
    hand.play("3H")
    hand.play("2S")  # seat 0 has no hearts: fine
    hand.play("6C")  # seat 1 holds 5H: revoke
    assert hand.accuse(0).proven
    assert hand.result().match_winner == 0


def test_accusation_is_refused_where_illegal_cards_are_refused() -> None:
    hand = hand_of(rules_of("sueca-online"), {3: "KH", 2: "AH", 1: "2S", 0: "5H"}, trump="S")
    with pytest.raises(IllegalMove, match="illegal cards are refused"):
        hand.accuse(0)


def test_must_trump_house_rule(write: object) -> None:
    from sueca_rules.compiled import compile_rules
    from sueca_rules.source.resolve import resolve_text
    from sueca_rules.source.text import SourceText

    spec = resolve_text(SourceText("t.sueca", "variant t extends jogos-do-rei\n"
                                              "play {\n  when-void must-trump\n}\n")).spec
    rules = compile_rules(spec)
    hand = hand_of(rules, {1: "KH", 2: "2S 4C", 3: "AH", 0: "5H"}, trump="S")
    hand.play("KH")
    assert hand.legal_moves() == ["2S"]
    with pytest.raises(IllegalMove, match="without hearts you must trump"):
        hand.play("4C")


def test_after_ten_tricks_the_hand_is_over() -> None:
    rules = rules_of("portugal")
    hand = hand_of(rules, {3: "KH", 2: "AH", 1: "2S", 0: "5H"}, trump="S")
    for card in ("KH", "AH", "2S", "5H"):
        hand.play(card)
    assert not hand.finished  # a hand's ending: only one trick given, but ten make a hand
    with pytest.raises(IllegalMove, match="does not hold"):
        hand.play("3D")


def test_view_shows_what_a_seat_may_know() -> None:
    rules = rules_of("portugal")  # trump on view until played; only the last trick reviewed
    hand = hand_of(rules, {3: "KH 2C", 2: "AH 3H", 1: "2S 4S", 0: "5H 6C"}, trump="S")
    view = view_of(hand, 2)
    assert view.hand == tuple(sorted(rules.card(c) for c in ("AH", "3H")))
    assert view.legal == () and view.to_move == 3
    for card in ("KH", "3H", "2S", "5H"):
        hand.play(card)
    after = view_of(hand, 1)
    assert after.past_tricks == (((3, rules.card("KH")), (2, rules.card("3H")),
                                  (1, rules.card("2S")), (0, rules.card("5H"))),)
    assert after.legal == tuple(hand.legal_cards()) and after.points == (0, 4)


def test_trump_card_visibility_by_variant() -> None:
    rules = rules_of("portugal")
    hand = hand_of(rules, {3: "KH 2C", 2: "AH 3H", 1: "2S 4S", 0: "5H 6C"}, trump="C",
                   trump_card="6C")
    assert view_of(hand, 1).trump_card == rules.card("6C")
    for card in ("KH", "AH", "2S", "6C"):  # the dealer (0) revokes with the trump card
        hand.play(card)
    assert view_of(hand, 1).trump_card is None  # until played
    rei = rules_of("jogos-do-rei")
    hand = hand_of(rei, {1: "KH 2C", 2: "AH 3H", 3: "2S 4S", 0: "5H 6C"}, trump="C",
                   trump_card="6C")
    for card in ("KH", "AH", "2S", "5H", "3H", "4S", "6C"):  # the dealer trumps with it
        hand.play(card)
    assert view_of(hand, 1).trump_card == rei.card("6C")  # "durante a mão inteira"
