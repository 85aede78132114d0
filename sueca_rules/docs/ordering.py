"""The order a reader looks variants up in (the matrix's cells and columns, `list` and the site),
the names it knows them by, and what the matrix says under its title."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from ..spec import VariantSpec
from ..words.grammar import split_gloss
from ..words.i18n import Voice
from ..words.speaker import WORD_KEYS, Speaker


@dataclass(frozen=True)
class Row:
    """One rule of the matrix: its label and each distinct value with its variants."""

    area: str
    label: str
    groups: list[tuple[str, list[str]]]
    path: str = ""  # the rule's path (`play.must_overtake`), for programs
    nothing: tuple[int, ...] = ()  # the groups it does not apply to or gives nothing (none, nobody)


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


def matrix_intro(specs: list[VariantSpec], v: Voice) -> str:
    """What the matrix is, under its title: how many variants, what "all" means, and the usual
    words it says where a variant's book says its own (pt-BR BR16-06: "carteador" in the
    matrix, "distribuidor" in Sueca Online's and mesa-brasileira's books)."""
    intro = v.ngettext("{count} variant, rule by rule.", "{count} variants, rule by rule; “all” means all {count}.",
                       len(specs))
    usual, own = Speaker(v), dict[tuple[str, str], list[str]]()
    for key in WORD_KEYS:
        word = split_gloss(usual.word(key).text)[0]
        for spec, title in zip(specs, titles(specs, v), strict=True):
            s = Speaker(v, spec)
            said = split_gloss(s.given(key) or s.word(key).text)[0]
            if said.casefold() != word.casefold():
                own.setdefault((word, said), []).append(title)
    if not own:
        return intro
    words = [v.ngettext("{word} is {own} in the book of {variants}", "{word} is {own} in the books of {variants}",
                        len(named), word=usual.quoted(word), own=usual.quoted(said), variants=v.listing(named))
             for (word, said), named in own.items()]
    return intro + " " + v.gettext("This table says the usual words: {words}.", words=v.clauses(words))


def cells(row: Row, count: int, v: Voice) -> list[tuple[str, list[str], str]]:
    """`row`'s groups as the matrix shows them: (value, variants, the variants said in short or
    ""). A group the rule does not apply to or gives nothing (none, nobody), of more than 3
    variants and all those the row's other groups leave, is said "the other 9 variants", last in
    its row (the largest such group, the others named): the same nine names were listed under
    "does not apply" row after row (en EN19-05). The JSON keeps every name."""
    def leaves_the_rest(index: int) -> bool:
        members = row.groups[index][1]
        listed = {m for i, (_, group) in enumerate(row.groups) if i != index for m in group}
        return len(members) > 3 and not listed & set(members) and len(listed) + len(members) == count
    fits = [index for index in row.nothing if leaves_the_rest(index)]
    short = max(fits, key=lambda index: len(row.groups[index][1]), default=None)
    said = [(value, members, v.ngettext("the other {count} variant", "the other {count} variants", len(members))
             if index == short else "") for index, (value, members) in enumerate(row.groups)]
    return sorted(said, key=lambda cell: bool(cell[2]))  # stable: the others last
