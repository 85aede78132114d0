"""A prepared case, and the checker that locates problems in a case file."""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel

from ..compiled.cards import CardError
from ..compiled.rules import Rules
from ..errors import Problem
from ..source.text import Located, Path_


@dataclass
class PreparedCase:
    """One case ready to run: its rules compiled, its cards turned into ints."""

    file: str
    id: str
    kind: str
    line: int
    quote: str | None
    source: str | None
    note: str | None
    variant: str
    options: dict[str, str]
    rules: Rules
    data: BaseModel
    expect: BaseModel
    cards: dict[str, object] = field(default_factory=dict)  # converted card fields

    @property
    def node_id(self) -> str:
        return f"{self.file}::{self.id}"


class Checker:
    def __init__(self, located: Located) -> None:
        self.located = located
        self.problems: list[Problem] = []
        self.dropped: set[Path_] = set()  # wrong keys left out: nothing more is said near them

    def add(self, path: Path_, message: str, code: str = "case", key: bool = False) -> None:
        """A problem at `path`: on its value (on its key when the value is on another line,
        or when `key` says the key is what is wrong)."""
        if any(path[:len(d)] == d or d[:len(path)] == path for d in self.dropped):
            return
        where = self.located.where(path)
        written = self.located.positions.get((*path, "[key]"))
        if written is not None and (key or where.line != written.line):
            where = written
        self.problems.append(Problem(where, message, code,
                                     source_line=self.located.source.line(where.line)))

    def card(self, rules: Rules, name: str, path: Path_) -> int | None:
        try:
            return rules.card(name)
        except CardError as err:
            self.add(path, str(err), "case-card")
            return None

    def cards(self, rules: Rules, names: list[str], path: Path_) -> list[int]:
        out = [self.card(rules, n, (*path, i)) for i, n in enumerate(names)]
        first: dict[int, int] = {}
        for index, card in enumerate(out):
            if card is not None and first.setdefault(card, index) != index:
                self.add((*path, index), f"{names[index]} is listed twice (items "
                         f"{first[card] + 1} and {index + 1}) — each card once: remove one",
                         "case-duplicate-card")
        return [c for c in out if c is not None]

    def suit(self, rules: Rules, suit: str, path: Path_) -> int | None:
        try:
            return rules.suit_index(suit)
        except CardError as err:
            self.add(path, str(err), "case-suit")
            return None


