"""Conformance: case files (CONFORMANCE.md) replayed against compiled variants."""

from .cases import CaseFile, load_case_file
from .outcome import Outcome
from .run import run_case, run_file

__all__ = ["CaseFile", "Outcome", "load_case_file", "run_case", "run_file"]
