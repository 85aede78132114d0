"""`sueca-rules explain CODE` (also `rule`, as ruff names it): what a problem code means."""

from __future__ import annotations

import click

from ..codes import REGISTRY, former, lookup, markdown, text
from ..errors import ArgumentError, did_you_mean
from .main import cli
from .output import echo_json


def _entry_json(code: str) -> dict[str, object]:
    entry = REGISTRY[code]
    return {"code": entry.code, "title": entry.title, "explanation": entry.explanation,
            "example": entry.example, "fix": entry.fixed, "formerly": list(entry.formerly),
            "severity": entry.severity, "severity_said": entry.severity_said,
            "help_uri": entry.help_uri}


def _explain(code: str | None, every: bool, fmt: str) -> None:
    if fmt == "md":
        if code is not None:
            raise click.UsageError("--format md writes the whole page: give --all, not a code")
        click.echo(markdown(), nl=False)
        click.echo()
        return
    if every or code is None:
        if fmt == "json":
            echo_json({"codes": [_entry_json(c) for c in REGISTRY]})
        else:
            width = max(len(c) for c in REGISTRY)
            for entry in REGISTRY.values():
                click.echo(f"{entry.code:<{width}}  {entry.title}")
        return
    found = lookup(code)
    split = former(code)
    if found is None and not split:
        raise ArgumentError("CODE", f"unknown problem code '{code}'"
                            + did_you_mean(code, REGISTRY) + " — `sueca-rules explain --all` lists them")
    if found is None or (split and found.code != code):  # a former code: what it became
        if fmt == "json":
            echo_json({"code": code, "split_into": split})
        else:
            click.echo(f"{code}: a former code, now split into (still accepted in the settings):")
            for name in split:
                click.echo(f"  {name:<22} {REGISTRY[name].title}")
        return
    if fmt == "json":
        echo_json(_entry_json(found.code))
    else:
        if found.code != code:
            click.echo(f"{code}: no entry of its own; its family:\n")
        click.echo(text(found))


@cli.command()
@click.argument("code", required=False)
@click.option("--all", "every", is_flag=True, help="List every code with its title.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "md"]), default="text",
              help="text; json: the entry (or {\"codes\": [...]} with --all); md: the whole "
                   "page docs/problem-codes.md (with --all).")
def explain(code: str | None, every: bool, fmt: str) -> None:
    """What a problem code means: its title, an explanation, an example and its fix (the codes
    `validate` prints, docs/problem-codes.md). With no CODE (or --all), every code."""
    _explain(code, every, fmt)


@cli.command(name="rule")
@click.argument("code", required=False)
@click.option("--all", "every", is_flag=True, help="List every code with its title.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "md"]), default="text",
              help="As for explain.")
def rule(code: str | None, every: bool, fmt: str) -> None:
    """The same as `explain` (ruff's name for it)."""
    _explain(code, every, fmt)
