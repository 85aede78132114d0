"""Variants compared by what their rules mean: `diff` and the comparison matrix.

Two settings that put the same seat in the same role are equal (under clockwise play "the next
player in the order of play" is the dealer's left; "the player who cut leads" is the dealer's left
when every deal has the left cut; a deal "with the play" goes the way play goes); two limits that
let the same hands ask are equal ("fewer than 10" is "9 or fewer"); a field no rule reads is not a
difference (the penalties and the time to accuse where illegal cards are refused, the games of a
penalty that wins the match, whether ties add up when a tie adds nothing, who chooses the deal where
there is one deal); a rule that applies to one side only is a difference, its other side saying why
it does not apply, as the matrix's cell does (`diff`'s lines are the matrix's rows whose cells
differ; a row that repeats others, REPEATS, is in neither); each side of a difference is said in its
own words (:class:`Said`); words, titles and descriptions are reported apart from the rules. A
rulebook's differences section speaks its variant's words; `diff` and the matrix, which speak of
several tables at once, the locale's usual word for each thing (one word per thing, never
"distribuidor / carteador"; the tables' own words are compared under "Words and texts"), and name
the variants by their titles. A deal's label names the deal only where the variant has several.
"""

from __future__ import annotations

from typing import Any

from ..arguments import check_language, shown
from ..catalogue import AREAS, RULES, wording_for
from ..catalogue.compile import compile_rules
from ..catalogue.entry import NA, NOT_AN_EXTRA, Said
from ..catalogue.paths import fields_of as _fields
from ..catalogue.paths import rule_paths
from ..catalogue.phrases import emphasized, games, spoken
from ..catalogue.table.words import procedure
from ..compiled.rules import Rules
from ..errors import ArgumentError
from ..loading import check_spec
from ..spec import VariantSpec
from ..words.grammar import split_gloss
from ..words.i18n import Voice, resolve_locale
from ..words.speaker import WORD_KEYS, Speaker
from ..words.typeset import typeset
from .deals import absent_deal, filed_as, not_applying, option_lines, paired, said_once, same_in_every_deal, ways_row
from .deals import every_deal_label as deal_label
from .ordering import Row, by_title, cells, matrix_intro, titles
from .own_faults import fault_rows

__all__ = [
    "NA",
    "Said",
    "area_title",
    "by_title",
    "diff_data",
    "diff_variants",
    "label",
    "matrix",
    "matrix_data",
    "matrix_rows",
    "meaning",
    "rule_changes",
    "rule_differences",
    "rule_paths",
    "say",
    "text_differences",
]

# House rules few have, with the value meaning "not this rule": a row where every variant has it is left out
EXTRAS: dict[str, Any] = {entry.path: entry.extra for entry in RULES if entry.extra is not NOT_AN_EXTRA}


# Rows that would say again what other rows say, left out of `diff` and the matrix: the
# contract as a whole (its outcomes have rows of their own) and who leads after the auction
# (the first lead's row names the declarer wherever the declarer leads)
REPEATS = ("contract", "bidding.leads")


def area_title(area: str, v: Voice) -> str:
    return next(a.title for a in AREAS if a.name == area)(v)


def meaning(spec: VariantSpec, names: tuple[str, ...] = (), rules: Rules | None = None) -> dict[str, Any]:
    """Every rule of `spec` in a normal form, from its compiled rules (`rules`, else compiled
    here): equal values mean the same game; NA where a rule does not apply. `names`: the deal
    procedures other variants compared have (None here where this one has not)."""
    rules = rules or compile_rules(spec)
    out: dict[str, Any] = {}
    for area in AREAS:
        for entry in area.compared:
            assert entry.normal is not None
            if entry.path.endswith(".*"):  # a named entry: one value per name, and per field
                head = entry.path[:-2]
                for name in names:
                    out[f"{head}.{name}"] = None
                    out.update({f"{head}.{name}.{field}": NA for field in _fields(entry)})
                out.update(entry.normal(rules, spec))
            else:
                out[entry.path] = entry.normal(rules, spec)
    return out


