"""Running simulations for the command line: progress on a terminal, Ctrl-C, the tables."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..play.fast import ENGINES, choose_engine
from ..play.rounds import Compared, compare
from ..play.simulate import ChunkRunner, Run, WorkersLost, simulate
from ..play.stats import TOO_FEW, Counts, Stat, by_name, needed, stat_names

__all__ = ["ENGINES", "Played", "compare_partial", "compare_title", "compare_until_significant", "engine_words",
           "labels", "on_engine", "play_run", "render_compare", "render_stats", "stats_partial", "stats_title"]


def on_engine(runs: list[Run], wanted: str) -> list[Run]:
    """The runs, all on one engine: the compiled kernel where it can play every one of them
    (`wanted` "auto" or "kernel"), else the Python engine, each run saying why. A comparison
    plays every variant on the same engine, so that they share their deals."""
    from dataclasses import replace

    from ..play.chunks import rules_of
    from .main import UsageFailure

    choices = [choose_engine(rules_of(r.spec, r.options), r.bots, wanted=wanted,
                             mischief=bool(r.revoke_rate or r.accuse_rate or r.infraction_rate)) for r in runs]
    small = _small(runs[0])
    if wanted == "auto" and small and all(on == "kernel" for on, _ in choices):  # its chunks are big
        choices = [("python", small)] * len(runs)
    engine, why, refused = "kernel", choices[0][1], runs[0]
    for run, (on, reason) in zip(runs, choices, strict=True):
        if on != "kernel":
            engine, refused = "python", run
            why = reason if len(runs) == 1 else f"{_label(run)}: {reason} (compare plays every variant on one engine)"
            break
    if wanted == "kernel" and engine != "kernel":
        raise UsageFailure(f"{_where_uncovered(refused)}--engine kernel: the compiled kernel cannot play "
                           f"this run — {why}; leave --engine out (auto) to run on the Python engine")
    return [replace(r, engine=engine, engine_reason=why) for r in runs]


def _where_uncovered(run: Run) -> str:
    """Where the variant's file asks for what the kernel does not cover, as `file:line:column: `
    ("" where no one rule does, or it cannot be said)."""
    from ..kernel import Uncovered, kernel_tables
    from ..play.chunks import rules_of

    found = kernel_tables(rules_of(run.spec, run.options))
    if not isinstance(found, Uncovered) or not found.path:
        return ""
    try:
        from ..source import resolve

        origin = resolve(run.variant, dict(run.options) or None).origin(found.path)
    except Exception:  # a variant that loaded once reads again; a place is a courtesy
        return ""
    return f"{origin.at}: " if origin.how != "default" else ""


def _small(run: Run) -> str:
    """Why a run is too small for the kernel to be worth it ("" where it is not)."""
    from ..play.simulate import KERNEL_HANDS_PER_CHUNK, KERNEL_MATCHES_PER_CHUNK

    if "expert" in run.bots:  # the expert's chunks are as small on either engine
        return ""
    size = KERNEL_HANDS_PER_CHUNK if run.mode == "hands" else KERNEL_MATCHES_PER_CHUNK
    if run.total >= size:
        return ""
    return (f"a run of fewer than {size:,} {run.mode} is as quick there, in its finer chunks "
            "(--engine kernel to play it on the compiled kernel)")


def engine_words(run: Run) -> str:
    """The line that says which engine played a run, and why."""
    name = "the compiled kernel" if run.engine == "kernel" else "the Python engine"
    return f"engine: {name} ({run.engine_reason})" if run.engine_reason else f"engine: {name}"


@dataclass
class Played:
    counts: Counts
    done: int  # hands or matches played
    interrupted: bool  # stopped before the end: a signal, or the workers lost
    lost: str | None = None  # why the workers were lost for good (an error to say)
    why: str | None = None  # what stopped it, for people: "interrupted", "stopped by SIGTERM", ...


@contextmanager
def _progress(show: bool, label: str, total: int) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on standard error (on a terminal only); yields `advance(units)`."""
    if not show:
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn, TimeRemainingColumn

    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), TimeRemainingColumn(), transient=True,
                  console=Console(stderr=True)) as bar:
        job = bar.add_task(label, total=total)
        yield lambda units: bar.advance(job, units)


def _ticking(tick: Callable[[int], None] | None, check: Callable[[], None] | None) -> Callable[[int], None] | None:
    """After each chunk: the progress bar moved, and `check` (Stops.check) raises a stop signal
    whose exception was lost (raised inside a finalizer, which Python only prints) — the run
    ends at the next chunk instead of playing on to the end."""
    if check is None:
        return tick

    def after_chunk(units: int) -> None:
        check()
        if tick:
            tick(units)
    return after_chunk


