"""A series: matches played until a team has won the variant's `series to N` of them.

Each match deals from its own seed, drawn from the series' seed, and the deal carries on from
one match to the next (the next match's first dealer is the one the last hand passed the deal
to). A series record holds its matches' records, so each of them replays on its own too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..arguments import check_seed, shown
from ..compiled.rules import Rules
from ..errors import ArgumentError, IllegalMove
from .match import Match, match_rng
from .record_schema import Seed, VariantName

SERIES_FORMAT = "sueca-rules/series@1"


class Series:
    """Matches of one variant until a team has won `rules.series_target` of them (one match
    when the variant declares no series).

    >>> from sueca_rules import load_rules
    >>> series = Series(load_rules("portugal"), seed=3)
    >>> match = series.new_match()
    >>> series.over, series.wins
    (False, [0, 0])
    """

    def __init__(self, rules: Rules, seed: int | None = None, variant_ref: str | None = None) -> None:
        if rules.__class__ is not Rules:
            raise ArgumentError("rules", "compiled Rules, from load_rules('portugal'), not "
                                         f"{shown(rules)}")
        check_seed(seed)  # the one seed rule: what a record holds
        self.rules = rules
        self.seed = seed
        self.variant_ref = variant_ref or rules.variant
        self.target = rules.series_target or 1
        self.seeds = match_rng(seed)
        self.matches: list[Match] = []

    @property
    def wins(self) -> list[int]:
        """Matches won by each team so far."""
        wins = [0, 0]
        for match in self.matches:
            if match.winner is not None:
                wins[match.winner] += 1
        return wins

    @property
    def winner(self) -> int | None:
        wins = self.wins
        return next((team for team in (0, 1) if wins[team] >= self.target), None)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def new_match(self) -> Match:
        """The next match (refused while one is being played, or once the series is won)."""
        if self.over:
            raise IllegalMove("the series is over", rule="series-over")
        if self.matches and not self.matches[-1].over:
            raise IllegalMove("the match in play is not finished", rule="match-in-play")
        seed = None if self.seed is None else self.seeds.getrandbits(62)
        first_dealer = self.matches[-1].dealer if self.matches else None
        match = Match(self.rules, seed, first_dealer, self.variant_ref)
        self.matches.append(match)
        return match

    def record(self) -> dict[str, Any]:
        """The series as JSON-ready data: its matches' records and the result."""
        return {
            "format": SERIES_FORMAT,
            "variant": self.variant_ref,
            "options": dict(self.rules.options),
            "seed": self.seed,
            "target": self.target,
            "matches": [m.record() for m in self.matches],
            "result": {"wins": self.wins, "winner": self.winner},
        }


class SeriesRecord(BaseModel):
    """A series record's own fields (each match is a match record, checked as one)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["sueca-rules/series@1"]
    variant: VariantName
    options: dict[str, str] = Field(default_factory=dict, max_length=64)
    seed: Seed
    target: Annotated[int, Field(strict=True, ge=1, le=100)]
    matches: list[dict[str, Any]] = Field(max_length=1000)
    result: dict[str, Any] | None = None


def replay_series(data: dict[str, Any], load: Callable[[str, dict[str, str]], Rules],
                  file: str = "record") -> Series:
    """Replay a series record: each match through :func:`~.record.replay`, its seed drawn from
    the series' seed, its first dealer where the last match left the deal, and the wins and
    winner the record states. RecordFormatError or RecordError as for a match record."""
    from .record import load_for_record, replay
    from .record_schema import RecordError, RecordFormatError, problems_of

    if not isinstance(data, dict):
        raise RecordFormatError(file, [("", "a record is a JSON object (a mapping)")])
    try:
        checked = SeriesRecord.model_validate(data)
    except ValidationError as err:
        raise RecordFormatError(file, problems_of(err)) from None
    rules = load_for_record(load, checked.variant, dict(checked.options), file)
    series = Series(rules, checked.seed, checked.variant)
    if checked.target != series.target:
        raise RecordError(f"target: the rules play a series to {series.target}, not "
                          f"{checked.target}")
    for index, entry in enumerate(checked.matches):
        where = f"matches[{index}]"
        try:
            expected = series.new_match()
        except IllegalMove as err:
            raise RecordError(f"{where}: {err}") from None
        if entry.get("seed") != expected.seed or entry.get("first_dealer") != expected.first_dealer:
            raise RecordError(f"{where}: not the match the series deals next (seed "
                              f"{expected.seed}, first dealer {expected.first_dealer})")
        if entry.get("variant") != checked.variant or entry.get("options", {}) != checked.options:
            raise RecordError(f"{where}: a match of another variant or options")
        try:
            series.matches[-1] = replay(entry, lambda _v, _o: rules, f"{file}: {where}")
        except RecordError as err:
            raise RecordError(f"{where}: {err}") from None
    if checked.result is None:
        raise RecordError("the series record has no result: it is incomplete")
    replayed = {"wins": series.wins, "winner": series.winner}
    if checked.result != replayed:
        raise RecordError(f"the series does not reach the recorded result: recorded "
                          f"{checked.result}, replayed {replayed}")
    return series
