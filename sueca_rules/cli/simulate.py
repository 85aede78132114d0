"""`sueca-rules simulate` and `sueca-rules compare`: what a rule does to the game."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from ..play.bots import BOTS
from ..play.multiple import CORRECTIONS
from ..play.simulate import ClusterUnavailable, Run, usable_workers
from ..play.stats import Stat, needed, statistics
from ..play.stops import Stops
from ..play.user import FORM, absolute_reference, is_reference, load_function
from .arguments import MAX_HANDS, MAX_MATCHES, NEVER_ENDS, Change, Probability, SchedulerAddress, Seed, WholeNumber
from .main import UsageFailure, cli, naming, option_flag, parse_options
from .output import echo_json
from .paths import distinct
from .reporting import (
    REPORT_HELP,
    checked_report,
    echo_compare_csv,
    echo_simulate_csv,
    write_compare_report,
    write_simulate_report,
)
from .simulation import ENGINES, Played, compare_until_significant, on_engine, play_run, render_compare, render_stats

F = TypeVar("F", bound=Callable[..., Any])

run_options = [
    click.option("--hands", type=WholeNumber(1, MAX_HANDS, NEVER_ENDS), metavar="N",
                 help="Play N hands (matches follow one another; at most 10^12). Give --hands or "
                      "--matches, not both."),
    click.option("--matches", type=WholeNumber(1, MAX_MATCHES, NEVER_ENDS), metavar="N",
                 help="Play N complete matches (at most 10^11)."),
    click.option("--seed", type=Seed(), default=0, show_default=True,
                 help="The run's seed, a whole number from -10^30 to 10^30: the same seed gives the same "
                      "numbers, with any workers or machines."),
    click.option("--bot", "bot", default="greedy", show_default=True, metavar="NAME[,NAME]",
                 help=f"One bot for every seat, or one per team (team 0, team 1): {', '.join(BOTS)}, or your "
                      "own as module:function or path/to/file.py:function (docs/bots.md)."),
    click.option("--workers", type=WholeNumber(1), default=1, show_default=True, metavar="K",
                 help="Worker processes here (capped at the CPUs and the chunks); the numbers do not depend on it."),
    click.option("--scheduler", type=SchedulerAddress(), metavar="ADDRESS",
                 help="Run the chunks on a Dask cluster (tcp://host:8786); needs pip install 'sueca-rules[cluster]'."),
    click.option("--worker-timeout", type=WholeNumber(0, 86_400, "a day is long enough to wait"), default=60,
                 show_default=True, metavar="SECONDS",
                 help="With --scheduler: how long to wait, saying so, when the cluster has no worker (at the "
                      "start, or after losing its last one) before giving up (exit 2, the statistics so far "
                      "shown)."),
    click.option("--revoke-rate", type=Probability(), default=0.0, show_default=True, metavar="P",
                 help="Chance that a player who could revoke does (where the variant accepts illegal cards)."),
    click.option("--accuse-rate", type=Probability(), default=0.0, show_default=True, metavar="P",
                 help="Chance per hand that a team accuses without proof, after a random trick."),
    click.option("--infraction-rate", type=Probability(), default=0.0, show_default=True, metavar="P",
                 help="Chance per hand that a team commits one of the infractions the variant punishes "
                      "(talking, a misdeal, ...), declared by the table."),
    click.option("--deal", "deal", default="bot", show_default=True, metavar="PROCEDURE",
                 help="How dealers deal: 'bot' (the dealer's bot chooses) or a deal procedure of the variant."),
    click.option("--detect", type=Change(), default="20%", show_default=True, metavar="CHANGE",
                 help="The change the 'to detect' column sizes for: relative (20%) or absolute (0.01)."),
    click.option("--format", "fmt", type=click.Choice(["table", "json", "csv"]), default="table",
                 show_default=True,
                 help="table: for people; json: every statistic with its interval and sample sizes; csv: "
                      "one row per statistic (value, low, high, n, ...; docs/simulation.md)."),
    click.option("--report", "report", type=click.Path(path_type=Path), metavar="FILE.html", help=REPORT_HELP),
    click.option("--engine", type=click.Choice(ENGINES), default="auto", show_default=True,
                 help="auto: the compiled kernel where it covers the run (else the Python engine, saying "
                      "why); kernel: refuse what it cannot play; python: the engine's own random streams."),
    option_flag,
]


def _with(options: Sequence[Callable[[Any], Any]]) -> Callable[[F], F]:
    """Apply the same click options to several commands."""

    def wrap(func: F) -> F:
        for option in reversed(options):
            func = option(func)
        return func

    return wrap


def _bots(spec: str) -> tuple[str, str]:
    """The two teams' bots of --bot: built-in names, or references to the user's own, each
    imported and checked here (exit 2 before any hand), a file path made absolute so that
    every worker finds it."""
    names = [n.strip() for n in spec.split(",")]
    if len(names) == 1:
        names *= 2
    unknown = [n for n in names if n not in BOTS and not is_reference(n)]
    if len(names) != 2 or unknown:
        raise UsageFailure(f"--bot takes a bot name, or two separated by a comma (team 0, team 1), "
                           f"not '{spec[:40]}' — bots: {', '.join(BOTS)}, or your own as {FORM}")
    names = [absolute_reference(n) if is_reference(n) else n for n in names]
    for name in names:
        if is_reference(name):
            load_function(name)
    return names[0], names[1]


def _mode(hands: int | None, matches: int | None) -> tuple[str, int]:
    if hands is not None and matches is not None:
        raise UsageFailure("give only one of --hands N and --matches N")
    if hands is None and matches is None:
        raise UsageFailure("give --hands N or --matches N (how much to play)")
    return ("hands", hands) if hands is not None else ("matches", matches)  # type: ignore[return-value]


def _runs(variants: Sequence[str], options: dict[str, str], bots: tuple[str, str], mode: str, total: int,
          seed: int, revoke_rate: float, accuse_rate: float, deal: str,
          infraction_rate: float = 0.0, engine: str = "auto") -> list[Run]:
    """The runs, every variant loaded and checked before any hand is played."""
    from ..catalogue.compile import compile_rules
    from ..loading import load_variant

    runs = []
    for variant in variants:
        with naming(variant):
            spec = load_variant(variant, options or None)
        rules = compile_rules(spec)
        procedures = list(rules.deals)
        if (revoke_rate or accuse_rate) and rules.refuse_illegal:
            click.echo(f"sueca-rules: note: {variant} refuses illegal cards: no revokes, no accusations "
                       "(--revoke-rate and --accuse-rate change nothing there)", err=True)
        if infraction_rate and not set(rules.illegal.mischief) - rules.illegal.allowed:  # Portugal's misdeal: none
            click.echo(f"sueca-rules: note: {variant} punishes no declared infractions "
                       "(--infraction-rate changes nothing there)", err=True)
        if deal != "bot" and deal not in procedures:
            raise UsageFailure(f"--deal: {variant} has no '{deal[:40]}' deal — write bot or one of: "
                               + ", ".join(procedures))
        runs.append(Run(variant, spec.model_dump_json(), tuple(sorted(options.items())), bots, mode, total,
                        seed, revoke_rate, accuse_rate, deal, infraction_rate))
    return on_engine(runs, engine)


def _note(text: str) -> None:
    click.echo(f"sueca-rules: note: {text}", err=True)


def _runner(workers: int, scheduler: str | None, chunks: int, worker_timeout: int = 60) -> Any:
    from ..play.simulate import DaskRunner, ProcessRunner, SerialRunner

    if scheduler is not None:
        if workers != 1:
            raise UsageFailure("give --workers or --scheduler, not both (the cluster has its own workers)")
        _quiet_dask()
        try:
            return DaskRunner(scheduler, worker_timeout=worker_timeout, notify=_note,
                              timeout_named="--worker-timeout")
        except ClusterUnavailable as err:
            raise UsageFailure(str(err)) from None
        except (ValueError, TypeError) as err:  # an address of the right form Dask still refuses
            raise UsageFailure(f"--scheduler: Dask cannot use the address '{scheduler[:60]}': {err}") from None
    usable, why = usable_workers(workers, chunks)
    if why:
        _note(why)
    return SerialRunner() if usable == 1 else ProcessRunner(usable, notify=_note)


def _quiet_dask() -> None:
    """Dask's own log records (a traceback when the scheduler goes away, 'Couldn't gather 1
    keys' when a worker dies) are not for the command line, which says what happened itself."""
    import importlib
    import logging

    try:
        importlib.import_module("distributed")  # its loggers exist once it is imported
    except ImportError:  # the runner says the extra is missing
        return
    for name in ["distributed", "tornado", "asyncio", *logging.root.manager.loggerDict]:
        if name.split(".")[0] in ("distributed", "tornado", "asyncio"):
            logging.getLogger(name).setLevel(logging.CRITICAL + 10)


