"""The table area's own DSL readers: a seat expression is several words on one line
(`cuts partner-of shuffler`), kept as one text; the cards that may not set trumps."""

from __future__ import annotations

from collections.abc import Callable

from ..spelling import Positions, Stmt, at, read_list, scalar
from .seats import SeatSyntaxError, next_words, parse_role


def read_seat(stmt: Stmt) -> tuple[object, Positions]:
    """`leads right-of dealer moves left`: the words as one text, read as a seat expression
    here so that a wrong word is underlined where it is written."""
    if not stmt.values:
        raise at(stmt, f"'{stmt.key}' needs a seat, e.g. '{stmt.key} right-of dealer'")
    words = []
    for v in stmt.values:
        if v.kind != "word":
            raise at(v, f"a seat is said in words (right-of dealer), not {v.value!r}")
        words.append(str(scalar(v)))
    text = " ".join(words)
    try:
        parse_role(stmt.key, text)
    except SeatSyntaxError as err:
        # the caret on the word the message names last (`moves 'around'`: on 'around')
        named = [v for v in stmt.values if f"'{v.value}'" in str(err)]
        word = named[-1] if named else stmt.values[0]
        raise at(word, str(err)) from None
    return text, {}


def print_seat(value: object) -> str:
    return str(value)


def read_ranks(stmt: Stmt) -> tuple[object, Positions]:
    """`redeal-if A 7` or `redeal-if point-card`: ranks (numbers too) or the word."""
    return read_list(stmt)


def seat_words(role: str) -> Callable[[list[str]], list[str]]:
    """What may be written next in `role`'s seat expression (the editor's completion)."""
    return lambda before: next_words(role, before)


def rank_words(before: list[str]) -> list[str]:
    """`redeal-if`: the ranks not yet written and `point-card` (or `none`, first)."""
    from ..deck.models import ALL_RANKS

    return [*(r for r in ALL_RANKS if r not in before), *(() if "point-card" in before else ("point-card",)),
            *(() if before else ("none",))]
