"""`sueca-rules fmt`: variant files in their canonical form — printed, checked, shown as a diff
or written back (DSL as DSL, YAML as YAML), as ``ruff format`` does for Python."""

from __future__ import annotations

import difflib
import sys
from dataclasses import dataclass
from pathlib import Path

import click

from ..errors import Location, Problem, ProblemsError
from ..files import kind_of, read_bounded, write_whole
from ..fmt import format_dsl
from ..fmt_yaml import FormatRefused, format_yaml
from ..lines import LINE_END
from ..source import read, resolve
from ..source.discover import YAML_SUFFIXES
from ..source.text import MAX_BYTES
from ..source.yaml_form import SCHEMA_LINE
from .main import PROG, UsageFailure, cli
from .paths import distinct, say_links
from .targets import HOOK_HELP, configured, files_of, hook_files
from .terminal import echo_problem_text, echo_styled, no_pager_flag, page, use_color

BOM = b"\xef\xbb\xbf"


@dataclass
class Formatted:
    """One file and its canonical form, as bytes: its own line ends and byte-order mark kept."""

    path: Path
    old: bytes
    new: bytes

    @property
    def changed(self) -> bool:
        return self.old != self.new


def canonical(path: Path) -> Formatted:
    """`path` in its canonical form, in its own form (DSL or YAML). Raises ProblemsError when it
    does not validate, FormatRefused when its YAML cannot be written back as it reads."""
    source = read(path)
    resolve(source)  # a file that does not validate is not formatted
    old = read_bounded(path, MAX_BYTES)
    located = source.located
    text = format_yaml(located) if path.suffix in YAML_SUFFIXES else format_dsl(located)
    decoded = old.decode("utf-8", "replace")
    found = LINE_END.search(decoded)
    end = found.group() if found else "\n"
    if end != "\n":
        text = text.replace("\n", end)  # the file's own line ends (sueca_rules.lines)
    return Formatted(path, old, (BOM if old.startswith(BOM) else b"") + text.encode("utf-8"))


def _diff(item: Formatted) -> str:
    old = item.old.removeprefix(BOM).decode("utf-8", "replace").splitlines(keepends=True)
    new = item.new.removeprefix(BOM).decode("utf-8", "replace").splitlines(keepends=True)
    lines = difflib.unified_diff(old, new, f"{item.path}", f"{item.path} (formatted)")
    return "".join(line if line.endswith(("\n", "\r")) else line + "\n" for line in lines)


def _echo_diff(text: str) -> None:
    if not use_color():
        click.echo(text, nl=False, color=False)
        return
    for line in text.splitlines():
        color = "green" if line.startswith("+") and not line.startswith("+++") else \
            "red" if line.startswith("-") and not line.startswith("---") else \
            "cyan" if line.startswith("@@") else None
        click.echo(click.style(line, fg=color, bold=line.startswith(("+++", "---"))), color=True)


def _plural(count: int) -> str:
    return f"{count} file{'s' if count != 1 else ''}"


def _print_one(file: Path) -> None:
    """The one file given, printed as canonical DSL (whatever its form), comments kept."""
    source = read(file)
    resolve(source)  # refuse to print a file that does not validate
    located = source.located
    text = format_dsl(located)
    if any(line.lstrip().startswith(SCHEMA_LINE) for line in located.source.lines):
        click.echo("note: the '# yaml-language-server: $schema=...' line is not carried: it "
                   "tells YAML editors where the schema is, and a .sueca file needs none", err=True)
    page(text, title=f"sueca-rules fmt {file}")


@cli.command("fmt")
@click.argument("files", nargs=-1, type=click.Path(path_type=Path))
@click.option("--check", is_flag=True,
              help="Change nothing: list the files that are not in canonical form and exit 1 when "
                   "there is one (as `ruff format --check`).")
@click.option("--diff", "show_diff", is_flag=True,
              help="Change nothing: print what formatting would change, as a unified diff (exit 1 "
                   "when it would change something).")
@click.option("--write", "-w", is_flag=True,
              help="Rewrite the files in canonical form, each in its own form (DSL or YAML), line "
                   "ends kept: the new text is written beside each file and renamed into place, so a "
                   "file is never left cut.")
