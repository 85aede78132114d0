"""How the terminal game asks: an answer, a yes or no, a choice among names — in the game's
locale, the English answers always understood, `quit` (or `sair`, `quitter`) anywhere."""

from __future__ import annotations

import re
import shutil
import textwrap
from collections.abc import Callable

from ..words.typeset import french_screen
from .screen import InputEnded, Quit
from .talk import Talk

_NUMBER = re.compile(r"[0-9]{1,2}")
WIDTH = 80  # the width where there is no terminal to ask (a pipe, a file)
_COLUMN = re.compile(r" +\S+(?: \S+)* {2,}")
# A keyword and its meaning, indented under a table's row (`      distribuição — qualquer …`, the
# help's faults: BR22-05): its meaning continues indented under the keyword, which stands out.
_DEFINED = re.compile(r" {8,}\S+ — ")
# Spaces a line is never broken at, whatever the locale (French sets them no-break after the
# wrapping: "4 / manches" split by the wrap was issue 23's): a number and its unit, the space
# before : ; ! ? », after «; a letter and the word it stands for ("V Valete", "A Ás"); a
# card's number in the hand and the card (`5) 7♦`); a number and the word before it that
# names what it counts (`o monte de 34`, `after 2`: pt-PT R9-07); the space before a
# separator standing alone (` · `, ` → `, ` — `, ` | `), so that a wrapped line never begins
# with one: the break falls after it (`vous 0 · Est 0 ·⏎  Nord-est 0`: FR10-10); the space
# after a short article, preposition or conjunction, so that no line ends with one (`formam,
# com ele, o⏎  monte de 34`: PT12-12), in every locale.
_SHORT = ("o", "a", "os", "as", "ao", "aos", "à", "às", "de", "do", "da", "dos", "das", "e", "em", "no", "na",
          "nos", "nas", "um", "le", "la", "les", "des", "du", "au", "aux", "un", "et", "en", "the", "an", "of",
          "to", "in", "on", "at", "by")
_KEPT = re.compile(r"(?<![\w'’.-])(?i:" + "|".join(_SHORT) + r") (?=[\w«“(])"
                   r"|\d (?=[^\W\d_])| [:;!?»]|« |(?<![\w.])[A-Z0-9] (?=\w)|(?<!\S)\d{1,2}\) (?=\S)"
                   r"|(?<=[^\W\d_]) (?=\d)|(?<=\S) (?=[·→—–|](?:\s|$))")
# Short spans never broken inside: a quotation (“7 de espadas”), as the fourth readers found it
# split. A parenthesis may break inside, so that a line is filled to the width rather than the
# whole bracket pushed to the next (fr FR13-07: « K carreau⏎  (pour le distinguer de C cœur) »),
# but never after its first word: no line ends `(pour`.
_SPANS = re.compile(r"“[^”\n]{1,40}”|«[^»\n]{1,40}»")
_BRACKET = re.compile(r"\([^()\n]*\)")
# A table's term of several words never broken inside: the game point (`ponto⏎  de jogo` read
# as two things, pt-BR BR16-14), in the locales that name it in more than one word.
_TERMS = re.compile(r"(?i)\b(?:pontos? de jogo|game points?)\b")
_GLUE = "\x00"


def terminal_width() -> int:
    """The terminal's width, as wide as it is (COLUMNS, else the terminal's own; 80 where
    there is none), never below 40: a wider terminal is not wrapped at 80 columns."""
    return max(40, shutil.get_terminal_size((WIDTH, 24)).columns)


def fit(text: str, width: int | None = None) -> list[str]:
    """`text`'s lines, each longer than `width` (the terminal's, by default) broken between
    words (the rest indented), a no-break space (French `:`), a short quotation or
    parenthesis never broken."""
    width = width or terminal_width()
    lines: list[str] = []
    for line in text.split("\n"):
        if len(line) <= width:
            lines.append(line)
            continue
        column = _COLUMN.match(line)  # a table's row (`  help   this list`): under its text
        leading = len(line) - len(line.lstrip(" "))
        indent = " " * (column.end() if column and column.end() < width * 2 // 3
                        else leading + 2 if _DEFINED.match(line) and leading + 2 < width * 2 // 3
                        else leading if 8 <= leading < width // 2  # a row's text alone: under itself
                        else min(leading + 2, 8))
        kept = _TERMS.sub(lambda m: m.group(0).replace(" ", _GLUE), line)
        kept = _KEPT.sub(lambda m: m.group(0).replace(" ", _GLUE), kept)
        kept = _SPANS.sub(lambda m: m.group(0).replace(" ", _GLUE), kept)
        kept = _BRACKET.sub(lambda m: _bracket_ends(m.group(0)), kept)
        lines += [part.replace(_GLUE, " ") for part in _balanced(kept, width, indent)]
    return lines


