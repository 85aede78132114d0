"""Seats as expressions in the state machine: the older settings play exactly as the seat
expressions docs/dsl-reference.md says they are sugar for, and the last trick's winner is
remembered across a redeal."""

from __future__ import annotations

import random

import pytest

from sueca_rules.compiled import Rules, compile_rules
from sueca_rules.engine import deal_from_hands
from sueca_rules.engine.actions import AskRedeal, FirstDealer, Phase
from sueca_rules.engine.machine import apply, draw, new_state
from sueca_rules.source.resolve import resolve_text
from sueca_rules.source.text import SourceText

from ..conftest import ROOT

Row = tuple[int, int | None, int | None, int, tuple[int, ...]]


def rules_of(body: str, parent: str = "portugal") -> Rules:
    spec = resolve_text(SourceText("t.sueca", f"variant t extends {parent}\n{body}\n")).spec
    return compile_rules(spec)


def played(rules: Rules, hands: int, seed: int) -> list[Row]:
    """The first `hands` hands, chance seeded, each card the first legal one: each hand's
    dealer, shuffler, cutter, first leader and the winners of its tricks."""
    state = new_state(rules, log=False, history=False)
    apply(rules, state, FirstDealer(1))
    rng = random.Random(seed)
    rows: list[Row] = []
    while len(rows) < hands and state.phase is not Phase.OVER:
        apply(rules, state, draw(rules, state, rng))
        hand = state.hand
        assert hand is not None
        while state.phase in (Phase.REDEAL, Phase.PLAY) and state.hand is hand:
            apply(rules, state, hand.legal[0])
        deal = hand.deal
        rows.append((deal.dealer, deal.shuffler, deal.cutter, deal.leader,
                     tuple(t.winner for t in hand.tricks)))
    return rows


# (the row of the reference's table, an older setting of that row on Portugal, the seats block
# it is sugar for): Portugal deals to the right, shuffles right, cuts left and leads right, so
# each setting below is one Portugal does not already have (the next player is the one on the
# right under Portugal's direction: those rows play clockwise)
SUGAR = [
    ("dealer { next left }", "dealer { next left }", "seats { deals moves left }"),
    ("dealer { next next }", "direction clockwise\ndealer { next next }",
     "direction clockwise\nseats { deals moves with-play }"),
    ("deal NAME { shuffles right }", "deal standard { shuffles left }\ndeal alternative { shuffles left }",
     "seats { shuffles left-of dealer }"),
    ("deal NAME { cuts left }", "deal standard { cuts right }\ndeal alternative { cuts right }",
     "seats { cuts right-of dealer }"),
    ("deal NAME { cuts nobody }", "deal standard { cuts nobody }\ndeal alternative { cuts nobody }",
     "seats { cuts nobody }"),
    ("play { first-lead right }", "play { first-lead left }", "seats { leads left-of dealer }"),
    ("play { first-lead next }", "direction clockwise\nplay { first-lead next }",
     "direction clockwise\nseats { leads next-of dealer }"),
    ("play { first-lead partner }", "play { first-lead partner }", "seats { leads partner-of dealer }"),
    ("play { first-lead cutter }", "play { first-lead cutter }", "seats { cuts left-of dealer; leads cutter }"),
]


@pytest.mark.parametrize(("row", "older", "seats"), SUGAR, ids=[o.split("\n")[-1] for _, o, _ in SUGAR])
def test_an_older_setting_plays_as_the_seats_it_is_sugar_for(row: str, older: str, seats: str) -> None:
    a, b = rules_of(older), rules_of(seats)
    assert a.deals.plans == b.deals.plans and a.table.next_dealer == b.table.next_dealer
    games = played(a, 6, seed=11)
    assert games == played(b, 6, seed=11)
    assert len({game[:4] for game in games}) > 1  # the roles moved: the test saw something
    assert played(rules_of(""), 6, seed=11) != games  # and Portugal plays otherwise


def test_the_reference_lists_each_older_setting() -> None:
    text = (ROOT / "docs" / "dsl-reference.md").read_text(encoding="utf-8")
    table = text.split("### What the older settings are sugar for")[1].split("\n## ")[0]
    for row, _, _ in SUGAR:
        assert f"| `{row}`" in table, row


def test_the_last_tricks_winner_still_leads_after_a_redeal() -> None:
    rules = rules_of("redeal { leader-below 10; others-below 5; then same-dealer }\n"
                     "seats { leads last-winner else left-of dealer }", parent="brazil")
    state = new_state(rules, log=False, history=False)
    apply(rules, state, FirstDealer(0))
    rng = random.Random(4)
    apply(rules, state, draw(rules, state, rng))
    hand = state.hand
    assert hand is not None
    while state.phase in (Phase.REDEAL, Phase.PLAY):
        apply(rules, state, hand.legal[0])
    winner = hand.tricks[-1].winner
    dealer = state.tally.dealer
    assert winner != (dealer + 1) % 4, "the seed must tell the winner from the 'else' seat"
    # the next deal: the winner holds no card worth a point, and asks for a new one
    zero = [rules.card(f"{r}{s}") for s in "SHDC" for r in "65432"]
    pool = [c for c in range(40) if c not in zero[:10]]
    others = iter((pool[:10], pool[10:20], pool[20:30]))
    cards = [zero[:10] if seat == winner else next(others) for seat in range(4)]
    apply(rules, state, deal_from_hands(rules, dealer, cards, 0, None, rules.deals.default))
    assert state.hand is not None and state.hand.deal.leader == winner
    assert winner in state.redeals
    apply(rules, state, AskRedeal(winner))
    apply(rules, state, draw(rules, state, rng))
    assert state.hand is not None and state.hand.deal.dealer == dealer
    assert state.hand.deal.leader == winner  # not the first hand's seat: the hand before stands
