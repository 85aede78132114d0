"""The DSL reader: Lark (LALR, positions kept) to statements to a located dictionary.

Every syntax error and every unknown or malformed statement of a file is reported in one run:
the parser recovers after an error (skipping to where it can go on) and the builder skips a
bad statement and reads the next. Values are located where they are written, so an error about
a value puts the caret on the value, not on its key.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import cache

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)

from ..errors import Location, Problem, SyntaxProblem, closest, did_you_mean
from .lexis import syntax_problem, unescape
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
from .text import MAX_DIGITS, MAX_PROBLEMS, Located, Path_, SourceText, capped

KEY = "[key]"  # positions[(*path, KEY)] is where a key was written (values have their own)
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

    def fail(self, item: Val | Stmt, message: str, suggestion: str | None = None, code: str = "dsl-form") -> _Skip:
        self.problems.append(self.source.problem(item.line, item.column, message, code,
                                                 suggestion))
        return _Skip()

    def hint(self, name: str, known: Iterable[str]) -> tuple[str, str | None]:
        """" — did you mean 'X'?" and X for an unknown name; nothing once more problems were
        found than are shown (looking for close names is slow, and they would not be shown)."""
        if len(self.problems) >= MAX_PROBLEMS:
            return "", None
        known = list(known)
        return did_you_mean(name, known), closest(name, known)

    def put(self, target: dict[str, object], path: Path_, key: Key, stmt: Stmt) -> None:
        if key.field in target and not key.repeat:
            first = self.positions.get((*path, key.field, KEY))
            where = f" (first at line {first.line})" if first else ""
            raise self.fail(stmt, f"'{key.name}' is set twice{where} — keep one", code="dsl-twice")
        try:
            value, parts = key.read(stmt)
        except DslError as err:
            self.problems.append(self.source.problem(err.line, err.column, err.message, "dsl-value", err.suggestion))
            raise _Skip() from None
        here = (*path, key.field)
        if key.repeat:  # each line adds entries to one mapping
            group = target.setdefault(key.field, {})
            assert isinstance(group, dict) and isinstance(value, dict)
            if not _join(group, value):
                what = "text" if path and path[0] == "texts" else "line"
                raise self.fail(stmt, f"this '{key.name}' {what} is given twice — keep one", code="dsl-twice")
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
                    hint, suggestion = self.hint(name, table)
                    raise self.fail(stmt, f"unknown setting '{stmt.key}' in {where}{hint}",
                                    suggestion, "dsl-unknown-setting")
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
            hint, suggestion = self.hint(stmt.key, known)
            if stmt.key in BLOCKS:
                hint, suggestion = f" — '{stmt.key}' is a block: write {stmt.key} {{ ... }}", None
            raise self.fail(stmt, f"unknown setting '{stmt.key}'{hint}", suggestion, "dsl-unknown-setting")

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
            hint, suggestion = self.hint(stmt.key, BLOCKS)
            raise self.fail(stmt, f"unknown block '{stmt.key}'{hint}", suggestion, "dsl-unknown-block")
        assert stmt.body is not None
        if stmt.key in LABELLED:
            if stmt.label is None:
                raise self.fail(stmt, f"'{stmt.key}' blocks need a name: {stmt.key} NAME {{ ... }}")
            label = str(stmt.label.value)
            if stmt.key == "texts":  # `texts pt-BR` fills texts.pt_BR
                try:
                    label = language_field(stmt.label)
                except DslError as err:
                    raise self.fail(stmt.label, err.message, err.suggestion, "dsl-value") from None
            field = LABELLED[stmt.key]
            group = self.data.setdefault(field, {})
            assert isinstance(group, dict)
            if label in group:
                raise self.fail(stmt, f"{stmt.key} '{label}' is written twice — merge the blocks", code="dsl-twice")
            path: Path_ = (field, label)
            self.mark(path, stmt.label)
            group[label] = self.settings(stmt.body, BLOCKS[stmt.key], path,
                                         f"{stmt.key} {label}")
            return
        if stmt.label is not None:
            raise self.fail(stmt.label, f"'{stmt.key}' blocks take no name — write {stmt.key} {{")
        if stmt.key in self.data:
            raise self.fail(stmt, f"'{stmt.key}' is written twice — merge the blocks", code="dsl-twice")
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
        raise SyntaxProblem(capped(problems))
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
