"""Commands on variant files: list, validate, show, schema (fmt: formatting.py)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

import click

from ..catalogue.meta.spelling import spelled_options
from ..checks import validate as check_variant
from ..errors import InputError, OptionError, Problem, ProblemsError, UnknownVariant
from ..files import kind_of
from ..fixing import fix_files, fixes_by_file
from ..fmt import effective_text
from ..play.terminal_ask import fit
from ..resources import bundled_names
from ..source import read, resolve
from ..source.discover import sniff
from ..spec import json_schema
from ..words.i18n import Voice, choose_locale
from ..words.speaker import Speaker
from ..words.typeset import french_screen
from .arguments import Language
from .configured import settings, severe
from .main import PROG, cli, naming, option_flag, parse_options
from .output import echo_json, echo_problems, format_option, machine_readable
from .paths import distinct
from .targets import HOOK_HELP, configured, files_of, hook_files, no_files, once, variants_word
from .terminal import echo_styled, no_pager_flag, page, rendered, use_color


def next_steps(v: Voice) -> str:
    """What to try next, in the user's language (the commands take it as well)."""
    lang = "" if v.locale == "en" else f" --lang {v.locale}"
    # each a command that works wherever the tool is installed (EN25-02: not a path into the
    # repository), said of the command shown, not of another language (EN25-01)
    rows = [(f"sueca-rules docs portugal --lang {v.locale}", v.gettext("the rulebook, in pt-PT, pt-BR, en or fr")),
            (f"sueca-rules play portugal{lang}", v.gettext("a game in the terminal against 3 bots")),
            ("sueca-rules show portugal",
             v.gettext("its rules as a file; your table's can begin “{start}”", start="variant mesa extends portugal"))]
    width = max(len(command) for command, _ in rows) + 3
    lines = [f"  {c:<{width}}{what}" for c, what in rows]
    return v.gettext("What next:") + "\n" + "".join(line + "\n" for row in lines for line in fit(row))


def variant_summary(name: str) -> dict[str, object]:
    """One bundled variant as `list --format json` gives it (see docs/json-output.md)."""
    spec = resolve(read(name)).spec
    return {"name": name, "title": spec.title, "extends": spec.extends, "description": spec.description,
            "region": spec.region, "language": spec.language, "options": sorted(spec.options),
            "option_values": {name: [model.default, *(value for value in model.values if value != model.default)]
                              for name, model in sorted(spec.options.items())}}  # the default first


@cli.command("list")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              help="text: a table (each variant's table options as -O spells them) and what to try next; "
                   "json: {\"variants\": [{name, title, extends, description, region, language, options, "
                   "option_values}]}.")
@click.option("--lang", type=Language(), default=None,
              help="The language of the table: pt-PT, pt-BR, en or fr [default: the locale of LC_ALL, "
                   "LC_MESSAGES or LANG, else en].")
def list_variants(fmt: str, lang: str | None) -> None:
    """The bundled variants, with a line on each (and its table options as -O spells them), and what to try next."""
    rows = [variant_summary(name) for name in bundled_names()]
    if fmt == "json":
        echo_json({"variants": rows})
        return
    from rich.table import Table
    from rich.text import Text

    from ..docs.terminal import emphasised  # `*manilha*` in italics, never its asterisks (FR19-11)

    v = Voice(choose_locale(lang))
    # French: ’ and the no-break spaces; elsewhere the typographic apostrophe the books print
    set_ = french_screen if v.lang == "fr" else (lambda text: re.sub(r"(?<=\w)'(?=\w)", "’", text))
    table = Table(box=None, show_header=True, header_style="bold", pad_edge=False, padding=(0, 2, 1, 0))
    table.add_column(v.pgettext("list", "variant"), style="bold cyan", no_wrap=True)
    table.add_column(v.pgettext("list", "what sets it apart"))
    for row in rows:
        spec = resolve(read(str(row["name"]))).spec
        said = Speaker(v, spec)
        # the parent by its title, as the reader knows it, quoted: no parentheses in parentheses
        parent = ""
        if row["extends"]:
            title = Speaker(v, resolve(read(str(row["extends"]))).spec).title()
            parent = " — " + v.gettext("extends {parent}", parent=said.quoted(title))
        spelled = spelled_options(spec)  # for the program's user: the printed rulebook says none (PT22-01)
        options = ("\n", (_options_line(spelled, v, set_), "dim")) if spelled else ()
        table.add_row(str(row["name"]), Text.assemble((set_(said.title()), "bold"), (set_(parent), "dim"),
                                                      "\n", emphasised(set_(said.description())), *options))
    click.echo(rendered(lambda console: console.print(table)).rstrip("\n") + "\n", nl=False,
               color=use_color())
    click.echo("\n" + set_(next_steps(v)), nl=False)


