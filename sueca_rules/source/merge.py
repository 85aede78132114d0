"""`extends` by differences: a child's dictionary laid over its parent's."""

from __future__ import annotations

import copy

from ..catalogue.paths import paths_with_deals
from ..errors import Location
from .text import Path_

# Values that are replaced whole rather than merged key by key: a child that writes its
# own card points means exactly those points (the Azores drop the 7's ten points).
REPLACED: frozenset[Path_] = frozenset({("deck", "points")})
# A penalty that names its award (or uses the first spelling, `wins`, or lists its effects)
# replaces the parent's whole: a child's `revoke lose 1` does not keep the parent's `then` or
# `games`.
PENALTIES: frozenset[Path_] = frozenset({("illegal", "revoke"), ("illegal", "false_accusation")})
# Fields that belong to one file only and are never inherited (nor their translations in
# `texts`, whose other entries, the names of deals and options, are inherited).
OWN: frozenset[str] = frozenset({"variant", "title", "description", "extends", "language"})
OWN_TEXTS: frozenset[str] = frozenset({"title", "description", "note"})


# Two ways of writing one rule: a child that writes one drops the parent's other.
ONE_OF: dict[Path_, str | tuple[str, ...]] = {
    ("redeal", "leader_below"): "leader_at_most", ("redeal", "leader_at_most"): "leader_below",
    ("redeal", "others_below"): "others_at_most", ("redeal", "others_at_most"): "others_below",
    # a match ends one way (a target, a number of hands, never); a series one way too
    ("match", "target"): ("hands", "endless"), ("match", "hands"): ("target", "endless"),
    ("match", "endless"): ("target", "hands"), ("series", "target"): "matches",
    ("series", "matches"): "target",
    # a competition of another format pairs its own way
    ("competition", "format"): "pairing",
}


def merge(parent: dict[str, object], child: dict[str, object], path: Path_ = ()) -> dict[str, object]:
    """The child's values over the parent's; `None` for a named entry removes it."""
    out = copy.deepcopy({k: v for k, v in parent.items() if path or k not in OWN})
    for key in child:
        found = ONE_OF.get((*path, key))
        for other in (found,) if isinstance(found, str) else found or ():
            if other not in child:
                out.pop(other, None)
    texts = out.get("texts")
    if not path and isinstance(texts, dict):
        kept = {lang: {k: v for k, v in entry.items() if k not in OWN_TEXTS}
                for lang, entry in texts.items() if isinstance(entry, dict)}
        out["texts"] = {lang: entry for lang, entry in kept.items() if entry}
    if not path and isinstance(out.get("decided"), list):  # a rule the child writes is its own
        out["decided"] = _decided(out["decided"], child, child.get("decided", ...))  # type: ignore[arg-type]
    for key, value in child.items():
        here = (*path, key)
        if not path and key == "decided":
            out.setdefault(key, _decided([], child, value))
            continue
        if len(here) == 2 and here[0] == "words":
            out[key] = copy.deepcopy(value)  # a word a file gives replaces it in every language
        elif not path and key == "sources":
            inherited = out.get("sources") or []
            assert isinstance(inherited, list) and isinstance(value, list)
            out[key] = [*inherited, *(v for v in value if v not in inherited)]
        elif value is None and path in (("deal",), ("options",), ("results",), ("hand_results",)):
            out.pop(key, None)
        elif isinstance(value, dict) and isinstance(out.get(key), dict) and here not in REPLACED \
                and not _names_award(here, value):
            base = out[key]
            assert isinstance(base, dict)
            out[key] = merge(base, value, here)
        else:
            out[key] = copy.deepcopy(value)
    if not path:
        _drop_option_texts(out, child)
    return out


def _drop_option_texts(out: dict[str, object], child: dict[str, object]) -> None:
    """An option the child drops (`option NAME none`) takes its inherited names with it, and a
    language left with nothing to say is dropped too."""
    options, texts = child.get("options"), out.get("texts")
    dropped = {name for name, v in options.items() if v is None} if isinstance(options, dict) else set()
    if not dropped or not isinstance(texts, dict):
        return
    for lang, entry in list(texts.items()):
        named = entry.get("options") if isinstance(entry, dict) else None
        if not isinstance(named, dict) or not dropped & set(named):
            continue
        kept = {k: v for k, v in named.items() if k not in dropped}
        entry = {k: v for k, v in entry.items() if k != "options"} | ({"options": kept} if kept else {})
        if entry:
            texts[lang] = entry
        else:
            del texts[lang]


