"""Files in and out, safely: bounded reads of regular files, outputs checked before any work.

Every command and API function reads through :func:`read_bounded` and writes through
:func:`check_writable` + :func:`write_text`, so a device (`/dev/zero`), a pipe, a folder, a
path longer than the system allows or a missing folder is refused with an :class:`InputError`
that names the path, never with a hang, a MemoryError or a traceback.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from .errors import InputError

_WHY = {
    errno.ENOENT: "no such file",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENAMETOOLONG: "the path is longer than the system allows",
    errno.ELOOP: "too many symbolic links",
    errno.EROFS: "the place is read-only",
    errno.ENOSPC: "no space left on the device",
    errno.EISDIR: "this is a folder, not a file",
    errno.ENXIO: "a pipe that nobody reads, or a device that is not there",
}


def reason(err: OSError) -> str:
    """A short, plain reason for an OS error (no errno numbers)."""
    return _WHY.get(err.errno or 0, err.strerror or str(err))


def kind_of(path: Path) -> str:
    """'file', 'folder', 'missing', or 'other' (a device, pipe or socket); never raises
    for a bad path: an unusable one (too long, not permitted) is an InputError."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "missing"
    except NotADirectoryError:
        return "missing"
    except (OSError, ValueError) as err:
        raise InputError(str(path), _why(err)) from None
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "folder"
    return "other"


def _why(err: OSError | ValueError) -> str:
    if isinstance(err, UnicodeError):  # a lone surrogate in what is written
        return "the text holds something that is not a character (a lone surrogate)"
    if isinstance(err, ValueError):  # an embedded NUL byte
        return "this is not a usable path (it contains a NUL character)"
    return reason(err)


def read_bounded(path: Path, limit: int, what: str = "file", *, over: bool = False) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (`over=True`: up to one byte more
    is returned, for a caller that reports an oversized file in its own words).

    Raises InputError (exit status 2 on the command line) for a missing file, a folder, a
    device or a pipe (refused before opening, so nothing hangs), a path that is too long, or a
    file larger than `limit` (checked before reading and while reading, for files that grow).
    """
    if str(path) == "":
        raise InputError("''", "an empty path — give a file name")
    kind = kind_of(path)
    if kind == "missing":
        raise InputError(str(path), f"no such {what}")
    if kind == "folder":
        raise InputError(str(path), "this is a folder, not a file")
    if kind == "other":
        raise InputError(str(path), "this is not a regular file (a device, a pipe or a socket) "
                                    f"— give a {what} saved on disk")
    try:
        with open(path, "rb") as handle:
            raw = handle.read(limit + 1)
    except (OSError, ValueError) as err:
        raise InputError(str(path), f"cannot read the {what}: {_why(err)}") from None
    if len(raw) > limit and not over:
        raise InputError(str(path), f"the {what} is larger than {limit // 1024} KiB — "
                                    "that is not something this tool reads")
    return raw


def check_writable(path: Path) -> None:
    """Refuse an output path before any work is done: a missing or read-only folder, a folder
    given as the file, a path that is too long. Tries it for real (a new file is created and
    removed at once; an existing one is opened for appending and closed), so a read-only file
    system is found even where permission bits say yes; leaves nothing changed."""
    if str(path) == "":
        raise InputError("''", "an empty output path — give a file name")
    kind = kind_of(path)
    if kind == "folder":
        raise InputError(str(path), "this is a folder — give a file name for the output")
    flags = os.O_WRONLY | os.O_NONBLOCK  # a pipe without a reader fails instead of blocking
    try:
        if kind == "missing":
            parent = path.parent if str(path.parent) else Path(".")
            if kind_of(parent) != "folder":
                raise InputError(str(path), f"cannot write here: the folder {parent} does not exist")
            os.close(os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o644))
            os.unlink(path)
        else:
            os.close(os.open(path, flags | os.O_APPEND))
    except OSError as err:
        why = "this place does not take new files" if err.errno == errno.ENOENT else reason(err)
        raise InputError(str(path), f"cannot write here: {why}") from None


def create_text(path: Path, text: str) -> bool:
    """Write `text` as UTF-8 to a new file; False, and nothing written, when a file is there
    already. Any other failure is an InputError."""
    try:
        with open(path, "x", encoding="utf-8") as handle:
            handle.write(text)
    except FileExistsError:
        return False
    except (OSError, ValueError) as err:
        raise InputError(str(path), f"cannot write the file: {_why(err)}") from None
    return True


def write_text(path: Path, text: str) -> None:
    """Write `text` as UTF-8; an I/O failure (full device, lost permission) is an InputError."""
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except (OSError, ValueError) as err:
        raise InputError(str(path), f"cannot write the file: {_why(err)}") from None
