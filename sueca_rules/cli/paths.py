"""Which files a command reads, so that each is read once and none is overwritten.

Two spellings of one file (`x.sueca`, `./x.sueca`, a symbolic or hard link, a bundled name
and its file) are the same file here: a command given several paths checks or runs each file
once, and a command's output (`-o FILE`) is refused when it is one of the files it reads — the
variant, any of its parents — before any work is done. Nor is an existing file the tool
reads as its input replaced by a file of another kind: a variant or case file (`.sueca`,
`.yaml`, `.yml`) by anything, a game record (`.json`) by a rulebook. Any other existing file
given as the output is replaced, as `sort -o` and `pandoc -o` do.

Links are judged by what they lead to: a symbolic link is written through to its target, so
the target must be of the command's own kind too (`notes.md -> house.sueca` is a variant
file, and refused), and the command says where it writes. A file with other names (hard
links) is replaced under the name given only, the other names keeping the old content (see
:mod:`sueca_rules.files`), and the command says so.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

import click

from ..errors import InputError, SuecaError
from ..files import link_notes, link_target
from ..resources import bundled_path
from ..source import read
from ..source.chain import find_path

Key = tuple[object, ...]


def file_key(path: Path | str) -> Key | None:
    """The identity of an existing file (device and inode), None when there is no file."""
    try:
        found = os.stat(path)
    except (OSError, ValueError):
        return None
    return ("inode", found.st_dev, found.st_ino)


def _key(name: str) -> Key:
    """A target's identity: its file's; a bundled name's file; else the name as written."""
    key = file_key(name) if name else None
    if key is None and name and "/" not in name:
        bundled = bundled_path(name)
        key = file_key(bundled) if bundled is not None else None
    return key or ("name", name)


def distinct(names: Iterable[str], what: str = "checked") -> list[str]:
    """`names` in order with each file once; a note on standard error names each name left
    out and the one it repeats (`note: ./x.sueca is the same file as x.sueca: checked once`)."""
    seen: dict[Key, str] = {}
    out: list[str] = []
    for name in names:
        key = _key(name)
        if key in seen:
            first = seen[key]
            same = "named twice (given, or found in a folder given)" if first == name \
                else f"the same file as {first}"
            click.echo(f"note: {name} is {same}: {what} once", err=True)
            continue
        seen[key] = name
        out.append(name)
    return out


def variant_files(reference: str | Path) -> list[str]:
    """The files a variant is read from: its own and its parents' (bundled ones included).
    A reference that does not load gives what could be found (the loader reports the rest)."""
    try:
        first = find_path(str(reference)) if not isinstance(reference, Path) else reference
    except SuecaError:
        return []
    try:
        source = read(first)
    except SuecaError:
        return [str(first)]
    if source.chain_error is not None:
        return [str(first)]
    return [layer.source.file for layer in source.layers]


# What an existing file of each ending holds, for the files no command's output may replace:
# sources are never written by `-o`; records only by the commands that write records.
SOURCES = {".sueca": "a variant file", ".yaml": "a variant or case file",
           ".yml": "a variant or case file", ".json": "a game record"}
WRITES = {"record": "a game record", "rulebook": "a rulebook", "matrix": "a comparison"}


def refuse_overwriting(output: Path | None, inputs: Iterable[str | Path], writes: str, *,
                       notes: bool = True) -> None:
    """Raise InputError (exit 2) when `output` is the same file as one of `inputs`, or an
    existing file of a kind the tool reads (SOURCES) that the command's output (`writes`, a
    key of WRITES) would replace with something else. A symbolic link is judged by the file it
    leads to (and by its own name). Then say, on standard error, what writing there does to
    links (:func:`~sueca_rules.files.link_notes`), unless `notes` is False."""
    if output is None:
        return
    target = file_key(output)
    for name in inputs if target is not None else ():
        if file_key(name) == target:
            same = "" if os.path.abspath(name) == os.path.abspath(output) else f" ({name})"
            raise InputError(str(output), f"this is one of the files the command reads{same} — writing "
                                          "there would replace it; give another output file")
    real = link_target(output)
    through = "" if real == output else f" (a symbolic link to {real})"
    for named in dict.fromkeys((real, output)):  # what it leads to first, then its own name
        held = SOURCES.get(named.suffix.lower())
        if held is None or (writes == "record" and named.suffix.lower() == ".json"):
            continue
        if named is real and real != output:  # written through the link, made if missing
            there = f"{held} that exists — {WRITES[writes]} would replace it" \
                if os.path.lexists(real) else \
                f"the name of {held} — {WRITES[writes]} would be written there"
            raise InputError(str(output), f"this is a symbolic link to {real}, {there}; give "
                                          "another output file")
        if os.path.isfile(named):
            raise InputError(str(output), f"this is {held} that exists{through} — {WRITES[writes]} "
                                          "would replace it; give another output file (or remove "
                                          "this one first)")
    if os.path.isfile(real) and os.path.getsize(real) and not _replaceable(real, writes):
        kind = "a game record" if writes == "record" else "a .md, .html or .txt file"
        raise InputError(str(output), f"this file exists{through} and is not {kind} — "
                                      f"{WRITES[writes]} replaces only its own kind of file; give "
                                      "another output file (or remove this one first)")
    if notes:
        say_links(output)


def overwrite_problem(output: Path, inputs: Iterable[str | Path], writes: str) -> str | None:
    """Why `output` may not be written now, as :func:`refuse_overwriting` judges it (None: it
    may): asked again when the output is written long after the command started (a game's
    record), since the file or link there may have changed meanwhile."""
    try:
        refuse_overwriting(output, inputs, writes, notes=False)
    except InputError as err:
        return f"it changed while the game was played: {err.message}"
    return None


def say_links(output: Path) -> None:
    """A note on standard error for each thing writing `output` does to links."""
    for note in link_notes(output):
        click.echo(f"note: {note}", err=True)


DOCUMENTS = (".md", ".markdown", ".html", ".htm", ".txt", ".text")


def _replaceable(output: Path, writes: str) -> bool:
    """An existing file the command may replace: a game record by a record (its first bytes
    name a sueca-rules format), a document by a document (by its ending). Anything else, a
    file of another program's, is never replaced by a mistyped -o."""
    if writes != "record":
        return output.suffix.lower() in DOCUMENTS
    try:
        with open(output, "rb") as file:
            head = file.read(512)
    except OSError:
        return False
    return b'"format": "sueca-rules/' in head or b'"format":"sueca-rules/' in head
