"""Printing problems in the format a command was asked for (text, json, github, sarif)."""

from __future__ import annotations

from collections.abc import Sequence

import click

from ..diagnostics import FORMATS, github_annotation, in_github_actions, render
from ..errors import Problem

format_option = click.option(
    "--format", "fmt", type=click.Choice(FORMATS), default="text",
    help="text: compiler-style messages (plus workflow annotations under GITHUB_ACTIONS=true); "
         "json: a list of problem objects; github: workflow annotations; sarif: a SARIF 2.1.0 log.")


def echo_problems(problems: Sequence[Problem], fmt: str, *, err: bool = False) -> None:
    """Print `problems` in `fmt` (text goes to stderr when `err`; the others to stdout).

    json and sarif always print one document (an empty one when there is no problem), so a
    pipe can rely on it; under GitHub Actions text is followed by the same annotations that
    `--format github` prints, as yamllint does.
    """
    if fmt == "text":
        for problem in problems:
            click.echo(problem.render(), err=err)
        if in_github_actions():
            for problem in problems:
                click.echo(github_annotation(problem))
    elif problems or fmt in ("json", "sarif"):
        click.echo(render(problems, fmt))


def machine_readable(fmt: str) -> bool:
    """json and sarif own stdout: summaries and reports go to stderr."""
    return fmt in ("json", "sarif")
