"""Table options as a refused `-O`, the matrix and diff say them (round 6: pt-PT E1, pt-BR R3).

- A refused option or value lists the choices as the user types them (code) with what each
  means in the locale, in the catalogue's words (those of the rulebook's options section), in
  all four locales; exit 2, one `error:` line, never a traceback.
- The terminal matrix prints no Markdown marks (the "Table options" cell of several options:
  tests/docs/test_round7_options_sheet.py).
- All the card points without every trick, where they score as the points below them, are
  said with what they score and the run they score with, as the compiled scoring counts them.
"""

from __future__ import annotations

import io
import re

import pytest
from click.testing import CliRunner
from rich.console import Console

from sueca_rules.catalogue.meta.words import option_label, said_value
from sueca_rules.catalogue.phrases import games
from sueca_rules.catalogue.scoring import facts
from sueca_rules.cli import cli
from sueca_rules.docs import diff_variants, matrix
from sueca_rules.docs.terminal import matrix_tables
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED
from ..loaded import load_rules, load_variant


def _refused(locale: str, option: str) -> str:
    result = CliRunner().invoke(cli, ["docs", "mesa-brasileira", "--lang", locale, "-O", option], input="")
    text = result.stderr  # the error alone (the runner's output also holds it)
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    lines = text.strip().splitlines()
    assert len(lines) == 1 and re.match(r"sueca-rules\u00a0?: \w+\u00a0?: ", lines[0]), text
    return lines[0]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_refused_value_lists_each_value_as_typed_with_what_it_means(locale: str) -> None:
    spec = load_variant("mesa-brasileira")
    s = Speaker(Voice(locale), spec)
    for name, model in spec.options.items():
        line = plain(_refused(locale, f"{name}=nope"))
        assert f"`{name}`" in line and "`nope`" in line, line
        for value in model.values:
            said = plain(said_value(name, model.model_dump(), value, s))
            head = said.split(" (")[0]  # a choice's own bracket is said after a semicolon
            assert f"`{value}` ({head}" in line, (locale, value, line)
        # no identifier bare: every value is in backticks
        bare = re.sub(r"`[^`]*`", "", line)
        assert not any(re.search(rf"(?<![\w-]){re.escape(v)}(?![\w-])", bare)
                       for v in model.values if v not in said_value(name, model.model_dump(), v, s)), line


@pytest.mark.parametrize("locale", LOCALES)
def test_an_unknown_option_lists_every_option_as_typed_with_its_name(locale: str) -> None:
    spec = load_variant("mesa-brasileira")
    s = Speaker(Voice(locale), spec)
    line = plain(_refused(locale, "nope=1"))
    for name, model in spec.options.items():
        label = plain(option_label(name, model.model_dump(), s))
        assert f"`{name}`" in line, line
        if label.casefold() != name.casefold():
            assert f"`{name}` ({label[:1].lower() + label[1:]})" in line, (locale, line)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_terminal_matrix_prints_no_markdown_marks_within_100_columns(locale: str) -> None:
    out = io.StringIO()
    Console(file=out, width=100, color_system=None).print(matrix_tables([load_variant(n) for n in BUNDLED], locale))
    text = out.getvalue()
    assert "`" not in text and "*bandeira*" not in text
    assert all(len(line) <= 100 for line in text.splitlines())


@pytest.mark.parametrize("locale", LOCALES)
def test_all_the_points_below_a_bandeira_of_tricks_say_what_they_score(locale: str) -> None:
    rules = load_rules("portugal")
    total = rules.deck.total_points
    won = facts.score(rules, total, rules.deals.tricks - 1).game_points[0]
    band = next(b for b in facts.bands(rules) if b["min"] <= total <= b["max"])
    assert won == band["games"]
    worth = plain(games(won, Speaker(Voice(locale))))
    run = f"{band['min']}–{band['max']}"
    compared = plain(diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), locale))
    portugal = [line for line in compared.splitlines() if worth in line and run in line]
    assert portugal, compared
    cells = [line for line in plain(matrix(BUNDLED, locale)).splitlines() if worth in line and run in line]
    assert any("Sueca (Portugal)" in line for line in cells)
    for text in (compared, plain(matrix(BUNDLED, locale))):
        assert not re.search(r"any other hand|qualquer outr[ao] mão|donne ordinaire", text)
