"""Finding variant files and case files in folders, and telling them apart by content.

A `.sueca` file is a variant. A YAML file is a *case file* when it has a top-level `cases:`
key, a *variant file* when it has a top-level `variant:` key, and anything else (mkdocs.yml, a
CI workflow, a theme's data) is neither. Hidden folders, virtual environments and caches are
not searched.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..errors import InputError
from ..files import kind_of, read_bounded
from ..lines import normalized

Kind = Literal["variant", "case", "other"]
# A walk's own filter (the settings' excludes, .gitignore): (path, is a folder) -> why it is
# left out, "" to keep it (see sueca_rules.ignore).
Skip = Callable[[Path, bool], str]
YAML_SUFFIXES = (".yaml", ".yml")
SUFFIXES = (".sueca", *YAML_SUFFIXES)
SNIFF_BYTES = 64 << 10  # top-level keys are found near the top; enough for any real file
_TOP_KEY = re.compile(r"^([A-Za-z_][\w-]*)\s*:", re.M)
_SKIPPED_NAMES = {"node_modules", "__pycache__", "site-packages"}


@dataclass(frozen=True)
class Found:
    """A file met while walking a folder, with what it is and, when skipped, why."""

    path: Path
    kind: Kind
    why: str = ""


@dataclass(frozen=True)
class SkippedFolder:
    path: Path
    why: str


def sniff(path: Path) -> tuple[Kind, str]:
    """What a file is, by its ending and its top-level keys, and why (for messages).

    Raises InputError when the file cannot be read at all.
    """
    if path.suffix == ".sueca":
        return "variant", "a variant file (check it with sueca-rules validate)"
    if path.suffix not in YAML_SUFFIXES:
        return "other", "not a .sueca or .yaml file"
    head = normalized(read_bounded(path, SNIFF_BYTES, over=True)[:SNIFF_BYTES].decode("utf-8", "replace"))
    return yaml_kind(head)


def yaml_kind(text: str) -> tuple[Kind, str]:
    """What a YAML text is, by its top-level keys (its first :data:`SNIFF_BYTES`), and why:
    :func:`sniff` for a file, the language server for an open document."""
    keys = set(_TOP_KEY.findall(text[:SNIFF_BYTES]))
    if "cases" in keys:
        return "case", "a case file (run it with sueca-rules conform)"
    if "variant" in keys:
        return "variant", "a variant file (check it with sueca-rules validate)"
    return "other", "neither a variant file (no top-level 'variant:') nor a case file " \
                    "(no top-level 'cases:')"


def _skip_folder(folder: Path) -> str:
    name = folder.name
    if name.startswith(".") and name not in (".", ".."):
        return "a hidden folder"
    if name in _SKIPPED_NAMES:
        return "a cache or package folder"
    if (folder / "pyvenv.cfg").is_file():
        return "a virtual environment"
    return ""


def walk(folder: Path, skip: Skip | None = None) -> Iterator[Found | SkippedFolder]:
    """Every .sueca/.yaml file under `folder` (sorted), with its kind; the folders skipped
    (and the files `skip` leaves out, as "other" with its reason)."""
    for root, dirs, files in os.walk(folder, onerror=None):
        here = Path(root)
        keep = []
        for name in sorted(dirs):
            why = _skip_folder(here / name) or (skip(here / name, True) if skip else "")
            if why:
                yield SkippedFolder(here / name, why)
            else:
                keep.append(name)
        dirs[:] = keep
        for name in sorted(files):
            path = here / name
            if path.suffix not in SUFFIXES:
                continue
            left = skip(path, False) if skip else ""
            if left:
                yield Found(path, "other", left)
                continue
            try:
                kind, why = sniff(path)
            except InputError as err:
                yield Found(path, "other", err.message)
                continue
            yield Found(path, kind, why)


def expand(targets: list[str], want: Kind, skip: Skip | None = None) -> tuple[list[str], list[str]]:
    """Targets (files, folders, bundled names) to the files of kind `want`, and notes on what
    was skipped in folders (`skip` filters the walks). A folder with nothing of that kind is
    an InputError."""
    found: list[str] = []
    notes: list[str] = []
    label = "variant files (.sueca, or .yaml with a top-level 'variant:')" if want == "variant" \
        else "case files (YAML with a top-level 'cases:')"
    for target in targets:
        if target == "":
            raise InputError("''", "an empty path — give a file, a folder or a variant name")
        path = Path(target)
        if kind_of(path) != "folder":
            found.append(target)
            continue
        before = len(found)
        for item in walk(path, skip):
            if isinstance(item, SkippedFolder):
                notes.append(f"skipped {item.path}/ — {item.why}")
            elif item.kind == want:
                found.append(str(item.path))
            else:
                notes.append(f"skipped {item.path} — {item.why}")
        if len(found) == before:
            raise InputError(target, f"no {label} in this folder")
    return found, notes
