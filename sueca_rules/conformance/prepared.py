"""A prepared case, and the checker that locates problems in a case file."""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel

from ..compiled import CardError, Rules
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

    def add(self, path: Path_, message: str, code: str = "case") -> None:
        where = self.located.where(path)
        key = self.located.positions.get((*path, "[key]"))
        if key is not None and where.line != key.line:
            where = key
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
        found = [c for c in out if c is not None]
        if len(found) != len(set(found)):
            self.add(path, "a card is listed twice", "case-duplicate-card")
        return found

    def suit(self, rules: Rules, suit: str, path: Path_) -> int | None:
        try:
            return rules.suit_index(suit)
        except CardError as err:
            self.add(path, str(err), "case-suit")
            return None


