"""The arguments of the public functions, checked where they come in.

Every public function checks what it is given here, before any work, and refuses a wrong type
or value with an :class:`~sueca_rules.errors.ArgumentError` that names the argument and says
what it takes. The engine's inner loops trust what got past these checks and check nothing.

The one seed rule lives here too: a seed is a whole number from -10^30 to 10^30. `new_match`,
`Run.of`, the `autoplay`, `play` and `simulate` commands accept exactly that range, and a game
record may hold exactly that range, so every record a seed makes replays.

>>> check_seed(7), check_options({"direction": "clockwise"})
(7, {'direction': 'clockwise'})
>>> check_seed(1.5)
Traceback (most recent call last):
...
sueca_rules.errors.ArgumentError: seed: a seed is a whole number from -10^30 to 10^30, not 1.5
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import ArgumentError

SEED_LIMIT = 10**30
SEED_RANGE = "from -10^30 to 10^30"
SEED_RULE = f"a seed is a whole number {SEED_RANGE}"


def shown(value: Any, width: int = 40) -> str:
    """A short, safe picture of any value for a message (a number of 5,000 digits is not
    printed: Python refuses to, and nobody reads it)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        digits = int(value.bit_length() * 0.30103) + 1
        return f"{'-' if value < 0 else ''}a number of about {digits:,} digits"
    try:
        text = repr(value)
    except Exception:  # a repr that fails: say what it is instead
        text = f"a {type(value).__name__}"
    return text if len(text) <= width else text[: width - 1] + "…"


def is_whole(value: Any) -> bool:
    """A true int (a bool is not a number here; 3.0 is not whole)."""
    return isinstance(value, int) and not isinstance(value, bool)


def seed_problem(seed: Any) -> str | None:
    """What is wrong with a seed (None: nothing)."""
    if not is_whole(seed) or not -SEED_LIMIT <= seed <= SEED_LIMIT:
        return f"{SEED_RULE}, not {shown(seed)}"
    return None


def check_seed(seed: Any, argument: str = "seed", optional: bool = True) -> int | None:
    """`seed` if it is a whole number from -10^30 to 10^30 (or None, where `optional`)."""
    if seed is None and optional:
        return None
    problem = seed_problem(seed)
    if problem:
        raise ArgumentError(argument, problem)
    return int(seed)


def check_whole(value: Any, argument: str, low: int | None = None, high: int | None = None,
                what: str = "a whole number") -> int:
    """A whole number in low..high (either end open when None)."""
    if not is_whole(value) or (low is not None and value < low) or (high is not None and value > high):
        bound = (f" from {low:,} to {high:,}" if low is not None and high is not None else
                 f" of at least {low:,}" if low is not None else
                 f" of at most {high:,}" if high is not None else "")
        raise ArgumentError(argument, f"{what}{bound}, not {shown(value)}")
    return int(value)


def check_rate(value: Any, argument: str) -> float:
    """A chance from 0 to 1 (0.05 = 5%)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ArgumentError(argument, f"a chance from 0 to 1 (0.05 = 5%), not {shown(value)}")
    return float(value)


def check_choice(value: Any, argument: str, choices: tuple[str, ...] | list[str]) -> str:
    """One of `choices` (listed when it is not)."""
    if not isinstance(value, str) or value not in choices:
        raise ArgumentError(argument, f"one of {', '.join(map(repr, choices))}, not {shown(value)}")
    return value


def check_reference(reference: Any, argument: str = "variant") -> str | Path:
    """A variant reference: a bundled name or a file path (a str or a path object)."""
    if isinstance(reference, Path):
        return reference
    if isinstance(reference, os.PathLike):
        return Path(reference)
    if not isinstance(reference, str) or not reference.strip():
        raise ArgumentError(argument, "a bundled variant name (such as 'portugal') or the path "
                                      f"of a .sueca or .yaml file, not {shown(reference)}")
    return reference


def check_options(options: Any, argument: str = "options") -> dict[str, str]:
    """Table options: a mapping of option names to values, both texts ({} for None)."""
    if options is None:
        return {}
    if not isinstance(options, Mapping):
        raise ArgumentError(argument, "a mapping of option names to values, such as "
                                      f"{{'direction': 'clockwise'}}, not {shown(options)}")
    out: dict[str, str] = {}
    for name, value in options.items():
        if not isinstance(name, str) or not name.strip():
            raise ArgumentError(argument, "option names are texts, such as 'direction', not "
                                          f"{shown(name)}")
        if not isinstance(value, str) or not value.strip():
            raise ArgumentError(argument, f"the value of {name!r} is a text, such as 'clockwise', "
                                          f"not {shown(value)}")
        out[name] = value
    return out


def check_language(lang: Any, argument: str = "lang") -> str:
    if not isinstance(lang, str):
        raise ArgumentError(argument, "a language: 'pt' (the variant's own Portuguese), 'pt-PT', "
                                      f"'pt-BR', 'en' or 'fr'; not {shown(lang)}")
    return lang
