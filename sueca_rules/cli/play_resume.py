"""`sueca-rules play --resume FILE`: a saved game read, checked and taken up where it stopped.

The record must replay as `sueca-rules replay` replays it (else its error, located: exit 2
for a file that is not a record or whose variant cannot be loaded, 1 for one that does not
replay — edited by hand, cut short inside a line). A record of another variant than the one
given, or of decks given by hand, is refused (exit 2). A finished game says it is finished
(exit 0). Then the game is made again with the human at `--seat` (when not given: the seat
the record fits) and `--bot` at the others, each bot's choice compared with the record's: a
bot that chooses otherwise (another --bot, another --seat) is said where (exit 1). Nothing is
written before the game goes on; its record then replaces the file only when the new one is
written whole beside it (:func:`~sueca_rules.files.write_text`).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple, NoReturn

import click

from ..compiled import Rules
from ..engine.series import SERIES_FORMAT
from ..errors import InputError, OptionError, ProblemsError, SuecaError, UnknownVariant
from ..loading import load_rules, load_variant
from ..play.bots import Bot
from ..play.resume import Diverged, Script
from ..play.resumed import check_fits, seats_that_fit
from ..records import RecordError, read_record, record_reference, record_variant, replay, replay_series
from ..records.schema import names_a_file
from ..spec import VariantSpec
from ..words.i18n import LOCALES, Voice, choose_locale
from .main import PROG, UsageFailure
from .terminal import echo_problem_text


class Resumed(NamedTuple):
    """A saved game ready to be taken up: its rules and words, how a record written at the
    file names its variant (`typed`: as the command line would), its seed, the human's seat."""

    rules: Rules
    spec: VariantSpec
    typed: str
    seed: int
    seat: int
    script: Script
    series: bool


def _line_of(path: Path, key: str) -> tuple[int, int]:
    """The line and column of `"key":` in a record file (one field a line), else (1, 1)."""
    try:
        text = path.read_text(encoding="utf-8-sig", errors="replace")
    except OSError:
        return 1, 1
    for number, line in enumerate(text.splitlines()[:50], 1):
        at = line.find(f'"{key}":')
        if at >= 0:
            value = line.find(":", at) + 1
            return number, value + 1 + (len(line[value:]) - len(line[value:].lstrip()))
    return 1, 1


def refuse(path: Path, key: str, message: str, status: int = 2) -> NoReturn:
    """`FILE:LINE:COL: error: message` (the place of the record's `key`), and exit."""
    line, column = _line_of(path, key)
    click.echo(f"{path}:{line}:{column}: error: {message}", err=True)
    sys.exit(status)


def _load(path: Path, variant: str, options: dict[str, str]) -> tuple[Rules, VariantSpec]:
    """The record's variant, compiled, and its words; a located error when it cannot be had."""
    try:
        found = record_variant(variant, path.parent)
        return load_rules(found, options or None), load_variant(found, options or None)
    except ProblemsError as err:
        for problem in err.problems:
            echo_problem_text(problem, err=True)
        refuse(path, "variant", f"the variant '{variant[:120]}' has problems (above) — fix it, or resume "
                                "the record where its variant is")
    except (InputError, UnknownVariant, OptionError) as err:
        refuse(path, "variant", f"cannot be loaded: {err}")


def check_seat(rules: Rules, seat: int | None, variant: str) -> None:
    """A usage error (exit 2) for a `--seat` the variant's table has not, naming its seats."""
    players = rules.table.players
    if seat is None or 0 <= seat < players:
        return
    from ..play.talk import Talk

    talk = Talk(rules, "en")
    seats = ", ".join(f"{s} ({talk.compass(s)})" for s in range(players))
    raise UsageFailure(f"--seat: {seat} is not a seat at the table of '{variant[:120]}' — it has {players} "
                       f"seats, counted from 0 clockwise: {seats}")


def saved_lang(path: Path) -> str | None:
    """The language a saved game was played in, as its record says (`lang`, EN15-11); None
    for an older record or one that cannot be read (:func:`read_saved` says why)."""
    try:
        recorded = read_record(path).get("lang")
    except SuecaError:
        return None
    return recorded if isinstance(recorded, str) and recorded in LOCALES else None


