"""Option values checked as they are parsed: a bad one is named, in the project's words, and
the command stops (exit 2) before doing any work."""

from __future__ import annotations

import math
from typing import Any

import click

from .main import UsageFailure

MAX_DIGITS = 30  # counts and seeds longer than this are typing accidents, not runs


class WholeNumber(click.ParamType):  # type: ignore[type-arg]
    """An integer, at least `minimum` (None: any), written with at most MAX_DIGITS digits."""

    name = "integer"

    def __init__(self, minimum: int | None = None) -> None:
        self.minimum = minimum

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            number = value
        else:
            text = str(value).strip().replace("_", "")
            digits = text.lstrip("+-")
            if not digits.isascii() or not digits.isdigit() or len(digits) > MAX_DIGITS:
                raise UsageFailure(f"{_flag(param)} takes a whole number"
                                   + (f" of at least {self.minimum}" if self.minimum is not None else "")
                                   + f", not '{_shown(value)}'")
            number = int(text)
        if self.minimum is not None and number < self.minimum:
            raise UsageFailure(f"{_flag(param)} must be at least {self.minimum}, not {number}")
        return number


class Probability(click.ParamType):  # type: ignore[type-arg]
    """A number from 0 to 1 (a rate)."""

    name = "rate"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            number = float(value)
        except (TypeError, ValueError):
            number = math.nan
        if not 0 <= number <= 1:  # NaN fails too
            raise UsageFailure(f"{_flag(param)} takes a number from 0 to 1 (0.05 = 5%), not '{_shown(value)}'")
        return number


class Change(click.ParamType):  # type: ignore[type-arg]
    """A change to detect: relative ("20%") or absolute ("0.01"), as (size, relative)."""

    name = "change"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> tuple[float, bool]:
        if isinstance(value, tuple):
            return value
        text = str(value).strip()
        relative = text.endswith("%")
        try:
            number = float(text[:-1] if relative else text)
        except ValueError:
            number = math.nan
        if relative:
            number /= 100
        if not 0 < number < 10:
            raise UsageFailure(f"{_flag(param)} takes a relative change like 20% or an absolute one like "
                               f"0.01, not '{_shown(value)}'")
        return number, relative


def _flag(param: click.Parameter | None) -> str:
    if param is None:
        return "the value"
    return max(param.opts, key=len) if param.opts else param.name or "the value"


def _shown(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Seed(click.ParamType):  # type: ignore[type-arg]
    """A seed: the one seed rule (sueca_rules.arguments), a whole number from -10^30 to 10^30,
    what every record can hold."""

    name = "integer"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        from ..arguments import SEED_RULE, seed_problem

        number: Any = value
        if not isinstance(value, int):
            text = str(value).strip().replace("_", "")
            digits = text[1:] if text[:1] in "+-" else text
            number = int(text) if digits.isascii() and digits.isdigit() and len(digits) <= 31 else None
        if number is None or seed_problem(number):
            raise UsageFailure(f"{_flag(param)} takes {SEED_RULE.replace('a seed is ', '')}, "
                               f"not '{_shown(value)}'")
        return int(number)
