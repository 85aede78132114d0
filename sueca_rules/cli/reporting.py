"""The outputs of `simulate` and `compare` beyond the table and JSON: CSV on standard output
(`--format csv`) and the HTML report (`--report FILE.html`), written whole or not at all."""

from __future__ import annotations

from pathlib import Path

import click

from ..files import kind_of, write_text
from ..play.rounds import Compared
from ..play.simulate import Run
from ..play.stats import Stat
from .main import UsageFailure
from .simulation import Played, compare_partial, compare_title, engine_words, labels, stats_partial, stats_title

REPORT_HELP = ("Also write FILE (.html): one self-contained page with charts — game points per hand, "
               "hands per match and, for compare, each statistic's difference with its interval — "
               "and every statistic. Written beside FILE and renamed into place.")


def checked_report(path: Path | None) -> Path | None:
    """The report's path, refused before any hand is played when it cannot be written: a
    folder, a missing folder, or a name that is not .html/.htm."""
    if path is None:
        return None
    if path.suffix.lower() not in (".html", ".htm"):
        raise UsageFailure(f"--report writes an HTML page: name it FILE.html, not '{str(path)[:60]}'")
    if kind_of(path) == "folder":
        raise UsageFailure(f"--report: '{str(path)[:60]}' is a folder — give a file name, such as "
                           f"{Path(path, 'report.html')}")
    folder = path.parent if str(path.parent) else Path(".")
    if kind_of(folder) != "folder":
        raise UsageFailure(f"--report: no folder '{str(folder)[:60]}' to write '{path.name[:40]}' in — "
                           "make it first, or write the page elsewhere")
    return path


def _said(path: Path) -> None:
    from .said import voice, wrote

    click.echo(f"sueca-rules: {wrote(path, voice())}", err=True)


def write_simulate_report(path: Path, run: Run, played: Played, stats: list[Stat]) -> None:
    from ..report.page import simulate_page

    name = labels([run])[0]
    write_text(path, simulate_page(stats_title(run, played), [engine_words(run)], stats_partial(run, played),
                                   name, played.counts, stats))
    _said(path)


def write_compare_report(path: Path, runs: list[Run], outcome: Compared, results: list[list[Stat]]) -> None:
    from ..report.page import compare_page

    notes = [engine_words(runs[0]), f"method: {outcome.method_words()}",
             f"correction: {outcome.correction_words()}"]
    write_text(path, compare_page(compare_title(runs, outcome), notes, compare_partial(outcome), labels(runs),
                                  outcome, results))
    _said(path)


def _partial(why: str) -> None:
    """A CSV has no place for it: a run stopped early says so on standard error."""
    if why:
        click.echo(f"sueca-rules: note: partial rows — {why.removeprefix('PARTIAL: ')}", err=True)


def echo_simulate_csv(run: Run, played: Played, stats: list[Stat], detect: tuple[float, bool]) -> None:
    from ..report.rows import simulate_csv

    click.echo(simulate_csv(stats, detect), nl=False)
    _partial(stats_partial(run, played))


def echo_compare_csv(runs: list[Run], outcome: Compared, results: list[list[Stat]],
                     detect: tuple[float, bool]) -> None:
    from ..report.rows import compare_csv

    click.echo(compare_csv(outcome, results, detect, labels(runs)), nl=False)
    _partial(compare_partial(outcome) and f"{compare_partial(outcome)} after {outcome.done:,} {runs[0].mode}")
