"""One error hierarchy for everything a user can get wrong.

Every problem found in a file is a :class:`Problem` that knows its file, line and
column, and renders like a compiler message, with the source line and a caret::

    variants/x.sueca:3:1: error: unknown setting 'directoin' — did you mean 'direction'?
      directoin clockwise
      ^
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Location:
    """A place in a source file; line and column count from 1 (0 = unknown)."""

    file: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if self.line:
            return f"{self.file}:{self.line}:{self.column or 1}"
        return self.file


@dataclass(frozen=True)
class Problem:
    """One located diagnostic: what is wrong and what to write instead."""

    location: Location
    message: str
    code: str = "invalid"
    severity: str = "error"
    source_line: str | None = None

    def render(self) -> str:
        text = f"{self.location}: {self.severity}: {self.message}"
        if self.source_line is not None and self.location.line:
            # tabs and invisible characters shown one column wide, so the caret stays aligned
            shown = "".join(c if c.isprintable() else " " if c == "\t" else "\ufffd"
                            for c in self.source_line.rstrip("\n"))
            if len(shown) > 200:
                shown = shown[:200] + "…"
            caret = " " * max(0, min(self.location.column, 201) - 1) + "^"
            text += f"\n  {shown}\n  {caret}"
        return text

    def as_dict(self) -> dict[str, object]:
        return {
            "file": self.location.file,
            "line": self.location.line,
            "column": self.location.column,
            "severity": self.severity,
            "code": self.code,
            "message": self.message,
        }


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


class UnknownVariant(SuecaError):
    """A name is neither a bundled variant nor an existing file."""


class OptionError(SuecaError):
    """A table option that the variant does not declare, or a value it does not allow."""


class IllegalMove(SuecaError):
    """A move the rules refuse; the game state is left exactly as it was."""

    def __init__(self, message: str, *, rule: str, card: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.card = card


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A ' — did you mean X?' suffix, or a list of what is allowed when nothing is close.

    >>> did_you_mean("directoin", ["direction", "deck"])
    " — did you mean 'direction'?"
    """
    options = sorted(set(choices))
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    if close:
        return f" — did you mean '{close[0]}'?"
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
