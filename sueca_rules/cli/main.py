"""The group, shared option types, and the one error boundary of the command line.

Every command runs inside :meth:`SuecaGroup.main`, which turns every error into a message and
an exit status — never a traceback:

- 0: ok;
- 1: problems found in the input (an invalid variant, a failed case, a record that does not
  replay), printed as located ``path:line:col: error: ...`` messages;
- 2: a usage or I/O error (a missing file, a device, an unwritable output, a bad option),
  printed as ``sueca-rules: error: ...`` naming the path or value, before any work is done.
"""

from __future__ import annotations

import errno
import importlib
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from ..errors import GameFailed, InputError, OptionError, ProblemsError, SuecaError, UnknownVariant
from ..files import check_writable, reason
from ..stop_signals import process_ends
from .streams import make_safe
from .terminal import add_common, echo_problem_text, reset

PROG = "sueca-rules"


class UsageFailure(click.ClickException):
    """A usage error a command detects itself (exit status 2)."""

    exit_code = 2

    def show(self, file: Any = None) -> None:
        click.echo(f"{PROG}: error: {self.message}", err=True)


def fail(message: str) -> UsageFailure:
    return UsageFailure(message)


@contextmanager
def naming(variant: str, lang: str | None = None, *, spoken: bool = False) -> Iterator[None]:
    """An OptionError raised inside names the variant as `variant`, the reference the user
    typed (``portugal has no option `x` ``): with several variants, `the variant` alone does
    not say which. Said from the error's fields, each option or value as typed with what it
    means (:func:`.said.option_refused`); with `lang` or `spoken` (a command that speaks the
    user's language), in that language (`lang`, else the user's locale), else in English."""
    try:
        yield
    except OptionError as err:
        from .said import option_refused, voice

        # a command that speaks no language of its own says it in English, in the same shape
        raise option_refused(err, variant, voice(lang if lang is not None or spoken else "en")) from None


def parse_options(pairs: tuple[str, ...]) -> dict[str, str]:
    """`--option k=v` pairs to a dict; a malformed pair is a usage error."""
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise UsageFailure(f"--option takes NAME=VALUE, not '{pair}'")
        out[name.strip()] = value.strip()
    return out


class OutputPath(click.ParamType):  # type: ignore[type-arg]
    """A file the command will write: checked while the command line is read, so a missing or
    read-only folder is refused before any work is done (a game is never played for nothing)."""

    name = "FILE"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Path:
        if isinstance(value, str) and value == "":
            raise InputError(repr(value), "the output path is empty — give a file name")
        path = Path(value)
        check_writable(path)  # an InputError reaches the boundary: exit 2, the path named
        return path


def positive(name: str, value: int | None, *, minimum: int = 1, maximum: int | None = None) -> None:
    """Refuse a number out of range, naming the option and the value."""
    if value is None:
        return
    if value < minimum or (maximum is not None and value > maximum):
        bound = f"from {minimum} to {maximum:,}" if maximum is not None else f"at least {minimum}"
        raise UsageFailure(f"{name} must be {bound}, not {value}")


option_flag = click.option("--option", "-O", "options", multiple=True, metavar="NAME=VALUE",
                           help="Set a table option the variant declares (repeatable).")
output_flag = click.option("-o", "--output", type=OutputPath(), default=None,
                           help="Write to this file instead of standard output. An existing file "
                                "is replaced only by its own kind (a record by a record; a "
                                "rulebook or matrix: a .md, .html or .txt file) and never when "
                                "the command reads it (the variant or a parent); anything else "
                                "is refused before any work (exit 2). A symbolic link is judged "
                                "by the file it leads to, and written through (the link kept); "
                                "a file with other names (hard links) is replaced under this "
                                "name only. The file is written beside its target and renamed "
                                "into place: a full disk or a signal never leaves it cut.")


# Each command lives in a module of this package; a command's module is imported only when
# the command runs (or when help lists them all), so `validate` does not pay for the engine.
COMMANDS: dict[str, str] = {
    "list": "variants", "validate": "variants", "show": "variants", "fmt": "formatting",
    "schema": "variants", "autoplay": "engine", "replay": "engine", "bench": "engine",
    "conform": "conform", "docs": "documents", "diff": "documents", "matrix": "documents",
    "simulate": "simulate", "compare": "simulate", "play": "play", "lsp": "lsp",
    "explain": "explain", "rule": "explain",
}


def _show_usage_error(err: click.ClickException) -> None:
    message = err.format_message()
    click.echo(f"{PROG}: error: {message}", err=True)
    ctx = getattr(err, "ctx", None)
    if isinstance(err, click.UsageError) and ctx is not None and not isinstance(err, UsageFailure):
        click.echo(f"Try '{ctx.command_path} --help' for help.", err=True)


