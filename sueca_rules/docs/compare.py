"""Variants compared by what their rules mean: `diff` and the comparison matrix.

Two settings that put the same seat in the same role are equal (under clockwise play "the
next player in the order of play" is the dealer's left; "the player who cut leads" is the
dealer's left when every deal has the left cut; a deal "with the play" goes the way play
goes); two limits that let the same hands ask are equal ("fewer than 10" is "9 or fewer");
a field no rule reads is not a difference (the penalties and the time to accuse where illegal
cards are refused, the games of a penalty that wins the match, whether ties add up when a tie
adds nothing, who chooses the deal where there is one deal); each side of a difference is
said in its own words (:class:`Said`); words, titles and descriptions are reported apart
from the rules. Labels speak the tables' own words: a rulebook's differences section its
variant's, `diff` and the matrix every word the variants compared use ("distribuidor /
carteador"); a deal's label names the deal only where the variant spoken of has several.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..arguments import check_language, shown
from ..errors import ArgumentError
from ..loading import check_spec
from ..spec import ALL_RANKS, INFRACTIONS, VariantSpec
from .i18n import Voice, resolve_locale
from .speaker import WORD_KEYS, Speaker, term_text
from .values import bands_as_scored, games, procedure
from .wording import wording_for

NA: Any = object()  # the rule does not apply to this variant

# Rule areas, in the order of the rulebook; "deal.*" stands for each deal procedure.
AREAS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("cards", ("direction", "partners", "deck.style", "deck.ranks", "deck.removed", "deck.points")),
    ("dealing", ("dealer.first", "dealer.next", "dealer.chooses", "dealer.procedure", "deal.*",
                 "trump.shown", "redeal")),
    ("playing", ("play.first_lead", "play.must_follow", "play.must_overtake", "play.when_void",
                 "play.trump_lead", "play.review")),
    ("illegal", ("illegal.handling", "illegal.accuse", "illegal.revoke", "illegal.false_accusation")),
    ("infractions", tuple(f"infractions.{name}" for name in INFRACTIONS)),
    ("scoring", ("scoring.hands", "scoring.bandeira", "scoring.all_points", "scoring.tie")),
    ("match", ("match.target", "series", "results")),
    ("options", ("options",)),
)
# House rules most variants do not have, with the value that means "not this rule": a matrix
# row where every variant has that value is left out (`diff` still shows a difference).
EXTRAS: dict[str, Any] = {"partners": "chosen", "deck.style": "french", "play.must_overtake": False,
                          "play.trump_lead": "any", "series": None,
                          **{f"infractions.{name}": None for name in INFRACTIONS}}
PROCEDURE_FIELDS = ("shuffles", "cuts", "packet", "rotation", "dealer", "trump")


def area_title(area: str, v: Voice) -> str:
    titles = {"cards": lambda: v.gettext("Players and cards"),
              "dealing": lambda: v.gettext("Shuffling, cutting and dealing"),
              "playing": lambda: v.gettext("Playing the tricks"),
              "illegal": lambda: v.gettext("Illegal cards"),
              "infractions": lambda: v.gettext("Other infractions"),
              "scoring": lambda: v.gettext("Scoring"),
              "match": lambda: v.pgettext("rule", "Match"),
              "options": lambda: v.gettext("Table options")}
    return titles[area]()


@dataclass(frozen=True)
class Said:
    """A value compared by what it means (`key`) and said as the variant writes it (`shown`):
    "9 card points or fewer" and "fewer than 10" are one rule, each said in its own words."""

    key: Any
    shown: Any

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and self.key == other.key

    def __hash__(self) -> int:
        return hash(repr(self.key))


def _seat(value: str, spec: VariantSpec) -> str:
    if value == "next":
        return "left" if spec.direction == "clockwise" else "right"
    return value


def _leader(spec: VariantSpec) -> Said:
    """Who leads first, as the seat it is in every deal (the player who shuffled is the dealer's
    right when every deal has the right shuffle), or the role when deals differ."""
    role = spec.play.first_lead
    seats = set()
    for proc in spec.deal.values():
        seats.add({"shuffler": proc.shuffles, "cutter": proc.cuts}.get(role, role))
    key = _seat(seats.pop(), spec) if len(seats) == 1 else role
    return Said(key, _seat(role, spec))


def _rotation(rotation: str, spec: VariantSpec) -> Said:
    """The direction the cards go round, `with-play` resolved by the direction of play."""
    from .sections import rotation_of

    return Said(rotation_of(rotation, spec), rotation)


def _redeal(spec: VariantSpec) -> Said | None:
    """Who may ask for a redeal, each limit as an inclusive number of card points."""
    r = spec.redeal
    if r is None:
        return None

    def most(below: int | None, at_most: int | None) -> int | None:
        return below - 1 if below is not None else at_most

    key = (most(r.leader_below, r.leader_at_most), most(r.others_below, r.others_at_most), r.then)
    return Said(key, r.model_dump())


def _penalty(penalty: Any) -> Any:
    """A penalty without the fields its award does not read (the games of `match`, the `then`
    of an award that ends the match)."""
    if penalty is None:
        return None
    out: dict[str, Any] = {"award": penalty.award}
    if penalty.award != "match":
        out["games"] = penalty.games
    if penalty.award in ("games", "lose"):
        out["then"] = penalty.then
    return out


def _bands(spec: VariantSpec) -> list[dict[str, int]]:
    """Bands with neighbours that score the same joined (61..75 and 76..90 at 1 = 61..90)."""
    out: list[dict[str, int]] = []
    for low, high, won in sorted(bands_as_scored(spec)):
        if out and out[-1]["games"] == won and out[-1]["max"] + 1 == low:
            out[-1]["max"] = high
        else:
            out.append({"min": low, "max": high, "games": won})
    return out


def meaning(spec: VariantSpec, names: tuple[str, ...] = ()) -> dict[str, Any]:
    """Every rule of `spec` in a normal form: equal values mean the same game."""
    refuse = spec.illegal.handling == "refuse"
    band = spec.scoring.bandeira
    tie = spec.scoring.tie
    several = len(spec.deal) > 1
    out: dict[str, Any] = {
        "direction": spec.direction,
        "partners": spec.partners,
        "deck.style": spec.deck.style,
        "deck.ranks": list(spec.deck.ranks),
        "deck.removed": sorted(spec.deck.removed, key=lambda r: -ALL_RANKS.index(r)),
        "deck.points": {r: p for r, p in spec.deck.points.items() if p and r in spec.deck.ranks},
        "dealer.first": spec.dealer.first,
        "dealer.next": _seat(spec.dealer.next, spec),
        # who chooses the deal matters only with a choice; the table's deal only if it chooses
        "dealer.chooses": spec.dealer.chooses if several else NA,
        "dealer.procedure": spec.dealer.procedure if several and spec.dealer.chooses == "table" else NA,
        "trump.shown": spec.trump.shown,
        "redeal": _redeal(spec),
        "play.first_lead": _leader(spec),
        "play.must_follow": spec.play.must_follow,
        "play.must_overtake": spec.play.must_overtake if spec.play.must_follow else NA,
        "play.when_void": spec.play.when_void,
        "play.trump_lead": spec.play.trump_lead,
        "play.review": spec.play.review,
        "illegal.handling": spec.illegal.handling,
        "illegal.accuse": NA if refuse else spec.illegal.accuse,
        "illegal.revoke": NA if refuse else _penalty(spec.illegal.revoke),
        "illegal.false_accusation": NA if refuse else _penalty(spec.illegal.false_accusation),
        **{f"infractions.{name}": _penalty(spec.infractions.get(name))  # type: ignore[call-overload]
           for name in INFRACTIONS},
        "scoring.hands": _bands(spec),
        "scoring.bandeira": None if band is None else {
            "by": band.by, "games": band.games,
            "ends_match": band.ends_match or band.games >= spec.match.target},
        "scoring.all_points": spec.scoring.all_points,
        "scoring.tie": {"outcome": tie.outcome, "bonus": 0 if tie.times > 1 else tie.bonus,
                        "times": tie.times,
                        "cumulative": tie.cumulative if tie.bonus or tie.times > 1 else True},
        "match.target": spec.match.target,
        "series": spec.series.model_dump() if spec.series else None,
        "results": {n: r.model_dump() for n, r in spec.results.items()},
        "options": {n: o.model_dump() for n, o in spec.options.items()},
    }
    for name in names:  # procedures other variants have and this one does not
        out[f"deal.{name}"] = None
        out.update({f"deal.{name}.{f}": NA for f in PROCEDURE_FIELDS})
    for name, proc in spec.deal.items():
        out[f"deal.{name}"] = proc.model_dump()
        out.update({f"deal.{name}.{f}": getattr(proc, f) for f in PROCEDURE_FIELDS})
        out[f"deal.{name}.rotation"] = _rotation(proc.rotation, spec)
    return out


def rule_paths(*specs: VariantSpec) -> list[tuple[str, str]]:
    """(area, path) of every rule compared, with one path per deal procedure any spec has."""
    names: list[str] = []
    for spec in specs:
        names += [n for n in spec.deal if n not in names]
    out = []
    for area, paths in AREAS:
        for path in paths:
            if path == "deal.*":
                for n in names:
                    out += [(area, f"deal.{n}"), *((area, f"deal.{n}.{f}") for f in PROCEDURE_FIELDS)]
            else:
                out.append((area, path))
    return out


def label(path: str, s: Speaker) -> str:
    """A rule's label in the words of the table(s) `s` speaks of; a deal's field is prefixed
    with the deal's name, unless the variant spoken of has one deal (its book never names it)."""
    if path.startswith("deal.") and path.count(".") == 1:
        return s.voice.sentence(s.deal_name(path.split(".")[1]))
    rule = wording_for(path)
    assert rule is not None, path
    said = rule.label_for(s)
    if path.startswith("deal.") and path.count(".") == 2 and (s.spec is None or len(s.spec.deal) > 1):
        return s.voice.gettext("{deal}: {rule}", deal=s.voice.sentence(s.deal_name(path.split(".")[1])),
                               rule=said[:1].lower() + said[1:])
    return said


