"""The first verb: :func:`read` a variant — a bundled name, a path or a text — into a
:class:`Source`: one file's located plain data, the problems found reading it, and the chain
of its parents (`extends`).

Reading refuses only what is no variant file at all (UnknownVariant: no such name, a path
without a .sueca/.yaml/.yml ending; InputError: a file that cannot be read); every problem
*in* the text is kept with the Source, for :func:`~sueca_rules.source.resolve` to raise with
the rest or for an editor to show.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from ..arguments import check_reference, shown
from ..errors import ArgumentError, Problem, ProblemsError, SyntaxProblem
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


def read(reference: str | Path | SourceText) -> Source:
    """A variant read: `reference` is a bundled name (``"portugal"``), a path (a path object,
    or a text with a '/' or a .sueca/.yaml/.yml ending) or a
    :class:`~sueca_rules.source.text.SourceText` (a text not saved as a file: its `file` still
    decides DSL or YAML, and where `extends` looks for parents).

    Raises UnknownVariant for a name that is no bundled variant or file (with a did-you-mean)
    and for a file that is not a .sueca/.yaml/.yml file; InputError for a file that cannot be
    read (missing, a folder, no permission); ArgumentError for anything else. Every problem in
    the text is returned in the Source, never raised.

    >>> source = read("azores")
    >>> source.data["extends"], [layer.data["variant"] for layer in source.layers]
    ('portugal', ['azores', 'portugal'])
    """
    if isinstance(reference, SourceText):
        return read_text(reference)
    if not isinstance(reference, str | os.PathLike):
        raise ArgumentError("reference", "a bundled variant name (such as 'portugal'), the path "
                            f"of a .sueca or .yaml file, or a SourceText; not {shown(reference)}")
    given = check_reference(reference, "reference")
    path = given if isinstance(given, Path) else find_path(given)
    try:
        text = read_file(path)
    except SyntaxProblem as err:  # too large, binary, not UTF-8, empty
        return Source(Located({}, {}, SourceText(str(path), "")), err.problems, err)
    return read_text(text)


def read_text(text: SourceText) -> Source:
    """:func:`read` for a SourceText alone (InputError for anything else, as
    :func:`~sueca_rules.source.chain.parse_text` says)."""
    try:
        located = parse_text(text, keep_going=True)
    except SyntaxProblem as err:
        return Source(Located({}, {}, text), err.problems, err)
    return Source(located, list(located.problems))
