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
from ..source.discover import Kind, expand, sniff
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


def in_ci() -> bool:
    """True in a CI job (`CI` set and not false, as GitHub Actions, GitLab CI and most others
    set it), where a command must check the repository's own files or fail."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no") \
        or os.environ.get("GITHUB_ACTIONS") == "true"


def expects_own_files() -> bool:
    """True where checking nothing of one's own must fail: a settings file is in force, or a
    CI job runs the command."""
    return settings().file is not None or in_ci()


def variants_word(targets: list[str]) -> list[str]:
    """`variants` given where no file or folder has that name: the bundled variants (so that
    `sueca-rules validate variants` checks them from any folder) — except with a settings file
    or in CI, where it is the repository's folder that is missing (an InputError, exit 2)."""
    out: list[str] = []
    for target in targets:
        if target == BUNDLED_WORD and kind_of(Path(target)) == "missing":
            if expects_own_files():
                why = "a settings file is in force" if settings().file is not None else "this is a CI job"
                raise InputError(target, f"no folder 'variants' here, and {why}, so the bundled variants "
                                         "are not checked in its place — give your own folder (or no "
                                         "path: the settings' `paths`), or --bundled for the bundled ones")
            click.echo("note: no folder 'variants' here: checking the bundled variants", err=True)
            out.extend(bundled_names())
        else:
            out.append(target)
    return out


def no_files(paths: list[str], label: str, bundled_hint: bool) -> None:
    """Nothing to work on in the configured paths: said, and the way to the bundled variants.
    With a settings file or in CI (:func:`expects_own_files`) that is an InputError (exit 2):
    a check that checked nothing must not pass."""
    where = ", ".join(paths)
    if expects_own_files():
        config = settings()
        whose = "this CI job's folder" if config.file is None else f"the `paths` of {_shown(config.file)}" \
            if config.paths else f"the folder of {_shown(config.file)}, which sets no `paths`"
        raise InputError(where, f"no {label} here ({whose}) — nothing was checked; write the folders "
                                "that hold your variant files in the settings' `paths`, or give them")
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


HOOK_HELP = ("The files are named by a hook (pre-commit passes every .sueca and YAML file): check "
             "only the variant files among them, passing over the other YAML files (case files, "
             "workflows) silently, and leave out what the settings' `exclude` names, as "
             "`force-exclude = true` does.")


def hook_files(targets: list[str], want: Kind) -> list[str]:
    """Of the files a hook names, those of kind `want` (a .sueca file, a YAML file by its
    top-level keys), not excluded by the settings (whatever `force-exclude` says): a hook is
    given every file that changed, and must leave the others alone without a word."""
    skip = skips()
    out = []
    for target in targets:
        path = Path(target)
        if kind_of(path) != "file":
            out.append(target)  # a folder or a missing file: said as without --hook
            continue
        try:
            kind = sniff(path)[0]
        except InputError:
            kind = want  # unreadable: the command says why
        if kind == want and not skip.excluded(path, False):
            out.append(target)
    return out
