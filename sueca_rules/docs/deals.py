"""Deals compared by what they are, not by their names: a variant that deals one way is set
beside the deal of a variant with several that it is nearest to (Sueca Online's one deal is
Portugal's alternative deal, whatever the file calls it), in `diff`, a book's differences and
the matrix, so that one deal has one name everywhere. And the table's options, compared one
by one, each by its own name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..catalogue import wording_for
from ..catalogue.compile import compile_rules
from ..catalogue.entry import NA
from ..catalogue.meta.words import option_label, rule_path, said_value
from ..source.options import assignments, put_rule, typed_value
from ..spec import VariantSpec
from ..words.i18n import Voice
from ..words.speaker import Speaker


def every_deal_label(voice: Voice, label: str, deals: int, single: bool = False) -> str:
    """A rule's label on the one line said for every way of dealing: "(both deals)" when the
    variants compared have exactly two, "(every deal)" otherwise (matrix, diff, differences
    and their JSON say it alike); "(whatever the way of dealing)" when some variant compared
    (`single`) deals one way only, for which "both deals" is untrue (en R17-05, pt-BR R17-12)."""
    if single:
        return voice.gettext("{rule} (whatever the way of dealing)", rule=label)
    if deals == 2:
        return voice.gettext("{rule} (both deals)", rule=label)
    return voice.gettext("{rule} (every deal)", rule=label)

def paired(a: VariantSpec, b: VariantSpec, ma: dict[str, Any], mb: dict[str, Any]) -> tuple[str, str] | None:
    """(a's deal, b's deal) where one side deals one way and the other chooses among several:
    the single deal is paired with the other side's deal nearest to it (fewest fields that
    differ), so that Portugal's alternative deal kept alone is one line, not four."""
    if (len(a.deal) == 1) == (len(b.deal) == 1) or not a.deal or not b.deal:
        return None
    single, many, m1, m2 = (b, a, mb, ma) if len(b.deal) == 1 else (a, b, ma, mb)
    (only,) = single.deal

    def apart(name: str) -> int:
        prefix, own = f"deal.{name}.", f"deal.{only}."
        return sum(1 for key, value in m2.items() if key.startswith(prefix)
                   and m1.get(own + key[len(prefix):], NA) != value)

    best = min(many.deal, key=apart)
    return (best, only) if single is b else (only, best)


def filed_as(spec: VariantSpec, mean: dict[str, Any], specs: list[VariantSpec],
             meanings: list[dict[str, Any]]) -> dict[str, Any]:
    """`spec`'s normal form (`mean`) with its one deal filed under the name of the deal it is
    nearest to among a variant compared that has several (its parent's when compared, else the
    first such): the matrix's rows of that deal, and "not offered" under its own name."""
    many = [(other, m) for other, m in zip(specs, meanings, strict=True) if len(other.deal) > 1]
    if len(spec.deal) != 1 or not many:
        return mean
    other, theirs = next(((o, m) for o, m in many if o.variant == spec.extends), many[0])
    pair = paired(other, spec, theirs, mean)
    assert pair is not None
    near, (only,) = pair[0], spec.deal
    if near == only:
        return mean
    out = {k: v for k, v in mean.items() if not k.startswith((f"deal.{only}", f"deal.{near}"))}
    for key, value in mean.items():
        if key == f"deal.{only}" or key.startswith(f"deal.{only}."):
            out[f"deal.{near}" + key[len(f"deal.{only}"):]] = value
            out[key] = None if key == f"deal.{only}" else NA
    return out


def _named_variant(v: Voice, other: VariantSpec) -> str:
    """A variant named after "of": fr « de la Sueca (Brésil) » (fr R8 L3); pt quoted, the
    Portuguese translation saying "da variante" before it, as the books' other lines do (BR21-04:
    "a forma padrão de Sueca (Brasil)" lacked its article)."""
    title = Speaker(v, other).title()
    if v.lang == "fr" and title.lower().startswith("sueca"):
        return "la " + title
    return Speaker(v, other).quoted(title) if v.lang == "pt" else title


