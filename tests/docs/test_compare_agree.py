"""`diff` and the matrix say the same differences: for every pair of bundled variants, the
lines of `diff` are the rows of the pair's matrix whose cells differ (a rule that applies to one
side only included, its other side saying why), and neither repeats a row."""

from __future__ import annotations

import itertools

import pytest

from sueca_rules import load_variant
from sueca_rules.docs.compare import REPEATS, matrix_rows, rule_changes
from sueca_rules.docs.deals import option_rule
from sueca_rules.spec import VariantSpec
from sueca_rules.words.i18n import Voice
from sueca_rules.words.speaker import Speaker

from ..conftest import BUNDLED

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
    """A row whose content other rows say ("Contract" = "Bid made" + "Bid failed"; who leads
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
    assert not [row for row in pair if row.path in ("hand_results", "options")]
    for row in pair:  # what each cell says, no two rows alike
        assert len({value for value, _ in row.groups}) == len(row.groups)