def _options_line(spelled: list[str], v: Voice, set_: Callable[[str], str]) -> str:
    """A variant's table options under its description in `list`, as the command line spells
    them: "options: -O revoke=1|2", several one under the other (a line never broken inside one)."""
    # Translators: `list`, under a variant's description: its table options as typed ("-O revoke=1|2")
    first, *rest = set_(v.gettext("options: {options}", options="\n".join(spelled))).split("\n")
    indent = " " * first.index(spelled[0])
    return "\n".join([first, *(indent + line for line in rest)])


def _not_a_case_file(name: str) -> None:
    """A case file given to `validate` by name: say what it is instead of schema noise."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml") and kind_of(path) == "file" and sniff(path)[0] == "case":
        raise InputError(name, "this is a case file, not a variant file — run it with "
                               f"{PROG} conform {name}")


Found = dict[tuple[object, ...], Problem]


def _key(problem: Problem) -> tuple[object, ...]:
    where = problem.location
    return where.file, where.line, where.column, problem.code, problem.message


def _check_all(names: list[str], chosen: dict[str, str] | None) -> tuple[Found, tuple[int, int, int],
                                                                      dict[str, None]]:
    """Every problem of `names`, with (valid, with problems, not read) and the usage errors.
    A valid file whose warning the settings make an error counts as one with problems."""
    # Counted per file given (each file once): a file is valid or has problems, even when
    # they lie in its parent; a problem shared by several files is printed once.
    problems: Found = {}
    usage: dict[str, None] = {}
    valid = bad = unread = 0
    for name in distinct(names):
        try:
            _not_a_case_file(name)
            with naming(name):
                found = check_variant(name, chosen).warnings  # valid, but worth a look
            promoted = any(p.severity == "error" for p in severe(list(found)))
            valid, bad = valid + (not promoted), bad + promoted
            for problem in found:
                problems.setdefault(_key(problem), problem)
        except ProblemsError as err:
            bad += 1
            for problem in err.problems:
                problems.setdefault(_key(problem), problem)
        except (InputError, UnknownVariant, OptionError) as err:
            unread += not isinstance(err, OptionError)  # an -O error is about every file alike
            usage.setdefault(str(err))
    return problems, (valid, bad, unread), usage


def _fix(names: list[str], problems: Found, fmt: str, diff: bool) -> int:
    """--fix: every fix in a file checked written in (each file whole, atomically) and what was
    fixed said; --diff: the changes shown as a unified diff, nothing written. Returns how many
    fixes were applied (or, with `diff`, would be)."""
    fixes = fixes_by_file(severe(list(problems.values())), names)
    done, diffs = fix_files(fixes, write=not diff)
    said = machine_readable(fmt) or diff  # stdout is the document's (or the diff's)
    if diff:
        click.echo("".join(diffs), nl=False)
    else:
        for fix in done:
            click.echo(f"{fix.file}:{fix.line}:{fix.column}: fixed: '{fix.old}' -> '{fix.text}'", err=said)
    files = len({fix.file for fix in done})
    what = f"{len(done)} problem{'s' if len(done) != 1 else ''} in {files} file{'s' if files != 1 else ''}"
    if done or problems:
        echo_styled(("would fix " if diff else "fixed ") + what if done else "nothing to fix",
                    fg="green" if done else None, err=said)
    return len(done)


@cli.command()
@click.argument("targets", nargs=-1)
@click.option("--bundled", is_flag=True,
              help="Check the bundled variants too (with no PATH: only them). `validate variants` "
                   "checks them as well where no folder 'variants' is.")
@format_option
@option_flag
@click.option("-v", "--verbose", is_flag=True, help="Name each file and folder skipped in folders.")
@click.option("--hook", is_flag=True, help=HOOK_HELP)
@click.option("--fix", is_flag=True,
              help="Write every fix the problems carry (a did-you-mean, a value to quote) into "
                   "the files checked (each written whole, beside it, then renamed into place), "
                   "say each one, and check the files once more: exit 1 if problems remain.")
@click.option("--diff", is_flag=True,
              help="Show what --fix would change, as a unified diff, and change nothing (exit 1 "
                   "if there is anything to fix or a problem).")
def validate(targets: tuple[str, ...], bundled: bool, fmt: str | None, options: tuple[str, ...],
             verbose: bool, hook: bool, fix: bool, diff: bool) -> None:
    """Check variant files, folders or bundled names; with none, the variant files of the
    current folder (or of the settings' `paths`).

    Prints `path:line:col: error: ...` for each problem (or JSON, GitHub annotations, SARIF).
    In folders, hidden folders, virtual environments, what .gitignore ignores and the
    settings' `exclude` are not searched, and YAML files that are not variants (case files,
    mkdocs.yml, ...) are skipped with a note saying why. Settings (pyproject.toml's
    [tool.sueca-rules] or a .sueca-rules.toml, docs/configuration.md) give the paths, the
    format and the severity of each problem code. Exit 0 when all are valid, 1 when problems
    were found, 2 for a usage or I/O error.

    `validate` with no PATH used to check the bundled variants: `validate --bundled` (or
    `validate variants`) does that now.
    """
    fmt = fmt or settings().output_format or "text"
    chosen = parse_options(options) if options else None
    given = hook_files(list(targets), "variant") if hook else variants_word(list(targets))
    if hook and not given:
        sys.exit(0)  # no variant file changed: the hook has nothing to say
    if given or bundled:
        names = [*files_of(given, "variant", verbose=verbose), *(bundled_names() if bundled else [])]
    else:
        paths = configured("paths")
        once("validate-folder", "with no path, validate checks this folder's variant files now; "
                                "`sueca-rules validate --bundled` checks the bundled ones (said once)")
        try:
            names = files_of(paths, "variant", verbose=verbose)
        except InputError as err:
            if not err.message.startswith("no variant files"):
                raise
            no_files(paths, "variant files (.sueca, or .yaml with a top-level 'variant:')", True)
            names = []  # nothing to check: exit 0, as ruff does (json and sarif: an empty document)
    problems, (valid, bad, unread), usage = _check_all(names, chosen)
    if diff:
        fixable = _fix(names, problems, fmt, diff=True)
        failing = any(p.severity == "error" for p in severe(list(problems.values())))
        sys.exit(2 if usage else 1 if fixable or failing else 0)
    if fix and _fix(names, problems, fmt, diff=False):
        problems, (valid, bad, unread), usage = _check_all(names, chosen)  # one pass: what is left
    shown = severe(list(problems.values()))  # the settings' severities
    echo_problems(shown, fmt)
    if not machine_readable(fmt) and valid + bad:
        errors = sum(p.severity == "error" for p in shown)
        warnings = sum(p.severity == "warning" for p in shown)
        said = [f"{errors} problem{'s' if errors != 1 else ''}"] * bool(errors) \
            + [f"{warnings} warning{'s' if warnings != 1 else ''}"] * bool(warnings)
        count = f" ({', '.join(said)})" if said else ""
        echo_styled(f"{valid} valid, {bad} with problems{count}"
                    + (f", {unread} not read (below)" if unread else ""),
                    fg="red" if errors else "yellow" if warnings else "green")
    for message in usage:
        click.echo(f"{PROG}: error: {message}", err=True)
    sys.exit(2 if usage else 1 if any(p.severity == "error" for p in shown) else 0)


@cli.command()
@click.argument("variant")
@option_flag
@click.option("--format", "fmt", type=click.Choice(["dsl", "yaml", "json"]), default="dsl",
              help="dsl: the variant language; yaml: the YAML form; json: the spec as JSON.")
@no_pager_flag
def show(variant: str, options: tuple[str, ...], fmt: str) -> None:
    """Print the effective variant: parents merged, options applied."""
    chosen = parse_options(options) if options else {}
    with naming(variant):
        resolved = check_variant(variant, chosen or None)
    if fmt == "json":  # escaped as the output's encoding needs
        echo_json(resolved.spec.model_dump(mode="json", exclude_none=False))
        return
    page(effective_text(resolved.spec, chosen, fmt), title=f"sueca-rules show {variant}")


@cli.command()
def schema() -> None:
    """Print the JSON Schema of the YAML form."""
    echo_json(json_schema())

