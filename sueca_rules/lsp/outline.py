"""The outline the language server gives a document (its symbols): the header, each
top-level setting, each block with its settings. Positions are 0-based."""

from __future__ import annotations

from dataclasses import dataclass, field

from .analysis import Span, is_dsl
from .scan import Block, Statement, Token, scan


def _span(token: Token) -> Span:
    return (token.line, token.start, token.line, token.end)


@dataclass
class Symbol:
    name: str
    detail: str
    kind: str  # variant, block, setting
    span: Span
    selection: Span
    children: list[Symbol] = field(default_factory=list)


def _statement_symbol(statement: Statement) -> Symbol:
    first, last = statement.words[0], statement.words[-1]
    rest = " ".join(w.text for w in statement.words[1:])
    return Symbol(first.text, rest, "setting", (first.line, first.start, last.line, last.end),
                  _span(first))


def _block_symbol(block: Block, tokens: list[Token]) -> Symbol:
    end = block.close or next((t for t in reversed(tokens) if (t.line, t.start) >= (block.open.line, block.open.start)),
                              block.open)
    name = block.key.text + (f" {block.label.text}" if block.label else "")
    return Symbol(name, "", "block", (block.key.line, block.key.start, end.line, end.end), _span(block.key),
                  [_statement_symbol(s) for s in block.statements])


def symbols(file: str, text: str) -> list[Symbol]:
    """The outline: the header, each top-level setting, each block with its settings."""
    if not is_dsl(file, text):
        return []
    found = scan(text)
    out: list[Symbol] = []
    heads = {id(b.key): b for b in found.blocks}
    for statement in found.statements:
        if statement.block is not None:
            continue
        block = heads.get(id(statement.words[0]))
        if block is not None:
            out.append(_block_symbol(block, found.tokens))
        elif statement is found.header:
            symbol = _statement_symbol(statement)
            symbol.kind = "variant"
            symbol.name = " ".join(w.text for w in statement.words[:2])
            symbol.detail = " ".join(w.text for w in statement.words[2:])
            out.append(symbol)
        else:
            out.append(_statement_symbol(statement))
    return out
