"""The terminal: colour, the pager and rich consoles, decided in one place for every command.

Colour is chosen, first to last: ``--color always|never``; the settings' ``color`` (when not
``auto``); ``NO_COLOR`` (set and not empty: none, https://no-color.org); ``FORCE_COLOR`` (set
and not empty: colour even in a pipe); else colour only on a terminal (not ``TERM=dumb``).

Long output (a rulebook, the matrix, a diff) goes through a pager when standard input and
output are a terminal and the text is taller than the window: ``$PAGER``, else ``less`` (with
``-R``, so colour shows, and a prompt that says how to go on), as git does. ``--no-pager``,
the settings' ``pager = false`` or a pipe print it straight.
"""

from __future__ import annotations

import functools
import io
import os
import shutil
import sys
from collections.abc import Callable
from typing import IO, Any

import click

from ..errors import Problem
from .configured import CONFIG_OPTIONS, settings, settings_or_defaults
from .configured import reset as reset_settings


def _keep_no_break_spaces() -> None:
    """Rich wraps at every space Python calls one, the no-break ones (U+00A0, U+202F) too:
    French typography's "4 manches", "habituelle : qui" were split at a line's end in the
    terminal (issue 23). Its word pattern is given the no-break spaces as part of a word."""
    import re

    from rich import _wrap

    if isinstance(getattr(_wrap, "re_word", None), re.Pattern):
        _wrap.re_word = re.compile(r"[^\S\u00a0\u202f\u2007]*[\S\u00a0\u202f\u2007]+[^\S\u00a0\u202f\u2007]*")


_keep_no_break_spaces()

COLOR_CHOICES = ("auto", "always", "never")
WIDEST = 100  # text is set at most this wide, for reading: wider terminals keep the margin
_SEVERITY_COLOR = {"error": "red", "warning": "yellow", "info": "cyan"}


class _Choice:
    color: str | None = None  # --color, as given
    pager: bool = True  # --no-pager turns it off


CHOICE = _Choice()


def choose_color(value: str) -> None:
    CHOICE.color = value


def reset() -> None:
    """Forget the choices of an earlier run in this process (the command line's boundary
    calls it before each command)."""
    CHOICE.color, CHOICE.pager = None, True
    reset_settings()


def use_color(stream: IO[str] | None = None) -> bool:
    """Whether to colour what is written to `stream` (standard output by default)."""
    chosen = CHOICE.color
    if chosen in (None, "auto"):
        written = settings_or_defaults().color
        chosen = written if written != "auto" else None
    if chosen == "always":
        return True
    if chosen == "never":
        return False
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    if os.environ.get("TERM") == "dumb":
        return False
    target = stream if stream is not None else sys.stdout
    try:
        return bool(target.isatty())
    except (AttributeError, ValueError):
        return False


def styled_problem(problem: Problem) -> str:
    """`problem` rendered as :meth:`Problem.render` does, coloured: the place in bold, the
    severity and the underline in its colour, the suggestion in green."""
    text = problem.render()
    place, severity = str(problem.location), problem.severity
    head, *rest = text.split("\n")
    lead = f"{place}: {severity}: "
    color = _SEVERITY_COLOR.get(severity, "red")
    if head.startswith(lead):
        message = head[len(lead):]
        if problem.suggestion and f"'{problem.suggestion}'" in message:
            said = f"'{problem.suggestion}'"
            message = message.replace(said, click.style(said, fg="green", bold=True), 1)
        head = (click.style(place, bold=True) + ": " + click.style(severity, fg=color, bold=True) + ": "
                + message)
    if rest and problem.source_line is not None and rest[-1].strip() and set(rest[-1].strip()) == {"^"}:
        bare = rest[-1].rstrip()
        indent = len(bare) - len(bare.lstrip())
        rest[-1] = bare[:indent] + click.style(bare[indent:], fg=color, bold=True)
    return "\n".join([head, *rest])


def echo_problem_text(problem: Problem, *, err: bool = False) -> None:
    """One problem as text, coloured when the stream it goes to takes colour."""
    stream = sys.stderr if err else sys.stdout
    if use_color(stream):
        click.echo(styled_problem(problem), err=err, color=True)
    else:
        click.echo(problem.render(), err=err, color=False)


