"""The documentation site: examples validated, schema copy fresh, generated pages real."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sueca_rules.checks import semantic_problems
from sueca_rules.docs.site_hook import generated_pages, readme_commands
from sueca_rules.source.resolve import resolve_text
from sueca_rules.source.text import SourceText
from sueca_rules.spec import json_schema

from ..conftest import BUNDLED, ROOT

DOCS = ROOT / "docs"


def _blocks(page: str, lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", (DOCS / page).read_text(encoding="utf-8"), re.S)


DSL_EXAMPLES = [(page, i, block) for page in ("dsl-reference.md", "getting-started.md",
                                               "index.md")
                for i, block in enumerate(_blocks(page, "sueca"))]


def test_the_dsl_reference_has_an_example_per_construct() -> None:
    text = "\n".join(b for p, _, b in DSL_EXAMPLES if p == "dsl-reference.md")
    for construct in ("extends", "direction", "deck {", "dealer {", "deal standard {", "trump {",
                      "redeal {", "play {", "illegal {", "scoring {", "match to", "words {",
                      "option direction {", "source ", "description ", "deal alternative none"):
        assert construct in text, construct


@pytest.mark.parametrize(("page", "index", "text"), DSL_EXAMPLES,
                         ids=[f"{p}#{i}" for p, i, _ in DSL_EXAMPLES])
def test_dsl_examples_are_valid_variants(page: str, index: int, text: str) -> None:
    resolved = resolve_text(SourceText(f"{page}#{index}.sueca", text))
    assert semantic_problems(resolved) == []


def test_yaml_form_example_is_valid() -> None:
    (block,) = _blocks("yaml-form.md", "yaml")
    resolved = resolve_text(SourceText("yaml-form.yaml", block))
    assert semantic_problems(resolved) == [] and resolved.spec.match.target == 6


def test_committed_json_schema_is_fresh() -> None:
    committed = json.loads((DOCS / "schema" / "variant.schema.json").read_text(encoding="utf-8"))
    assert committed == json_schema(), "run: sueca-rules schema > docs/schema/variant.schema.json"


def test_bundled_yaml_files_name_the_schema() -> None:
    for path in (ROOT / "variants").rglob("*.yaml"):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema=")
        target = (path.parent / first.split("$schema=", 1)[1]).resolve()
        assert target == (DOCS / "schema" / "variant.schema.json").resolve()


def test_api_page_runs() -> None:
    for block in _blocks("api.md", "python"):
        exec(compile(block, "api.md", "exec"), {})


def test_generated_pages_cover_every_variant_in_both_languages() -> None:
    pages = generated_pages()
    for name in BUNDLED:
        assert pages[f"variants/{name}.pt.md"].startswith("# ")
        assert pages[f"variants/{name}.en.md"].startswith("# ")
    assert "| Rule |" in pages["matrix.md"] and "## `sueca-rules validate`" in pages["cli.md"]
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for path in pages:
        assert path in nav


def test_getting_started_shows_the_readme_commands() -> None:
    commands = readme_commands()
    assert commands.count("```bash") == 2 and "pytest" in commands
    assert "<!-- readme-commands -->" in (DOCS / "getting-started.md").read_text()


def test_a_broken_bundled_variant_breaks_the_site(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    import sueca_rules.docs.site_hook as hook
    from sueca_rules.errors import ProblemsError

    (tmp_path / "broken.sueca").write_text("variant broken extends portugal\nmatch to 0\n")
    monkeypatch.setattr(hook, "bundled_names", lambda: [str(tmp_path / "broken.sueca")])
    with pytest.raises(ProblemsError):
        hook.generated_pages()
