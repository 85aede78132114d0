"""The kinds of fault native readers found in the rulebooks, each held for every variant it can
occur in, not only for the example they quoted."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ..conftest import ROOT

# -- the files themselves -------------------------------------------------------------------

FRENCH_TEXT = re.compile(r'(?:^\s*(?:title|description)\s+"(?P<a>[^"]*)"|\bfr\s+"(?P<b>[^"]*)"|'
                         r'^\s+(?:title|description):\s+"?(?P<c>[^"\n]*))', re.M)


def _french_texts(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    out = [m.group("b") for m in FRENCH_TEXT.finditer(text) if m.group("b")]
    for block in re.findall(r"^texts fr \{(.*?)^\}|^  fr:\n((?:    .*\n)+)", text, re.M | re.S):
        out += [m.group("a") or m.group("c") for m in FRENCH_TEXT.finditer("".join(block))
                if m.group("a") or m.group("c")]
    return out


@pytest.mark.parametrize("path", sorted((ROOT / "variants").rglob("*.*")), ids=lambda p: p.name)
def test_french_texts_in_variant_files_use_french_spacing(path: Path) -> None:
    for text in _french_texts(path):
        assert not re.search(r" [:;!?»]|« ", text), (path.name, text)
    if path.name in ("portugal.sueca", "sueca-fr.sueca", "mesa-brasileira.yaml"):
        assert _french_texts(path), path  # the pattern finds them

