"""The examples in docs/ run: the case-file guide's variant and cases pass as written."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import ROOT, run_cli


def test_writing_cases_guide_example_passes(tmp_path: Path) -> None:
    text = (ROOT / "docs" / "writing-cases.md").read_text(encoding="utf-8")
    variant = re.search(r"```\n(variant our-table.*?)```", text, re.S)
    cases = re.search(r"```yaml\n(variant: house\.sueca.*?)```", text, re.S)
    assert variant and cases
    (tmp_path / "house.sueca").write_text(variant.group(1), encoding="utf-8")
    (tmp_path / "house-cases.yaml").write_text(cases.group(1), encoding="utf-8")
    result = run_cli("conform", str(tmp_path / "house-cases.yaml"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("2 passed, 0 failed")


def test_writing_cases_guide_examples_of_other_tables_pass(tmp_path: Path) -> None:
    """The guide's cases for a table of two with a stock and a table of five that bids (#22)."""
    text = (ROOT / "docs" / "writing-cases.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(variant: sueca-(?:a-dois|italiana)\n.*?)```", text, re.S)
    assert len(blocks) == 2
    paths = []
    for index, block in enumerate(blocks):
        paths.append(tmp_path / f"cases-{index}.yaml")
        paths[-1].write_text(block, encoding="utf-8")
    result = run_cli("conform", *map(str, paths))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("4 passed, 0 failed")


EXAMPLE = re.compile(r"```([a-z]*)\n(.*?)```", re.S)


def variant_examples() -> list[tuple[str, str, str]]:
    """Every variant file the README and docs/ show (a block that starts with `variant`,
    comments before it allowed; case files and the generated codes page left out): (where,
    its ending, its text)."""
    found = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        if page.name == "problem-codes.md":  # examples of problems, written from the registry
            continue
        text = page.read_text(encoding="utf-8")
        for block in EXAMPLE.finditer(text):
            lang, body = block.group(1), block.group(2)
            if not re.match(r"(#.*\n)*variant[ :]", body) or re.search(r"^cases:", body, re.M):
                continue
            yaml_form = lang == "yaml" or re.search(r"^variant:", body, re.M) is not None
            line = text[:block.start()].count("\n") + 2
            found.append((f"{page.name}:{line}", ".yaml" if yaml_form else ".sueca", body))
    return found


def test_every_variant_example_in_the_docs_is_in_canonical_form(tmp_path: Path) -> None:
    """What a reader pastes passes `fmt --check` (and the sueca-fmt hook) as it stands."""
    examples = variant_examples()
    assert len(examples) >= 50
    for index, (where, ending, body) in enumerate(examples):
        (tmp_path / f"{index:03d}-{where.replace(':', '-')}{ending}").write_text(body, encoding="utf-8")
    result = run_cli("fmt", "--check", "--isolated", str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == f"{len(examples)} files already formatted\n"
