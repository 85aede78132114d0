"""What a chunk of simulation is: a self-contained task, its seeds, its compiled variant.

A chunk carries the effective variant itself (as JSON), not a file name, so any process or
machine can play it; its seed and every seed derived from it come from :func:`derive_seed`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..catalogue.compile import compile_rules
from ..compiled.rules import Rules
from ..engine import Score, Tally
from ..spec import VariantSpec

BOT_DEAL = "bot"  # the dealer's bot chooses the deal procedure


def derive_seed(*parts: object) -> int:
    """A 64-bit seed from named parts; the one place seeds are derived (a seed's sign matters:
    `random.Random(-5)` and `random.Random(5)` are the same generator, these are not).

    >>> derive_seed(5, "chunk", 0) != derive_seed(-5, "chunk", 0)
    True
    """
    text = ":".join(str(p) for p in ("sueca-rules", *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


@dataclass(frozen=True)
class ChunkTask:
    """A piece of a run, self-contained so that any process or machine can play it."""

    variant: str  # as the user named it (for people)
    spec: str  # the effective variant as JSON (parents merged, options applied)
    options: tuple[tuple[str, str], ...]
    bots: tuple[str, str]  # team 0, team 1
    mode: str  # "hands" or "matches"
    count: int
    seed: int
    index: int = 0
    revoke_rate: float = 0.0
    accuse_rate: float = 0.0
    deal: str = BOT_DEAL
    infraction_rate: float = 0.0  # per hand: a team commits an infraction the variant punishes
    engine: str = "python"  # "python" (play/table.py) or "kernel" (play/fast.py), chosen per run


@cache
def rules_of(spec: str, options: tuple[tuple[str, str], ...]) -> Rules:
    """The compiled rules of a task's variant, once per process."""
    return compile_rules(VariantSpec.model_validate_json(spec), dict(options))


@cache
def memo_of(spec: str, options: tuple[tuple[str, str], ...]) -> tuple[
        dict[tuple[int, int, int], Score], dict[tuple[Tally, tuple[int, ...], bool, bool], Tally]]:
    """Per variant, the scores of played-out hands by (team 0's points, its tricks, ties before)
    and the match after a score by (tally, game points, tie, ends match): a few hundred
    entries that every chunk of the variant reuses (scoring is pure, so remembering is exact)."""
    return {}, {}


@dataclass
class Trace:
    """The hands of a traced chunk, for checking the table against Match."""

    matches: list[dict[str, Any]] = field(default_factory=list)
