"""The DSL reader: Lark (LALR, positions kept) to statements to a located dictionary."""

from __future__ import annotations

import re
from functools import cache

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..errors import Location, SyntaxProblem, did_you_mean
from .syntax import (
    BLOCKS,
    LABELLED,
    TOP_KEYS,
    TOP_SPECIAL,
    DslError,
    Key,
    Stmt,
    Val,
    language_field,
    read_match_to,
    read_none,
)
from .text import Located, Path_, SourceText


@cache
def parser() -> Lark:
    """The LALR parser, built once per process."""
    from ..resources import grammar_path

    return Lark(
        grammar_path().read_text(encoding="utf-8"),
        parser="lalr",
        propagate_positions=True,
        maybe_placeholders=False,
    )


def _val(kind: str, token: Token, value: object = None) -> Val:
    return Val(kind, token.value if value is None else value, token.line or 0, token.column or 0)


@v_args(inline=True)
class _ToStatements(Transformer[Token, object]):
    """Parse tree to plain statements; meaning is decided later, by key."""

    def word(self, t: Token) -> Val:
        return _val("word", t)

    def number(self, t: Token) -> Val:
        return _val("number", t, int(t.value))

    def text(self, t: Token) -> Val:
        return _val("text", t, re.sub(r"\\(.)", r"\1", t.value[1:-1]))

    def span(self, t: Token) -> Val:
        low, high = t.value.split("..")
        return _val("span", t, (int(low), int(high)))

    def pair(self, name: Token, number: Token) -> Val:
        return _val("pair", name, (name.value, int(number.value)))

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

    def header(self, name: Token, *rest: Token) -> Stmt:
        values = [_val("word", name)]
        extends = [t for t in rest if t.type == "NAME"]
        title = [t for t in rest if t.type == "STRING"]
        stmt = Stmt("header", "variant", name.line or 0, name.column or 0, values)
        if extends:
            stmt.label = _val("word", extends[0])
        if title:
            stmt.values.append(self.text(title[0]))
        return stmt

    def start(self, *items: Stmt) -> list[Stmt]:
        return list(items)


_TOKEN_WORDS = {
    "NAME": "a name", "INT": "a number", "STRING": "a quoted text", "RANGE": "a range like 61..90",
    "LBRACE": "'{'", "RBRACE": "'}'", "_NL": "a new line", "SEMICOLON": "';'", "EQUAL": "'='",
    "__ANON_0": "'->'", "VARIANT": "'variant'", "EXTENDS": "'extends'", "$END": "the end of the file",
}


def _syntax_problem(source: SourceText, err: UnexpectedInput) -> SyntaxProblem:
    line, column = err.line or 1, err.column or 1
    if isinstance(err, UnexpectedCharacters):
        pos = err.pos_in_stream or 0
        char = source.text[pos] if pos < len(source.text) else "?"
        message = f"unexpected character {char!r} — values are names, numbers, \"texts\", " \
                  "ranges like 61..90 and pairs like A=11"
    elif isinstance(err, UnexpectedEOF):
        line = len(source.lines)
        column = len(source.lines[-1]) + 1 if source.lines else 1
        message = "the file ends inside a block — close it with '}'"
    else:
        assert isinstance(err, UnexpectedToken)
        token = err.token
        expected = sorted({_TOKEN_WORDS.get(e, e) for e in err.expected})
        if token.type == "$END":
            line = len(source.lines)
            column = len(source.lines[-1]) + 1 if source.lines else 1
            message = "the file ends too early — expected " + " or ".join(expected)
            if "'}'" in expected:
                message = "the file ends inside a block — close it with '}'"
        elif token.type == "LBRACE" and "VARIANT" not in err.expected:
            message = "blocks do not nest — close the block above with '}' first"
        elif "VARIANT" in err.expected:
            message = f"a variant file starts with 'variant NAME', not {token.value!r}" \
                      + did_you_mean(str(token.value), ["variant"])
        else:
            shown = str(token.value).replace("\n", "\\n") or token.type
            message = f"unexpected {shown!r} — expected " + " or ".join(expected)
    return SyntaxProblem([source.problem(line, column, message)])


def parse_statements(source: SourceText) -> list[Stmt]:
    """Text to statements, or a located SyntaxProblem."""
    try:
        tree = parser().parse(source.text)
    except UnexpectedInput as err:
        raise _syntax_problem(source, err) from None
    result = _ToStatements().transform(tree)
    assert isinstance(result, list)
    return result


