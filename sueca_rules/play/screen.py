"""How the terminal game writes and reads cards, and its score sheet.

Cards are shown as a rank and a suit symbol (`7♠`). A Spanish-suited deck (`deck { style
spanish }`, or the Portuguese-suited `style portuguese`) names its faces rei, cavalo and
sota: shown `R`, `C`, `S` (`C♥` is the cavalo of copas). The game shows and reads cards in
the player's language through :mod:`.cards`; these are the case files' letters, and the score
sheet.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..compiled.rules import Rules

SYMBOL = "♠♥♦♣"
_RED = re.compile(r"(?:10|[2-9]|[A-Z])?[♥♦]")  # a red card as shown (`10♥`, `R♦`), or a suit alone
# Face letters by deck style, for the ranks case files write as K, Q and J.
# (The cavalo ranks above the sota, as the Valete above the Dama: it is the J, the sota the Q.)
FACES = {"french": {}, "spanish": {"K": "R", "J": "C", "Q": "S"},
         "portuguese": {"K": "R", "J": "C", "Q": "S"}}  # the same faces: rei, cavalo, sota


class InputEnded(Exception):
    """Standard input closed before the match ended."""


class Quit(Exception):
    """The player typed `quit`."""


def card_text(rules: Rules, card: int) -> str:
    """`7♠`, or with a Spanish-suited deck `C♥` for the cavalo of copas."""
    name = rules.name(card)
    rank = FACES.get(rules.deck_style, {}).get(name[:-1], name[:-1])
    return rank + SYMBOL["SHDC".index(name[-1])]


def red_suits(text: str, paint: Callable[[str], str]) -> str:
    """`text` with each card of hearts or diamonds (`7♥`, `10♦`, `R♥`) and each red suit's
    symbol alone (`Trump ♦`) passed through `paint` (which adds the colour): the card's
    index and symbol stay as they are, so a card reads the same without colour."""
    return _RED.sub(lambda found: paint(found.group()), text)


def score_sheet(scores: tuple[int, ...] | list[int], names: tuple[str, ...]) -> str:
    """The score as crosses with a dot at an arm's end per game (as in 004), plus numbers: a
    column per side (two at the usual table; up to six fit 80 columns). An arm without its dot
    is drawn, so the cross shows whole; each name, cross and number stand in one column. A
    score below 0 (a lost contract's) has no cross — no dots can show it — only its number,
    with a real minus sign (`−1`)."""
    def cross(games: int) -> list[str]:
        if games < 0:
            return ["", "", ""]
        top, right, bottom, left = (("•" if games > i else arm) for i, arm in enumerate("│─│─"))
        extra = f"+{games - 4}" if games > 4 else ""
        return [f"  {top}  ", f"{left} ┼ {right}{extra}", f"  {bottom}  "]

    width, middle = (16 if len(scores) <= 4 else 13), 4  # a cross's ┼ in the fifth column of its side's
    crosses = [cross(score) for score in scores]
    heads = [" " * max(0, middle - len(name[:width - 1]) // 2) + name[:width - 1] for name in names]
    lines = ["".join(f"{head:<{width}}" for head in heads).rstrip()]
    lines += [("  " + "".join(f"{arms[row]:<{width}}" for arms in crosses)).rstrip() for row in range(3)]
    numbers = [f"\u2212{-score}" if score < 0 else str(score) for score in scores]
    lines.append(("    " + "".join(f"{number:<{width}}" for number in numbers)).rstrip())  # each under its ┼
    return "\n".join(lines)
