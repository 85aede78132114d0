"""A case's outcome: what differed from what it expected, and a trace (one per case run)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .prepared import PreparedCase


@dataclass
class Outcome:
    """The result of one case: what differed (empty when it passed) and, for play, a trace."""

    case: PreparedCase
    differences: list[tuple[str, object, object]] = field(default_factory=list)
    trace: list[str] = field(default_factory=list)
    error: str | None = None

    @property
    def passed(self) -> bool:
        return not self.differences and self.error is None

    def compare(self, what: str, expected: object, actual: object) -> None:
        if expected is not None and _norm(expected) != _norm(actual):
            self.differences.append((what, expected, actual))

    def compare_winner(self, expect: Any, actual: int | None) -> None:
        """Compare a case's `winner:` with `actual` (None: nobody has won), only where the case
        names one: `winner: null` expects nobody."""
        if "winner" in expect.model_fields_set:
            self.compare("winner", expect.winner if expect.winner is not None else NOBODY,
                         actual if actual is not None else NOBODY)

    def found(self) -> list[str]:
        """Each difference as `what: expected X, got Y`, the values as the case file writes
        them (``[4, 0]``, ``null (no winner)``): the one rendering of every output format."""
        return [f"{what}: expected {_show(expected)}, got {_show(actual)}"
                for what, expected, actual in self.differences]

    def report(self) -> str:
        case = self.case
        lines = [f"{case.file}:{case.line}: FAILED {case.id} ({case.kind})"]
        if case.source or case.quote:
            lines.append(f"  source: {case.source or '-'}")
        if case.quote:
            lines.append(f"  quote:  {case.quote.strip()}")
        if case.note:
            lines.append(f"  note:   {case.note.strip()}")
        if self.error:
            lines.append(f"  error:  {self.error}")
        lines.extend(f"  {found}" for found in self.found())
        if self.trace:
            lines.append("  trace:")
            lines.extend(f"    {t}" for t in self.trace)
        return "\n".join(lines)


def _norm(value: object) -> object:
    if isinstance(value, tuple | list):
        return [_norm(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _norm(v) for k, v in value.items()}
    return value


NOBODY = "nobody"  # `winner: null` compared: no team has won


def _show(value: object) -> str:
    """A value as the case file writes it (the "nobody" of a winner compare is YAML's null)."""
    if value == NOBODY:
        return "null (no winner)"
    return json.dumps(_norm(value), ensure_ascii=False)
