"""The project's settings: ``[tool.sueca-rules]`` in pyproject.toml, or a ``.sueca-rules.toml``.

Found as ruff finds its own: from the current folder upward, the first folder that holds a
``.sueca-rules.toml``, a ``sueca-rules.toml`` or a ``pyproject.toml`` with a
``[tool.sueca-rules]`` table (in that order within one folder) gives the settings; paths in
it are relative to that folder. No file found: the defaults. Every key is optional::

    [tool.sueca-rules]
    lang = "en"                      # --lang's default (docs, diff, matrix)
    paths = ["variants"]             # what validate and fmt check when given no path
    cases = ["tests/conformance"]    # what conform runs when given no path (default: paths)
    exclude = ["drafts/", "*.old.sueca"]  # gitignore patterns, skipped in folder walks
    force-exclude = false            # true: exclude files named on the command line too
    respect-gitignore = true         # skip what .gitignore files ignore, in folder walks
    output-format = "text"           # validate and conform's --format default
    color = "auto"                   # auto, always or never (the --color default)
    pager = true                     # long output on a terminal through $PAGER (less)

    [tool.sueca-rules.severity]      # a problem code's severity: error, warning, info, ignore
    yaml-number = "error"
    option-same-rule = "ignore"

A ``.sueca-rules.toml`` holds the same keys at its top level (and ``[severity]``). A wrong
key or value is a located problem (:class:`ConfigError`): ``pyproject.toml:12:9: error:
'color' is auto, always or never, not 'blue'``.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType

from .codes import REGISTRY, known, spellings
from .errors import Location, Problem, SuecaError, closest, did_you_mean
from .files import read_bounded
from .lines import split

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10 reads TOML with tomli (a dependency there)
    import tomli as tomllib

NAMES = (".sueca-rules.toml", "sueca-rules.toml", "pyproject.toml")
TABLE = "sueca-rules"
MAX_CONFIG_BYTES = 1 << 20
COLORS = ("auto", "always", "never")
OUTPUT_FORMATS = ("text", "json", "github", "sarif")
LEVELS = ("error", "warning", "info", "ignore")
_LISTS = ("paths", "cases", "exclude")
_BOOLEANS = ("force-exclude", "respect-gitignore", "pager")
_CHOICES = {"color": COLORS, "output-format": OUTPUT_FORMATS}
KEYS = ("lang", *_LISTS, *_BOOLEANS, *_CHOICES, "severity")


class ConfigError(SuecaError):
    """A settings file that cannot be used: every problem found in it, located (exit 2)."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(p.render() for p in problems))
        self.problems = problems


@dataclass(frozen=True)
class Config:
    """The settings in force. `file` is where they were read (None: the defaults) and `root`
    the folder their paths are relative to (the file's folder, else the current one).
    `places` maps each key written (``"paths"``, ``"severity.yaml-number"``) to where its
    value is, for messages about it (:meth:`problem`)."""

    root: Path
    file: Path | None = None
    lang: str | None = None
    paths: tuple[str, ...] = ()
    cases: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    force_exclude: bool = False
    respect_gitignore: bool = True
    output_format: str | None = None
    color: str = "auto"
    pager: bool = True
    severity: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    places: Mapping[str, Location] = field(default_factory=lambda: MappingProxyType({}), repr=False)
    lines: tuple[str, ...] = field(default=(), repr=False)

    def problem(self, key: str, message: str) -> Problem:
        """A problem about the value of `key`, located where the file writes it."""
        where = self.places.get(key) or Location(_shown(self.file) if self.file else str(self.root), 0, 0)
        line = self.lines[where.line - 1] if 0 < where.line <= len(self.lines) else None
        return Problem(where, message, "config", source_line=line)

    def level(self, code: str) -> str | None:
        """The severity configured for problems of `code` (or for a code it was part of, such
        as ``dsl``), or None."""
        return next((self.severity[name] for name in spellings(code) if name in self.severity), None)

    def apply(self, problems: list[Problem]) -> list[Problem]:
        """`problems` with the configured severities: a warning or info made an error, a
        warning, an info, or left out ("ignore"). An error stays an error (its file cannot be
        read otherwise). A warning or info on a line that ends in ``# noqa`` (every code) or
        ``# noqa: CODE, ...`` (those codes, or codes they were part of) is left out, as ruff
        does. The one place severities are applied (command line and editor)."""
        problems = [p for p in problems if p.severity == "error" or not suppressed(p)]
        if not self.severity:
            return problems
        out = []
        for problem in problems:
            level = next((self.severity[name] for name in spellings(problem.code)
                          if name in self.severity), None)  # a code, or a code it was part of
            if level is None or problem.severity == "error":
                out.append(problem)
            elif level != "ignore":
                out.append(replace(problem, severity=level))
        return out


