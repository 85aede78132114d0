"""The simulation's table plays by the engine's rules: its traced games replay through Match."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from sueca_rules.compiled import Rules
from sueca_rules.engine import Match
from sueca_rules.play.evidence import Evidence
from sueca_rules.play.simulate import Run
from sueca_rules.play.table import Table, Trace, rules_of

from ..conftest import BUNDLED, ROOT


def replay_through_match(rules: Rules, match: dict[str, Any]) -> None:
    """Play a traced match with the engine's Match and check every hand's game points."""
    engine = Match(rules, None, first_dealer=match["first_dealer"])
    hands = match["hands"]

    def deal(hand: dict[str, Any]) -> None:
        engine.deal(hand["procedure"], hand["deck"], hand["cut"], hand.get("pick"))

    deal(hands[0])
    for index, hand in enumerate(hands):
        assert engine.dealer == hand["dealer"]
        redealt = False
        for action in hand["actions"]:
            kind, value = action[0], action[1]
            if kind == "play":
                engine.play(value)
            elif kind == "accuse":
                engine.accuse(value)
            elif kind == "declare":
                engine.declare(value, action[2])
            elif kind == "bid":  # [bid, seat, points]: the auction, at a table that bids
                engine.bid(action[2])
            elif kind == "pass":
                engine.bid(None)
            elif kind == "call":  # [call, seat, trump, card]
                engine.call(action[2], action[3] if len(action) > 3 else None)
            else:
                following = hands[index + 1]
                engine.request_redeal(value, following["procedure"], following["deck"],
                                      following["cut"], following.get("pick"))
                redealt = True
        if redealt:
            continue
        result = engine.entries[-1].result
        if engine.over and result is None:  # won mid-hand by a penalty after which play went on
            break
        assert result is not None and list(result.game_points) == hand["game_points"], index
        if index + 1 < len(hands):
            deal(hands[index + 1])
    assert engine.scores == match["scores"] and engine.winner == match["winner"]


HOUSE = [str(ROOT / "variants" / "house" / f"{name}.sueca") for name in
         ("mesa-calada", "app-trunfo-sorteado", "torneio", "corte-escolhe", "porto-dobra",
          "alentejo-montar")]


@pytest.mark.parametrize("name", [*BUNDLED, *HOUSE], ids=lambda n: n.rsplit("/", 1)[-1])
@pytest.mark.parametrize("bots", [("greedy", "random"), ("random", "random")])
def test_traced_tables_replay_identically_through_match(name: str, bots: tuple[str, str]) -> None:
    run = Run.of(name, {}, bots, "matches", 3, 17, revoke_rate=0.03, accuse_rate=0.1,
                 infraction_rate=0.3)
    task = next(run.tasks())
    trace = Trace()
    Table(task, trace).run()
    assert len(trace.matches) == 3
    rules = rules_of(task.spec, task.options)
    for match in trace.matches:
        replay_through_match(rules, match)


def test_tracing_does_not_change_the_game() -> None:
    task = next(Run.of("portugal", {}, ("greedy", "greedy"), "hands", 150, 3, revoke_rate=0.02).tasks())
    assert Table(task).run() == Table(task, Trace()).run()


def test_the_fast_path_and_the_careful_path_count_alike() -> None:
    """Random bots without mischief take the engine's own loop; with a trace, the careful one."""
    task = next(Run.of("brazil", {}, ("random", "random"), "hands", 200, 8).tasks())
    fast = Table(task)
    assert fast.fast
    careful = Table(replace(task), Trace())
    assert not careful.fast
    assert fast.run() == careful.run()


def test_evidence_proves_a_revoke_and_infers_voids_under_must_trump() -> None:
    from sueca_rules import load_rules
    from sueca_rules.engine import Trick

    rules = load_rules("jogos-do-rei")  # must-follow; let us check the trump inference
    seen = Evidence(rules)
    cards = tuple(rules.card(c) for c in ("KH", "AH", "2S", "5H"))
    leader = 0
    seen.note_trick(Trick((leader, cards, 0, 15)), rules.suit_index("C"))
    thrower = rules.seat_at(leader, 2)
    assert "H" in seen.shown_out(thrower)
    assert ("C" in seen.shown_out(thrower)) == rules.must_trump  # no club trump when void
    assert not seen.proven
    seen.note_card(thrower, rules.card("3H"), rules.suit_index("D"), rules.suit_index("C"))
    assert seen.proven_against(thrower % 2) == [thrower]


@pytest.mark.parametrize("bots", [("greedy", "random"), ("random", "greedy"), ("greedy", "greedy")])
def test_every_path_plays_the_same_game(bots: tuple[str, str]) -> None:
    task = next(Run.of("portugal", {}, bots, "hands", 200, 9).tasks())
    assert Table(task).run() == Table(task, Trace()).run()