def _ended(status: int | None, lost: str | None) -> None:
    """Exit as the run ended: 2 when the workers were lost (said), 128 + N after signal N."""
    if lost is not None:
        click.echo(f"sueca-rules: error: {lost}", err=True)
        sys.exit(2)
    if status is not None:
        sys.exit(status)


@cli.command("simulate")
@click.argument("variant")
@_with(run_options)

def simulate_command(variant: str, hands: int | None, matches: int | None, seed: int, bot: str,
                     workers: int, scheduler: str | None, worker_timeout: int, revoke_rate: float,
                     accuse_rate: float, infraction_rate: float,
                     deal: str, detect: tuple[float, bool], fmt: str, report: Path | None, engine: str,
                     options: tuple[str, ...]) -> None:
    """Let bots play VARIANT and print statistics with 95% intervals.

    Next to each statistic: the sample that would detect the --detect change of it. Ctrl-C,
    SIGTERM or another stop signal stops the run and prints the statistics so far, marked
    partial (exit 128 + the signal's number: 130 for Ctrl-C), and no worker process is left
    behind. A worker process that dies costs nothing: its chunks are played again, same
    seeds, same numbers (a note says so). Workers lost for good (a cluster without any for
    --worker-timeout seconds) stop the run the same way, with an error (exit 2).
    """
    mode, total = _mode(hands, matches)
    bots = _bots(bot)
    report = checked_report(report)
    chosen = parse_options(options)
    run = _runs([variant], chosen, bots, mode, total, seed, revoke_rate, accuse_rate, deal,
                infraction_rate, engine)[0]
    runner = _runner(workers, scheduler, run.chunks, worker_timeout)
    with Stops(anywhere=True, restore=False) as stops:
        try:
            played = play_run(run, runner, sys.stderr.isatty(), stops.check)
        finally:
            runner.close()
        stops.hold()  # the statistics are printed whole, whatever signals come now
        if played.lost is None or played.done:  # else nothing to show
            stats = statistics(played.counts)
            if report is not None:
                write_simulate_report(report, run, played, stats)
            if fmt == "json":
                echo_json(_json(run, played, stats, detect))
            elif fmt == "csv":
                echo_simulate_csv(run, played, stats, detect)
            else:
                render_stats(run, played, stats, detect)
            sys.stdout.flush()
    _ended(stops.status or (130 if played.interrupted else None), played.lost)


