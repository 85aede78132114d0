"""The command-line reference, written from the click commands themselves."""

from __future__ import annotations

import click

from .main import cli


def cli_reference() -> str:
    from . import conform, documents, engine, formatting, play, simulate, variants  # noqa: F401  (register the commands)

    lines = ["# Command line", "",
             "`sueca-rules` (or `python -m sueca_rules`). Exit status: 0 ok, 1 problems found "
             "(an invalid file, a failed case), 2 a usage or I/O error.", "",
             "Files: a command given several paths (or a folder and a file in it) reads each "
             "file once. An output file (`-o FILE`) that exists is replaced, as `sort -o` "
             "does, but never one of the files the command reads — the variant, its parents — "
             "nor a variant or case file (`.sueca`, `.yaml`, `.yml`), nor a record (`.json`) "
             "by a rulebook: those are refused before any work (exit 2); `play` without `-o` never replaces "
             "a file (it takes the next free name). Output that is closed early (`| head`) "
             "ends the command quietly with exit 1; a terminal or pipe that is not UTF-8 gets "
             "ASCII forms (`7S` for `7♠`) instead of an error, and JSON stays valid whatever "
             "the file names hold.", ""]
    root = click.Context(cli, info_name="sueca-rules")
    for name in sorted(cli.list_commands(root)):
        command = cli.get_command(root, name)
        assert command is not None
        ctx = click.Context(command, info_name=name, parent=root)  # usage: "sueca-rules NAME ..."
        lines += [f"## `sueca-rules {name}`", "", "```text", command.get_help(ctx), "```", ""]
    return "\n".join(lines)
