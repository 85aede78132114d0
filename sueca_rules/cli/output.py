"""Printing problems in the format a command was asked for (text, json, github, sarif)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

import click

from ..diagnostics import FORMATS, github_annotation, in_github_actions, json_text, render
from ..errors import Problem
from .streams import is_unicode
from .terminal import echo_problem_text

format_option = click.option(
    "--format", "fmt", type=click.Choice(FORMATS), default=None,
    help="text: compiler-style messages (plus workflow annotations under GITHUB_ACTIONS=true); "
         "json: a list of problem objects; github: workflow annotations; sarif: a SARIF 2.1.0 log "
         "[default: the settings' output-format, else text].")


def echo_problems(problems: Sequence[Problem], fmt: str, *, err: bool = False) -> None:
    """Print `problems` in `fmt` (text goes to stderr when `err`; the others to stdout).

    json and sarif always print one document (an empty one when there is no problem), so a
    pipe can rely on it; under GitHub Actions text is followed by the same annotations that
    `--format github` prints, as yamllint does.
    """
    if fmt == "text":
        for problem in problems:
            echo_problem_text(problem, err=err)  # coloured on a terminal
        if in_github_actions():
            for problem in problems:
                click.echo(github_annotation(problem))
    elif problems or fmt in ("json", "sarif"):
        click.echo(render(problems, fmt, ascii_only=not is_unicode(sys.stdout)))


def echo_json(value: object, indent: int | None = 2) -> None:
    """A JSON document on standard output: valid in the output's encoding whatever it holds
    (file names that are not UTF-8 are escaped; on a non-UTF-8 output, all that is not ASCII)."""
    click.echo(json_text(value, indent, ascii_only=not is_unicode(sys.stdout)))


def machine_readable(fmt: str) -> bool:
    """json and sarif own stdout: summaries and reports go to stderr."""
    return fmt in ("json", "sarif")