def say(path: str, value: Any, s: Speaker) -> str:
    if isinstance(value, Said):
        value = value.shown
    if path.startswith("deal.") and path.count(".") == 1:
        if value is True:  # the matrix's row: which variants have the procedure
            return s.voice.gettext("offered")
        return procedure(value, s) if value else s.voice.gettext("not offered")
    if path == "match.target":
        return games(value, s)
    rule = wording_for(path)
    assert rule is not None, path
    return rule.speak(value, s)


def rule_differences(a: VariantSpec, b: VariantSpec, s: Speaker,
                     sides: tuple[Speaker, Speaker] | None = None) -> list[tuple[str, str, str]]:
    """(label, a's value, b's value) in words for every rule whose meaning differs. A deal
    procedure both have is compared field by field; one that only one has is one line.
    Labels are in `s`'s words, each value in its side's (`sides`, else `s` too)."""
    sa, sb = sides or (s, s)
    names = tuple(dict.fromkeys([*a.deal, *b.deal]))
    ma, mb = meaning(a, names), meaning(b, names)
    rows = []
    for _, path in rule_paths(a, b):
        va, vb = ma.get(path, NA), mb.get(path, NA)
        if va == vb or va is NA or vb is NA:
            continue  # (a procedure only one side has is its own line, not six)
        if path.startswith("deal.") and path.count(".") == 1 and va is not None and vb is not None:
            continue  # both have it: compared field by field
        rows.append((label(path, s), say(path, va, sa), say(path, vb, sb)))
    return rows


