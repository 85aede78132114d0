"""A fault a table's file names itself (`infraction out-of-order …` with its words in `texts`)
is said in the game as the file's texts say it, in every language they give: the game types
the fault with hyphens, the texts keep it with underscores (round 21: mesa-calada's help said
"out-of-order: out of order" in Portuguese), and declaring it ends the hand as the file says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli

CALADA = str(ROOT / "variants" / "house" / "mesa-calada.sueca")
SAID = {"en": ("help", "shuffling, cutting or dealing out of order"),
        "pt-PT": ("ajuda", "baralhar, partir ou dar as cartas fora da ordem"),
        "pt-BR": ("ajuda", "embaralhar, cortar ou dar as cartas fora da ordem"),
        "fr": ("aide", "mélanger, couper ou distribuer hors de l’ordre prévu")}


@pytest.mark.parametrize("locale", sorted(SAID))
def test_the_help_names_the_tables_own_fault_in_its_words(locale: str, tmp_path: Path) -> None:
    word, named = SAID[locale]
    out = run_cli("play", CALADA, "--lang", locale, "--seed", "3", "--save", str(tmp_path / "g.json"),
                  input_text=f"{word}\nquit\n").stdout
    said = " ".join(out.replace("\u00a0", " ").replace("\u202f", " ").split())  # French: a space before ":"
    assert f"out-of-order — {named}" in said, out  # a keyword and its meaning a line (BR22-05)


def test_declaring_the_tables_own_fault_ends_the_hand_with_its_penalty(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    out = run_cli("play", CALADA, "--lang", "en", "--seed", "3", "--save", str(save),
                  input_text="declare out-of-order them\nquit\n").stdout
    assert "shuffling, cutting or dealing out of order by them" in " ".join(out.split()), out
    record = json.loads(save.read_text())
    assert ["declare", 1, "out-of-order"] in record["hands"][0]["actions"] or \
           ["declare", 1, "out_of_order"] in record["hands"][0]["actions"], record["hands"][0]["actions"]
    assert run_cli("replay", str(save)).returncode == 0
