"""The command-line reference, written from the click commands themselves.

The site's page (docs/cli.md) is made by mkdocs-click from :data:`commands` (every command,
with the options every command takes); :func:`cli_reference` is the same reference as plain
``--help`` text, for a terminal or a test.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any, TypeVar

import click

from .main import COMMANDS, cli

INTRO = ("`sueca-rules` (or `python -m sueca_rules`). Exit status: 0 ok, 1 problems found "
         "(an invalid file, a failed case), 2 a usage or I/O error.\n\n"
         "Files: a command given several paths (or a folder and a file in it) reads each "
         "file once. An output file (`-o FILE`) that exists is replaced, as `sort -o` "
         "does, but never one of the files the command reads — the variant, its parents — "
         "nor a variant or case file (`.sueca`, `.yaml`, `.yml`), nor a record (`.json`) "
         "by a rulebook: those are refused before any work (exit 2); `play` without `-o` never replaces "
         "a file (it takes the next free name). Output that is closed early (`| head`) "
         "ends the command quietly with exit 1; a terminal or pipe that is not UTF-8 gets "
         "ASCII forms (`7S` for `7♠`) instead of an error, and JSON stays valid whatever "
         "the file names hold.")


def _shown(command: click.Command) -> click.Command:
    """A copy of `command` for the page: an option with no default says None (click 8.3 keeps
    an internal marker there, which a table would print); the command itself is left as it is."""
    shown = copy.copy(command)
    shown.params = [_no_marker(param, None) for param in command.params]
    made = command.get_help_option

    def help_option(ctx: click.Context) -> click.Option | None:
        option = made(ctx)
        return None if option is None else _no_marker(option, False)

    shown.__dict__["get_help_option"] = help_option  # --help: a flag, off
    return shown


P = TypeVar("P", bound=click.Parameter)


def _no_marker(param: P, default: object) -> P:
    if param.default is None or type(param.default).__name__ != "Sentinel":
        return param
    param = copy.copy(param)
    param.default = default
    return param


@cache
def documented() -> click.Group:
    """The command line as one group whose commands are all loaded (the real group loads a
    command's module when it is called) and carry the options every command takes."""
    root = click.Context(cli, info_name="sueca-rules")
    commands = {name: cli.get_command(root, name) for name in sorted(COMMANDS)}
    group = _shown(click.Group("sueca-rules", help=cli.help,
                               context_settings={"help_option_names": ["-h", "--help"]}))
    assert isinstance(group, click.Group)
    for name, command in commands.items():
        if command is not None:
            group.add_command(_shown(command), name)
    return group


def __getattr__(name: str) -> Any:
    """`commands`: :func:`documented`, made when mkdocs-click asks for it."""
    if name == "commands":
        return documented()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def cli_reference() -> str:
    """The reference as Markdown with each command's ``--help`` text."""
    group = documented()
    lines = ["# Command line", "", INTRO, ""]
    root = click.Context(group, info_name="sueca-rules")
    for name in group.list_commands(root):
        command = group.get_command(root, name)
        assert command is not None
        ctx = click.Context(command, info_name=name, parent=root)  # usage: "sueca-rules NAME ..."
        lines += [f"## `sueca-rules {name}`", "", "```text", command.get_help(ctx), "```", ""]
    return "\n".join(lines)
