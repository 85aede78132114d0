"""Commands on variant files: list, validate, show, fmt, schema."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
import yaml

from ..checks import validate as check_variant
from ..errors import InputError, OptionError, Problem, ProblemsError, UnknownVariant
from ..fmt import format_dsl
from ..source.resolve import SUFFIXES, bundled_names, load_file, resolve
from ..source.text import Located, SourceText
from ..spec import json_schema
from .main import UsageFailure, cli, handles_errors, option_flag, parse_options
from .output import echo_problems, format_option, machine_readable


@cli.command("list")
@handles_errors
def list_variants() -> None:
    """The bundled variants, with a line on each."""
    from rich.console import Console
    from rich.table import Table

    table = Table(box=None, show_header=True, header_style="bold")
    for column in ("name", "title", "extends", "what sets it apart"):
        table.add_column(column)
    for name in bundled_names():
        spec = resolve(name).spec
        table.add_row(name, spec.title, spec.extends or "", spec.description)
    Console(width=max(120, Console().width)).print(table)


def _expand(targets: tuple[str, ...]) -> list[str]:
    """Folders to the variant files inside them (recursively); names and files as given."""
    found: list[str] = []
    for target in targets:
        path = Path(target)
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file())
            if not files:
                raise UsageFailure(f"{target}: no .sueca or .yaml files in this folder")
            found.extend(str(p) for p in files)
        else:
            found.append(target)
    return found


@cli.command()
@click.argument("targets", nargs=-1)
@format_option
@option_flag
def validate(targets: tuple[str, ...], fmt: str, options: tuple[str, ...]) -> None:
    """Check variant files, folders or bundled names (all bundled ones when none is given).

    Prints `path:line:col: error: ...` for each problem (or JSON, GitHub annotations, SARIF).
    Exit 0 when all are valid, 1 when problems were found, 2 for a usage or I/O error.
    """
    chosen = parse_options(options) if options else None
    problems: list[Problem] = []
    usage: list[str] = []
    names = _expand(targets) if targets else bundled_names()
    checked = 0
    for name in names:
        try:
            check_variant(name, chosen)
            checked += 1
        except ProblemsError as err:
            problems.extend(err.problems)
            checked += 1
        except (InputError, UnknownVariant, OptionError) as err:
            usage.append(str(err).removeprefix(f"{name}: error: "))
    echo_problems(problems, fmt)
    if not machine_readable(fmt):
        bad = len({p.location.file for p in problems})
        if checked:
            click.echo(f"{checked - bad} valid, {bad} with problems "
                       f"({len(problems)} problem{'s' if len(problems) != 1 else ''})",
                       err=bool(problems))
    for message in usage:
        click.echo(f"sueca-rules: error: {message}", err=True)
    sys.exit(2 if usage else 1 if problems else 0)


@cli.command()
@click.argument("variant")
@option_flag
@click.option("--format", "fmt", type=click.Choice(["dsl", "yaml", "json"]), default="dsl")
@handles_errors
def show(variant: str, options: tuple[str, ...], fmt: str) -> None:
    """Print the effective variant: parents merged, options applied."""
    resolved = check_variant(variant, parse_options(options) if options else None)
    data = resolved.spec.model_dump(mode="json", exclude_none=False)
    if fmt == "json":
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return
    parent = data.pop("extends", None)
    for name, option in data["options"].items():
        # the printed rules are the effective ones: each option shows the value in force
        node = data
        for step in (option.get("sets") or name).split("."):
            node = node[step]
        option["default"] = str(node)
    if fmt == "yaml":
        click.echo(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), nl=False)
        return
    note = f"# The effective rules of '{data['variant']}'"
    note += f" (it extends '{parent}')." if parent else "."
    located = Located(data, {}, SourceText("<effective>", note))
    click.echo(note + "\n" + format_dsl(located), nl=False)


@cli.command("fmt")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--write", "-w", is_flag=True, help="Rewrite the file (a .sueca file) in place.")
@handles_errors
def fmt_command(file: Path, write: bool) -> None:
    """Print FILE (DSL or YAML) in canonical DSL, comments kept."""
    resolve(file)  # refuse to print a file that does not validate
    text = format_dsl(load_file(file))
    if write:
        if file.suffix != ".sueca":
            raise UsageFailure("--write rewrites .sueca files only; redirect the output instead")
        file.write_text(text, encoding="utf-8")
    else:
        click.echo(text, nl=False)


@cli.command()
def schema() -> None:
    """Print the JSON Schema of the YAML form."""
    click.echo(json.dumps(json_schema(), indent=2, ensure_ascii=False))

