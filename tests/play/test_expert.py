"""The expert's imagined worlds agree with everything its seat knows, and nothing more."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sueca_rules.engine import Match
from sueca_rules.play.bots import GreedyBot
from sueca_rules.play.expert import ExpertBot
from sueca_rules.play.seen import SeatView

from ..conftest import BUNDLED, run_cli
from ..engine.helpers import rules_of
from ..loaded import load_rules


def _check_worlds_through_a_game(name: str, seed: int) -> int:
    """At every card of a greedy hand, the seat to move imagines worlds; check them all.
    Returns the number of positions checked."""
    rules = rules_of(name)
    match = Match(rules, seed)
    hand = match.deal()
    greedy = GreedyBot(rules, random.Random(seed))
    views = [SeatView(s, hand) for s in range(4)]
    checked = 0
    while not hand.finished:
        checked += 1
        expert = ExpertBot(rules, random.Random(seed), playouts=1)
        know = expert._knowledge(views[hand.turn])
        # the true hands satisfy what the seat knows
        for seat in range(4):
            if seat == hand.turn:
                continue
            held = hand.masks[seat]
            assert bin(held).count("1") == know.left[seat]
            for suit in range(4):
                if know.voids[seat] >> suit & 1:
                    assert not held >> (10 * suit) & 1023, (seat, suit)
        for world in (expert._world(know) for _ in range(20)):
            others = [world[s] for s in range(4) if s != hand.turn]
            assert world[hand.turn] == know.mine
            union = 0
            for seat in range(4):
                if seat == hand.turn:
                    continue
                assert bin(world[seat]).count("1") == know.left[seat]
                assert not union & world[seat]
                union |= world[seat]
                for suit in range(4):
                    if know.voids[seat] >> suit & 1:
                        assert not world[seat] >> (10 * suit) & 1023
            assert union == know.unseen and len(others) == 3
            if know.trump_card is not None and know.holder is not None:
                assert world[know.holder] >> know.trump_card & 1
        match.play(greedy.choose(views[hand.turn]))
    return checked


# the usual table's worlds (four seats of ten); the worlds of other shapes are the shape expert's
# (tests/play/test_shapes_bots.py)
USUAL = [name for name in BUNDLED if rules_of(name).setup.usual]


@pytest.mark.parametrize("name", USUAL)
def test_worlds_respect_counts_voids_and_the_trump_card(name: str) -> None:
    for seed in range(3):
        assert _check_worlds_through_a_game(name, seed) == 40


def test_the_expert_remembers_what_a_player_view_let_it_see() -> None:
    """Asked at every turn with the engine's PlayerView (review: last trick only), the expert
    knows the same voids as with the full memory of a SeatView."""
    rules = rules_of("portugal")
    match = Match(rules, 11)
    hand = match.deal()
    remembering = ExpertBot(rules, random.Random(1), playouts=1)
    greedy = GreedyBot(rules, random.Random(2))
    lazy = SeatView(1, hand)
    checked = 0
    while not hand.finished:
        if hand.turn == 1:
            from_memory = remembering._knowledge(match.view(1))
            from_view = ExpertBot(rules, random.Random(1), playouts=1)._knowledge(lazy)
            assert from_memory.voids == from_view.voids and from_memory.tricks == from_view.tricks
            checked += 1
        match.play(greedy.choose(match.view(hand.turn)))
    assert checked == 10


def test_the_same_seed_gives_the_same_choices() -> None:
    rules = rules_of("brazil")
    match = Match(rules, 5)
    hand = match.deal()
    view = SeatView(hand.turn, hand)
    first = ExpertBot(rules, random.Random(9), playouts=60).choose(view)
    assert first == ExpertBot(rules, random.Random(9), playouts=60).choose(view)
    assert first in hand.legal


BLIND = 'variant blind extends portugal "No trick looked at again"\nplay {\n  review none\n}\n'


@pytest.mark.parametrize("review", ["none", "last-trick"])
def test_the_expert_plays_whatever_a_player_view_shows(tmp_path: Path, review: str) -> None:
    """The terminal game asks its bots with the engine's PlayerView, which shows the finished
    tricks only as far as the variant lets a player look again, and only at the bot's turns
    (a forced card included). Bots in every seat, one of them joining mid-hand with no memory
    at all, play whole hands: every card legal, and what each knows of the tricks (per team)
    fits the card points it sees, so the scoring never refuses the hands it imagines."""
    (tmp_path / "blind.sueca").write_text(BLIND, encoding="utf-8")
    rules = load_rules(str(tmp_path / "blind.sueca")) if review == "none" else rules_of("portugal")
    assert rules.view.review == (0 if review == "none" else 1)
    values = sorted(rules.deck.points)
    decisions = 0
    for seed in range(8):
        match = Match(rules, seed)
        hand = match.deal()
        bots = {seat: ExpertBot(rules, random.Random(seed + seat), playouts=24) for seat in range(4)}
        while not hand.finished:
            if len(hand.tricks) == 5 and hand.turn == 2:
                bots[2] = ExpertBot(rules, random.Random(seed), playouts=24)  # remembers nothing
            view = match.view(hand.turn)
            know = bots[hand.turn]._knowledge(view)
            for team in (0, 1):
                cards = 4 * know.tricks[team]
                assert sum(values[:cards]) <= view.points[team] <= sum(values[len(values) - cards:])
                assert know.tricks[team] or not view.points[team]
            assert sum(know.tricks) == view.tricks_done
            card = bots[hand.turn].choose(view)
            decisions += len(view.legal) > 1
            assert card in view.legal
            match.play(card)
    assert decisions > 100


@pytest.mark.parametrize("bot", ["expert", "playout"])
@pytest.mark.parametrize("review", ["none", "last-trick"])
def test_a_terminal_game_against_the_experts_is_played_to_the_end_and_saved(
        tmp_path: Path, bot: str, review: str) -> None:
    """F1: seeds where the playout expert once lost count of the tricks the terminal's view no
    longer showed (and the game ended on 'team 0 took no trick'): a real `play` process,
    against each expert, in a variant where no trick may be looked at again and one where only
    the last may, played to the end of the match; the record saved and replayed."""
    (tmp_path / "blind.sueca").write_text(BLIND, encoding="utf-8")
    variant = "blind.sueca" if review == "none" else "portugal"
    for seed in (3, 3000):
        record = tmp_path / f"p{seed}.json"
        done = run_cli("play", "--lang", "en", variant, "--seed", str(seed), "--bot", bot, "-o", str(record),
                       input_text="1\ny\n" * 1000, cwd=tmp_path, timeout=120)
        assert done.returncode == 0, done.stderr
        assert "error" not in done.stderr and "win the match" in done.stdout
        replayed = run_cli("replay", str(record), cwd=tmp_path)
        assert replayed.returncode == 0, replayed.stderr