def read_saved(path: Path, variant: str | None, options: dict[str, str], seat: int | None,
               bot: Callable[[Rules, random.Random], Bot], bot_name: str, lang: str | None) -> Resumed:
    """The saved game at `path`, checked to the end (see the module's docstring); exits with
    a located error instead when it cannot be taken up."""
    data = read_record(path)  # InputError, RecordFormatError: exit 2, located
    series = data.get("format") == SERIES_FORMAT
    name = data.get("variant")
    if not isinstance(name, str):
        refuse(path, "variant", f"must be a text naming the variant, not {str(name)[:40]}")
    rules, spec = _load(path, name, dict(data.get("options") or {}))
    check_seat(rules, seat, name)
    typed = str(record_variant(name, path.parent)) if names_a_file(name) else name
    v = Voice(choose_locale(lang, spec.region, spec.language))
    try:
        replayed = (replay_series(data, lambda _v, _o: rules, str(path)) if series
                    else replay(data, lambda _v, _o: rules, str(path)))
    except RecordError as err:
        first, *rest = str(err).splitlines()
        click.echo(f"{path}: error: {first} — this record cannot be resumed", err=True)
        for line in rest:
            click.echo(line, err=True)
        sys.exit(1)
    if (variant is not None and record_reference(variant, path) != data.get("variant")) or \
            (options and options != dict(data.get("options") or {})):
        refuse(path, "variant", f"this record is a game of '{str(data.get('variant'))[:80]}' with options "
                                f"{dict(data.get('options') or {})}, not of '{variant or name}' with "
                                f"{options} — resume it as it was: {PROG} play --resume {path}")
    seed = data.get("seed")
    if not isinstance(seed, int):
        refuse(path, "seed", "this record's decks were given by hand (\"seed\": null): only a game "
                             f"the terminal dealt can be resumed — replay it with: {PROG} replay {path}")
    if replayed.over:
        scores = _scores(replayed)
        if len(scores) == 2:
            click.echo(v.gettext("{path}: this game is finished ({us}–{them}): there is nothing to resume. "
                                 "Replay it with: {command}", path=path, us=scores[0], them=scores[1],
                                 command=f"{PROG} replay {path}"))
        else:
            click.echo(v.gettext("{path}: this game is finished ({scores}): there is nothing to resume. "
                                 "Replay it with: {command}", path=path, scores=" – ".join(map(str, scores)),
                                 command=f"{PROG} replay {path}"))
        sys.exit(0)
    if seat is None:
        chosen = _fitting_seat(path, rules, typed, bot, bot_name, data, series, spec, v)
        return Resumed(rules, spec, typed, seed, chosen, Script(data, series=series), series)
    chosen = seat
    diverged = check_fits(rules, typed, chosen, bot, data, series=series, spec=spec)
    if diverged is not None:
        fit = [s for s in seats_that_fit(rules, typed, bot, data, series=series, spec=spec) if s != chosen]
        hint = (f"the record fits --seat {fit[0]}: resume with {PROG} play --resume {path} --seat {fit[0]}"
                if fit else f"resume with the --bot and --seat it was played with (here --bot {bot_name} "
                            f"--seat {chosen})")
        click.echo(f"{path}: error: {diverged} — this game was not played by --bot {bot_name} with you at "
                   f"seat {chosen}; {hint}", err=True)
        sys.exit(1)
    return Resumed(rules, spec, typed, seed, chosen, Script(data, series=series), series)


def _scores(replayed: Any) -> tuple[int, ...]:
    """The match's scores, or a series' wins: one a side."""
    wins = getattr(replayed, "wins", None)
    return tuple(int(score) for score in (wins if wins is not None else replayed.scores))


def _fitting_seat(path: Path, rules: Rules, typed: str, bot: Callable[[Rules, random.Random], Bot],
                  bot_name: str, data: dict[str, Any], series: bool, spec: VariantSpec, v: Voice) -> int:
    """The seat the record fits with `bot` at the others (the first of several, said so)."""
    seats = seats_that_fit(rules, typed, bot, data, series=series, spec=spec)
    if not seats:
        diverged = check_fits(rules, typed, 0, bot, data, series=series, spec=spec)
        said = f"{diverged} — " if isinstance(diverged, Diverged) else ""
        click.echo(f"{path}: error: {said}this game was not played by --bot {bot_name} at any seat: resume "
                   "it with the --bot it was played with (--bot random, greedy, expert, playout or yours)",
                   err=True)
        sys.exit(1)
    if len(seats) > 1:
        click.echo(v.pgettext("command line", "note: {text}", text=v.gettext(
            "the record fits seats {seats}: you sit at seat {seat} (--seat to choose)",
            seats=", ".join(map(str, seats)), seat=seats[0])), err=True)
    return seats[0]
