"""One error hierarchy for everything a user can get wrong.

Every problem found in a file is a :class:`Problem` that knows its file, line and
column (and where the wrong value ends), and renders like a compiler message, with the
source line and the wrong value underlined::

    variants/x.sueca:3:1: error: unknown setting 'directoin' — did you mean 'direction'?
      directoin clockwise
      ^^^^^^^^^

Besides where it is, a problem carries what it is about (:class:`Context`: the variant, the
table option and value that caused it, the rule's path in the spec), what to write instead
(:attr:`Problem.hint`) and, where there is one, a machine-readable fix (:attr:`Problem.fix`).
The same object is rendered as text, JSON, GitHub annotations, SARIF and LSP diagnostics by
:mod:`sueca_rules.diagnostics`, each reading these fields (never the message's words).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from .fix import Fix as Fix  # re-exported: the fix a problem carries
from .lines import without_end


@dataclass(frozen=True)
class Location:
    """A place in a source file; line and column count from 1 (0 = unknown).

    `end_line`/`end_column` mark the character just after the wrong text (the end is
    exclusive, as in SARIF); 0 means not recorded, and :attr:`Problem.end` then takes the
    end of the token written at (line, column).
    """

    file: str
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0

    def __str__(self) -> str:
        if self.line:
            return f"{self.file}:{self.line}:{self.column or 1}"
        return self.file


SHOWN_WIDTH = 200  # longer source lines are cut in messages
HINT = " — "  # between what is wrong and what to write instead, in every message


@dataclass(frozen=True)
class Context:
    """What a problem is about, besides where it is.

    `variant` is the name of the variant the problem's file is (as its `variant` line writes
    it; None when it was not read); `option` and `value` the table option, and the value of
    it, that made the rule wrong (a problem an option's value causes is located where the
    option sets the rule); `path` the rule's place in the spec, as field names and indexes
    (``("play", "first_lead")``, ``("deck", "ranks", 2)``; () when the problem is about no
    one rule, such as a syntax error)."""

    variant: str | None = None
    option: str | None = None
    value: str | None = None
    path: tuple[str | int, ...] = ()


NO_CONTEXT = Context()


@dataclass(frozen=True)
class Problem:
    """One located diagnostic: what is wrong and what to write instead.

    `message` is written `what is wrong — what to write instead` (:attr:`what` and
    :attr:`hint` are its two parts); `severity` is "error", "warning" or "info"; `code` names
    the kind of problem (a SARIF rule id); `suggestion` is the replacement for the wrong text
    when there is one (the word of a " — did you mean X?"), which :attr:`fix` places;
    `context` says what the problem is about (:class:`Context`). Two problems are equal
    when they say the same thing at the same place, whatever their context.
    """

    location: Location
    message: str
    code: str = "invalid"
    severity: str = "error"
    source_line: str | None = None
    suggestion: str | None = None
    context: Context = field(default=NO_CONTEXT, compare=False)

    @property
    def what(self) -> str:
        """What is wrong: the message before its hint."""
        return self.message.partition(HINT)[0]

    @property
    def hint(self) -> str | None:
        """What to write instead (the message after ' — '), or None when it says nothing more."""
        _, said, hint = self.message.partition(HINT)
        return hint if said else None

    def about(self, *, variant: str | None = None, option: str | None = None,
              value: str | None = None, path: tuple[str | int, ...] | None = None) -> Problem:
        """This problem with the parts of its context given replaced (the others kept):
        ``problem.about(option="direction", value="clockwise")``."""
        now = self.context
        return replace(self, context=Context(
            now.variant if variant is None else variant, now.option if option is None else option,
            now.value if value is None else value, now.path if path is None else path))

    def of_variant(self, variant: str | None) -> Problem:
        """This problem naming `variant` as the variant it is in, unless it names one already."""
        if variant is None or self.context.variant is not None:
            return self
        return replace(self, context=replace(self.context, variant=variant))

    @property
    def end(self) -> tuple[int, int]:
        """(line, column) just after the wrong text: the recorded end, or the end of the token
        that starts at the location (a word, a quoted text, a bracketed list), or the end of
        the line when only the line is known. (0, 0) when the line is unknown."""
        where = self.location
        if not where.line:
            return 0, 0
        if where.end_line:
            return where.end_line, max(where.end_column, 1)
        shown = None if self.source_line is None else without_end(self.source_line)
        if not where.column:  # only the line is known: all of it
            return where.line, len(shown) + 1 if shown else 1
        if shown is None:
            return where.line, where.column + 1
        return where.line, token_end(shown, where.column)

    @property
    def fix(self) -> Fix | None:
        """The suggestion as a :class:`~sueca_rules.fix.Fix` of the wrong text (the problem's
        span), with the text it replaces (`old`) when the source line shows all of it; None
        when there is no suggestion, no line, or the text there is the suggestion already.

        >>> Problem(Location("h.sueca", 2, 8), "'hnad' is not a penalty", "dsl-value",
        ...         source_line="revoke hnad 2", suggestion="hand").fix
        Fix(file='h.sueca', line=2, column=8, end_line=2, end_column=12, text='hand', old='hnad')
        """
        where = self.location
        if self.suggestion is None or not where.line:
            return None
        end_line, end_column = self.end
        column, old = max(where.column, 1), None
        if self.source_line is not None and where.column and end_line == where.line:
            shown = without_end(self.source_line)
            if column <= end_column <= len(shown) + 1:
                old = shown[column - 1:end_column - 1]
        if old == self.suggestion:
            return None
        return Fix(where.file, where.line, column, end_line, end_column, self.suggestion, old)

    def render(self) -> str:
        """`file:line:col: severity: message`, then the source line with the wrong text
        underlined."""
        text = f"{self.location}: {self.severity}: {self.message}"
        if self.source_line is not None and self.location.line:
            # tabs and invisible characters shown one column wide, so the caret stays aligned
            shown = "".join(c if c.isprintable() else " " if c == "\t" else "\ufffd"
                            for c in without_end(self.source_line))
            if len(shown) > SHOWN_WIDTH:
                shown = shown[:SHOWN_WIDTH] + "…"
            start = min(max(self.location.column, 1), SHOWN_WIDTH + 1)
            end_line, end_column = self.end
            stop = end_column if end_line == self.location.line else len(shown) + 1
            width = max(1, min(stop, SHOWN_WIDTH + 1) - start)
            text += f"\n  {shown}\n  {' ' * (start - 1)}{'^' * width}"
        return text

    def as_dict(self) -> dict[str, object]:
        """The JSON form: the first keys (file, line, column, severity, code, message), the end
        (exclusive, 1-based) and the suggestion (or null); then the hint, the fix (an object
        with line, column, end_line, end_column, text, old and range — :meth:`Fix.as_dict` —
        or null), and the context: variant,
        option, value (each a text or null) and path (a list of field names and indexes, or
        null); last `rule`, the registry's code. `code` stays what it was when first published:
        for a code split since (``dsl`` into ``dsl-unknown-setting``...) the former code, which
        `rule` tells apart."""
        from .codes import lookup  # the registry: data only, imported when JSON is asked for

        end_line, end_column = self.end
        fix = self.fix
        context = self.context
        entry = lookup(self.code)
        formerly = entry.formerly if entry is not None and entry.code == self.code else ()
        return {
            "file": self.location.file,
            "line": self.location.line,
            "column": self.location.column,
            "severity": self.severity,
            "code": formerly[0] if formerly else self.code,  # published: a split code keeps its old one
            "message": self.message,
            "end_line": end_line,
            "end_column": end_column,
            "suggestion": self.suggestion,
            "hint": self.hint,
            "fix": fix.as_dict() if fix is not None else None,
            "variant": context.variant,
            "option": context.option,
            "value": context.value,
            "path": list(context.path) if context.path else None,
            "rule": self.code,  # the registry's code (`sueca-rules explain RULE`), split codes apart
        }


_STOPS = frozenset(" \t,;#{}[]()\"")


def token_end(line: str, column: int) -> int:
    """The column just after the token that starts at `column` (1-based) of `line`.

    A quoted text or a bracketed list runs to its closing mark on the same line; a word stops
    at a space, a bracket, a comma, a comment, or a YAML key's colon.

    >>> token_end("  frist-lead left", 3), token_end('title "Sueca (Portugal)"', 7)
    (13, 25)
    >>> token_end("match: {taget: 4}", 9), token_end("ranks: [A, [7]]", 8)
    (14, 16)
    """
    index = column - 1
    if index >= len(line):
        return column  # past the end of the line (a file that ends too early): an empty span
    first = line[index]
    if first in "\"'":
        at = index + 1
        while at < len(line):
            if line[at] == "\\" and first == '"':
                at += 2
            elif line[at] == first:
                return at + 2
            else:
                at += 1
        return len(line) + 1
    if first in "[{":
        close, depth = "]" if first == "[" else "}", 0
        for at in range(index, len(line)):
            depth += (line[at] == first) - (line[at] == close)
            if depth == 0:
                return at + 2
        return len(line) + 1
    if first in _STOPS:
        return column + 1
    at = index
    while at < len(line) and line[at] not in _STOPS:
        if line[at] == ":" and (at + 1 == len(line) or line[at + 1] in " \t,}]"):
            break
        at += 1
    return at + 1


class SuecaError(Exception):
    """Base of every error this package raises on purpose."""


@dataclass
class ProblemsError(SuecaError):
    """A file (or a set of files) could not be accepted; carries every problem found."""

    problems: list[Problem] = field(default_factory=list)

    def __str__(self) -> str:
        return "\n".join(p.render() for p in self.problems)


class SyntaxProblem(ProblemsError):
    """The text could not be read (DSL syntax, YAML syntax, hostile input)."""


class SchemaProblem(ProblemsError):
    """The text was read but a field is unknown, missing or of the wrong type."""


class SemanticProblem(ProblemsError):
    """Every field is well formed, but together they do not make a playable game."""


class InputError(SuecaError):
    """A file that cannot be read at all (missing, a folder, no permission): exit status 2."""

    def __init__(self, file: str, message: str) -> None:
        super().__init__(f"{file}: {message}")
        self.file = file
        self.message = message


class ArgumentError(InputError, ValueError):
    """A public function given an argument of the wrong type or value: names the argument and
    what it takes (``seed: a seed is a whole number from -10^30 to 10^30, not 1.5``). Exit
    status 2 on the command line, like every usage error; a ValueError too, for callers."""

    def __init__(self, argument: str, message: str) -> None:
        super().__init__(argument, message)
        self.argument = argument


class UnknownVariant(SuecaError):
    """A name is neither a bundled variant nor an existing file."""


class OptionError(SuecaError):
    """A table option that the variant does not declare, or a value it does not allow.

    `variant` is the variant's name, `option` the option chosen, `value` the value chosen when
    the option exists but does not take it (None when the variant has no such option), and
    `detail` what follows the first statement (" — did you mean 'x'?", the values allowed, or
    " (it declares none)"), from `choices` (the options declared, or the values allowed) and
    `suggestion` (the one meant), so that a caller can say it in its own words (or language):
    :meth:`for_reference` names the variant as the user gave it."""

    def __init__(self, message: str, *, variant: str | None = None, option: str | None = None,
                 value: str | None = None, detail: str = "", choices: tuple[str, ...] = (),
                 suggestion: str | None = None) -> None:
        super().__init__(message)
        self.variant, self.option, self.value, self.detail = variant, option, value, detail
        self.choices, self.suggestion = choices, suggestion

    def for_reference(self, reference: str) -> OptionError:
        """The error naming the variant as `reference` (a bundled name or a path, as the user
        typed it): ``portugal has no option 'x'``. A value not allowed already names the
        variant (``option 'x' cannot be 'y' in 'portugal'``) and is said as it is."""
        if self.option is not None and self.value is None:
            message = f"{reference} has no option '{self.option}'{self.detail}"
        elif self.option is not None:
            message = str(self)
        else:
            message = f"{reference}: {self}"
        return OptionError(message, variant=self.variant, option=self.option, value=self.value,
                           detail=self.detail, choices=self.choices, suggestion=self.suggestion)


class IllegalMove(SuecaError):
    """A move the rules refuse; the game state is left exactly as it was."""

    def __init__(self, message: str, *, rule: str, card: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.card = card


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The allowed word closest to `word` (the X of " — did you mean X?"), or None.

    >>> closest("directoin", ["direction", "deck"]), closest("zzz", ["deck"])
    ('direction', None)
    """
    close = difflib.get_close_matches(word, sorted(set(choices)), n=1, cutoff=0.6)
    return close[0] if close else None


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A ' — did you mean X?' suffix, or a list of what is allowed when nothing is close.

    The suggested word alone is :func:`closest` (for :attr:`Problem.suggestion`).

    >>> did_you_mean("directoin", ["direction", "deck"])
    " — did you mean 'direction'?"
    """
    options = sorted(set(choices))
    close = closest(word, options)
    if close:
        return f" — did you mean '{close}'?"
    if options and len(options) <= 12:
        return " — expected one of: " + ", ".join(options)
    return ""


def allowed_values(word: str, choices: Iterable[str], suggest: bool = True) -> str:
    """A suffix for a value that is not allowed: a did-you-mean when one is close (and
    `suggest`: never for cards, where '12' is not a typo of '2'), then every allowed value.

    >>> allowed_values("clockwse", ["clockwise", "anticlockwise"])
    " — did you mean 'clockwise'? (allowed: anticlockwise, clockwise)"
    >>> allowed_values("12", ["A", "K", "2"], suggest=False)
    ' — allowed: 2, A, K'
    """
    options = sorted(set(choices))
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6) if suggest else []
    shown = ", ".join(options[:20]) + (", …" if len(options) > 20 else "")
    if close:
        return f" — did you mean '{close[0]}'? (allowed: {shown})"
    return f" — allowed: {shown}" if options else ""


class GameFailed(Exception):
    """A game stopped on an error it did not expect (a bug), after its record was saved:
    `error` is that error, `saved` where the record of the game so far went (None: it is
    lost). The command line says it is a bug, and where the record is (exit status 2)."""

    def __init__(self, error: Exception, saved: object) -> None:
        self.kept = f"the game so far is saved in {saved}" if saved is not None else "the record is lost"
        super().__init__(f"{type(error).__name__}: {error} ({self.kept})")
        self.error = error
        self.saved = saved
