"""Semantic tokens: the colours of a `.sueca` document for any LSP editor (Neovim, Helix,
Emacs, Kate, ...), from the same lexer that colours the docs and `pygmentize`
(:class:`sueca_rules.highlight.SuecaLexer`), so every place agrees on what a word is.

Positions are code points, lines from 0; the server converts them to the client's units and
to the protocol's relative form (:func:`encode`).

>>> [(t.line, t.start, t.length, TOKEN_TYPES[t.kind]) for t in tokens("play {\\n  review none\\n}")]
[(0, 0, 4, 'namespace'), (1, 2, 6, 'property'), (1, 9, 4, 'enumMember')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from pygments.token import Comment, Keyword, Name, Number, Operator, String, _TokenType

from ..highlight import SuecaLexer
from ..lines import LINE_END

# The legend the server announces: an index into it is a token's type.
TOKEN_TYPES = ("keyword", "namespace", "class", "type", "property", "enumMember", "number",
               "string", "comment", "operator", "variable")
TOKEN_MODIFIERS = ("declaration",)
_KIND = [  # the first Pygments type a token is (or is a subtype of) gives its LSP type
    (Keyword.Declaration, "keyword"), (Keyword.Namespace, "namespace"), (Name.Class, "class"),
    (Name.Label, "type"), (Name.Attribute, "property"), (Name.Constant, "enumMember"),
    (Number, "number"), (String, "string"), (Comment, "comment"), (Operator, "operator"),
    (Name, "variable"),
]


@dataclass(frozen=True)
class SemanticToken:
    line: int
    start: int  # code points
    length: int  # code points
    kind: int  # index into TOKEN_TYPES
    modifiers: int = 0  # bits of TOKEN_MODIFIERS


def _kind(token_type: _TokenType) -> int | None:
    for pygments_type, name in _KIND:
        if token_type[:len(pygments_type)] == pygments_type:  # the type or a subtype of it
            return TOKEN_TYPES.index(name)
    return None  # punctuation, spaces: no colour of their own


def tokens(text: str) -> Iterator[SemanticToken]:
    """The coloured tokens of DSL `text`, in order; a token that runs over a line end is cut
    into one per line (the protocol's tokens lie on one line)."""
    line = column = 0
    for _, token_type, value in SuecaLexer(stripnl=False, ensurenl=False).get_tokens_unprocessed(text):
        kind = _kind(token_type)
        parts = LINE_END.split(value)
        for index, part in enumerate(parts):
            if index:
                line, column = line + 1, 0
            if kind is not None and part:
                declared = int(kind == TOKEN_TYPES.index("class"))  # a variant being named
                yield SemanticToken(line, column, len(part), kind, declared)
            column += len(part)


def encode(found: Iterator[SemanticToken], units: Callable[[int, int, int], tuple[int, int]]) -> list[int]:
    """The protocol's form: five integers per token (line delta, start delta, length, type,
    modifiers), with `units(line, start, length)` giving the start and length in the client's
    units."""
    out: list[int] = []
    last_line = last_start = 0
    for token in found:
        start, length = units(token.line, token.start, token.length)
        delta = token.line - last_line
        out += [delta, start - last_start if delta == 0 else start, length, token.kind, token.modifiers]
        last_line, last_start = token.line, start
    return out