def text_differences(a: VariantSpec, b: VariantSpec, s: Speaker) -> list[tuple[str, str, str]]:
    """(label, a's, b's) for the title, description, region and each word of the table."""
    v = s.voice
    sa, sb = Speaker(v, a), Speaker(v, b)
    rows = []
    for name, ta, tb in (("title", sa.title(), sb.title()),
                         ("description", sa.description(), sb.description())):
        if ta != tb:
            rows.append((label(name, s), ta.rstrip(".") or "—", tb.rstrip(".") or "—"))
    if a.region != b.region:
        rows.append((label("region", s), say("region", a.region, s), say("region", b.region, s)))
    for key in WORD_KEYS:
        wa, wb = getattr(a.words, key), getattr(b.words, key)
        if wa != wb:
            shown_a = term_text(wa, s.locale) or sa.word(key).text
            shown_b = term_text(wb, s.locale) or sb.word(key).text
            if shown_a == shown_b:  # they differ in another language: show every language
                shown_a, shown_b = _languages(wa, wb), _languages(wb, wa)
            rows.append((v.gettext("The word for “{word}”", word=s.word(key).text), shown_a, shown_b))
    return rows


def _languages(term: Any, other: Any) -> str:
    """The word in each language where it differs from `other` ("pt: assistir")."""
    if term is None:
        return "—"
    mine, theirs = term.model_dump(), other.model_dump() if other is not None else {}
    return ", ".join(f"{lang.replace('_', '-')}: {text}" for lang, text in mine.items()
                     if theirs.get(lang) != text) or "—"


@dataclass(frozen=True)
class Row:
    """One rule of the matrix: its label and each distinct value with its variants."""

    area: str
    label: str
    groups: list[tuple[str, list[str]]]


