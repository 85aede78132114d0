"""Every file the tool writes is written whole or not at all, and links are judged by what they
lead to. The faults are real: a 256 KiB tmpfs filled to the last page (mounted in a user and
mount namespace of its own, so no privilege is needed), real symbolic and hard links."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT, run_cli

PORTUGAL = (ROOT / "variants" / "portugal.sueca").read_text(encoding="utf-8")
OLD_NOTES = "# my notes\n\n" + "a line I wrote and want to keep\n" * 40
RECORD = run_cli("autoplay", "portugal", "--seed", "11").stdout  # a real record, to be replaced

# Run inside a mount namespace: a 256 KiB tmpfs at FOLDER, the setup's files in it, the disk
# filled but for FREE bytes, then the command; prints what became of the folder as JSON.
_FULL_DISK = r"""
import json, os, subprocess, sys
folder, setup = sys.argv[1], json.loads(sys.argv[2])
subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", folder], check=True)
for name, text in setup["files"].items():
    with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
        handle.write(text)
ballast = os.path.join(folder, "ballast")
with open(ballast, "wb", buffering=0) as handle:
    try:
        while True:
            handle.write(b"\0" * 1024)
    except OSError:
        pass
os.truncate(ballast, max(0, os.path.getsize(ballast) - setup["free"]))
done = subprocess.run([sys.executable, "-m", "sueca_rules", *setup["args"]], cwd=folder,
                      capture_output=True, text=True, input=setup.get("input", ""), timeout=60)
after = {name: open(os.path.join(folder, name), encoding="utf-8", errors="replace").read()
         for name in os.listdir(folder) if name != "ballast"}
print(json.dumps({"code": done.returncode, "stderr": done.stderr, "stdout": done.stdout,
                  "files": after}))