_NOQA = re.compile(r"#\s*noqa(?:\s*:\s*(?P<codes>[a-z0-9][a-z0-9\-]*(?:\s*,\s*[a-z0-9][a-z0-9\-]*)*))?\s*$",
                   re.I)


def suppressed(problem: Problem) -> bool:
    """Whether the line `problem` is on ends in a ``# noqa`` comment that names its code
    (or a code it was part of), or names none."""
    found = _NOQA.search(problem.source_line or "")
    if found is None:
        return False
    named = found["codes"]
    return named is None or bool({c.strip().lower() for c in named.split(",")} & set(spellings(problem.code)))


def find(start: Path) -> Path | None:
    """The settings file that applies in `start`: the nearest, upward (see the module)."""
    folder = start.absolute()
    for here in (folder, *folder.parents):
        for name in NAMES:
            candidate = here / name
            if not os.path.isfile(candidate):  # a folder we may not look in holds none for us
                continue
            if name != "pyproject.toml" or _has_table(candidate):
                return candidate
    return None


_NEAREST: dict[tuple[str, int], Config] = {}


def for_folder(folder: Path) -> Config:
    """The settings that apply to files in `folder` (the language server's view: each
    document's own), read again when the file changes; the defaults when none is found or
    the file has a problem (the command line says which)."""
    found = find(folder)
    if found is None:
        return Config(root=folder.absolute())
    try:
        key = (str(found), os.stat(found).st_mtime_ns)
    except OSError:
        return Config(root=folder.absolute())
    if key not in _NEAREST:
        try:
            _NEAREST[key] = load(folder, found)
        except SuecaError:
            _NEAREST[key] = Config(root=found.parent)
    return _NEAREST[key]


def _has_table(pyproject: Path) -> bool:
    try:
        text = read_bounded(pyproject, MAX_CONFIG_BYTES, "settings file").decode("utf-8", "replace")
    except SuecaError:
        return False
    return re.search(r"^\s*\[\s*tool\s*\.\s*[\"']?sueca-rules[\"']?\s*[.\]]", text, re.M) is not None


def load(start: Path | None = None, file: Path | None = None) -> Config:
    """The settings for a command run in `start` (the current folder): read from `file` when
    given, else from the file :func:`find` finds, else the defaults.

    Raises ConfigError with every problem of the file (located), InputError when it cannot
    be read.
    """
    here = (start or Path.cwd()).absolute()
    chosen = file if file is not None else find(here)
    if chosen is None:
        return Config(root=here)
    raw = read_bounded(chosen, MAX_CONFIG_BYTES, "settings file")
    text = raw.decode("utf-8-sig", "replace")
    lines = tuple(split(text))
    shown = _shown(chosen)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        found = re.search(r"\(at line (\d+), column (\d+)\)", str(err))
        line, column = (int(found[1]), int(found[2])) if found else (1, 1)
        if not found and "end of document" in str(err) and lines:  # where the file stops
            line, column = len(lines), len(lines[-1]) + 1
        message = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(err)) or "not valid TOML"
        where = Location(shown, line, column, line, column + 1)
        raise ConfigError([Problem(where, f"TOML: {message}", "config",
                                   source_line=lines[line - 1] if 0 < line <= len(lines) else None)]) from None
    pyproject = chosen.name == "pyproject.toml"
    table: object = data.get("tool", {}).get(TABLE, {}) if pyproject else data
    prefix = ("tool", TABLE) if pyproject else ()
    return _read(table, chosen, lines, prefix, shown)


def _shown(file: Path) -> str:
    """A settings file as messages name it: relative to the current folder when that is short."""
    try:
        relative = os.path.relpath(file)
    except ValueError:  # another drive (Windows)
        return str(file)
    return relative if len(relative) <= len(str(file)) else str(file)


