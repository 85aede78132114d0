"""The DSL reader: Lark (LALR, positions kept) to statements to a located dictionary.

Every syntax error and every unknown or malformed statement of a file is reported in one run:
the parser recovers after an error (skipping to where it can go on) and the builder skips a
bad statement and reads the next. Values are located where they are written, so an error about
a value puts the caret on the value, not on its key.
"""

from __future__ import annotations

import re
from functools import cache

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from ..errors import Location, Problem, SyntaxProblem, closest, did_you_mean
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
    read_series_to,
)
from .text import MAX_DIGITS, Located, Path_, SourceText

KEY = "[key]"  # positions[(*path, KEY)] is where a key was written (values have their own)
MAX_ERRORS = 50


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


def _int(token: Token, digits: str, offset: int = 0) -> int:
    """A number as written; more than MAX_DIGITS digits is a located error (Python's int()
    refuses 4,300 digits, and no rule of a card game needs a billion)."""
    if len(digits) > MAX_DIGITS:
        raise DslError(token.line or 0, (token.column or 0) + offset,
                       f"the number {digits[:12]}… is far too large ({len(digits)} digits) — "
                       "numbers in a variant are small: card points, game points, a match target")
    return int(digits)


@v_args(inline=True)
class _ToStatements(Transformer[Token, object]):
    """Parse tree to plain statements; meaning is decided later, by key."""

    def word(self, t: Token) -> Val:
        return _val("word", t)

    def number(self, t: Token) -> Val:
        return _val("number", t, _int(t, t.value))

    def text(self, t: Token) -> Val:
        return _val("text", t, re.sub(r"\\(.)", r"\1", t.value[1:-1]))

    def span(self, t: Token) -> Val:
        low, high = t.value.split("..")
        return _val("span", t, (_int(t, low), _int(t, high, len(low) + 2)))

    def pair(self, name: Token, value: Token) -> Val:
        right: int | str = _int(value, value.value) if value.type == "INT" else str(value.value)
        return _val("pair", name, (name.value, right))

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


def _open_block(source: SourceText) -> str:
    """Where the block left open at the end of the file starts (blocks do not nest, so it is
    the last '{' without its '}'), as " 'illegal' opened at line 2"; "" if none is found.

    >>> _open_block(SourceText("t.sueca", 'variant x\\nillegal {  # "{"\\n  revoke hand 2\\n'))
    " 'illegal' opened at line 2"
    """
    opened: tuple[int, str] | None = None
    for number, line in enumerate(source.lines, 1):
        in_text = False
        for index, char in enumerate(line):
            if char == '"' and (index == 0 or line[index - 1] != "\\"):
                in_text = not in_text
            elif in_text:
                continue
            elif char == "#":
                break
            elif char == "{":
                words = line[:index].split()
                opened = (number, words[0] if words else "")
            elif char == "}":
                opened = None
    if opened is None:
        return ""
    return f" '{opened[1]}' opened at line {opened[0]}" if opened[1] else f" opened at line {opened[0]}"


def _syntax_problem(source: SourceText, err: UnexpectedInput) -> Problem:
    line, column = err.line if err.line and err.line > 0 else 1, err.column or 1
    suggestion = None
    if isinstance(err, UnexpectedCharacters):
        pos = err.pos_in_stream or 0
        char = source.text[pos] if pos < len(source.text) else "?"
        message = f"unexpected character {char!r} — values are names, numbers, \"texts\", " \
                  "ranges like 61..90 and pairs like A=11"
    elif isinstance(err, UnexpectedEOF):
        line = len(source.lines)
        column = len(source.lines[-1]) + 1 if source.lines else 1
        message = f"the file ends inside the block{_open_block(source)} — close it with '}}'"
    else:
        assert isinstance(err, UnexpectedToken)
        token = err.token
        expected = sorted({_TOKEN_WORDS.get(e, e) for e in err.expected})
        if token.type == "$END":
            line = len(source.lines)
            column = len(source.lines[-1]) + 1 if source.lines else 1
            message = "the file ends too early — expected " + " or ".join(expected)
            if "'}'" in expected:
                message = f"the file ends inside the block{_open_block(source)} — close it with '}}'"
        elif token.type == "LBRACE" and "VARIANT" not in err.expected:
            message = "blocks do not nest — close the block above with '}' first"
        elif "VARIANT" in err.expected:
            message = f"a variant file starts with 'variant NAME', not {token.value!r}" \
                      + did_you_mean(str(token.value), ["variant"])
            suggestion = closest(str(token.value), ["variant"])
        else:
            shown = str(token.value).replace("\n", "\\n") or token.type
            message = f"unexpected {shown!r} — expected " + " or ".join(expected)
    return source.problem(line, column, message, suggestion=suggestion)