"""


def _on_a_full_disk(tmp_path: Path, files: dict[str, str], args: list[str], free: int,
                    input_text: str = "") -> dict[str, object]:
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        pytest.skip("no unshare(1) or mount(8) here: a small tmpfs cannot be made to fill up")
    folder = tmp_path / "disk"
    folder.mkdir()
    setup = json.dumps({"files": files, "args": args, "free": free, "input": input_text})
    done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", sys.executable, "-c",
                           _FULL_DISK, str(folder), setup], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    if done.returncode != 0 and ("unshare" in done.stderr or "mount" in done.stderr):
        pytest.skip(f"this system lets no one mount a tmpfs in a namespace: {done.stderr.strip()[:200]}")
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


# (what is written, the files there before, the command, bytes left free on the disk)
FULL = {
    "fmt --write": ({"house.sueca": PORTUGAL}, ["fmt", "--write", "house.sueca"], 4096),
    "docs -o": ({"old.md": OLD_NOTES}, ["docs", "portugal", "-o", "old.md"], 4096),
    "matrix -o": ({"old.md": OLD_NOTES}, ["matrix", "-o", "old.md"], 4096),
    "autoplay -o": ({"old.json": RECORD}, ["autoplay", "portugal", "--seed", "5", "-o", "old.json"], 4096),
    "play -o": ({"old.json": RECORD}, ["play", "portugal", "--lang", "en", "--seed", "5", "-o", "old.json"], 0),
}


@pytest.mark.parametrize("writer", sorted(FULL))
def test_a_full_disk_leaves_the_old_file_whole(writer: str, tmp_path: Path) -> None:
    files, args, free = FULL[writer]
    result = _on_a_full_disk(tmp_path, files, args, free, input_text="quit\n")
    after = result["files"]
    assert isinstance(after, dict)
    assert after == files, f"{writer}: the folder changed: {sorted(after)}"  # no temporary file left
    stderr = str(result["stderr"])
    victim = next(iter(files))
    assert "Traceback" not in stderr and "internal error" not in stderr
    if writer == "play -o":  # the game is saved elsewhere, and says where
        assert f"{victim}: cannot write the file: no space left on the device" in str(result["stdout"])
        saved = str(result["stdout"]).split("Saved it to ")[1].split(" instead")[0]
        assert run_cli("replay", saved).returncode == 0
        os.unlink(saved)
        return
    assert result["code"] == 2, stderr
    assert f"sueca-rules: error: {victim}: cannot write the file: no space left on the device" in stderr


def test_a_replaced_file_keeps_its_permissions_and_a_new_one_gets_the_usual_ones(tmp_path: Path) -> None:
    old = tmp_path / "rules.md"
    old.write_text(OLD_NOTES, encoding="utf-8")
    old.chmod(0o640)
    assert run_cli("docs", "portugal", "-o", "rules.md", cwd=tmp_path).returncode == 0
    assert stat.S_IMODE(old.stat().st_mode) == 0o640 and old.read_text(encoding="utf-8").startswith("# Sueca")
    umask = os.umask(0)
    os.umask(umask)
    assert run_cli("docs", "portugal", "-o", "new.md", cwd=tmp_path).returncode == 0
    assert stat.S_IMODE((tmp_path / "new.md").stat().st_mode) == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.md", "rules.md"]  # nothing else left


# -- links ----------------------------------------------------------------------------------------
@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "house.sueca").write_text(PORTUGAL, encoding="utf-8")
    (tmp_path / "data.db").write_bytes(b"SQLite format 3\0" + bytes(range(256)))
    (tmp_path / "real.md").write_text(OLD_NOTES, encoding="utf-8")
    (tmp_path / "game.json").write_text(RECORD, encoding="utf-8")
    return tmp_path


def _unchanged(folder: Path, args: list[str], *victims: str) -> str:
    before = {name: (folder / name).read_bytes() for name in victims}
    result = run_cli(*args, cwd=folder, input_text="quit\n")
    assert result.returncode == 2, (args, result.stderr)
    assert "Traceback" not in result.stderr and "Your card" not in result.stdout
    assert {name: (folder / name).read_bytes() for name in victims} == before
    return result.stderr


@pytest.mark.parametrize("args", [["docs", "portugal"], ["matrix", "portugal", "azores"],
                                  ["autoplay", "portugal"], ["play", "portugal", "--seed", "1"]])
def test_a_link_to_a_variant_file_is_refused(args: list[str], folder: Path) -> None:
    for name in ("notes.md", "game.json"):
        (folder / name).unlink(missing_ok=True)
        (folder / name).symlink_to("house.sueca")
        said = _unchanged(folder, [*args, "-o", name], "house.sueca")
        assert f"{name}: this is a symbolic link to {folder / 'house.sueca'}, a variant file that " \
               "exists" in said


def test_a_link_to_a_variant_files_name_is_refused_even_before_the_file_exists(folder: Path) -> None:
    (folder / "notes.md").symlink_to("later.sueca")
    said = _unchanged(folder, ["docs", "portugal", "-o", "notes.md"])
    assert "a symbolic link to" in said and "the name of a variant file" in said
    assert not (folder / "later.sueca").exists()


@pytest.mark.parametrize("args", [["docs", "portugal"], ["autoplay", "portugal"]])
def test_a_text_link_to_another_programs_file_is_refused(args: list[str], folder: Path) -> None:
    (folder / "notes.txt").symlink_to("data.db")
    said = _unchanged(folder, [*args, "-o", "notes.txt"], "data.db")
    assert "(a symbolic link to" in said and "replaces only its own kind of file" in said


def test_a_link_to_a_file_of_the_right_kind_is_written_through_and_kept(folder: Path) -> None:
    (folder / "sub").mkdir()
    link = folder / "sub" / "notes.md"
    link.symlink_to("../real.md")
    result = run_cli("docs", "portugal", "-o", "sub/notes.md", cwd=folder)
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == "../real.md"
    assert (folder / "real.md").read_text(encoding="utf-8").startswith("# Sueca")
    assert f"note: sub/notes.md is a symbolic link: writing the file it points to, {folder / 'real.md'}" \
           in result.stderr
    assert sorted(p.name for p in (folder / "sub").iterdir()) == ["notes.md"]


def test_fmt_writes_through_a_link_to_the_variant_file(folder: Path) -> None:
    (folder / "mine.sueca").symlink_to("house.sueca")
    result = run_cli("fmt", "--write", "mine.sueca", cwd=folder)
    assert result.returncode == 0, result.stderr
    assert (folder / "mine.sueca").is_symlink() and "is a symbolic link" in result.stderr
    assert (folder / "house.sueca").read_text(encoding="utf-8") == run_cli("fmt", str(folder / "house.sueca")).stdout


@pytest.mark.parametrize(("args", "name", "other"), [
    (["docs", "portugal"], "notes.md", "house.sueca"),       # a hard link to a variant file
    (["autoplay", "portugal", "--seed", "2"], "copy.json", "game.json"),  # to a record
])
def test_a_hard_link_is_replaced_under_its_own_name_only(args: list[str], name: str, other: str,
                                                          folder: Path) -> None:
    os.link(folder / other, folder / name)
    before = (folder / other).read_bytes()
    result = run_cli(*args, "-o", name, cwd=folder)
    assert result.returncode == 0, result.stderr
    assert (folder / other).read_bytes() == before, "the other name was changed"
    assert (folder / name).read_bytes() != before and (folder / name).stat().st_nlink == 1
    assert f"note: {name} has 1 other name (a hard link): the new file replaces it under this name " \
           "only; the other name keeps the old content" in result.stderr


def test_the_standard_streams_are_written_in_place(tmp_path: Path) -> None:
    out = tmp_path / "out.md"
    out.write_text("kept\n", encoding="utf-8")
    with out.open("a", encoding="utf-8") as handle:  # `-o /dev/stdout >> out.md` appends
        done = subprocess.run([sys.executable, "-m", "sueca_rules", "docs", "portugal", "-o", "/dev/stdout"],
                              stdout=handle, stderr=subprocess.PIPE, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    assert text.startswith("kept\n# Sueca") and Path("/dev/stdout").is_symlink()
    assert run_cli("docs", "portugal", "-o", "/dev/null").returncode == 0
    assert Path("/dev/null").is_char_device()


def test_a_read_only_file_is_not_replaced_though_its_folder_would_allow_it(tmp_path: Path) -> None:
    """Renaming into place needs only the folder: a read-only file is refused all the same,
    as writing into it would be (run as nobody when the suite runs as root)."""
    house = tmp_path / "house.sueca"
    house.write_text(PORTUGAL.replace("variant portugal", "variant   portugal", 1), encoding="utf-8")
    command = [sys.executable, "-m", "sueca_rules", "fmt", "--write", "house.sueca"]
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("running as root without setpriv(1): root may write any file")
        tmp_path.chmod(0o777)
        os.chown(house, 65534, 65534)
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    house.chmod(0o444)
    before = house.read_bytes()
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, cwd=tmp_path,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    if "Permission denied" in done.stderr and "sueca-rules" not in done.stderr:
        pytest.skip(f"nobody cannot run this Python: {done.stderr[:200]}")
    assert done.returncode == 2 and "house.sueca: cannot write the file: permission denied" in done.stderr
    assert house.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["house.sueca"]
