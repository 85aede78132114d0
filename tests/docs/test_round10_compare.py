"""The matrix, diff and options sections after the tenth readers.

- An empty "allowed" and "forbidden" list says one word in both rows, under parallel labels
  without a comma (PT10-04, BR10-02, FR10-06).
- A rule said once for every deal says "(both deals)" where there are two, else "(every deal)",
  in the matrix, diff and their JSON alike (EN10-05); Portuguese and French say "in each deal"
  whatever the number (PT20-06).
- `diff` prints plain text by default, Markdown only with `--format md` (EN10-06).
- An option value's words are complete in the diff as in the book (EN10-11); "all the points"
  is a value, not a verb without a subject (FR10-05).
- The Markdown book gives the `-O` spellings once (BR10-11, FR10-11), in a last section of its
  own after the sources, out of the rules (PT20-02, FR20-05).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from sueca_rules import load_variant
from sueca_rules.docs.compare import diff_data, diff_variants, matrix, matrix_data
from sueca_rules.docs.deals import every_deal_label
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.typeset import plain

from .books import PROGRAM, SPELLED, book, screen_book, split_program, without_program

ROOT = Path(__file__).resolve().parents[2]
NONE = {"en": "nothing beyond the rules", "pt-PT": "nada além das regras", "pt-BR": "nada além das regras",
        "fr": "rien de particulier"}  # not "none", read as "nothing allowed" (fr FR11-05; FR16-08)
LABELS = {"en": ("Allowed", "Forbidden without a set penalty"),
          "pt-PT": ("Permitido", "Proibido sem castigo previsto"),
          "pt-BR": ("Permitido", "Proibido sem punição prevista"),
          "fr": ("Permis", "Interdit sans sanction prévue")}


def _rows(text: str, label: str) -> list[str]:
    """The lines of a Markdown diff under the rule `label`."""
    lines = text.splitlines()
    at = lines.index(f"- **{label}**")
    return [line.strip() for line in lines[at + 1:at + 3]]


@pytest.mark.parametrize("locale", LOCALES)
def test_an_empty_allowed_and_forbidden_list_say_one_word(locale: str) -> None:
    text = plain(diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), locale))
    colon = " :" if locale == "fr" else ":"  # (plain text: a no-break space is a space)
    for label in LABELS[locale]:
        assert "," not in label
        assert f"- Sueca (Portugal){colon} {NONE[locale]}" in _rows(text, label), (locale, label)
    cells = plain(matrix([load_variant("portugal"), load_variant("mesa-brasileira")], locale))
    assert all(f"| **{label}** |" in cells for label in LABELS[locale])
    assert "exception" not in cells and "exceção" not in cells


@pytest.mark.parametrize("locale", LOCALES)
def test_one_phrase_for_a_rule_said_for_every_deal(locale: str) -> None:
    v = Voice(locale)
    both, every = every_deal_label(v, "X", 2), every_deal_label(v, "X", 3)
    # English counts the deals; Portuguese and French say "in each deal" whatever their number,
    # never "(both deals)" (PT20-06)
    assert (both, every) == {"en": ("X (both deals)", "X (every deal)"),
                             "pt-PT": ("X (em cada maneira de dar)",) * 2,
                             "pt-BR": ("X (em cada forma de distribuir)",) * 2,
                             "fr": ("X (dans chaque distribution)",) * 2}[locale]
    specs = [load_variant(n) for n in ("portugal", "jogos-do-rei", "mesa-brasileira")]
    said = plain(matrix(specs, locale)) + plain(diff_variants(specs[0], specs[2], locale)) + str(
        matrix_data(specs, locale)) + str(diff_data(specs[0], specs[2], locale, ("portugal", "mesa-brasileira")))
    assert both[1:] in said and (every[1:] not in said or every == both)  # both variants deal two ways
    assert not re.search(r"\((?:nas duas|em todas|les deux|toutes les) ", said), locale  # the old "(both …)"
    assert "every way of dealing" not in said and "toutes les distributions" not in said


def _cli(*args: str) -> str:
    return subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True, text=True,
                          check=True, cwd=ROOT).stdout


def test_diff_prints_text_by_default_and_markdown_on_request() -> None:
    text = _cli("diff", "portugal", "mesa-brasileira", "--lang", "en")  # a pipe, as a terminal would be
    assert "**" not in text and "`" not in text
    assert not re.search(r"^\s*#", text, re.M) and not re.search(r"(?<![*\w])\*\w[^*\n]*\*", text)
    assert "bandeira" in text and "pente" in text  # the words, set in italics, not their marks
    md = _cli("diff", "portugal", "mesa-brasileira", "--lang", "en", "--format", "md")
    assert md.startswith("# ") and "\n## " in md and "**Direction of play**" in md and "*pente*" in md


@pytest.mark.parametrize("locale", LOCALES)
def test_the_option_value_is_as_complete_in_the_diff_as_in_the_book(locale: str) -> None:
    spec = load_variant("mesa-brasileira")
    words = spec.texts[locale.replace("-", "_")].options["tie"].values["plus-one"]  # type: ignore[index]
    assert "(" in words  # further ties in a row add nothing more
    assert words in plain(book("mesa-brasileira", locale))
    # the diff says the value in the same words, as complete (round 14: one voice per line)
    assert plain(words) in plain(diff_variants(load_variant("portugal"), spec, locale))


@pytest.mark.parametrize("locale", LOCALES)
def test_all_the_points_is_a_value_not_a_verb_without_subject(locale: str) -> None:
    said = {"en": "2 game points, as for 91 to 120 card points", "pt-PT": "2 jogos, como de 91 a 120 pontos",
            "pt-BR": "2 pontos de jogo, como de 91 a 120 pontos", "fr": "2 manches, comme de 91 à 120 points"}
    texts = [plain(book("mesa-brasileira", locale)),
             plain(matrix([load_variant(n) for n in ("portugal", "mesa-brasileira")], locale)),
             plain(diff_variants(load_variant("portugal"), load_variant("mesa-brasileira"), locale))]
    for text in texts:
        assert said[locale] in text
        assert not re.search(r"(rapporte|vale|it scores) 2 ", text), locale


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["mesa-brasileira", "sueca-online", "sueca-italiana",
                                  str(ROOT / "variants/house/estilo-da-mesa.sueca")])
def test_the_book_spells_the_options_once_at_the_sections_end(name: str, locale: str) -> None:
    text = screen_book(name, locale)
    # once, out of the rules, in the screen book's last section, for the program's users, after the
    # sources: one paragraph (PT20-02, FR20-05; once: BR10-11, FR10-11); the printed book is the rest,
    # its sources last (PT22-01)
    above, last = split_program(text)
    assert "-O" not in above and "sueca-rules" not in above, (name, locale)
    assert above == without_program(book(name, locale)), (name, locale)
    sources = re.search(r"\n## (?:Fontes|Sources)\n", above)
    assert sources is not None and above.rindex("\n## ") == sources.start(), (name, locale)
    assert text.endswith(f"\n## {PROGRAM[locale]}\n\n{last}\n") and "\n" not in last, (name, locale)
    spec = load_variant(name)
    assert plain(last).startswith(SPELLED[locale]) and last.count("`-O ") == len(spec.options), last
    for option, model in spec.options.items():
        assert re.search(rf"`-O {re.escape(option)}=[\w|-]+`", last) and all(
            value in last for value in model.values)
