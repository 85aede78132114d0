"""`diff` and the matrix say the same differences: for every pair of bundled variants, the
lines of `diff` are the rows of the pair's matrix whose cells differ (a rule that applies to one
side only included, its other side saying why), and neither repeats a row."""

from __future__ import annotations

import itertools
import re

import pytest

from sueca_rules.docs import diff_variants
from sueca_rules.docs.compare import REPEATS, matrix_data, matrix_rows, rule_changes
from sueca_rules.docs.deals import option_rule
from sueca_rules.spec import VariantSpec
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_variant

SPECS = {name: load_variant(name) for name in BUNDLED}


def _matrix_differs(a: VariantSpec, b: VariantSpec, s: Speaker) -> set[str]:
    """The paths of the pair's matrix rows where the two are not in one cell (a deal's rows:
    the deal as a whole, which `diff` says in one line where one side deals one way)."""
    out = set()
    for row in matrix_rows([a, b], s):
        cells = [next((i for i, (_, members) in enumerate(row.groups) if spec.variant in members), None)
                 for spec in (a, b)]
        if None in cells:  # a deal one side has not: its "offered" row says it
            assert row.path.startswith("deal."), row
            continue
        if cells[0] != cells[1]:
            out.add(row.path)
    return out


def _deal_rows(paths: set[str]) -> set[str]:
    """Deals compared: the paths that name no rule outside the deals."""
    return {p for p in paths if p.startswith("deal") or p == "dealer.chooses"}


@pytest.mark.parametrize(("first", "second"), list(itertools.combinations(BUNDLED, 2)))
def test_diff_lists_every_row_where_the_matrix_differs(first: str, second: str) -> None:
    a, b = SPECS[first], SPECS[second]
    s = Speaker(Voice("en"))
    rows = rule_changes(a, b, s)
    said = {path for path, *_ in rows}
    assert len(said) == len(rows), "a rule said twice"
    expected = _matrix_differs(a, b, s)
    # the options are one line each in `diff`, one row in the matrix; an option's line says
    # the rule it sets (the direction of play at Sueca Online's table)
    covered = {option_rule(p[8:], (a.options.get(p[8:]) or b.options[p[8:]]).model_dump())
               for p in said if p.startswith("options.")}
    said = {"options" if p.startswith("options.") else p for p in said}
    assert said - _deal_rows(said) - covered == expected - _deal_rows(expected) - covered
    # where the matrix's deal rows differ, `diff` has a deal line (and the other way round)
    assert bool(_deal_rows(said)) == bool(_deal_rows(expected))
    for _, _, va, vb in rows:
        assert va != vb


