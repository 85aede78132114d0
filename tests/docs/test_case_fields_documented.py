"""docs/case-files.md names every key the case-file models accept, under the kind that takes it.

A field the runner accepts but the reference omits (a play case's `declare:`, its expected
`sees_trump_card`) is one a writer can find only by trial: the reference is the contract.
"""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from sueca_rules.conformance.models import KINDS, Case, CaseFileModel

REFERENCE = Path(__file__).resolve().parents[2] / "docs" / "case-files.md"


def _sections() -> dict[str, str]:
    """Each kind's section of the reference (from its `### \\`kind\\`` heading to the next)."""
    text = REFERENCE.read_text(encoding="utf-8")
    parts = re.split(r"^### `(\w+)`.*$", text, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def _models_in(annotation: object) -> list[type[BaseModel]]:
    """The models an annotation refers to (through lists, tuples, unions, dicts, Annotated)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        found.extend(_models_in(arg))
    return found


def _keys(model: type[BaseModel]) -> set[str]:
    """Every key the model accepts, and those of the models nested in it."""
    keys = set(model.model_fields)
    for field in model.model_fields.values():
        for inner in _models_in(field.annotation):
            keys |= _keys(inner)
    return keys


def _named(key: str, text: str) -> bool:
    """The key is written in code in the text: `key`, or inside a code span (`{team: N}`)."""
    return re.search(rf"`[^`\n]*(?<![\w-]){key}(?![\w-])[^`\n]*`", text) is not None


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_key_of_a_kind_is_in_its_section(kind: str) -> None:
    sections = _sections()
    assert kind in sections, f"docs/case-files.md has no section for the '{kind}' kind"
    given, expect = KINDS[kind]
    missing = sorted(k for k in _keys(given) | _keys(expect) if not _named(k, sections[kind]))
    assert not missing, f"'{kind}' keys the reference does not name: {missing}"


def test_every_case_and_file_key_is_in_the_reference() -> None:
    text = REFERENCE.read_text(encoding="utf-8")
    keys = (set(Case.model_fields) - set(KINDS)) | set(CaseFileModel.model_fields)
    missing = sorted(k for k in keys if not re.search(rf"^[\s-]*{k}:|`{k}`", text, re.MULTILINE))
    assert not missing, f"case and file keys the reference does not name: {missing}"
