"""The order a reader looks variants up in (the matrix's cells and columns, `list` and the site),
the names it knows them by, and what the matrix says under its title."""

from __future__ import annotations

import unicodedata

from ..spec import VariantSpec
from ..words.i18n import Voice
from ..words.speaker import Speaker


def by_title(specs: list[VariantSpec], v: Voice) -> list[VariantSpec]:
    """`specs` in the order a reader looks them up: a family first (a variant, then the ones
    that extend it, in tree order), the largest family first — Portugal, whose rules most
    variants take, comes first — then by title in `v`'s language, accents aside (French puts
    « Sueca à deux » before « Sueca italienne »), then name."""
    names = {spec.variant for spec in specs}
    children: dict[str | None, list[VariantSpec]] = {}
    for spec in specs:
        children.setdefault(spec.extends if spec.extends in names else None, []).append(spec)

    def size(spec: VariantSpec) -> int:
        return 1 + sum(size(child) for child in children.get(spec.variant, ()))

    def title(spec: VariantSpec) -> tuple[str, str]:
        plain = unicodedata.normalize("NFKD", Speaker(v, spec).title())
        return "".join(c for c in plain if not unicodedata.combining(c)).casefold(), spec.variant

    out: list[VariantSpec] = []

    def walk(parent: str | None) -> None:
        first = parent is None  # the families: the largest first
        for spec in sorted(children.get(parent, ()), key=lambda spec: (-size(spec) if first else 0, title(spec))):
            out.append(spec)
            walk(spec.variant)

    walk(None)
    return out


def titles(specs: list[VariantSpec], v: Voice) -> list[str]:
    """The variants' titles in `v`'s language, as a reader knows them; where two are the same,
    their names (identifiers) tell them apart."""
    found = [Speaker(v, spec).title() for spec in specs]
    return [title if found.count(title) == 1 else f"{title} ({spec.variant})"
            for title, spec in zip(found, specs, strict=True)]


def matrix_intro(count: int, v: Voice) -> str:
    """What the matrix is, under its title: how many variants, and what "all" means."""
    return v.ngettext("{count} variant, rule by rule.", "{count} variants, rule by rule; “all” means all {count}.",
                      count)
