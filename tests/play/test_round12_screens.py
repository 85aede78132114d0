"""The twelfth readers' play screen: the help's number range follows the hand as it is now
(fr FR12-05); a face in the letters' key named as the books name it, capitalised in English
only (en EN12-04); every help line within one width whatever the terminal's (fr FR12-04); no
wrapped line ends with a short article or preposition (pt-PT PT12-12)."""

from __future__ import annotations

import io
import itertools
import re
from pathlib import Path

import pytest

from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.play.terminal_ask import WIDTH, fit
from sueca_rules.words.i18n import LOCALES

from ..loaded import load_rules

HELP = {"en": "help", "pt-PT": "ajuda", "pt-BR": "ajuda", "fr": "aide"}


def _screen(tmp_path: Path, variant: str, locale: str, typed: str) -> str:
    output: list[str] = []
    play_in_terminal(load_rules(variant), variant, 0, 3, tmp_path / f"{locale}.json", io.StringIO(typed),
                     output.append, output.append, locale=locale)
    return "\n".join(output)


def _help(out: str) -> list[str]:
    """The last help list's lines on the screen."""
    lines = out.split("\n")
    start = max(i for i, line in enumerate(lines) if re.match(r"Com+and|Comandos", line))
    return [line for line in lines[start + 1:] if line.startswith("  ")][:14]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_numbers_the_cards_held_now(tmp_path: Path, locale: str) -> None:
    out = _screen(tmp_path, "portugal", locale, f"1\n{HELP[locale]}\nquit\n")
    held = re.findall(r"^ 1\).*$", out, re.M)[-1]
    count = len(re.findall(r"\d+\) ", held))
    assert count == 9, held
    assert re.search(rf"^  1 … {count}\s", "\n".join(_help(out)), re.M), _help(out)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_letters_name_the_faces_as_the_books_do(tmp_path: Path, locale: str) -> None:
    out = _screen(tmp_path, "portugal", locale, f"{HELP[locale]}\nquit\n")
    said = " ".join(line.strip() for line in _help(out))
    faces = re.search(r"[;] ?(A \w+, [A-Z] \w+, [A-Z] \w+, [A-Z] \w+)\s?[.;]", said)
    assert faces, said
    names = [pair.split(" ")[1] for pair in faces.group(1).split(", ")]
    if locale in ("pt-PT", "fr"):  # R, V, D shown; the case files' K, J, Q read too, named alike (BR21-05)
        also = re.search(r"[;] ?\w+ (K \w+, J \w+, Q \w+)\.", said)
        assert also and [pair.split(" ")[1] for pair in also.group(1).split(", ")] == names[1:], said
    if locale == "en":
        assert names == ["Ace", "King", "Jack", "Queen"], names
        assert re.search(r"“(?:\d+|Ace|King|Jack|Queen) of [a-z]+”", said), said
    else:
        assert all(name == name.lower() for name in names), names
        assert re.search(r"[«“]\s?(?:\d+|[a-zá]+) de [a-zœ]+\s?[»”]", said), said


@pytest.mark.parametrize("variant", ["portugal", "sueca-a-dois"])
@pytest.mark.parametrize("locale", LOCALES)
def test_every_help_line_is_within_one_width_on_a_wide_terminal(
        tmp_path: Path, variant: str, locale: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "120")
    out = _screen(tmp_path, variant, locale, f"{HELP[locale]}\nquit\n")
    lines = _help(out)
    assert len(lines) >= 6 and any("Lett" in line or "Letras" in line for line in lines), lines
    assert max(len(line) for line in lines) <= WIDTH, [line for line in lines if len(line) > WIDTH]


SHORT = {"o", "a", "os", "as", "de", "do", "da", "e", "em", "um", "le", "la", "les", "du", "à", "the", "an", "of"}


@pytest.mark.parametrize("variant", ["sueca-a-dois", "portugal"])
@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("columns", ["80", "100", "120"])
def test_no_wrapped_line_ends_with_a_short_article(tmp_path: Path, variant: str, locale: str, columns: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    out = _screen(tmp_path, variant, locale, f"{HELP[locale]}\nquit\n")
    lines = out.split("\n")
    wrapped = [line for line, after in itertools.pairwise(lines)
               if after.startswith("  ") and not after.lstrip()[:1].isdigit() and len(line) > int(columns) - 30]
    ends = [line for line in wrapped if line.split()[-1].lower() in SHORT]
    assert not ends, ends


@pytest.mark.parametrize("width", range(40, 121, 3))
def test_the_wrapper_binds_a_short_word_to_the_next(width: int) -> None:
    text = ("Deram-se 3 cartas a cada um e virou-se o 3♦ para trunfo; as outras 33 ficam por cima dele e "
            "formam, com ele, o monte de 34: o 3♦ é a última carta a tirar. Le score de la partie et la "
            "feuille de marque, the score of the match.")
    lines = fit(text, width)
    assert " ".join(line.strip() for line in lines) == text
    assert not [line for line in lines[:-1] if line.split()[-1].lower() in SHORT], lines