def play_run(run: Run, runner: ChunkRunner, show_progress: bool, check: Callable[[], None] | None = None) -> Played:
    """Play a run; Ctrl-C stops it with the chunks finished so far (in order: a prefix).
    `check`: called after each chunk, raising KeyboardInterrupt to stop (Stops.check)."""
    counts = Counts()
    done = 0

    def advance(units: int) -> None:
        nonlocal done
        done += units
        if after_chunk:
            after_chunk(units)

    with _progress(show_progress, f"{run.variant}: {run.mode}", run.total) as tick:
        after_chunk = _ticking(tick, check)
        try:
            simulate(run.tasks(), runner, counts, lambda task: advance(task.count))
        except KeyboardInterrupt as stop:  # Ctrl-C, or any stop signal (a Stopped)
            return Played(counts, counts[run.mode], True, why=getattr(stop, "why", "interrupted"))
        except WorkersLost as err:
            return Played(counts, counts[run.mode], True, lost=str(err), why="the workers were lost")
    return Played(counts, done, False)


def compare_until_significant(runs: list[Run], runner: ChunkRunner, start: int, watch: str | None,
                              show_progress: bool, rounds: bool = True, correction: str = "holm",
                              check: Callable[[], None] | None = None) -> Compared:
    """Compare `runs` in rounds (play/rounds.py), paired where :func:`~sueca_rules.play.paired.pairing` allows.
    `check`: called after each chunk, raising KeyboardInterrupt to stop (Stops.check)."""
    from ..play.chunks import rules_of
    from ..play.paired import pairing

    first = runs[0]
    if first.mode == "hands":
        paired = pairing([rules_of(r.spec, r.options) for r in runs], first.bots, first.engine,
                         bool(first.revoke_rate or first.accuse_rate or first.infraction_rate))
    else:
        paired = ("shared", "matches end after different hands in each variant")
    total = runs[0].total * len(runs)
    label = f"{len(runs)} variants: {runs[0].mode}"
    with _progress(show_progress, label, total) as tick:
        return compare(runs, runner, start, watch, rounds=rounds, progress=_ticking(tick, check), paired=paired,
                       correction=correction)


# -- tables ------------------------------------------------------------------------------------
def _label(run: Run) -> str:
    """A variant's column title: the name its file gives it (`variant NAME`)."""
    return str(json.loads(run.spec).get("variant") or Path(run.variant).stem)


def labels(runs: list[Run]) -> list[str]:
    """Column titles: each variant's own name; where two names clash, the shortest ends of
    their paths that tell them apart (`a/mine.sueca`, `b/mine.sueca`)."""
    names = [_label(run) for run in runs]
    out = list(names)
    for name in set(names):
        clash = [i for i, n in enumerate(names) if n == name]
        if len(clash) < 2:
            continue
        parts = [Path(runs[i].variant).parts for i in clash]
        for depth in range(1, max(len(p) for p in parts) + 1):
            tails = ["/".join(p[-depth:]) for p in parts]
            if len(set(tails)) == len(tails):
                break
        for i, tail in zip(clash, tails, strict=True):
            out[i] = tail
    return out


def _value(stat: Stat) -> str:
    if math.isnan(stat.value):
        return "—"
    if stat.too_few:  # one sample: a value, no interval, no test
        shown = f"{stat.value:.1%}" if stat.kind == "rate" else f"{stat.value:.3f}"
        return f"{shown} ({TOO_FEW})"
    if math.isnan(stat.low):
        return f"{stat.value:.3f}"
    if stat.kind == "rate":
        return f"{stat.value:.1%} [{stat.low:.1%}, {stat.high:.1%}]"
    return f"{stat.value:.3f} [{stat.low:.3f}, {stat.high:.3f}]"


def _change_words(detect: tuple[float, bool], of: str = "the value") -> str:
    change, relative = detect
    return f"±{change:.0%} of {of}" if relative else f"±{change:g} (absolute)"


def _to_detect(stat: Stat, detect: tuple[float, bool]) -> str:
    n = needed(stat, *detect)
    return f"{n:,}" if n else "—"


def _console() -> Any:
    """The terminal's width (or $COLUMNS): tables wrap their cells to fit it rather than run
    off the edge. Into a file or a pipe, 120 columns, so that a statistic stays on one line."""
    import os

    from rich.console import Console

    console = Console()
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console = Console(width=120)
    return console


def _table() -> Any:
    """A table light enough for an 80-column terminal: a rule under the header, no borders;
    the statistic's name wraps, the figures never do."""
    from rich import box
    from rich.table import Table

    return Table(box=box.SIMPLE_HEAD, pad_edge=False)


def _print_table(table: Any, title: str, caption: str) -> Any:
    """`table` under its title and over its caption, each wrapped at spaces to the terminal
    (a rich table title is wrapped to the table's width, which cuts a long one mid-phrase)."""
    from rich.text import Text

    console = _console()
    console.print(Text(title))
    console.print(table)
    console.print(Text(caption))
    return console


def stats_partial(run: Run, played: Played) -> str:
    """Why a run stopped early, for people ("" when it did not)."""
    if not played.interrupted:
        return ""
    return f"PARTIAL: {played.why or 'interrupted'} after {played.done:,} of {run.total:,} {run.mode}"


