"""What a folder walk leaves out: the configured `exclude` patterns and what `.gitignore` ignores.

Both are gitignore patterns (read by pathspec, git's own rules: ``drafts/`` a folder,
``*.old.sueca`` a name anywhere, ``/x.sueca`` at the top, ``!keep.sueca`` taken back). The
`exclude` patterns are relative to the settings file's folder. The ignore files are those git
reads: every ``.gitignore`` from the repository's top folder (the nearest one above that holds
``.git``; outside a repository, the folder walked) down to the file, each relative to its own
folder, a deeper one overriding, and ``.git/info/exclude``. (git's global excludes file is not
read.)

>>> import tempfile
>>> top = Path(tempfile.mkdtemp())
>>> _ = (top / ".gitignore").write_text("drafts/\\n")
>>> Skips(top, ("*.old.sueca",), top).why(top / "drafts", folder=True)
'ignored by .gitignore'
>>> Skips(top, ("*.old.sueca",), top).why(top / "x.old.sueca", folder=False)
"excluded by the settings' exclude '*.old.sueca'"
"""

from __future__ import annotations

import os
from pathlib import Path

from pathspec import GitIgnoreSpec

from .errors import SuecaError
from .files import read_bounded

MAX_IGNORE_BYTES = 1 << 20


def _spec(lines: list[str]) -> GitIgnoreSpec | None:
    wanted = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    return GitIgnoreSpec.from_lines(wanted) if wanted else None


def _relative(path: Path, base: Path) -> str | None:
    try:
        return path.relative_to(base).as_posix()
    except ValueError:
        return None


def git_top(folder: Path) -> Path | None:
    """The top folder of the git repository `folder` is in, or None."""
    for here in (folder, *folder.parents):
        if (here / ".git").exists():
            return here
    return None


class Skips:
    """The walk's filter: :meth:`why` says why a file or folder is left out ("" when kept).

    `root` is the folder the `exclude` patterns are relative to; `start` a folder being
    walked (outside a repository, the ignore files are read from it down); `gitignore` False
    reads no ignore file."""

    def __init__(self, root: Path, exclude: tuple[str, ...] = (), start: Path | None = None,
                 gitignore: bool = True, exclude_name: str = "the settings' exclude") -> None:
        self.root = root.absolute()
        self.patterns = exclude
        self.exclude = GitIgnoreSpec.from_lines(exclude) if exclude else None
        self.exclude_name = exclude_name
        self.gitignore = gitignore
        self.start = (start or root).absolute()
        self.specs: dict[Path, GitIgnoreSpec | None] = {}
        self.tops: dict[Path, Path | None] = {}

    def top(self, folder: Path) -> Path | None:
        """Where the ignore files that apply in `folder` start: its repository's top, or
        outside a repository the folder walked (None when `folder` is outside it too)."""
        if folder not in self.tops:
            self.tops[folder] = git_top(folder) or (self.start if _relative(folder, self.start) is not None
                                                    else None)
        return self.tops[folder]

    def excluded(self, path: Path, folder: bool) -> str:
        """Why the `exclude` patterns leave `path` out, or ""."""
        if self.exclude is None:
            return ""
        relative = _relative(path.absolute(), self.root)
        if relative is None or relative == ".":
            return ""
        found = self.exclude.check_file(relative + ("/" if folder else ""))
        if found.include and found.index is not None:
            return f"excluded by {self.exclude_name} '{self.patterns[found.index]}'"
        return ""

    def ignored(self, path: Path, folder: bool) -> str:
        """Why the ignore files leave `path` out, or ""."""
        if not self.gitignore:
            return ""
        absolute = path.absolute()
        top = self.top(absolute.parent)
        if top is None or _relative(absolute, top) in (None, "."):
            return ""
        decided: str = ""
        folders = [top, *(p for p in reversed(absolute.parents) if _relative(p, top) not in (None, "."))]
        for index, here in enumerate(folders):
            specs = [(self._ignore_file(here / ".gitignore"), ".gitignore")]
            if index == 0:
                specs.insert(0, (self._ignore_file(here / ".git" / "info" / "exclude"), ".git/info/exclude"))
            relative = absolute.relative_to(here).as_posix() + ("/" if folder else "")
            for spec, name in specs:
                if spec is None:
                    continue
                found = spec.check_file(relative)
                if found.include is not None:
                    decided = f"ignored by {name}" if found.include else ""
        return decided

    def why(self, path: Path, folder: bool) -> str:
        return self.excluded(path, folder) or self.ignored(path, folder)

    def _ignore_file(self, path: Path) -> GitIgnoreSpec | None:
        if path not in self.specs:
            spec = None
            if os.path.isfile(path):
                try:
                    text = read_bounded(path, MAX_IGNORE_BYTES, "ignore file").decode("utf-8", "replace")
                    spec = _spec(text.splitlines())
                except SuecaError:  # an unreadable ignore file ignores nothing (git says so too)
                    spec = None
            self.specs[path] = spec
        return self.specs[path]