def label(path: str, s: Speaker) -> str:
    """A rule's label in the words of the table(s) `s` speaks of; a deal's field is prefixed
    with the deal's name, unless the variant spoken of has one deal (its book never names it)."""
    if path.startswith("deal.") and path.count(".") == 1:
        return s.voice.sentence(s.deal_name(path.split(".")[1]))
    rule = wording_for(path)
    assert rule is not None, path
    said = rule.label_for(s)
    if path.startswith("deal.") and path.count(".") == 2 and ((spec := spoken(s)) is None or len(spec.deal) > 1):
        return s.voice.gettext("{rule} ({deal})", rule=said, deal=s.deal_name(path.split(".")[1]))
    return said


def say(path: str, value: Any, s: Speaker) -> str:
    if isinstance(value, Said):
        value = value.shown
    if path.startswith("deal.") and path.count(".") == 1:
        # the matrix's row: who has the procedure, as one of several or the only one (pt-BR R9-09)
        if value == "several":
            return s.voice.gettext("one of the table’s ways of dealing")
        if value == "only":  # compared with the row's deal at the other tables (PT14-06, PT15-08)
            return s.voice.gettext("the only way of dealing (compared here with the other tables’ {deal})",
                                   deal=s.deal_name(path.split(".")[1]))
        return procedure(value, s) if value else s.voice.gettext("not offered")
    if path == "match.target":
        return games(value, s)
    rule = wording_for(path)
    assert rule is not None, path
    return rule.speak(value, s)


def rule_differences(a: VariantSpec, b: VariantSpec, s: Speaker,
                     sides: tuple[Speaker, Speaker] | None = None,
                     where: str = "variant") -> list[tuple[str, str, str]]:
    """(label, a's value, b's value) in words for every rule whose meaning differs. A deal
    procedure both have is compared field by field; one that only one has is one line.
    Labels are in `s`'s words, each value in its side's (`sides`, else `s` too); `where` says
    what each side is, for why a rule does not apply ("variant", or "choice": a table option's)."""
    return [(lab, va, vb) for _, lab, va, vb in rule_changes(a, b, s, sides, where)]


def rule_changes(a: VariantSpec, b: VariantSpec, s: Speaker,
                 sides: tuple[Speaker, Speaker] | None = None,
                 where: str = "variant") -> list[tuple[str, str, str, str]]:
    """:func:`rule_differences` with each rule's path first (`play.must_overtake`, for
    programs): (path, label, a's value, b's value)."""
    sa, sb = sides or (s, s)
    names = tuple(dict.fromkeys([*a.deal, *b.deal]))
    ma, mb = meaning(a, names), meaning(b, names)
    pair = paired(a, b, ma, mb)
    rows: list[tuple[str, str, str, str]] = []
    for _, path in rule_paths(a, b):
        if path in REPEATS or (pair is not None and path == "dealer.chooses"):
            continue  # (who chooses the deal: the ways-of-dealing line says it)
        deal: tuple[str, str] | None = None  # the two sides' deal, for a deal's field
        if pair is not None and path.startswith("deal."):
            if path.count(".") == 1:  # one way of dealing against several: one line says it
                if not any(row[0] == "deal" for row in rows):
                    same = all(mb.get(f"deal.{pair[1]}.{key.split('.', 2)[2]}", NA) == value
                               for key, value in ma.items() if key.startswith(f"deal.{pair[0]}."))
                    rows.append(ways_row(a, b, pair, s, sa, sb, same))
                continue
            name, field = path.split(".", 2)[1:]
            if name != pair[1 if len(b.deal) == 1 else 0]:
                continue  # the single deal is compared with the one it is paired with only
            va = ma.get(f"deal.{pair[0]}.{field}", NA)
            vb = mb.get(f"deal.{pair[1]}.{field}", NA)
            deal = f"deal.{pair[0]}", f"deal.{pair[1]}"
        else:
            va, vb = ma.get(path, NA), mb.get(path, NA)
            if path.startswith("deal.") and path.count(".") == 2:
                deal = path.rsplit(".", 1)[0], path.rsplit(".", 1)[0]
        if va == vb or (path in EXTRAS and all(x is NA or x == EXTRAS[path] for x in (va, vb))):
            continue  # (a house rule one side has not, the other not applying: no row in the matrix)
        if deal is not None and ((va is NA and ma.get(deal[0]) is None) or (vb is NA and mb.get(deal[1]) is None)):
            continue  # a deal only one side has: its own line says so, not one per field
        if path.startswith("deal.") and path.count(".") == 1 and va is not None and vb is not None:
            continue  # both have it: compared field by field
        if path == "infractions" and isinstance(va, dict) and isinstance(vb, dict):
            rows += fault_rows(va, vb, sa, sb)  # a table's own faults, one line each
            continue
        if path == "options":  # one line per option, named by its label: no "options: style: …"
            rows += option_lines(a, b, s, (sa, sb), (ma, mb), lambda spec: meaning(spec, names), say)
            continue
        # a rule that does not apply to one side is said so, with why, as its matrix cell says
        named = path  # a paired deal's field is named by the deal of the side that has several
        if deal is not None and pair is not None:
            named = f"{deal[0] if len(a.deal) > 1 else deal[1]}.{path.split('.', 2)[2]}"
        rows.append((path, label(named, s),
                     say(path, va, sa) if va is not NA else not_applying(path, sa.voice, ma, where),
                     say(path, vb, sb) if vb is not NA else not_applying(path, sb.voice, mb, where)))
    return said_once(a, b, rows, s, sa, sb)  # an option says its rule, once


