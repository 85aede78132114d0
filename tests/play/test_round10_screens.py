"""The tenth readers' play screen and command lines: `you` in the seat plan keeps its small
letter inside the brackets (en EN10-07); `last` too late said as the book says it (pt-BR
BR10-03); a file written is `salvo` in pt-BR (BR10-04); a wrapped line never begins with a
separator (fr FR10-10)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from sueca_rules.cli.said import wrote
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.play.terminal_ask import fit
from sueca_rules.words.i18n import LOCALES, Voice, catalog_path

from ..loaded import load_rules, load_variant

LATE = ("Too late: another card has been played; the last {trick} may be looked at again only until the next "
        "card is played.")


def _screen(tmp_path: Path, variant: str, locale: str) -> str:
    output: list[str] = []
    play_in_terminal(load_rules(variant), variant, 0, 3, tmp_path / f"{locale}.json", io.StringIO("quit\n"),
                     output.append, output.append, locale=locale)
    return "\n".join(output)


@pytest.mark.parametrize("variant", ["sueca-a-dois", "sueca-italiana"])
@pytest.mark.parametrize("locale", LOCALES)
def test_the_seat_plan_says_you_with_a_small_letter(tmp_path: Path, variant: str, locale: str) -> None:
    out = _screen(tmp_path, variant, locale)
    you = Voice(locale).pgettext("seat", "you")
    assert re.search(rf"^\s+\S.* \(0, {re.escape(you)}\)$", out, re.M), out[:400]
    assert not re.search(r"\(\d+, [A-ZÀ-Ý]", out), out[:400]  # no capital after `(0, ` in any locale


@pytest.mark.parametrize("locale", LOCALES)
def test_too_late_for_last_says_until_the_next_card(locale: str) -> None:
    said = Talk(load_rules("portugal"), locale, load_variant("portugal")).gettext(LATE)
    next_card = {"en": "until the next card is played", "pt-PT": "até se jogar a carta seguinte",
                 "pt-BR": "até a próxima carta ser jogada", "fr": "tant que le pli suivant n’a pas été entamé"}
    assert said.endswith(next_card[locale] + "."), said
    assert not re.search(r"since|until then|depois;|até esse momento|até aí|depuis|jusque-là", said), said
    if locale == "pt-BR":
        assert said == ("Tarde demais: já se jogou outra carta; a última vaza só pode ser revista até a "
                        "próxima carta ser jogada.")


def test_a_file_written_is_saved_in_brazilian_portuguese() -> None:
    assert wrote(Path("portugal.html"), Voice("pt-BR")) == "arquivo salvo: portugal.html"
    assert wrote(Path("portugal.html"), Voice("pt-PT")) == "ficheiro escrito: portugal.html"
    # pt-BR saves a file, never `grava` it (a record, a book, a report)
    with catalog_path("pt-BR").open("rb") as po:
        strings = [m.string for m in read_po(po) if m.id]
    brazilian = [s for s in strings if isinstance(s, str) and re.search(r"\bgrav", s)]
    assert not brazilian, brazilian


SEPARATED = [
    "Cette donne rapporte, en manches : vous 0 · Est 0 · Nord-est 0 · Nord-ouest 1 · Ouest 1.",
    "[Hand 1, trick 1/20] Trumps ♦ · Stock 34 (3♦ under it) · You 0 · North 0 (4 game points to win)",
    "  10. Este V♦, Norte R♣, Oeste 5♦, Sul 7♦ → Sul ganha a vaza (17 pontos)",
    "replayed 4 hands of Sueca (Portugal): North–South 4, East–West 1; won by North–South — identical to the record",
]


@pytest.mark.parametrize("text", SEPARATED)
def test_a_wrapped_line_never_begins_with_a_separator(text: str) -> None:
    for width in range(40, len(text) + 2):
        lines = fit(text, width)
        assert not [line for line in lines[1:] if line.lstrip()[:1] in "·→—–|"], (width, lines)
        assert " ".join(line.strip() for line in lines) == text.strip()  # nothing lost or added
