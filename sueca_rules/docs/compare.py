"""Rule by rule differences between variants, and the comparison matrix."""

from __future__ import annotations

from typing import Any

from ..spec import VariantSpec
from .wording import Lang, wording_for

RULES: tuple[str, ...] = (
    "direction", "deck.ranks", "deck.removed", "deck.points", "dealer.first", "dealer.next",
    "deal", "trump.shown", "redeal", "play.first_lead", "play.must_follow", "play.when_void",
    "play.review", "illegal.handling", "illegal.revoke", "illegal.false_accusation",
    "scoring.hands", "scoring.bandeira", "scoring.all_points", "scoring.tie", "match.target",
    "options",
)
PROCEDURE_FIELDS = ("shuffles", "cuts", "packet", "rotation", "dealer", "trump")


def _get(data: dict[str, Any], path: str) -> Any:
    node: Any = data
    for step in path.split("."):
        if not isinstance(node, dict):
            return None
        node = node.get(step)
    return node


def rule_paths(*specs: VariantSpec) -> list[str]:
    """The rules compared, with one line per field of every deal procedure any spec has."""
    names: list[str] = []
    for spec in specs:
        names += [n for n in spec.deal if n not in names]
    out: list[str] = []
    for path in RULES:
        if path == "deal":
            out += [f"deal.{n}.{f}" for n in names for f in PROCEDURE_FIELDS]
        else:
            out.append(path)
    return out


def label(path: str, lang: Lang) -> str:
    wording = wording_for(path)
    assert wording is not None, path
    text = wording.label(lang)
    parts = path.split(".")
    if parts[0] == "deal" and len(parts) == 3:
        text += f" ({parts[1]})"
    return text


def say(path: str, value: Any, lang: Lang) -> str:
    if value is None and path.startswith("deal."):
        return "—"
    wording = wording_for(path)
    assert wording is not None, path
    return wording.say(value, lang)


def changed_rules(a: VariantSpec, b: VariantSpec) -> list[tuple[str, Any, Any]]:
    """(path, value in a, value in b) for every rule where a and b differ."""
    da, db = a.model_dump(mode="json"), b.model_dump(mode="json")
    return [(p, _get(da, p), _get(db, p)) for p in rule_paths(a, b) if _get(da, p) != _get(db, p)]


def diff_variants(a: VariantSpec, b: VariantSpec, lang: Lang = "en") -> str:
    """What differs between two variants, rule by rule, in words (Markdown)."""
    changes = changed_rules(a, b)
    head = (f"# {a.variant} × {b.variant}: " + ("diferenças" if lang == "pt" else "differences"))
    if not changes:
        return head + "\n\n" + ("As regras são as mesmas.\n" if lang == "pt" else "The rules are the same.\n")
    lines = [head, ""]
    for path, va, vb in changes:
        lines.append(f"- **{label(path, lang)}** — {a.variant}: {say(path, va, lang)}; "
                     f"{b.variant}: {say(path, vb, lang)}")
    return "\n".join(lines) + "\n"


def matrix(specs: list[VariantSpec], lang: Lang = "en") -> str:
    """One Markdown table: rules as rows, variants as columns."""
    data = [s.model_dump(mode="json") for s in specs]
    header = ["Regra" if lang == "pt" else "Rule", *(s.variant for s in specs)]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for path in rule_paths(*specs):
        cells = [say(path, _get(d, path), lang).replace("|", "\\|") for d in data]
        lines.append(f"| {label(path, lang)} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"
