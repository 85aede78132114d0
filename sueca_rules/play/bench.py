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
from .bench_shapes import ShapeSpeed, shape_lines, shape_speeds
from .simulate import Run, SerialRunner, executor_for, simulate, statistics
from .stats import by_name


def simulate_rate(run: Run) -> float:
    """Hands per second of `run` played through simulate's own path, in this process."""
    start = time.process_time()  # CPU time, as the engine's rate (bench.rate) is measured
    counts = simulate(run.tasks(), SerialRunner())
    elapsed = max(time.process_time() - start, 1e-9)
    assert counts["hands"] == run.total
    return run.total / elapsed


def expert_speed(variant: str, decisions: int, seed: int = 1, bot: str = "playout") -> tuple[float, int]:
    """(seconds per decision, decisions timed): an expert (`bot`: "expert", the search expert,
    or "playout", the earlier one) plays greedy in `variant` until it has made `decisions`
    decisions with a choice (forced cards are not counted)."""
    from ..engine import Match
    from ..engine.autoplay import bid_randomly
    from ..engine.machine import observe
    from .bots import GreedyBot, make_bot
    from .expert import ExpertBot
    from .shape_expert import ShapeExpert

    rules = load_rules(variant)
    expert = make_bot(bot, rules, random.Random(seed))
    assert isinstance(expert, ExpertBot | ShapeExpert)  # the usual table's, or any shape's
    bidder = random.Random(seed + 2)  # a table that bids: a random auction before each hand
    greedy = GreedyBot(rules, random.Random(seed + 1))
    thinking = 0.0
    match_seed = seed
    while expert.decisions < decisions:
        match = Match(rules, match_seed)
        match_seed += 1
        while not match.over and expert.decisions < decisions:
            hand = match.deal(next(iter(rules.deals)))
            bid_randomly(match, bidder)
            if match.state.hand is not hand:  # everyone passed: dealt again
                continue
            views = [observe(match.state, s) for s in range(rules.table.players)]
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
    random: float  # hands/s through simulate, on the Python engine
    greedy: float  # hands/s through simulate, on the Python engine
    expert: float  # seconds per decision of the playout expert
    expert_decisions: int
    hands: int = 0  # per round of each loop
    rounds: int = 0
    kernel_random: float = 0.0  # hands/s through simulate, on the compiled kernel (0: not built)
    kernel_greedy: float = 0.0
    search: float = 0.0  # seconds per decision of the search expert (0: not measured)
    search_decisions: int = 0
    duel: str = ""  # the search expert against the playout expert, over duplicate matches
    load: str = ""  # how busy the machine was
    validate_big: float = 0.0  # validating a file of 3,000 options / validating portugal (CPU time)
    # simulate at tables of other shapes (Python engine), measured after the usual table's loops
    shapes: tuple[ShapeSpeed, ...] = ()
    shape_hands: int = 0  # hands per round of each of those loops

    def lines(self) -> list[str]:
        ms = self.expert * 1000
        searching = self.search or self.expert
        found = [
            f"engine ({self.variant}, public API):".ljust(37) + f"{self.engine:>9,.0f} hands/s",
            f"hand-written Portugal loop:          {self.handwritten:>9,.0f} hands/s  "
            f"(engine / hand-written: {self.engine / self.handwritten:.2f}x; target >= 1.0)",
            f"simulate, random bots:               {self.random:>9,.0f} hands/s  "
            f"(simulate-random / engine: {self.random / self.engine:.2f}x; target >= 0.9; Python engine)",
            f"simulate, greedy bots:               {self.greedy:>9,.0f} hands/s  "
            f"(simulate-greedy / simulate-random: {self.greedy / self.random:.2f}x; target >= 0.5; Python engine)",
            f"expert bot:                          {1 / searching:>9,.1f} decisions/s  "
            f"({searching * 1000:.1f} ms a decision over {self.search_decisions or self.expert_decisions}; "
            f"target <= 30 ms; {'search, in the kernel' if self.search else 'playout: the kernel is not built'})",
        ]
        if self.kernel_random:
            found += [
                f"simulate on the kernel, random bots: {self.kernel_random:>9,.0f} hands/s  "
                f"(kernel / Python, random: {self.kernel_random / self.random:.1f}x; target >= 30)",
                f"simulate on the kernel, greedy bots: {self.kernel_greedy:>9,.0f} hands/s  "
                f"(kernel / Python, greedy: {self.kernel_greedy / self.greedy:.1f}x; target >= 30)",
            ]
        else:
            found.append("simulate on the kernel:              not built in this install")
        found.append(f"playout expert (the earlier one):    {1 / self.expert:>9,.1f} decisions/s  "
                     f"({ms:.1f} ms a decision over {self.expert_decisions})")
        found.append(self.duel or "expert vs playout: not measured here (--duel N plays N duplicate matches)")
        if self.validate_big:
            found.append(f"validate, a file of {BIG_OPTIONS:,} options:    {self.validate_big:>9,.1f}x the time of "
                         "one bundled variant (each option's values checked once; target <= 300)")
        if self.shapes:
            found += shape_lines(self.shapes)
        found.append(f"(per second of this process's CPU time, one core; the best of {self.rounds} interleaved "
                     f"round{'s' if self.rounds != 1 else ''} of {self.hands:,} hands per Python loop, "
                     f"{self.hands * KERNEL_FACTOR:,} per kernel loop"
                     + (f", {self.shape_hands:,} per other table's loop" if self.shapes else "")
                     + f"{'; ' + self.load if self.load else ''})")
        return found


