"""A rulebook as one self-contained, printable HTML page.

The Markdown is rendered by markdown-it-py (CommonMark with tables), which escapes what it
must. Each section of a rulebook is a ``<section>`` named by what it is (``cards``,
``dealing``, ..., ``differences``, ``words``, ``identity``), so that the page's own styles
can set it: on screen one column that fits a phone (390 px wide); printed, a sheet for the
wall on one A4 page (two columns, the glossary and the sources in smaller type at the end, no
rule split across columns, a heading kept with its first three rules), in the largest type that
keeps it on that page (:data:`FIT`, a script in the page measuring it; 7.5 pt without scripts);
the `-O` spellings of the table's choices, and the sources' editorial paragraphs (which rules
the book sets itself, its notes on the sources), are on the screen only: the sheet is for the
players at the table, and says in one line that the full rulebook has them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape, unescape

from markdown_it import MarkdownIt

from ..catalogue.deck.words import first_letter, rank_letter, rank_name
from ..words.i18n import Voice
from ..words.speaker import Speaker
from ..words.typeset import typeset
from .rulebook import Book, Section

STYLE = """
:root { --ink: #1d1d1f; --soft: #5b5b66; --rule: #d0d0d7; --accent: #7a1f2b; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { font: 15px/1.5 "DejaVu Serif", Georgia, serif; color: var(--ink); margin: 0 auto;
       max-width: 52rem; padding: 2rem 1.5rem; overflow-wrap: break-word; hyphens: auto; }
h1 { font-size: 1.8rem; line-height: 1.2; margin: 0 0 .3rem; color: var(--accent); }
h1 + p em { color: var(--soft); }
em em { font-style: normal; }
h2 { font-size: 1.15rem; margin: 1.4rem 0 .4rem; border-bottom: 1px solid var(--rule);
     color: var(--accent); }
ul { margin: .3rem 0; padding-left: 1.2rem; }
li { margin: .15rem 0; }
.nobr { white-space: nowrap; }
table { border-collapse: collapse; margin: .5rem 0; font-size: .92em; }
th, td { border: 1px solid var(--rule); padding: .15rem .45rem; text-align: left; }
td:not(:first-child), th:not(:first-child) { text-align: right; }
section.scoring td, section.scoring th { text-align: left; }
/* the card table: as wide as the text, every card's column of one width, the label on one line */
table.cards { width: 100%; }
table.cards th:first-child, table.cards td:first-child { white-space: nowrap; }
table.cards th:not(:first-child), table.cards td:not(:first-child) { text-align: center; }
abbr { text-decoration: none; }
/* the key to the faces' letters, under the card table: "A = Ace · K = King · J = Jack · Q = Queen" */
table.cards caption { caption-side: bottom; text-align: left; font-size: .88em; color: var(--soft);
                      padding-top: .1rem; }
