"""The help's `declare` item: what is typed (`declarar FALTA nós|eles`), what it is for, the
words FALTA may be, a keyword and its meaning a line, and an example with the first keyword
(BR22-05: "distribuição: qualquer irregularidade…" under a sentence that ran on into the
syntax read as more of the sentence, not as the word to type in place of FALTA)."""

from __future__ import annotations

from ..compiled.rules import Rules
from ..words.i18n import N_
from .talk import Talk

_TEXT = 15  # where the help's text column starts ("  " and a 12-wide command, a space)


def declare_lines(t: Talk, rules: Rules, seat: int) -> list[str]:
    """The help's lines for `declare` (none where no infraction is punished): the syntax in the
    command column, the text under its own column, the keywords indented beneath "FALTA pode
    ser:" (`keyword — meaning`, a wrapped meaning indented under its keyword: terminal_ask.fit). At
    a table of more than two sides the side is named by one of its seats (SEAT)."""
    punished = [name.replace("_", "-") for name in rules.infractions]
    if not punished:
        return []
    table = rules.table
    declare, us = t.command_word("declare"), t.side_word("us")
    first = t.fault_word(punished[0])
    if table.sides > 2:
        syntax = t.phrase(N_("{declare} FAULT {us}|SEAT"), declare=declare, us=us)
        other = next(s for s in range(table.players) if table.side_of[s] != table.side_of[seat])
        example = f"{declare} {first} {t.point(other)}"
    else:
        syntax = t.phrase(N_("{declare} FAULT {us}|{them}"), declare=declare, us=us, them=t.side_word("them"))
        example = f"{declare} {first} {t.side_word('them')}"
    column = max(_TEXT, len(syntax) + 5)
    pad = " " * column
    what = t.gettext("Report a fault the cards don't show.")
    lines = [f"  {syntax:<{column - 2}}{what}"]
    if table.sides > 2:
        lines.append(pad + t.gettext("SEAT: a seat of the side at fault, by its compass point."))
    lines.append(pad + t.gettext("FAULT is one of:"))
    lines += [f"{pad}  {t.fault_word(name)} — {t.infraction(name)}" for name in punished]
    lines.append(pad + t.gettext("Example: {example}", example=example))
    return lines
