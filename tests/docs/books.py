"""The rulebooks the docs tests read, each made once per test process: `docs NAME --lang
LOCALE` as it writes them (with the differences from the parent the file names)."""

from __future__ import annotations

from functools import cache

from sueca_rules.checks import validate
from sueca_rules.docs.rulebook import book_of, rulebook
from sueca_rules.words.typeset import plain


@cache
def typeset_book(name: str, locale: str) -> str:
    """A rulebook as it is set: no-break spaces and word joiners in it."""
    resolved = validate(name)  # the parent as the file names it: bundled, or a file beside it
    parent = validate(resolved.layers[1].source.file).spec if len(resolved.layers) > 1 else None
    return rulebook(resolved.spec, locale, parent)


@cache
def book(name: str, locale: str) -> str:
    """A rulebook as a reader reads it (the spaces that do not break as spaces)."""
    return plain(typeset_book(name, locale))


@cache
def screen_book(name: str, locale: str) -> str:
    """A rulebook as the screen's pages have it (the HTML page, the site's pages): the book,
    then the section for the program's users last (`Book.markdown(program=True)`), as read."""
    resolved = validate(name)
    parent = validate(resolved.layers[1].source.file).spec if len(resolved.layers) > 1 else None
    return plain(book_of(resolved.spec, locale, parent).markdown(program=True))


# The last section of a screen's book with table options, for the program's users: the `-O`
# spellings, out of the rules (PT20-02, FR20-05) and out of the printed book (PT22-01); its
# heading in each locale
PROGRAM = {"en": "With the sueca-rules program", "pt-PT": "Para quem usa o programa sueca-rules",
           "pt-BR": "Para quem usa o programa sueca-rules", "fr": "Avec le programme sueca-rules"}
SPELLED = {"en": "The table’s options on the command line: ", "pt-PT": "As opções da mesa na linha de comandos: ",
           "pt-BR": "As opções da mesa na linha de comando: ", "fr": "Les options de table en ligne de commande : "}


def split_program(text: str) -> tuple[str, str]:
    """A screen's book (:func:`screen_book`) cut before its last section when that is the
    program's (`## With the sueca-rules program`): (the book above it, ending as a book ends;
    that section's body, "" with none). What is above is the printed book (PT22-01)."""
    above, cut, last = text.rpartition("\n## ")
    heading, _, body = last.partition("\n")
    if cut and heading in PROGRAM.values():
        return above, body.strip("\n")
    return text, ""


def without_program(text: str) -> str:
    """A printed (Markdown) book, checked to be one: no section for the program's users and
    no command line anywhere in it (PT22-01: the screen alone has them), its sources last."""
    assert split_program(text) == (text, ""), "a printed book with the program's section"
    assert "-O " not in text and not any(f"## {heading}" in text for heading in PROGRAM.values()), text[-300:]
    return text
