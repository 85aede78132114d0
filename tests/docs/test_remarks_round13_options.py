"""The thirteenth round's readers' kinds on the table's options, the glossary and the matrix's
deal rows, checked on the generated books, matrix and differences, in every locale:

- an option compared with a variant where its rule does not apply says why, as the matrix's
  cell says it ("— (illegal cards are refused)"), not "not a table option" (EN13-06,
  R13-PT-09, BR13-11, FR13-01, FR13-02), in `diff` and in a book's differences (there as
  prose: "does not apply (illegal cards are refused)");
- an option's first value is said as the rule it sets is said on the other side (EN13-07);
- the bandeira taken by the card points is said plainly under that choice (EN13-05);
- a glossary defines no accusation where there can be none (R13-PT-05, FR13-14), and defines
  the tie wherever the book says one (R13-PT-06);
- "when the dealer is served" is said as such (BR13-10);
- every matrix row accounts for every variant compared (R13-PT-10)."""

from __future__ import annotations

import itertools
import re

import pytest

from sueca_rules.catalogue import wording_for
from sueca_rules.catalogue.entry import NA
from sueca_rules.catalogue.meta.words import option_label, said_value
from sueca_rules.checks import validate
from sueca_rules.cli import main
from sueca_rules.docs.compare import matrix_rows, meaning, rule_changes
from sueca_rules.docs.deals import not_applying, option_rule
from sueca_rules.docs.rulebook import book_of
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant
from .books import book


def _changes(a: str, b: str, locale: str) -> dict[str, tuple[str, str, str]]:
    v = Voice(locale)
    sa, sb = load_variant(a), load_variant(b)
    return {path: (lab, va, vb) for path, lab, va, vb in
            rule_changes(sa, sb, Speaker(v, tables=(sa, sb)), (Speaker(v, sa), Speaker(v, sb)))}


def _option_pairs() -> list[tuple[str, str]]:
    with_options = [name for name in BUNDLED if load_variant(name).options]
    return [(a, b) for a, b in itertools.permutations(BUNDLED, 2) if a in with_options or b in with_options]


@pytest.mark.parametrize(("a", "b"), _option_pairs())
def test_an_option_against_a_variant_without_its_rule_says_why(a: str, b: str) -> None:
    v = Voice("en")
    specs = load_variant(a), load_variant(b)
    means = [meaning(spec, tuple(dict.fromkeys([*specs[0].deal, *specs[1].deal]))) for spec in specs]
    for path, (_, *values) in _changes(a, b, "en").items():
        if not path.startswith("options."):
            continue
        name = path.split(".", 1)[1]
        rule = option_rule(name, (specs[0].options.get(name) or specs[1].options[name]).model_dump())
        for side in (0, 1):
            if rule is None or name in specs[side].options or means[side].get(rule, NA) is not NA:
                continue
            assert values[side] == not_applying(rule, v, means[side], "variant"), (a, b, path, values)
            assert "table option" not in values[side]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_revoke_option_against_refused_cards(locale: str) -> None:
    v = Voice(locale)
    _, ours, theirs = _changes("portugal", "sueca-italiana", locale)["options.revoke"]
    assert theirs == v.gettext("— (illegal cards are refused)")
    assert v.gettext("not a table option") not in theirs
    assert v.gettext("not a table option") not in ours
    for parent, name in (("portugal", "sueca-online"), ("brazil", "jogos-do-rei")):  # a book's differences: prose
        label = _changes(parent, name, locale)["options.revoke"][0]
        line = next(x for x in book(name, locale).splitlines() if x.startswith(f"- **{label}**"))
        assert v.gettext("does not apply ({why})", why=v.gettext("— (illegal cards are refused)")[3:-1]) in line
        assert "**: —" not in line and "** : —" not in line.replace("\u00a0", " ")


