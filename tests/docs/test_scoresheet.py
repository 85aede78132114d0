"""The score kept on a cross as a rule (`match to 4 scoresheet cross`, `match: {scoresheet:
cross}`): sueca-fr's 004 says it under "Winning the match" in the four locales, the matrix and
diff show it only where a variant sets it, a wrong value is a located problem (EN12-09, BR12-18,
FR12-11); the play screen's cross always comes with its key, at `score` too (EN12-05)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from sueca_rules.cli import cli

from ..conftest import ROOT

FR = str(ROOT / "variants" / "sueca-fr.sueca")
LINES = {"en": "The score is often kept on a cross for each team: a dot at the end of an arm for each game point.",
         "pt-PT": "A pontuação marca-se muitas vezes numa cruz por equipa: um sinal na ponta de um braço por cada "
                  "jogo.",
         "pt-BR": "O placar muitas vezes é marcado em uma cruz para cada dupla: um sinal na ponta de um braço para "
                  "cada ponto de jogo.",
         "fr": "Le score se marque souvent sur une croix par équipe\u00a0: un point au bout d’un bras pour chaque "
               "manche."}
HEADINGS = {"en": "## Winning the match", "pt-PT": "## Ganhar a partida", "pt-BR": "## Vencer a partida",
            "fr": "## Gagner la partie"}


def _run(*args: str, text: str | None = None) -> str:
    result = CliRunner().invoke(cli, list(args), input=text)
    return result.output


@pytest.mark.parametrize("lang", list(LINES))
def test_sueca_fr_says_the_cross_under_winning_the_match(lang: str) -> None:
    book = _run("docs", FR, "--lang", lang, "--format", "md")
    section = book.split(HEADINGS[lang], 1)[1].split("\n## ", 1)[0]
    assert "- " + LINES[lang] in section
    assert "croix avec des points" not in book.split(HEADINGS[lang], 1)[1].split("\n## ", 1)[0]
    assert book.count("croix avec des points") <= 1  # the note no longer repeats the rule


@pytest.mark.parametrize("lang", list(LINES))
def test_a_variant_that_says_nothing_prints_nothing(lang: str) -> None:
    book = _run("docs", "portugal", "--lang", lang, "--format", "md")
    assert LINES[lang] not in book


def test_the_matrix_row_only_where_a_variant_sets_it() -> None:
    both = _run("matrix", "portugal", FR, "--lang", "en", "--format", "md")
    row = [line for line in both.splitlines() if "on a cross for each team, a dot at the end of an arm" in line]
    assert len(row) == 1 and "French" in row[0]
    assert "How the score is kept" not in _run("matrix", "portugal", "brazil", "--lang", "en", "--format", "md")
    assert "How the score is kept" in _run("diff", "portugal", FR, "--lang", "en")


@pytest.mark.parametrize("form", ["match to 4 scoresheet cross\n", "match {\n  target 4\n  scoresheet cross\n}\n"])
def test_both_dsl_forms_read_the_same(tmp_path: Path, form: str) -> None:
    path = tmp_path / "x.sueca"
    path.write_text("variant x extends portugal\n" + form, encoding="utf-8")
    assert LINES["en"] in _run("docs", str(path), "--lang", "en", "--format", "md")


def test_yaml_spelling(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text("variant: x\nextends: portugal\nmatch:\n  target: 4\n  scoresheet: cross\n", encoding="utf-8")
    assert LINES["en"] in _run("docs", str(path), "--lang", "en", "--format", "md")


@pytest.mark.parametrize("form", ["match to 4 scoresheet circle\n", "match {\n  target 4\n  scoresheet circle\n}\n"])
def test_a_wrong_value_is_located(tmp_path: Path, form: str) -> None:
    path = tmp_path / "x.sueca"
    path.write_text("variant x extends portugal\n" + form, encoding="utf-8")
    said = _run("validate", str(path))
    assert "x.sueca:2:" in said or "x.sueca:4:" in said
    assert "circle" in said and "cross" in said


def test_a_missing_value_is_located(tmp_path: Path) -> None:
    path = tmp_path / "x.sueca"
    path.write_text("variant x extends portugal\nmatch to 4 scoresheet\n", encoding="utf-8")
    said = _run("validate", str(path))
    assert "x.sueca:2:" in said and "scoresheet cross" in said


@pytest.mark.parametrize("variant", ["sueca-a-dois", "portugal"])
def test_score_shows_the_crosss_key_every_time(tmp_path: Path, variant: str) -> None:
    """`score` before any hand, the cross after a hand, `score` again: each `score` with its key,
    the crosses after the hands bare once it has been said (EN15-09: not after every hand)."""
    cards = 60 if variant == "sueca-a-dois" else 30
    out = _run("play", variant, "--lang", "en", "--seed", "1", "-o", str(tmp_path / "p.json"),
               text="score\n" + "1\n" * cards + "score\nquit\n")
    crosses = sum("┼" in line for line in out.splitlines())  # one line per cross drawn (both sides)
    # the screen's own cross where the rules do not set one (EN13-10): said to be the screen's way
    key = "(This screen draws the score as a cross:"
    assert crosses >= (3 if variant == "sueca-a-dois" else 2)  # `score`, after hands, `score` again
    assert out.count(key) == 2  # the two `score`s