def ways_row(a: VariantSpec, b: VariantSpec, pair: tuple[str, str], s: Speaker, sa: Speaker,
             sb: Speaker, same: bool = True) -> tuple[str, str, str, str]:
    """The line that says one side deals one way (like the other's deal it is paired with,
    named by that deal's name: one deal, one name, when no detail of the two differs; else
    "only one", the rows below saying how it differs) and the other side's dealer chooses."""
    def said(side: VariantSpec, other: VariantSpec, sp: Speaker, near: str) -> str:
        v = sp.voice
        if len(side.deal) == 1 and not same:
            # its own deal, named as the other's it is paired with (one name a deal, and whose),
            # the lines after this one saying how it differs: in a book's differences and in
            # `diff` alike (a book's own deal is described above them, a diff's nowhere)
            title = _named_variant(v, other)
            # the value first, the rows below named as a participle, not an instruction (EN20-08)
            return v.gettext("one only, compared below with the {deal} of {other}",
                             deal=Speaker(v, other).deal_name(near), other=title)
        if len(side.deal) == 1:
            return v.gettext("one only, like the {deal} of {other}", deal=Speaker(v, other).deal_name(near),
                             other=_named_variant(v, other))
        return v.gettext("the {dealer} chooses the way of dealing ({deals})", dealer=sp.word("dealer"),
                         deals=v.listing([sp.deal_name(n) for n in side.deal], "or"))
    return ("deal", s.voice.pgettext("rule", "Ways of dealing"), said(a, b, sa, pair[1]), said(b, a, sb, pair[0]))


def option_rows(a: VariantSpec, b: VariantSpec, s: Speaker, sa: Speaker, sb: Speaker,
                said_rule: Callable[[str, int], str | None] | None = None,
                why_not: Callable[[str, int], str | None] | None = None) -> list[tuple[str, str, str, str]]:
    """(path, label, a's, b's) for each table option that differs, labelled by its name, each
    side what its table chooses. `said_rule(path, side)`: the value of a rule at side 0 (a) or
    1 (b) in words, None where it has none: a side without the option always plays its rule
    ("anticlockwise (to the right; not a table option)"; "not a table option" where the option sets no one rule), and a
    side that follows a value other than the first says it first ("clockwise, the table's
    choice"). `why_not(path, side)`: why the rule does not apply at that side, as the matrix's
    cell says ("— (illegal cards are refused)"), None where it applies: a variant that refuses
    illegal cards has no revoke to penalize, not a fixed penalty (en EN13-06, fr FR13-01)."""
    rows = []
    for name in dict.fromkeys([*a.options, *b.options]):
        ours, theirs = a.options.get(name), b.options.get(name)
        if ours == theirs:
            continue
        model = (ours or theirs).model_dump()  # type: ignore[union-attr]
        path = option_rule(name, model)
        said = []
        for side, (o, sp) in enumerate(((ours, sa), (theirs, sb))):
            value = said_rule(path, side) if said_rule is not None and path is not None else None
            missing = why_not(path, side) if why_not is not None and path is not None else None
            if o is None and missing is not None:
                said.append(missing)
                continue
            if o is None:
                said.append(_fixed(value, sp) if value is not None else sp.voice.gettext("not a table option"))
                continue
            option = o.model_dump()
            texts = {x: said_value(name, option, x, sp) for x in option["values"]}
            # the value this side plays is the one its compiled rules chose (the option's default
            # unless `-O` chose another); every value said in the same words, the file's, so that
            # one sentence does not mix a rule's sentence with a value's name (pt-PT PT14-03, pt-BR,
            # fr FR14-02), and the chosen one never said twice (PT14-01: "clockwise, unless the
            # table chooses clockwise" once -O direction=clockwise was given)
            played = next((x for x in option["values"] if value is not None and value == texts[x]),
                          played_value((a, b)[side], name))
            first = texts[played]
            rest = [texts[x] for x in option["values"] if x != played]
            said.append(sp.voice.gettext("{chosen}, the table’s choice; otherwise {others}", chosen=first,
                                         others=sp.voice.listing(rest, "or")) if played != option["default"]
                        else sp.voice.gettext("{default}, unless the table chooses {others}", default=first,
                                              others=sp.voice.listing(rest, "or")))
        named_by = sa if ours is not None else sb  # the variant that has it names it (its texts)
        rows.append((f"options.{name}", s.voice.sentence(option_label(name, model, named_by)), said[0], said[1]))
    return rows


def option_rule(name: str, option: dict[str, Any]) -> str | None:
    """The one rule an option sets (its `sets`, the rule it is named after, or the one rule all
    its `when` lines set), else None. An option that sets one rule is that rule's one line in
    `diff` and a book's differences (pt-PT R9-10: "Unproven accusation" said under the rules and
    again under the table's options): the side without the option says "always …"."""
    if option.get("sets") or not option.get("when"):
        return rule_path(option.get("sets") or name)
    paths = {rule_path(path) for rules in option["when"].values() for path in (rules or {})}
    return paths.pop() if len(paths) == 1 else None


