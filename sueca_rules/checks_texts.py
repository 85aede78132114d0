"""The check of a file's own `texts` (registered after the checks of :mod:`sueca_rules.checks`,
which imports this module once its own are registered)."""

from __future__ import annotations

from collections.abc import Iterator

from .catalogue.paths import decided_paths
from .checks_registry import check
from .errors import Problem, closest, did_you_mean
from .source.resolve import Resolved
from .spec import VariantSpec


@check("texts", "deal", "results", "hand_results", "infractions", "options")
def texts_name_what_exists(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    """A file's own `texts` name deal procedures, options and values, and named results, the
    variant has (texts inherited for a procedure the file drops are simply unused)."""
    own = r.layers[0].data.get("texts") if r.layers else None
    if not isinstance(own, dict):
        return
    for lang, texts in own.items():
        if not isinstance(texts, dict):
            continue
        shown = str(lang).replace("_", "-")
        for name in texts.get("deal") or {}:
            if name not in spec.deal:
                yield r.problem(("texts", lang, "deal", name), f"texts {shown}: there is no deal "
                                f"procedure '{name}'" + did_you_mean(str(name), spec.deal), "texts-unknown",
                                closest(str(name), spec.deal))
        named = [*spec.results, *spec.hand_results]  # names of matches and of hands
        for name in texts.get("results") or {}:
            if name not in named:
                yield r.problem(("texts", lang, "results", name), f"texts {shown}: there is no named "
                                f"result '{name}'" + did_you_mean(str(name), named), "texts-unknown",
                                closest(str(name), named))
        declared = [str(k) for k in (*spec.infractions, *spec.allowed, *spec.forbidden)]
        written = [k.replace("_", "-") for k in declared]  # as the infractions block writes them
        for name in texts.get("infractions") or {}:
            if str(name).replace("-", "_") not in declared:
                yield r.problem(("texts", lang, "infractions", name), f"texts {shown}: there is no "
                                f"infraction '{name}'" + did_you_mean(str(name), written),
                                "texts-unknown", closest(str(name), written))
        for name, entry in (texts.get("options") or {}).items():
            option = spec.options.get(name)
            if option is None:
                yield r.problem(("texts", lang, "options", name), f"texts {shown}: there is no option "
                                f"'{name}'" + did_you_mean(str(name), spec.options), "texts-unknown",
                                closest(str(name), spec.options))
                continue
            for value in (entry.get("values") or {}) if isinstance(entry, dict) else {}:
                if str(value) not in option.values:
                    yield r.problem(("texts", lang, "options", name, "values", value),
                                    f"texts {shown}: option '{name}' has no value '{value}'"
                                    + did_you_mean(str(value), option.values), "texts-unknown",
                                    closest(str(value), option.values))


LISTS = (("allowed", "allowed"), ("forbidden", "forbidden with no penalty named"),
         ("infractions", "punished"))


@check("allowed", "forbidden", "infractions")
def acts_in_one_list(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    """An act is allowed, forbidden with no penalty named, or punished: in one list only (shown
    on the later list's entry, where this file writes it)."""
    names = {field: [str(k) for k in getattr(spec, field)] for field, _ in LISTS}
    said = dict(LISTS)
    for i, (first, _) in enumerate(LISTS):
        for second, _ in LISTS[i + 1:]:
            for name in sorted(set(names[first]) & set(names[second])):
                shown = name.replace("_", "-")
                at = [(f, n if f == "infractions" else names[f].index(n)) for f, n in
                      ((second, name), (first, name))]
                yield r.problem(at, f"'{shown}' is both {said[first]} and {said[second]} — keep it in "
                                f"'{first}' or in '{second}', not both", "act-in-two-lists")


@check("decided")
def decided_names_rules(spec: VariantSpec, r: Resolved) -> Iterator[Problem]:
    """`decided` lists rules by the paths diff and the matrix compare them by (`trump.shown`)."""
    own = r.layers[0].data.get("decided") if r.layers else None  # this file's (a parent's: checked there)
    if not isinstance(own, list):
        return
    paths = decided_paths(spec)
    written = [p.replace("_", "-") for p in paths]
    for index, path in enumerate(str(p).replace("-", "_") for p in own):
        if path not in paths:
            shown = path.replace("_", "-")
            hint = did_you_mean(shown, written) or " — write a rule's path as `diff --format json` names " \
                "it, such as 'trump.shown'"
            yield r.problem(("decided", index), f"'{shown}' is not a rule's path{hint}", "decided-unknown",
                            closest(shown, written))