/* code ("-O false-accusation=hand") never broken at its own hyphens */
code { font-size: .9em; white-space: nowrap; hyphens: manual; }
section.words li, section.identity li { margin: .1rem 0; }
/* a choice's command-line spelling: on screen for the tool's user, not on the sheet for the table */
span.typed { white-space: nowrap; }
/* the sheet's line pointing to the full rulebook for the notes it leaves off: printed only */
p.pointer { display: none; }
p.closing { font-style: italic; }
@media (max-width: 480px) {
  body { font-size: 14px; padding: 1rem .75rem; }
  h1 { font-size: 1.45rem; }
  ul { padding-left: 1rem; }
  table { font-size: .8em; }
  th, td { padding: .1rem .2rem; }
}
@page { size: A4; margin: 8mm 9mm; }
@media print {
  /* the type: the size FIT (below) measured for this sheet, else a size the fullest sheet fits in */
  body { font-size: var(--sheet-size, 7.5pt); line-height: 1.08; max-width: none; padding: 0; margin: 0;
         column-count: 2; column-gap: 6mm; column-fill: balance; hyphens: auto; }
  h1 { font-size: 14pt; column-span: all; margin: 0; }
  h1 + p { column-span: all; margin: .1rem 0 .3rem; }
  h2 { font-size: 1.2em; margin: .35rem 0 .1rem; break-after: avoid; }
  /* a heading never ends a column with fewer than three lines under it: its first three rules go with it */
  section > h2 + ul > li:nth-child(-n+3), section > h2 + p + ul > li:first-child,
  section > h2 + p { break-before: avoid; }
  /* the back matter: headings as the rules' (one hierarchy), its text a little smaller */
  section.words h2, section.identity h2, section.differences h2 { margin: .25rem 0 .05rem; }
  p { margin: .2rem 0; }
  ul { margin: .1rem 0; padding-left: 0; }
  /* the bullet inside its line, hanging: an outside marker at the first column's edge printed cut in half (EN20-05) */
  li { list-style-position: inside; padding-left: 1.3em; text-indent: -1.3em; }
  li { margin: 0; }
  li, tr, p { break-inside: avoid; orphans: 2; widows: 2; }
  /* the example trick's heading line and its play stay with its outcome (PT20-03, EN20-06) */
  p:has(> em:only-child), p:has(> em:only-child) + p { break-after: avoid; }
  /* nor does a section's last rule start a column alone, away from its heading (BR12-10), and a
     short list (four rules or fewer) stays whole */
  section > ul > li:last-child:not(:first-child) { break-before: avoid; }
  section > ul:not(:has(> li:nth-child(5))) { break-inside: avoid; }
  li:has(> ul) { break-inside: auto; }  /* a rule with a list of its own may go on in the next column */
  table { font-size: .96em; margin: .2rem 0; break-inside: avoid; }
  th, td { padding: 0 .2rem; }
  table.cards th, table.cards td { padding: 0 .05rem; }
  table.cards caption { padding: 0; line-height: 1.1; }
  section.words, section.identity, section.differences { font-size: .9em; line-height: 1.06; }
  section.words li, section.identity li, section.differences li { margin: 0; }
  a { color: inherit; text-decoration: none; }
  /* for the screen: the `-O` spellings, and the paragraphs under the sources (the rules the book
     sets itself, its notes on the sources), which the sheet points to in one line (the 19th readers:
     a sixth to a half of a column the table does not need while playing, the type too small) */
  .typed, p.notes, section.program { display: none; }
  p.pointer { display: block; font-style: italic; }
}
"""


# The printed sheet's type: the largest size, in steps of 0.25 pt from 7.5 pt up to 10.25 pt (down
# to 6.75 pt for a sheet fuller than any bundled one; the fullest, mesa-brasileira, prints at 8 pt
# in French and Brazilian Portuguese, the notes under its sources left to the screen), at which the sheet still
# fits one A4 page. Measured in the reader's own browser (its fonts): the print styles are laid out
# on the screen in a box the size of the printed page (A4 less its margins), columns filling one
# after the other, and the size fits when nothing reaches past the box. Run when the page loads and
# again before it prints; without scripts the sheet prints at 7.5 pt, which fits the fullest bundled
# sheet with room to spare in any reader's fonts (the Chromium tests print it both ways).
FIT = """(function () {
  var root = document.documentElement, body = document.body;
  function printRules(media) {
    var found = [];
    Array.prototype.forEach.call(document.styleSheets, function (sheet) {
      Array.prototype.forEach.call(sheet.cssRules, function (rule) {
        if (rule.media && rule.media.mediaText === media) found.push(rule);
      });
    });
    return found;
  }
  function fits(size) {
    root.style.setProperty("--sheet-size", size.toFixed(2) + "pt");
    var box = body.getBoundingClientRect(), over = false;
    body.querySelectorAll("*").forEach(function (e) {
      var r = e.getBoundingClientRect();
      if (r.right > box.right + 1 || r.bottom > box.bottom + 1) over = true;
    });
    return !over;
  }
  function fit() {
    var rules = printRules("print"), saved = body.getAttribute("style");
    rules.forEach(function (rule) { rule.media.mediaText = "all"; });
    body.setAttribute("style", "width: 192mm; height: 281mm; column-fill: auto; overflow: visible");
    /* the highest step that fits; below 7.5 pt only for a sheet fuller than every bundled one */
    var low = -3, high = HIGH;
    while (low < high) {
      var mid = Math.ceil((low + high) / 2);
      if (fits(7.5 + mid / 4)) low = mid; else high = mid - 1;
    }
    root.style.setProperty("--sheet-size", (7.5 + low / 4).toFixed(2) + "pt");
    root.dataset.sheetSize = (7.5 + low / 4).toFixed(2);
    if (saved === null) body.removeAttribute("style"); else body.setAttribute("style", saved);
    rules.forEach(function (rule) { rule.media.mediaText = "print"; });
  }
  fit();
  window.addEventListener("beforeprint", fit);
})();"""


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def card_table(markdown: str, locale: str = "en") -> tuple[str, dict[str, str]]:
    """A section's Markdown with its first table's faces headed by their letter, as the play
    screen shows them (`A`, `K`, `J`, `Q`; `R`, `V`, `D` in Portugal and France, `K`, `J`, `Q`
    in Brazil: :func:`~sueca_rules.catalogue.deck.words.rank_letter`), so that every card's
    column can be as wide as every other in one row: ten full names (*Valete*, *Dame*) do not
    fit a printed column's width in equal columns, and sueca-52's thirteen broke into two bands
    (the sixth readers: one row, equal columns, short heads). Also the names so shortened, by
    their letter (the page's ``<abbr>`` titles). Where two faces share a letter the names stay.
    The Markdown book keeps the names: this is the page's own setting."""
    lines = markdown.split("\n")
    start = next((index for index, line in enumerate(lines) if line.startswith("|")), None)
    if start is None:
        return markdown, {}
    head = _cells(lines[start])
    faces = [cell for cell in head[1:] if not cell.isdigit()]
    letters = _letters(faces, locale)
    if not faces or len(set(letters.values())) < len(letters):
        return markdown, {}
    lines[start] = "| " + " | ".join([head[0], *(letters.get(cell, cell) for cell in head[1:])]) + " |"
    return "\n".join(lines), {letter: face for face, letter in letters.items()}


def _letters(faces: list[str], locale: str) -> dict[str, str]:
    """The faces (the catalogue's rank names, as the book's table heads them) by their letters
    in the deck whose names they all are (a French-suited pack's before a Latin-suited one's:
    the Portuguese *Rei* is `K` in Brazil, its Spanish-suited pack's `R`), else by their first."""
    s = Speaker(Voice(locale))
    for style in ("french", "spanish"):
        by_name = {rank_name(rank, s, style): rank_letter(rank, s, style) for rank in "AKQJ"}
        if all(face in by_name for face in faces):
            return {face: by_name[face] for face in faces}
    return {face: first_letter(face) for face in faces}


def key(short: dict[str, str], locale: str) -> str:
    """The key to a card table's letters, from the names they stand for (the catalogue's rank
    names, as the table of the Markdown book prints them), in the table's order: "A = Ace · K =
    King · J = Jack · Q = Queen" (the ninth readers, en L09 and pt-PT R9-12: the sheet's heads were
    letters the text never uses). A rank is a common noun in Portuguese and French ("R = rei"), as
    in the book's running text; no-break spaces keep each pair whole. Empty when nothing is short."""
    def named(name: str) -> str:
        return name if locale.startswith("en") else name[:1].lower() + name[1:]
    return " · ".join(f"{letter}\u00a0=\u00a0{named(name)}" for letter, name in short.items())


def _equal_columns(shown: str, caption: str = "") -> str:
    """A section's HTML with its first table (the cards') as wide as the text and its cards'
    columns of one width: the label takes what it needs, the cards share the rest equally
    (the fifth and sixth readers: a Queen column wide, the 6 5 4 3 2 cramped); `caption`, if
    any, is its caption (the key to its letters), set under it."""
    table = re.search(r"<table>.*?</table>", shown, re.S)
    if table is None:
        return shown
    head = re.search(r"<tr>(.*?)</tr>", table.group(0), re.S)
    count = len(re.findall(r"<th", head.group(1))) - 1 if head else 0
    if count < 2:
        return shown
    share = f"width:{CARDS_SHARE / count:.2f}%"
    opening = '<table class="cards">' + (f'<caption>{escape(caption)}</caption>' if caption else "")
    set_ = table.group(0).replace("<table>", opening, 1).replace(
        '<th style="text-align:center">', f'<th style="text-align:center;{share}">')
    return shown[:table.start()] + set_ + shown[table.end():]


CARDS_SHARE = 84  # per cent of a card table's width its cards share (the label: the rest, or what it needs)


_RANGE = re.compile(r"(?<![\w<>/=\"-])(\d+–\d+)(?![\w\"])")
_TAG = re.compile(r"(<[^>]*>)")
# a choice's command-line spelling with what sets it off: " (`-O tie=annulled`)", or "; `-O …`"
# inside the choice's own brackets (French: a no-break space before the semicolon)
_TYPED = re.compile(r"[ \u00a0\u202f]?\(<code>-O [^<]*</code>\)|[ \u00a0\u202f]?; <code>-O [^<]*</code>")
# the options section's last line, the options as the command line spells them: only words and
# `-O` codes in it (the book's "With sueca-rules: `-O tie=plus-one|annulled`, …")
_SPELLED = re.compile(r"<li>(?=[^<]*<code>-O )((?:[^<]|<code>-O [^<]*</code>)*)</li>")


def markdown_to_html(markdown: str) -> str:
    """Markdown (CommonMark and tables) to an HTML fragment; a score or a range (*60–60*)
    never breaks at its dash: it is a no-wrap span, so the text a reader searches stays
    the plain characters (no joiner in it). A choice's command-line spelling (`-O tie=annulled`)
    is a ``typed`` span, the options section's line of them a ``typed`` item: shown on the
    screen, left off the printed sheet, which is for the players at the table (the eighth
    readers); the Markdown book has none (PT22-01)."""
    html: str = MarkdownIt("commonmark", {"html": False}).enable("table").render(markdown)
    parts = _TAG.split(html)  # the odd parts are tags, left alone
    html = "".join(part if index % 2 else _RANGE.sub(r'<span class="nobr">\1</span>', part)
                   for index, part in enumerate(parts))
    html = _SPELLED.sub(r'<li class="typed">\1</li>', html)
    return _TYPED.sub(lambda m: f'<span class="typed">{m.group(0)}</span>', html)


def _unmarked(title: str) -> str:
    """A title as a browser's tab shows it: its Markdown marks gone, not printed (`*mocas*` ->
    `mocas`; pt-BR BR12)."""
    inline = MarkdownIt("commonmark", {"html": False}).renderInline(title)
    return unescape(re.sub(r"<[^>]+>", "", inline))


def html_page(markdown: str, title: str, locale: str, kinds: Sequence[str] = (), *, fit: bool = False,
              pointer: str = "", closing: str = "", largest: float = 10.25) -> str:
    """One self-contained HTML page (no external file) for a Markdown document; with `kinds`,
    the document's ``##`` sections (in order) are ``<section>`` elements of those classes; with
    `fit`, the page's printed type is the largest that keeps it on one A4 page (:data:`FIT`);
    with `pointer` (Markdown), the paragraphs of the ``identity`` section, under its list of
    sources, are the screen's only (:func:`screen_notes`), and `pointer` is printed instead;
    `closing` (Markdown), a last line in italics; `largest`, the largest printed type (points)."""
    head, *sections = ("\n" + markdown).split("\n## ")
    body = markdown_to_html(head)
    for index, section in enumerate(sections):
        kind = kinds[index] if index < len(kinds) else "other"
        section, short = card_table(section, locale) if kind == "cards" else (section, {})
        shown = markdown_to_html("## " + section)
        for letter, name in short.items():
            shown = shown.replace(f'<th style="text-align:center">{escape(letter)}</th>',
                                  f'<th style="text-align:center"><abbr title="{escape(name)}">'
                                  f"{escape(letter)}</abbr></th>", 1)
        if kind == "cards":
            shown = _equal_columns(shown, key(short, locale))
        if kind == "identity" and pointer:
            shown = screen_notes(shown, pointer)
        body += f'<section class="{escape(kind)}">\n' + shown + "</section>\n"
    if closing:
        body += f'<p class="closing">{MarkdownIt("commonmark", {"html": False}).renderInline(closing)}</p>\n'
    script = FIT.replace("HIGH", str(round((largest - 7.5) * 4)))
    return (f'<!DOCTYPE html>\n<html lang="{escape(locale)}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(_unmarked(title))}</title>\n<style>{STYLE}</style>\n</head>\n"
            f"<body>\n{body}{f'<script>{script}</script>' if fit else ''}\n</body>\n</html>\n")


def screen_notes(shown: str, pointer: str) -> str:
    """The sources section's HTML with its paragraphs (the rules the book sets itself or the
    table agreed, the file's notes on its sources: the sources themselves are a list) marked
    ``notes``, for the screen only, and, if there were any, `pointer` (Markdown) after them as
    the printed sheet's one line in their place (the 19th readers: the players at the table need
    the rules, the glossary and the sources' titles, and larger type, more than the notes)."""
    marked = shown.replace("<p>", '<p class="notes">')
    if marked == shown:
        return shown
    line = MarkdownIt("commonmark", {"html": False}).renderInline(pointer)
    return marked + f'<p class="pointer">{line}</p>\n'


# what a wall poster leaves to the full rulebook: the players at the table need the rules, in type
# read from a step away (every round's readers since the 19th asked for it: FR25-01)
# and the table's options (the poster is printed for the choice made) and the example trick (FR26-01,
# EN26-03: the sheet again in larger type; the rules a table looks up, larger still)
POSTER_LEAVES = ("options", "differences", "words", "identity", "program")


def rulebook_page(book: Book, *, poster: bool = False) -> str:
    """A rulebook (:func:`~sueca_rules.docs.rulebook.book_of`) as its printable page; the sheet
    says in one line where the notes it leaves off are. The page is the screen's too: it has
    the program's section last (the Markdown book has none), which the sheet leaves off.

    `poster`: the wall's edition — the rules alone, as the table chose them (no options, example
    trick, differences from a parent, glossary or sources: one closing line says the full rulebook
    has them), in the largest type that keeps it on one A4 page, up to 14 pt."""
    v = Voice(book.locale)
    if poster:
        kept = Book(book.locale, book.title, book.description,
                    [Section(s.kind, s.heading, s.lines[:len(s.lines) - s.example]) for s in book.sections
                     if s.kind not in POSTER_LEAVES])
        closing = typeset(v.gettext("The full rulebook adds the glossary of the table's words and the sources."),
                          book.locale)
        return html_page(kept.markdown(), book.title, book.locale, [s.kind for s in kept.sections], fit=True,
                         closing=closing, largest=14.0)
    pointer = v.gettext("The full rulebook says which of these rules are this book's own, not the sources', and "
                        "gives its notes on the sources.")
    return html_page(book.markdown(program=True), book.title, book.locale, [s.kind for s in book.sections],
                     fit=True, pointer=typeset(pointer, book.locale))
