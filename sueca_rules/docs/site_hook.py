"""mkdocs hook: the variant pages, the matrix and the CLI reference are generated at build
time from the real files through the real loader, so a broken variant breaks the build."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

from sueca_rules.checks import validate
from sueca_rules.cli.reference import cli_reference
from sueca_rules.docs import matrix, rulebook
from sueca_rules.source.resolve import bundled_names

ROOT = Path(__file__).resolve().parents[2]


def generated_pages() -> dict[str, str]:
    """Page path -> Markdown, for every page the site generates."""
    pages: dict[str, str] = {}
    specs = []
    for name in bundled_names():
        resolved = validate(name)  # a variant that does not validate fails the build here
        spec = resolved.spec
        specs.append(spec)
        parent = validate(spec.extends).spec if spec.extends else None
        for lang in ("pt", "en"):
            pages[f"variants/{name}.{lang}.md"] = rulebook(spec, lang, parent)
    pages["matrix.md"] = ("# Comparison matrix\n\nEvery bundled variant, rule by rule.\n\n"
                          + matrix(specs, "en") + "\n## Em português\n\n" + matrix(specs, "pt"))
    pages["cli.md"] = cli_reference()
    return pages


def on_files(files: Files, config: Any) -> Files:
    for path, content in generated_pages().items():
        files.append(File.generated(config, path, content=content))
    return files


def readme_commands() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```bash\n.*?\n```", text, re.S)[:2]
    return "\n\n".join(blocks)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    return markdown.replace("<!-- readme-commands -->", readme_commands())
