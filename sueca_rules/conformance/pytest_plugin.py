"""pytest collects case files: each case is one test item named `file::case-id`.

Installed with sueca-rules (entry point `pytest11`), so a folder of case files for a
table's house rules runs under plain `pytest`. A YAML file is a case file when it has a
top-level `cases:` key.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ..errors import ProblemsError, SuecaError
from ..source.discover import sniff
from .cases import load_case_file
from .prepared import PreparedCase
from .run import run_case


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix in (".yaml", ".yml"):
        try:
            kind = sniff(file_path)[0]
        except SuecaError:  # unreadable: not ours to report
            return None
        if kind == "case":
            return CaseFileCollector.from_parent(parent, path=file_path)
    return None


class CaseFileError(Exception):
    """A case file that cannot run; its message is the located problem list."""


class CaseFileCollector(pytest.File):
    def collect(self) -> Iterator[pytest.Item]:
        try:
            loaded = load_case_file(self.path)
        except (ProblemsError, SuecaError) as err:
            raise CaseFileError(str(err)) from None
        for warning in loaded.warnings:  # a spelling that keeps working, with what to write
            self.warn(pytest.PytestWarning(warning.render()))
        for case in loaded.cases:
            yield CaseItem.from_parent(self, name=case.id, case=case)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, CaseFileError):
            return f"invalid case file:\n{excinfo.value}"
        return str(super().repr_failure(excinfo))


class CaseFailed(Exception):
    pass


class CaseItem(pytest.Item):
    def __init__(self, *, case: PreparedCase, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        # Case items take no fixtures. Other plugins' hooks read `item.funcargs` (pytest-lsp
        # 1.0.1's runtest_call wrapper fails every item that lacks it), so say so plainly.
        self.funcargs: dict[str, object] = {}

    def runtest(self) -> None:
        outcome = run_case(self.case)
        if not outcome.passed:
            raise CaseFailed(outcome.report())

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, CaseFailed):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.line - 1, f"{self.case.kind} case {self.case.id}"
