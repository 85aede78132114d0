"""The comparison matrix for a terminal: one rich table per rule area, each rule with its
values and the variants that have each, wrapped to the terminal's width."""

from __future__ import annotations

import re

from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from ..spec import VariantSpec
from ..words.i18n import Voice
from ..words.speaker import Speaker
from ..words.typeset import typeset
from .compare import area_title, locale_for, matrix_rows
from .ordering import by_title, cells, matrix_intro, titles


def matrix_tables(specs: list[VariantSpec], lang: str = "pt") -> Group:
    """The matrix as rich renderables (print them with a Console)."""
    s = Speaker(Voice(locale_for(specs, lang)))
    v = s.voice
    specs = by_title(specs, v)
    every = v.gettext("all")
    named = dict(zip((spec.variant for spec in specs), titles(specs, v), strict=True))
    tables: list[Table | Text] = [Text(v.gettext("Sueca variants compared"), style="bold"),
                                  Text(typeset(matrix_intro(specs, v), v.locale), style="italic"), Text("")]
    area = ""
    for row in matrix_rows(specs, s):
        if row.area != area:
            area = row.area
            table = Table(title=area_title(area, v), title_justify="left", title_style="bold",
                          box=box.SIMPLE_HEAD, expand=True, show_lines=False, pad_edge=False)
            table.add_column(v.gettext("Rule"), style="bold", ratio=3)
            table.add_column(v.gettext("Value"), ratio=5)
            # a title never breaks nor is cut short: the column is as wide as the longest title
            # (with a ratio, rich shrinks it below its min_width on a narrow screen)
            table.add_column(v.gettext("Variants"), style="cyan", no_wrap=True,
                             width=max(len(name) for name in named.values()))
            tables.append(table)
        for index, (value, members, short) in enumerate(cells(row, len(specs), v)):
            who = every if len(members) == len(specs) else short or "\n".join(named[m] for m in members)
            end = index == len(row.groups) - 1
            table.add_row(emphasised(typeset(row.label, v.locale)) if index == 0 else "",
                          emphasised(typeset(value, v.locale)), Text(who), end_section=end)
    return Group(*tables)


_EMPHASIS = re.compile(r"`([^`\n]+)`|(?<![*\w])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![*\w])")


def emphasised(text: str) -> Text:
    """`text` as the terminal sets what its Markdown page marks: emphasis (`*bandeira*`, a word
    in another language or a term) in italics, code (an option's name or value, as it is typed)
    in bold, neither mark printed.

    >>> shown = emphasised("all the points are a *bandeira*; `-O tie=annulled`")
    >>> shown.plain, [(span.start, span.end, span.style) for span in shown.spans]
    ('all the points are a bandeira; -O tie=annulled', [(21, 29, 'italic'), (31, 46, 'bold')])
    """
    shown = Text()
    start = 0
    for match in _EMPHASIS.finditer(text):
        shown.append(text[start:match.start()])
        code, word = match.groups()
        shown.append(code if code is not None else word, style="bold" if code is not None else "italic")
        start = match.end()
    shown.append(text[start:])
    return shown


def print_matrix(specs: list[VariantSpec], lang: str = "pt", console: Console | None = None) -> None:
    (console or Console()).print(matrix_tables(specs, lang))
