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
from ..errors import InputError
from ..files import kind_of, write_text
from .main import cli, option_flag, output_flag, parse_options


def _exists(path: Path) -> bool:
    try:
        return kind_of(path) != "missing"
    except InputError:
        return False


def _loader(base: Path) -> Callable[[str, dict[str, str]], Rules]:
    """Records name their variant as it was typed: relative to where it was played, or else
    to the record's own folder."""

    def load(variant: str, options: dict[str, str]) -> Rules:
        beside = base / variant
        reference = str(beside) if not _exists(Path(variant)) and _exists(beside) else variant
        return load_rules(reference, options or None)

    return load


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


@cli.command()
@click.argument("variant")
@click.option("--seed", type=int, default=0, show_default=True,
              help="The seed of the shuffles and of the random players' choices.")
@option_flag
@output_flag
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
        write_text(output, text)
        click.echo(f"{output}: {_plural(len(match.entries), 'hand')}, "
                   f"{match.scores[0]}–{match.scores[1]}")
    else:
        click.echo(text, nl=False)


@cli.command("replay")
@click.argument("record")
def replay_command(record: str) -> None:
    """Replay a game record and check it reaches the recorded result.

    Exit 0 when it does, 1 when it does not (an illegal action, a deal the seed or the rules
    do not give, a different result, or no result at all), 2 when the file is not a record.
    """
    path = Path(record)
    data = read_record(path)
    try:
        match = replay(data, _loader(path.parent), str(path))
    except RecordError as err:
        first, *rest = str(err).splitlines()
        click.echo(f"{path}: error: {first}", err=True)
        for line in rest:
            click.echo(line, err=True)
        sys.exit(1)
    scores = match.scores
    outcome = f"won by team {match.winner}" if match.winner is not None else \
        "the match was not finished"
    click.echo(f"{path}: replayed {_plural(len(match.entries), 'hand')} of {match.rules.variant}: "
               f"{scores[0]}–{scores[1]}, {outcome} — identical to the record")


@cli.command()
@click.option("--hands", type=int, default=20_000, show_default=True,
              help="Hands per timed run.")
@click.option("--repeat", type=int, default=5, show_default=True,
              help="Timed runs of each loop; the best is kept.")
@click.option("--variant", default="portugal", show_default=True, help="The variant the engine plays.")
def bench(hands: int, repeat: int, variant: str) -> None:
    """Random legal hands through the engine vs a hand-written Portugal loop."""
    from ..bench import main as bench_main

    bench_main(["--hands", str(hands), "--repeat", str(repeat), "--variant", variant])
