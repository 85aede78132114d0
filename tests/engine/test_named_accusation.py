"""Accusing one named opponent (`illegal { accused player }`): only that player's cards prove
the revoke, naming the wrong one is a false accusation, and an accusation with no seat (or a
partner's) is refused and changes nothing; records keep the seat and replay."""

from __future__ import annotations

import json
import random

import pytest

from sueca_rules import Match, load_rules
from sueca_rules.engine.actions import Accuse
from sueca_rules.engine.autoplay import play_randomly
from sueca_rules.engine.machine import legal_actions
from sueca_rules.errors import IllegalMove, SuecaError
from sueca_rules.records import replay

from .helpers import hand_of

NAMED = "variant named extends portugal\nillegal { accused player; false-accusation games 1 play-on }\n"
# Portugal, dealer 0: seat 3 leads AH, seat 2 follows, seat 1 holds 4H and plays QC (a revoke)
HANDS = {3: "AH 2C", 2: "KH 3C", 1: "QC 4H", 0: "JH 5C"}


@pytest.fixture(scope="module")
def named(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("named") / "named.sueca"
    path.write_text(NAMED, encoding="utf-8")
    return load_rules(str(path))


def revoked(rules):  # type: ignore[no-untyped-def]
    hand = hand_of(rules, HANDS, trump="S")
    for card in ("AH", "KH", "QC"):
        hand.play(card)
    assert hand.revokes == [(1, 0)]
    return hand


def test_naming_the_player_who_revoked_proves_it(named) -> None:  # type: ignore[no-untyped-def]
    hand = revoked(named)
    found = hand.accuse(0, 1)
    assert found.proven and found.seat == 1 and hand.finished
    assert (hand.result().game_points, hand.result().settled_by) == ((1, 0), "revoke")


def test_naming_his_partner_is_a_false_accusation(named) -> None:  # type: ignore[no-untyped-def]
    hand = revoked(named)
    found = hand.accuse(0, 3)  # seat 3 played by the rules: the accusers are wrong
    assert not found.proven and found.penalty is not None
    assert found.penalty.cause == "false-accusation" and found.penalty.offenders == 0
    assert not hand.finished  # play-on: the false accusation's game counts, the hand goes on


@pytest.mark.parametrize(("seat", "rule"), [(None, "accused-seat"), (2, "accused-partner"),
                                            (0, "accused-partner"), (4, "accused-seat"),
                                            ("1", "accused-seat")])
def test_a_missing_or_wrong_seat_is_refused_and_changes_nothing(named, seat, rule) -> None:  # type: ignore[no-untyped-def]
    hand = revoked(named)
    before = json.dumps(hand.state())
    with pytest.raises(IllegalMove) as err:
        hand.accuse(0, seat)
    assert err.value.rule == rule
    assert json.dumps(hand.state()) == before


def test_where_a_team_is_accused_a_seat_is_optional_and_the_team_answers() -> None:
    rules = load_rules("portugal")
    hand = revoked(rules)
    assert hand.accuse(0, 3).proven  # the team is accused: its other player's card proves it
    with pytest.raises(IllegalMove, match="own team"):
        revoked(rules).accuse(0, 2)


def test_legal_actions_name_each_opponent(named) -> None:  # type: ignore[no-untyped-def]
    match = Match(named, seed=3)
    match.deal()
    accusations = {a for a in legal_actions(match.state) if isinstance(a, Accuse)}
    assert accusations == {Accuse(0, 1), Accuse(0, 3), Accuse(1, 0), Accuse(1, 2)}
    portugal = Match(load_rules("portugal"), seed=3)
    portugal.deal()
    assert {a for a in legal_actions(portugal.state) if isinstance(a, Accuse)} == {Accuse(0), Accuse(1)}


def test_the_record_keeps_the_seat_and_replays(named) -> None:  # type: ignore[no-untyped-def]
    match = Match(named, seed=5)
    hand = match.deal()
    while not hand.finished and not hand.revokes:
        held, legal = hand.hands[hand.turn], hand.legal_cards()
        illegal = [c for c in held if c not in legal]
        match.play(illegal[0] if illegal else legal[0])
    culprit = hand.revokes[0][0]
    wrong = (culprit + 2) % 4
    assert not match.accuse(1 - culprit % 2, wrong).proven
    assert match.accuse(1 - culprit % 2, culprit).proven
    play_randomly(match, random.Random(1), 0.0, 200)  # the match played out: a record has a result
    record = match.record()
    accusations = [a for a in record["hands"][0]["actions"] if a[0] == "accuse"]
    assert accusations == [["accuse", 1 - culprit % 2, wrong], ["accuse", 1 - culprit % 2, culprit]]
    again = replay(json.loads(json.dumps(record)), lambda variant, options: named)
    assert again.record() == record
    edited = json.loads(json.dumps(record))
    edited["hands"][0]["actions"][-1 - record["hands"][0]["actions"][::-1].index(accusations[-1])] = \
        ["accuse", 1 - culprit % 2, wrong]  # the wrong player named: the record no longer replays
    with pytest.raises(SuecaError):
        replay(edited, lambda variant, options: named)
