"""Commands that write the rules out: docs (a rulebook), diff, matrix."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import click

from ..catalogue.compile import compile_rules
from ..checks import validate, validate_each
from ..docs import diff_variants, matrix
from ..docs.rulebook import book_of
from ..files import write_text
from ..resources import bundled_names
from ..source import read, resolve
from ..words.i18n import LANG_CHOICES, Voice, environment_lang, resolve_locale
from .arguments import Language
from .configured import lang_default
from .main import cli, naming, option_flag, output_flag, parse_options
from .output import echo_json
from .paths import distinct, refuse_overwriting
from .said import voice, wrote
from .terminal import no_pager_flag, page, rendered

lang_flag = click.option(
    "--lang", type=Language(), default=None,
    help="The language: pt-PT, pt-BR, en or fr; pt is the variant's own Portuguese (pt-BR for a "
         "Brazilian table, pt-PT otherwise; for several variants, the first one's) [default: the "
         "settings' lang, else the locale of LC_ALL, LC_MESSAGES or LANG when it is one of "
         "these, else pt].")


def _lang(given: str | None) -> str:
    """--lang, else the settings' `lang`, else the user's locale (LC_ALL, LC_MESSAGES, LANG)
    when the books are written in it, else `pt` (the table's own Portuguese)."""
    return lang_default(given, LANG_CHOICES, environment_lang() or "pt")


def _said_lang(given: str | None) -> str:
    """The language of the command's own lines (a file written, an option refused): as the
    document's, but English rather than the table's Portuguese where the user said none."""
    return lang_default(given, LANG_CHOICES, environment_lang() or "en")


def write_output(text: str, output: Path | None, lang: str | None = None, region: str | None = None) -> None:
    """Every file these commands write goes through here (the terminal when no file); where
    it went is said in the command's language."""
    if output is None:
        click.echo(text, nl=False)
    else:
        write_text(output, text)
        click.echo(wrote(output, voice(lang, region)), err=True)


def _format(chosen: str | None, output: Path | None, terminal: str) -> str:
    """The explicit --format, else the output file's ending, else `terminal`."""
    if chosen:
        return chosen.lower()
    if output is not None:
        return "html" if output.suffix.lower() in (".html", ".htm") else "md"
    return terminal


@cli.command()
@click.argument("variant")
@lang_flag
@option_flag
@click.option("--format", "fmt", type=click.Choice(["text", "md", "html"], case_sensitive=False),
              help="text: the rulebook set for reading in the terminal; md: Markdown; html: one "
                   "self-contained HTML page that prints on one A4 page [default: text on a "
                   "terminal, html for an -o file ending in .html, else md].")
@click.option("--poster", is_flag=True,
              help="A poster for the table's wall, as one HTML page: the rules and the table's options alone "
                   "(no glossary, sources or differences), in the largest type that keeps them on one A4 page.")
@output_flag
@no_pager_flag
def docs(variant: str, lang: str | None, options: tuple[str, ...], fmt: str | None, poster: bool,
         output: Path | None) -> None:
    """Write VARIANT's rules as a rulebook (pt-PT, pt-BR, English or French).

    On a terminal the rulebook is set for reading (through the pager when it is longer than
    the window); in a pipe, or with --format md, it is Markdown; --poster writes the wall's
    poster (HTML).
    """
    if poster and fmt is not None and fmt.lower() != "html":
        raise click.UsageError(f"--poster is a printed page, written as HTML: use --format html, not --format {fmt}")
    fmt = "html" if poster else fmt
    said, lang = _said_lang(lang), _lang(lang)
    chosen = parse_options(options) or None
    with naming(variant, said):
        resolved = validate(variant, chosen)
    refuse_overwriting(output, [layer.source.file for layer in resolved.layers], "rulebook")
    spec = resolved.spec
    parent = resolve(read(Path(resolved.layers[1].source.file))).spec if len(resolved.layers) > 1 else None
    # the variant under each other value of its options: what choosing it changes
    others = {name: {value: validate(variant, {**(chosen or {}), name: value}).spec
                     for value in model.values if value != str((chosen or {}).get(name, model.default))}
              for name, model in spec.options.items()} if chosen else None
    book = book_of(spec, lang, parent, compile_rules(spec, chosen), others)
    for note in book.missing:  # for the file's author, never on the sheet
        click.echo(Voice(resolve_locale(lang, spec.region)).pgettext("command line", "note: {text}",
                                                                     text=note), err=True)
    shown = _format(fmt, output, "text" if sys.stdout.isatty() else "md")
    if shown == "text":
        from rich.markdown import Markdown

        text = book.markdown(program=output is None)  # on the screen: with the program's section last
        drawn = rendered(lambda console: console.print(Markdown(text)), color=None if output is None else False)
        if output is None:
            page(drawn, title=f"sueca-rules docs {variant}")
        else:
            write_output("\n".join(line.rstrip() for line in drawn.splitlines()) + "\n", output, said,
                         spec.region)
        return
    if shown == "html":
        from ..docs.html import rulebook_page

        text = rulebook_page(book, poster=poster)
    else:
        text = book.markdown()
    write_output(text, output, said, spec.region)


@cli.command()
@click.argument("first")
@click.argument("second")
@lang_flag
@click.option("--format", "fmt", type=click.Choice(["text", "md", "json"], case_sensitive=False),
              help="text: for reading in the terminal; md: Markdown; json: each rule that differs "
                   "(path, label, both values in words) and each word or text (docs/json-output.md) "
                   "[default: text, as matrix prints it, on a terminal and in a pipe].")
@no_pager_flag
def diff(first: str, second: str, lang: str | None, fmt: str | None) -> None:
    """What differs between two variants: the rules by what they mean, then words and texts."""
    lang = _lang(lang)
    one, two = validate_each([first, second])  # both files' problems, in one run
    # labelled by the variants' titles, by the arguments as given when the names are the same
    same = one.spec.variant == two.spec.variant
    if fmt is not None and fmt.lower() == "json":
        from ..docs.compare import diff_data

        names = (first, second) if same else (one.spec.variant, two.spec.variant)
        echo_json(diff_data(one.spec, two.spec, lang, names))
        return
    text = diff_variants(one.spec, two.spec, lang, (first, second) if same else None)
    if (fmt or "text").lower() == "md":  # plain text by default, as matrix (en EN10-06)
        click.echo(text, nl=False)
        return
    from rich.markdown import Markdown

    page(rendered(lambda console: console.print(Markdown(text))), title=f"sueca-rules diff {first} {second}")


@cli.command("matrix")
@click.argument("variants", nargs=-1)
@lang_flag
@click.option("--format", "fmt", type=click.Choice(["text", "md", "html", "json"], case_sensitive=False),
              help="text: tables for the terminal; md: Markdown; html: a page; json: per rule, each "
                   "value with its variants (docs/json-output.md) "
                   "[default: text on the terminal, md (or html for .html, json for .json) with -o].")
@output_flag
@no_pager_flag
def matrix_command(variants: tuple[str, ...], lang: str | None, fmt: str | None, output: Path | None) -> None:
    """Compare variants rule by rule (all bundled ones by default).

    On a terminal the tables are set at most 100 columns wide and go through the pager when
    they are longer than the window (space: the next page, q: done).
    """
    said, lang = _said_lang(lang), _lang(lang)
    every = validate_each(distinct(list(variants) or bundled_names(), "compared"))
    refuse_overwriting(output, [layer.source.file for one in every for layer in one.layers],
                       "matrix")
    specs = [one.spec for one in every]
    json_file = fmt is None and output is not None and output.suffix.lower() == ".json"
    shown = "json" if json_file else _format(fmt, output, "text")
    if shown == "json":
        from ..diagnostics import json_text
        from ..docs.compare import matrix_data

        if output is None:
            echo_json(matrix_data(specs, lang))
        else:
            write_output(json_text(matrix_data(specs, lang), 2, ascii_only=False) + "\n", output, said,
                         specs[0].region if specs else None)
        return
    if shown == "text" and output is None:
        from ..docs.terminal import matrix_tables

        page(rendered(lambda console: console.print(matrix_tables(specs, lang))), title="sueca-rules matrix")
        return
    if shown == "text":
        from rich.console import Console

        from ..docs.terminal import matrix_tables

        console = Console(record=True, width=100, file=io.StringIO())
        console.print(matrix_tables(specs, lang))
        write_output("\n".join(line.rstrip() for line in console.export_text().splitlines()) + "\n",
                     output, said, specs[0].region if specs else None)
        return
    text = matrix(specs, lang)
    if shown == "html":
        from ..docs.html import html_page
        from ..words.i18n import Voice

        locale = resolve_locale(lang, specs[0].region if specs else None)
        text = html_page(text, Voice(locale).gettext("Sueca variants compared"), locale)
    write_output(text, output, said, specs[0].region if specs else None)
