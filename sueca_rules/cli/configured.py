"""The settings a command runs with (:mod:`sueca_rules.config`), and the options every command
takes to choose them: ``--config FILE`` and ``--isolated``.

A settings file with a problem stops the command before any work, with every problem located
(exit 2), whichever command was run.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..config import Config, ConfigError
from ..config import load as load_config
from ..errors import Problem


class _State:
    file: Path | None = None
    isolated: bool = False
    loaded: Config | None = None


STATE = _State()


def _load() -> Config:
    if STATE.isolated:
        return Config(root=Path.cwd().absolute())
    return load_config(file=STATE.file)


def settings() -> Config:
    """The settings in force (read once per run): those of `--config`, else of the nearest
    settings file, else the defaults (`--isolated`: the defaults, no file read). A settings
    file with a problem stops the command (exit 2, every problem located); one that cannot be
    read is an InputError (exit 2)."""
    if STATE.loaded is None:
        try:
            STATE.loaded = _load()
        except ConfigError as err:
            STATE.loaded = Config(root=Path.cwd().absolute())  # said once, then the defaults
            refuse(err.problems)
    return STATE.loaded


def settings_or_defaults() -> Config:
    """The settings, or the defaults when they cannot be read — for choices made while an
    error is being printed (colour, the pager), which must never fail themselves; the
    command that reads the settings says what is wrong with them."""
    if STATE.loaded is not None:
        return STATE.loaded
    try:
        return _load()
    except Exception:  # any failure: the defaults, and the command says why
        return Config(root=Path.cwd().absolute())


def reset() -> None:
    """Forget the settings and options of an earlier run in this process (tests, embedders)."""
    STATE.file, STATE.isolated, STATE.loaded = None, False, None


def refuse(problems: list[Problem]) -> None:
    """Print a settings file's problems and stop (exit 2): the file must be fixed first."""
    for problem in problems:
        click.echo(problem.render(), err=True)
    where = problems[0].location.file if problems else "the settings file"
    click.echo(f"sueca-rules: error: {where}: the settings cannot be used (above) — fix them, or run "
               "with --isolated to ignore every settings file", err=True)
    sys.exit(2)


def _set_file(ctx: click.Context, param: click.Parameter, value: Path | None) -> None:
    if value is not None:
        STATE.file, STATE.loaded = value, None


def _set_isolated(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value:
        STATE.isolated, STATE.loaded = True, None


CONFIG_OPTIONS = (
    click.Option(["--config"], type=click.Path(path_type=Path, dir_okay=False), is_eager=True,
                 expose_value=False, callback=_set_file, metavar="FILE",
                 help="Read the settings from FILE (a .sueca-rules.toml or a pyproject.toml with "
                      "[tool.sueca-rules]) instead of the nearest one (docs/configuration.md)."),
    click.Option(["--isolated"], is_flag=True, is_eager=True, expose_value=False, callback=_set_isolated,
                 help="Read no settings file: the defaults only."),
)


def severe(problems: list[Problem]) -> list[Problem]:
    """`problems` with the settings' severities applied (:meth:`Config.apply`)."""
    return settings().apply(problems)


def lang_default(given: str | None, choices: tuple[str, ...], default: str = "pt") -> str:
    """`--lang` as given, else the settings' `lang` (checked against `choices`, located when
    wrong), else `default`."""
    if given is not None:
        return given
    chosen = settings().lang
    if chosen is None:
        return default
    for choice in choices:
        if choice.lower() == chosen.replace("_", "-").lower():
            return choice
    refuse([settings().problem("lang", f"'lang' is one of {', '.join(choices)}, not '{chosen}'")])
    return default