def _json(run: Run, played: Played, stats: list[Stat], detect: tuple[float, bool]) -> dict[str, Any]:
    change, relative = detect
    return {
        "variant": run.variant, "options": dict(run.options), "bots": list(run.bots), "seed": run.seed,
        run.mode: run.total, "played": played.done, "partial": played.interrupted,
        "stopped_by": played.why,
        "revoke_rate": run.revoke_rate, "accuse_rate": run.accuse_rate,
        "infraction_rate": run.infraction_rate, "deal": run.deal,
        "engine": {"name": run.engine, "why": run.engine_reason},
        "detect": {"change": change, "relative": relative, "test": "two-sided 5%", "power": 0.8},
        "statistics": [dict(s.as_dict(), to_detect=needed(s, change, relative)) for s in stats],
    }


@cli.command()
@click.argument("variants", nargs=-1, required=True)
@_with(run_options)
@click.option("--until-significant", is_flag=True,
              help="Play in rounds, doubling the hands, until a difference is significant after the "
                   "correction (each round corrected at 5% / rounds planned) or the limit is reached.")
@click.option("--correction", type=click.Choice(CORRECTIONS), default="holm", show_default=True,
              help="holm: Holm's step-down over every statistic compared, so that a * is wrong "
                   "for any of them at most 5% of the time; none: each test on its own at 5% "
                   "(about one in twenty differences that are not there is marked). JSON and CSV "
                   "give both p-values either way.")
@click.option("--stat", "stat", metavar="NAME",
              help="With --until-significant: the statistic to watch (default: any of them).")
@click.option("--max-hands", type=WholeNumber(1, MAX_HANDS, NEVER_ENDS), metavar="N",
              help="With --until-significant: stop after N hands (at most 10^12).")
@click.option("--max-matches", type=WholeNumber(1, MAX_MATCHES, NEVER_ENDS), metavar="N",
              help="With --until-significant: stop after N matches (at most 10^11).")

