"""Benchmarks for simulation (figures, not pass/fail; compare within one run):

    python -m sueca_rules.play.bench [--matches 2000] [--hands 20000]

1. greedy (team 0) against random (team 1): match and hand win rates with 95% intervals;
2. the same simulation on 1 and on 2 worker processes: rates, speed-up, and equal numbers.
"""

from __future__ import annotations

import argparse
import time

from .simulate import executor_for, plan, simulate, statistics


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="portugal")
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    tasks = plan(args.variant, {}, ("greedy", "random"), "matches", args.matches, args.seed)
    stats = {s.name: s for s in statistics(simulate(tasks, executor_for(2)))}
    for name in ("team 0 wins the match", "team 0 wins the hand"):
        s = stats[name]
        print(f"greedy vs random, {name.replace('team 0', 'greedy')}: {s.value:.1%} "
              f"[95% CI {s.low:.1%}–{s.high:.1%}], n={s.n}")

    tasks = plan(args.variant, {}, ("greedy", "greedy"), "hands", args.hands, args.seed)
    timings = {}
    results = {}
    for workers in (1, 2):
        start = time.perf_counter()
        results[workers] = simulate(tasks, executor_for(workers))
        timings[workers] = time.perf_counter() - start
        print(f"{workers} worker{'s' if workers > 1 else ''}: {args.hands / timings[workers]:,.0f} hands/s")
    print(f"speed-up with 2 workers: {timings[1] / timings[2]:.2f}x; "
          f"same numbers: {results[1] == results[2]}")


if __name__ == "__main__":
    main()
