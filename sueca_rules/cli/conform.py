"""`sueca-rules conform PATH...`: run case files, report failures, close with N passed, N failed."""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

import click

from ..checks import validate as check_variant
from ..conformance.cases import load_case_file, named_variants, variant_reference
from ..conformance.outcome import Outcome
from ..conformance.run import run_case
from ..diagnostics import github_annotation, in_github_actions
from ..errors import InputError, Location, Problem, ProblemsError, SuecaError
from ..files import kind_of
from ..lines import split
from ..resources import variants_dir
from ..source.discover import SUFFIXES, sniff
from .configured import settings, severe
from .main import PROG, cli
from .output import echo_problems, format_option, machine_readable
from .paths import distinct, file_key, variant_files
from .targets import configured, files_of
from .terminal import echo_styled


def _case_files(targets: tuple[str, ...] | list[str], verbose: bool = False, quiet: bool = False) -> list[Path]:
    """Files and folders to case files, each file once; a variant file given by name is a
    usage error."""
    for target in targets:
        if target == "":
            raise InputError(repr(target), "an empty path — give a case file or a folder of them")
    files = files_of(list(targets), "case", verbose=verbose, quiet=quiet)
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
    message = f"case '{case.id}' ({case.kind}) failed: " + "; ".join(
        ([f"error: {outcome.error}"] if outcome.error else []) + outcome.found())
    if case.quote:
        message += f"\nquote: {case.quote.strip()}"
    return Problem(Location(case.file, case.line, column), message, "case-failed",
                   source_line=line)


def _on_the_variants(failure: Problem, outcome: Outcome) -> list[Problem]:
    """The failure once more on the first line of each of the case's variant files (its own
    and the parents' it extends, bundled ones left out): a pull request that changes only a
    rule shows it on the rule's file, where the diff is."""
    reference = variant_reference(outcome.case.variant, Path(outcome.case.file).parent)
    bundled = variants_dir().resolve()
    where = f"{failure.location.file}:{failure.location.line}"
    out = []
    for file in variant_files(reference) if kind_of(Path(reference)) == "file" else []:
        if Path(file).resolve().is_relative_to(bundled):
            continue
        lines = _lines(file)
        out.append(Problem(Location(os.path.relpath(file), 1, 1),
                           f"{failure.message.partition(chr(10))[0]} ({where})", "case-failed",
                           source_line=lines[0] if lines else None))
    return out


@cache
def _lines(file: str) -> list[str]:
    return split(Path(file).read_bytes().decode("utf-8-sig", "replace"))


def _broken(names: list[str]) -> dict[object, str]:
    """The variant files among `names` that do not validate, by file identity."""
    out: dict[object, str] = {}
    for name in names:
        try:
            check_variant(name)
        except SuecaError:
            out[file_key(name)] = name
    return out


def _affected(changed: tuple[str, ...], verbose: bool) -> list[Path]:
    """The case files a change touches: the case files among `changed`, and every case file in
    the settings' `cases` paths whose variant is, or extends, a variant file among `changed`
    (a case file that cannot be read is run, so that its problems are said). A case file whose
    variant is a changed file that does not validate is not run, with a note: the validate
    hook reports that file's problems, once."""
    given = [name for name in changed if Path(name).suffix in SUFFIXES and kind_of(Path(name)) == "file"]
    cases = [name for name in given if sniff(Path(name))[0] == "case"]
    variants = [name for name in given if sniff(Path(name))[0] == "variant"]
    keys = {file_key(name) for name in variants}
    keys.discard(None)
    if keys:
        for path in _case_files(configured("cases"), quiet=True):  # all, to find those touched
            try:
                named = named_variants(path)
            except SuecaError:
                cases.append(str(path))
                continue
            if any(file_key(file) in keys for variant in named for file in variant_files(variant)):
                cases.append(str(path))
    broken = _broken(variants)
    kept = []
    for name in dict.fromkeys(cases):
        try:
            files = [file_key(file) for variant in named_variants(Path(name)) for file in variant_files(variant)]
        except SuecaError:
            files = []
        bad = next((broken[key] for key in files if key in broken), None)
        if bad is None:
            kept.append(name)
        else:
            click.echo(f"note: not run: {name} — its variant {bad} does not validate "
                       f"(`{PROG} validate {bad}` says why)", err=True)
    return _case_files(kept, verbose) if kept else []


@cli.command()
@click.argument("paths", nargs=-1)
@click.option("--affected", is_flag=True,
              help="PATHS are changed files (as pre-commit gives them): run the case files among "
                   "them and every case file (in the settings' cases paths) whose variant is or "
                   "extends a variant file among them.")
@click.option("-v", "--verbose", is_flag=True, help="Also list the cases that pass, and each file skipped.")
@format_option
def conform(paths: tuple[str, ...], affected: bool, verbose: bool, fmt: str | None) -> None:
    """Run conformance case files (files or folders) against the variants they name; with no
    PATH, those of the current folder (or of the settings' `cases`, else `paths`).

    In folders, YAML files with a top-level `cases:` key are case files; others are skipped
    with a note, as are what .gitignore ignores and the settings' `exclude`. Exit 0 when every
    case passes, 1 when a case failed, 2 when a case file is invalid (nothing is run from that
    file), a case is (that case is not run, the others are) or a path cannot be used. With
    --format json or sarif, stdout holds the document (invalid files and failed cases) and the
    count goes to stderr.
    """
    fmt = fmt or settings().output_format or "text"
    if affected:
        files = _affected(paths, verbose)
        if not files:
            click.echo("note: no case file reads the files changed", err=True)
    else:
        files = _case_files(paths or tuple(configured("cases")), verbose)
    passed = failed = invalid = cases_not_run = 0
    problems: list[Problem] = []
    text = fmt == "text"
    for path in files:
        try:
            loaded = load_case_file(path, partial=True)  # a broken case leaves out itself only
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
        warnings = severe(loaded.warnings)  # as the settings make them
        problems.extend([*loaded.invalid, *warnings])  # a spelling that keeps working, with what to write
        cases_not_run += loaded.not_run
        if text:
            echo_problems([*loaded.invalid, *warnings], fmt)
        if any(p.severity == "error" for p in warnings):  # a warning the settings make an error
            invalid += 1
            continue
        for case in loaded.cases:
            outcome = run_case(case)
            if outcome.passed:
                passed += 1
                if verbose and text:
                    click.echo(f"ok      {case.node_id}")
            else:
                failed += 1
                problems.append(_failure(outcome))
                github = fmt == "github" or (text and in_github_actions())  # annotations only
                problems += _on_the_variants(problems[-1], outcome) if github else []
                if text:
                    first, _, rest = outcome.report().partition("\n")
                    echo_styled(first, fg="red", bold=True)  # `file:line: FAILED id (kind)`
                    click.echo(rest + "\n" if rest else "")
    if text and in_github_actions():  # the invalid files' annotations were printed above
        for problem in problems:
            if problem.code == "case-failed":
                click.echo(github_annotation(problem))
    if not text:
        echo_problems(problems, fmt)
    not_run = f", {invalid} case file{'s' if invalid != 1 else ''} not run" if invalid else ""
    not_run += f", {cases_not_run} invalid case{'s' if cases_not_run != 1 else ''} not run (above)" \
        if cases_not_run else ""
    echo_styled(f"{passed} passed, {failed} failed{not_run}", err=machine_readable(fmt),
                fg="red" if failed or invalid or cases_not_run else "green")
    sys.exit(2 if invalid or cases_not_run else 1 if failed else 0)
