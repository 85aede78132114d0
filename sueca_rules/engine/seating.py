"""Who sits where and in which role: each hand's shuffler, cutter and first leader from the
table's seat plan (:class:`~sueca_rules.compiled.groups.SeatPlan`), and the card draw that
forms the table (:class:`~sueca_rules.compiled.groups.FormingRules`).

A deal made by :func:`~.deal.deal_cards` knows its dealer and procedure, not where the match
is; :func:`seated` gives it the roles of the hand `turn` of the plan (and the leader after
the last trick's winner of the hand before, where the plan says so). The state machine seats
every deal it applies and every deal chance draws, so a record replays the same roles.
"""

from __future__ import annotations

import random
from itertools import pairwise
from typing import NamedTuple

from ..compiled.cards import CARDS
from ..compiled.rules import Rules
from .deal import Deal


def seated(rules: Rules, deal: Deal, turn: int, last_winner: int | None) -> Deal:
    """`deal` with the roles of hand `turn` of the seat plan (`last_winner`: the seat that won
    the last trick of the hand before, None for none). The deal itself where nothing moves."""
    seats = rules.table.seats
    if seats is None or not seats.moves:
        return deal
    plan = rules.deals.plans[deal.procedure]
    players = rules.table.players
    t = turn % seats.period
    dealer = deal.dealer

    def at(offsets: tuple[int | None, ...]) -> int | None:
        offset = offsets[t % len(offsets)]
        return None if offset is None else (dealer + offset) % players

    leader = at(plan.leaders)
    if seats.after_winner is not None and last_winner is not None:
        leader = (last_winner + seats.after_winner) % players
    assert leader is not None
    shuffler, cutter = at(plan.shufflers), at(plan.cutters)
    if (leader, shuffler, cutter) == (deal.leader, deal.shuffler, deal.cutter):
        return deal
    return deal._replace(leader=leader, shuffler=shuffler, cutter=cutter)


def roles_at(rules: Rules, first_dealer: int, hands: int) -> list[tuple[int, int | None, int | None, int]]:
    """The first `hands` hands of a match whose deal passes on every hand, as (dealer,
    shuffler, cutter, leader) — the seat plan read as a table says it (no last trick's winner:
    the first hand's leader throughout)."""
    out = []
    dealer, turn = first_dealer, 0
    name = rules.deals.default
    plan = rules.deals.plans[name]
    players = rules.table.players
    for _ in range(hands):
        t = turn % max(len(plan.leaders), len(plan.shufflers), len(plan.cutters), 1)

        def at(offsets: tuple[int | None, ...], t: int = t, dealer: int = dealer) -> int | None:
            offset = offsets[t % len(offsets)]
            return None if offset is None else (dealer + offset) % players

        leader = at(plan.leaders)
        assert leader is not None
        out.append((dealer, at(plan.shufflers), at(plan.cutters), leader))
        dealer, turn = rules.table.passed(dealer, turn)
    return out


class TableDraw(NamedTuple):
    """A card draw that formed the table: the cards each player drew, round by round (a round
    holds the players still tied, in order), the first dealer's seat and who sits where."""

    rounds: tuple[tuple[tuple[int, int], ...], ...]  # ((player, card), ...) per round
    first_dealer: int
    seating: tuple[int, ...]  # seat -> player


def judge(rules: Rules, rounds: tuple[tuple[tuple[int, int], ...], ...]) -> TableDraw:
    """The table the drawn cards make (the forming rules): the players ranked by their cards
    (equal ranks by the next round, or by suit), the first dealer, the seats. ValueError for
    rounds that do not rank the four players (a tie left undrawn)."""
    forming = rules.table.forming
    assert forming is not None
    keys = _draw_keys(rules, rounds, forming.suit_order)
    order = sorted(keys, key=lambda p: keys[p])  # the highest first
    for a, b in pairwise(order):
        if keys[a] == keys[b]:
            raise ValueError(f"players {a} and {b} drew equal cards: they draw again")
    first = order[-1] if forming.lowest_deals else order[0]
    players = rules.table.players
    if not forming.seats_by_draw:
        return TableDraw(rounds, first, tuple(range(players)))
    rest = [p for p in order if p != first]
    partner = {1: order[1] if first == order[0] else order[-2],
               2: order[-1] if first == order[0] else order[0]}.get(forming.pairing, rest[1])
    others = [p for p in rest if p != partner]
    seating = [0] * players
    # the first dealer keeps the seat he drew from; the partner opposite, the higher of the
    # others on his left
    seat = first % players
    for offset, player in ((0, first), (2, partner), (1, others[0]), (3, others[1])):
        seating[(seat + offset) % players] = player
    dealer_seat = seating.index(first)
    return TableDraw(rounds, dealer_seat, tuple(seating))


def draw_table(rules: Rules, rng: random.Random) -> TableDraw:
    """Chance's draw for the table, from `rng`: a shuffled deck, each player in turn taking
    the top card, the players still tied taking the next cards, until the draw decides."""
    deck = list(range(CARDS))
    rng.shuffle(deck)
    players = rules.table.players
    rounds: list[tuple[tuple[int, int], ...]] = []
    drawing = list(range(players))
    top = 0
    while True:
        draw = []
        for player in drawing:
            if top == len(deck):  # the deck ran out: shuffle it again
                rng.shuffle(deck)
                top = 0
            draw.append((player, deck[top]))
            top += 1
        rounds.append(tuple(draw))
        try:
            return judge(rules, tuple(rounds))
        except ValueError:
            drawing = _tied(rules, tuple(rounds))


def _draw_keys(rules: Rules, rounds: tuple[tuple[tuple[int, int], ...], ...],
               by_suit: bool) -> dict[int, list[int]]:
    """Each player's drawn cards as ranks for the draw, round by round (with `by_suit`, equal
    ranks told apart by the suit order)."""
    forming = rules.table.forming
    assert forming is not None
    rank = forming.draw_rank
    keys: dict[int, list[int]] = {p: [] for p in range(rules.table.players)}
    for draw in rounds:
        for player, card in draw:
            keys[player].append(rank[card] * 4 + card // 10 if by_suit else rank[card])
    return keys


def _tied(rules: Rules, rounds: tuple[tuple[tuple[int, int], ...], ...]) -> list[int]:
    keys = _draw_keys(rules, rounds, False)
    return sorted(p for p in keys if sum(keys[p] == keys[q] for q in keys) > 1)
