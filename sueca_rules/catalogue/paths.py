"""The rule paths `diff` and the matrix compare (`play.review`, `deal.standard.cuts`): read by
the documents and by the checks of `decided` alike, from the catalogue's areas; and the paths
`decided` may name, which add the parts of a compared rule (`scoring.tie.cumulative`: a
source may give the tie and not what ties in a row do)."""

from __future__ import annotations

from collections.abc import Iterable

from . import AREAS, RULES
from .entry import Rule
from .variant import VariantSpec


def fields_of(named: Rule) -> tuple[str, ...]:
    """The fields of a named entry (`deal.*`) that are compared one by one: its keys."""
    prefix = named.path + "."
    return tuple(e.path[len(prefix):] for e in RULES if e.path.startswith(prefix) and e.key is not None)


def rule_paths(*specs: VariantSpec) -> list[tuple[str, str]]:
    """(area, path) of every rule compared, with one path per deal procedure any spec has."""
    names: list[str] = []
    for spec in specs:
        names += [n for n in spec.deal if n not in names]
    return paths_with_deals(names)


def paths_with_deals(names: Iterable[str]) -> list[tuple[str, str]]:
    """(area, path) of every rule compared, the deal procedures' named `names` (a file's own
    `deal` block, read before it is a spec)."""
    names = list(names)
    out = []
    for area in AREAS:
        for entry in area.compared:
            if entry.path.endswith(".*"):
                head = entry.path[:-2]
                for n in names:
                    out += [(area.name, f"{head}.{n}"),
                            *((area.name, f"{head}.{n}.{field}") for field in fields_of(entry))]
            else:
                out.append((area.name, entry.path))
    return out


def parts_of(path: str) -> tuple[str, ...]:
    """The catalogue's entries one level under a compared rule's path (`scoring.tie` →
    `scoring.tie.cumulative`, ...), which `decided` may name on their own."""
    prefix = path + "."
    return tuple(e.path for e in RULES if e.path.startswith(prefix) and "." not in e.path[len(prefix):]
                 and "*" not in e.path)


def decided_paths(spec: VariantSpec) -> list[str]:
    """The paths `decided` may name: every compared rule's, the parts of one, and each table
    option the variant declares (`options.estilo`: a house table's own choice)."""
    out: list[str] = []
    for _, path in rule_paths(spec):
        out.append(path)
        if not path.startswith("deal."):  # a deal's fields are compared (and named) already
            out += [p for p in parts_of(path) if p not in out]
        out += [p for p in own_parts(path, spec) if p not in out]
    return out + [f"options.{name}" for name in spec.options]


def own_parts(path: str, spec: VariantSpec) -> tuple[str, ...]:
    """Parts of a rule that no entry of its own holds, which `decided` may name where a source
    gives the rest: one rank's card points (`deck.points.J`: 003 gives the Ace's, the 7's and
    the King's), and the card points that win a hand (`scoring.hands.threshold`: a page that
    gives the bands above it and says "60 or more")."""
    if path == "deck.points":
        return tuple(f"deck.points.{rank}" for rank in spec.deck.ranks)
    if path == "scoring.hands":
        return ("scoring.hands.threshold",)
    return ()
