"""Applying the fixes problems carry (`sueca-rules validate --fix`, `--diff`).

A :class:`~sueca_rules.errors.Fix` names its file, its range (1-based code points, end
exclusive) and the text it replaces. A fix is safe to apply while that text is still there;
fixes that overlap are applied first come, first served (the others wait for the next run).
Line ends, a byte order mark and every other byte of the file are kept.

>>> from sueca_rules.errors import Fix
>>> fixed, done = apply_fixes("illegal {\\r\\n  revoke hnad 2\\r\\n}\\r\\n",
...                           [Fix("h.sueca", 2, 10, 2, 14, "hand", old="hnad")])
>>> fixed, len(done)
('illegal {\\r\\n  revoke hand 2\\r\\n}\\r\\n', 1)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from pathlib import Path

from .errors import Fix, InputError, Problem
from .files import write_whole
from .lines import split_keeping_ends, without_end

BOM = "\ufeff"


def apply_fixes(text: str, fixes: Iterable[Fix]) -> tuple[str, list[Fix]]:
    """`text` with each fix that still applies written in, and the fixes applied (in file
    order). A fix applies when its range is on one line and holds its `old` text, and it
    overlaps no fix applied before it. A leading byte order mark is not counted in columns.
    """
    bom = BOM if text.startswith(BOM) else ""
    lines = split_keeping_ends(text[len(bom):])
    taken: dict[int, list[tuple[int, int]]] = {}
    chosen: list[Fix] = []
    for fix in dict.fromkeys(fixes):  # the same fix found twice is applied once
        if fix.line != fix.end_line or not 1 <= fix.line <= len(lines):
            continue
        body = without_end(lines[fix.line - 1])
        start, stop = fix.column - 1, fix.end_column - 1
        if not 0 <= start <= stop <= len(body) or body[start:stop] != fix.old:
            continue  # the text changed since the problem was found: not safe
        spans = taken.setdefault(fix.line, [])
        if any((start < b and a < stop) or start == stop == a for a, b in spans):
            continue
        spans.append((start, stop))
        chosen.append(fix)
    for fix in sorted(chosen, key=lambda f: (f.line, f.column), reverse=True):
        line = lines[fix.line - 1]
        lines[fix.line - 1] = line[:fix.column - 1] + fix.text + line[fix.end_column - 1:]
    return bom + "".join(lines), sorted(chosen, key=lambda f: (f.line, f.column))


def fixes_by_file(problems: Iterable[Problem], files: Iterable[str]) -> dict[Path, list[Fix]]:
    """The fixes of `problems` that lie in one of `files` (the files checked: a parent that
    was not given is left alone), by file."""
    wanted = {Path(f).resolve(): Path(f) for f in files}
    out: dict[Path, list[Fix]] = {}
    for problem in problems:
        fix = problem.fix
        if fix is None or not fix.exact:  # the text it replaces not known: offered, not written
            continue
        path = wanted.get(Path(fix.file).resolve())
        if path is not None:
            out.setdefault(path, []).append(fix)
    return out


def _read(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except OSError as err:
        raise InputError(str(path), f"cannot read the file: {err.strerror or err}") from None
    except UnicodeDecodeError:
        raise InputError(str(path), "the file is not UTF-8 text — save it as UTF-8") from None


def fix_files(fixes: dict[Path, list[Fix]], *, write: bool) -> tuple[list[Fix], list[str]]:
    """Apply `fixes` to their files: each file written whole (beside it, then renamed into
    place) when `write`, else left as it is. Returns the fixes applied (or that would be) and a
    unified diff per file changed. Raises InputError for a file that cannot be read or written.
    """
    done: list[Fix] = []
    diffs: list[str] = []
    for path, wanted in fixes.items():
        before = _read(path)
        after, applied = apply_fixes(before, wanted)
        if not applied:
            continue
        done += applied
        diffs.append("".join(difflib.unified_diff(
            before.splitlines(keepends=True), after.splitlines(keepends=True),
            f"a/{path.as_posix()}", f"b/{path.as_posix()}")))
        if write:
            write_whole(path, after.encode("utf-8"))
    return done, diffs
