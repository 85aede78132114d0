"""`sueca-rules conform PATH...`: run case files, report failures, close with N passed, N failed."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import click

from ..conformance.cases import load_case_file
from ..conformance.run import Outcome, run_case
from ..diagnostics import github_annotation, in_github_actions
from ..errors import InputError, Location, Problem, ProblemsError, SuecaError
from ..files import kind_of
from ..lines import split
from ..source.discover import expand, sniff
from .main import PROG, cli
from .output import echo_problems, format_option, machine_readable
from .paths import distinct


def _case_files(targets: tuple[str, ...]) -> list[Path]:
    """Files and folders to case files, each file once; a variant file given by name is a
    usage error."""
    for target in targets:
        if target == "":
            raise InputError(repr(target), "an empty path — give a case file or a folder of them")
    files, notes = expand(list(targets), "case")
    for note in notes:
        click.echo(f"note: {note}", err=True)
    out = []
    for name in distinct(files, "run"):
        path = Path(name)
        kind = kind_of(path)
        if kind == "missing":
            raise InputError(name, "no such file or folder")
        if kind == "file" and sniff(path)[0] == "variant":
            raise InputError(name, "this is a variant file, not a case file — check it with "
                                   f"{PROG} validate {name}")
        out.append(path)
    return out


def _failure(outcome: Outcome) -> Problem:
    """A failed case as a diagnostic at its `- id:` line (for json, github and sarif)."""
    case = outcome.case
    line = _lines(case.file)[case.line - 1] if 0 < case.line <= len(_lines(case.file)) else None
    column = len(line) - len(line.lstrip(" -")) + 1 if line is not None else 0
    found = [f"{what}: expected {expected!r}, got {actual!r}"
             for what, expected, actual in outcome.differences]
    message = f"case '{case.id}' ({case.kind}) failed: " + "; ".join(
        ([f"error: {outcome.error}"] if outcome.error else []) + found)
    if case.quote:
        message += f"\nquote: {case.quote.strip()}"
    return Problem(Location(case.file, case.line, column), message, "case-failed",
                   source_line=line)


@cache
def _lines(file: str) -> list[str]:
    return split(Path(file).read_bytes().decode("utf-8-sig", "replace"))


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("-v", "--verbose", is_flag=True, help="Also list the cases that pass.")
@format_option
def conform(paths: tuple[str, ...], verbose: bool, fmt: str) -> None:
    """Run conformance case files (files or folders) against the variants they name.

    In folders, YAML files with a top-level `cases:` key are case files; others are skipped
    with a note. Exit 0 when every case passes, 1 when a case failed, 2 when a case file is
    invalid (nothing is run from that file) or a path cannot be used. With --format json or
    sarif, stdout holds the document (invalid files and failed cases) and the count goes to
    stderr.
    """
    passed = failed = invalid = 0
    problems: list[Problem] = []
    text = fmt == "text"
    for path in _case_files(paths):
        try:
            loaded = load_case_file(path)
        except ProblemsError as err:
            invalid += 1
            problems.extend(err.problems)
            if text:
                echo_problems(err.problems, fmt)
            continue
        except SuecaError as err:  # an unreadable file, an unknown variant: the others still run
            invalid += 1
            click.echo(f"{PROG}: error: {err}", err=True)
            continue
        problems.extend(loaded.warnings)  # a spelling that keeps working, with what to write
        if text:
            echo_problems(loaded.warnings, fmt)
        for case in loaded.cases:
            outcome = run_case(case)
            if outcome.passed:
                passed += 1
                if verbose and text:
                    click.echo(f"ok      {case.node_id}")
            else:
                failed += 1
                problems.append(_failure(outcome))
                if text:
                    click.echo(outcome.report())
                    click.echo()
    if text and in_github_actions():  # the invalid files' annotations were printed above
        for problem in problems:
            if problem.code == "case-failed":
                click.echo(github_annotation(problem))
    if not text:
        echo_problems(problems, fmt)
    not_run = f", {invalid} case file{'s' if invalid != 1 else ''} not run" if invalid else ""
    click.echo(f"{passed} passed, {failed} failed{not_run}", err=machine_readable(fmt))
    sys.exit(2 if invalid else 1 if failed else 0)
