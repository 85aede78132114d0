"""`sueca-rules lsp`: the language server for editors (needs the `lsp` extra)."""

from __future__ import annotations

import sys

import click

from .main import UsageFailure, cli
from .streams import closed

EXTRA = {"pygls", "lsprotocol"}


@cli.command()
@click.option("--stdio", is_flag=True, help="Speak over stdin/stdout (the default and only "
              "transport; accepted because editors pass it).")
@click.option("--debug", is_flag=True, help="Log every message and full tracebacks on stderr "
              "(for developers; also SUECA_RULES_LSP_DEBUG=1). Without it, one line per problem.")
def lsp(stdio: bool, debug: bool) -> None:
    """Run the language server over stdin/stdout: diagnostics, completion, hover, outline,
    go-to-definition and formatting for .sueca (and YAML variant) files.

    Needs the lsp extra: pip install 'sueca-rules[lsp]'. Exit 2 when it is missing.
    """
    for stream, name in ((sys.stdin, "input"), (sys.stdout, "output")):
        if closed(stream):
            raise UsageFailure(f"standard {name} is closed — the language server speaks LSP over "
                               "standard input and output: let the editor start it")
    try:
        from ..lsp.server import serve
    except ImportError as err:
        if (err.name or "").split(".")[0] not in EXTRA:
            raise
        raise UsageFailure("the language server needs the lsp extra — "
                           "pip install 'sueca-rules[lsp]'") from None
    serve(debug)