@click.option("-v", "--verbose", is_flag=True, help="Name each file and folder skipped in folders.")
@click.option("--hook", is_flag=True,
              help=HOOK_HELP + " A file that does not validate is passed over with a note (the "
                               "validate hook reports its problems, once).")
@no_pager_flag
def fmt_command(files: tuple[Path, ...], check: bool, show_diff: bool, write: bool, verbose: bool,
                hook: bool) -> None:
    """Put variant files in canonical form, comments kept.

    With one FILE and no option, print it as canonical DSL (a YAML file too). With --check,
    --diff or --write, work on every FILE and folder given (with none, the variant files of the
    current folder or of the settings' `paths`), each file in its own form: a .sueca file as
    DSL, a YAML file as YAML (keys in the DSL's order, one setting a line, comments kept).
    A file that does not validate is not formatted: its problems are printed and the exit
    status is 1 (with --hook it is passed over with a note: validate says why). Exit 1 too
    with --check or --diff when a file would change.
    """
    if write and (check or show_diff):
        raise UsageFailure("--write rewrites the files; --check and --diff only look — give one of them")
    if not (check or show_diff or write):
        if len(files) == 1 and kind_of(files[0]) == "folder":
            raise UsageFailure(f"{files[0]}: this is a folder — fmt prints one file; give --check, --diff "
                               "or --write to format the variant files in it")
        if len(files) != 1:
            raise UsageFailure("fmt prints one file; for several files or a folder give --check, "
                               "--diff or --write")
        _print_one(files[0])
        return
    targets = [str(f) for f in files] or configured("paths")
    if hook:
        targets = hook_files(targets, "variant")
        if not targets:
            sys.exit(0)  # no variant file changed
    problems: list[Problem] = []
    results: list[Formatted] = []
    passed_over = 0
    for name in distinct(files_of(targets, "variant", verbose=verbose), "formatted"):
        path = Path(name)
        try:
            results.append(canonical(path))
        except ProblemsError as err:
            if hook:  # said once, by the validate hook
                passed_over += 1
                click.echo(f"note: not formatted: {path} — it does not validate "
                           f"(`{PROG} validate {path}` says why)", err=True)
                continue
            problems.extend(err.problems)
        except FormatRefused as err:
            problems.append(Problem(Location(str(path)), f"{err} — this YAML file is left as it is; "
                                    f"`{PROG} fmt {path}` prints it as DSL, which keeps every "
                                    "comment", "fmt-yaml"))
    for problem in problems:
        echo_problem_text(problem, err=True)
    changed = [item for item in results if item.changed]
    if show_diff:
        for item in changed:
            _echo_diff(_diff(item))
    failed = len(set(p.location.file for p in problems)) + passed_over
    unformatted = f"{_plural(failed)} not formatted ({'it does' if failed == 1 else 'they do'} not " \
                  f"validate{': problems above' if problems else ''})" if failed else ""
    if write:
        for item in changed:
            say_links(item.path)  # a symbolic link is formatted through, a hard link parts: said
            write_whole(item.path, item.new)
        reformatted = f"{_plural(len(changed))} reformatted" if changed else ""
        same = f"{_plural(len(results) - len(changed))} left unchanged" if results or not failed else ""
        echo_styled(", ".join(filter(None, [reformatted, same, unformatted])),
                    err=bool(show_diff), fg="red" if problems else "green")
    else:
        for item in changed if check and not show_diff else []:
            echo_styled(f"would reformat: {item.path}", fg="yellow")
        would = f"{_plural(len(changed))} would be reformatted" if changed else ""
        kept = len(results) - len(changed)
        same = f"{_plural(kept)} already formatted" if kept or not (changed or failed) else ""
        fix = f" — `{PROG} fmt --write` formats {'it' if len(changed) == 1 else 'them'}" if changed else ""
        echo_styled(", ".join(filter(None, [would, same, unformatted])) + fix,
                    err=show_diff, fg="red" if problems or changed else "green")
    sys.exit(1 if problems or (changed and not write) else 0)

