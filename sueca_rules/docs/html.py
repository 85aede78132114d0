"""A rulebook as one self-contained, printable HTML page.

The Markdown is rendered by markdown-it-py (CommonMark with tables), which escapes what it
must; the page carries its own styles, including print styles that set a rulebook on at most
two A4 pages (two columns, small type, no page break inside a rule).
"""

from __future__ import annotations

from html import escape

from markdown_it import MarkdownIt

STYLE = """
:root { --ink: #1d1d1f; --soft: #5b5b66; --rule: #d0d0d7; --accent: #7a1f2b; }
* { box-sizing: border-box; }
body { font: 15px/1.5 "DejaVu Serif", Georgia, serif; color: var(--ink); margin: 0 auto;
       max-width: 52rem; padding: 2rem 1.5rem; }
h1 { font-size: 1.8rem; margin: 0 0 .3rem; color: var(--accent); }
h1 + p em { color: var(--soft); }
h2 { font-size: 1.15rem; margin: 1.4rem 0 .4rem; border-bottom: 1px solid var(--rule);
     color: var(--accent); }
ul { margin: .3rem 0; padding-left: 1.2rem; }
li { margin: .15rem 0; }
table { border-collapse: collapse; margin: .5rem 0; font-size: .92em; }
th, td { border: 1px solid var(--rule); padding: .15rem .45rem; text-align: left; }
blockquote { margin: .5rem 0; padding: .3rem .8rem; border-left: 3px solid var(--accent);
             color: var(--soft); }
code { font-size: .9em; }
@page { size: A4; margin: 11mm 12mm; }
@media print {
  body { font-size: 9.6pt; line-height: 1.32; max-width: none; padding: 0; column-count: 2;
         column-gap: 7mm; }
  h1 { font-size: 15pt; column-span: all; }
  h1 + p { column-span: all; }
  h2 { font-size: 11pt; margin: .7rem 0 .2rem; break-after: avoid; }
  li, tr, p { break-inside: avoid; }
  table { font-size: 9pt; }
  th, td { padding: .05rem .25rem; }
  a { color: inherit; text-decoration: none; }
}
"""


def markdown_to_html(markdown: str) -> str:
    """Markdown (CommonMark and tables) to an HTML fragment."""
    html: str = MarkdownIt("commonmark", {"html": False}).enable("table").render(markdown)
    return html


def html_page(markdown: str, title: str, locale: str) -> str:
    """One self-contained HTML page (no external file) for a Markdown document."""
    body = markdown_to_html(markdown)
    return (f'<!DOCTYPE html>\n<html lang="{escape(locale)}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n"
            f"<body>\n{body}</body>\n</html>\n")
