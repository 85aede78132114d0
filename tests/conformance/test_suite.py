"""The project's own case files: every case cites its source and quotes it verbatim.

The quotes are checked word for word against the five source documents when they are at hand
(a case quoting a public web page or repository, against the words its variant file quotes):
``$SUECA_RULES_SEEDS`` (a folder holding ``000_64031d6b8f04f44d.txt`` … ``004_647ddaca7f56fe76.txt``)
or, by default, ``../shared/seeds`` beside this checkout. Without them every other check here
still runs: each case names its source, quotes it, and cites a document a bundled variant
describes by title, kind and language.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
import yaml

from ..conftest import BUNDLED, ROOT
from ..loaded import load_variant

HERE = Path(__file__).parent
SEEDS = Path(os.environ.get("SUECA_RULES_SEEDS") or ROOT.parent / "shared" / "seeds")
FILES = sorted(HERE.glob("*.yaml"))
ADDRESS = re.compile(r"https?://")


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _cases() -> list[tuple[str, str, str]]:
    """(case id, source document, quote) for every case of every file."""
    found = []
    for path in FILES:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for case in data["cases"]:
            found.append((f"{path.name}:{case['id']}", case.get("source") or data.get("source"), case.get("quote")))
    return found


def test_every_bundled_variant_has_cases() -> None:
    named = {yaml.safe_load(p.read_text())["variant"] for p in FILES}
    assert named >= set(BUNDLED)


def test_well_over_a_hundred_cases() -> None:
    assert len(_cases()) > 120


def test_every_case_cites_a_described_document_and_quotes_it() -> None:
    described = {doc.document for name in BUNDLED for doc in load_variant(name).sources if doc.title}
    for case_id, source, quote in _cases():
        assert source and quote, f"{case_id}: needs a source and a quote"
        assert source in described, f"{case_id}: {source} is not described by any bundled variant's sources"


def _comments(name: str) -> str:
    """A bundled variant file's comments, joined into one text (a quote may run over lines)."""
    path = next((ROOT / "variants").glob(f"{name}.*"))
    lines = path.read_text(encoding="utf-8").splitlines()
    return _squash(" ".join(line.split("#", 1)[1] for line in lines if "#" in line))


def test_quotes_of_a_web_source_are_the_variant_files_quotes() -> None:
    """A case quoting a public page or repository (its source a web address) quotes the words
    its variant file's comments quote from it, verbatim: the file and its proof cite alike."""
    checked, wrong = 0, []
    for path in FILES:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for case in data["cases"]:
            source = case.get("source") or data.get("source") or ""
            if not ADDRESS.match(source):
                continue
            words = _comments(case.get("variant") or data["variant"])
            checked += 1
            wrong += [f"{path.name}:{case['id']}: not in the variant's comments: {part!r}"
                      for part in re.split(r"\s*\.\.\.\s*", _squash(case["quote"])) if part not in words]
    assert checked >= 60 and not wrong, "\n".join(wrong)


def test_quotes_are_verbatim_in_the_source_documents() -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"quotes not compared with the source documents: no folder {SEEDS}; "
                    "set SUECA_RULES_SEEDS to the folder holding 000_….txt … 004_….txt")
    wrong = []
    for case_id, source, quote in _cases():
        if ADDRESS.match(source):  # a public page: its words are the variant file's (above)
            continue
        document = SEEDS / source
        if not document.is_file():
            wrong.append(f"{case_id}: {document} is missing")
            continue
        text = _squash(document.read_text(encoding="utf-8"))
        wrong += [f"{case_id}: not verbatim in {source}: {part!r}"
                  for part in re.split(r"\s*\.\.\.\s*", quote) if _squash(part) not in text]
    assert not wrong, "\n".join(wrong)
