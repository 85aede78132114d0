"""The table options block, the matrix and diff as the sixth readers asked (E5, E6, M2, N2,
K1, K5, L3, L5, L7, FR-05..FR-10, FR-18, FR-19, FR-22, FR-25, FR-26): each choice with its
command-line spelling (in the screen book's last section: PT20-02, PT22-01), one intro formula, the table's
choice marked once, no chained colons."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from sueca_rules.cli.said import option_refused
from sueca_rules.docs import diff_variants
from sueca_rules.docs.rulebook import book_of
from sueca_rules.errors import OptionError
from sueca_rules.words.i18n import Voice
from sueca_rules.words.typeset import plain

from ..loaded import load_rules, load_variant
from .books import SPELLED, split_program, without_program

LOCALES = ("pt-PT", "pt-BR", "en", "fr")


def _book(name: str, locale: str, chosen: dict[str, str] | None = None, program: bool = False) -> str:
    """The printed book (`docs --format md`); `program`: the screen's, with its last section for the
    program's users (PT22-01)."""
    return book_of(load_variant(name, chosen), locale, rules=load_rules(name, chosen)).markdown(program=program)


def _options(name: str, locale: str, chosen: dict[str, str] | None = None) -> str:
    return _book(name, locale, chosen).split("\n## ")[1]


def _program(name: str, locale: str, chosen: dict[str, str] | None = None) -> str:
    """The screen book's last section's paragraph, for the program's users (PT20-02, PT22-01)."""
    return split_program(_book(name, locale, chosen, program=True))[1]


@pytest.mark.parametrize("locale", LOCALES)
def test_every_choice_shows_what_to_type_after_dash_o(locale: str) -> None:
    # once, out of the table's sentences (BR10-11, FR10-11) and out of the rules, in the screen book's
    # last section, one paragraph (PT20-02, FR20-05); the printed book is the rest (PT22-01)
    spec = load_variant("mesa-brasileira")
    above, last = split_program(_book("mesa-brasileira", locale, program=True))
    assert above == without_program(_book("mesa-brasileira", locale))
    assert "-O" not in above and "-O" not in _options("mesa-brasileira", locale)
    assert "\n" not in last and plain(last).startswith(SPELLED[locale]) and last.endswith("`.")
    assert last.count("`-O ") == len(spec.options), last
    for name, option in spec.options.items():
        assert f"`-O {name}={'|'.join(option.values)}`" in last, (name, locale, last)


@pytest.mark.parametrize("locale", LOCALES)
def test_one_intro_and_the_tables_choice_marked_on_its_line(locale: str) -> None:
    default = _options("mesa-brasileira", locale).splitlines()[2]
    chosen = _options("mesa-brasileira", locale, {"bandeira": "tricks"})
    intro = chosen.splitlines()[2]
    assert intro.split("(")[0] == default.split("(")[0]  # one formula, its tail added only when true
    line = [x for x in chosen.splitlines() if x.startswith("    - **")][list(load_variant("mesa-brasileira")
                                                                     .options).index("bandeira")]
    head = line.split(".")[0]
    assert len(re.findall(r"[:：]", head)) == 1, line  # "**Bandeira** (the table's choice): …", one colon
    # the chosen value's own "the rules are this book's" line is gone: the frame says it once
    assert "-O" not in chosen  # the spellings, the table's choice first, as said, in the last section:
    assert "`-O bandeira=tricks|points`" in _program("mesa-brasileira", locale, {"bandeira": "tricks"})
    assert not any(x.startswith("        - ") and "**" in x and "." in x.split("**")[-1] for x in chosen.splitlines())


def test_all_the_points_that_are_the_bandeira_are_said_by_context() -> None:
    block = subprocess.run([sys.executable, "-m", "sueca_rules", "docs", "mesa-brasileira", "--lang", "en",
                            "--format", "md", "-O", "bandeira=tricks"], capture_output=True, text=True,
                           check=True).stdout.split("\n## ")[1]
    # the other choice's bandeira line says it is all the card points, once (BR21-03: the whole line
    # "with this choice, … is itself the bandeira" only repeated it; EN13-05: no "label: value" for it)
    assert "*Bandeira*: all the card points, worth 4" in block
    assert "is itself the *bandeira*" not in block
    assert "All the card points without taking every trick:" not in block
    diff = diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), "en")
    assert "— (in this variant, all the card points are the *bandeira*)" in diff
    assert "bandeira there" not in block + diff


def test_a_single_deal_is_not_said_to_be_the_others() -> None:
    diff = diff_variants(load_variant("portugal"), load_variant("sueca-italiana"), "en")
    assert "only Sueca (Portugal)’s" not in diff
    assert "one only, compared below with the standard deal" in diff
    assert "no card turned: the winner of the auction names the trump suit" in diff


@pytest.mark.parametrize("locale", LOCALES)
def test_bands_and_stock_chain_no_colons(locale: str) -> None:
    diff = diff_variants(load_variant("portugal"), load_variant("sueca-52"), locale)
    for line in diff.splitlines():
        if "61–90" in line:
            value = line.split(":", 1)[1] if locale != "fr" else line.split("\u00a0:", 1)[1]
            assert ":" not in value, line
    rules = diff_variants(load_variant("portugal"), load_variant("sueca-52"), "en").split("\n## ")[1]
    assert "drawn from after" not in rules and "each player draws a card after each of the first 3" in rules


def test_the_option_list_of_an_error_is_joined_with_and_its_values_with_or() -> None:
    err = OptionError("x", variant="mesa-brasileira", option="x", detail="",
                      choices=("bandeira", "false-accusation", "tie"))
    said = str(option_refused(err, "mesa-brasileira", Voice("fr")))
    assert re.search(r"`false-accusation` \([^)]+\), `tie` \([^)]+\) et `bandeira`$", said), said
    err = OptionError("x", variant="mesa-brasileira", option="tie", value="y", detail="",
                      choices=("annulled", "plus-one"))
    said = str(option_refused(err, "mesa-brasileira", Voice("fr")))
    assert re.search(r"`plus-one` \([^)]+\) ou `annulled` \([^)]+\)$", said), said
