"""Simulation at tables of other shapes (#22): the auction and the stock driven, statistics per
side that add up, contract statistics, the same numbers whatever the workers, the kernel's
refusal, and the command line on every shape."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sueca_rules.engine import Match
from sueca_rules.kernel import Uncovered, kernel_tables
from sueca_rules.play.bots import GreedyBot
from sueca_rules.play.sides import side_points
from sueca_rules.play.simulate import ProcessRunner, Run, SerialRunner, simulate
from sueca_rules.play.stats import by_name, statistics

from ..conftest import run_cli
from .shapes import SHAPES, path_of, play_hand, rules_of


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("bots", [("random", "random"), ("greedy", "random")])
def test_the_statistics_of_many_hands_add_up(shape: str, bots: tuple[str, str]) -> None:
    """Over many hands: the sides' card points and those set aside make the deck's total in
    every hand, the sides' game points make each hand's, every decided hand has winners, and
    every contract is made or failed."""
    rules = rules_of(shape)
    hands = 400
    counts = simulate(Run.of(path_of(shape), {}, bots, "hands", hands, 9).tasks(), SerialRunner())
    sides = rules.table.sides
    assert counts["hands"] == hands
    card_points = sum(counts[f"side_card_points:{side}"] for side in range(sides))
    assert card_points + counts["aside_points"] == hands * rules.deck.total_points
    assert sum(counts[f"side_game_points:{side}"] for side in range(sides)) == counts["game_points"]
    assert counts["decided"] + counts["ties"] <= hands
    wins = sum(counts[f"side_hand_wins:{side}"] for side in range(sides))
    assert wins >= counts["decided"] > 0
    assert counts["matches"] == sum(counts[f"side_match_wins:{side}"] for side in range(sides)) + counts["draws"]
    if rules.bidding is not None:
        assert counts["contracts"] == hands
        assert counts["contracts_made"] + counts["contracts_failed"] == counts["contracts"]
        assert counts["contracts_all_tricks"] <= counts["contracts_made"]
        assert counts["decided"] == hands  # a contract is always won by one team or the other
        lowest, highest = rules.bidding.lowest, rules.bidding.highest
        assert lowest * hands <= counts["bid_points"] <= highest * hands
        assert counts["deals"] == hands + counts["all_passed"]
        names = {s.name for s in statistics(counts)}
        assert {"contracts made", "contracts failed", "bid (card points)"} <= names
    else:
        assert counts["contracts"] == 0
    if rules.deals.aside:
        assert counts["aside_points"] > 0
        assert "card points set aside per hand" in {s.name for s in statistics(counts)}


@pytest.mark.parametrize("shape", SHAPES)
def test_each_hand_takes_the_deck_less_the_cards_set_aside(shape: str) -> None:
    rules = rules_of(shape)
    for seed in range(10):
        match = Match(rules, seed)
        play_hand(match, [GreedyBot(rules, random.Random(s)) for s in range(rules.table.players)])
        hand = match.state.hand
        assert hand is not None and hand.finished
        aside = sum(rules.deck.points[c] for c in hand.deal.aside)
        assert sum(side_points(rules, hand)) + aside == rules.deck.total_points
        assert sum(hand.points) + aside == rules.deck.total_points
        assert len(hand.tricks) == rules.deals.tricks


@pytest.mark.parametrize("shape", SHAPES)
def test_the_same_seed_gives_the_same_numbers_on_any_number_of_workers(shape: str) -> None:
    run = Run.of(path_of(shape), {}, ("greedy", "random"), "hands", 500, 4)
    assert run.chunks > 2
    assert simulate(run.tasks(), ProcessRunner(2)) == simulate(run.tasks(), SerialRunner())
    matches = Run.of(path_of(shape), {}, ("random", "greedy"), "matches", 45, 4)
    assert simulate(matches.tasks(), ProcessRunner(2)) == simulate(matches.tasks(), SerialRunner())


def test_the_expert_plays_the_same_games_on_any_number_of_workers() -> None:
    run = Run.of(path_of("two_stock"), {}, ("expert", "greedy"), "hands", 24, 2)
    assert run.chunks > 1
    assert simulate(run.tasks(), ProcessRunner(2)) == simulate(run.tasks(), SerialRunner())


@pytest.mark.parametrize("shape", SHAPES)
def test_the_kernel_declares_each_shape_not_covered_at_the_rule_that_asks_for_it(shape: str) -> None:
    found = kernel_tables(rules_of(shape))
    assert isinstance(found, Uncovered) and found.path
    run = Run.of(path_of(shape), {}, ("random", "random"), "hands", 20_000, 1, engine="auto")
    assert run.engine == "python" and "the kernel does not cover" in run.engine_reason


@pytest.mark.parametrize("shape", SHAPES)
def test_engine_kernel_refuses_another_shape_where_the_file_asks_for_it(shape: str) -> None:
    result = run_cli("simulate", path_of(shape), "--hands", "10", "--engine", "kernel")
    assert result.returncode == 2, result.stderr
    message = result.stderr.strip()
    assert message.startswith(f"sueca-rules: error: {path_of(shape)}:")  # file:line:column
    assert "--engine kernel: the compiled kernel cannot play this run" in message
    assert "the kernel does not cover" in message and "leave --engine out" in message


@pytest.mark.parametrize("shape", SHAPES)
def test_simulate_and_compare_run_on_every_shape_with_every_bot(shape: str) -> None:
    rules = rules_of(shape)
    for bots, hands in (("random", "300"), ("greedy,random", "300"), ("expert,random", "4")):
        result = run_cli("simulate", path_of(shape), "--hands", hands, "--bot", bots, "--workers", "2",
                         "--format", "json", timeout=300)
        assert result.returncode == 0, result.stderr
        data = json.loads(result.stdout)
        names = {s["name"] for s in data["statistics"]}
        assert {f"side {side} game points per hand" for side in range(rules.table.sides)} <= names
        assert data["engine"]["name"] == "python"
    result = run_cli("compare", path_of(shape), "portugal", "--hands", "200", "--bot", "greedy",
                     "--workers", "2", "--format", "json", timeout=300)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)["results"]
    names = {s["name"] for s in found[path_of(shape)]}
    assert "side 0 game points per hand" in names
    assert ("contracts made" in names) == (rules.bidding is not None)
    text = run_cli("compare", path_of(shape), "portugal", "--hands", "200", "--bot", "greedy", timeout=300)
    assert text.returncode == 0, text.stderr
    assert "side 0" in text.stdout  # the first variant's own statistics are shown


def test_the_title_names_the_sides_each_bot_plays() -> None:
    result = run_cli("simulate", path_of("six_three_pairs"), "--hands", "50", "--bot", "greedy,random")
    assert result.returncode == 0, result.stderr
    assert "greedy (side 0) vs random (sides 1 and 2)" in " ".join(result.stdout.split())
    usual = run_cli("simulate", "portugal", "--hands", "50", "--bot", "greedy,random")
    assert "greedy (team 0) vs random (team 1)" in " ".join(usual.stdout.split())


def test_the_usual_table_counts_no_sides() -> None:
    counts = simulate(Run.of("portugal", {}, ("greedy", "random"), "hands", 300, 1).tasks(), SerialRunner())
    assert not [name for name in counts.tally if name.startswith(("side_", "contract"))]
    stats = by_name(statistics(counts))
    assert "side 0 wins the hand" not in stats and "team 0 wins the hand" in stats


def test_four_seats_in_pairs_with_cards_set_aside_play_every_hand_to_its_end(tmp_path: Path) -> None:
    """Four seats in pairs, ten ranks a suit, but nine cards each and four set aside: not the
    usual table (whose fast path counts ten tricks), so every hand ends after nine."""
    path = tmp_path / "four-nine.yaml"
    path.write_text(FOUR_NINE, encoding="utf-8")
    counts = simulate(Run.of(str(path), {}, ("greedy", "random"), "hands", 200, 1).tasks(), SerialRunner())
    assert counts["hands"] == 200
    assert counts["side_card_points:0"] + counts["side_card_points:1"] + counts["aside_points"] == 200 * 120


FOUR_NINE = """\
variant: four-nine
extends: portugal
title: Four seats, nine cards each, four set aside
table: {hand: 9, undealt: aside}
deal:
  alternative: null
  standard: {shuffles: right, cuts: left, packet: 3, rotation: clockwise, dealer: last, trump: last-card}
"""
