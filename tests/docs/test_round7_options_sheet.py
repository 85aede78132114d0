"""The matrix, diff, options sections and printed sheets (the seventh readers).

- The matrix's "Table options" cell of a variant with several options says in words what the
  table may choose instead of the book's rules (each value by the catalogue's words, those of
  the book's options section), never the `-O` codes, within the cell cap (en L6, fr E1/L12,
  pt-PT D13, pt-BR E1).
- A side with one way of dealing, paired with another's deal, points to the lines after it
  (true in a book's differences and in `diff` alike), never "below" the book's own deal
  (en L1/L2, pt-PT D01–D03, fr L6): "compared below with" the other's deal (EN20-08).
- A line of an option-chosen book's options section is a sentence, never a matrix cell's
  "— (…)" (en L3, fr L17).
- Code on the printed sheet never breaks at its own hyphens (en Y1, pt-BR Y1).
- The label of a fault a file names itself is the book's in `diff` and the matrix (pt-BR L3).
- The fullest sheet prints in larger type than the 7.5 pt it needed (fr Y1), in every locale (round 8),
  8 pt or more since the sheet leaves the source notes to the screen (round 19).
- The printed sheet leaves the `-O` spellings off; screen and Markdown keep them (pt-PT R8PT-03, pt-BR LY-2),
  in the book's last section, for the program's users (PT20-02, FR20-05).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from sueca_rules import load_variant
from sueca_rules.catalogue.illegal.words import infraction_name
from sueca_rules.catalogue.meta.words import option_label, said_value
from sueca_rules.cli import cli
from sueca_rules.docs import diff_variants, matrix
from sueca_rules.docs.html import STYLE
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from .books import book, screen_book, split_program, without_program
from .chromium import needs_chromium, printed, type_and_reach
from .test_html import sheet

BUNDLED = ["portugal", "azores", "brazil", "jogos-do-rei", "sueca-fr", "sueca-online", "mesa-brasileira",
           "sueca-52", "sueca-a-dois", "sueca-italiana"]
BELOW = ("(see below)", "(voir ci-dessous)", "(ver abaixo)", "(veja abaixo)", "ci-dessous", "abaixo", "below")
COMPARED = {"en": "compared below with the ", "pt-PT": "comparada abaixo com a ", "pt-BR": "comparada abaixo com a ",
            "fr": "comparée ci-dessous à la "}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_matrix_says_several_options_in_words_within_the_cell_cap(locale: str) -> None:
    spec = load_variant("mesa-brasileira")
    s = Speaker(Voice(locale), spec)
    text = plain(matrix([load_variant(n) for n in BUNDLED], locale))
    labels = {name: plain(option_label(name, model.model_dump(), s)) for name, model in spec.options.items()}
    assert "`" not in text
    for name, model in spec.options.items():  # one cell an option, its default first (pt-PT R9-02)
        label = labels[name][:1].lower() + labels[name][1:]
        [row] = [line for line in text.splitlines() if re.search(rf"\| {re.escape(label)}\s?:", line)]
        cell = row.split(" | ")[1]
        assert "-O" not in cell and len(cell.split()) <= 40, cell  # the values in words, the codes in the book only
        option = model.model_dump()
        said = [re.sub(r"\s*\([^()]*\)", "", plain(said_value(name, option, value, s))).strip()
                for value in model.values]  # (an aside may be left out within the cap)
        assert all(words in cell for words in said), (locale, cell)
        default = said[list(model.values).index(model.default)]
        assert all(cell.index(default) <= cell.index(words) for words in said), (locale, cell)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_deal_paired_with_anothers_points_to_the_lines_after_it(locale: str) -> None:
    outputs = {"sueca-online": book("sueca-online", locale), "jogos-do-rei": book("jogos-do-rei", locale),
               "diff": plain(diff_variants(load_variant("portugal"), load_variant("sueca-italiana"), locale))}
    ways = plain(Voice(locale).pgettext("rule", "Ways of dealing"))
    for name, text in outputs.items():
        lines = text.splitlines()
        at = next(i for i, line in enumerate(lines) if line.startswith(f"- **{ways}**"))
        said = lines[at] if name != "diff" else "\n".join(lines[at:at + 3])
        # "below" only as the participle naming the other's deal the rows after it compare (EN20-08:
        # "one only, compared below with the alternative deal of Sueca (Portugal)"), never the book's own
        compared = re.findall(rf"{COMPARED[locale]}[^()]* (?:de la |of |da variante [«“])Sueca \(", said)  # BR21-04
        assert len(compared) == 1, (name, locale, said)
        assert not any(word in said.replace(COMPARED[locale], "") for word in BELOW), (name, locale, said)
        assert said.count("Sueca (") >= 1 + (name != "diff"), (name, locale, said)  # whose deal it is
        following = lines[at + 1 if name != "diff" else at + 3]
        assert following.startswith("- **"), (name, locale, following)  # the lines it points to are there


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("chosen", ["bandeira=tricks", "tie=annulled", "false-accusation=point"])
def test_an_option_chosen_books_options_lines_are_sentences(locale: str, chosen: str) -> None:
    result = CliRunner().invoke(cli, ["docs", "mesa-brasileira", "--lang", locale, "--format", "md", "-O", chosen])
    assert result.exit_code == 0, result.output
    section = plain(result.output).split("\n## ")[1]
    assert not re.search(r"[:：]\s*—", section), section  # no "label: — (…)"
    if chosen == "bandeira=tricks":  # the other choice's bandeira line says it is all the points, once (BR21-03)
        assert not [x for x in section.splitlines() if "*bandeira*." in x and x.startswith("            - ")], section


def test_code_on_the_printed_sheet_never_breaks_at_its_hyphens() -> None:
    rule = re.search(r"^code \{([^}]*)\}", STYLE, re.M)
    assert rule is not None and "white-space: nowrap" in rule.group(1), STYLE
    assert not re.search(r"@media print \{[^@]*\bcode \{[^}]*white-space: (normal|pre-wrap)", STYLE)
    for locale in LOCALES:
        page = sheet("mesa-brasileira", locale)
        assert "<code>-O false-accusation=hand|point|match</code>" in page, locale


@pytest.mark.parametrize("locale", LOCALES)
def test_a_fault_the_file_names_is_labelled_as_the_book_names_it(locale: str) -> None:
    spec = load_variant("mesa-brasileira")
    named = plain(infraction_name("talking", Speaker(Voice(locale), spec)))
    assert f"**{named}**" in book("mesa-brasileira", locale)
    assert f"- **{named}**\n" in plain(diff_variants(load_variant("portugal"), spec, locale))
    assert f"| **{named}** |" in plain(matrix([load_variant(n) for n in BUNDLED], locale))


@needs_chromium
@pytest.mark.parametrize("locale", LOCALES)
def test_the_fullest_sheet_prints_above_the_fallback_type(locale: str, tmp_path: Path) -> None:
    # the print leading gained a step (7.5 -> 7.75 pt); with the `-O` spellings off the printed
    # sheet and tighter list spacing, every locale prints at 7.75 pt or more (round 8: fr Y1, pt-BR LY-3);
    # with the notes under the sources left to the screen, 8 pt or more (round 19: pt-BR and fr 8,
    # en and pt-PT 8.25)
    least = 8.0
    size, reach = type_and_reach(printed(sheet("mesa-brasileira", locale), tmp_path))
    assert round(size, 1) >= least and reach <= 1, (locale, size, reach)


@needs_chromium
@pytest.mark.parametrize("locale", ["pt-BR", "fr"])
def test_the_printed_sheet_leaves_the_command_line_off(locale: str, tmp_path: Path) -> None:
    # the sheet is for the players at the table: the choice in words, not `-O false-accusation=hand`
    # (pt-PT R8PT-03, pt-BR LY-2); the page on screen keeps it, the printed Markdown book has none (PT22-01)
    page = sheet("mesa-brasileira", locale)
    # (BR10-11, FR10-11) the spellings are one paragraph, once, in the book's last section, for the
    # program's users, out of the rules (PT20-02, FR20-05), that section hidden in print
    program = re.findall(r'<section class="program">\n<h2>[^<]*</h2>\n<p>(.*?)</p>\n</section>\n', page, re.S)
    assert len(program) == 1 and page.count("<code>-O ") == 3, page
    assert "<code>-O false-accusation=hand|point|match</code>" in program[0], program
    assert re.search(r"@media print \{[^@]*\.typed, p\.notes, section\.program \{ display: none; \}", STYLE)
    text = printed(page, tmp_path).pages[0].extract_text()
    assert "-O" not in text and "false-accusation" not in text and "()" not in text and "sueca-rules" not in text
    above, spelled = split_program(screen_book("mesa-brasileira", locale))
    assert "`-O false-accusation=hand|point|match`" in spelled and "-O " not in above
    assert above == without_program(book("mesa-brasileira", locale))
