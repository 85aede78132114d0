"""The DSL's statements: Lark (LALR, positions kept) reads a text into plain statements —
keys, blocks and values, each with its line and column — recovering after each syntax error
so that every one of a file is reported in one run. What the statements mean is the builder's
(:mod:`sueca_rules.source.dsl`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)

from ..errors import Problem, SyntaxProblem
from .lexis import syntax_problem, unescape
from .syntax import DslError, Stmt, Val
from .text import MAX_DIGITS, SourceText

MAX_ERRORS = 50


@cache
def parser() -> Lark:
    """The LALR parser, built once per process."""
    from ..resources import grammar_path

    return Lark(
        grammar_path().read_text(encoding="utf-8"),
        parser="lalr",  # positions are read from the tokens, so no tree positions
        maybe_placeholders=False,
        transformer=_ToStatements(),
    )


def _val(kind: str, token: Token, value: object = None) -> Val:
    return Val(kind, token.value if value is None else value, token.line or 0, token.column or 0)


def _int(token: Token, digits: str, offset: int = 0) -> int:
    """A number as written; more than MAX_DIGITS digits is a located error (Python's int()
    refuses 4,300 digits, and no rule of a card game needs a billion)."""
    if len(digits) > MAX_DIGITS:
        raise DslError(token.line or 0, (token.column or 0) + offset,
                       f"the number {digits[:12]}… is far too large ({len(digits)} digits) — "
                       "numbers in a variant are small: card points, game points, a match target")
    return int(digits)


def _read(kind: str, token: Token, read: Callable[[], object], fallback: object) -> Val:
    """A value read from its token; one that cannot be read (a number far too large, an
    unknown escape) keeps its error and `fallback` stands in for it, so that every such
    value of the file is reported in one run."""
    try:
        return _val(kind, token, read())
    except DslError as err:
        return Val(kind, fallback, token.line or 0, token.column or 0, err)


@v_args(inline=True)
class _ToStatements(Transformer[Token, object]):
    """Parse tree to plain statements (run by the parser as it goes: no tree is built);
    meaning is decided later, by key. It keeps no state, so one parser serves every file."""

    def word(self, t: Token) -> Val:
        return _val("word", t)

    def number(self, t: Token) -> Val:
        return _read("number", t, lambda: _int(t, t.value), 0)

    def text(self, t: Token) -> Val:
        return _read("text", t, lambda: unescape(t.value[1:-1], t.line or 0, (t.column or 0) + 1),
                     t.value[1:-1])

    def span(self, t: Token) -> Val:
        low, high = t.value.split("..")
        return _read("span", t, lambda: (_int(t, low), _int(t, high, len(low) + 2)), (0, 0))

    def pair(self, name: Token, value: Token) -> Val:
        if value.type == "STRING":  # `illegal.revoke="others scores 2 play-on"`: a whole rule
            text = self.text(value)
            return Val("pair", (name.value, str(text.value)), name.line or 0, name.column or 0,
                       text.error)
        if value.type != "INT":
            return _val("pair", name, (name.value, str(value.value)))
        found = _read("number", value, lambda: _int(value, value.value), 0)
        return Val("pair", (name.value, found.value), name.line or 0, name.column or 0, found.error)

    def setting(self, key: Token, *values: Val) -> Stmt:
        return Stmt("setting", key.value, key.line or 0, key.column or 0, list(values))

    def threshold(self, span: Token, games: Token) -> Stmt:
        return Stmt("threshold", "", span.line or 0, span.column or 0,
                    [self.span(span), self.number(games)])

    def block(self, key: Token, *rest: Token | Stmt) -> Stmt:
        label = None
        body = list(rest)
        if body and isinstance(body[0], Token):
            label = _val("word", body.pop(0))  # type: ignore[arg-type]
        return Stmt("block", key.value, key.line or 0, key.column or 0, [], label,
                    [s for s in body if isinstance(s, Stmt)])

    def parent(self, t: Token) -> Val:
        return self.text(t) if t.type == "STRING" else _val("word", t)

    def header(self, name: Token, *rest: Token | Val) -> Stmt:
        stmt = Stmt("header", "variant", name.line or 0, name.column or 0, [_val("word", name)])
        for item in rest:
            if isinstance(item, Val):
                stmt.label = item
            else:
                stmt.values.append(self.text(item))
        return stmt

    def start(self, *items: Stmt) -> list[Stmt]:
        return list(items)


def parse_statements(source: SourceText) -> list[Stmt]:
    """Text to statements; every syntax error of the file in one located SyntaxProblem."""
    stmts, found = read_statements(source)
    if found:
        raise SyntaxProblem(found)
    return stmts


def read_statements(source: SourceText) -> tuple[list[Stmt], list[Problem]]:
    """The statements the parser could read (recovering after each error), and the errors."""
    found: list[Problem] = []
    lines: set[int] = set()

    def recover(err: UnexpectedInput) -> bool:
        """Note the error (the first of each line) and go on after it."""
        if isinstance(err, UnexpectedEOF):
            return False
        if len(found) >= MAX_ERRORS - 1:
            lines.add(err.line)  # the note below stands for this one and the rest
            found.append(source.problem(err.line or 1, err.column or 1,
                                        f"more problems follow; reading stopped after "
                                        f"{MAX_ERRORS - 1} — fix these first"))
            return False
        if isinstance(err, UnexpectedToken) and err.token.type == "$END":
            return False
        if err.line not in lines:
            lines.add(err.line)
            found.append(syntax_problem(source, err))
        return True

    try:
        stmts = parser().parse(source.normal, on_error=recover)
    except UnexpectedInput as err:
        if not found or err.line not in lines:
            found.append(syntax_problem(source, err))
        return [], found
    assert isinstance(stmts, list)
    return stmts, [*found, *(source.problem(e.line, e.column, e.message, suggestion=e.suggestion, width=e.width)
                            for e in _value_errors(stmts))]


def _value_errors(stmts: list[Stmt]) -> Iterator[DslError]:
    """The values that could not be read, in the order written."""
    for stmt in stmts:
        for value in [*([stmt.label] if stmt.label else []), *stmt.values]:
            if value.error is not None:
                yield value.error
        yield from _value_errors(stmt.body or [])