class _Builder:
    """Statements to the spec's plain dictionary, remembering where each path was written."""

    def __init__(self, source: SourceText) -> None:
        self.source = source
        self.data: dict[str, object] = {}
        self.positions: dict[Path_, Location] = {}

    def mark(self, path: Path_, item: Val | Stmt) -> None:
        self.positions[path] = Location(self.source.file, item.line, item.column)

    def fail(self, item: Val | Stmt, message: str) -> SyntaxProblem:
        return SyntaxProblem([self.source.problem(item.line, item.column, message, "dsl")])

    def put(self, target: dict[str, object], path: Path_, key: Key, stmt: Stmt) -> None:
        if key.repeats:
            self.add(target, path, key, stmt)
            return
        if key.field in target:
            first = self.positions.get((*path, key.field))
            where = f" (first at line {first.line})" if first else ""
            raise self.fail(stmt, f"'{key.name}' is set twice{where} — keep one")
        try:
            value, parts = key.read(stmt)
        except DslError as err:
            raise SyntaxProblem([self.source.problem(err.line, err.column, err.message, "dsl")]) \
                from None
        target[key.field] = value
        self.mark((*path, key.field), stmt)
        for sub, val in parts.items():
            self.mark((*path, key.field, *sub), val)

    def add(self, target: dict[str, object], path: Path_, key: Key, stmt: Stmt) -> None:
        """A repeatable key: its entries join the mapping the earlier statements started."""
        try:
            value, parts = key.read(stmt)
        except DslError as err:
            raise SyntaxProblem([self.source.problem(err.line, err.column, err.message, "dsl")]) \
                from None
        group = target.setdefault(key.field, {})
        assert isinstance(group, dict) and isinstance(value, dict)
        if not _join(group, value):
            raise self.fail(stmt, f"this '{key.name}' text is given twice — keep one")
        if (*path, key.field) not in self.positions:
            self.mark((*path, key.field), stmt)
        for sub, val in parts.items():
            self.mark((*path, key.field, *sub), val)

    def settings(self, stmts: list[Stmt], keys: tuple[Key, ...], path: Path_, where: str,
                 thresholds: bool = False) -> dict[str, object]:
        table = {k.name: k for k in keys}
        out: dict[str, object] = {}
        hands: list[object] = []
        for stmt in stmts:
            if stmt.kind == "threshold":
                if not thresholds:
                    raise self.fail(stmt, f"a points range -> games line belongs in 'scoring', "
                                          f"not in {where}")
                (low, high), games = stmt.values[0].span(), stmt.values[1].value
                index = len(hands)
                hands.append({"min": low, "max": high, "games": games})
                self.mark((*path, "hands", index), stmt)
                self.mark((*path, "hands", index, "games"), stmt.values[1])
                continue
            name = stmt.key.replace("_", "-")
            if name not in table:
                raise self.fail(stmt, f"unknown setting '{stmt.key}' in {where}"
                                + did_you_mean(name, table))
            self.put(out, path, table[name], stmt)
        if hands:
            out["hands"] = hands
            self.mark((*path, "hands"), next(s for s in stmts if s.kind == "threshold"))
        return out

    def top(self, stmts: list[Stmt]) -> dict[str, object]:
        header, *items = stmts
        data = self.data
        data["variant"] = header.values[0].value
        self.mark(("variant",), header.values[0])
        if header.label is not None:
            data["extends"] = header.label.value
            self.mark(("extends",), header.label)
        if len(header.values) > 1:
            data["title"] = header.values[1].value
            self.mark(("title",), header.values[1])
        top = {k.name: k for k in TOP_KEYS}
        for stmt in items:
            if stmt.kind == "block":
                self.block(stmt)
            elif stmt.kind == "threshold":
                raise self.fail(stmt, "a points range -> games line belongs in a 'scoring' block")
            elif stmt.key in top:
                self.put(data, (), top[stmt.key], stmt)
            elif stmt.key in TOP_SPECIAL:
                self.special(stmt)
            else:
                known = [*top, *TOP_SPECIAL, *BLOCKS]
                hint = did_you_mean(stmt.key, known)
                if stmt.key in BLOCKS:
                    hint = f" — '{stmt.key}' is a block: write {stmt.key} {{ ... }}"
                raise self.fail(stmt, f"unknown setting '{stmt.key}'{hint}")
        return data

    def special(self, stmt: Stmt) -> None:
        words = [v.value for v in stmt.values]
        if stmt.key == "source":
            if not 1 <= len(words) <= 2 or any(v.kind != "text" for v in stmt.values):
                raise self.fail(stmt, 'write source "DOCUMENT" ["SECTION"]')
            sources = self.data.setdefault("sources", [])
            assert isinstance(sources, list)
            self.mark(("sources", len(sources)), stmt)
            entry = {"document": words[0]}
            if len(words) == 2:
                entry["section"] = words[1]
            sources.append(entry)
        elif stmt.key == "match":
            self.put(self.data, (), Key("match", "match", read_match_to), stmt)
        elif stmt.key == "redeal":
            if words != ["none"]:
                raise self.fail(stmt, "write 'redeal none', or a block: redeal { ... }")
            self.put(self.data, (), Key("redeal", "redeal", read_none), stmt)
        else:  # deal NAME none
            if len(words) != 2 or words[1] != "none":
                raise self.fail(stmt, "write 'deal NAME none' to drop a procedure, or a block: "
                                      "deal NAME { ... }")
            deals = self.data.setdefault("deal", {})
            assert isinstance(deals, dict)
            deals[str(words[0])] = None
            self.mark(("deal", str(words[0])), stmt)

    def block(self, stmt: Stmt) -> None:
        if stmt.key not in BLOCKS:
            raise self.fail(stmt, f"unknown block '{stmt.key}'" + did_you_mean(stmt.key, BLOCKS))
        assert stmt.body is not None
        if stmt.key in LABELLED:
            if stmt.label is None:
                raise self.fail(stmt, f"'{stmt.key}' blocks need a name: {stmt.key} NAME {{ ... }}")
            label = str(stmt.label.value)
            if stmt.key == "texts":  # `texts pt-BR` fills texts.pt_BR
                try:
                    label = language_field(stmt.label)
                except DslError as err:
                    raise self.fail(stmt.label, err.message) from None
            group = self.data.setdefault(_group(stmt.key), {})
            assert isinstance(group, dict)
            if label in group:
                raise self.fail(stmt, f"{stmt.key} '{label}' is written twice — merge the blocks")
            path: Path_ = (_group(stmt.key), label)
            self.mark(path, stmt.label)
            group[label] = self.settings(stmt.body, BLOCKS[stmt.key], path,
                                         f"{stmt.key} {label}")
            return
        if stmt.label is not None:
            raise self.fail(stmt.label, f"'{stmt.key}' blocks take no name — write {stmt.key} {{")
        if stmt.key in self.data:
            raise self.fail(stmt, f"'{stmt.key}' is written twice — merge the blocks")
        self.mark((stmt.key,), stmt)
        self.data[stmt.key] = self.settings(stmt.body, BLOCKS[stmt.key], (stmt.key,),
                                            f"'{stmt.key}'", thresholds=stmt.key == "scoring")


def _join(into: dict[object, object], new: dict[object, object]) -> bool:
    """Merge nested mapping `new` into `into`; False if a text would be given twice."""
    for key, value in new.items():
        if key not in into:
            into[key] = value
        elif isinstance(value, dict) and isinstance(into[key], dict):
            if not _join(into[key], value):  # type: ignore[arg-type]
                return False
        else:
            return False
    return True


def _group(key: str) -> str:
    return "options" if key == "option" else key


def load_dsl(source: SourceText) -> Located:
    """Read DSL text into a located dictionary (field names as in the YAML form)."""
    stmts = parse_statements(source)
    builder = _Builder(source)
    data = builder.top(stmts)
    return Located(data, builder.positions, source, _comments(source))


def _comments(source: SourceText) -> list[tuple[int, str]]:
    """Comment lines and trailing comments, by line, so `fmt` can keep them."""
    found: list[tuple[int, str]] = []
    for number, line in enumerate(source.lines, 1):
        if "#" not in line:
            continue
        in_text = False
        for index, char in enumerate(line):
            if char == '"' and (index == 0 or line[index - 1] != "\\"):
                in_text = not in_text
            elif char == "#" and not in_text:
                found.append((number, line[index:].rstrip()))
                break
    return found
