"""Series records: a series' own fields read with a schema, and each of its matches replayed
as a match record (:func:`~.replayer.replay`) in the order the series deals them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..compiled.rules import Rules
from ..engine.series import SERIES_FORMAT, Series
from ..errors import IllegalMove
from .replayer import load_for_record, replay
from .schema import Lang, RecordError, RecordFormatError, Seed, VariantName, problems_of

__all__ = ["SERIES_FORMAT", "SeriesRecord", "replay_series"]


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
    lang: Lang | None = None  # optional: the language `play` spoke (EN15-11)


def replay_series(data: dict[str, Any], load: Callable[[str, dict[str, str]], Rules],
                  file: str = "record") -> Series:
    """Replay a series record: each match through :func:`~.replayer.replay`, its seed drawn from
    the series' seed, its first dealer where the last match left the deal, and the wins and
    winner the record states. RecordFormatError or RecordError as for a match record."""
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
