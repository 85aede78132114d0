"""Benchmarks of simulation at tables of other shapes than the usual (Python engine only: the
compiled kernel plays the usual table): a two-player game with a stock, a 52-card deck with a
stock, six players in three pairs, and five players bidding for the trump with a called
partner. Each is a small variant of `portugal`, written here (not bundled) and read from a
temporary file.

`sueca-rules bench` measures them after the usual table's loops, in rounds of their own, so
that the usual table's ratios are measured exactly as before.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .simulate import Run, SerialRunner, simulate

# (name, what it is, the variant as YAML)
SHAPES: tuple[tuple[str, str, str], ...] = (
    ("two_stock", "two players, three cards each, a stock", """\
variant: bench-two-stock
extends: portugal
title: Bench, two players and a stock
table: {players: 2, sides: each, hand: 3, undealt: stock}
stock: {first: winner, trump_card: last, must_follow: false}
deal:
  alternative: null
  standard: {shuffles: dealer, cuts: right, packet: 1, rotation: anticlockwise, dealer: last, trump: stock-bottom}
"""),
    ("deck52_stock", "four players, 52 cards, ten each, a stock", """\
variant: bench-52-stock
extends: portugal
title: Bench, 52 cards and a stock
deck:
  ranks: [A, "7", K, J, Q, "10", "9", "8", "6", "5", "4", "3", "2"]
  removed: []
  points: {A: 11, "7": 10, K: 4, J: 3, Q: 2}
table: {hand: 10, undealt: stock}
stock: {first: winner, trump_card: last, must_follow: true}
deal:
  alternative: null
  standard: {shuffles: right, cuts: left, packet: 10, rotation: clockwise, dealer: last, trump: stock-bottom}
"""),
    ("six_three_pairs", "six players in three pairs, six cards each, four set aside", """\
variant: bench-six-three
extends: portugal
title: Bench, six players in three pairs
table: {players: 6, sides: 3, hand: 6, undealt: aside}
scoring:
  hands: [{min: 41, max: 90, games: 1}, {min: 91, max: 120, games: 2}]
deal:
  alternative: null
  standard: {shuffles: right, cuts: left, packet: 3, rotation: clockwise, dealer: last, trump: last-card}
"""),
    ("five_auction", "five players bidding for the trump, a called partner", """\
variant: bench-five-auction
extends: portugal
title: Bench, five players and an auction
table: {players: 5, sides: each}
deal:
  alternative: null
  standard: {shuffles: right, cuts: left, packet: 4, rotation: anticlockwise, dealer: last, trump: bid}
bidding: {lowest: 65, step: 5}
contract:
  made: {effects: [{to: declarers, games: 1}]}
  all_tricks: {effects: [{to: declarers, games: 2}]}
  failed: {effects: [{to: declarers, games: -1, floor: null}, {to: defenders, games: 1}]}
"""),
)
BOTS = ("random", "greedy")


@dataclass(frozen=True)
class ShapeSpeed:
    """Hands per CPU second of simulate at a table of another shape, with random and greedy bots."""

    name: str  # stable, for scripts
    what: str
    random: float
    greedy: float


def shape_runs(hands: int) -> dict[str, dict[str, Run]]:
    """The runs measured: per shape, per bot, `hands` hands of it on the Python engine."""
    runs: dict[str, dict[str, Run]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, _, text in SHAPES:
            path = Path(folder) / f"{name}.yaml"
            path.write_text(text, encoding="utf-8")
            runs[name] = {bot: Run.of(str(path), {}, (bot, bot), "hands", hands, 0) for bot in BOTS}
    return runs


def _rate(run: Run) -> float:
    start = time.process_time()
    counts = simulate(run.tasks(), SerialRunner())
    elapsed = max(time.process_time() - start, 1e-9)
    assert counts["hands"] == run.total
    return run.total / elapsed


def shape_speeds(hands: int, repeat: int, step: Callable[[str], None] | None = None) -> tuple[ShapeSpeed, ...]:
    """The best of `repeat` interleaved rounds of simulate-random and simulate-greedy at each
    shape, `hands` hands a round."""
    runs = shape_runs(hands)
    best = {(name, bot): 0.0 for name in runs for bot in BOTS}
    for round_ in range(repeat):
        if step:
            step(f"other tables, round {round_ + 1} of {repeat}")
        for name, by_bot in runs.items():
            for bot, run in by_bot.items():
                best[name, bot] = max(best[name, bot], _rate(run))
    return tuple(ShapeSpeed(name, what, best[name, "random"], best[name, "greedy"]) for name, what, _ in SHAPES)


def shape_lines(shapes: tuple[ShapeSpeed, ...]) -> list[str]:
    """The text lines of the other tables' speeds."""
    found = ["other tables (simulate on the Python engine; the kernel plays the usual table only):"]
    for shape in shapes:
        ratio = shape.greedy / shape.random if shape.random else 0.0
        found.append(f"  {shape.what + ':':<62}random {shape.random:>7,.0f} hands/s, greedy "
                     f"{shape.greedy:>7,.0f} hands/s (greedy / random {ratio:.2f}x)")
    return found
