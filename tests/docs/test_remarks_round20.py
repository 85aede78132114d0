"""The twentieth readers' remarks, by kind:

- a book sold to players has no command line in its rules: the table's options as `-O` spells
  them are one paragraph in a last section of their own, for the program's users, after the
  sources, which the printed sheet hides (PT20-02, FR20-05);
- a fault a table names itself is one of its rules: its penalty is among the rules the table
  agreed, named with the others (EN20-01: mesa-calada's dealing out of order).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.catalogue.illegal.words import infraction_name
from sueca_rules.docs import rulebook
from sueca_rules.docs.html import STYLE
from sueca_rules.docs.rulebook import agreed_paths
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, run_cli
from ..loaded import load_rules, load_variant
from .books import PROGRAM, SPELLED, book, screen_book, split_program, typeset_book, without_program
from .test_html import sheet

WITH_OPTIONS = [name for name in BUNDLED if load_variant(name).options]
CALADA = Path(__file__).resolve().parents[2] / "variants" / "house" / "mesa-calada.sueca"
PORTUGAL = load_variant("portugal")
AGREED = {"en": "Rules agreed by this table: ", "pt-PT": "Regras combinadas por esta mesa: ",
          "pt-BR": "Regras combinadas por esta mesa: ", "fr": "Règles dont cette table est convenue : "}


def test_some_bundled_variants_have_options_and_some_none() -> None:
    assert {"portugal", "mesa-brasileira", "sueca-online"} <= set(WITH_OPTIONS) and set(WITH_OPTIONS) < set(BUNDLED)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", WITH_OPTIONS)
def test_the_program_section_is_last_and_hidden_on_the_printed_sheet(name: str, locale: str) -> None:
    spec = load_variant(name)
    text = screen_book(name, locale)
    above, program = split_program(text)
    # the screen book's last section, after the sources, one paragraph: every option once, each value,
    # the book's own first; the printed (Markdown) book is the rest, no command line in it (PT22-01)
    assert text.endswith(f"\n## {PROGRAM[locale]}\n\n{program}\n") and "\n" not in program, (name, locale)
    assert above == without_program(book(name, locale)), (name, locale)
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert headings[-2] in ("Fontes", "Sources") and headings.count(PROGRAM[locale]) == 1, headings
    assert program.startswith(SPELLED[locale]) and program.endswith("`."), program
    rules = load_rules(name)
    spelled = re.findall(r"`-O ([\w-]+)=([\w|-]+)`", program)
    assert [option for option, _ in spelled] == list(spec.options), program
    for option, values in spelled:
        model = spec.options[option]
        chosen = rules.options.get(option, model.default)
        assert values.split("|")[0] == chosen and sorted(values.split("|")) == sorted(model.values), program
    # never in the rules above it
    assert "-O " not in above and "sueca-rules" not in above, (name, locale)
    # the sheet: the section there, the last, its codes its own only, hidden in print
    page = sheet(name, locale)
    sections = re.findall(r'<section class="([a-z]+)">', page)
    assert sections[-1] == "program" and sections.count("program") == 1, sections
    html = re.search(r'<section class="program">\n<h2>([^<]*)</h2>\n<p>(.*?)</p>\n</section>', page, re.S)
    assert html is not None and plain(html.group(1)) == PROGRAM[locale], (name, locale)
    assert page.count("<code>-O ") == html.group(2).count("<code>-O ") == len(spec.options), (name, locale)
    assert re.search(r"@media print \{[^@]*\.typed, p\.notes, section\.program \{ display: none; \}", STYLE)


def test_the_command_writes_the_program_section_on_screen_pages_only(tmp_path: Path) -> None:
    """PT22-01: a rulebook printed and sold ends with no command line: `docs --format md` (and
    the plain text written to a file) has none; the HTML page has it last, hidden in print."""
    markdown = run_cli("docs", "mesa-brasileira", "--lang", "pt-BR", "--format", "md")
    assert markdown.returncode == 0 and markdown.stdout == typeset_book("mesa-brasileira", "pt-BR")
    assert "-O " not in markdown.stdout and PROGRAM["pt-BR"] not in markdown.stdout
    assert run_cli("docs", "mesa-brasileira", "--format", "text", "-o", str(tmp_path / "b.txt")).returncode == 0
    assert "-O " not in (text := (tmp_path / "b.txt").read_text(encoding="utf-8")) and "Fontes" in text  # its own pt-BR
    assert run_cli("docs", "mesa-brasileira", "--lang", "pt-BR", "-o", str(tmp_path / "b.html")).returncode == 0
    page = (tmp_path / "b.html").read_text(encoding="utf-8")
    assert re.findall(r'<section class="([a-z]+)">', page)[-1] == "program" and page.count("<code>-O ") == 3


@pytest.mark.parametrize("locale", LOCALES)
def test_a_book_without_options_has_no_program_section(locale: str) -> None:
    for name in sorted(set(BUNDLED) - set(WITH_OPTIONS)):
        text = book(name, locale)
        assert screen_book(name, locale) == without_program(text), (name, locale)  # the screen's: the same
        assert '<section class="program">' not in sheet(name, locale), (name, locale)


def _agreed(text: str, locale: str) -> str:
    found = [line for line in plain(text).splitlines() if line.startswith(AGREED[locale])]
    assert len(found) == 1, found
    return found[0]


def _faults(agreed: str) -> list[str]:
    """The faults whose penalties a table agreed, as its paragraph lists them in brackets."""
    listed = re.search(r"\(([^()]*)\)\.$", agreed)
    assert listed is not None, agreed
    return [fault.strip() for fault in listed.group(1).split(";")]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_tables_own_fault_is_named_among_its_agreed_rules(locale: str) -> None:
    spec = load_variant(CALADA)
    s = Speaker(Voice(locale), spec)

    def said(fault: str) -> str:
        name = plain(infraction_name(fault, s))
        return name[:1].lower() + name[1:]

    text = rulebook(spec, locale, parent=PORTUGAL, rules=load_rules(CALADA))
    agreed = _agreed(text, locale)
    # the penalties it sets, its own fault with them; Portugal's misdeal, which it keeps, is the book's
    assert _faults(agreed) == [said(f) for f in ("talking", "looking_back", "out_of_turn", "out_of_order")], agreed
    assert said("misdeal") not in agreed
    assert {"infractions.out_of_order", "infractions.talking"} <= agreed_paths(spec, PORTUGAL)
    assert "infractions.misdeal" not in agreed_paths(spec, PORTUGAL)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_written_tables_own_fault_is_agreed_by_it(locale: str, write: Callable[[str, str], Path]) -> None:
    path = write("cantar.sueca", 'variant cantar extends portugal "Mesa que canta"\nlanguage pt-PT\n'
                 "infractions {\n  infraction singing games 1 play-on\n}\n"
                 'texts pt-PT { infraction singing "Cantar à mesa" }\n'
                 'texts pt-BR { infraction singing "Cantar na mesa" }\n'
                 'texts en { title "Singing table"; infraction singing "Singing at the table" }\n'
                 'texts fr { title "Table qui chante"; infraction singing "Chanter à table" }\n')
    spec = load_variant(str(path))
    name = {"en": "singing at the table", "pt-PT": "cantar à mesa", "pt-BR": "cantar na mesa",
            "fr": "chanter à table"}[locale]
    assert "infractions.singing" in agreed_paths(spec, PORTUGAL)
    assert _faults(_agreed(rulebook(spec, locale, parent=PORTUGAL, rules=load_rules(str(path))), locale)) == [name]