def test_no_row_repeats_another() -> None:
    """A row whose content other rows say ("Contract" = "Contract made" + "Contract failed"; who leads
    after the auction = who leads to the first trick) is in neither output, and a house rule no
    variant compared has is not a row ("Named hands besides the bandeira: none — all")."""
    specs = list(SPECS.values())
    for lang in ("en", "pt-PT", "pt-BR", "fr"):
        rows = matrix_rows(specs, Speaker(Voice(lang)))
        paths = [row.path for row in rows]
        assert len(paths) == len(set(paths))
        assert not set(REPEATS) & set(paths)
        labels = [row.label for row in rows]
        assert len(labels) == len(set(labels)), lang
    pair = matrix_rows([SPECS["portugal"], SPECS["sueca-italiana"]], Speaker(Voice("en")))
    assert not [row for row in pair if row.path == "hand_results"]
    # table options: a row only where one of the variants compared has one (sueca-italiana's target)
    assert [row.path for row in pair if row.path == "options"] == ["options"] * bool(SPECS["sueca-italiana"].options)
    plain_pair = matrix_rows([SPECS["sueca-52"], SPECS["sueca-a-dois"]], Speaker(Voice("en")))
    assert not SPECS["sueca-52"].options and not SPECS["sueca-a-dois"].options
    assert not [row for row in plain_pair if row.path in ("hand_results", "options")]
    for row in pair:  # what each cell says, no two rows alike
        assert len({value for value, _ in row.groups}) == len(row.groups)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_diff_says_no_rule_twice_and_puts_the_options_apart(locale: str) -> None:
    """An option named after the rule it sets ("False accusation") is under "Table options",
    labelled as one, not a second line with the rule's heading; the words heading says "words"
    only where a word is compared."""
    v = Voice(locale)
    for first, second in itertools.combinations(BUNDLED, 2):
        text = plain(diff_variants(SPECS[first], SPECS[second], locale))
        labels = re.findall(r"^- \*\*(.+)\*\*$", text, re.M)
        assert len(labels) == len(set(labels)), (first, second)
        rules = text.split("\n## ")[1]
        if SPECS[first].options != SPECS[second].options:
            heading = f"\n### {plain(v.gettext('Table options'))}\n"
            assert heading in rules, (first, second)
            after = rules.split(heading)[1]
            marked = plain(v.gettext("{rule} (table option)", rule="@")).replace("@", "")
            assert all(marked in label for label in re.findall(r"^- \*\*(.+)\*\*$", after, re.M))
        words = plain(v.gettext("The word for “{word}”", word="@")).split("@")[0]
        if "\n## " + plain(v.gettext("Descriptions and words")) + "\n" in text:
            assert words in text.split("\n## ")[-1]
        else:
            assert words not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_a_matrix_cell_carries_the_rules_condition(locale: str) -> None:
    """No cell flattens a condition: following suit at two only once the stock is empty, a
    stock drawn from after the first tricks only, every trick examined to judge a revoke where
    one is judged, and Portugal's 2 game points for a revoke as a table option, like any other."""
    v = Voice(locale)
    rows = {r["path"]: {plain(x["value"]): x["variants"] for x in r["values"]}
            for r in matrix_data([SPECS[n] for n in BUNDLED], locale)["rules"]}
    follow = next(value for value, names in rows["play.must_follow"].items() if "sueca-a-dois" in names)
    assert follow == plain(v.gettext("yes, once the stock is empty"))
    s = Speaker(v, SPECS["sueca-52"])
    fifty_two = next(value for value, names in rows["table.undealt"].items() if "sueca-52" in names)
    assert fifty_two == plain(v.ngettext("a stock: each player draws a card after the first {trick} only",
                                         "a stock: each player draws a card after each of the first {count} "
                                         "{trick:pl}", 3,
                                         trick=s.word("trick")))
    judged = plain(v.gettext("only the last one, until the next card is played; all of them to judge an "
                             "accusation of {revoke:a}", revoke=Speaker(v, SPECS["portugal"]).word("revoke")))
    assert "portugal" in rows["play.review"][judged] and "sueca-online" not in rows["play.review"][judged]
    # 003's "At some tables they score two games instead" is a table option, said as every option is
    two = {"en": "2 game points to the accusers", "pt-PT": "2 jogos para os acusadores",
           "pt-BR": "2 pontos de jogo para os acusadores", "fr": "2 manches aux accusateurs"}[locale]
    options = next(value for value, names in rows["options"].items() if "portugal" in names)
    assert two in options
    assert not any(two in value for value in rows["illegal.revoke"])


def test_the_values_of_a_row_read_as_the_row_asks() -> None:
    """"Auction: there is none / there is one" in pt-PT; the acts allowed where the books are
    silent are "nothing beyond the rules" (round 9: no colloquial "nada de especial"); one way
    of dealing names whose deal it is."""
    pt = {r["path"]: [x["value"] for x in r["values"]]
          for r in matrix_data([SPECS["portugal"], SPECS["sueca-italiana"]], "pt-PT")["rules"]}
    assert pt["bidding"] == ["não há", "há"]
    en = {r["path"]: [x["value"] for x in r["values"]]
          for r in matrix_data([SPECS[n] for n in BUNDLED], "en")["rules"]}
    assert en["allowed"][0] == "nothing beyond the rules"  # not "nada de especial" (R9-03) nor "none" (FR11-05)
    text = plain(diff_variants(SPECS["portugal"], SPECS["sueca-online"], "en"))
    assert ("    - Sueca Online: one only, compared below with the alternative deal of "
            "Sueca (Portugal)\n") in text
    # the rows below are that deal's, named as the side with several names it (not the file's "standard")
    assert "- **Who shuffles (alternative deal)**\n" in text and "(standard deal)" not in text
