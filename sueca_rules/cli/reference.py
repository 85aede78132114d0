"""The command-line reference, written from the click commands themselves."""

from __future__ import annotations

import click

from .main import cli


def cli_reference() -> str:
    from . import conform, documents, engine, play, simulate, variants  # noqa: F401  (register the commands)

    lines = ["# Command line", "",
             "`sueca-rules` (or `python -m sueca_rules`). Exit status: 0 ok, 1 problems found "
             "(an invalid file, a failed case), 2 a usage or I/O error.", ""]
    root = click.Context(cli, info_name="sueca-rules")
    for name in sorted(cli.list_commands(root)):
        command = cli.get_command(root, name)
        assert command is not None
        ctx = click.Context(command, info_name=name, parent=root)  # usage: "sueca-rules NAME ..."
        lines += [f"## `sueca-rules {name}`", "", "```text", command.get_help(ctx), "```", ""]
    return "\n".join(lines)