def _names_award(path: Path_, value: dict[str, object]) -> bool:
    is_penalty = path in PENALTIES or (len(path) == 2 and path[0] == "infractions")
    return is_penalty and ("award" in value or "wins" in value or "effects" in value)


def _decided(inherited: list[object], child: dict[str, object], own: object) -> list[object]:
    """`decided` after a child: the parent's, less the rules the child writes (its own sources
    give them), then the child's own (`...`: it writes none; an empty list, `none`: none kept).
    A child that cites no source of its own (a table's house rules) writes its rules itself:
    they join the list, and the parent's stay."""
    if own is not ... and not own:
        return []
    if child.get("sources"):
        kept = [d for d in inherited if not _writes(child, str(d)) and not _writes_whole(child, str(d))]
    else:
        kept = [d for d in inherited if not _writes_whole(child, str(d))]
        said = {str(d).replace("-", "_") for d in kept}
        kept += [p for p in _written(child) if p not in said]
    return [*kept, *(d for d in (own if isinstance(own, list) else []) if d not in kept)]


def _written(data: dict[str, object]) -> list[str]:
    """The paths of the rules a file's own data writes (those diff and the matrix compare)."""
    deals = data.get("deal")  # a deal is named by its fields, an option by its name
    options = data.get("options")  # (`options.style`: the table's choice is its own rule too)
    chosen = options if isinstance(options, dict) else {}
    written = [*(path for _, path in paths_with_deals(deals if isinstance(deals, dict) else ())
                 if path != "options" and not (path.startswith("deal.") and path.count(".") == 1)
                 and _writes(data, path)),
               *(f"options.{name}" for name, option in chosen.items() if option is not None)]
    faults = data.get("infractions")  # a fault the table names itself is its rule too (EN20-01)
    return written + [path for name, penalty in (faults.items() if isinstance(faults, dict) else ())
                      if penalty is not None and (path := "infractions." + str(name).replace("-", "_")) not in written]


def _writes_whole(data: dict[str, object], path: str) -> bool:
    """Whether a file writes the rule a part belongs to (`scoring.tie` for
    `scoring.tie.cumulative`): its sources give the rule, parts and all. A deal's fields are
    rules of their own (`deal alternative { trump ... }` leaves its shuffle undecided)."""
    whole = path.rpartition(".")[0]
    return whole.count(".") == 1 and not whole.startswith("deal.") and _writes(data, whole)


def _writes(data: dict[str, object], path: str) -> bool:
    """Whether a file's own data holds the rule at a dotted path (`trump.shown`; a path the
    file names with dashes, `illegal.false-accusation`, or underscores alike)."""
    here: object = data
    for part in path.split("."):
        if not isinstance(here, dict):
            return False
        found = next((k for k in here if str(k).replace("-", "_") == part.replace("-", "_")), None)
        if found is None:
            return False
        here = here[found]
        if here is None:  # the file removes what holds the rule (`deal alternative none`)
            return True
    return True


def merge_positions(parent: dict[Path_, Location], child: dict[Path_, Location],
                    child_data: dict[str, object]) -> dict[Path_, Location]:
    """Positions after a merge: the child's where it wrote something, else the parent's."""
    out = {p: loc for p, loc in parent.items() if not _overridden(p, child_data)}
    out.update(child)
    return out


def _overridden(path: Path_, child: dict[str, object]) -> bool:
    """Whether the child replaced the value at (or above) `path` as a whole."""
    node: object = child
    for depth, key in enumerate(path):
        if not isinstance(node, dict) or key not in node:
            return False
        node = node[key]
        if not isinstance(node, dict) or path[: depth + 1] in REPLACED \
                or _names_award(path[: depth + 1], node):
            return True
    return False
