"""A YAML tie mapping that keeps some of its parent's tie rule: said where it is written.

The two forms read the same words of a tie differently, and both are published, so neither
changes: the DSL's ``tie void`` is a whole tie rule (no bonus, no multiplier, cumulative: the
parent's bonus is dropped), while YAML's ``tie: {outcome: void}`` is merged key by key with the
parent's mapping (the parent's ``bonus 1 cumulative`` is kept). A YAML file whose tie mapping
gives an outcome, and leaves to its parent a bonus, a multiplier or a `not-cumulative` that
the DSL's statement would drop, gets a warning (``yaml-tie-merged``) on the `outcome` it
gives, saying what it keeps and what to write to drop it, with the fix that writes it.

A mapping without an outcome (``tie: {cumulative: false}``) changes some fields of the
parent's rule in both forms (the DSL's ``tie not-cumulative``): nothing to say.
"""

from __future__ import annotations

from ..catalogue.scoring.spelling import print_tie
from ..errors import Context, Location, Problem, token_end
from .merge import merge
from .text import Located
from .yaml_form import KEY

CODE = "yaml-tie-merged"
TIE = ("scoring", "tie")
# What the DSL's whole tie statement (`tie OUTCOME ...`) writes for a field it does not name.
DSL_RESETS: dict[str, object] = {"bonus": 0, "times": 1, "cumulative": True}
WRITTEN = {"bonus": "bonus: 0", "times": "times: 1", "cumulative": "cumulative: true"}


def _tie(data: dict[str, object]) -> dict[str, object] | None:
    scoring = data.get("scoring")
    tie = scoring.get("tie") if isinstance(scoring, dict) else None
    return tie if isinstance(tie, dict) else None


def _kept(own: dict[str, object], parents: dict[str, object]) -> list[str]:
    """The fields of the tie rule `own` leaves to `parents` where the DSL's statement would
    write another value: a bonus, a multiplier, and a `not-cumulative` that still matters
    (with the file's own bonus or multiplier: with neither, counting ties changes nothing)."""
    kept = [name for name in ("bonus", "times")
            if name not in own and parents.get(name, DSL_RESETS[name]) != DSL_RESETS[name]]
    counts = own.get("bonus", 0) != 0 or own.get("times", 1) != 1
    if "cumulative" not in own and parents.get("cumulative", True) is False and counts:
        kept.append("cumulative")
    return kept


def tie_warnings(layers: list[Located], yaml: bool) -> list[Problem]:
    """The warning of the first of `layers` (a file, then its parents) when it is a YAML file
    (`yaml`) whose tie mapping gives an outcome and keeps fields of the parents' tie rule that
    the DSL's `tie OUTCOME` statement would drop; none otherwise."""
    if not yaml or len(layers) < 2:
        return []
    first = layers[0]
    own = _tie(first.data)
    if own is None or "outcome" not in own:
        return []
    parents: dict[str, object] = {}
    for layer in reversed(layers[1:]):  # the parents' tie rule, merged as the files are
        parents = merge(parents, _tie(layer.data) or {}, TIE)
    kept = _kept(own, parents)
    if not kept:
        return []
    named = next(str(layer.data.get("variant")) for layer in layers[1:]
                 if kept[0] in (_tie(layer.data) or {}))
    inherited = {k: parents[k] for k in DSL_RESETS if k not in own and k in parents}
    each_kept = own.get("outcome") == "each-scores" and "each" not in own
    whole = {**own, "each": parents.get("each", 1)} if each_kept else own
    fields = ", ".join(WRITTEN[k] for k in kept)
    message = (f"the tie keeps its parent's {print_tie(inherited)} ({named}): a YAML tie mapping "
               f"is merged with the parent's — write `{fields}` to drop it (the DSL's "
               f"`tie {print_tie(whole)}` drops it)")
    return [_placed(first, message, [WRITTEN[k] for k in kept])]


def _placed(first: Located, message: str, written: list[str]) -> Problem:
    """The warning on the `outcome` key and its value (``outcome: void``), with the fix that
    writes the fields after it: in the flow mapping (``{outcome: void, bonus: 0}``) or on lines
    of their own at its indentation (before it when a comment follows it on its line)."""
    source = first.source
    key = first.positions.get((*TIE, "outcome", KEY))
    value = first.positions.get((*TIE, "outcome"))
    context = Context(path=TIE)
    if key is None or value is None or value.line != key.line:
        where = first.where((*TIE, KEY))
        return Problem(where, message, CODE, "warning", source.line(where.line), context=context)
    line = source.line(key.line) or ""
    end = token_end(line, value.column)
    old, before, after = line[key.column - 1:end - 1], line[:key.column - 1], line[end - 1:]
    newline = "\r\n" if "\r\n" in source.text else "\r" if "\r" in source.text else "\n"
    suggestion = None
    if before.rstrip().endswith(("{", ",")):
        suggestion = ", ".join([old, *written])
    elif not before.strip():
        suggestion = (old + "".join(newline + before + w for w in written) if not after.strip()
                      else "".join(w + newline + before for w in written) + old)
    return Problem(Location(source.file, key.line, key.column, key.line, end), message, CODE,
                   "warning", line, suggestion, context)
