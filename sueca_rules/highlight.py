"""A Pygments lexer for the variant DSL (``.sueca`` files).

Registered under the ``pygments.lexers`` entry point, so ``pygmentize -l sueca FILE``,
mkdocs (pymdownx.highlight), Sphinx and anything else that asks Pygments find it. Its
words come from the DSL's own key table (:mod:`sueca_rules.source.syntax`) and the values
from the schema's enumerations, so a new key or value is highlighted without touching this
file.

>>> from pygments.token import Keyword
>>> (Keyword.Declaration, "variant") in list(SuecaLexer().get_tokens("variant x extends portugal"))
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any, ClassVar

from pygments.lexer import RegexLexer, include, words
from pygments.lexer import bygroups as _bygroups
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Whitespace

from .lines import END_CHARS
from .source.syntax import BLOCKS, LABELLED, LANGUAGE_TAGS, TOP_KEYS, TOP_SPECIAL


def _enum_values(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("enum", "const"):
                yield from (str(v) for v in (value if isinstance(value, list) else [value]))
            else:
                yield from _enum_values(value)
    elif isinstance(node, list):
        for item in node:
            yield from _enum_values(item)


@cache
def vocabulary() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(block names, setting keys, value words) of the DSL."""
    from .spec import json_schema

    blocks = tuple(sorted(BLOCKS))
    keys = {key.name for table in BLOCKS.values() for key in table}
    keys |= {key.name for key in TOP_KEYS} | set(TOP_SPECIAL)
    values = {v for v in _enum_values(json_schema()) if re.fullmatch(r"[a-z][a-z-]*", v)}
    values |= {"yes", "no", "none", "to", "bonus", "cumulative", "not-cumulative", "ends-match",
               "hand", "match", *LANGUAGE_TAGS}
    return blocks, tuple(sorted(keys - set(blocks))), tuple(sorted(values))


_BLOCKS, _KEYS, _VALUES = vocabulary()
bygroups: Any = _bygroups  # untyped in the stubs
_NAME = r"[A-Za-z_][A-Za-z0-9_\-.]*"
_PARENT = r"[A-Za-z0-9_\-./]+"  # after extends: a name or a path (grammar/sueca.lark's PATH)
# Lines end as the DSL's lexer ends them (sueca_rules.lines): at \r\n, \n or \r; U+2028
# and its kind are characters inside a comment or a text.
_END = r"\r\n|\r|\n"
_NOT_END = f"[^{END_CHARS}]"


class SuecaLexer(RegexLexer):
    """The Sueca variant language: a header, settings and blocks, ``#`` comments."""

    name = "Sueca"
    aliases: ClassVar[list[str]] = ["sueca"]
    filenames: ClassVar[list[str]] = ["*.sueca"]
    mimetypes: ClassVar[list[str]] = ["text/x-sueca"]
    url = "https://github.com/sueca-rules/sueca-rules"
    flags = re.MULTILINE

    tokens: ClassVar[dict[str, Any]] = {
        "common": [
            ("#" + _NOT_END + "*", Comment.Single),
            (r'"(\\' + _NOT_END + r'|[^"\\' + END_CHARS + '])*"', String.Double),
            (r"[ \t]+", Whitespace),
        ],
        # the start of a statement: a block name, a key, or the header
        "root": [
            include("common"),
            (_END + "|;", Whitespace),
            (r"[{}]", Punctuation),
            (r"(variant)([ \t]+)(" + _NAME + ")", bygroups(Keyword.Declaration, Whitespace, Name.Class),
             "header"),
            (r"\d+\.\.\d+", Number.Integer, "values"),
            (words(_BLOCKS, suffix=r"\b(?=[ \t]*(" + _NAME + r"[ \t]*)?\{)"), Keyword.Namespace, "label"),
            (words(tuple(sorted({*_KEYS, *_BLOCKS}, key=len, reverse=True)), suffix=r"(?![\w.-])"),
             Name.Attribute, "values"),
            (_NAME, Name, "values"),
        ],
        "header": [
            include("common"),
            (r"(extends)([ \t]+)(" + _PARENT + ")", bygroups(Keyword.Declaration, Whitespace, Name.Class)),
            (r'(extends)([ \t]+)("(?:[^"\\\r\n]|\\[^\r\n])*")',
             bygroups(Keyword.Declaration, Whitespace, String.Double)),
            (f"(?={_END}|;)", Whitespace, "#pop"),
        ],
        # the name of a labelled block (deal NAME, option NAME, texts LANGUAGE), then its brace
        "label": [
            include("common"),
            (_NAME, Name.Label),
            (r"\{", Punctuation, "#pop"),
        ],
        # the values of a setting, up to the end of the statement
        "values": [
            include("common"),
            (f"(?={_END}|;|\\}})", Whitespace, "#pop"),
            (r"\{", Punctuation, "#pop"),
            (r"->|=", Operator),
            (r"\d+\.\.\d+", Number.Integer),
            (r"(10|[2-9])[SHDC](?![\w.=-])", Name.Constant),  # a card (`removed 2C`): one word
            (r"\d+", Number.Integer),
            (words(_VALUES, suffix=r"(?![\w.-])"), Name.Constant),
            (_NAME, Name),
            (_NOT_END, Name),
        ],
    }


LABELLED_BLOCKS = tuple(sorted(LABELLED))  # re-exported for editors and tests
