"""Record files: how a record names its variant, where replay finds it, how a record is written.

A record names a bundled variant by its name. A variant file it names by a path replay can
follow from any folder: relative to the record's own folder when the variant file lies in it
or below it (the two can move together), else absolute. Replay looks for a relative path
beside the record first, then (as records written before did: relative to where they were
played) in the current folder. A record names no file but a variant file (.sueca, .yaml,
.yml): any other is refused without being opened.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from ..errors import InputError, UnknownVariant
from ..files import kind_of, link_target
from ..resources import SUFFIXES, bundled_names, bundled_path
from .schema import names_a_file, variant_problem


def _is_file(path: Path) -> bool:
    try:
        return kind_of(path) == "file"
    except InputError:  # a name no file system accepts names no file
        return False


def _exists(path: Path) -> bool:
    try:
        return os.path.lexists(path)
    except (OSError, ValueError):  # a name no file system accepts
        return False


def record_reference(reference: str, record_file: Path | None = None) -> str:
    """How a record made from `reference` (as typed: a bundled name or a file path) names its
    variant: a bundled name as it is; a file relative to the folder of the file a record
    written at `record_file` lands in (a symbolic link's target's) when it lies there or
    below, else absolute. UnknownVariant for a variant file a record cannot name (a
    file without a .sueca, .yaml or .yml ending: replay would not open it)."""
    if not names_a_file(reference) and not _is_file(Path(reference)):
        return reference  # a bundled name (load_rules found it, or it would have failed)
    if not reference.lower().endswith(SUFFIXES):
        raise UnknownVariant(f"'{reference}': a record names its variant file, and replay opens "
                             "only .sueca, .yaml and .yml files — rename it (e.g. to "
                             f"'{Path(reference).name}.sueca') to keep a record of it")
    absolute = Path(os.path.abspath(reference))
    if record_file is not None:  # the folder of the file written: a link's target's
        written = link_target(record_file)
        if written != record_file:  # through a link: both judged by the real folders
            absolute = Path(os.path.realpath(reference))
        folder = Path(os.path.abspath(written)).parent
        try:
            return absolute.relative_to(folder).as_posix()
        except ValueError:
            pass
    return str(absolute)


def record_variant(variant: str, record_folder: Path) -> str | Path:
    """The variant a record names, as `load_rules` takes it: a bundled variant's file, or the
    variant file found beside the record or else in the current folder. UnknownVariant when
    there is none (or the record names a file that is not a variant file)."""
    problem = variant_problem(variant)
    if problem:
        raise UnknownVariant(problem)
    if not names_a_file(variant):
        found = bundled_path(variant)
        if found is None:
            raise UnknownVariant(f"no bundled variant named '{variant[:80]}' — the bundled ones "
                                 f"are {', '.join(bundled_names())}")
        return found
    path = Path(variant)
    if path.is_absolute():
        return path
    beside, here = record_folder / path, Path.cwd() / path
    for candidate in (beside, here):
        if _is_file(candidate):
            return candidate
    for candidate in (beside, here):  # there, but no file (a folder, a FIFO): loading says so
        if _exists(candidate):
            return candidate
    raise UnknownVariant(f"the variant file '{variant[:120]}' is neither beside the record "
                         f"({beside}) nor in the current folder")


def record_text(record: dict[str, Any], *, ascii_only: bool = False) -> str:
    """A record (or a series record) as JSON text, one field a line and one hand a line: what
    autoplay writes (a long series stays a few tens of MB), read like any JSON.

    >>> text = record_text({"format": "f", "hands": [{"deck": ["AS"]}, {"deck": ["7S"]}]})
    >>> print(text, end="")
    {
     "format": "f",
     "hands": [
      {"deck": ["AS"]},
      {"deck": ["7S"]}
     ]
    }
    >>> json.loads(text) == {"format": "f", "hands": [{"deck": ["AS"]}, {"deck": ["7S"]}]}
    True
    """
    text = _block(record, "") + "\n"
    # Lone surrogates (a file name that is not UTF-8) cannot be written as text: JSON escapes
    # them, and everything beyond ASCII too when the stream takes only ASCII.
    return (_NOT_ASCII if ascii_only else _SURROGATE).sub(lambda m: json.dumps(m.group())[1:-1],
                                                          text)


_SURROGATE = re.compile("[\ud800-\udfff]")
_NOT_ASCII = re.compile("[^\x00-\x7f]")


def _one(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _block(record: dict[str, Any], pad: str) -> str:
    inner = pad + " "
    parts = []
    for key, value in record.items():
        name = _one(key)
        if key in ("hands", "matches") and isinstance(value, list) and value:
            items = [_block(item, inner + " ") if isinstance(item, dict) and key == "matches"
                     else _one(item) for item in value]
            body = ",\n".join(f"{inner} {item}" for item in items)
            parts.append(f"{inner}{name}: [\n{body}\n{inner}]")
        elif key == "result" and isinstance(value, dict) and value:
            parts.append(f"{inner}{name}: {_block(value, inner)}")
        else:
            parts.append(f"{inner}{name}: {_one(value)}")
    return "{\n" + ",\n".join(parts) + f"\n{pad}}}"
