"""mkdocs hook: the variant pages (every bundled variant in pt-PT, pt-BR, English and French),
the comparison matrix and the CLI reference are generated at build time from the real files
through the real loader, so a broken variant breaks the build."""

from __future__ import annotations

from typing import Any

from mkdocs.structure.files import File, Files

from sueca_rules.checks import validate
from sueca_rules.cli.reference import cli_reference
from sueca_rules.docs import matrix, rulebook
from sueca_rules.source.resolve import bundled_names
from sueca_rules.words.i18n import LOCALES, Voice

LOCALE_NAMES = {"pt-PT": "Português (Portugal)", "pt-BR": "Português (Brasil)", "en": "English",
                "fr": "Français"}


def generated_pages() -> dict[str, str]:
    """Page path -> Markdown, for every page the site generates."""
    pages: dict[str, str] = {}
    specs = []
    for name in bundled_names():
        spec = validate(name).spec  # a variant that does not validate fails the build here
        specs.append(spec)
        parent = validate(spec.extends).spec if spec.extends else None
        for locale in LOCALES:
            pages[f"variants/{name}.{locale}.md"] = rulebook(spec, locale, parent)
    others = " · ".join(f"[{LOCALE_NAMES[loc]}](matrix.{loc}.md)" for loc in LOCALES if loc != "en")
    pages["matrix.md"] = ("# Comparison matrix\n\nEvery bundled variant, rule by rule: each rule's "
                          "values, and the variants that have each.\n\n" + others + "\n\n"
                          + matrix(specs, "en"))
    for locale in LOCALES:
        if locale != "en":
            title = Voice(locale).gettext("Comparison matrix")
            pages[f"matrix.{locale}.md"] = f"# {title}\n\n" + matrix(specs, locale)
    pages["cli.md"] = cli_reference()
    return pages


def on_files(files: Files, config: Any) -> Files:
    for path, content in generated_pages().items():
        files.append(File.generated(config, path, content=content))
    return files
