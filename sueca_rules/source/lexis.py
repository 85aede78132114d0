"""The DSL at the level of characters: texts and their escapes, and syntax errors said in
the file's words (a text not closed, a digit other than 0-9, a parent path to quote, the
block left open)."""

from __future__ import annotations

import re
import unicodedata

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..catalogue.spelling import DslError
from ..errors import Problem, closest, did_you_mean
from ..lines import NOT_LINE_ENDS, char_name
from .text import SourceText

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
ESCAPE_FORMS = '\\n (a new line), \\t (a tab), \\r (a carriage return), \\" (a quote), \\\\ (a backslash) and \\uXXXX'


def unescape(raw: str, line: int, column: int) -> str:
    """A quoted text's inside, escapes read: \\n \\t \\r \\" \\\\ and \\uXXXX (four hex
    digits). Any other escape is a DslError at its backslash (`column` is where `raw` starts).

    >>> unescape(r'two\\nlines \\"q\\" \\\\ \\u00e9', 1, 1)
    'two\\nlines "q" \\\\ é'
    """
    if "\\" not in raw:
        return raw
    out: list[str] = []
    index = 0
    while index < len(raw):
        char = raw[index]
        if char != "\\":
            out.append(char)
            index += 1
            continue
        code = raw[index + 1: index + 2]
        if code in ESCAPES:
            out.append(ESCAPES[code])
            index += 2
        elif code == "u" and re.fullmatch(r"[0-9A-Fa-f]{4}", raw[index + 2: index + 6]):
            point = int(raw[index + 2: index + 6], 16)
            if 0xD800 <= point <= 0xDFFF:  # half of a UTF-16 pair: no character, cannot be written
                raise DslError(line, column + index,
                               f"'\\u{raw[index + 2: index + 6]}' is half of a UTF-16 surrogate "
                               "pair, not a character — write the character itself (the file "
                               "is UTF-8)", 6)
            out.append(chr(point))
            index += 6
        else:
            shown = "\\" + raw[index + 1: index + 6] if code == "u" else "\\" + code
            raise DslError(line, column + index,
                           f"unknown escape '{shown}' in a text — a text may use "
                           f"{ESCAPE_FORMS} (four hex digits); write \\\\ for a backslash",
                           len(shown))
    return "".join(out)

_TOKEN_WORDS = {
    "NAME": "a name", "INT": "a number", "STRING": "a quoted text", "RANGE": "a range like 61..90",
    "LBRACE": "'{'", "RBRACE": "'}'", "_NL": "a new line", "SEMICOLON": "';'", "EQUAL": "'='",
    "__ANON_0": "'->'", "VARIANT": "'variant'", "EXTENDS": "'extends'", "PATH": "a path",
    "$END": "the end of the file",
}


def _open_block(source: SourceText) -> str:
    """Where the block left open at the end of the file starts (blocks do not nest, so it is
    the last '{' without its '}'), as " 'illegal' opened at line 2"; "" if none is found.

    >>> _open_block(SourceText("t.sueca", 'variant x\\nillegal {  # "{"\\n  revoke hand 2\\n'))
    " 'illegal' opened at line 2"
    """
    opened: tuple[int, str] | None = None
    for number, line in enumerate(source.lines, 1):
        in_text = False
        for index, char in enumerate(line):
            if char == '"' and (index == 0 or line[index - 1] != "\\"):
                in_text = not in_text
            elif in_text:
                continue
            elif char == "#":
                break
            elif char == "{":
                words = line[:index].split()
                opened = (number, words[0] if words else "")
            elif char == "}":
                opened = None
    if opened is None:
        return ""
    return f" '{opened[1]}' opened at line {opened[0]}" if opened[1] else f" opened at line {opened[0]}"


def _unexpected_character(source: SourceText, line: int, column: int) -> tuple[str, int]:
    """What is wrong where the lexer stopped (1-based line and column), in the file's words,
    and the column where the wrong text starts."""
    text = source.line(line) or ""
    char = text[column - 1] if 0 < column <= len(text) else "?"
    before, after = text[: column - 1], text[column - 1:]
    if char in NOT_LINE_ENDS:
        return f"{char_name(char)} is not a line end in a variant file — use a new line (inside " \
               "a comment or a quoted text it is a character)", column
    if char == '"':
        return 'this text is not closed — add a closing " (a text ends on its own line; ' \
               'write \\n for a new line inside it)', column
    if unicodedata.decimal(char, None) is not None:
        head = re.search(r"\d*$", before)
        tail = re.match(r"\d+", after)
        written = (head.group() if head else "") + (tail.group() if tail else char)
        ascii_digits = "".join(str(unicodedata.decimal(c, 0)) for c in written)
        return f"'{written}' is not written with the digits 0-9 — write {ascii_digits}", \
            column - len(written) + len(tail.group() if tail else char)
    found = re.search(r"\bextends\s+(\S*)$", before)
    if found:
        path = found.group(1) + re.split(r"[\s\"]", after, maxsplit=1)[0]
        return f'a parent given by a path is written in quotes: extends "{path}"', \
            column - len(found.group(1))
    return f"unexpected character {char!r} — values are names, numbers, \"texts\", " \
           "ranges like 61..90 and pairs like A=11", column


def _foreign_digit(source: SourceText, line: int) -> tuple[str, int] | None:
    """What `_unexpected_character` says about the first digit other than 0-9 on a line (the
    parser may have stopped before it), and its column; None when there is none."""
    text = source.line(line) or ""
    for index, char in enumerate(text):
        if not char.isascii() and unicodedata.decimal(char, None) is not None:
            return _unexpected_character(source, line, index + 1)
    return None


def syntax_problem(source: SourceText, err: UnexpectedInput) -> Problem:
    line, column = err.line if err.line and err.line > 0 else 1, err.column or 1
    suggestion = None
    if isinstance(err, UnexpectedCharacters):
        message, column = _unexpected_character(source, line, column)
    elif isinstance(err, UnexpectedEOF):
        line = len(source.lines)
        column = len(source.lines[-1]) + 1 if source.lines else 1
        message = f"the file ends inside the block{_open_block(source)} — close it with '}}'"
    else:
        assert isinstance(err, UnexpectedToken)
        token = err.token
        expected = sorted({_TOKEN_WORDS.get(e, e) for e in err.expected})
        if token.type == "$END":
            line = len(source.lines)
            column = len(source.lines[-1]) + 1 if source.lines else 1
            message = "the file ends too early — expected " + " or ".join(expected)
            if "'}'" in expected:
                message = f"the file ends inside the block{_open_block(source)} — close it with '}}'"
        elif _foreign_digit(source, line) is not None:  # `61..９0`: read as far as `61`
            message, column = _foreign_digit(source, line) or ("", column)
        elif token.type == "LBRACE" and "VARIANT" not in err.expected:
            message = "blocks do not nest — close the block above with '}' first"
        elif "VARIANT" in err.expected:
            message = f"a variant file starts with 'variant NAME', not {token.value!r}" \
                      + did_you_mean(str(token.value), ["variant"])
            suggestion = closest(str(token.value), ["variant"])
        else:
            shown = str(token.value).replace("\n", "\\n") or token.type
            message = f"unexpected {shown!r} — expected " + " or ".join(expected)
    return source.problem(line, column, message, suggestion=suggestion)
