"""`sueca-rules simulate` and `sueca-rules compare`: what a rule does to the game."""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import click

from ..checks import validate
from ..play.bots import BOTS
from ..play.simulate import (
    ChunkTask,
    Counts,
    Stat,
    executor_for,
    plan,
    significant,
    simulate,
    statistics,
)
from .main import UsageFailure, cli, option_flag, parse_options


def _bots(spec: str) -> tuple[str, str]:
    names = [n.strip() for n in spec.split(",")]
    if len(names) == 1:
        names *= 2
    if len(names) != 2 or any(n not in BOTS for n in names):
        raise UsageFailure(f"--bot {spec!r}: give a bot name, or two separated by a comma (team 0, "
                           f"team 1); bots: {', '.join(BOTS)}")
    return names[0], names[1]


def _run(variant: str, options: dict[str, str], bots: tuple[str, str], mode: str, total: int,
         seed: int, workers: int, show_progress: bool) -> Counts:
    validate(variant, options or None)  # report a bad variant before starting workers
    tasks = plan(variant, options, bots, mode, total, seed)
    if not show_progress:
        return simulate(tasks, executor_for(workers))
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), transient=True) as bar:
        job = bar.add_task(f"{variant}: {mode}", total=total)
        advance: Callable[[ChunkTask], None] = lambda t: bar.advance(job, t.count)  # noqa: E731
        return simulate(tasks, executor_for(workers), advance)


def _fmt(stat: Stat) -> str:
    if math.isnan(stat.low):
        return f"{stat.value:.3f}"
    if "rate" in stat.name or "wins" in stat.name:
        return f"{stat.value:.1%} [{stat.low:.1%}, {stat.high:.1%}]"
    return f"{stat.value:.3f} [{stat.low:.3f}, {stat.high:.3f}]"


run_options = [
    click.option("--hands", type=int, help="Play this many hands (matches follow one another)."),
    click.option("--matches", type=int, help="Play this many complete matches."),
    click.option("--seed", type=int, default=0, show_default=True,
                 help="The seed of the run: same seed, same numbers."),
    click.option("--bot", "bot", default="greedy", show_default=True,
                 help="A bot for everyone, or one per team: greedy,random."),
    click.option("--workers", type=int, default=1, show_default=True,
                 help="Worker processes; the numbers do not depend on it."),
    click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table",
                 help="table: for reading; json: for programs."),
    option_flag,
]


F = TypeVar("F", bound=Callable[..., Any])


def _with(options: Sequence[Callable[[Any], Any]]) -> Callable[[F], F]:
    """Apply the same click options to several commands."""

    def wrap(func: F) -> F:
        for option in reversed(options):
            func = option(func)
        return func

    return wrap


def _mode(hands: int | None, matches: int | None) -> tuple[str, int]:
    if hands is not None and matches is not None:
        raise UsageFailure("give only one of --hands N and --matches N")
    if hands is None and matches is None:
        raise UsageFailure("give --hands N or --matches N")
    total = hands if hands is not None else matches
    assert total is not None
    if total < 1:
        raise UsageFailure(f"--{'hands' if hands is not None else 'matches'} must be at least 1, "
                           f"not {total}")
    return ("hands", total) if hands is not None else ("matches", total)


@cli.command("simulate")
@click.argument("variant")
@_with(run_options)
def simulate_command(variant: str, hands: int | None, matches: int | None, seed: int, bot: str,
                     workers: int, fmt: str, options: tuple[str, ...]) -> None:
    """Let bots play VARIANT and print statistics with 95% confidence intervals."""
    mode, total = _mode(hands, matches)
    bots = _bots(bot)
    chosen = parse_options(options)
    counts = _run(variant, chosen, bots, mode, total, seed, workers,
                  fmt == "table" and sys.stderr.isatty())
    stats = statistics(counts)
    if fmt == "json":
        click.echo(json.dumps({"variant": variant, "options": chosen, "bots": list(bots),
                               "seed": seed, mode: total,
                               "statistics": [s.as_dict() for s in stats]}, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{variant}: {total} {mode}, bots {bots[0]} (team 0) vs {bots[1]} (team 1), "
                        f"seed {seed}", title_justify="left")
    table.add_column("statistic")
    table.add_column("value [95% CI]", justify="right")
    table.add_column("n", justify="right")
    for stat in stats:
        table.add_row(stat.name, _fmt(stat), str(stat.n))
    Console(width=max(100, Console().width)).print(table)


@cli.command()
@click.argument("variants", nargs=-1, required=True)
@_with(run_options)
def compare(variants: tuple[str, ...], hands: int | None, matches: int | None, seed: int, bot: str,
            workers: int, fmt: str, options: tuple[str, ...]) -> None:
    """Simulate several variants alike and set their statistics side by side.

    A * marks a value whose 95% interval does not overlap the first variant's.
    """
    if len(variants) < 2:
        raise UsageFailure("compare needs two variants or more")
    mode, total = _mode(hands, matches)
    bots = _bots(bot)
    chosen = parse_options(options)
    results = [statistics(_run(v, chosen, bots, mode, total, seed, workers,
                               fmt == "table" and sys.stderr.isatty())) for v in variants]
    if fmt == "json":
        click.echo(json.dumps({v: [s.as_dict() for s in r] for v, r in zip(variants, results, strict=True)},
                              indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{total} {mode} each, bots {bots[0]} vs {bots[1]}, seed {seed}",
                  title_justify="left")
    table.add_column("statistic")
    for name in variants:
        table.add_column(name, justify="right")
    base = {s.name: s for s in results[0]}
    for index, stat in enumerate(results[0]):
        row = [stat.name]
        for result in results:
            other = result[index]
            mark = " *" if result is not results[0] and significant(base[stat.name], other) else ""
            row.append(_fmt(other) + mark)
        table.add_row(*row)
    Console(width=max(140, Console().width)).print(table)