def every_deal(a: VariantSpec, b: VariantSpec, rows: list[tuple[str, str, str, str]], s: Speaker,
                sa: Speaker, sb: Speaker) -> list[tuple[str, str, str, str]]:
    """A deal's field that differs in every deal of two variants with the same deals, one side
    saying the same in each, is one line (en R9 R05: the Azores book printed two identical
    "Trump card" lines): "Trump card (both deals)", the side that varies naming each deal."""
    names = tuple(a.deal)
    if len(names) < 2 or set(names) != set(b.deal):
        return rows
    by_field: dict[str, dict[str, tuple[str, str]]] = {}
    for path, _, va, vb in rows:
        parts = path.split(".")
        if len(parts) == 3 and parts[0] == "deal" and parts[1] in names:
            by_field.setdefault(parts[2], {})[parts[1]] = (va, vb)
    merged = {field: deals for field, deals in by_field.items() if len(deals) == len(names)
              and any(len({deals[n][side] for n in names}) == 1 for side in (0, 1))}
    out = []
    for row in rows:
        parts = row[0].split(".")
        if not (len(parts) == 3 and parts[0] == "deal" and parts[2] in merged):
            out.append(row)
            continue
        if parts[1] != names[0]:
            continue  # said on the merged line
        deals, field = merged[parts[2]], parts[2]
        rule = wording_for(row[0])
        assert rule is not None, row[0]
        which = every_deal_label(s.voice, rule.label_for(s), len(names))
        said = []
        for side, sp in enumerate((sa, sb)):
            values = [deals[n][side] for n in names]
            said.append(values[0] if len(set(values)) == 1 else sp.voice.clauses(
                [sp.voice.gettext("{rule} ({deal})", rule=deals[n][side], deal=sp.deal_name(n)) for n in names]))
        out.append((f"deal.*.{field}", which, said[0], said[1]))
    return out


