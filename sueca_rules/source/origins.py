"""Where each value of a resolved variant comes from: written in the file asked about,
inherited from a parent, set by a table option, or the spec's default.

A problem about a rule is located at the rule's origin: where the file (or the parent) wrote
it, or, for a rule an option set, where the option set it — its `when` pair's value, or the
value chosen in its `values` — and said as the option's ("option NAME: with 'VALUE', ...").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Literal

from ..errors import Location
from .options import Assignment
from .text import Path_, SourceText, locate

How = Literal["written", "inherited", "option", "default"]
Job = tuple[str, str, Assignment]  # an option, the value chosen, one rule it set


@dataclass(frozen=True)
class Origin:
    """Where one value of the effective rules comes from.

    `how` is "written" (in the file asked about), "inherited" (from a parent: `variant` names
    it), "option" (set by the table option `option` with the value `value`; `rule` is the rule
    it set, at or above the value's path) or "default" (no file writes it: the spec's default;
    `at` is the nearest place written above it). `at` is the place: file, line and column;
    for an option, where the option wrote the value it sets.

    >>> str(Origin("inherited", Location("portugal.sueca", 12, 3), "portugal"))
    'inherited from portugal (portugal.sueca:12:3)'
    >>> str(Origin("option", Location("t.sueca", 8, 25), "t", "lead", "left", ("play",)))
    'set by option lead=left (t.sueca:8:25)'
    """

    how: How
    at: Location
    variant: str | None = None
    option: str | None = None
    value: str | None = None
    rule: Path_ = ()

    def __str__(self) -> str:
        if self.how == "option":
            return f"set by option {self.option}={self.value} ({self.at})"
        if self.how == "inherited":
            return f"inherited from {self.variant} ({self.at})"
        if self.how == "default":
            return f"the default (nothing written; nearest: {self.at})"
        return f"written here ({self.at})"


def option_origin(name: str, value: str, job: Assignment, written: Mapping[Path_, Location],
                  sources: Mapping[str, SourceText], file: str,
                  variants: Mapping[str, str]) -> Origin:
    """Where option `name`, with `value`, set `job.rule`: on the value of its `when` pair
    (``when left play.first-lead=left``: on ``left`` after '='), or on the chosen value."""
    where = locate(written, job.written, file)
    source = sources.get(where.file)
    text = source.line(where.line) if source else None
    if text is not None and job.written[2:3] == ("when",):  # `rule=value`: the value
        found = re.compile(rf"=\s*{re.escape(job.value)}(?![\w.-])").search(text, where.column - 1)
        if found:
            where = Location(where.file, where.line, found.end() - len(job.value) + 1)
    return Origin("option", where, variants.get(where.file), name, value, job.rule)


class SetByOptions(Mapping[Path_, Origin]):
    """The rules the options set (`jobs`, in the order applied: a later one wins), each with
    its origin, found when first asked for (most are never: only a problem asks)."""

    def __init__(self, jobs: Iterable[Job], written: Mapping[Path_, Location],
                 sources: Mapping[str, SourceText], file: str,
                 variants: Mapping[str, str]) -> None:
        self.jobs: dict[Path_, Job] = {job.rule: (name, value, job) for name, value, job in jobs}
        self.found: dict[Path_, Origin] = {}
        self.written, self.sources, self.file, self.variants = written, sources, file, variants

    def __getitem__(self, rule: Path_) -> Origin:
        found = self.found.get(rule)
        if found is None:
            name, value, job = self.jobs[rule]
            found = self.found[rule] = option_origin(name, value, job, self.written, self.sources,
                                                     self.file, self.variants)
        return found

    def __contains__(self, rule: object) -> bool:
        return rule in self.jobs

    def __iter__(self) -> Iterator[Path_]:
        return iter(self.jobs)

    def __len__(self) -> int:
        return len(self.jobs)


class Places(Mapping[Path_, Location]):
    """Where problems about the effective rules are located, path by path: where the files
    wrote each one, except under the rules the options set (`options`) and the rules put back
    as the files write them (`restored`: an option's default undone to try another value).

    A rule an option set is written in no file as it is: its paths are placed at the file
    asked about with no line (``Location(file)``), and :meth:`origin_at` says where the option
    set it, so that a problem there is moved to that place
    (:meth:`sueca_rules.source.resolved.Resolved.relocate`). Each moved rule stands for
    everything under it; `base` may itself be Places (an option's value over the defaults).
    """

    def __init__(self, base: Mapping[Path_, Location], options: Mapping[Path_, Origin],
                 file: str, restored: Mapping[Path_, Location] | None = None) -> None:
        self.base = base
        self.options = options
        self.restored = restored or {}
        self.file = file

    def _moved(self, path: Path_) -> tuple[Path_, bool] | None:
        """The moved rule `path` is at or under, and whether an option set it."""
        for end in range(1, len(path) + 1):
            rule = path[:end]
            if rule in self.options:
                return rule, True
            if rule in self.restored:
                return rule, False
        return None

    def origin_at(self, path: Path_) -> Origin | None:
        """Where the option that set the rule `path` is at or under set it; None when no option
        set it (or it was put back as the files write it)."""
        moved = self._moved(path)
        if moved is None:
            return self.base.origin_at(path) if isinstance(self.base, Places) else None
        rule, by_option = moved
        return self.options[rule] if by_option else None

    def __getitem__(self, path: Path_) -> Location:
        moved = self._moved(path)
        if moved is None:
            return self.base[path]
        rule, by_option = moved
        return Location(self.file) if by_option else self.restored[rule]

    def __iter__(self) -> Iterator[Path_]:
        return iter({**self.base, **self.restored, **self.options})

    def __len__(self) -> int:
        return len({**self.base, **self.restored, **self.options})