def matrix_rows(specs: list[VariantSpec], s: Speaker) -> list[Row]:
    """The matrix as data: per rule, the variants grouped by what the rule says for them.
    Variants the rule does not apply to are left out of its row."""
    names = tuple(dict.fromkeys(n for spec in specs for n in spec.deal))
    meanings = [meaning(spec, names) for spec in specs]
    labels = Speaker(s.voice, tables=tuple(specs))  # a label true of every variant's words
    rows = []
    for area, path in rule_paths(*specs):
        presence = path.startswith("deal.") and path.count(".") == 1
        if presence and all(m[path] is not None for m in meanings):
            continue  # every variant has this procedure: its fields follow
        groups: list[tuple[Any, list[str]]] = []
        for spec, mean in zip(specs, meanings, strict=True):
            value = mean.get(path, NA)
            if presence:
                value = value is not None
            if value is NA:
                continue
            for known, members in groups:
                if known == value:
                    members.append(spec.variant)
                    break
            else:
                groups.append((value, [spec.variant]))
        if path in EXTRAS and all(value == EXTRAS[path] for value, _ in groups):
            continue  # no variant has this house rule
        if groups:
            by_name = {spec.variant: spec for spec in specs}
            rows.append(Row(area, label(path, labels), [  # each cell in its variants' own words
                (say(path, value, Speaker(s.voice, tables=tuple(by_name[m] for m in members))), members)
                for value, members in groups]))
    return rows


def locale_for(specs: list[VariantSpec], lang: str) -> str:
    """`pt` for several variants: the first one's norm."""
    return resolve_locale(lang, specs[0].region if specs else None)


def diff_variants(a: VariantSpec, b: VariantSpec, lang: str = "pt",
                  names: tuple[str, str] | None = None) -> str:
    """What differs between two variants, in words (Markdown): the rules, then the texts.

    `names` label the two sides (the CLI passes what the user typed); they default to the
    variant names. `lang` as for :func:`~sueca_rules.docs.rulebook` (`pt` follows `a`).
    `a` and `b` may be VariantSpecs, bundled names or file paths; ArgumentError for anything else.
    """
    a, b = check_spec(a, "a"), check_spec(b, "b")  # names and paths are loaded
    if names is not None and (not isinstance(names, tuple | list) or len(names) != 2
                              or not all(isinstance(n, str) for n in names)):
        raise ArgumentError("names", f"two labels (texts) or None, not {shown(names)}")
    s = Speaker(Voice(locale_for([a], check_language(lang))))
    v = s.voice
    first, second = names or (a.variant, b.variant)
    rules_heading, texts_heading = v.gettext("Rules"), v.gettext("Words and texts")
    out = [f"# `{first}` × `{second}`", "", f"## {rules_heading}", ""]
    rules = rule_differences(a, b, Speaker(v, tables=(a, b)), (Speaker(v, a), Speaker(v, b)))
    if not rules:
        out.append(v.gettext("The rules are the same."))
    out += [_line(v, lab, first, va, second, vb) for lab, va, vb in rules]
    texts = text_differences(a, b, s)
    if texts:
        out += ["", f"## {texts_heading}", ""]
        out += [_line(v, lab, first, va, second, vb) for lab, va, vb in texts]
    return "\n".join(out) + "\n"


def _line(v: Voice, rule: str, first: str, a: str, second: str, b: str) -> str:
    return "- " + v.gettext("**{rule}** — `{first}`: {a}; `{second}`: {b}", rule=rule, first=first,
                            a=a, second=second, b=b)


def matrix(specs: list[VariantSpec], lang: str = "pt") -> str:
    """The comparison matrix in Markdown: a table per rule area, each rule with its values
    and the variants that have each (readable at any width; `pt` follows the first variant).
    `specs`: VariantSpecs, bundled names or file paths; ArgumentError for anything else."""
    if not isinstance(specs, list | tuple) or not specs:
        raise ArgumentError("specs", "a list of one variant or more (VariantSpecs, bundled names "
                                     f"or file paths), not {shown(specs)}")
    specs = [check_spec(spec, f"specs[{index}]") for index, spec in enumerate(specs)]
    s = Speaker(Voice(locale_for(specs, check_language(lang))))
    v = s.voice
    every = v.gettext("all")
    header = "| " + " | ".join((v.gettext("Rule"), v.gettext("Value"), v.gettext("Variants"))) + " |"
    out: list[str] = []
    area = ""
    for row in matrix_rows(specs, s):
        if row.area != area:
            area = row.area
            out += ["", f"## {area_title(area, v)}", "", header, "|---|---|---|"]
        for index, (value, members) in enumerate(row.groups):
            who = every if len(members) == len(specs) else ", ".join(f"`{m}`" for m in members)
            shown_label = f"**{row.label}**" if index == 0 else ""
            cell = value.replace("|", "\\|")
            out.append(f"| {shown_label} | {cell} | {who} |")
    return "\n".join(out).lstrip("\n") + "\n"
