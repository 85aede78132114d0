"""Seeded mutations of the project's public formats, for fuzz tests and fuzz figures.

Each generator yields (description, text) pairs from real files: game records (JSON), case
files (YAML) and variant files (DSL and YAML). The same seed gives the same mutants, so a
failure is reproducible and the figures of two versions can be compared.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# the checkout whose files are mutated (settable, to run the mutants against another version)
ROOT = Path(os.environ.get("SUECA_RULES_CHECKOUT") or Path(__file__).resolve().parents[2])
ODD_VALUES: list[Any] = [
    None, True, False, 0, -1, 7, 9999999999, 3.5, 1e308, "", "x", "AS", "ZZ", "\x1b[31m", "é" * 50,
    [], [1], ["play"], ["play", "AS", 3], {}, {"a": 1}, "9" * 5000, "/dev/zero", "a" * 300,
]


def _paths(value: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*here, index))


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        data = data[step]
    return data


def mutate_json(data: Any, rng: random.Random) -> tuple[str, Any]:
    """One structural mutation of a JSON-like value: delete, replace, shorten, duplicate, swap."""
    out = copy.deepcopy(data)
    paths = [p for p in _paths(out) if p]
    path = rng.choice(paths)
    parent = _parent(out, path)
    key = path[-1]
    where = ".".join(str(p) for p in path)
    action = rng.choice(["delete", "replace", "replace", "shorten", "duplicate", "swap", "nest"])
    if action == "delete":
        del parent[key]
    elif action == "replace":
        parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif action == "shorten" and isinstance(parent[key], list) and parent[key]:
        del parent[key][rng.randrange(len(parent[key])):]
    elif action == "duplicate" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif action == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[key], parent[other] = parent[other], parent[key]
    elif action == "nest":
        deep: Any = 1
        for _ in range(rng.choice([10, 100_000])):
            deep = [deep]
        parent[key] = deep
    else:
        parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
        action = "replace"
    return f"{action} {where}", out


def record_mutants(seed: int, count: int, pattern: str = "**/*.json") -> Iterator[tuple[str, str]]:
    """Mutants of the golden records (`pattern` under tests/golden: "format1/*.json" gives
    records every version of sueca-rules reads)."""
    rng = random.Random(seed)
    sources = sorted((ROOT / "tests" / "golden").glob(pattern))
    for _ in range(count):
        source = rng.choice(sources)
        data = json.loads(source.read_text(encoding="utf-8"))
        what, mutant = mutate_json(data, rng)
        try:
            text = json.dumps(mutant)
        except (ValueError, RecursionError):
            text = "[" * 100_000 + "]" * 100_000
        if rng.random() < 0.1:
            text = text[: rng.randrange(len(text))]
            what += " + truncated"
        yield f"{source.name}: {what}", text


def _text_mutation(text: str, rng: random.Random) -> tuple[str, str]:
    lines = text.splitlines()
    index = rng.randrange(len(lines)) if lines else 0
    action = rng.choice(["drop line", "duplicate line", "swap lines", "insert junk", "replace word",
                         "huge number", "control character", "truncate", "deepen"])
    if action == "drop line" and lines:
        del lines[index]
    elif action == "duplicate line" and lines:
        lines.insert(index, lines[index])
    elif action == "swap lines" and len(lines) > 1:
        other = rng.randrange(len(lines))
        lines[index], lines[other] = lines[other], lines[index]
    elif action == "insert junk":
        lines.insert(index, rng.choice(["{", "}", ":", "- -", "&a *a", "!!python/object x",
                                        "\t\t", '"unclosed', "foo bar baz", "[[[[", "=", "->"]))
    elif action == "replace word" and lines:
        words = lines[index].split()
        if words:
            words[rng.randrange(len(words))] = str(rng.choice(ODD_VALUES))[:40]
            lines[index] = " ".join(words)
    elif action == "huge number" and lines:
        lines[index] += " " + "9" * rng.choice([12, 5000])
    elif action == "control character" and lines:
        line = lines[index]
        at = rng.randrange(len(line) + 1)
        lines[index] = line[:at] + rng.choice(["\x1b", "\x07", "\x00", "\x85", "\ufeff"]) + line[at:]
    elif action == "truncate":
        return action, text[: rng.randrange(len(text) + 1)]
    elif action == "deepen":
        lines.insert(index, "[" * 2000)
    return f"{action} at line {index + 1}", "\n".join(lines) + "\n"


def case_mutants(seed: int, count: int) -> Iterator[tuple[str, str]]:
    rng = random.Random(seed)
    sources = sorted((ROOT / "tests" / "conformance").glob("*.yaml"))
    for _ in range(count):
        source = rng.choice(sources)
        what, text = _text_mutation(source.read_text(encoding="utf-8"), rng)
        yield f"{source.name}: {what}", text


def variant_mutants(seed: int, count: int) -> Iterator[tuple[str, str, str]]:
    """(description, suffix, text)."""
    rng = random.Random(seed)
    sources = sorted(p for p in (ROOT / "variants").rglob("*") if p.suffix in (".sueca", ".yaml"))
    for _ in range(count):
        source = rng.choice(sources)
        what, text = _text_mutation(source.read_text(encoding="utf-8"), rng)
        yield f"{source.name}: {what}", source.suffix, text


def terminal_inputs(seed: int, count: int) -> Iterator[list[str]]:
    """Lines a person (or a cat on the keyboard) might type."""
    rng = random.Random(seed)
    words = ["1", "10", "0", "11", "", " ", "AS", "7S", "10h", "q♦", "ZZ", "²", "①", "9" * 5000,
             "accuse", "last", "help", "score", "y", "n", "yes", "standard", "alternative", "x",
             "\x1b[A", "-1", "1.5", "quit"]
    for _ in range(count):
        yield [rng.choice(words) for _ in range(rng.randrange(5, 400))]
