"""The compiled kernel plays as the engine does: the same cards for greedy bots on given deals,
the same statistics for every bundled variant, the same numbers on any number of workers."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from pathlib import Path

import pytest

from sueca_rules.engine import Hand, deal_cards, deal_from_hands, shuffled
from sueca_rules.kernel import KernelTables, Uncovered, kernel_tables, native
from sueca_rules.kernel.flow import MatchFlow
from sueca_rules.play.bots import GreedyBot
from sueca_rules.play.fast import choose_engine
from sueca_rules.play.simulate import ProcessRunner, Run, SerialRunner, simulate
from sueca_rules.play.stats import by_name, difference, statistics

from ..conftest import BUNDLED, ROOT
from ..loaded import load_rules

HOUSE = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "variants" / "house").glob("*.sueca"))
EVERY = [*BUNDLED, *HOUSE]
# The variants the kernel does not play, and why (the simulation gives them to the Python
# engine): a table formed by a card draw, a trump card that is dealt again
UNCOVERED = {
    "variants/house/cortar-parceiros.sueca": "a table formed by drawing cards",
    "variants/house/sorteio-carioca.sueca": "a table formed by drawing cards",
    "variants/house/trunfo-sem-pontos.sueca": "cards that may not set trumps",
    "variants/house/empate-ambas-chegam.sueca": "a 60–60 that scores for both teams",
    # other tables (#22): the kernel plays four seats of ten cards, a deck of forty
    "sueca-a-dois": "a table of 2 players (the kernel plays four)",
    "sueca-52": "a deck of 13 ranks a suit (the kernel plays ten)",
    "sueca-italiana": "a table of 5 players (the kernel plays four)",
}
COVERED = [name for name in EVERY if name not in UNCOVERED]
needs_kernel = pytest.mark.skipif(native.KERNEL is None, reason=native.MISSING)


def _kernel(rules):  # type: ignore[no-untyped-def]
    tables = kernel_tables(rules)
    assert isinstance(tables, KernelTables)
    return native.KERNEL(tables.native, MatchFlow(rules, tables)), tables


def test_the_kernel_says_which_variants_it_does_not_play() -> None:
    for name in EVERY:
        rules = load_rules(name)
        tables = kernel_tables(rules)
        if name in UNCOVERED:
            assert isinstance(tables, Uncovered) and UNCOVERED[name] in tables.reason, (name, tables)
            assert choose_engine(rules, ("greedy", "random"), mischief=False)[0] == "python"
        else:
            assert isinstance(tables, KernelTables), (name, tables)


@needs_kernel
@pytest.mark.parametrize("name", COVERED)
def test_greedy_plays_the_very_same_cards_on_given_deals(name: str) -> None:
    """Every deal procedure, trump choice and play constraint: the engine's greedy bot and the
    kernel's play every card alike (so the same points and tricks), deal after deal."""
    rules = load_rules(name)
    kernel, tables = _kernel(rules)
    rng = random.Random(name)
    greedy = GreedyBot(rules, random.Random(1))
    for _ in range(150):
        deck, unused = shuffled(rules, rng)
        index = rng.randrange(len(tables.procedures))
        plan = rules.deals[tables.procedures[index]]
        pick = rng.randrange(10) if plan.trump == "dealer-random" else None
        cut = unused[:1] if plan.trump == "cut-unused" else []
        dealer = rng.randrange(4)
        hand = Hand(rules, deal_cards(rules, dealer, deck, tables.procedures[index], cut, pick))
        while not hand.finished:
            legal, seat, m = hand.legal, hand.turn, hand.masks
            unseen = (m[0] | m[1] | m[2] | m[3]) ^ m[seat]
            hand.play(legal[0] if len(legal) == 1 else
                      greedy.decide(seat, legal, hand.trick, hand.leader, hand.trump, unseen))
        points, tricks, moves = kernel.play_deal(deck, dealer, index, rules.suit_index(cut[0][-1]) if cut else 0,
                                                 pick or 0, 1, 1, 7)
        assert (points, tricks, moves) == (hand.points[0], hand.tricks_won[0], hand.moves)


