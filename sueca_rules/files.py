"""Files in and out, safely: bounded reads of regular files, outputs checked before any work,
every file written whole or not at all.

Every command and API function reads through :func:`read_bounded` and writes through
:func:`check_writable` + :func:`write_text` (or :func:`create_text`), so a device (`/dev/zero`),
a pipe, a folder, a path longer than the system allows or a missing folder is refused with an
:class:`InputError` that names the path, never with a hang, a MemoryError or a traceback.

Writing is atomic (:func:`write_whole`, the one writer): the text goes to a temporary file
beside the target, is flushed and synced to the disk, and is renamed over the target (then
the folder is synced, where the system allows). On any failure — a full disk, a lost
permission — the old file is left whole and the temporary file is removed; a stop signal
(SIGTERM, SIGHUP, SIGQUIT, Ctrl-C) waits until the new file is in place (:mod:`.stop_signals`). A
replaced file keeps its permission bits (and its owner, where the system lets us).

Links: a symbolic link is written *through*: its target is replaced atomically and the link
is kept (:func:`link_notes` says so). A file with several names (hard links) is replaced
under the name given only: the other names keep the old content, whole. Writing into the
shared file in place would change every name, but not atomically — a full disk or a signal
would leave every name cut — so the names part instead, and the command says so. Devices and
the streams of ``/dev`` and ``/proc`` (``-o /dev/stdout``) are written in place, appending:
there is nothing to rename there.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from pathlib import Path

from .errors import InputError
from .stop_signals import held

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


class _Explained(OSError):
    """An OS error whose text says more than its number (reason() keeps the text)."""


def _why(err: OSError | ValueError) -> str:
    if isinstance(err, _Explained):
        return str(err.strerror)
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


def link_target(path: Path) -> Path:
    """The file a write to `path` changes: `path` itself, or the file its symbolic links lead
    to (a link in a loop stays a link: opening it says so)."""
    if not os.path.islink(path):
        return path
    return Path(os.path.realpath(path))


def _streamed(path: Path, real: Path) -> bool:
    """Whether `path` is written in place: a device, a pipe, or a name in /dev or /proc (the
    standard streams, `/dev/fd/N`), where renaming a file would replace the stream."""
    if os.name != "nt" and any(os.path.abspath(name).startswith(("/dev/", "/proc/"))
                               for name in (path, real)):
        return True
    try:
        return not stat.S_ISREG(os.stat(real).st_mode)
    except OSError:
        return False


def _temporary(folder: Path, name: str) -> Path:
    """A name for a temporary file beside the target: hidden, short enough for any system
    (the target's name is cut to 40 characters), unlikely to be taken."""
    return folder / f".{name[:40]}.{secrets.token_hex(4)}.tmp"


def _sync_folder(folder: Path) -> None:
    """Sync a folder's entries to the disk (a rename is durable only then); skipped where
    the system cannot (Windows, some network file systems)."""
    if os.name == "nt":
        return
    try:
        handle = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def _keep_owner(handle: int, before: os.stat_result | None) -> None:
    """Give the new file the old one's permission bits, and its owner where we may."""
    if before is None or os.name == "nt":
        return
    os.fchmod(handle, stat.S_IMODE(before.st_mode))
    if (before.st_uid, before.st_gid) != (os.geteuid(), os.getegid()):
        with contextlib.suppress(OSError):  # not ours to give away: the bits are kept
            os.fchown(handle, before.st_uid, before.st_gid)


def _write_all(handle: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(handle, view):]


def _stream(path: Path, data: bytes) -> None:
    with open(path, "ab") as handle:
        handle.write(data)


def write_whole(path: Path, data: bytes, *, exclusive: bool = False) -> bool:
    """Write `data` to `path` whole or not at all; the one place files are written.

    A temporary file beside the target takes the bytes, is synced and renamed into place (the
    folder synced after); on any failure, a signal's exception included, it is removed and the
    old file is as it was. A symbolic link is written through (its target replaced, the link
    kept); a hard link is replaced under this name only. A device or a stream (/dev, /proc) is
    written in place. With `exclusive`, nothing is written and False is returned when any file
    or link is at `path` already (the check and the naming are one step: a file made meanwhile
    is never replaced). Raises InputError naming `path`: "cannot write the file: WHY"."""
    try:
        if exclusive and os.path.lexists(path):  # a file, a device or a link (even a dangling one)
            return False
        real = path if exclusive else link_target(path)
        if _streamed(path, real):
            _stream(path, data)
            return True
        if os.path.islink(real):
            raise OSError(errno.ELOOP, "too many symbolic links")
        with held():  # a stop signal waits until the file is in place and nothing is left beside it
            return _atomic(real, data, exclusive)
    except (OSError, ValueError) as err:
        raise InputError(str(path), f"cannot write the file: {_why(err)}") from None


def _atomic(real: Path, data: bytes, exclusive: bool) -> bool:
    folder = real.parent if str(real.parent) else Path(".")
    try:
        before: os.stat_result | None = os.stat(real)
    except FileNotFoundError:
        before = None
    if exclusive and (before is not None or os.path.lexists(real)):
        return False
    if before is not None and not os.access(real, os.W_OK):  # read-only: not ours to replace,
        raise PermissionError(errno.EACCES, "permission denied")  # though the folder would let us
    temporary = _temporary(folder, real.name)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        handle = os.open(temporary, flags, 0o666)  # the umask applies, as to any new file
    except PermissionError as err:
        if before is None:
            raise
        raise _Explained(err.errno, f"permission denied: the folder {folder} takes no new file (a "
                                    "file is replaced by renaming a new one into place)") from None
    try:
        try:
            _keep_owner(handle, before)
            _write_all(handle, data)
            os.fsync(handle)
        finally:
            os.close(handle)
        if exclusive:
            placed = _place_new(temporary, real)
            if not placed:
                return False
        else:
            os.replace(temporary, real)
    except BaseException:  # a full disk, a lost permission, a signal's exception
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)
    return True