def echo_styled(text: str, *, err: bool = False, nl: bool = True, **style: Any) -> None:
    """A line in a style (`fg="green"`, `bold=True`) when its stream takes colour, else plain."""
    stream = sys.stderr if err else sys.stdout
    if use_color(stream) and style:
        click.echo(click.style(text, **style), err=err, nl=nl, color=True)
    else:
        click.echo(text, err=err, nl=nl, color=False)


def width(widest: int = WIDEST) -> int:
    """The width to set text in: the terminal's (or $COLUMNS), at most `widest`."""
    return max(20, min(shutil.get_terminal_size((80, 24)).columns, widest))


def rendered(draw: Callable[[Any], None], *, widest: int = WIDEST, color: bool | None = None) -> str:
    """What `draw(console)` prints on a rich Console, as text (with colour codes when colour
    is on for standard output), set `widest` columns wide at most."""
    from rich.console import Console

    colored = use_color() if color is None else color
    buffer = io.StringIO()
    console = Console(file=buffer, width=width(widest), force_terminal=colored, no_color=not colored,
                      color_system="standard" if colored else None, highlight=False, emoji=False,
                      legacy_windows=False)
    draw(console)
    if colored:
        return buffer.getvalue()
    return "".join(line.rstrip() + "\n" for line in buffer.getvalue().splitlines())  # no padding


def paging() -> bool:
    """Whether long output may go through the pager: on, unless --no-pager or `pager = false`,
    and only with a terminal on standard input and output."""
    if not CHOICE.pager or not settings_or_defaults().pager:
        return False
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def page(text: str, *, title: str = "sueca-rules") -> None:
    """Print `text` (colour codes and all); through the pager when :func:`paging` allows and
    it is taller than the terminal."""
    height = shutil.get_terminal_size((80, 24)).lines
    colored = "\x1b[" in text
    if not paging() or text.count("\n") < height - 1:
        click.echo(text, nl=False, color=colored)
        return
    pager = os.environ.get("PAGER", "")
    if "LESS" not in os.environ and (not pager or os.path.basename(pager.split()[0]) == "less"):
        # git's way: colour shown as colour (-R), and a prompt that says how to go on (the
        # characters less reads in a prompt escaped)
        said = f"{title} (space: next page, b: back, /word: search, q: done)"  # ASCII: any charset
        os.environ["LESS"] = "-R -Ps" + "".join("\\" + c if c in "?:.%\\" else c for c in said)
    click.echo_via_pager(text, color=None if colored else False)


def no_pager_flag(function: Callable[..., Any]) -> Callable[..., Any]:
    """`--no-pager`, for commands whose output may be long."""

    def off(ctx: click.Context, param: click.Parameter, value: bool) -> None:
        if value:
            CHOICE.pager = False

    return click.option("--no-pager", is_flag=True, expose_value=False, callback=off,
                        help="Print long output straight, not through the pager ($PAGER or less; "
                             "it is used only on a terminal).")(function)


def _set_color(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value is not None:
        choose_color(value)


COLOR_OPTION = click.Option(
    ["--color"], type=click.Choice(COLOR_CHOICES), default=None, expose_value=False, callback=_set_color,
    is_eager=True, help="Colour: auto (on a terminal, unless NO_COLOR is set; FORCE_COLOR forces it), "
                        "always or never [default: the settings' color, else auto].")


NO_PAGER_OPTION = click.Option(
    ["--no-pager"], is_flag=True, expose_value=False,
    help="Accepted by every command, as --color is; this command's output never goes through a pager.")


def add_common(command: click.Command) -> click.Command:
    """Give `command` the options every command takes: --config, --isolated, --color,
    --no-pager (a command that pages has its own, :func:`no_pager_flag`); and
    read the settings before it works, so that a settings file with a problem stops any
    command (not the language server, which an editor starts anywhere: it reads each
    document's settings itself). Done once per command."""
    names = {name for param in command.params for name in getattr(param, "opts", ())}
    if "--isolated" in names:
        return command
    command.params.extend((*CONFIG_OPTIONS, COLOR_OPTION, *([NO_PAGER_OPTION] * ("--no-pager" not in names))))
    work = command.callback
    if work is not None and command.name != "lsp":
        @functools.wraps(work)
        def checked(*args: Any, **kwargs: Any) -> Any:
            settings()  # exit 2, every problem located, when the file is wrong
            return work(*args, **kwargs)

        command.callback = checked
    return command
