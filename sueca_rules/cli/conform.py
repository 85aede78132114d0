"""`sueca-rules conform PATH...`: run case files, report failures, close with N passed, N failed."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..conformance.cases import load_case_file
from ..conformance.run import run_case
from ..errors import InputError, ProblemsError, SuecaError
from .main import UsageFailure, cli


def _case_files(paths: tuple[Path, ...]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml")
                                and p.is_file()))
        elif path.exists():
            found.append(path)
        else:
            raise UsageFailure(f"{path}: no such file or folder")
    return found


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("-v", "--verbose", is_flag=True, help="Also list the cases that pass.")
def conform(paths: tuple[Path, ...], verbose: bool) -> None:
    """Run conformance case files (files or folders) against the variants they name.

    Exit 0 when every case passes, 1 when a case failed, 2 when a case file is invalid
    (nothing is run from that file).
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
        except (InputError, SuecaError) as err:
            invalid = True
            click.echo(f"{path}: error: {err}", err=True)
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