def stats_title(run: Run, played: Played) -> str:
    """What a run played, in one line (its partial note apart)."""
    mischief = (f", revoke rate {run.revoke_rate:g}" if run.revoke_rate else "") + \
               (f", accuse rate {run.accuse_rate:g}" if run.accuse_rate else "")
    return (f"{run.variant}: {played.done:,} {run.mode}, bots {run.bots[0]} ({_sides(run)[0]}) vs "
            f"{run.bots[1]} ({_sides(run)[1]}), seed {run.seed}{mischief}")


def _sides(run: Run) -> tuple[str, str]:
    """Whom each bot plays for: team 0 and team 1, or at a table of more than two sides, side 0
    and every other side."""
    from ..play.chunks import rules_of

    sides = rules_of(run.spec, run.options).table.sides
    if sides <= 2:
        return "team 0", "team 1"
    others = [str(side) for side in range(1, sides)]
    return "side 0", "sides " + ", ".join(others[:-1]) + " and " + others[-1]


def compare_partial(outcome: Compared) -> str:
    return f"PARTIAL: {outcome.why or 'interrupted'}" if outcome.interrupted else ""


def compare_title(runs: list[Run], outcome: Compared) -> str:
    first = runs[0]
    mischief = f", revoke rate {first.revoke_rate:g}" if first.revoke_rate else ""
    return (f"{outcome.done:,} {first.mode} each, bots {first.bots[0]} vs {first.bots[1]}, "
            f"seed {first.seed}{mischief}")


def render_stats(run: Run, played: Played, stats: list[Stat], detect: tuple[float, bool]) -> None:
    partial = stats_partial(run, played)
    title = stats_title(run, played) + (f" — {partial}" if partial else "")
    caption = (f"to detect: the sample (in the unit of n) at which a change of "
               f"{_change_words(detect)} is found with 80% power by a two-sided test at 5%\n"
               f"{engine_words(run)}")
    table = _table()
    table.add_column("statistic", ratio=1)
    table.add_column("value [95% CI]", justify="right", no_wrap=True)
    table.add_column("n", justify="right", no_wrap=True)
    table.add_column("to detect", justify="right", no_wrap=True)
    for stat in stats:
        table.add_row(stat.name, _value(stat), f"{stat.n:,} {stat.unit}", _to_detect(stat, detect))
    _print_table(table, title, caption + _few_words([stats]))


def render_compare(runs: list[Run], outcome: Compared, results: list[list[Stat]],
                   detect: tuple[float, bool]) -> None:
    first = runs[0]
    partial = compare_partial(outcome)
    title = compare_title(runs, outcome) + (f" — {partial}" if partial else "")
    caption = (f"* differs from {_label(first)} (two-sided tests; {outcome.correction_words()}); "
               f"to detect: the sample per variant at which a change of "
               f"{_change_words(detect, 'the ' + _label(first) + ' value')} is found with 80% power "
               f"by a two-sided test at 5%\n{engine_words(first)}\nmethod: {outcome.method_words()}")
    table = _table()
    table.add_column("statistic", ratio=1)
    for label in labels(runs):  # a figure wraps at its interval rather than lose its mark to an ellipsis
        table.add_column(label, justify="right", no_wrap=len(runs) < 3)
    table.add_column("to detect", justify="right", no_wrap=True)
    others = [by_name(r) for r in results[1:]]
    first_stats = by_name(results[0])
    for name in stat_names(results):  # the first variant's, then any the others add (a table of another shape)
        stat = first_stats.get(name)
        row = [name, _value(stat) if stat is not None else "—"]
        for index, other in enumerate(others, start=1):
            mine = other.get(name)
            if mine is None:
                row.append("—")
                continue
            row.append(_value(mine) + (" *" if outcome.marked(index, name) else ""))
        row.append(_to_detect(stat, detect) if stat is not None else "—")
        table.add_row(*row)
    console = _print_table(table, title, caption + _few_words(results))
    if outcome.until_significant:
        console.print(_verdict(outcome, first))


def _few_words(results: list[list[Stat]]) -> str:
    """The caption's word on statistics of fewer than two samples, where there are any."""
    if not any(stat.too_few for stats in results for stat in stats):
        return ""
    return f"; {TOO_FEW}: fewer than 2, so no interval and no test"


def _verdict(outcome: Compared, first: Run) -> str:
    if outcome.found:
        adjusted = "adjusted " if outcome.correction != "none" else ""
        found = ", ".join(f"{t.name} ({adjusted}{_p_words(t.adjusted)})" for t in outcome.found[:5])
        return (f"Significant after {outcome.done:,} {first.mode} (round {outcome.rounds}; "
                f"{outcome.correction_words()}): {found}.")
    if outcome.interrupted:
        return (f"{(outcome.why or 'interrupted').capitalize()} after {outcome.done:,} {first.mode}: "
                "no significant difference so far.")
    return (f"No significant difference after {outcome.done:,} {first.mode} "
            f"(the limit; {outcome.rounds} round{'s' if outcome.rounds != 1 else ''}, "
            f"{outcome.correction_words()}).")


def _p_words(p: float) -> str:
    return "p < 1e-15" if p < 1e-15 else f"p = {p:.2g}"
