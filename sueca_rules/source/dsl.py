"""The DSL reader: statements (:mod:`sueca_rules.source.statements`) to a located dictionary.

Every syntax error and every unknown or malformed statement of a file is reported in one run:
the parser recovers after an error (skipping to where it can go on) and the builder skips a
bad statement and reads the next. Values are located where they are written, so an error about
a value puts the caret on the value, not on its key.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..catalogue.nearest import names_a_part, nearest_part
from ..errors import Location, Problem, SyntaxProblem, closest, did_you_mean
from .statements import MAX_ERRORS, parse_statements, parser, read_statements
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
from .text import MAX_PROBLEMS, Located, Path_, SourceText, capped

KEY = "[key]"  # positions[(*path, KEY)] is where a key was written (values have their own)
__all__ = ["KEY", "MAX_ERRORS", "load_dsl", "parse_statements", "parser"]


def _nearer(hint: str, word: str, suggestion: str | None) -> tuple[str, str | None]:
    """The part of the language that says what `word` asks for, unless a key is close to it
    (and the word does not surely name a part); the fix goes with the hint kept."""
    near = nearest_part(word)
    if near and ("did you mean" not in hint or names_a_part(word)):
        return near, None
    return hint, suggestion


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
        if key.fields:
            self.put_fields(target, path, key, stmt)
            return
        if key.field in target and not key.repeat:
            first = self.positions.get((*path, key.field, KEY))
            where = f" (first at line {first.line})" if first else ""
            raise self.fail(stmt, f"'{key.name}' is set twice{where} — keep one", code="dsl-twice")
        try:
            value, parts = key.read(stmt)
        except DslError as err:
            self.problems.append(self.source.problem(err.line, err.column, err.message, "dsl-value", err.suggestion))
            raise _Skip() from None
        here = (*path, key.field) if key.field != "*" else path
        if key.repeat:  # each line adds entries to one mapping (`*`: the block's own)
            group = target if key.field == "*" else target.setdefault(key.field, {})
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

    def put_fields(self, target: dict[str, object], path: Path_, key: Key, stmt: Stmt) -> None:
        """A key that fills several fields at once (`bids 65..120 step 5`): each field read is
        located where its value is written, and the key's line as each field's key."""
        if any(field in target for field in key.fields):
            marks = [(*path, f, KEY) for f in key.fields]
            first = next((self.positions[m] for m in marks if m in self.positions), None)
            where = f" (first at line {first.line})" if first else ""
            raise self.fail(stmt, f"'{key.name}' is set twice{where} — keep one", code="dsl-twice")
        try:
            value, parts = key.read(stmt)
        except DslError as err:
            self.problems.append(self.source.problem(err.line, err.column, err.message, "dsl-value", err.suggestion))
            raise _Skip() from None
        assert isinstance(value, dict)
        for field, read in value.items():
            target[field] = read
            self.mark((*path, field), parts.get((field,), stmt))
            self.mark((*path, field, KEY), stmt)

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
                    hint, suggestion = _nearer(hint, name, suggestion)
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
            hint, suggestion = _nearer(hint, stmt.key, suggestion)
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
        elif stmt.key == "competition":
            if words != ["none"]:
                raise self.fail(stmt, "write 'competition none', or a block: competition { format "
                                      "knockout|swiss|round-robin|winner-stays; ... }")
            self.put(self.data, (), Key("competition", "competition", read_none), stmt)
        elif stmt.key == "redeal":
            if words != ["none"]:
                raise self.fail(stmt, "write 'redeal none', or a block: redeal { ... }")
            self.put(self.data, (), Key("redeal", "redeal", read_none), stmt)
        else:  # deal NAME none, result NAME none, hand-result NAME none: drop an inherited one
            field = LABELLED.get(stmt.key, "deal")
            if len(words) != 2 or words[1] != "none":
                raise self.fail(stmt, f"write '{stmt.key} NAME none' to drop an inherited one, or "
                                      f"a block: {stmt.key} NAME {{ ... }}")
            named = self.data.setdefault(field, {})
            assert isinstance(named, dict)
            named[str(words[0])] = None
            self.mark((field, str(words[0])), stmt)

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
            hint, suggestion = _nearer(hint, stmt.key, suggestion)
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
    stmts, found = read_statements(source)
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