@pytest.mark.parametrize("locale", LOCALES)
def test_an_options_values_are_said_alike_and_the_chosen_one_once(locale: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """EN13-07 had an option's first value said as its rule and the others by name; the
    fourteenth readers (pt-PT PT14-03, pt-BR, fr FR14-02) found one sentence mixing the two, and
    with `-O direction=clockwise` the chosen value said twice (PT14-01, BR14-01, FR14-01: "clockwise,
    unless the table chooses clockwise"): every value in the file's words, the chosen one first."""
    mesa = load_variant("mesa-brasileira")
    sp = Speaker(Voice(locale), mesa)
    option = mesa.options["tie"].model_dump()
    _, _, brazilian = _changes("portugal", "mesa-brasileira", locale)["options.tie"]
    assert brazilian.startswith(said_value("tie", option, "plus-one", sp)), brazilian
    assert said_value("tie", option, "annulled", sp) in brazilian
    online = load_variant("sueca-online")
    main(["docs", "sueca-online", "--lang", locale, "--format", "md", "-O", "direction=clockwise"])
    text = plain(capsys.readouterr().out)
    so = Speaker(Voice(locale), online)
    way = online.options["direction"].model_dump()
    clock, anti = (plain(said_value("direction", way, x, so)).replace("'", "’") for x in ("clockwise", "anticlockwise"))
    label = plain(Voice(locale).sentence(option_label("direction", way, so)))
    line = next(line for line in text.splitlines() if re.match(rf"- \*\*{re.escape(label)}\*\*\s?:", line))
    assert line.count(clock) == 1 and anti in line and line.index(clock) < line.index(anti), line


@pytest.mark.parametrize("locale", LOCALES)
def test_the_bandeira_by_card_points_said_plainly(locale: str) -> None:
    v = Voice(locale)
    chosen = {"bandeira": "tricks"}
    others = {"bandeira": {"points": validate("mesa-brasileira", {"bandeira": "points"}).spec}}
    text = plain(book_of(validate("mesa-brasileira", chosen).spec, locale, None, load_rules("mesa-brasileira", chosen),
                         others).markdown())
    # the bandeira's own line under the choice says it is all the card points; the whole line that
    # said so again is left out (BR21-03: it only repeated it), and no "label: value" line either
    whole = v.sentence(v.gettext("with this choice, taking all the card points is itself the *bandeira*"))
    assert not re.search(r"^ +- " + re.escape(whole) + r"\.$", text, re.M), text
    bandeira = wording_for("scoring.bandeira").label_for(Speaker(v, load_variant("mesa-brasileira")))  # type: ignore[union-attr]
    assert re.search(r"^ {12}- \*?" + re.escape(bandeira.strip("*")) + r"\*?\s?:", text, re.M), text
    label = wording_for("scoring.all_points").label_for(Speaker(v, load_variant("mesa-brasileira")))  # type: ignore[union-attr]
    assert not re.search(re.escape(label) + r"\s?:", text)


def _glossary(text: str) -> str:
    return next(part for part in text.split("\n## ") if part.startswith(("Glossary", "Vocabulário", "Vocabulaire")))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", BUNDLED)
def test_the_glossary_has_the_accusation_only_where_there_can_be_one(name: str, locale: str) -> None:
    v = Voice(locale)
    entry = "- **" + v.pgettext("glossary", "accusation") + "**"
    if load_rules(name).illegal.refuse:  # no revoke stands, so no accusation: no entry
        assert entry not in _glossary(book(name, locale))
    else:
        assert entry in _glossary(book(name, locale))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["sueca-52", "sueca-a-dois", "sueca-online", "portugal"])
def test_a_book_that_says_a_tie_defines_it(name: str, locale: str) -> None:
    v = Voice(locale)
    word = v.pgettext("glossary", "tie")
    text = book(name, locale)
    rules_part = [part for part in text.split("\n## ")[1:] if part is not _glossary(text)][:-1]
    assert any(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", part, re.I) for part in rules_part), name
    assert "- **" + word + "**" in _glossary(text)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_dealer_served_label_says_which_rule(locale: str) -> None:
    v = Voice(locale)
    label = wording_for("deal.*.dealer").label_for(Speaker(v, load_variant("sueca-52")))  # type: ignore[union-attr]
    assert label.split()[0].lower() in ("when", "quando", "quand"), label
    assert label[0].lower() + label[1:] in book("sueca-52", locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_matrix_row_accounts_for_every_variant(locale: str) -> None:
    specs = [load_variant(name) for name in BUNDLED]
    v = Voice(locale)
    for row in matrix_rows(specs, Speaker(v)):
        if row.path == "options":
            continue  # one line an option: a variant with two options is in two
        members = [m for _, ms in row.groups for m in ms]
        assert sorted(members) == sorted(BUNDLED), (row.label, sorted(set(BUNDLED) - set(members)))
    online = next(row for row in matrix_rows(specs, Speaker(v)) if row.path == "deal.standard.trump")
    said = dict((m, cell) for cell, ms in online.groups for m in ms)
    assert said["sueca-online"] == v.gettext("— (one way of dealing only: see the {deal} rows)",
                                             deal=Speaker(v, tables=tuple(specs)).deal_name("alternative"))


@pytest.mark.parametrize("locale", LOCALES)
def test_a_book_made_with_a_choice_says_that_choice_first(locale: str, capsys: pytest.CaptureFixture[str]) -> None:
    """estilo-da-mesa with `-O estilo=brasileiro` (an option that sets several rules): its line in
    the differences said "Portuguese style, unless the table chooses mirrored style" (en EN14)."""
    path = "variants/house/estilo-da-mesa.sueca"
    spec = validate(path).spec
    option, sp = spec.options["estilo"].model_dump(), Speaker(Voice(locale), spec)
    mirrored, usual = (plain(said_value("estilo", option, x, sp)).split(" (")[0] for x in ("brasileiro", "portugues"))
    label = plain(Voice(locale).sentence(option_label("estilo", option, sp)))
    for choice, first, other in (("brasileiro", mirrored, usual), ("portugues", usual, mirrored)):
        main(["docs", path, "--lang", locale, "--format", "md", "-O", f"estilo={choice}"])
        text = plain(capsys.readouterr().out)
        line = next(line for line in text.splitlines() if re.match(rf"- \*\*{re.escape(label)}\*\*\s?:", line))
        assert line.index(first) < line.index(other), (choice, line)
