"""Canonical YAML (`fmt --write` on a YAML variant): every YAML variant the project has, and the
YAML form of every bundled and house variant, reads back as the same data, keeps each comment,
and is canonical (formatting it again changes nothing)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sueca_rules.checks import validate
from sueca_rules.errors import SuecaError
from sueca_rules.fmt import effective_text
from sueca_rules.fmt_yaml import format_yaml, scalar
from sueca_rules.source.discover import walk
from sueca_rules.source.text import SourceText
from sueca_rules.source.yaml_form import load_yaml

from .conftest import ROOT


def _yaml_variants() -> list[Path]:
    found = []
    for folder in (ROOT / "variants", ROOT / "tests"):
        for item in walk(folder):
            if getattr(item, "kind", "") == "variant" and item.path.suffix in (".yaml", ".yml"):
                try:
                    validate(item.path)
                except SuecaError:
                    continue  # the tests' broken files are not formatted (fmt refuses them)
                found.append(item.path)
    return found


FILES = _yaml_variants()
EVERY = sorted([*(ROOT / "variants").glob("*.sueca"), *(ROOT / "variants" / "house").glob("*.sueca")])


def _again(text: str, name: str = "x.yaml") -> str:
    return format_yaml(load_yaml(SourceText(name, text)))


def test_there_are_yaml_variants_to_format() -> None:
    assert ROOT / "variants" / "mesa-brasileira.yaml" in FILES


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_yaml_file_reads_back_the_same_with_every_comment(path: Path) -> None:
    located = load_yaml(SourceText(str(path), path.read_text(encoding="utf-8")))
    text = format_yaml(located)
    again = load_yaml(SourceText(str(path), text))
    assert again.data == located.data
    kept = [comment for _, comment in again.comments]
    assert all(any(comment in line for line in kept) for _, comment in located.comments)
    assert _again(text, str(path)) == text  # canonical: a second pass changes nothing
    validate(path)  # and the file it would write is the same variant
    lines = path.read_text(encoding="utf-8").splitlines()
    if lines and lines[0].startswith("# yaml-language-server:"):
        assert text.splitlines()[0] == lines[0]  # the editor's schema line stays first


@pytest.mark.parametrize("path", EVERY, ids=lambda p: p.stem)
def test_the_yaml_form_of_every_variant_is_canonical_after_one_pass(path: Path) -> None:
    resolved = validate(path)
    text = effective_text(resolved.spec, {}, "yaml")  # `show --format yaml`: block style everywhere
    once = _again(text)
    assert load_yaml(SourceText("x.yaml", once)).data == load_yaml(SourceText("x.yaml", text)).data
    assert _again(once) == once


@pytest.mark.parametrize(("value", "written"), [
    ("7", '"7"'), ("yes", '"yes"'), ("NO", '"NO"'), ("010", '"010"'), ("1:30", '"1:30"'),
    ("a: b", '"a: b"'), ("left", "left"), ("seguir o naipe", "seguir o naipe"), ("", '""'),
    (" x", '" x"'), ("a # b", '"a # b"'), ("null", '"null"'), ("x\u2028y", '"x\\Ly"'),
    (None, "null"), (True, "true"), (12, "12"),
])
def test_scalars_are_plain_only_where_yaml_reads_them_back_the_same(value: object, written: str) -> None:
    assert scalar(value) == written
    back = load_yaml(SourceText("x.yaml", f"k: {written}\n")).data["k"]
    assert back == value


def test_a_text_with_a_comma_is_quoted_inside_a_flow_mapping() -> None:
    assert scalar("a, b") == "a, b" and scalar("a, b", flow=True) == '"a, b"'
    text = "variant: x\nextends: portugal\nwords:\n  trick: {pt: 'vaza, mão', en: trick}\n"
    out = _again(text)
    assert '  trick: {pt: "vaza, mão", en: trick}' in out
    assert load_yaml(SourceText("x.yaml", out)).data == load_yaml(SourceText("x.yaml", text)).data
