"""Commands that write the rules out: docs (a rulebook), diff, matrix."""

from __future__ import annotations

from pathlib import Path

import click

from ..checks import validate
from ..compiled import compile_rules
from ..docs import diff_variants, matrix, rulebook
from ..files import write_text
from ..source.resolve import bundled_names, resolve
from .main import cli, option_flag, output_flag, parse_options

lang_flag = click.option("--lang", type=click.Choice(["pt", "en"]), default="pt", show_default=True,
                         help="The language of the document.")


def _write(text: str, output: Path | None) -> None:
    if output is None:
        click.echo(text, nl=False)
    else:
        write_text(output, text)
        click.echo(f"wrote {output}", err=True)


@cli.command()
@click.argument("variant")
@lang_flag
@option_flag
@output_flag
def docs(variant: str, lang: str, options: tuple[str, ...], output: Path | None) -> None:
    """Write VARIANT's rules as a readable Markdown rulebook (Portuguese or English)."""
    chosen = parse_options(options) or None
    resolved = validate(variant, chosen)
    parent = resolve(Path(resolved.layers[1].source.file)).spec if len(resolved.layers) > 1 else None
    _write(rulebook(resolved.spec, lang, parent, compile_rules(resolved.spec, chosen)), output)


@cli.command()
@click.argument("first")
@click.argument("second")
@click.option("--lang", type=click.Choice(["pt", "en"]), default="en", show_default=True,
              help="The language of the text.")
def diff(first: str, second: str, lang: str) -> None:
    """What differs between two variants, rule by rule, in words."""
    click.echo(diff_variants(validate(first).spec, validate(second).spec, lang), nl=False)


@cli.command("matrix")
@click.argument("variants", nargs=-1)
@click.option("--lang", type=click.Choice(["pt", "en"]), default="en", show_default=True,
              help="The language of the text.")
@output_flag
def matrix_command(variants: tuple[str, ...], lang: str, output: Path | None) -> None:
    """A Markdown table comparing variants (all bundled ones by default)."""
    names = list(variants) or bundled_names()
    _write(matrix([validate(n).spec for n in names], lang), output)
