"""The one machine-readable fix a problem carries (:attr:`sueca_rules.errors.Problem.fix`).

Every output reads this one type: the text and JSON forms, SARIF's ``fixes``, GitHub, the
language server's quick fix and ``validate --fix`` (:mod:`sueca_rules.fixing`).

>>> fix = Fix("h.sueca", 2, 8, 2, 12, "hand", old="hnad")
>>> fix.title, fix.exact
("Write 'hand'", True)
>>> fix.as_dict()["range"]
{'start': {'line': 2, 'column': 8}, 'end': {'line': 2, 'column': 12}}
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fix:
    """Write `text` in place of the text from (`line`, `column`) up to (`end_line`,
    `end_column`) of `file`: 1-based code points, the end exclusive, as SARIF counts.

    `old` is the text the file held in that range when the problem was found ("" for an
    insertion), or None when the problem's source line did not show all of it (a span of
    several lines, or a problem that knows only its line). A fix is applied by
    ``validate --fix`` only while the file still holds `old` there, so a fix whose `old` is
    None is offered (JSON, SARIF, the editor) but never written by it.
    """

    file: str
    line: int
    column: int
    end_line: int
    end_column: int
    text: str
    old: str | None = None

    @property
    def exact(self) -> bool:
        """True when the text it replaces is known (`old` is not None): safe to apply."""
        return self.old is not None

    @property
    def title(self) -> str:
        """What the fix does, as an editor's quick fix or SARIF's description names it."""
        return f"Insert '{self.text}'" if self.old == "" else f"Write '{self.text}'"

    def as_dict(self) -> dict[str, object]:
        """The JSON form: the range as flat keys (line, column, end_line, end_column), the
        replacement text, the text it replaces (`old`, or null when not known) and the same
        range as an object (``range``: ``start`` and ``end``, each a line and a column)."""
        return {"line": self.line, "column": self.column, "end_line": self.end_line,
                "end_column": self.end_column, "text": self.text, "old": self.old,
                "range": {"start": {"line": self.line, "column": self.column},
                          "end": {"line": self.end_line, "column": self.end_column}}}
