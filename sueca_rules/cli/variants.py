"""Commands on variant files: list, validate, show, fmt, schema."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..checks import validate as check_variant
from ..errors import InputError, OptionError, Problem, ProblemsError, UnknownVariant
from ..files import kind_of, write_text
from ..fmt import effective_text, format_dsl
from ..play.terminal_ask import fit
from ..resources import bundled_names
from ..source import read, resolve
from ..source.discover import expand, sniff
from ..source.yaml_form import SCHEMA_LINE
from ..spec import json_schema
from ..words.i18n import Voice, choose_locale
from ..words.speaker import Speaker
from .arguments import Language
from .main import PROG, UsageFailure, cli, naming, option_flag, parse_options
from .output import echo_json, echo_problems, format_option, machine_readable
from .paths import distinct, say_links


def next_steps(v: Voice) -> str:
    """What to try next, in the user's language (the commands take it as well)."""
    lang = "" if v.locale == "en" else f" --lang {v.locale}"
    rows = [(f"sueca-rules docs portugal --lang {v.locale}",
             v.gettext("a rulebook in pt-PT, pt-BR, en or fr")),
            (f"sueca-rules play portugal{lang}", v.gettext("a game in the terminal against 3 bots")),
            ("docs/getting-started.md", v.gettext("your own table's rules in a few lines"))]
    width = max(len(command) for command, _ in rows) + 3
    lines = [f"  {c:<{width}}{what}" for c, what in rows]
    return v.gettext("What next:") + "\n" + "".join(line + "\n" for row in lines for line in fit(row))


@cli.command("list")
@click.option("--lang", type=Language(), default=None,
              help="The language: pt-PT, pt-BR, en or fr [default: the locale of LC_ALL, "
                   "LC_MESSAGES or LANG, else en].")
def list_variants(lang: str | None) -> None:
    """The bundled variants, with a line on each, and what to try next."""
    from rich.console import Console
    from rich.table import Table

    v = Voice(choose_locale(lang))
    table = Table(box=None, show_header=True, header_style="bold")
    for column in (v.pgettext("list", "name"), v.pgettext("list", "title"),
                   v.pgettext("list", "extends"), v.pgettext("list", "what sets it apart")):
        table.add_column(column)
    for name in bundled_names():
        spec = resolve(read(name)).spec
        said = Speaker(v, spec)
        table.add_row(name, said.title(), spec.extends or "", said.description())
    console = Console(width=min(120, max(80, Console().width)))
    console.print(table)
    click.echo("\n" + next_steps(v), nl=False)


def _not_a_case_file(name: str) -> None:
    """A case file given to `validate` by name: say what it is instead of schema noise."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml") and kind_of(path) == "file" and sniff(path)[0] == "case":
        raise InputError(name, "this is a case file, not a variant file — run it with "
                               f"{PROG} conform {name}")


@cli.command()
@click.argument("targets", nargs=-1)
@format_option
@option_flag
def validate(targets: tuple[str, ...], fmt: str, options: tuple[str, ...]) -> None:
    """Check variant files, folders or bundled names (all bundled ones when none is given).

    Prints `path:line:col: error: ...` for each problem (or JSON, GitHub annotations, SARIF).
    In folders, hidden folders and virtual environments are not searched, and YAML files that
    are not variants (case files, mkdocs.yml, ...) are skipped with a note saying why. Exit 0
    when all are valid, 1 when problems were found, 2 for a usage or I/O error.
    """
    chosen = parse_options(options) if options else None
    names, notes = expand(list(targets), "variant") if targets else (bundled_names(), [])
    for note in notes:
        click.echo(f"note: {note}", err=True)
    # Counted per file given (each file once): a file is valid or has problems, even when
    # they lie in its parent; a problem shared by several files is printed once.
    problems: dict[tuple[object, ...], Problem] = {}
    usage: dict[str, None] = {}
    valid = bad = unread = 0
    for name in distinct(names):
        try:
            _not_a_case_file(name)
            with naming(name):
                found = check_variant(name, chosen).warnings  # valid, but worth a look
            valid += 1
            for problem in found:
                where = problem.location
                problems.setdefault((where.file, where.line, where.column, problem.code,
                                     problem.message), problem)
        except ProblemsError as err:
            bad += 1
            for problem in err.problems:
                where = problem.location
                problems.setdefault((where.file, where.line, where.column, problem.code,
                                     problem.message), problem)
        except (InputError, UnknownVariant, OptionError) as err:
            unread += not isinstance(err, OptionError)  # an -O error is about every file alike
            usage.setdefault(str(err))
    echo_problems(list(problems.values()), fmt)
    if not machine_readable(fmt) and valid + bad:
        errors = sum(p.severity == "error" for p in problems.values())
        warnings = sum(p.severity == "warning" for p in problems.values())
        said = [f"{errors} problem{'s' if errors != 1 else ''}"] * bool(errors) \
            + [f"{warnings} warning{'s' if warnings != 1 else ''}"] * bool(warnings)
        count = f" ({', '.join(said)})" if said else ""
        click.echo(f"{valid} valid, {bad} with problems{count}"
                   + (f", {unread} not read (below)" if unread else ""))
    for message in usage:
        click.echo(f"{PROG}: error: {message}", err=True)
    sys.exit(2 if usage else 1 if any(p.severity == "error" for p in problems.values()) else 0)


@cli.command()
@click.argument("variant")
@option_flag
@click.option("--format", "fmt", type=click.Choice(["dsl", "yaml", "json"]), default="dsl",
              help="dsl: the variant language; yaml: the YAML form; json: the spec as JSON.")
def show(variant: str, options: tuple[str, ...], fmt: str) -> None:
    """Print the effective variant: parents merged, options applied."""
    chosen = parse_options(options) if options else {}
    with naming(variant):
        resolved = check_variant(variant, chosen or None)
    if fmt == "json":  # escaped as the output's encoding needs
        echo_json(resolved.spec.model_dump(mode="json", exclude_none=False))
        return
    click.echo(effective_text(resolved.spec, chosen, fmt), nl=False)


@cli.command("fmt")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--write", "-w", is_flag=True,
              help="Rewrite the file (a .sueca file): the new text is written beside it and "
                   "renamed into place, so the file is never left cut.")
def fmt_command(file: Path, write: bool) -> None:
    """Print FILE (DSL or YAML) in canonical DSL, comments kept."""
    if write and file.suffix != ".sueca":
        raise UsageFailure("--write rewrites .sueca files only; redirect the output instead")
    source = read(file)
    resolve(source)  # refuse to print a file that does not resolve
    located = source.located
    text = format_dsl(located)
    if any(line.lstrip().startswith(SCHEMA_LINE) for line in located.source.lines):
        click.echo("note: the '# yaml-language-server: $schema=...' line is not carried: it "
                   "tells YAML editors where the schema is, and a .sueca file needs none", err=True)
    if write:
        say_links(file)  # a symbolic link is formatted through, a hard link parts: said
        write_text(file, text)
    else:
        click.echo(text, nl=False)


@cli.command()
def schema() -> None:
    """Print the JSON Schema of the YAML form."""
    echo_json(json_schema())

