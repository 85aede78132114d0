"""A forgiving reader of DSL text for the editor: tokens, statements and blocks with places.

The real reader (:mod:`sueca_rules.source.dsl`) refuses a file at its first syntax error; an
editor asks about half-typed text all the time. This scanner never fails: it splits the text
into the DSL's tokens (the same ones as ``grammar/sueca.lark``) and groups them into
statements inside or outside blocks, which is all completion, hover and the outline need.
Lines and characters count from 0 (code points), as the language server uses them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..lines import LINE_END

# word: names, numbers, ranges, pairs (A=11) and '->'; a text may be left open while typing.
# Lines end at \r\n, \n or \r, as the lexer's (sueca_rules.lines); any other space (U+2028
# among them) only separates words.
_TOKEN = re.compile(r'(?P<text>"(?:[^"\\\r\n]|\\[^\r\n])*"?)|(?P<comment>#[^\r\n]*)|(?P<open>\{)'
                    r'|(?P<close>\})|(?P<end>;|\r\n|\r|\n)|(?P<word>[^\s{};#"]+)|(?P<space>[^\S\r\n]+)')


@dataclass(frozen=True)
class Token:
    kind: str  # word, text, open, close, end
    text: str
    line: int
    start: int  # character of the first code point
    end: int  # character just after the token

    def holds(self, line: int, character: int) -> bool:
        """The cursor is on the token or just after it (where a word is being typed)."""
        return self.line == line and self.start <= character <= self.end


@dataclass
class Statement:
    """The words of one statement, and the block it is written in (None at the top)."""

    words: list[Token]
    block: Block | None

    @property
    def key(self) -> str:
        return self.words[0].text if self.words else ""


@dataclass
class Block:
    """`key [label] { ... }`: its key and label tokens, its statements and where it ends."""

    key: Token
    label: Token | None
    open: Token
    statements: list[Statement] = field(default_factory=list)
    close: Token | None = None  # None while the brace is still open


@dataclass
class Scan:
    tokens: list[Token]
    statements: list[Statement]  # every statement, in order (a block's header is one)
    blocks: list[Block]

    @property
    def header(self) -> Statement | None:
        """The `variant NAME [extends PARENT] ["Title"]` statement, if the text starts with one."""
        first = next((s for s in self.statements if s.words), None)
        return first if first is not None and first.block is None and first.key == "variant" else None

    def parent(self) -> Token | None:
        """The name after `extends` in the header."""
        header = self.header
        if header is None:
            return None
        words = [w.text for w in header.words]
        if "extends" in words[:3]:
            at = words.index("extends") + 1
            if at < len(header.words) and header.words[at].kind == "word":
                return header.words[at]
        return None

    def token_at(self, line: int, character: int) -> Token | None:
        """The word or text under the cursor (a cursor right after a word counts as on it)."""
        for token in self.tokens:
            if token.kind in ("word", "text") and token.holds(line, character):
                return token
        return None

    def statement_of(self, token: Token) -> Statement | None:
        for statement in self.statements:
            if any(word is token for word in statement.words):
                return statement
        return None

    def block_at(self, line: int, character: int) -> Block | None:
        """The block whose braces enclose the cursor."""
        place = (line, character)
        for block in self.blocks:
            if place <= (block.open.line, block.open.start):
                continue
            if block.close is None or place <= (block.close.line, block.close.start):
                return block
        return None


@lru_cache(maxsize=8)
def scan(text: str) -> Scan:
    """Tokens, statements and blocks of DSL text, whatever state the text is in (the scans
    of the last few texts are kept: hover, completion and the outline of one version share
    one; a Scan is not to be changed)."""
    tokens: list[Token] = []
    line, line_start = 0, 0
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup or "space"
        if kind not in ("space", "comment"):
            tokens.append(Token(kind, match.group(), line, match.start() - line_start,
                                match.end() - line_start))
        if kind == "end" and match.group() != ";":
            line, line_start = line + 1, match.end()
    statements: list[Statement] = []
    blocks: list[Block] = []
    block: Block | None = None
    current = Statement([], None)
    for token in tokens:
        if token.kind in ("word", "text"):
            current.words.append(token)
            continue
        if token.kind == "open" and current.words:
            if block is not None:  # blocks do not nest: the block above was left open
                current.block = block = None
            key = current.words[0]
            label = current.words[1] if len(current.words) > 1 else None
            block = Block(key, label, token)
            blocks.append(block)
            statements.append(current)
            current = Statement([], block)
            continue
        if token.kind == "close" and block is not None:
            if current.words:
                statements.append(current)
                block.statements.append(current)
            block.close = token
            block = None
            current = Statement([], None)
            continue
        if current.words:
            statements.append(current)
            if current.block is not None:
                current.block.statements.append(current)
        current = Statement([], block)
    if current.words:
        statements.append(current)
        if current.block is not None:
            current.block.statements.append(current)
    return Scan(tokens, statements, blocks)


@dataclass(frozen=True)
class Context:
    """What is being typed at the cursor: the block, the statement's words before the cursor,
    and the part of a word already typed."""

    block: Block | None
    before: list[str]
    typed: str
    in_header: bool


def context_at(text: str, line: int, character: int) -> Context:
    """The typing context at (line, character)."""
    lines = LINE_END.split(text)  # every line, the last one too when it is empty
    line = min(max(line, 0), len(lines) - 1) if lines else 0
    character = min(max(character, 0), len(lines[line]) if lines else 0)
    head = "\n".join([*lines[:line], lines[line][:character]]) if lines else ""
    found = scan(head)
    last = found.tokens[-1] if found.tokens else None
    words: list[Token] = []
    for token in reversed(found.tokens):
        if token.kind not in ("word", "text"):
            break
        words.insert(0, token)
    typed = ""
    if words and last is not None and last.line == line and last.end == character and last.kind == "word":
        typed = words.pop().text
    inside = found.blocks[-1] if found.blocks and found.blocks[-1].close is None else None
    first_words = [s for s in found.statements if s.words]
    in_header = (inside is None and bool(words) and words[0].text == "variant"
                 and (not first_words or first_words[0].words[0] is words[0]))
    return Context(inside, [w.text for w in words], typed, in_header)