def _read(table: object, file: Path, lines: tuple[str, ...], prefix: tuple[str, ...],
          shown: str) -> Config:
    places = _places(lines, prefix, shown)
    base = Config(root=file.absolute().parent, file=file, places=MappingProxyType(places), lines=lines)
    problems: list[Problem] = []

    def wrong(key: str, message: str) -> None:
        problems.append(base.problem(key, message))

    if not isinstance(table, dict):
        raise ConfigError([base.problem("", f"'{'.'.join(prefix) or TABLE}' must be a table of settings")])
    values: dict[str, object] = {}
    for key, value in table.items():
        if key not in KEYS:
            unknown = Location(shown, *_key_place(places, key))  # the key underlined
            line = lines[unknown.line - 1] if 0 < unknown.line <= len(lines) else None
            problems.append(Problem(unknown, f"unknown setting '{key}'" + did_you_mean(key, KEYS), "config",
                                    source_line=line, suggestion=closest(key, KEYS)))
        elif key == "lang":
            if isinstance(value, str) and value.strip():
                values["lang"] = value.strip()
            else:
                wrong(key, "'lang' is a language such as \"en\", \"pt-PT\", \"pt-BR\" or \"fr\"")
        elif key in _LISTS:
            if isinstance(value, list) and all(isinstance(v, str) and v for v in value):
                values[key.replace("-", "_")] = tuple(value)
            else:
                wrong(key, f"'{key}' is a list of paths or patterns in quotes, such as [\"variants\"]")
        elif key in _BOOLEANS:
            if isinstance(value, bool):
                values[key.replace("-", "_")] = value
            else:
                wrong(key, f"'{key}' is true or false, not {value!r}")
        elif key in _CHOICES:
            if value in _CHOICES[key]:
                values[key.replace("-", "_")] = value
            else:
                wrong(key, f"'{key}' is {', '.join(_CHOICES[key][:-1])} or {_CHOICES[key][-1]}, not {value!r}")
        else:
            values["severity"] = MappingProxyType(_severity(value, base, problems))
    if problems:
        raise ConfigError(problems)
    return replace(base, **values)  # type: ignore[arg-type]


def _severity(value: object, base: Config, problems: list[Problem]) -> dict[str, str]:
    if not isinstance(value, dict):
        problems.append(base.problem("severity", "'severity' is a table of problem codes, such as "
                                                 "[tool.sueca-rules.severity] then yaml-number = \"error\""))
        return {}
    out: dict[str, str] = {}
    for code, level in value.items():
        if not known(code):  # a typo would otherwise change nothing, silently
            where = Location(base.problem("", "").location.file, *_key_place(base.places, f"severity.{code}"))
            names = sorted({*REGISTRY, *(name for entry in REGISTRY.values() for name in entry.formerly)})
            hint = did_you_mean(code, names) or " — `sueca-rules explain --all` lists the codes"
            problems.append(Problem(where, f"unknown problem code '{code}'{hint}", "config",
                                    source_line=base.lines[where.line - 1] if 0 < where.line <= len(base.lines)
                                    else None, suggestion=closest(code, names)))
        elif level in LEVELS:
            out[code] = str(level)
        else:
            problems.append(base.problem(f"severity.{code}", f"the severity of '{code}' is error, "
                                                             f"warning, info or ignore, not {level!r}"))
    return out


_HEADER = re.compile(r"^\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?$")
_ASSIGN = re.compile(r"^(\s*)([A-Za-z0-9_\-.\"' ]+?)\s*=\s*(.*)$")


def _dotted(text: str) -> tuple[str, ...]:
    return tuple(part.strip().strip("\"'") for part in text.split("."))


def _places(lines: tuple[str, ...], prefix: tuple[str, ...], file: str) -> dict[str, Location]:
    """Where each setting's value is written: key (``paths``, ``severity.x``) -> its location,
    the span of the value on its line. A setting written across lines is located at its start.
    The empty key is the table's header."""
    places: dict[str, Location] = {}
    table: tuple[str, ...] | None = () if not prefix else None
    for number, line in enumerate(lines, 1):
        header = _HEADER.match(line)
        if header and not line.lstrip().startswith("[["):
            name = _dotted(header[1])
            table = name[len(prefix):] if name[:len(prefix)] == prefix else None
            if table == ():
                places.setdefault("", Location(file, number, 1, number, len(line.rstrip()) + 1))
            continue
        assign = _ASSIGN.match(line)
        if table is None or not assign or line.lstrip().startswith("#"):
            continue
        key = ".".join((*table, *_dotted(assign[2])))
        start = len(assign[0]) - len(assign[3]) + 1
        value = re.sub(r"\s+#[^\"']*$", "", assign[3]).rstrip()
        places.setdefault(key, Location(file, number, start, number, start + max(len(value), 1)))
        places.setdefault(f"{key}[key]", Location(file, number, len(assign[1]) + 1, number,
                                                  len(assign[1]) + len(assign[2].rstrip()) + 1))
    return places


def _key_place(places: Mapping[str, Location], key: str) -> tuple[int, int, int, int]:
    found = places.get(f"{key}[key]") or places.get(key) or places.get("")
    if found is None:
        return 0, 0, 0, 0
    return found.line, found.column, found.end_line, found.end_column
