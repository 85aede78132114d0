"""Setting a document's text as its locale prints it: the spaces that must not break and the
marks each language uses.

- A number and the word after it never part at the end of a line (*4 jogos*, *10 cartas*,
  *2 de espadas*): a no-break space (U+00A0) joins them.
- A short number that ends a sentence stays with the word before it (*the whole pack,
  120.*: the thirteenth English reader found "120." alone on a line of the printed sheet).
- A sum or another number expression (*(4 + 11 + 0 + 0)*, *3 × 4*) never breaks: no-break
  spaces join its numbers and signs.
- A score or a range (*60–60*, *61–90*) is left as the plain characters, so that a reader
  searching the page for "60–60" finds it (no joiner); the HTML page keeps it on one line
  (:mod:`sueca_rules.docs.html`).
- The typographic apostrophe in every language (*l’atout*, *the dealer’s left*).
- French: a no-break space before ``:`` ``;`` ``!`` ``?`` ``»`` and after ``«``.

Code spans and fenced code (a file name, a DSL line) are left as written, and so is the
Markdown itself (emphasis, tables, lists) and a text marked :func:`verbatim` (the title of a
document in another language: *Regras da Sueca: como jogar* keeps its own colon in a French
book).

>>> typeset("At 60–60, the dealer's 4 games.", "en") == "At 60–60, the dealer’s 4\\u00a0games."
True
>>> typeset("Each suit is worth 30; the whole pack, 120.", "en").endswith("pack,\u00a0120.")
True
>>> typeset("l'atout : 2 manches; `l'x`", "fr") == "l’atout\\u00a0: 2\\u00a0manches\\u00a0; `l'x`"
True
"""

from __future__ import annotations

import re

NBSP, JOINER = "\u00a0", "\u2060"
_OPEN, _CLOSE = "\ue000", "\ue001"  # private-use marks around a verbatim text, removed when set
_CODE = re.compile(r"(```.*?```|`[^`\n]*`|\ue000[^\ue001]*\ue001)", re.S)
_NUMBER_WORD = re.compile(r"(?<=\d) (?=[^\W\d_]|\*[^\W\d_])")
_LAST_NUMBER = re.compile(r"([^\W\d_],?) (?=\d{1,4}[.!?](?:\s|$))")
_RANGE = re.compile(r"(?<=\d)–(?=\d)")
_EXPRESSION = re.compile(r"(?<=\d) ([+×=−]) (?=\d)")
_FR_BEFORE = re.compile(r"(?<=[\w*)»’\]]) ?([:;!?»])(?![\w/])")
_FR_OPEN = re.compile("«[ \u00a0]?")
_APOSTROPHE = re.compile(r"(?<=\w)'(?=[\w*])|(?<=s)'(?=[\s,.;:)])")


def verbatim(text: str) -> str:
    """`text` marked to be set as it is written (see :func:`typeset`)."""
    return f"{_OPEN}{text}{_CLOSE}"


def typeset(text: str, locale: str) -> str:
    """`text` (Markdown) set for `locale` (see the module's docstring)."""
    parts = _CODE.split(text)
    for index in range(0, len(parts), 2):  # the even parts are prose, the odd ones code
        parts[index] = _prose(parts[index], locale)
    return "".join(parts).replace(_OPEN, "").replace(_CLOSE, "")


def _prose(text: str, locale: str) -> str:
    text = _NUMBER_WORD.sub(NBSP, text)
    text = _LAST_NUMBER.sub(r"\1" + NBSP, text)
    text = _EXPRESSION.sub(NBSP + r"\1" + NBSP, text)
    text = _APOSTROPHE.sub("’", text)
    if locale == "fr":
        text = _FR_OPEN.sub("«" + NBSP, text)
        text = _FR_BEFORE.sub(lambda m: NBSP + m.group(1), text)
    return text


_FR_SCREEN = re.compile(r"(?<=[\w*)»’\]}]) ?([:;!?])(?![\w/\\])")


def french_screen(text: str) -> str:
    r"""A terminal line set as French prints it: the typographic apostrophe and a no-break
    space before ``:`` ``;`` ``!`` ``?`` (not inside a path or an address, and no joiners a
    terminal would show).

    >>> french_screen("l'atout: 2? https://x C:\\y") == "l’atout\u00a0: 2\u00a0? https://x C:\\y"
    True
    """
    text = _APOSTROPHE.sub("’", text)
    text = _FR_OPEN.sub("«" + NBSP, text)
    text = re.sub("[ \u00a0]?»", NBSP + "»", text)
    return _FR_SCREEN.sub(lambda m: NBSP + m.group(1), text)


def plain(text: str) -> str:
    """`text` with its no-break spaces as spaces and its joiners gone: what a reader reads,
    for comparing and searching."""
    return text.replace(NBSP, " ").replace(JOINER, "").replace("\u202f", " ")