def text_differences(a: VariantSpec, b: VariantSpec, s: Speaker) -> list[tuple[str, str, str]]:
    """(label, a's, b's) for the description, region and each word of the table (the titles
    head the comparison). A word is compared as a book in the reader's locale says it, and is
    a difference only where that word differs (not its gloss, not another locale's word)."""
    v = s.voice
    sa, sb = Speaker(v, a), Speaker(v, b)
    rows = []
    ta, tb = sa.description(), sb.description()
    if ta != tb:
        rows.append((label("description", s), ta or "—", tb or "—"))
    if a.region != b.region:
        rows.append((label("region", s), say("region", a.region, s), say("region", b.region, s)))
    for key in WORD_KEYS:  # the reader's locale's words only: a word is the same if only a gloss differs
        wa, wb = _said_word(a, key, v.locale), _said_word(b, key, v.locale)
        if split_gloss(wa)[0].casefold() == split_gloss(wb)[0].casefold():
            continue
        rows.append((v.gettext("The word for “{word}”", word=s.word(key).text), wa, wb))
    return rows


def _said_word(spec: VariantSpec, key: str, locale: str) -> str:
    """A table word as a book in `locale` says it, gloss included."""
    s = Speaker(Voice(locale), spec)
    return s.given(key) or s.word(key).text