def _bracket_ends(span: str) -> str:
    """A short parenthesis (up to 20 characters: a prompt's default, `(Enter: habitual)`, as the
    fourth readers asked) kept whole; a longer one with its first word kept with the next (`(pour
    le`: no line ends with `(pour`), breakable after that, at the gaps the other rules leave (a
    word kept with its article: `de C cœur)` ends it whole)."""
    gaps = [i for i, c in enumerate(span) if c == " "]
    kept = gaps if len(gaps) <= 1 or len(span) <= 20 else gaps[:1]
    return "".join(_GLUE if i in kept else c for i, c in enumerate(span))


def _balanced(text: str, width: int, indent: str) -> list[str]:
    """`text` wrapped to `width`, its last line never one word alone where a narrower wrap
    into as many lines leaves it two or more (`a⏎  partida.)`: pt-BR R9-05)."""
    def wrap(at: int) -> list[str]:
        return textwrap.wrap(text, at, subsequent_indent=indent, break_on_hyphens=False,
                             break_long_words=False, drop_whitespace=True)

    def alone(lines: list[str]) -> bool:
        return len(lines) > 1 and " " not in lines[-1].strip()

    lines = wrap(width)
    at = width
    while alone(lines) and at > max(len(indent) + 20, width * 2 // 3):
        at -= 1
        narrower = wrap(at)
        if len(narrower) > len(lines):
            break
        if not alone(narrower):
            return narrower
    return lines


def french(write: Callable[[str], None]) -> Callable[[str], None]:
    """`write`, each line set as French prints it (:func:`~..words.typeset.french_screen`)."""
    return lambda text: write(french_screen(text))


class Fitted:
    """`write` with every line fitted to the terminal's width (:func:`fit`)."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self.write = write

    def __call__(self, text: str) -> None:
        self.write("\n".join(fit(text)))


class Asking:
    """What a game that asks questions has: its voice, and how it reads and writes."""

    talk: Talk
    prompt: Callable[[str], None]
    read_line: Callable[[], str]
    write: Callable[[str], None]

    def ask_with(self, prompt: str) -> None:
        """Show a prompt; a long one is written in lines, its last line left as the prompt
        (with room after it for the answer)."""
        width = terminal_width()
        if len(prompt) < width:
            self.prompt(prompt)
            return
        lines = fit(prompt.rstrip(" "), width - 1)
        if len(lines) > 1:
            self.write("\n".join(lines[:-1]))
        self.prompt(lines[-1] + " ")

    def ask(self, prompt: str) -> str:
        """One answer; an empty line asks again. InputEnded at the end of input."""
        while True:
            self.ask_with(prompt)
            line = self.read_line()
            if not line:
                raise InputEnded
            answer = line.strip()
            if answer:
                return answer

    def _answer(self, prompt: str) -> str:
        self.ask_with(prompt)
        line = self.read_line()
        if not line:
            raise InputEnded
        answer = line.strip()
        if self.talk.command(answer) == "quit":
            raise Quit
        return answer

    def confirm(self, prompt: str) -> bool:
        """A yes or no, its default no (`[y/N]`): only a yes word confirms (the locale's or
        English: `s`/`sim`, `o`/`oui`, `y`/`yes`); Enter, a no and anything else — a card's
        number, a word that is neither — is no, and an answer that is neither says so. A command
        that only shows something (`score`, `help`, `last`, or the locale's `placar`, `aide`) is
        run and the question asked again (fr FR-17)."""
        t = self.talk
        answer = self._answer(prompt)
        while answer and self.aside(t.command(answer)):
            answer = self._answer(prompt)
        said = t.yes(answer) if answer else False
        if said is None:
            yes, no = t.yes_no()
            self.write(t.gettext("Answer {yes} or {no}: {answer} is neither, so it is taken as {taken}.",
                                 yes=yes[0], no=no[0], answer=t.s.quoted(answer[:12]), taken=t.s.quoted(no)))
        return said is True

    def aside(self, command: str | None) -> bool:
        """Run `command` where it only shows something and a question waits (True), else
        False: here none does; the game's table shows the score and the last trick."""
        return False

    def choose(self, prompt: str, choices: list[str], shown: list[str], default: str) -> str:
        """A choice by number, or by a unique start of its name or of its shown name; Enter
        takes `default`; a command that only shows something (`score`, `help`, `last`) is run and
        the question asked again, as :meth:`confirm` does; anything else asks again."""
        t = self.talk
        while True:
            answer = self._answer(prompt).lower()
            if not answer:
                return default
            command = t.command(answer)
            if command != "help" and self.aside(command):
                continue
            if _NUMBER.fullmatch(answer) and 1 <= int(answer) <= len(choices):
                return choices[int(answer) - 1]
            found = {c for c, s in zip(choices, shown, strict=True)
                     if c.lower().startswith(answer) or s.lower().startswith(answer)}
            if len(found) == 1 and command != "help":
                return found.pop()
            listed = t.v.listing([f"{i} ({s})" for i, s in enumerate(shown, 1)], "or")
            self.write(t.gettext("Please answer {choices}.", choices=listed))
