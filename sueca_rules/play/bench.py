"""Benchmarks for simulation (figures, not pass/fail; compare ratios within one run):

    python -m sueca_rules.play.bench [--matches 2000] [--hands 20000] [--expert-matches 400]

1. greedy (team 0) against random (team 1): match and hand win rates with 95% intervals;
2. the same simulation on 1 and on 2 worker processes: rates, speed-up, and equal numbers;
3. with --expert-matches N: the expert (team 0) against greedy (team 1) over N matches —
   the match win rate with its 95% interval, and the expert's time per decision.

`sueca-rules bench` prints the speeds side by side: the engine alone, simulate with random
and with greedy bots, and the expert's decisions per second (:func:`speeds`), per second of
CPU time of one process (one core), so that other work on a shared machine counts less.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from ..bench import engine_hands, handwritten_hand, rate
from ..loading import load_rules
from .simulate import Run, SerialRunner, executor_for, simulate, statistics
from .stats import by_name


def simulate_rate(run: Run) -> float:
    """Hands per second of `run` played through simulate's own path, in this process."""
    start = time.process_time()  # CPU time, as the engine's rate (bench.rate) is measured
    counts = simulate(run.tasks(), SerialRunner())
    elapsed = max(time.process_time() - start, 1e-9)
    assert counts["hands"] == run.total
    return run.total / elapsed


def expert_speed(variant: str, decisions: int, seed: int = 1) -> tuple[float, int]:
    """(seconds per expert decision, decisions timed): the expert plays greedy in `variant`
    until it has made `decisions` decisions with a choice (forced cards are not counted)."""
    from ..engine import Match
    from .bots import GreedyBot
    from .expert import ExpertBot
    from .seen import SeatView

    rules = load_rules(variant)
    expert = ExpertBot(rules, random.Random(seed))
    greedy = GreedyBot(rules, random.Random(seed + 1))
    thinking = 0.0
    match_seed = seed
    while expert.decisions < decisions:
        match = Match(rules, match_seed)
        match_seed += 1
        while not match.over and expert.decisions < decisions:
            hand = match.deal(next(iter(rules.deals)))
            views = [SeatView(s, hand, (match.scores[0], match.scores[1])) for s in range(4)]
            while not hand.finished:
                seat = hand.turn
                if seat % 2 == 0:
                    start = time.process_time()
                    card = expert.choose(views[seat])
                    thinking += time.process_time() - start
                else:
                    card = greedy.choose(views[seat])
                match.play(card)
    return thinking / expert.decisions, expert.decisions


@dataclass
class Speeds:
    variant: str
    engine: float  # hands/s
    handwritten: float  # hands/s (the Portugal loop)
    random: float  # hands/s through simulate
    greedy: float  # hands/s through simulate
    expert: float  # seconds per decision
    expert_decisions: int
    hands: int = 0  # per round of each loop
    rounds: int = 0

    def lines(self) -> list[str]:
        ms = self.expert * 1000
        return [
            f"engine ({self.variant}, public API):".ljust(37) + f"{self.engine:>9,.0f} hands/s",
            f"hand-written Portugal loop:          {self.handwritten:>9,.0f} hands/s  "
            f"(engine / hand-written: {self.engine / self.handwritten:.2f}x)",
            f"simulate, random bots:               {self.random:>9,.0f} hands/s  "
            f"(simulate-random / engine: {self.random / self.engine:.2f}x; target >= 0.9)",
            f"simulate, greedy bots:               {self.greedy:>9,.0f} hands/s  "
            f"(simulate-greedy / simulate-random: {self.greedy / self.random:.2f}x; target >= 0.5)",
            f"expert bot:                          {1 / self.expert:>9,.1f} decisions/s  "
            f"({ms:.1f} ms a decision over {self.expert_decisions}; target <= 50 ms)",
            f"(per second of this process's CPU time, one core; the best of {self.rounds} interleaved "
            f"round{'s' if self.rounds != 1 else ''} of {self.hands:,} hands per loop)",
        ]


def speeds(variant: str, hands: int, repeat: int, expert_decisions: int,
           step: Callable[[str], None] | None = None) -> Speeds:
    """Best of `repeat` interleaved rounds of each loop (noise hurts all alike), then the expert."""
    engine = engine_hands(variant)
    best = {"engine": 0.0, "handwritten": 0.0, "random": 0.0, "greedy": 0.0}
    runs = {bots: Run.of(variant, {}, (bots, bots), "hands", hands, 0) for bots in ("random", "greedy")}
    for round_ in range(repeat):
        loops: tuple[tuple[str, Callable[[], float]], ...] = (
            ("engine", partial(rate, engine, hands, round_)),
            ("handwritten", partial(rate, handwritten_hand, hands, round_)),
            ("random", partial(simulate_rate, runs["random"])),
            ("greedy", partial(simulate_rate, runs["greedy"])))
        for name, measure in loops:
            if step:
                step(f"{name}, round {round_ + 1} of {repeat}")
            best[name] = max(best[name], measure())
    if step:
        step("expert")
    per_decision, made = expert_speed(variant, expert_decisions)
    return Speeds(variant, best["engine"], best["handwritten"], best["random"], best["greedy"],
                  per_decision, made, hands, repeat)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--variant", default="portugal")
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--expert-matches", type=int, default=0,
                        help="Play the expert against greedy for this many matches (2 workers).")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)

    if args.expert_matches:
        expert_vs_greedy(args.variant, args.expert_matches, args.seed, args.workers)
        return
    run = Run.of(args.variant, {}, ("greedy", "random"), "matches", args.matches, args.seed)
    stats = by_name(statistics(simulate(run.tasks(), executor_for(2))))
    for name in ("team 0 wins the match", "team 0 wins the hand"):
        s = stats[name]
        print(f"greedy vs random, {name.replace('team 0', 'greedy')}: {s.value:.1%} "
              f"[95% CI {s.low:.1%}–{s.high:.1%}], n={s.n}")

    run = Run.of(args.variant, {}, ("greedy", "greedy"), "hands", args.hands, args.seed)
    timings = {}
    results = {}
    for workers in (1, 2):
        start = time.perf_counter()
        results[workers] = simulate(run.tasks(), executor_for(workers))
        timings[workers] = time.perf_counter() - start
        print(f"{workers} worker{'s' if workers > 1 else ''}: {args.hands / timings[workers]:,.0f} hands/s")
    print(f"speed-up with 2 workers: {timings[1] / timings[2]:.2f}x; "
          f"same numbers: {results[1] == results[2]}")


def expert_vs_greedy(variant: str, matches: int, seed: int, workers: int) -> None:
    """The expert (team 0) against greedy (team 1): match and hand win rates, time per decision."""
    run = Run.of(variant, {}, ("expert", "greedy"), "matches", matches, seed)
    start = time.perf_counter()
    stats = by_name(statistics(simulate(run.tasks(), executor_for(workers))))
    elapsed = time.perf_counter() - start
    for name in ("team 0 wins the match", "team 0 wins the hand"):
        s = stats[name]
        print(f"expert vs greedy ({variant}, seed {seed}), {name.replace('team 0', 'expert')}: "
              f"{s.value:.1%} [95% CI {s.low:.1%}–{s.high:.1%}], n={s.n}")
    per_decision, made = expert_speed(variant, 200, seed)
    print(f"{matches} matches in {elapsed:,.0f} s on {workers} worker{'s' if workers != 1 else ''}; "
          f"expert: {per_decision * 1000:.1f} ms a decision (mean of {made}, one core)")


if __name__ == "__main__":
    main()