def matrix_rows(specs: list[VariantSpec], s: Speaker) -> list[Row]:
    """The matrix as data: per rule, the variants grouped by what the rule says for them;
    the variants it does not apply to last, with why (a deal's fields leave out the variants
    without that deal: its own row says "not offered")."""
    names = tuple(dict.fromkeys(n for spec in specs for n in spec.deal))
    meanings = [meaning(spec, names) for spec in specs]
    meanings = [filed_as(spec, mean, specs, meanings) for spec, mean in zip(specs, meanings, strict=True)]
    labels = Speaker(s.voice, tables=tuple(specs))  # the locale's words: one word per thing
    same = same_in_every_deal(specs, meanings, names)
    rows, every = list[Row](), list[Row]()  # every: the rows said once for every deal, before the deals' own
    for area, path in rule_paths(*specs):
        presence = path.startswith("deal.") and path.count(".") == 1
        if path in REPEATS:
            continue
        if path.count(".") == 2 and path.startswith("deal.") and path.split(".")[2] in same:
            if path.split(".")[1] != names[0]:
                continue  # one row for every deal
            field = path.split(".")[2]
            groups_said: dict[str, list[str]] = {}
            for spec, mean in zip(specs, meanings, strict=True):
                value = same[field][spec.variant]
                groups_said.setdefault(not_applying(path, s.voice, mean) if value is NA else say(
                    path, value, Speaker(s.voice, tables=(spec,), foreign=True)), []).append(spec.variant)
            rule = wording_for(path)
            assert rule is not None, path
            every.append(Row(area, deal_label(s.voice, rule.label_for(labels), len(names),
                                                   any(len(spec.deal) == 1 for spec in specs)),
                             list(groups_said.items()), f"deal.*.{field}"))
            continue
        if presence and all(m[path] is not None for m in meanings):
            continue  # every variant has this procedure: its fields follow
        groups: list[tuple[Any, list[str]]] = []
        missing: dict[str, list[str]] = {}  # why it does not apply -> the variants
        for spec, mean in zip(specs, meanings, strict=True):
            value = mean.get(path, NA)
            if presence:
                value = ("only" if len(spec.deal) == 1 else "several") if value is not None else False
            if value is NA:
                if not path.startswith("deal.") or mean.get(".".join(path.split(".")[:2])) is not None:
                    missing.setdefault(not_applying(path, s.voice, mean), []).append(spec.variant)
                elif path.count(".") == 2:  # a deal it has not: every row accounts for every variant (R13-PT-10)
                    missing.setdefault(absent_deal(spec, mean, names, labels), []).append(spec.variant)
                continue
            for known, members in groups:
                if known == value:
                    members.append(spec.variant)
                    break
            else:
                groups.append((value, [spec.variant]))
        if path in EXTRAS and all(value == EXTRAS[path] for value, _ in groups):
            continue  # no variant has this house rule
        if path == "options":  # one cell an option, each default first (pt-PT R9-02): within the cell cap
            groups = [(one, members) for value, members in groups
                      for one in ([{k: x} for k, x in value.items()] or [{}])]
        if groups:
            by_name = {spec.variant: spec for spec in specs}
            # each cell in its variants' own words, the tables' Portuguese words in italics as
            # in the books and the diff (pt-PT R8: *bandeira*, *pente* among the named results)
            rows.append(Row(area, label(path, labels), [
                (say(path, value, Speaker(s.voice, tables=tuple(by_name[m] for m in members), foreign=True)),
                 members)
                for value, members in groups] + list(missing.items()),
                path, tuple(i for i, (value, _) in enumerate(groups) if value is None or value == [])
                + tuple(range(len(groups), len(groups) + len(missing)))))
    at = next((i for i, row in enumerate(rows) if row.path.startswith("deal.")), len(rows))
    return rows[:at] + every + rows[at:]


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
    first, second = names or titles([a, b], v)
    rules_heading = v.gettext("Rules")
    out = ["# " + v.gettext("{first} and {second} compared", first=first, second=second), "", f"## {rules_heading}", ""]
    # in the locale's words (the tables' own are under "words"), each side's names in its texts,
    # the tables' Portuguese words in italics as in the books (fr R8 L4: *bandeira*)
    rules = rule_changes(a, b, Speaker(v, tables=(a, b)),
                         (Speaker(v, tables=(a,), foreign=True), Speaker(v, tables=(b,), foreign=True)))
    if not rules:
        out.append(v.gettext("The rules are the same."))
    out += [_line(v, lab, first, va, second, vb) for path, lab, va, vb in rules if not path.startswith("options.")]
    # the table's options apart, under their own heading: an option named after the rule it sets
    # ("False accusation") is not read as that rule said twice
    options = [row for row in rules if row[0].startswith("options.")]
    if options:
        out += ["", f"### {area_title('options', v)}", ""]
        out += [_line(v, v.gettext("{rule} (table option)", rule=lab), first, va, second, vb)
                for _, lab, va, vb in options]
    texts = text_differences(a, b, s)
    if texts:  # the words compared are the reader's locale's: where none differs, "Descriptions"
        words = any(lab != label("description", s) and lab != label("region", s) for lab, _, _ in texts)
        texts_heading = v.gettext("Descriptions and words") if words else v.gettext("Descriptions")
        out += ["", f"## {texts_heading}", ""]
        out += [_line(v, lab, first, va, second, vb) for lab, va, vb in texts]
    return typeset("\n".join(out) + "\n", v.locale)


