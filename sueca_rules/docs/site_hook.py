"""mkdocs hook: the variant pages (every bundled variant in pt-PT, pt-BR, English and French),
the comparison matrix, a home page per language and the CLI reference are generated at build
time from the real files through the real loader, so a broken variant breaks the build.

The site is one site per language (the mkdocs-static-i18n plugin, suffix structure: a page
``variants/portugal.fr.md`` is the French ``variants/portugal.md``): each language's pages are
served with their own ``lang``, navigation and search, and that navigation is made here, each
rulebook named by its title in that language (the variant file's own words). The plugin reads
pages from the docs folder only, so the build reads a copy of ``docs/`` with the generated
pages written into it (removed when mkdocs shuts down); ``docs/`` itself is never written.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from sueca_rules.checks import validate
from sueca_rules.cli.reference import INTRO
from sueca_rules.docs import matrix
from sueca_rules.docs.rulebook import book_of
from sueca_rules.resources import bundled_names
from sueca_rules.spec import VariantSpec
from sueca_rules.words.i18n import LOCALES, Voice

# the command-line reference: mkdocs-click writes each command's usage, options and text
CLI_PAGE = f"""# Command line

{INTRO}

::: mkdocs-click
    :module: sueca_rules.cli.reference
    :command: commands
    :prog_name: sueca-rules
    :depth: 1
    :style: table
    :list_subcommands: true
"""
DEFAULT = "en"  # the language of the hand-written pages, served at the site's root
VARIANTS = "Variants"  # the section of the English navigation the rulebooks fill


def _variants() -> list[tuple[str, VariantSpec, VariantSpec | None]]:
    """Each bundled variant: its name, spec and parent's spec (a variant that does not validate
    fails the build here)."""
    out = []
    for name in bundled_names():
        spec = validate(name).spec
        out.append((name, spec, validate(spec.extends).spec if spec.extends else None))
    return out


def _suffixed(path: str, locale: str) -> str:
    return path if locale == DEFAULT else path.removesuffix(".md") + f".{locale}.md"


def _home(locale: str, titles: dict[str, str]) -> str:
    """The home page of a language other than the hand-written pages' own."""
    v = Voice(locale)
    books = "\n".join(f"- [{title}](variants/{name}.md)" for name, title in titles.items())
    heading, matrix_title = v.gettext("The rules of Sueca"), v.gettext("Comparison matrix")
    rulebooks = v.gettext("Rulebooks")
    lead = v.gettext("The rulebooks of the bundled variants, each written from its file, and the comparison "
                     "matrix that sets them side by side.")
    return (f"# {heading}\n\n{lead}\n\n## {rulebooks}\n\n{books}\n\n"
            f"## {matrix_title}\n\n[{matrix_title}](matrix.md)\n")


def generated_pages() -> dict[str, str]:
    """Page path -> Markdown, for every page the site generates (a language's page is its
    English page's path with the locale before ``.md``)."""
    pages: dict[str, str] = {}
    found = _variants()
    specs = [spec for _, spec, _ in found]
    for locale in LOCALES:
        titles = {}
        for name, spec, parent in found:
            book = book_of(spec, locale, parent)
            titles[name] = book.title
            # a site page is read on a screen: the program's section stays (PT22-01)
            pages[_suffixed(f"variants/{name}.md", locale)] = book.markdown(program=True)
        pages[_suffixed("matrix.md", locale)] = matrix(specs, locale)  # its own title and introduction
        if locale != DEFAULT:
            pages[_suffixed("index.md", locale)] = _home(locale, titles)
    pages["cli.md"] = CLI_PAGE
    return pages


def navigation(locale: str) -> list[dict[str, Any]]:
    """The rulebooks' part of a language's navigation: the matrix, then each rulebook by title."""
    v = Voice(locale)
    books = [{book_of(spec, locale, parent).title: f"variants/{name}.md"} for name, spec, parent in _variants()]
    return [{v.gettext("Comparison matrix"): "matrix.md"}, *books]


_STAGED: list[str] = []


def on_config(config: Any) -> Any:
    """The docs folder the build reads (``docs/`` and the generated pages), the English
    navigation's Variants section, and each other language's whole navigation (its home page,
    the matrix and the rulebooks: the pages written in that language)."""
    staged = tempfile.mkdtemp(prefix="sueca-rules-site-")
    _STAGED.append(staged)
    shutil.copytree(config["docs_dir"], staged, dirs_exist_ok=True)
    for path, content in generated_pages().items():
        target = Path(staged) / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
    config["docs_dir"] = staged
    nav = config["nav"] or []
    for index, entry in enumerate(nav):
        if isinstance(entry, dict) and VARIANTS in entry:
            nav[index] = {VARIANTS: navigation(DEFAULT)}
    i18n = config["plugins"].get("i18n")
    if i18n is not None:
        for language in i18n.config.languages:
            if language.locale != DEFAULT:
                v = Voice(language.locale)
                language.nav = [{v.gettext("Home"): "index.md"},
                                {v.gettext("Rulebooks"): navigation(language.locale)}]
    return config


def on_shutdown() -> None:
    for folder in _STAGED:
        shutil.rmtree(folder, ignore_errors=True)
    _STAGED.clear()
