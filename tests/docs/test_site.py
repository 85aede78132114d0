"""The documentation site: examples validated, schema copy fresh, generated pages real."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sueca_rules.checks import semantic_problems
from sueca_rules.docs.site_hook import generated_pages
from sueca_rules.source.resolve import resolve_text
from sueca_rules.source.text import SourceText
from sueca_rules.spec import json_schema
from sueca_rules.words.i18n import LOCALES
from sueca_rules.words.typeset import plain

from ..conftest import BUNDLED, ROOT
from ..loaded import load_variant
from .books import PROGRAM, screen_book

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
                      "option direction {", "source ", "description ", "deal alternative none",
                      "texts en {", "region BR", "language pt-BR", 'pt-BR "carteador"',
                      'option direction clockwise "',
                      # the house rules beyond the seeds (issue 11)
                      "times 2", "tie not-cumulative", "leader-at-most", "must-overtake",
                      "must-overtrump", "trump-lead", "first-lead cutter", "with-play",
                      "dealer-random", "chooses cutter", "chooses table", "lowest-card",
                      "partners drawn", "infractions {", "play-on", "lose 1", "accuse during-play",
                      "series to", "result ", "one-hand", "trailed", "when brazilian",
                      "style spanish",
                      # the seat parts (issue 21)
                      "seats {", "moves right", "partner-of shuffler", "in-turn", "last-winner else",
                      "left-of last-winner", "forming {", "suit-order", "highest-two", "by-draw",
                      "redeal-if", "style portuguese",
                      # the competition part (issue 21)
                      "competition {", "format knockout", "pairing redraw", "forfeit after",
                      "substitutes before-first-draw", "format swiss", "tie-breaks wins opponents",
                      "format winner-stays"):
        assert construct in text, construct


@pytest.mark.parametrize(("page", "index", "text"), DSL_EXAMPLES,
                         ids=[f"{p}#{i}" for p, i, _ in DSL_EXAMPLES])
def test_dsl_examples_are_valid_variants(page: str, index: int, text: str) -> None:
    resolved = resolve_text(SourceText(f"{page}#{index}.sueca", text))
    assert semantic_problems(resolved) == []


def test_yaml_form_example_is_valid() -> None:
    block, cup, shape, auction = _blocks("yaml-form.md", "yaml")
    resolved = resolve_text(SourceText("yaml-form.yaml", block))
    assert semantic_problems(resolved) == [] and resolved.spec.match.target == 6
    resolved = resolve_text(SourceText("yaml-form-cup.yaml", cup))
    assert semantic_problems(resolved) == [] and resolved.spec.competition is not None
    assert resolved.spec.competition.substitutes == "before-first-draw"
    resolved = resolve_text(SourceText("yaml-form-shape.yaml", shape))
    assert semantic_problems(resolved) == [] and resolved.spec.table.undealt == "stock"
    assert resolved.spec.stock is not None and resolved.spec.stock.trump_card == "last"
    resolved = resolve_text(SourceText("yaml-form-auction.yaml", auction))
    assert semantic_problems(resolved) == [] and resolved.spec.bidding is not None
    assert (resolved.spec.bidding.lowest, resolved.spec.bidding.highest, resolved.spec.bidding.step) == (61, 120, 5)


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


def test_generated_pages_cover_every_variant_in_every_locale() -> None:
    pages = generated_pages()
    for name in BUNDLED:
        assert pages[f"variants/{name}.md"].startswith("# ")  # English, the site's root language
        for locale in LOCALES:
            if locale != "en":
                assert pages[f"variants/{name}.{locale}.md"].startswith("# ")
                assert f"](variants/{name}.md)" in pages[f"index.{locale}.md"]
            # a site page is read on a screen: the book with the program's section last, where the
            # printed (Markdown) book has none (PT22-01)
            page = pages[f"variants/{name}.md" if locale == "en" else f"variants/{name}.{locale}.md"]
            assert plain(page) == screen_book(name, locale), (name, locale)
            assert ("\n## " + PROGRAM[locale] + "\n" in plain(page)) == bool(load_variant(name).options)
    assert "| Rule | Value | Variants |" in pages["matrix.md"]
    assert "| Regra | Valor | Variantes |" in pages["matrix.pt-BR.md"]
    assert ":command: commands" in pages["cli.md"]  # mkdocs-click writes it (tests/docs/test_reference_pages.py)


def test_cli_reference_names_each_command_once() -> None:
    from sueca_rules.cli.reference import cli_reference

    reference = cli_reference()
    assert "Usage: sueca-rules docs [OPTIONS] VARIANT" in reference
    assert "sueca-rules sueca-rules" not in reference


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```bash\n(.*?)\n```", text, re.S)[:2]


def test_getting_started_shows_the_readme_commands_as_they_are() -> None:
    page = (DOCS / "getting-started.md").read_text(encoding="utf-8")
    assert "<!--" not in page  # readable on GitHub as it stands: no placeholder
    shown = re.findall(r"```bash\n(.*?)\n```", page, re.S)[:2]
    assert shown == _readme_commands()


def test_the_case_file_guide_links_to_a_reference_that_exists() -> None:
    guide = (DOCS / "writing-cases.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#]+\.md)", guide)
    assert "case-files.md" in links
    for link in links:
        assert (DOCS / link).is_file(), link
    reference = (DOCS / "case-files.md").read_text(encoding="utf-8")
    for kind in ("trick", "legal", "hand_score", "match", "deal", "play", "redeal"):
        assert f"### `{kind}`" in reference


def test_a_broken_bundled_variant_breaks_the_site(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    import sueca_rules.docs.site_hook as hook
    from sueca_rules.errors import ProblemsError

    (tmp_path / "broken.sueca").write_text("variant broken extends portugal\nmatch to 0\n")
    monkeypatch.setattr(hook, "bundled_names", lambda: [str(tmp_path / "broken.sueca")])
    with pytest.raises(ProblemsError):
        hook.generated_pages()