def diff_data(a: VariantSpec, b: VariantSpec, lang: str = "pt",
              names: tuple[str, str] | None = None) -> dict[str, Any]:
    """What :func:`diff_variants` says, as data (`diff --format json`, docs/json-output.md):
    the two labels, the locale, each rule that differs (path, label, each side's value in its
    own words) and each word or text that differs (label and the two sides)."""
    a, b = check_spec(a, "a"), check_spec(b, "b")
    first, second = names or (a.variant, b.variant)
    s = Speaker(Voice(locale_for([a], check_language(lang))))
    v = s.voice
    rules = rule_changes(a, b, Speaker(v, tables=(a, b)), (Speaker(v, a), Speaker(v, b)))
    return {"first": first, "second": second, "locale": v.locale,
            "rules": [{"path": path, "rule": lab, "first": va, "second": vb} for path, lab, va, vb in rules],
            "texts": [{"what": lab, "first": ta, "second": tb} for lab, ta, tb in text_differences(a, b, s)]}


def matrix_data(specs: list[VariantSpec], lang: str = "pt") -> dict[str, Any]:
    """The comparison matrix as data (`matrix --format json`, docs/json-output.md): the
    variants, the locale, and per rule its area, path, label and each distinct value (in
    words) with the variants that have it. `specs` as for :func:`matrix`."""
    if not isinstance(specs, list | tuple) or not specs:
        raise ArgumentError("specs", "a list of one variant or more (VariantSpecs, bundled names "
                                     f"or file paths), not {shown(specs)}")
    specs = [check_spec(spec, f"specs[{index}]") for index, spec in enumerate(specs)]
    s = Speaker(Voice(locale_for(specs, check_language(lang))))
    return {"variants": [spec.variant for spec in specs], "locale": s.voice.locale,
            "rules": [{"area": row.area, "path": row.path, "rule": row.label,
                       "values": [{"value": value, "variants": members} for value, members in row.groups]}
                      for row in matrix_rows(specs, s)]}


def _line(v: Voice, rule: str, first: str, a: str, second: str, b: str) -> str:
    """A rule that differs, then each variant's value on a line of its own (a value may hold
    its own semicolons: no separator joins the two)."""
    return "\n".join((f"- **{rule}**", "    - " + v.gettext("{variant}: {value}", variant=first, value=a),
                       "    - " + v.gettext("{variant}: {value}", variant=second, value=b)))


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
    specs = by_title(specs, v)
    every = v.gettext("all")
    named = dict(zip((spec.variant for spec in specs), titles(specs, v), strict=True))
    header = "| " + " | ".join((v.gettext("Rule"), v.gettext("Value"), v.gettext("Variants"))) + " |"
    out: list[str] = ["# " + v.gettext("Sueca variants compared"), "", emphasized(matrix_intro(specs, v))]
    area = ""
    for row in matrix_rows(specs, s):
        if row.area != area:
            area = row.area
            out += ["", f"## {area_title(area, v)}", "", header, "|---|---|---|"]
        for index, (value, members, short) in enumerate(cells(row, len(specs), v)):
            who = every if len(members) == len(specs) else short or ", ".join(named[m] for m in members)
            shown_label = f"**{row.label}**" if index == 0 else ""
            cell = value.replace("|", "\\|")
            out.append(f"| {shown_label} | {cell} | {who} |")
    return typeset("\n".join(out) + "\n", v.locale)