def compare(variants: tuple[str, ...], hands: int | None, matches: int | None, seed: int, bot: str,
            workers: int, scheduler: str | None, worker_timeout: int, revoke_rate: float,
            accuse_rate: float, infraction_rate: float, deal: str,
            detect: tuple[float, bool], fmt: str, report: Path | None, engine: str, options: tuple[str, ...],
            until_significant: bool,
            stat: str | None, max_hands: int | None, max_matches: int | None, correction: str) -> None:
    """Simulate several variants alike (same seed, same bots) and set their statistics side by side.

    A * marks a value that differs from the first variant's (a two-proportion z-test for
    rates, Welch's test for means, a paired test hand by hand where the runs are paired),
    corrected for the many statistics tested at once by Holm's step-down method: the chance
    of a * on any difference that is not there is at most 5% (--correction none: each test
    on its own). --until-significant stops at the first round where a statistic (the --stat
    one, or any) is significant after that correction, each round at 5% / rounds planned.
    """
    if len(variants) < 2:
        raise UsageFailure("compare needs two variants or more")
    variants = tuple(distinct(variants, "compared"))
    if len(variants) < 2:
        raise UsageFailure("compare needs two different variants or more (a variant compared with "
                           "itself, with the same seed, gives the same numbers)")
    bots = _bots(bot)
    report = checked_report(report)
    chosen = parse_options(options)
    if until_significant:
        mode, start, limit = _rounds(hands, matches, max_hands, max_matches, "expert" in bots or "playout" in bots)
    else:
        if max_hands is not None or max_matches is not None or stat is not None:
            raise UsageFailure("--max-hands, --max-matches and --stat go with --until-significant")
        mode, start = _mode(hands, matches)
        limit = start
    if stat is not None and not _known_stat(stat):
        raise UsageFailure(f"--stat: no statistic is called '{stat[:60]}' — see `sueca-rules simulate` for names")
    runs = _runs(variants, chosen, bots, mode, limit, seed, revoke_rate, accuse_rate, deal,
                 infraction_rate, engine)
    runner = _runner(workers, scheduler, runs[0].chunks * len(runs), worker_timeout)
    with Stops(anywhere=True, restore=False) as stops:
        try:
            if until_significant:
                outcome = compare_until_significant(runs, runner, start, stat, sys.stderr.isatty(),
                                                    correction=correction, check=stops.check)
            else:  # in rounds all the same, so that Ctrl-C keeps what was played alike for every variant
                first = min(start, 2000 if mode == "hands" else 100)
                outcome = compare_until_significant(runs, runner, first, None, sys.stderr.isatty(),
                                                    rounds=False, correction=correction, check=stops.check)
        finally:
            runner.close()
        stops.hold()  # the statistics are printed whole, whatever signals come now
        if outcome.lost is None or outcome.done:  # else nothing to show
            results = [statistics(c) for c in outcome.counts]
            if report is not None:
                write_compare_report(report, runs, outcome, results)
            if fmt == "json":
                echo_json(outcome.as_json(runs, results, detect))
            elif fmt == "csv":
                echo_compare_csv(runs, outcome, results, detect)
            else:
                render_compare(runs, outcome, results, detect)
            sys.stdout.flush()
    _ended(stops.status or (130 if outcome.interrupted else None), outcome.lost)


def _rounds(hands: int | None, matches: int | None, max_hands: int | None,
            max_matches: int | None, expert: bool = False) -> tuple[str, int, int]:
    if max_hands is not None and max_matches is not None:
        raise UsageFailure("give only one of --max-hands N and --max-matches N")
    if max_hands is None and max_matches is None:
        raise UsageFailure("--until-significant needs a limit: --max-hands N or --max-matches N")
    mode = "hands" if max_hands is not None else "matches"
    limit = max_hands if max_hands is not None else max_matches
    assert limit is not None
    start = hands if hands is not None else matches
    if (mode == "hands" and matches is not None) or (mode == "matches" and hands is not None):
        raise UsageFailure(f"--until-significant with --max-{mode} counts {mode}: "
                           f"start with --{mode} N (or leave it out)")
    first = start if start is not None else (2000 if mode == "hands" else 100) // (10 if expert else 1)
    return mode, min(first, limit), limit


def _known_stat(name: str) -> bool:
    from ..play.stats import FAMILIES, MEASURES

    if any(m.name == name for m in MEASURES):
        return True
    return any(name.startswith(title.split("{}")[0]) and name.endswith(title.split("{}")[1])
               for _, title, _, _ in FAMILIES)