def _minimax(rules, hands, trick, leader, trump, trump_played):  # type: ignore[no-untyped-def]
    """Team 0's points from here with perfect play, by trying every legal card (the engine's)."""
    if not any(hands):
        return 0
    seat = (leader + rules.step * len(trick)) % 4
    probe = Hand(rules, deal_from_hands(rules, 0, [sorted(h) for h in hands], trump, None))
    probe.trick, probe.trump_played = list(trick), trump_played
    values = []
    for card in probe._legal_for(seat):
        rest = [list(h) for h in hands]
        rest[seat].remove(card)
        cards = [*trick, card]
        if len(cards) < 4:
            values.append(_minimax(rules, rest, cards, leader, trump, trump_played))
            continue
        position = rules.trick_winner(cards, trump)
        winner = (leader + rules.step * position) % 4
        points = sum(rules.points[c] for c in cards) if winner % 2 == 0 else 0
        values.append(points + _minimax(rules, rest, [], winner, trump,
                                        trump_played or cards[position] // 10 == trump))
    return max(values) if seat % 2 == 0 else min(values)


@needs_kernel
@pytest.mark.parametrize("name", ["portugal", "variants/house/alentejo-montar.sueca"])
def test_the_exact_search_finds_the_minimax_value_of_small_endgames(name: str) -> None:
    rules = load_rules(name)
    kernel, _ = _kernel(rules)
    rng = random.Random(4)
    for case in range(60):
        deck, _ = shuffled(rules, rng)
        tricks = 1 + case % 3
        hands = [deck[s * 10:s * 10 + tricks] for s in range(4)]
        trump, leader, trump_played = rng.randrange(4), rng.randrange(4), rng.random() < 0.5
        value, _nodes = kernel.solve(hands, [], leader, trump, trump_played)
        assert value == _minimax(rules, hands, [], leader, trump, trump_played)


def _engine_stats(name: str, engine: str, hands: int, seed: int):  # type: ignore[no-untyped-def]
    run = Run.of(name, {}, ("greedy", "random"), "hands", hands, seed, engine=engine)
    return by_name(statistics(simulate(run.tasks(), SerialRunner())))


@needs_kernel
@pytest.mark.parametrize("size", [pytest.param((600, 10_000), id="seconds"),
                                  pytest.param((3000, 100_000), id="larger", marks=pytest.mark.slow)])
def test_the_kernel_statistics_are_the_engines_for_every_bundled_variant(size: tuple[int, int]) -> None:
    """Greedy against random (so that team-dependent statistics differ from half), every
    statistic of every covered bundled variant: no difference beyond chance (Bonferroni over
    all the tests at 0.1%). The larger version (marked slow) takes about a minute."""
    tests = []
    for name in COVERED:
        assert choose_engine(load_rules(name), ("greedy", "random"), mischief=False)[0] == "kernel"
        engine = _engine_stats(name, "python", size[0], 1)
        kernel = _engine_stats(name, "kernel", size[1], 2)
        tests += [(name, stat, difference(engine[stat], kernel[stat])) for stat in engine if stat in kernel]
        # a rare result seen by one run only: that the other saw none is no less likely than chance
        for stat in set(kernel) ^ set(engine):
            seen, other = (kernel, engine) if stat in kernel else (engine, kernel)
            assert stat.startswith(("matches named", "deals by", "hands settled")), (name, stat)
            chances = other["hands per match"].n if stat.startswith("matches") else other["60–60 rate"].n
            tests.append((name, stat, (1 - seen[stat].value) ** chances))
    level = 0.001 / len(tests)
    assert len(tests) > 250
    failed = [(n, s, p) for n, s, p in tests if not math.isnan(p) and p < level]
    assert not failed


@needs_kernel
def test_the_same_seed_gives_the_same_numbers_on_any_number_of_workers() -> None:
    run = Run.of("variants/house/torneio.sueca", {}, ("greedy", "greedy"), "hands", 12_000, 5, engine="kernel")
    one = simulate(run.tasks(), SerialRunner())
    two = simulate(run.tasks(), ProcessRunner(2))
    assert one == two and one["hands"] == 12_000 and one["result:virada"] > 0
    other = simulate(replace(run, seed=6).tasks(), SerialRunner())
    assert other != one


def test_what_the_kernel_does_not_cover_runs_on_the_engine_and_says_why() -> None:
    rules = load_rules("portugal")
    long_match = replace(rules, match=replace(rules.match, target=1000))
    found = kernel_tables(long_match)
    assert isinstance(found, Uncovered) and "a match to 1000" in found.reason
    engine, why = choose_engine(long_match, ("greedy", "greedy"), mischief=False)
    assert engine == "python" and "a match to 1000" in why
    assert choose_engine(rules, ("greedy", "greedy"), mischief=True) == (
        "python", "revokes, accusations and infractions are played by the Python engine")
    assert choose_engine(rules, ("greedy", "playout"), mischief=False)[1] == "the playout bot plays in Python"
    assert choose_engine(rules, ("greedy", "greedy"), mischief=False, wanted="python")[0] == "python"


@needs_kernel
def test_an_uncovered_run_asked_for_on_the_kernel_is_refused(tmp_path: Path) -> None:
    from sueca_rules.errors import ArgumentError

    with pytest.raises(ArgumentError, match="revokes, accusations and infractions"):
        Run.of("portugal", {}, ("greedy", "greedy"), "hands", 10, 1, revoke_rate=0.1, engine="kernel")


@needs_kernel
def test_the_exact_search_finds_the_minimax_value_from_inside_a_trick() -> None:
    """Positions where one to three cards of the trick are down (the seats that played them
    hold one card fewer), as the expert searches them when it decides mid-trick."""
    rules = load_rules("portugal")
    kernel, _ = _kernel(rules)
    rng = random.Random(8)
    for case in range(45):
        deck, _ = shuffled(rules, rng)
        tricks, down = 1 + case % 3, 1 + case % 4 % 3
        trump, leader = rng.randrange(4), rng.randrange(4)
        hands = [deck[s * 10:s * 10 + tricks] for s in range(4)]
        trick: list[int] = []
        for i in range(down):  # each seat plays a legal card of its own, in turn
            seat = (leader + rules.step * i) % 4
            probe = Hand(rules, deal_from_hands(rules, 0, [sorted(h) for h in hands], trump, None))
            probe.trick = list(trick)
            card = rng.choice(probe._legal_for(seat))
            hands[seat].remove(card)
            trick.append(card)
        value, _nodes = kernel.solve(hands, trick, leader, trump, False)
        assert value == _minimax(rules, hands, trick, leader, trump, False), case
