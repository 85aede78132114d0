"""A rulebook as one self-contained, printable HTML page.

The Markdown is rendered by markdown-it-py (CommonMark with tables), which escapes what it
must. Each section of a rulebook is a ``<section>`` named by what it is (``cards``,
``dealing``, ..., ``differences``, ``words``, ``identity``), so that the page's own styles
can set it: on screen one column that fits a phone (390 px wide); printed, a sheet for the
wall on one A4 page (two columns, the glossary and the sources in small type at the end, no
rule split across columns).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from markdown_it import MarkdownIt

from .rulebook import Book

STYLE = """
:root { --ink: #1d1d1f; --soft: #5b5b66; --rule: #d0d0d7; --accent: #7a1f2b; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { font: 15px/1.5 "DejaVu Serif", Georgia, serif; color: var(--ink); margin: 0 auto;
       max-width: 52rem; padding: 2rem 1.5rem; overflow-wrap: break-word; hyphens: auto; }
h1 { font-size: 1.8rem; line-height: 1.2; margin: 0 0 .3rem; color: var(--accent); }
h1 + p em { color: var(--soft); }
h2 { font-size: 1.15rem; margin: 1.4rem 0 .4rem; border-bottom: 1px solid var(--rule);
     color: var(--accent); }
ul { margin: .3rem 0; padding-left: 1.2rem; }
li { margin: .15rem 0; }
.nobr { white-space: nowrap; }
table { border-collapse: collapse; margin: .5rem 0; font-size: .92em; }
th, td { border: 1px solid var(--rule); padding: .15rem .45rem; text-align: left; }
td:not(:first-child), th:not(:first-child) { text-align: right; }
section.scoring td, section.scoring th { text-align: left; }
code { font-size: .9em; }
section.words li, section.identity li { margin: .1rem 0; }
@media (max-width: 480px) {
  body { font-size: 14px; padding: 1rem .75rem; }
  h1 { font-size: 1.45rem; }
  ul { padding-left: 1rem; }
  table { font-size: .8em; }
  th, td { padding: .1rem .2rem; }
}
@page { size: A4; margin: 8mm 9mm; }
@media print {
  body { font-size: 7.9pt; line-height: 1.12; max-width: none; padding: 0; column-count: 2;
         column-gap: 6mm; column-fill: balance; hyphens: auto; }
  h1 { font-size: 14pt; column-span: all; margin: 0; }
  h1 + p { column-span: all; margin: .1rem 0 .3rem; }
  h2 { font-size: 9.6pt; margin: .35rem 0 .1rem; break-after: avoid; }
  /* a heading never ends a column with one rule under it: its first two rules go with it */
  section > h2 + ul > li:nth-child(2) { break-before: avoid; }
  /* the back matter: headings as the rules' (one hierarchy), its text set smaller */
  section.words h2, section.identity h2, section.differences h2 { margin: .25rem 0 .05rem; }
  p { margin: .2rem 0; }
  ul { margin: .1rem 0; padding-left: .9rem; }
  li { margin: .05rem 0; }
  li, tr, p { break-inside: avoid; }
  li:has(> ul) { break-inside: auto; }  /* a rule with a list of its own may go on in the next column */
  table { font-size: 7.6pt; margin: .2rem 0; break-inside: avoid; }
  th, td { padding: 0 .2rem; }
  section.words, section.identity, section.differences { font-size: 7.1pt; line-height: 1.1; }
  section.words li, section.identity li, section.differences li { margin: 0; }
  a { color: inherit; text-decoration: none; }
}
"""


_RANGE = re.compile(r"(?<![\w<>/=\"-])(\d+–\d+)(?![\w\"])")
_TAG = re.compile(r"(<[^>]*>)")


def markdown_to_html(markdown: str) -> str:
    """Markdown (CommonMark and tables) to an HTML fragment; a score or a range (*60–60*)
    never breaks at its dash: it is a no-wrap span, so the text a reader searches stays
    the plain characters (no joiner in it)."""
    html: str = MarkdownIt("commonmark", {"html": False}).enable("table").render(markdown)
    parts = _TAG.split(html)  # the odd parts are tags, left alone
    return "".join(part if index % 2 else _RANGE.sub(r'<span class="nobr">\1</span>', part)
                   for index, part in enumerate(parts))


def html_page(markdown: str, title: str, locale: str, kinds: Sequence[str] = ()) -> str:
    """One self-contained HTML page (no external file) for a Markdown document; with `kinds`,
    the document's ``##`` sections (in order) are ``<section>`` elements of those classes."""
    head, *sections = ("\n" + markdown).split("\n## ")
    body = markdown_to_html(head)
    for index, section in enumerate(sections):
        kind = kinds[index] if index < len(kinds) else "other"
        body += (f'<section class="{escape(kind)}">\n' + markdown_to_html("## " + section)
                 + "</section>\n")
    return (f'<!DOCTYPE html>\n<html lang="{escape(locale)}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n"
            f"<body>\n{body}</body>\n</html>\n")


def rulebook_page(book: Book) -> str:
    """A rulebook (:func:`~sueca_rules.docs.rulebook.book_of`) as its printable page."""
    return html_page(book.markdown(), book.title, book.locale, [s.kind for s in book.sections])