def _say_error(err: Exception) -> None:
    """`sueca-rules: error: ...`, one line per problem the error carries (an error said in
    the user's language has its own word for "error")."""
    prefix, colon = getattr(err, "prefix", "error"), getattr(err, "colon", ": ")
    for line in str(err).splitlines() or [type(err).__name__]:
        click.echo(f"{PROG}{colon}{prefix}{colon}{line}" if not line.startswith("  ") else line, err=True)


def quiet_stdout() -> None:
    """After a broken pipe (`sueca-rules docs x | head`), drop what is left to print."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


class SuecaGroup(click.Group):
    """Lazy command loading, and the error boundary around every command."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = COMMANDS.get(cmd_name)
        if module is not None and cmd_name not in self.commands:
            importlib.import_module(f"{__package__}.{module}")  # registers its commands
        command = super().get_command(ctx, cmd_name)
        return add_common(command) if command is not None else None  # --config, --color

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             **extra: Any) -> Any:
        given = sys.stdin, sys.stdout
        make_safe()  # a terminal in ASCII or Latin-1, a file name that is not UTF-8: no crash
        try:
            code = self._run(args, prog_name or PROG, complete_var, **extra)
        finally:  # a caller's closed stream (None) is given back as it was
            sys.stdin = sys.stdin if given[0] is not None else given[0]
            sys.stdout = sys.stdout if given[1] is not None else given[1]
        if standalone_mode:
            sys.exit(code)
        return code

    def _run(self, args: Sequence[str] | None, prog_name: str, complete_var: str | None,
             **extra: Any) -> int:
        given = sys.argv[1:] if args is None else list(args)
        held = next((arg for arg in given if "\x00" in arg), None)
        if held is not None:  # no path or value holds one (a shell cannot even pass it)
            click.echo(f"{PROG}: error: {held!r}: an argument holds a NUL character — no path or "
                       "value can", err=True)
            return 2
        reset()  # no settings or --color left from an earlier run in this process
        try:
            result = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
            return result if isinstance(result, int) else 0
        except SystemExit as done:
            return done.code if isinstance(done.code, int) else 0 if done.code is None else 1
        except click.exceptions.Abort:
            click.echo(f"{PROG}: interrupted", err=True)
            return 130
        except click.ClickException as err:
            _show_usage_error(err)
            return 2
        except ProblemsError as err:
            for problem in err.problems:
                echo_problem_text(problem, err=True)  # coloured on a terminal
            return 1
        except (InputError, UnknownVariant, OptionError) as err:
            _say_error(err)
            return 2
        except SuecaError as err:
            _say_error(err)
            return 1
        except OSError as err:
            if err.errno == errno.EPIPE:
                quiet_stdout()
                return 1
            where = f"{err.filename}: " if err.filename else ""
            click.echo(f"{PROG}: error: {where}{reason(err)}", err=True)
            return 2
        except (RecursionError, MemoryError) as err:
            click.echo(f"{PROG}: error: the input is too large or nested too deeply "
                       f"({type(err).__name__})", err=True)
            return 2
        except Exception as err:  # a bug: say so in one line, never a traceback
            if os.environ.get("SUECA_RULES_DEBUG"):
                raise
            if isinstance(err, GameFailed) and isinstance(err.error, InputError):  # a user bot's bad answer
                _say_error(err.error)
                click.echo(f"{PROG}: {err.kept}", err=True)
                return 2
            bug, kept = (err.error, f" ({err.kept})") if isinstance(err, GameFailed) else (err, "")
            click.echo(f"{PROG}: internal error: {type(bug).__name__}: {bug} — this is a bug in "
                       f"{PROG}{kept}; please report it with the command you ran "
                       "(SUECA_RULES_DEBUG=1 shows the traceback)", err=True)
            return 2


@click.group(cls=SuecaGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="sueca-rules")
def cli() -> None:
    """House rules of Sueca as files: validate, explain, play, simulate and prove them.

    VARIANT is a bundled name (`sueca-rules list` shows them all, with a line on each) or the
    path of a .sueca or .yaml file.

    Settings: [tool.sueca-rules] in pyproject.toml, or a .sueca-rules.toml, found upward from
    the current folder (docs/configuration.md); every command takes --config FILE, --isolated
    and --color auto|always|never (NO_COLOR and FORCE_COLOR are honoured).
    """


def main(args: Sequence[str] | None = None) -> int:
    """The command line. Without `args` (the console script, ``python -m sueca_rules``): the
    process's own arguments, and the process exits with the command's status. With `args`
    (called from Python): the status is returned, and the process is left as it was found —
    signal handlers and mask included."""
    if args is None:
        process_ends()
        cli.main(prog_name=PROG)  # exits
        return 0
    code: int = cli.main(list(args), prog_name=PROG, standalone_mode=False)
    return code
