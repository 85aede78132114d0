"""Option values checked as they are parsed: a bad one is named, in the project's words, and
the command stops (exit 2) before doing any work."""

from __future__ import annotations

import math
import re
from typing import Any

import click

from ..words.i18n import LANG_CHOICES
from .main import UsageFailure

MAX_DIGITS = 30  # counts and seeds longer than this are typing accidents, not runs
# A run longer than these could never finish: about 10^4 hands a second on a core makes
# 10^12 hands three years of one core's time (a day for a thousand).
MAX_HANDS = 10**12
MAX_MATCHES = 10**11
NEVER_ENDS = "a longer run could never finish"


class WholeNumber(click.ParamType):  # type: ignore[type-arg]
    """An integer, at least `minimum` (None: any) and at most `maximum` (None: any), written
    with at most MAX_DIGITS digits; `why` says why the maximum (for the message)."""

    name = "integer"

    def __init__(self, minimum: int | None = None, maximum: int | None = None, why: str = "") -> None:
        self.minimum = minimum
        self.maximum = maximum
        self.why = why

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
        if self.maximum is not None and number > self.maximum:
            low = f"from {self.minimum:,} to" if self.minimum is not None else "at most"
            raise UsageFailure(f"{_flag(param)} must be {low} {self.maximum:,}, not {number}"
                               + (f" — {self.why}" if self.why else ""))
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


SMALLEST_CHANGE = 1e-6  # smaller changes need samples beyond any run (and underflow)
LARGEST_CHANGE = 10.0


class Change(click.ParamType):  # type: ignore[type-arg]
    """A change to detect: relative ("20%") or absolute ("0.01"), as (size, relative); from
    SMALLEST_CHANGE (0.0001%) to LARGEST_CHANGE (1000%), exclusive."""

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
        if not SMALLEST_CHANGE <= number < LARGEST_CHANGE:  # NaN fails too
            raise UsageFailure(f"{_flag(param)} takes a relative change like 20% or an absolute one like "
                               f"0.01 (from 0.000001 to 10, or 0.0001% to 1000%), not '{_shown(value)}'")
        return number, relative


_SCHEMES = ("tcp", "tls", "ws", "wss", "ucx")
_HOST = r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}[A-Za-z0-9])?)"
_ADDRESS = re.compile(rf"(?:(?P<scheme>[a-z]+)://)?(?P<host>{_HOST}):(?P<port>[0-9]{{1,5}})")


class SchedulerAddress(click.ParamType):  # type: ignore[type-arg]
    """A Dask scheduler's address, `[tcp|tls|ws|wss|ucx://]host:port`, checked by its form
    alone (Dask is not imported for it, and need not be installed)."""

    name = "address"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value).strip()
        found = _ADDRESS.fullmatch(text)
        if found and (found["scheme"] or "tcp") in _SCHEMES and 0 < int(found["port"]) < 65536:
            return text
        raise UsageFailure(f"{_flag(param)} takes a Dask scheduler's address such as "
                           f"tcp://host:8786 ({'://, '.join(_SCHEMES)}://; the port is needed), "
                           f"not '{_shown(value)}'")


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


class Language(click.Choice[str]):
    """A locale as the rulebooks know it; `pt_BR` and `PT-br` are `pt-BR`."""

    def __init__(self) -> None:
        super().__init__(LANG_CHOICES, case_sensitive=False)

    def get_metavar(self, *args: object, **kwargs: object) -> str:
        return "[" + "|".join(LANG_CHOICES) + "]"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value).replace("_", "-")
        for choice in LANG_CHOICES:
            if choice.lower() == text.lower():
                return choice
        self.fail(f"'{value}' is not a rulebook language — write one of: {', '.join(LANG_CHOICES)}",
                  param, ctx)
