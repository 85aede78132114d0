"""Commands on the engine: autoplay (a seeded random match record), replay, bench."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import click

from .. import load_rules
from ..compiled import Rules
from ..engine import RecordError, read_record, replay
from ..engine.autoplay import random_match
from .arguments import WholeNumber
from .main import UsageFailure, cli, handles_errors, option_flag, parse_options


def _loader(base: Path) -> Callable[[str, dict[str, str]], Rules]:
    """Records name their variant as it was typed: relative to where it was played, or else
    to the record's own folder."""

    def load(variant: str, options: dict[str, str]) -> Rules:
        beside = base / variant
        reference = str(beside) if not Path(variant).exists() and beside.exists() else variant
        return load_rules(reference, options or None)

    return load


@cli.command()
@click.argument("variant")
@click.option("--seed", type=int, default=0, show_default=True)
@option_flag
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the record here (default: standard output).")
@handles_errors
def autoplay(variant: str, seed: int, options: tuple[str, ...], output: Path | None) -> None:
    """Play a whole match with seeded random legal cards and print its record (JSON).

    Now and then a random player asks for a redeal, revokes or accuses, where the variant
    allows it, so that the record exercises the variant's rules. Same seed, same record.
    """
    chosen = parse_options(options)
    rules = load_rules(variant, chosen or None)
    match = random_match(rules, seed, variant_ref=variant)
    text = json.dumps(match.record(), indent=1, ensure_ascii=False) + "\n"
    if output:
        output.write_text(text, encoding="utf-8")
        click.echo(f"{output}: {len(match.entries)} hands, {match.scores[0]}–{match.scores[1]}")
    else:
        click.echo(text, nl=False)


@cli.command("replay")
@click.argument("record", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@handles_errors
def replay_command(record: Path) -> None:
    """Replay a game record and check it reaches the recorded result (exit 1 if not)."""
    data = read_record(record)
    try:
        match = replay(data, _loader(record.parent))
    except RecordError as err:
        click.echo(f"{record}: error: {err}", err=True)
        sys.exit(1)
    scores = match.scores
    winner = "nobody yet" if match.winner is None else f"team {match.winner}"
    click.echo(f"{record}: replayed {len(match.entries)} hands of {match.rules.variant}: "
               f"{scores[0]}–{scores[1]}, winner {winner} — identical to the record")


@cli.command()
@click.argument("variant", required=False)
@click.option("--variant", "variant_option", metavar="VARIANT", hidden=True,
              help="The variant (older spelling of the argument).")
@click.option("--hands", type=WholeNumber(1), default=10_000, show_default=True, metavar="N",
              help="Hands per timed round of each loop.")
@click.option("--repeat", type=WholeNumber(1), default=5, show_default=True, metavar="R",
              help="Rounds, interleaved; the best of each loop counts (noise hurts all alike).")
@click.option("--expert-decisions", type=WholeNumber(1), default=100, show_default=True, metavar="N",
              help="Expert decisions to time (the expert plays greedy).")
@handles_errors
def bench(variant: str | None, variant_option: str | None, hands: int, repeat: int, expert_decisions: int) -> None:
    """Speeds side by side, measured in one run: the engine alone, a hand-written Portugal loop,
    simulate with random and with greedy bots (hands/s), and the expert bot (decisions/s).

    VARIANT is any variant (default portugal).
    """
    from ..play.bench import speeds

    if variant is not None and variant_option is not None and variant != variant_option:
        raise UsageFailure(f"two variants given: '{variant}' and --variant '{variant_option}' — give one")
    chosen = variant or variant_option or "portugal"
    load_rules(chosen)  # an unknown or invalid variant stops here, before any timing
    steps = repeat * 4 + 1
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress

        with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                      transient=True, console=Console(stderr=True)) as bar:
            job = bar.add_task("bench", total=steps)

            def step(what: str) -> None:
                bar.update(job, description=f"bench: {what}", completed=bar.tasks[0].completed + 1)

            result = speeds(chosen, hands, repeat, expert_decisions, step)
    else:
        result = speeds(chosen, hands, repeat, expert_decisions)
    for line in result.lines():
        click.echo(line)
