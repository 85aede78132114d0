"""The JSON documents of `replay --format json` and `bench --format json` (the shapes are
documented in docs/json-output.md; keys are only ever added)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

# What each timed loop of `bench` measures: field -> (what it is, unit). A field of Speeds not
# named here is still given (a measure in its own unit when a number, a note when a text).
MEASURES = {
    "engine": ("the engine alone, through the public API", "hands/s"),
    "handwritten": ("a hand-written Portugal loop", "hands/s"),
    "random": ("simulate, random bots", "hands/s"),
    "greedy": ("simulate, greedy bots", "hands/s"),
    "expert": ("the playout expert", "decisions/s"),
    "kernel_random": ("simulate on the compiled kernel, random bots", "hands/s"),
    "kernel_greedy": ("simulate on the compiled kernel, greedy bots", "hands/s"),
    "search": ("the search expert, in the kernel", "decisions/s"),
}
RATIOS = (("engine / handwritten", "engine", "handwritten"), ("random / engine", "random", "engine"),
          ("greedy / random", "greedy", "random"), ("kernel / Python, random", "kernel_random", "random"),
          ("kernel / Python, greedy", "kernel_greedy", "greedy"))
# Measures that are 0 when not taken (the kernel not built, the search expert not measured):
# left out of the document rather than given as a speed of 0.
OPTIONAL = {"kernel_random", "kernel_greedy", "search"}
PER_DECISION = {"expert", "search"}  # seconds a decision in Speeds: given as decisions/s


def replay_shape(path: Path) -> dict[str, Any]:
    """The document `replay --format json` fills in: every key present, null until known."""
    return {"record": str(path), "kind": None, "variant": None, "replayed": False, "error": None,
            "problems": [], "hands": None, "matches": None, "scores": None, "winner": None,
            "finished": None}


def bench_shape(speeds: Any) -> dict[str, Any]:
    """`bench`'s result (a :class:`sueca_rules.play.bench.Speeds`) as a JSON object: the
    variant, the hands per round and the rounds, each measure with its unit (`measures`, in
    the order measured), the ratios the text prints (`ratios`) and any text it holds (`notes`)."""
    values = {f.name: getattr(speeds, f.name) for f in dataclasses.fields(speeds)}
    shapes = values.pop("shapes", ())
    shape_hands = values.pop("shape_hands", 0)
    out: dict[str, Any] = {"variant": values.pop("variant"), "hands": values.pop("hands", 0),
                           "rounds": values.pop("rounds", 0),
                           "clock": "this process's CPU time, one core; the best round of each loop",
                           "measures": [], "ratios": {}, "notes": {}}
    decisions = {name: values.pop(f"{name}_decisions", None) for name in PER_DECISION}
    for name, value in values.items():
        if isinstance(value, str):
            if value:
                out["notes"][name] = value
            continue
        if not isinstance(value, (int, float)) or isinstance(value, bool) or (name in OPTIONAL and not value):
            continue
        what, unit = MEASURES.get(name, (name.replace("_", " "), "decisions/s" if name in PER_DECISION
                                         else "hands/s"))
        measure: dict[str, Any] = {"name": name, "what": what, "unit": unit,
                                   "value": (1 / value if value else 0.0) if name in PER_DECISION else value}
        if decisions.get(name) is not None:
            measure["decisions"] = decisions[name]
        out["measures"].append(measure)
    rates = {m["name"]: m["value"] for m in out["measures"]}
    for label, top, bottom in RATIOS:
        if rates.get(top) and rates.get(bottom):
            out["ratios"][label] = rates[top] / rates[bottom]
    if shapes:  # tables of other shapes, after the usual table's loops (measures `<shape>_random`, ...)
        out["shape_hands"] = shape_hands
        for shape in shapes:
            for bots in ("random", "greedy"):
                out["measures"].append({"name": f"{shape.name}_{bots}", "shape": shape.name,
                                        "what": f"simulate, {bots} bots, {shape.what}",
                                        "unit": "hands/s", "value": getattr(shape, bots)})
            if shape.random:
                out["ratios"][f"greedy / random, {shape.name}"] = shape.greedy / shape.random
    return out
