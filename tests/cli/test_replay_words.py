"""replay's closing line speaks the variant's table words (BR26-04: Sueca Online's book and screen
say *rodada* and *sessão*, its replay said *mão* and *partida*), the usual ones elsewhere."""

from __future__ import annotations

from pathlib import Path

from ..conftest import run_cli


def _replayed(variant: str, locale: str, tmp_path: Path) -> str:
    record = tmp_path / f"{variant}.json"
    played = run_cli("play", variant, "--lang", locale, "--seed", "7", "--isolated", "-o", str(record),
                     input_text="1\nquit\n")
    assert played.returncode == 0, played.stderr
    result = run_cli("replay", str(record), "--lang", locale, "--isolated")
    assert result.returncode == 0, result.stderr
    return result.stdout.replace("\xa0", " ")


def test_sueca_online_replays_rodadas_of_a_sessao(tmp_path: Path) -> None:
    line = _replayed("sueca-online", "pt-BR", tmp_path)
    assert "1 rodada de Sueca Online reproduzida" in line and "a sessão não terminou (a última rodada parou" in line
    assert " mão" not in line and "partida" not in line


def test_portugal_replays_hands_of_a_match(tmp_path: Path) -> None:
    line = _replayed("portugal", "pt-BR", tmp_path)
    assert "1 mão de Sueca (Portugal) reproduzida" in line and "a partida não terminou (a última mão parou" in line
    english = run_cli("replay", str(tmp_path / "portugal.json"), "--lang", "en", "--isolated").stdout
    assert "replayed 1 hand of Sueca (Portugal)" in english and "the match was not finished (the last hand" in english
