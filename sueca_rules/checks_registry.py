"""The registry of semantic checks: each check, and the top-level fields of the spec it reads
(the checks themselves are in :mod:`sueca_rules.checks` and :mod:`sueca_rules.checks_texts`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .errors import Problem
from .source.resolve import Resolved
from .spec import VariantSpec

Check = Callable[[VariantSpec, Resolved], Iterator[Problem]]
CHECKS: list[Check] = []
READS: dict[Check, frozenset[str]] = {}  # the top-level fields of the spec each check reads


def check(*reads: str) -> Callable[[Check], Check]:
    """Register a check, with the top-level fields of the spec it reads (a value of an option
    that changes none of them cannot change what it finds)."""
    def register(func: Check) -> Check:
        CHECKS.append(func)
        READS[func] = frozenset(reads)
        return func

    return register
