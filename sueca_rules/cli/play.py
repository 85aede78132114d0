"""`sueca-rules play`: a match in the terminal against bots."""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

import click

from .. import load_rules
from ..engine.record_files import record_reference
from ..errors import UnknownVariant
from ..play.bots import BOTS, make_bot
from ..play.terminal import play_in_terminal
from .arguments import Seed
from .main import OutputPath, UsageFailure, cli, option_flag, parse_options


@cli.command()
@click.argument("variant")
@click.option("--seat", type=click.IntRange(0, 3), default=0, show_default=True,
              help="Your seat (0–3, clockwise; your partner sits opposite).")
@click.option("--seed", type=Seed(), default=None,
              help="Deal from this seed, a whole number from -10^30 to 10^30 (default: a random one).")
@option_flag
@click.option("-o", "--output", "--save", "save", type=OutputPath(),
              help="Where to save the record (default: sueca-VARIANT-SEED.json here).")
@click.option("--bot", type=click.Choice(BOTS), default="greedy", show_default=True,
              help="How the three other seats play: random, greedy (the sources' tips) or expert (search).")
def play(variant: str, seat: int, seed: int | None, options: tuple[str, ...], save: Path | None,
         bot: str) -> None:
    """Play a match of VARIANT in the terminal against three bots.

    Type a card (7S, ah, Q♦) or its number in your hand; 'accuse', 'last', 'help', 'quit'.
    """
    import random

    chosen = parse_options(options)
    rules = load_rules(variant, chosen or None)
    seed = seed if seed is not None else random.SystemRandom().randrange(1_000_000)
    name = Path(variant).stem
    target = save or Path(f"sueca-{name}-{seed}.json")
    try:  # the record names the variant so that replay finds it from any folder
        reference = record_reference(variant, target)
    except UnknownVariant as err:
        raise UsageFailure(str(err)) from None
    play_in_terminal(rules, reference, seat, seed, target, sys.stdin, click.echo,
                     lambda text: click.echo(text, nl=False), partial(make_bot, bot))
