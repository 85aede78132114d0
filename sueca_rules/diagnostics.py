"""One diagnostic, every output: text, JSON, GitHub workflow annotations, SARIF 2.1.0 and LSP.

Each renderer reads the same :class:`~sueca_rules.errors.Problem` (file, line, column, end,
severity, code, message, suggestion, and what it is about: the variant, the option and value,
the rule's path), so the command line, CI and the editor never disagree on where a problem is
or what it says; none of them reads the message's words. Lines and columns count from 1 and an end is
exclusive (SARIF's convention); the LSP form counts from 0, as the protocol does.

>>> from sueca_rules.errors import Location
>>> p = Problem(Location("h.sueca", 3, 3), "unknown setting 'frist-lead'", "dsl",
...             source_line="  frist-lead left", suggestion="first-lead")
>>> print(github_annotation(p))
::error file=h.sueca,line=3,col=3,endLine=3,endColumn=13,title=sueca-rules dsl::unknown setting 'frist-lead'
>>> lsp_diagnostic(p)["range"]
{'start': {'line': 2, 'character': 2}, 'end': {'line': 2, 'character': 12}}
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Sequence
from importlib import metadata
from pathlib import Path
from urllib.parse import quote

from .codes import lookup
from .errors import Problem
from .lines import without_end

FORMATS = ("text", "json", "github", "sarif")
SOURCE = "sueca-rules"  # the LSP `source` and the tool's name in SARIF
SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
SRCROOT = "%SRCROOT%"

_GITHUB_COMMAND = {"error": "error", "warning": "warning", "info": "notice"}
_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
_LSP_SEVERITY = {"error": 1, "warning": 2, "info": 3, "hint": 4}


def in_github_actions() -> bool:
    """True inside a GitHub Actions job, where text output also carries annotations."""
    return os.environ.get("GITHUB_ACTIONS") == "true"


_SURROGATE = re.compile("[\ud800-\udfff]")


def json_text(value: object, indent: int | None = 2, *, ascii_only: bool = False) -> str:
    """`value` as JSON text that any UTF-8 (or, with `ascii_only`, ASCII) stream or file takes.

    A file name that is not UTF-8 reaches Python with lone surrogates (`'bad\\udcff'`): they
    are written as JSON escapes (`\\udcff`), which JSON readers turn back into the same name,
    where a plain `json.dumps` would write bytes that are not UTF-8 or fail to encode.
    """
    text = json.dumps(value, indent=indent, ensure_ascii=ascii_only)
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def render(problems: Sequence[Problem], fmt: str, *, ascii_only: bool = False) -> str:
    """All problems in one of :data:`FORMATS`, as the text to print (no trailing newline).
    JSON and SARIF escape what is not UTF-8 (and, with `ascii_only`, all that is not ASCII).

    Raises ValueError for an unknown format.
    """
    if fmt == "text":
        return "\n".join(p.render() for p in problems)
    if fmt == "json":
        return json_text([p.as_dict() for p in problems], ascii_only=ascii_only)
    if fmt == "github":
        return "\n".join(github_annotation(p) for p in problems)
    if fmt == "sarif":
        return json_text(sarif_log(problems), ascii_only=ascii_only)
    raise ValueError(f"unknown format {fmt!r} — expected one of: {', '.join(FORMATS)}")


def shown_path(file: str, base: Path | None = None) -> str:
    """`file` relative to `base` (the current folder) when it lies inside it, with '/'."""
    path = Path(file)
    root = (base or Path.cwd()).resolve()
    if path.is_absolute():
        try:
            return path.resolve().relative_to(root).as_posix()
        except ValueError:
            return path.as_posix()
    return path.as_posix()


# -- GitHub Actions workflow commands ------------------------------------------------------

def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github_annotation(problem: Problem, base: Path | None = None) -> str:
    """`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` (a workflow command).

    GitHub shows columns only for a one-line span, so `col`/`endColumn` are left out otherwise.
    """
    where = problem.location
    props = [("file", shown_path(where.file, base))]
    if where.line:
        end_line, end_column = problem.end
        props.append(("line", str(where.line)))
        if where.column and end_line == where.line:
            props.append(("col", str(where.column)))
        props.append(("endLine", str(end_line)))
        if where.column and end_line == where.line:
            props.append(("endColumn", str(end_column)))
    props.append(("title", f"{SOURCE} {problem.code}"))
    command = _GITHUB_COMMAND.get(problem.severity, "error")
    head = ",".join(f"{key}={_escape_property(value)}" for key, value in props)
    return f"::{command} {head}::{_escape_data(problem.message)}"


# -- SARIF 2.1.0 -----------------------------------------------------------------------------

def _tool() -> dict[str, object]:
    try:
        version = metadata.version("sueca-rules")
    except metadata.PackageNotFoundError:  # running from a source tree that is not installed
        version = "0"
    return {"name": SOURCE, "version": version,
            "informationUri": "https://pypi.org/project/sueca-rules/"}


def _artifact(file: str, base: Path | None) -> dict[str, str]:
    shown = shown_path(file, base)
    if Path(shown).is_absolute():
        return {"uri": Path(shown).as_uri()}
    return {"uri": quote(shown, errors="surrogateescape"), "uriBaseId": SRCROOT}  # bytes as %FF


def _region(problem: Problem) -> dict[str, object] | None:
    where = problem.location
    if not where.line:
        return None
    end_line, end_column = problem.end
    region: dict[str, object] = {"startLine": where.line, "startColumn": max(where.column, 1),
                                 "endLine": end_line, "endColumn": max(end_column, 1)}
    if problem.source_line is not None:
        region["snippet"] = {"text": without_end(problem.source_line)}
    return region


def _result(problem: Problem, rule_index: int, base: Path | None) -> dict[str, object]:
    artifact = _artifact(problem.location.file, base)
    physical: dict[str, object] = {"artifactLocation": artifact}
    region = _region(problem)
    if region is not None:
        physical["region"] = region
    result: dict[str, object] = {
        "ruleId": problem.code,
        "ruleIndex": rule_index,
        "level": _SARIF_LEVEL.get(problem.severity, "error"),
        "message": {"text": problem.message},
        "locations": [{"physicalLocation": physical}],
    }
    fix = problem.fix
    if fix is not None and region is not None:
        deleted = {"startLine": fix.line, "startColumn": fix.column, "endLine": fix.end_line,
                   "endColumn": fix.end_column}
        result["fixes"] = [{
            "description": {"text": fix.title[:1].lower() + fix.title[1:]},  # "write 'x'", as before
            "artifactChanges": [{"artifactLocation": _artifact(fix.file, base), "replacements": [
                {"deletedRegion": deleted, "insertedContent": {"text": fix.text}}]}],
        }]
    properties = _properties(problem)
    if properties:
        result["properties"] = properties
    return result


def _properties(problem: Problem) -> dict[str, object]:
    """A SARIF result's property bag: what to write instead, and what the problem is about
    (the variant, the option and value, the rule's path), each only when known."""
    context = problem.context
    found: dict[str, object] = {"hint": problem.hint, "variant": context.variant,
                                "option": context.option, "value": context.value,
                                "path": list(context.path) if context.path else None}
    return {key: value for key, value in found.items() if value is not None}


def _rule(code: str) -> dict[str, object]:
    """A SARIF rule (a reportingDescriptor) for `code`: its title, explanation, example and
    fix from the registry, and a link to its entry in docs/problem-codes.md."""
    entry = lookup(code)
    if entry is None:
        return {"id": code, "shortDescription": {"text": code.replace("-", " ")},
                "defaultConfiguration": {"level": "error"}}
    said = f"{entry.explanation} {entry.severity_said}"
    help_text = f"{said}\n\nExample:\n{entry.example}\n\nFix:\n{entry.fixed}"
    help_markdown = (f"{said}\n\nExample:\n\n```\n{entry.example}\n```\n\n"
                     f"Fix:\n\n```\n{entry.fixed}\n```")
    return {"id": code, "name": entry.title, "shortDescription": {"text": entry.title},
            "fullDescription": {"text": said},
            "help": {"text": help_text, "markdown": help_markdown},
            "helpUri": entry.help_uri, "defaultConfiguration": {"level": _SARIF_LEVEL[entry.severity]}}


def sarif_log(problems: Iterable[Problem], base: Path | None = None) -> dict[str, object]:
    """A SARIF 2.1.0 log with one run: the tool, one rule per problem code, one result each.

    Paths inside `base` (default: the current folder) are relative to `%SRCROOT%`, which the
    run maps to `base`; others are absolute `file://` URIs.
    """
    root = (base or Path.cwd()).resolve()
    found = list(problems)
    codes = list(dict.fromkeys(p.code for p in found))
    rules = [_rule(code) for code in codes]
    driver = {**_tool(), "rules": rules}
    run: dict[str, object] = {
        "tool": {"driver": driver},
        "originalUriBaseIds": {SRCROOT: {"uri": root.as_uri() + "/"}},
        "results": [_result(p, codes.index(p.code), root) for p in found],
        "columnKind": "unicodeCodePoints",
    }
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}


