"""`sueca-rules conform PATH...`: run case files, report failures, close with N passed, N failed."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..conformance.cases import load_case_file
from ..conformance.run import run_case
from ..errors import InputError, ProblemsError, SuecaError
from ..files import kind_of
from ..source.discover import expand, sniff
from .main import PROG, cli


def _case_files(targets: tuple[str, ...]) -> list[Path]:
    """Files and folders to case files; a variant file given by name is a usage error."""
    files, notes = expand(list(targets), "case")
    for note in notes:
        click.echo(f"note: {note}", err=True)
    out = []
    for name in files:
        path = Path(name)
        kind = kind_of(path)
        if kind == "missing":
            raise InputError(name, "no such file or folder")
        if kind == "file" and sniff(path)[0] == "variant":
            raise InputError(name, "this is a variant file, not a case file — check it with "
                                   f"{PROG} validate {name}")
        out.append(path)
    return out


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("-v", "--verbose", is_flag=True, help="Also list the cases that pass.")
def conform(paths: tuple[str, ...], verbose: bool) -> None:
    """Run conformance case files (files or folders) against the variants they name.

    In folders, YAML files with a top-level `cases:` key are case files; others are skipped
    with a note. Exit 0 when every case passes, 1 when a case failed, 2 when a case file is
    invalid (nothing is run from that file) or a path cannot be used.
    """
    passed = failed = 0
    invalid = False
    for path in _case_files(paths):
        try:
            cases = load_case_file(path).cases
        except ProblemsError as err:
            invalid = True
            for problem in err.problems:
                click.echo(problem.render(), err=True)
            continue
        except SuecaError as err:  # an unreadable file, an unknown variant: the others still run
            invalid = True
            click.echo(f"{PROG}: error: {err}", err=True)
            continue
        for case in cases:
            outcome = run_case(case)
            if outcome.passed:
                passed += 1
                if verbose:
                    click.echo(f"ok      {case.node_id}")
            else:
                failed += 1
                click.echo(outcome.report())
                click.echo()
    click.echo(f"{passed} passed, {failed} failed")
    sys.exit(2 if invalid else 1 if failed else 0)
