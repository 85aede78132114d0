"""`sueca-rules play`: a match in the terminal against bots."""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TextIO, cast

import click

from ..catalogue.compile import compile_rules
from ..catalogue.meta.words import language
from ..errors import UnknownVariant
from ..loading import load_variant
from ..play.bots import BOTS, make_bot
from ..play.redraw import Redraw
from ..play.screen import red_suits
from ..play.stops import Stops
from ..play.terminal import play_in_terminal
from ..play.terminal_io import Saving, free_name
from ..play.user import FORM, is_reference, load_function
from ..records.files import record_reference
from ..spec import VariantSpec
from ..words.i18n import LANG_CHOICES, N_, Voice, choose_locale, environment_locale, locale_source, variant_locale
from ..words.speaker import Speaker
from .arguments import Language, Seed
from .configured import lang_default
from .main import OutputPath, UsageFailure, cli, naming, option_flag, parse_options, quiet_stdout
from .paths import overwrite_problem, refuse_overwriting, variant_files
from .play_resume import check_seat, read_saved, saved_lang
from .streams import closed
from .terminal import use_color


def note(v: Voice, text: str) -> None:
    """A note on standard error, its `note:` in the locale's word (`nota:`, `remarque :`)."""
    click.echo(v.pgettext("command line", "note: {text}", text=text), err=True)


def chosen_language(v: Voice, lang: str | None, spec: VariantSpec) -> str:
    """Which language the game speaks and how to choose another, when --lang did not say:
    `(European Portuguese: the table's language; --lang en for English)`, in that language."""
    source = locale_source(lang, spec.region, spec.language)
    if source == "lang":
        return ""
    s = Speaker(v)
    user, table = environment_locale(None, spec.region), variant_locale(spec.region, spec.language)
    other = next((code for code in (user, table, "en") if code and code != v.locale), None)
    how = (v.gettext("--lang {code} for {language}", code=other, language=language(other, s))
           if other else v.gettext("--lang pt-PT, pt-BR or fr for another language"))
    why = {"table": N_("{language}: the table's language; {how}"),
           "user": N_("{language}: your locale's language; {how}")}.get(source, N_("{language}; {how}"))
    return "(" + v.gettext(why, language=language(v.locale, s), how=how) + ")"


def painted() -> Callable[..., None]:
    """`click.echo` with hearts and diamonds in red (:func:`~..play.screen.red_suits`)."""

    def echo(text: str, nl: bool = True) -> None:
        click.echo(red_suits(text, lambda card: click.style(card, fg="red", bold=True)), nl=nl, color=True)

    return echo


@cli.command()
@click.argument("variant", required=False)
@click.option("--seat", type=click.IntRange(0, None), default=None, metavar="N",
              help="Your seat, counted from 0 clockwise: any seat of the variant's table (0–3 at the "
                   "usual four, your partner opposite; 0–4 at five, 0–5 at six) [default: 0; with "
                   "--resume, the seat the record fits].")
@click.option("--seed", type=Seed(), default=None,
              help="Deal from this seed, a whole number from -10^30 to 10^30 (default: a random one).")
@option_flag
@click.option("-o", "--output", "--save", "save", type=OutputPath(),
              help="Where to save the record; an existing file there is replaced only when it "
                   "is a record (or empty), never a file the game reads [default: sueca-VARIANT-SEED.json here "
                   "(VARIANT-SEED.json when VARIANT starts with sueca: sueca-a-dois-SEED.json), or the first free "
                   "…-SEED-2.json, -3, ... when that exists: the default never replaces a file].")
@click.option("--bot", default="greedy", show_default=True, metavar="NAME",
              help="How the three other seats play: random, greedy (the sources' tips), expert (search with an "
                   "exact endgame, in the compiled kernel), playout (the earlier expert), or your own as "
                   "module:function or path/to/file.py:function (docs/bots.md).")
@click.option("--lang", type=Language(), default=None,
              help="The game's language: pt-PT, pt-BR, en or fr (pt: the table's Portuguese) "
                   "[default: with --resume the language the game was played in, as its record says; "
                   "else the settings' lang, else the locale of LC_ALL, LC_MESSAGES or LANG when "
                   "it is one of these, else the variant's (BR: pt-BR, PT: pt-PT, FR: fr), else en].")
@click.option("--resume", metavar="FILE", default=None,
              help="Take up the game saved in FILE (its record) where it stopped, with the same "
                   "seed, deals and bots, and save it back to FILE (or to --output); give the "
                   "--bot it was played with. A finished game says so; a record that does not "
                   "replay, or that this --bot and --seat do not make again, is refused.")