def same_in_every_deal(specs: list[VariantSpec], meanings: list[dict[str, Any]],
                        names: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """The deal fields each variant compared has alike in all its deals (en R9 R05), where
    some variant has several: field -> variant -> its one value (NA where none applies)."""
    if len(names) < 2 or all(len(spec.deal) < 2 for spec in specs):
        return {}
    fields = dict.fromkeys(key.split(".")[2] for mean in meanings for key in mean
                           if key.startswith("deal.") and key.count(".") == 2)
    out = {}
    for field in fields:
        values: dict[str, Any] = {}
        for spec, mean in zip(specs, meanings, strict=True):
            had = [mean.get(f"deal.{n}.{field}", NA) for n in names if mean.get(f"deal.{n}") is not None]
            found = [x for x in had if x is not NA]
            if len(found) != len(had) or any(x != found[0] for x in found):
                break
            values[spec.variant] = found[0] if found else NA
        else:
            out[field] = values
    return out


def not_applying(path: str, v: Voice, mean: dict[str, Any] | None = None, where: str = "variants") -> str:
    """Why a rule does not apply to a variant, as its matrix cell says (issue 23: a row that
    left variants out read as if they had been forgotten); `mean`, the variant's normal form,
    tells a bandeira that covers all the card points from no bandeira at all; `where` says what
    the cell is said of: the matrix's "variants", a diff's one "variant", an option's "choice"."""
    no_bandeira = mean is not None and mean.get("scoring.bandeira", NA) in (NA, None)
    if where == "choice":  # a line of a book's options section ("label: value."), not a cell: no dash
        return v.gettext("does not apply with this choice") if path != "scoring.all_points" or no_bandeira \
            else v.gettext("with this choice, taking all the card points is itself the *bandeira*")
    if path == "dealer.chooses":
        return v.gettext("— (one way of dealing only)")
    if path.startswith("illegal."):
        return v.gettext("— (illegal cards are refused)")
    if path == "play.first_lead":
        return v.gettext("— (as the seats and roles say)")
    if path == "direction" and mean is not None and mean.get("table.players") == 2:
        return v.gettext("— (two players)")
    if path in ("play.silent", "infractions.talking"):
        return v.gettext("— (no partners)")
    if path == "scoring.all_points" and not no_bandeira:  # all the card points are the bandeira there
        return (v.gettext("— (in this variant, all the card points are the *bandeira*)") if where == "variant" else
                v.gettext("— (in these variants, all the card points are the *bandeira*)"))
    return v.gettext("— (does not apply)")


def _fixed(value: str, s: Speaker) -> str:
    """A rule a table does not let the players choose, marked so beside the other side's choices:
    "no penalty (not a table option)", "anticlockwise (to the right; not a table option)" (one
    bracket, not two). It read "always: …", which set a colon after the variant's (fr R9)."""
    tail = s.voice.gettext("not a table option")
    return f"{value[:-1]}; {tail})" if value.endswith(")") else f"{value} ({tail})"


def in_prose(said: str, v: Voice) -> str:
    """A cell's "— (illegal cards are refused)" as a line of prose says it, with no dash before the
    line's own dash: "does not apply (illegal cards are refused)" (a table option a variant has no
    place for: Portugal's revoke option in Sueca Online's book, FR13-01)."""
    if not (said.startswith("— (") and said.endswith(")")):
        return said
    if said == v.gettext("— (does not apply)"):
        return v.gettext("does not apply")
    return v.gettext("does not apply ({why})", why=said[3:-1])


def with_value(spec: VariantSpec, name: str, value: str, chosen: str) -> VariantSpec | None:
    """`spec`, written for the value `chosen` of the option `name`, with `value` instead (its
    `sets` rule, its `when` rules), or None when that cannot be told from `spec` alone: rules
    `chosen` sets that `value` does not set again (their values before the option are not
    kept in a resolved spec)."""
    option = spec.options[name].model_dump()
    data = spec.model_dump()
    jobs = assignments(name, option, value)
    if chosen != value:
        undone = {job.rule for job in assignments(name, option, chosen)} - {job.rule for job in jobs}
        if undone:
            return None
    for job in jobs:
        put_rule(data, job.rule, typed_value(job.rule, job.value))  # a whole rule read as the resolver reads it
    try:
        return VariantSpec.model_validate(data)
    except ValueError:
        return None


def played_value(spec: VariantSpec, name: str) -> Any:
    """The value of the option `name` that `spec` is written for: a value other than the
    default whose rules (`sets`, `when`) already hold in `spec` (a book made with `-O`: en
    EN14, estilo-da-mesa's mirrored style said as "Portuguese style, unless…"), else the
    compiled choice, else the default."""
    model = spec.options[name]
    option, here = model.model_dump(), spec.model_dump()
    for value in model.values:
        if value == model.default or not assignments(name, option, str(value)):
            continue
        there = with_value(spec, name, str(value), str(value))
        if there is not None and there.model_dump() == here:
            return value
    chosen = str(compile_rules(spec).options.get(name, model.default))
    return next((x for x in model.values if str(x) == chosen), model.default)


def absent_deal(spec: VariantSpec, mean: dict[str, Any], names: tuple[str, ...], s: Speaker) -> str:
    """A matrix cell for a variant without the deal of its row (R13-PT-10: rows that left it out
    read as if it were forgotten): one that deals one way only says under which deal's rows its
    deal is, one with several says this is not one of them."""
    if len(spec.deal) != 1:
        return s.voice.gettext("— (not one of this variant’s ways of dealing)")
    filed = next(n for n in names if mean.get(f"deal.{n}") is not None)
    return s.voice.gettext("— (one way of dealing only: see the {deal} rows)", deal=s.deal_name(filed))


def option_lines(a: VariantSpec, b: VariantSpec, s: Speaker, sides: tuple[Speaker, Speaker],
                 means: tuple[dict[str, Any], dict[str, Any]], mean_of: Callable[[VariantSpec], dict[str, Any]],
                 say: Callable[[str, Any, Speaker], str]) -> list[tuple[str, str, str, str]]:
    """:func:`option_rows` for `diff` and a book's differences: each side's rule said as its
    normal form (`means`) has it, why it does not apply where it does not, and each option's
    first value as the rule it sets is said (`mean_of`, `say`: compare's)."""
    return option_rows(
        a, b, s, *sides,
        lambda rule, side: None if means[side].get(rule, NA) is NA else say(rule, means[side][rule], sides[side]),
        lambda rule, side: not_applying(rule, sides[side].voice, means[side], "variant")
        if means[side].get(rule, NA) is NA else None)


def said_once(a: VariantSpec, b: VariantSpec, rows: list[tuple[str, str, str, str]], s: Speaker, sa: Speaker,
              sb: Speaker) -> list[tuple[str, str, str, str]]:
    """`rows` without the rule an option's line says (pt-PT R9-10), a deal's field alike in every
    deal on one line (:func:`every_deal`)."""
    covered = {option_rule(row[0].split(".", 1)[1], (a.options.get(row[0].split(".", 1)[1])
                                                    or b.options[row[0].split(".", 1)[1]]).model_dump())
               for row in rows if row[0].startswith("options.")}
    return every_deal(a, b, [row for row in rows if row[0] not in covered], s, sa, sb)