# -- the Language Server Protocol ------------------------------------------------------------

def lsp_range(problem: Problem) -> dict[str, dict[str, int]]:
    """The problem's span as an LSP range: 0-based lines, characters (code points), end
    exclusive. A problem with no line covers the start of the file."""
    where = problem.location
    if not where.line:
        return {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}
    end_line, end_column = problem.end
    return {"start": {"line": where.line - 1, "character": max(where.column, 1) - 1},
            "end": {"line": end_line - 1, "character": max(end_column, 1) - 1}}


def lsp_diagnostic(problem: Problem) -> dict[str, object]:
    """The problem as an LSP `Diagnostic` (plain JSON): range, severity, code, source, message,
    and the fix in `data` for a quick fix (its text, title and range, in code points)."""
    diagnostic: dict[str, object] = {
        "range": lsp_range(problem),
        "severity": _LSP_SEVERITY.get(problem.severity, 1),
        "code": problem.code,
        "source": SOURCE,
        "message": problem.message,
    }
    fix = problem.fix
    if fix is not None:
        where = {"start": {"line": fix.line - 1, "character": fix.column - 1},
                 "end": {"line": fix.end_line - 1, "character": fix.end_column - 1}}
        diagnostic["data"] = {"suggestion": fix.text,
                              "fix": {"text": fix.text, "title": fix.title, "range": where}}
    return diagnostic