def play(variant: str | None, seat: int | None, seed: int | None, options: tuple[str, ...],
         save: Path | None, bot: str, lang: str | None, resume: str | None) -> None:
    """Play a match of VARIANT in the terminal against bots at the table's other seats (three
    at the usual table; a variant's table may have two to six), or take up a saved game
    (--resume FILE: VARIANT may be left out).

    Type a card (7S, ah, Q♦, "ás de copas", "roi de cœur") or its number in your hand;
    'accuse' (a revoke), 'last' (the last trick), 'score' (the score sheet), 'help', 'quit'
    (or the same in the game's language: 'ajuda', 'aide').
    A line longer than 1024 characters is ignored; 200 answers in a row that leave the game
    where it was (a script stuck on one line) end the input. Whatever ends the game — the
    match, 'quit', the end of input, Ctrl-C or another stop signal (SIGTERM from kill, timeout
    or systemd; SIGQUIT; SIGHUP when the terminal closes) — the record is saved, with further
    signals held off while it is written; after a signal the exit status is 128 + its number
    (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP). If standard output or the terminal
    fails mid-game (a broken pipe), the record is saved all the same, where it went is said on
    standard error, and the exit status is 1.

    Above the hand, each team's card points and tricks taken so far in the hand; with colour
    (--color, on a terminal unless NO_COLOR is set) hearts and diamonds are red.
    """
    import random

    if closed(sys.stdin):
        raise UsageFailure("standard input is closed — play reads your moves from it: run it in a "
                           "terminal, or give it a file of moves (< moves.txt)")
    if bot not in BOTS and not is_reference(bot):
        raise UsageFailure(f"--bot: '{bot[:40]}' is not a bot — write one of {', '.join(BOTS)}, or your own as {FORM}")
    if is_reference(bot):
        load_function(bot)  # exit 2 now if it does not import or take one argument
    chosen = parse_options(options)
    # --lang, else the language a resumed game was played in (its record's), else the settings'
    recorded = saved_lang(Path(resume)) if lang is None and resume is not None and resume.strip() else None
    lang = recorded or lang_default(lang, LANG_CHOICES, "") or None
    script = None
    if resume is not None:
        if not resume.strip():
            raise UsageFailure("--resume: give the file a game's record was saved to (sueca-portugal-7.json)")
        if seed is not None:
            raise UsageFailure("--seed: a resumed game is dealt from its record's seed — leave --seed out")
        saved = read_saved(Path(resume), variant, chosen, seat, partial(make_bot, bot), bot, lang)
        rules, spec, seed, seat, script = saved.rules, saved.spec, saved.seed, saved.seat, saved.script
        variant = saved.typed
    elif variant is None:
        raise UsageFailure("VARIANT is missing — write the variant to play (sueca-rules play "
                           "portugal), or --resume FILE to take up a saved game")
    else:
        with naming(variant, lang, spoken=True):
            spec = load_variant(variant, chosen or None)
            rules = compile_rules(spec, chosen or None)
        check_seat(rules, seat, variant)
    locale = choose_locale(lang, spec.region, spec.language)
    v = Voice(locale)
    inputs = variant_files(variant)
    if save is None and resume is not None:
        save = Path(resume)  # taken up where it is kept: replaced only once the new one is whole
    refuse_overwriting(save, inputs, "record")
    if bot == "expert":
        from ..play.search import search_unavailable

        missing = search_unavailable(rules)
        if missing:
            note(v, v.gettext("the playout expert plays instead of the search expert: {why}", why=missing))
    seed = seed if seed is not None else random.SystemRandom().randrange(1_000_000)
    target = save
    if target is None:
        default = Path(f"{record_stem(Path(variant).stem)}-{seed}.json")
        target = free_name(default)
        if target != default:
            note(v, v.gettext("{path} exists already: this game's record will be saved as {target}",
                              path=default, target=target))
    try:  # the record names the variant so that replay finds it from any folder
        reference = record_reference(variant, target)
    except UnknownVariant as err:
        raise UsageFailure(str(err)) from None
    saving = Saving(target, fresh=save is None, name_variant=partial(record_reference, variant),
                    guard=None if save is None else partial(overwrite_problem, inputs=inputs, writes="record"))
    echo = painted() if use_color(sys.stdout) else click.echo
    with Stops(restore=False) as stops:  # to the end: a late signal cannot kill the save
        # standard input read so that a signal just before a read still ends the wait (stops.reading)
        screen = Redraw(echo, lambda text: echo(text, nl=False), stops.reading(sys.stdin))
        with screen.installed():
            status = play_in_terminal(rules, reference, seat or 0, seed, saving, cast(TextIO, screen),  # (its readline)
                                      screen.write, screen.prompt, partial(make_bot, bot), stops=stops,
                                      locale=locale, spec=spec, intro=chosen_language(v, lang, spec),
                                      resume=script)
    if status:
        quiet_stdout()  # what is left to print has nowhere to go
        sys.exit(status)


def record_stem(variant: str) -> str:
    """The default record's name before its seed: `sueca-` and the variant's name, the prefix
    not doubled where the name has it already (`sueca-a-dois`, not `sueca-sueca-a-dois`:
    pt-BR R9-10).

    >>> record_stem("portugal"), record_stem("sueca-a-dois"), record_stem("Sueca-52")
    ('sueca-portugal', 'sueca-a-dois', 'Sueca-52')
    """
    return variant if variant.lower().startswith("sueca") else f"sueca-{variant}"
