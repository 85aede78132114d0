"""Commands on the engine: autoplay (a seeded random match record), replay, bench."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from pathlib import Path

import click

from ..compiled.rules import Rules
from ..engine.autoplay import random_match, random_series
from ..engine.match import MAX_RECORD_HANDS, Match
from ..errors import InputError, ProblemsError, SuecaError, UnknownVariant
from ..files import write_text
from ..loading import load_rules, load_variant
from ..records import (
    MAX_RECORD_BYTES,
    SERIES_FORMAT,
    RecordError,
    read_record,
    record_reference,
    record_text,
    record_variant,
    replay,
    replay_series,
)
from ..words.i18n import LANG_CHOICES, LOCALES, Voice, choose_locale
from ..words.speaker import Speaker
from .arguments import Language, Seed, WholeNumber
from .configured import lang_default
from .main import PROG, UsageFailure, cli, option_flag, output_flag, parse_options
from .output import echo_json
from .paths import refuse_overwriting, variant_files
from .said import replayed, replayed_series, scores_text
from .shapes import bench_shape, replay_shape
from .streams import is_unicode
from .terminal import echo_problem_text


def _loader(base: Path) -> Callable[[str, dict[str, str]], Rules]:
    """A record's variant: a bundled one by its name, a variant file beside the record or else
    in the current folder (see :func:`~sueca_rules.records.files.record_variant`)."""

    def load(variant: str, options: dict[str, str]) -> Rules:
        return load_rules(record_variant(variant, base), options or None)

    return load


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}{'es' if word.endswith('ch') else 's'}"


@cli.command()
@click.argument("variant")
@click.option("--seed", type=Seed(), default=0, show_default=True,
              help="The seed of the shuffles and of the random players' choices "
                   "(a whole number from -10^30 to 10^30).")
@option_flag
@output_flag
def autoplay(variant: str, seed: int, options: tuple[str, ...], output: Path | None) -> None:
    """Play a whole match with seeded random legal cards and print its record (JSON).

    Now and then a random player asks for a redeal, revokes or accuses, where the variant
    allows it, so that the record exercises the variant's rules. Same seed, same record.
    A variant that plays series plays a whole series. The match is played to its end however
    long it is; only a match that reaches the most hands a record holds (10,000) stops there,
    and then the record is written, the command says so and exits with status 1.
    """
    chosen = parse_options(options)
    rules = load_rules(variant, chosen or None)
    try:  # the record names the variant so that replay finds it from any folder
        reference = record_reference(variant, output)
    except UnknownVariant as err:
        raise UsageFailure(str(err)) from None
    refuse_overwriting(output, variant_files(variant), "record")
    if rules.series_target:  # the variant plays series: the record is a series'
        series = random_series(rules, seed, variant_ref=reference)
        record, said = series.record(), f"{_plural(len(series.matches), 'match')}, {scores_text(series.wins)}"
        finished = series.over
    else:
        match = random_match(rules, seed, variant_ref=reference)
        record, said = match.record(), f"{_plural(len(match.entries), 'hand')}, {scores_text(match.scores)}"
        finished = match.over
    text = record_text(record)
    if output:
        write_text(output, text)
        click.echo(f"{output}: {said}")
    else:
        click.echo(text if is_unicode(sys.stdout) else record_text(record, ascii_only=True),
                   nl=False)
    where = output if output else "the record"
    if not finished:
        click.echo(f"{PROG}: error: {where}: the match stopped unfinished at "
                   f"{MAX_RECORD_HANDS:,} hands, the most a record holds — the record is written "
                   f"but incomplete (replay says so); {variant} plays matches to "
                   f"{rules.target:,}: a lower `match to` plays out within a record", err=True)
        sys.exit(1)
    if len(text.encode()) > MAX_RECORD_BYTES:
        click.echo(f"{PROG}: error: {where}: the record is larger than replay reads "
                   f"({MAX_RECORD_BYTES >> 20} MiB) — a lower `match to` or `series to` makes "
                   "records that replay", err=True)
        sys.exit(1)


def _voice(lang: str | None, data: dict[str, object], base: Path) -> Voice:
    """The language replay speaks, its own line and --show's alike (one screen, one language):
    the one `play` chooses (:func:`choose_locale`): --lang (`pt`: the table's norm; the record's
    own `lang`, the language the game was played in, stands in for it: :func:`_lang`), else the
    user's locale when the tool speaks it, else the table's language, else English."""
    region = language = None
    with contextlib.suppress(SuecaError):
        spec = load_variant(record_variant(str(data.get("variant")), base))
        region, language = spec.region, spec.language
    return Voice(choose_locale(lang, region, language))


def _lang(given: str | None, data: dict[str, object]) -> str | None:
    """The language replay is asked for: --lang, else the record's `lang` (the one the game
    was played in, EN15-11; older records have none), else the settings' lang; None leaves
    the choice to the user's locale and the table's (:func:`_voice`)."""
    recorded = data.get("lang")
    if given is None and isinstance(recorded, str) and recorded in LOCALES:
        return recorded
    return lang_default(given, LANG_CHOICES, "") or None  # --lang, else the settings' lang, as play


def _title(data: dict[str, object], base: Path, v: Voice, name: str) -> str:
    """The record's variant by its title in `v`'s language (`Sueca (Portugal)`), for replay's
    line; its name where the variant file cannot be read again."""
    speaker = _speaker(data, base, v)
    return speaker.title() if speaker is not None else name


def _speaker(data: dict[str, object], base: Path, v: Voice) -> Speaker | None:
    """The record's variant speaking `v`'s language (its title, its table's words), or None
    where the variant file cannot be read again."""
    options = data.get("options")
    try:
        spec = load_variant(record_variant(str(data.get("variant")), base),
                            {str(k): str(o) for k, o in options.items()} if isinstance(options, dict) else None)
    except SuecaError:
        return None
    return Speaker(v, spec)


def _show(said: dict[str, object], matches: list[Match], data: dict[str, object], base: Path, fmt: str,
          lang: str | None) -> None:
    """--show: each replayed match hand by hand, trick by trick (JSON: `play_by_play`)."""
    from ..play.show import play_by_play, shown_lines

    if fmt == "json":
        hands = [play_by_play(m) for m in matches]
        said["play_by_play"] = hands[0] if data.get("format") != SERIES_FORMAT else hands
        return
    options = data.get("options")
    spec = load_variant(record_variant(str(data.get("variant")), base),
                        {str(k): str(v) for k, v in options.items()} if isinstance(options, dict) else None)
    locale = _voice(lang, data, base).locale
    for number, match in enumerate(matches, 1):
        if len(matches) > 1 or data.get("format") == SERIES_FORMAT:
            click.echo(f"# {number}")
        for line in shown_lines(match, locale, spec):
            click.echo(line)


@cli.command("replay")
@click.argument("record")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              help="text: one line saying what was replayed; json: an object (record, kind, variant, "
                   "replayed, error, problems, hands, matches, scores, winner, finished, and with --show "
                   "play_by_play — docs/json-output.md).")
@click.option("--show", "--play-by-play", "show", is_flag=True,
              help="Show the game as it is replayed: each hand (dealer, trump), each trick (the cards in play "
                   "order, the first led, who won it and its card points), each hand's card points, game points "
                   "and the score after it.")
@click.option("--lang", type=Language(), default=None,
              help="The language of --show and of the closing line, as play chooses it: pt-PT, pt-BR, en or fr "
                   "(pt: the table's Portuguese) [default: the language the game was played in, as its record "
                   "says, else the settings' lang, else the locale of LC_ALL, "
                   "LC_MESSAGES or LANG when it is one of these, else the variant's (BR: pt-BR, PT: pt-PT, "
                   "FR: fr), else en].")
def replay_command(record: str, fmt: str, show: bool, lang: str | None) -> None:
    """Replay a game record and check it reaches the recorded result; with --show, print the
    game hand by hand and trick by trick.

    Exit 0 when it does, 1 when it does not (an illegal action, a deal the seed or the rules
    do not give, a different result, or no result at all), 2 when the file is not a record or
    its variant cannot be loaded (missing, not a variant file, or with problems).
    """
    given = lang
    path = Path(record)
    said = replay_shape(path)  # a record that cannot be read: exit 2 (the document says why)
    if fmt == "json":
        try:
            data = read_record(path)
        except InputError as err:
            echo_json({**said, "error": str(err)})
            sys.exit(2)
    else:
        data = read_record(path)
    lang = _lang(given, data)
    said.update(kind="series" if data.get("format") == SERIES_FORMAT else "match",
                variant=str(data.get("variant"))[:120] if data.get("variant") is not None else None)
    try:
        if data.get("format") == SERIES_FORMAT:
            series = replay_series(data, _loader(path.parent), str(path))
        else:
            match = replay(data, _loader(path.parent), str(path))
    except ProblemsError as err:  # the variant the record names does not validate
        count = len(err.problems)
        message = (f"variant: cannot be loaded: '{str(data.get('variant'))[:120]}' has "
                   f"{_plural(count, 'problem')} (above) — fix the variant file, or replay the record "
                   "where its variant is")
        if fmt == "json":
            echo_json({**said, "error": message.replace(" (above)", ""),
                       "problems": [p.as_dict() for p in err.problems]})
            sys.exit(2)
        for problem in err.problems:
            echo_problem_text(problem, err=True)
        click.echo(f"{PROG}: error: {path}: {message}", err=True)
        sys.exit(2)
    except RecordError as err:
        first, *rest = str(err).splitlines()
        if fmt == "json":
            echo_json({**said, "error": str(err)})
            sys.exit(1)
        click.echo(f"{path}: error: {first}", err=True)
        for line in rest:
            click.echo(line, err=True)
        sys.exit(1)
    if data.get("format") == SERIES_FORMAT:
        said.update(replayed=True, matches=len(series.matches), scores=list(series.wins),
                    winner=series.winner, finished=series.winner is not None, variant=series.rules.variant,
                    hands=sum(len(m.entries) for m in series.matches))
        if show:
            _show(said, list(series.matches), data, path.parent, fmt, lang)
        if fmt == "json":
            echo_json(said)
            return
        v = _voice(lang, data, path.parent)
        click.echo(replayed_series(path, v, _title(data, path.parent, v, series.rules.variant),
                                   len(series.matches), series.wins, series.winner, table=series.rules.table))
        return
    scores = match.scores
    said.update(replayed=True, hands=len(match.entries), scores=list(scores), winner=match.winner,
                finished=match.over, variant=match.rules.variant)
    if show:
        _show(said, [match], data, path.parent, fmt, lang)
    if fmt == "json":
        echo_json(said)
        return
    hand = match.hand
    stopped = len(hand.tricks) if match.winner is None and hand is not None and not hand.finished else None
    v = _voice(lang, data, path.parent)
    speaker = _speaker(data, path.parent, v)  # its title and its table's words (BR26-04: a rodada)
    click.echo(replayed(path, v, speaker.title() if speaker is not None else match.rules.variant, len(match.entries),
                        scores, match.winner, stopped, table=match.rules.table, tricks=match.rules.deals.tricks,
                        drawn=match.winner is None and match.over,
                        cards=len(hand.trick) if stopped is not None and hand is not None else 0,
                        words=speaker.words() if speaker is not None else None))


@cli.command()
@click.argument("variant", required=False)
@click.option("--variant", "variant_option", metavar="VARIANT", hidden=True,
              help="The variant (older spelling of the argument).")
@click.option("--hands", type=WholeNumber(1, 10**9, "a round of more would take days"),
              default=10_000, show_default=True, metavar="N",
              help="Hands per timed round of each loop (at most 10^9).")
@click.option("--repeat", type=WholeNumber(1, 100, "the best of 100 rounds is as good as it gets"),
              default=5, show_default=True, metavar="R",
              help="Rounds, interleaved; the best of each loop counts (noise hurts all alike; at most 100).")
@click.option("--expert-decisions", type=WholeNumber(1, 10**6, "more would take days"),
              default=100, show_default=True, metavar="N",
              help="Expert decisions to time (the expert plays greedy; at most 10^6).")
@click.option("--duel", "duel", type=WholeNumber(0, 10**5, "more would take days"), default=0,
              show_default=True, metavar="N",
              help="Duplicate matches of the search expert against the playout expert (0: none; 2 workers; "
                   "some seconds each).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              help="text: the speeds side by side; json: an object with every measure and ratio "
                   "(docs/json-output.md).")
def bench(variant: str | None, variant_option: str | None, hands: int, repeat: int, expert_decisions: int,
          duel: int, fmt: str) -> None:
    """Speeds side by side, measured in one run: the engine alone, a hand-written Portugal loop,
    simulate with random and with greedy bots on the Python engine and on the compiled kernel
    (hands/s), the two experts (decisions/s), and the search expert's result against the
    playout expert over duplicate matches (each deal played twice, the seats swapped); then
    simulate at tables of other shapes (two players and a stock, 52 cards and a stock, six
    players in three pairs, five players and an auction), in rounds of their own.

    VARIANT is any variant (default portugal).
    """
    from ..play.bench import speeds

    if variant is not None and variant_option is not None and variant != variant_option:
        raise UsageFailure(f"two variants given: '{variant}' and --variant '{variant_option}' — give one")
    chosen = variant or variant_option or "portugal"
    load_rules(chosen)  # an unknown or invalid variant stops here, before any timing
    steps = repeat * 6 + 1 + (duel > 0) + repeat  # the usual table's loops, the experts, the duel, other tables
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress

        with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                      transient=True, console=Console(stderr=True)) as bar:
            job = bar.add_task("bench", total=steps)

            def step(what: str) -> None:
                bar.update(job, description=f"bench: {what}", completed=bar.tasks[0].completed + 1)

            result = speeds(chosen, hands, repeat, expert_decisions, step, duel)
    else:
        result = speeds(chosen, hands, repeat, expert_decisions, duel_pairs=duel)
    if fmt == "json":
        echo_json(bench_shape(result))
        return
    for line in result.lines():
        click.echo(line)
