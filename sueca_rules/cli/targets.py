"""What validate, fmt and conform work on: the paths given, else the settings' paths (else the
current folder), walked with the settings' excludes and .gitignore; and the notes on what the
walks skipped, short unless asked for in full (``-v``)."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import click

from ..errors import InputError
from ..files import kind_of, write_whole
from ..ignore import Skips
from ..resources import bundled_names
from ..source.discover import Kind, expand
from .configured import refuse, settings

BUNDLED_WORD = "variants"  # `validate variants` where no such folder is: the bundled ones
SHORT_NOTES = 10  # more notes than this are counted by reason, unless -v


def skips() -> Skips:
    """The filter of every folder walk, from the settings."""
    config = settings()
    name = f"{_shown(config.file)}'s exclude" if config.file else "the settings' exclude"
    return Skips(config.root, config.exclude, Path.cwd(), config.respect_gitignore, name)


def _shown(path: Path | None) -> str:
    if path is None:
        return "."
    relative = os.path.relpath(path)
    return relative if not relative.startswith("..") or len(relative) < len(str(path)) else str(path)


def configured(key: str) -> list[str]:
    """The settings' `paths` (or `cases`, falling back to `paths`), as paths from the current
    folder; ["."] when none is set. A configured path that does not exist stops the command
    (exit 2), located in the settings file."""
    config = settings()
    chosen = (config.cases or config.paths) if key == "cases" else config.paths
    if not chosen:
        return ["."]
    out = []
    for written in chosen:
        path = config.root / written
        if kind_of(path) == "missing":
            refuse([config.problem(key if key in config.places else "paths",
                                   f"'{written}' does not exist (paths are relative to "
                                   f"{_shown(config.root)}) — write a file or folder that does")])
        out.append(_shown(path) if path != Path.cwd() else ".")
    return out


def files_of(targets: list[str], want: Kind, *, verbose: bool = False, quiet: bool = False) -> list[str]:
    """`targets` (files, folders, bundled names) to the files of kind `want`: folders walked
    with the settings' excludes and .gitignore; with `force-exclude`, named files excluded
    too. The notes on what was skipped are printed (short unless `verbose`; none when
    `quiet`)."""
    config = settings()
    skip = skips()
    kept = []
    notes: list[str] = []
    for target in targets:
        if config.force_exclude and target and kind_of(Path(target)) == "file":
            why = skip.excluded(Path(target), False)
            if why:
                notes.append(f"skipped {target} — {why}")
                continue
        kept.append(target)
    found, walked = expand(kept, want, skip.why)
    if not quiet:
        say_notes([*notes, *walked], verbose)
    return found


def say_notes(notes: list[str], verbose: bool) -> None:
    """Each note, or when there are many and not `verbose`, one line per reason with a count
    (a repository's own .git folder is not worth one, unless `verbose`)."""
    if not verbose:
        notes = [note for note in notes if not note.partition(" — ")[0].endswith((".git/", "/.git"))]
    if verbose or len(notes) <= SHORT_NOTES:
        for note in notes:
            click.echo(f"note: {note}", err=True)
        return
    reasons: Counter[tuple[bool, str]] = Counter()
    for note in notes:
        what, _, why = note.partition(" — ")
        reasons[(what.endswith("/"), why)] += 1
    for (folder, why), count in reasons.items():
        kind = ("folder" if folder else "file") + ("s" if count != 1 else "")
        click.echo(f"note: skipped {count} {kind} — {why}", err=True)
    click.echo("note: -v names each file and folder skipped", err=True)


def variants_word(targets: list[str]) -> list[str]:
    """`variants` given where no file or folder has that name: the bundled variants (so that
    `sueca-rules validate variants` checks them from any folder)."""
    out: list[str] = []
    for target in targets:
        if target == BUNDLED_WORD and kind_of(Path(target)) == "missing":
            click.echo("note: no folder 'variants' here: checking the bundled variants", err=True)
            out.extend(bundled_names())
        else:
            out.append(target)
    return out


def no_files(paths: list[str], label: str, bundled_hint: bool) -> None:
    """Nothing to work on in the configured paths: said, and the way to the bundled variants."""
    where = ", ".join(paths)
    hint = " — `sueca-rules validate --bundled` checks the bundled variants" if bundled_hint else ""
    click.echo(f"warning: no {label} in {where}{hint}", err=True)


def state_folder() -> Path:
    """Where the tool keeps what it must remember between runs (notes already shown)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "sueca-rules"


def once(key: str, note: str) -> None:
    """Print `note` on standard error the first time this user meets it (remembered in
    :func:`state_folder`; where that cannot be written, every time)."""
    marker = state_folder() / f"noted-{key}"
    if marker.exists():
        return
    click.echo(f"note: {note}", err=True)
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        write_whole(marker, b"shown\n")
    except (OSError, InputError):
        pass
