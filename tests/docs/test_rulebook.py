"""Rulebooks, diff and the matrix: complete, worded in both languages, never raw names."""

from __future__ import annotations

import re
import types
import typing
from typing import Any, get_args, get_origin

import pytest
from pydantic import BaseModel

from sueca_rules import load_variant
from sueca_rules.docs import diff_variants, matrix, rulebook
from sueca_rules.docs.wording import LANGS, wording_for
from sueca_rules.spec import VariantSpec

from ..conftest import BUNDLED, run_cli


def _schema_paths(model: type[BaseModel], prefix: str = "") -> list[str]:
    out = []
    for name, field in model.model_fields.items():
        path = f"{prefix}{name}"
        out.append(path)
        annotation = field.annotation
        args = [a for a in get_args(annotation) if a is not type(None)]
        if get_origin(annotation) in (typing.Union, types.UnionType) \
                and len(args) == 1:
            annotation = args[0]
        origin = get_origin(annotation)
        if origin in (dict, list):
            inner = get_args(annotation)[-1]
            if isinstance(inner, type) and issubclass(inner, BaseModel):
                out += _schema_paths(inner, f"{path}.*.")
        elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
            out += _schema_paths(annotation, f"{path}.")
    return out


SCHEMA_PATHS = _schema_paths(VariantSpec)


def test_schema_walk_finds_nested_fields() -> None:
    assert {"deal.*.trump", "scoring.tie.cumulative", "illegal.revoke.games",
            "words.trick.pt", "options.*.sets"} <= set(SCHEMA_PATHS)


@pytest.mark.parametrize("path", SCHEMA_PATHS)
def test_every_schema_field_has_words_in_both_languages(path: str) -> None:
    wording = wording_for(path)
    assert wording is not None, f"no wording for {path}: add it to sueca_rules/docs/wording.py"
    for lang in LANGS:
        assert wording.label(lang).strip()
        assert "_" not in wording.label(lang)
    assert wording.label("pt") != path and wording.label("en") != path


RAW = re.compile(r"\b(first_lead|must_follow|when_void|leader_below|others_below|ends_match|"
                 r"all_points|false_accusation|last-card|first-card|cut-unused|until-played|"
                 r"all-hand|deal-only|nobody-scores|same-dealer|anticlockwise\)|last-trick)\b")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", BUNDLED)
def test_rulebook_is_complete_and_worded(name: str, lang: str) -> None:
    spec = load_variant(name)
    parent = load_variant(spec.extends) if spec.extends else None
    text = rulebook(spec, lang, parent)
    assert text.startswith(f"# {spec.title}\n")
    headings = re.findall(r"^## (.+)$", text, re.M)
    expected = 12 + (1 if parent else 0)
    assert len(headings) == expected, headings
    assert not RAW.search(text), RAW.search(text)
    assert "120" in text and ("30 pontos" in text or "30 points" in text)
    for rank in spec.deck.ranks:
        assert re.search(rf"^\| \d+ \| [^|]+ \| {spec.deck.points.get(rank, 0)} \|$", text, re.M)
    for doc in spec.sources:
        assert doc.document in text
    if parent:
        assert (f"Diferenças em relação a {parent.variant}" if lang == "pt"
                else f"Differences from {parent.variant}") in headings


def test_portuguese_reads_as_a_portuguese_rulebook() -> None:
    text = rulebook(load_variant("portugal"), "pt")
    for word in ("vaza", "trunfo", "puxa", "assistir", "corta", "bandeira", "renúncia", "partida"):
        assert word in text, word
    assert "Joga-se em sentido anti-horário" in text


def test_worked_example_comes_from_the_engine() -> None:
    azores = rulebook(load_variant("azores"), "en")
    assert "Ana leads the King of hearts; Bruno plays the Ace of hearts; Carla, with no hearts, " \
           "trumps with the 2 of spades" in azores
    assert "Carla wins (the trump), for Carla and Ana's team: 15 points." in azores


def test_variant_specific_text() -> None:
    mesa = rulebook(load_variant("mesa-brasileira"), "en")
    assert "the first leader under 10 points; the others under 5" in mesa
    assert "the other team wins the match" in mesa
    rei = rulebook(load_variant("jogos-do-rei"), "pt")
    assert "não é aceite: o jogador escolhe outra, sem castigo" in rei
    assert "uma a uma" in rei and "120 pontos sem todas as vazas: 2 jogos" in rei


def test_diff_portugal_brazil_in_words() -> None:
    text = diff_variants(load_variant("portugal"), load_variant("brazil"), "en")
    assert "**Direction of play** — portugal: anticlockwise (to the right); brazil: clockwise" in text
    assert "**Who deals next** — portugal: the player on the dealer's right; brazil: the player " \
           "on the dealer's left" in text
    assert "Card points" not in text  # equal rules are not listed
    same = diff_variants(load_variant("portugal"), load_variant("portugal"), "pt")
    assert "As regras são as mesmas." in same


def test_matrix_has_a_column_per_variant_and_a_row_per_rule() -> None:
    specs = [load_variant(n) for n in BUNDLED]
    table = matrix(specs, "en").splitlines()
    assert table[0] == "| Rule | " + " | ".join(BUNDLED) + " |"
    rows = {line.split(" | ")[0].lstrip("| ") for line in table[2:]}
    assert {"Direction of play", "Who shuffles (standard)", "Bandeira", "60–60 tie"} <= rows
    assert all(line.count(" | ") == len(BUNDLED) for line in table[2:])


def test_docs_command_writes_a_file(tmp_path: Any) -> None:
    out = tmp_path / "rules.md"
    result = run_cli("docs", "variants/house/brazil-long-match.sueca", "--lang", "en", "-o", str(out))
    assert result.returncode == 0, result.stderr
    text = out.read_text()
    assert "## Differences from brazil" in text and "first team to reach 6 games" in text
    assert run_cli("diff", "portugal", "brazil").stdout.startswith("# portugal × brazil")
    assert run_cli("matrix", "portugal", "azores").stdout.startswith("| Rule | portugal | azores |")
    assert run_cli("docs", "nosuch").returncode == 2
