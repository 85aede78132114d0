"""The first verb: :func:`read` a variant — a bundled name, a path or a text — into a
:class:`Source`: one file's located plain data, the problems found reading it, and the chain
of its parents (`extends`).

Reading refuses only what is no variant file at all (UnknownVariant: no such name, a path
without a .sueca/.yaml/.yml ending; InputError: a file that cannot be read); every problem
*in* the text is kept with the Source, for :func:`~sueca_rules.source.resolve` to raise with
the rest or for an editor to show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from ..errors import Problem, ProblemsError, SyntaxProblem
from .chain import find_path, load_chain, parse_text
from .text import Located, SourceText
from .text import read as read_file


@dataclass
class Source:
    """One variant file as read.

    `located` holds its plain data (field names as in the YAML form), where each path is
    written, its text and comments; `problems` what was found reading it: syntax errors,
    statements that could not be read, and the reader's warnings (a spelling that keeps
    working). When the text could not be read as a variant at all (`readable` is False: a
    syntax error, a binary file), `located.data` is empty and `error` is the SyntaxProblem.

    The chain of parents is read on first use (:attr:`layers`, :attr:`chain_error`): a
    caller that wants the file alone (a formatter, an editor's outline) reads no parent.
    """

    located: Located
    problems: list[Problem] = field(default_factory=list)
    error: ProblemsError | None = None  # why the text could not be read at all

    @property
    def readable(self) -> bool:
        return self.error is None

    @property
    def file(self) -> str:
        return self.located.source.file

    @property
    def text(self) -> SourceText:
        return self.located.source

    @property
    def data(self) -> dict[str, object]:
        return self.located.data

    @cached_property
    def _chain(self) -> tuple[list[Located], ProblemsError | None]:
        if not self.readable:
            return [self.located], None
        try:
            return load_chain(self.located), None
        except ProblemsError as err:
            return [self.located], err

    @property
    def layers(self) -> list[Located]:
        """The file, then each parent as read (child first); the file alone when its chain
        cannot be read."""
        return self._chain[0]

    @property
    def chain_error(self) -> ProblemsError | None:
        """Why the chain of parents cannot be read, located on the `extends` that names the
        parent at fault (no such variant, a file that is no variant, a cycle, a parent's own
        syntax errors): None when it is read."""
        return self._chain[1]

    def named(self, problems: list[Problem]) -> list[Problem]:
        """`problems`, each naming in its context the variant its file is (a file of this
        chain; a problem elsewhere, or one that names its variant already, as it is)."""
        names = {layer.source.file: str(layer.data["variant"]) for layer in self.layers
                 if isinstance(layer.data.get("variant"), str)}
        return [p.of_variant(names.get(p.location.file)) for p in problems]

    @property
    def all_problems(self) -> list[Problem]:
        """The file's problems, then those of its chain."""
        broken = self.chain_error
        return [*self.problems, *(broken.problems if broken is not None else [])]


def read(what: str | Path | SourceText) -> Source:
    """A variant read: `what` is a bundled name (``"portugal"``), a path (a `Path`, or a text
    with a '/' or a .sueca/.yaml/.yml ending) or a :class:`~sueca_rules.source.text.SourceText`
    (a text not saved as a file: its `file` still decides DSL or YAML, and where `extends`
    looks for parents).

    Raises UnknownVariant for a name that is no bundled variant or file (with a did-you-mean)
    and for a file that is not a .sueca/.yaml/.yml file; InputError for a file that cannot be
    read (missing, a folder, no permission) or something that is neither a reference nor a
    SourceText. Every problem in the text is returned in the Source, never raised.

    >>> source = read("azores")
    >>> source.data["extends"], [layer.data["variant"] for layer in source.layers]
    ('portugal', ['azores', 'portugal'])
    """
    if isinstance(what, str | Path):
        path = what if isinstance(what, Path) else find_path(what)
        try:
            text = read_file(path)
        except SyntaxProblem as err:  # too large, binary, not UTF-8, empty
            return Source(Located({}, {}, SourceText(str(path), "")), err.problems, err)
        return _parsed(text)
    return _parsed(what)


def _parsed(text: SourceText) -> Source:
    try:
        located = parse_text(text, keep_going=True)
    except SyntaxProblem as err:
        return Source(Located({}, {}, text if isinstance(text, SourceText) else SourceText("", "")),
                      err.problems, err)
    return Source(located, list(located.problems))
