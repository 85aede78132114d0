"""The `sueca-rules` command line: one click group, commands grouped by pipeline stage."""

from __future__ import annotations

from .main import cli, main

__all__ = ["cli", "main"]