KERNEL_FACTOR = 20  # the kernel loops play this many times the hands (to be timed as well)
SHAPE_FACTOR = 4  # the other tables' loops play this fraction of the hands (slower hands, eight loops)
BIG_OPTIONS = 3000


def validate_ratio() -> float:
    """CPU time to validate a variant with BIG_OPTIONS options over the time for portugal (the
    guard against checking every option's values again for each value: it was 4+ s)."""
    import tempfile
    from pathlib import Path

    from ..checks import validate

    body = "".join(f"option o{i} {{\n  values a b\n  default a\n  when b direction=clockwise\n}}\n"
                   for i in range(BIG_OPTIONS))
    validate("portugal")  # the parser built, the bundled files read once
    with tempfile.TemporaryDirectory() as folder:
        small_path, path = Path(folder) / "one.sueca", Path(folder) / "many.sueca"
        small_path.write_text("variant one extends portugal\n" + body[:body.index("}") + 2], encoding="utf-8")
        path.write_text("variant many extends portugal\n" + body, encoding="utf-8")
        start = time.process_time()
        validate(small_path)
        small = time.process_time() - start
        start = time.process_time()
        validate(path)
        big = time.process_time() - start
    return big / max(small, 1e-6)


def _load() -> str:
    """The machine's load (its run queue over one minute) against its CPUs, where it says."""
    import os

    try:
        one = os.getloadavg()[0]
    except (AttributeError, OSError):
        return ""
    return f"load average {one:.2f} on {os.cpu_count() or 1} CPUs"


def speeds(variant: str, hands: int, repeat: int, expert_decisions: int,
           step: Callable[[str], None] | None = None, duel_pairs: int = 0, workers: int = 2,
           with_shapes: bool = True) -> Speeds:
    """Best of `repeat` interleaved rounds of each loop (noise hurts all alike), then the
    experts' speeds and, with `duel_pairs`, the search expert against the playout expert over
    that many duplicate matches (on `workers` processes); then, `with_shapes`, simulate at
    tables of other shapes (:mod:`.bench_shapes`: hands/SHAPE_FACTOR hands a round)."""
    from ..kernel import native

    engine = engine_hands(variant)
    best = {"engine": 0.0, "handwritten": 0.0, "random": 0.0, "greedy": 0.0, "kernel random": 0.0,
            "kernel greedy": 0.0}
    runs = {bots: Run.of(variant, {}, (bots, bots), "hands", hands, 0) for bots in ("random", "greedy")}
    fast = {bots: Run.of(variant, {}, (bots, bots), "hands", hands * KERNEL_FACTOR, 0, engine="auto")
            for bots in ("random", "greedy")}
    kernel = native.KERNEL is not None and all(run.engine == "kernel" for run in fast.values())
    for round_ in range(repeat):
        loops: list[tuple[str, Callable[[], float]]] = [
            ("engine", partial(rate, engine, hands, round_)),
            ("handwritten", partial(rate, handwritten_hand, hands, round_)),
            ("random", partial(simulate_rate, runs["random"])),
            ("greedy", partial(simulate_rate, runs["greedy"]))]
        if kernel:
            loops += [("kernel random", partial(simulate_rate, fast["random"])),
                      ("kernel greedy", partial(simulate_rate, fast["greedy"]))]
        for name, measure in loops:
            if step:
                step(f"{name}, round {round_ + 1} of {repeat}")
            best[name] = max(best[name], measure())
    if step:
        step("experts")
    per_decision, made = expert_speed(variant, expert_decisions)
    search, searched = expert_speed(variant, expert_decisions, bot="expert") if kernel else (0.0, 0)
    duel = ""
    if duel_pairs and kernel:
        from .duel import duplicate

        if step:
            step(f"expert against playout, {duel_pairs} duplicate matches")
        duel = duplicate(variant, "expert", "playout", duel_pairs, seed=0, workers=workers).line()
    load = _load()  # as busy as the usual table's loops found it
    shape_hands = max(1, hands // SHAPE_FACTOR)
    shapes = shape_speeds(shape_hands, repeat, step) if with_shapes else ()
    return Speeds(variant, best["engine"], best["handwritten"], best["random"], best["greedy"],
                  per_decision, made, hands, repeat, best["kernel random"], best["kernel greedy"],
                  search, searched, duel, load, validate_ratio(), shapes, shape_hands if shapes else 0)


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