def parse_statements(source: SourceText) -> list[Stmt]:
    """Text to statements; every syntax error of the file in one located SyntaxProblem."""
    stmts, found = _parse(source)
    if found:
        raise SyntaxProblem(found)
    return stmts


def _parse(source: SourceText) -> tuple[list[Stmt], list[Problem]]:
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
            found.append(_syntax_problem(source, err))
        return True

    try:
        tree = parser().parse(source.text, on_error=recover)
    except UnexpectedInput as err:
        if not found or err.line not in lines:
            found.append(_syntax_problem(source, err))
        return [], found
    try:
        result = _ToStatements().transform(tree)
    except VisitError as err:
        if isinstance(err.orig_exc, DslError):
            bad = err.orig_exc
            return [], [*found, source.problem(bad.line, bad.column, bad.message)]
        raise
    assert isinstance(result, list)
    return result, found


class _Skip(Exception):
    """A statement that could not be read: its problem is noted, the next one is read."""


class _Builder:
    """Statements to the spec's plain dictionary, remembering where each path was written."""

    def __init__(self, source: SourceText) -> None:
        self.source = source
        self.data: dict[str, object] = {}
        self.positions: dict[Path_, Location] = {}
        self.problems: list[Problem] = []

    def mark(self, path: Path_, item: Val | Stmt) -> None:
        self.positions[path] = Location(self.source.file, item.line, item.column)

    def fail(self, item: Val | Stmt, message: str, suggestion: str | None = None) -> _Skip:
        self.problems.append(self.source.problem(item.line, item.column, message, "dsl",
                                                 suggestion))
        return _Skip()

    def put(self, target: dict[str, object], path: Path_, key: Key, stmt: Stmt) -> None:
        if key.field in target and not key.repeat:
            first = self.positions.get((*path, key.field, KEY))
            where = f" (first at line {first.line})" if first else ""
            raise self.fail(stmt, f"'{key.name}' is set twice{where} — keep one")
        try:
            value, parts = key.read(stmt)
        except DslError as err:
            self.problems.append(self.source.problem(err.line, err.column, err.message, "dsl"))
            raise _Skip() from None
        here = (*path, key.field)
        if key.repeat:  # each line adds entries to one mapping
            group = target.setdefault(key.field, {})
            assert isinstance(group, dict) and isinstance(value, dict)
            if not _join(group, value):
                what = "text" if path and path[0] == "texts" else "line"
                raise self.fail(stmt, f"this '{key.name}' {what} is given twice — keep one")
            if here not in self.positions:
                self.mark(here, stmt)
                self.mark((*here, KEY), stmt)
        else:
            target[key.field] = value
            # the value's own place (errors about it put the caret there), the key's as KEY
            self.mark(here, stmt.values[0] if stmt.values else stmt)
            self.mark((*here, KEY), stmt)
        for sub, val in parts.items():
            self.mark((*here, *sub), val)

    def settings(self, stmts: list[Stmt], keys: tuple[Key, ...], path: Path_, where: str,
                 thresholds: bool = False) -> dict[str, object]:
        table = {k.name: k for k in keys}
        out: dict[str, object] = {}
        hands: list[object] = []
        for stmt in stmts:
            try:
                if stmt.kind == "threshold":
                    if not thresholds:
                        raise self.fail(stmt, "a points range -> games line belongs in "
                                              f"'scoring', not in {where}")
                    (low, high), games = stmt.values[0].span(), stmt.values[1].value
                    index = len(hands)
                    hands.append({"min": low, "max": high, "games": games})
                    self.mark((*path, "hands", index), stmt)
                    self.mark((*path, "hands", index, "games"), stmt.values[1])
                    continue
                if stmt.kind == "block":
                    raise self.fail(stmt, f"blocks do not nest — '{stmt.key}' cannot be "
                                          f"written inside {where}")
                name = stmt.key.replace("_", "-")
                if name not in table:
                    raise self.fail(stmt, f"unknown setting '{stmt.key}' in {where}"
                                    + did_you_mean(name, table), closest(name, table))
                self.put(out, path, table[name], stmt)
            except _Skip:
                continue
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
            try:
                self.statement(stmt, top)
            except _Skip:
                continue
        return data

    def statement(self, stmt: Stmt, top: dict[str, Key]) -> None:
        if stmt.kind == "block":
            self.block(stmt)
        elif stmt.kind == "threshold":
            raise self.fail(stmt, "a points range -> games line belongs in a 'scoring' block")
        elif stmt.key in top:
            self.put(self.data, (), top[stmt.key], stmt)
        elif stmt.key in TOP_SPECIAL:
            self.special(stmt)
        else:
            known = [*top, *TOP_SPECIAL, *BLOCKS]
            hint, suggestion = did_you_mean(stmt.key, known), closest(stmt.key, known)
            if stmt.key in BLOCKS:
                hint, suggestion = f" — '{stmt.key}' is a block: write {stmt.key} {{ ... }}", None
            raise self.fail(stmt, f"unknown setting '{stmt.key}'{hint}", suggestion)

    def special(self, stmt: Stmt) -> None:
        words = [v.value for v in stmt.values]
        if stmt.key == "source":
            self.read_source(stmt)
        elif stmt.key == "match":
            self.put(self.data, (), Key("match", "match", read_match_to), stmt)
        elif stmt.key == "series":
            reader = read_none if words == ["none"] else read_series_to
            self.put(self.data, (), Key("series", "series", reader), stmt)
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

    def read_source(self, stmt: Stmt) -> None:
        """`source "DOCUMENT" ["SECTION"] [title "TITLE"] [kind KIND] [language LANG]`."""
        form = 'write source "DOCUMENT" ["SECTION"] [title "TITLE"] [kind KIND] [language LANG]'
        values = list(stmt.values)
        texts: list[Val] = []
        while values and values[0].kind == "text" and len(texts) < 2:
            texts.append(values.pop(0))
        if not texts:
            raise self.fail(stmt, form)
        sources = self.data.setdefault("sources", [])
        assert isinstance(sources, list)
        index = len(sources)
        self.mark(("sources", index), stmt)
        entry: dict[str, object] = {"document": texts[0].value}
        if len(texts) == 2:
            entry["section"] = texts[1].value
        while values:
            key = values.pop(0)
            if key.value not in ("title", "kind", "language") or not values:
                raise self.fail(key, form)
            value = values.pop(0)
            if key.value == "title" and value.kind != "text":
                raise self.fail(value, 'the title is a quoted text: title "Regras da Sueca"')
            entry[str(key.value)] = value.value
            self.mark(("sources", index, str(key.value)), value)
        sources.append(entry)

    def block(self, stmt: Stmt) -> None:
        if stmt.key not in BLOCKS:
            raise self.fail(stmt, f"unknown block '{stmt.key}'" + did_you_mean(stmt.key, BLOCKS),
                            closest(stmt.key, BLOCKS))
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
            field = LABELLED[stmt.key]
            group = self.data.setdefault(field, {})
            assert isinstance(group, dict)
            if label in group:
                raise self.fail(stmt, f"{stmt.key} '{label}' is written twice — merge the blocks")
            path: Path_ = (field, label)
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
    """Merge nested mapping `new` into `into`; False if something would be given twice."""
    for key, value in new.items():
        if key not in into:
            into[key] = value
        elif isinstance(value, dict) and isinstance(into[key], dict):
            if not _join(into[key], value):  # type: ignore[arg-type]
                return False
        else:
            return False
    return True


def load_dsl(source: SourceText, keep_going: bool = False) -> Located:
    """Read DSL text into a located dictionary (field names as in the YAML form).

    Raises SyntaxProblem listing every syntax error, or else every statement that could not be
    read (unknown keys with a did-you-mean, malformed values), each located. With `keep_going`,
    statements that could not be read are returned in `Located.problems` instead (the file
    parsed, so the rest of it can still be checked); syntax errors still raise.
    """
    stmts, found = _parse(source)
    builder = _Builder(source)
    data = builder.top(stmts) if stmts and stmts[0].kind == "header" else {}
    broken = {p.location.line for p in found}  # a statement the parser cut short says no more
    problems = sorted([*found, *(p for p in builder.problems if p.location.line not in broken)],
                      key=lambda p: (p.location.line, p.location.column))
    if found or (problems and not keep_going):
        raise SyntaxProblem(problems)
    return Located(data, builder.positions, source, _comments(source), problems)


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