def _place_new(temporary: Path, real: Path) -> bool:
    """Give the finished temporary file the name `real` only if no file has it (a hard link
    made and the temporary name dropped: one step that never replaces); False when taken."""
    try:
        os.link(temporary, real)
    except FileExistsError:
        os.unlink(temporary)
        return False
    except OSError as err:  # a file system without hard links (FAT, some network ones)
        if err.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.EMLINK):
            raise
        if os.path.lexists(real):
            os.unlink(temporary)
            return False
        os.replace(temporary, real)
        return True
    os.unlink(temporary)
    return True


def check_writable(path: Path) -> None:
    """Refuse an output path before any work is done: a missing or read-only folder, a folder
    given as the file, a path that is too long, a file that may not be written. Tries it for
    real: an existing file is opened for appending and closed, and a temporary file is made
    and removed beside the target (files are replaced by renaming a new one into place, so
    the folder must take new files). A symbolic link is judged by its target. Leaves nothing
    changed."""
    if str(path) == "":
        raise InputError("''", "an empty output path — give a file name")
    kind = kind_of(path)
    if kind == "folder":
        raise InputError(str(path), "this is a folder — give a file name for the output")
    flags = os.O_WRONLY | os.O_NONBLOCK  # a pipe without a reader fails instead of blocking
    if kind != "missing":
        try:
            os.close(os.open(path, flags | os.O_APPEND))
        except OSError as err:
            raise InputError(str(path), f"cannot write here: {reason(err)}") from None
    real = link_target(path)
    if _streamed(path, real):
        return
    parent = real.parent if str(real.parent) else Path(".")
    if kind_of(parent) != "folder":
        raise InputError(str(path), f"cannot write here: the folder {parent} does not exist")
    try:
        probe = _temporary(parent, real.name)
        os.close(os.open(probe, flags | os.O_CREAT | os.O_EXCL, 0o600))
        os.unlink(probe)
    except OSError as err:
        if err.errno == errno.ENOENT:
            why = "this place does not take new files"
        elif kind != "missing" and err.errno in (errno.EACCES, errno.EPERM):
            why = (f"permission denied: the folder {parent} takes no new file (a file is "
                   "replaced by renaming a new one into place)")
        else:
            why = reason(err)
        raise InputError(str(path), f"cannot write here: {why}") from None


def link_notes(path: Path) -> list[str]:
    """What writing `path` does to links, for the user to be told: a symbolic link is
    written through to its target (the link kept); a file with other names (hard links) is
    replaced under this name only. [] for a plain file, a new one, a device."""
    try:
        real = link_target(path)
        if _streamed(path, real):
            return []
        found = os.stat(real)
    except (OSError, ValueError):
        found = None
    notes = []
    if real != path:
        shown = real if found is not None else f"{real} (a file it makes there)"
        notes.append(f"{path} is a symbolic link: writing the file it points to, {shown}; "
                     "the link is kept")
    if found is not None and found.st_nlink > 1:
        others = found.st_nlink - 1
        names = "1 other name (a hard link)" if others == 1 else f"{others} other names (hard links)"
        keep = "the other name keeps" if others == 1 else "the other names keep"
        notes.append(f"{real} has {names}: the new file replaces it under this name only; "
                     f"{keep} the old content (a file is replaced whole, never rewritten in "
                     "place)")
    return notes


def create_text(path: Path, text: str) -> bool:
    """Write `text` as UTF-8 to a new file, whole or not at all; False, and nothing written,
    when any file (or link) is there already. Any other failure is an InputError."""
    return write_whole(path, _encoded(path, text), exclusive=True)


def write_text(path: Path, text: str) -> None:
    """Write `text` as UTF-8, whole or not at all (see :func:`write_whole`); an I/O failure
    (full device, lost permission) is an InputError and leaves the old file as it was."""
    write_whole(path, _encoded(path, text))


def _encoded(path: Path, text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeError as err:
        raise InputError(str(path), f"cannot write the file: {_why(err)}") from None
