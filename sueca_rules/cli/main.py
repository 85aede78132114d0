"""The group, shared option parsing, and error-to-exit-status handling.

Exit status: 0 ok, 1 problems found in the input, 2 usage or I/O error.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

import click

from ..errors import InputError, OptionError, ProblemsError, SuecaError, UnknownVariant

F = TypeVar("F", bound=Callable[..., Any])


class UsageFailure(click.ClickException):
    exit_code = 2

    def show(self, file: Any = None) -> None:
        click.echo(f"sueca-rules: error: {self.message}", err=True)


def parse_options(pairs: tuple[str, ...]) -> dict[str, str]:
    """`--option k=v` pairs to a dict; a malformed pair is a usage error."""
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name or not value:
            raise UsageFailure(f"--option takes NAME=VALUE, not '{pair}'")
        out[name.strip()] = value.strip()
    return out


def handles_errors(func: F) -> F:
    """Located problems print and exit 1; unknown names, options and I/O exit 2."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except ProblemsError as err:
            for problem in err.problems:
                click.echo(problem.render(), err=True)
            sys.exit(1)
        except (InputError, UnknownVariant, OptionError) as err:
            raise UsageFailure(str(err).removeprefix("sueca-rules: error: ")) from None
        except SuecaError as err:
            click.echo(f"sueca-rules: error: {err}", err=True)
            sys.exit(1)

    return wrapper  # type: ignore[return-value]


option_flag = click.option("--option", "-O", "options", multiple=True, metavar="NAME=VALUE",
                           help="Set a table option the variant declares (repeatable).")


# Each command lives in a module of this package; a command's module is imported only when
# the command runs (or when help lists them all), so `validate` does not pay for the engine.
COMMANDS: dict[str, str] = {
    "list": "variants", "validate": "variants", "show": "variants", "fmt": "variants",
    "schema": "variants", "autoplay": "engine", "replay": "engine", "bench": "engine",
    "conform": "conform", "docs": "documents", "diff": "documents", "matrix": "documents",
    "simulate": "simulate", "compare": "simulate", "play": "play", "lsp": "lsp",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = COMMANDS.get(cmd_name)
        if module is not None and cmd_name not in self.commands:
            importlib.import_module(f"{__package__}.{module}")  # registers its commands
        return super().get_command(ctx, cmd_name)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="sueca-rules")
def cli() -> None:
    """House rules of Sueca as files: validate, explain, play, simulate and prove them.

    VARIANT is a bundled name (portugal, brazil, azores, jogos-do-rei, sueca-online,
    mesa-brasileira, sueca-fr) or the path of a .sueca or .yaml file.
    """


def main() -> None:
    cli(prog_name="sueca-rules")
