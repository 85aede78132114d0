"""No command overwrites a file it reads: every command that writes a file (every option of
type OutputPath), every spelling of that option, every way of naming an input (the variant,
its parent, a symbolic link, a hard link, `./name`) — refused with exit 2 before any work, the
file unchanged. Nor is an existing variant or case file (or a record, by a rulebook), nor a
file of another kind: a record replaces only a record, a document only a .md, .html or .txt
file (an empty file is anybody's); `play` without `-o` never replaces a file."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import click
import pytest

from sueca_rules.cli import cli
from sueca_rules.cli.main import OutputPath

from ..conftest import ROOT, run_cli

# how each command that writes a file is given a variant (and what makes it quick)
INVOCATIONS = {
    "docs": lambda variant: ["docs", variant],
    "matrix": lambda variant: ["matrix", "portugal", variant],
    "autoplay": lambda variant: ["autoplay", variant, "--seed", "3"],
    "play": lambda variant: ["play", variant, "--seed", "3"],
}


def _output_flags() -> dict[str, list[str]]:
    """Every command's output options, found from the commands themselves."""
    root = click.Context(cli, info_name="sueca-rules")
    found: dict[str, list[str]] = {}
    for name in cli.list_commands(root):
        command = cli.get_command(root, name)
        assert command is not None
        for param in command.params:
            if isinstance(param, click.Option) and isinstance(param.type, OutputPath):
                found.setdefault(name, []).extend(param.opts)
    return found


FLAGS = _output_flags()


def test_every_command_that_writes_a_file_is_swept() -> None:
    assert set(FLAGS) == set(INVOCATIONS), "add the new command to INVOCATIONS"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    parent = tmp_path / "parent.sueca"
    shutil.copy(ROOT / "variants" / "portugal.sueca", parent)
    child = tmp_path / "child.sueca"
    child.write_text("variant child extends parent.sueca\n", encoding="utf-8")
    yaml_child = tmp_path / "kid.yaml"
    yaml_child.write_text("variant: kid\nextends: parent.sueca\n", encoding="utf-8")
    (tmp_path / "link.sueca").symlink_to(child)
    os.link(parent, tmp_path / "hard.sueca")
    return {"parent": parent, "child": child, "kid": yaml_child}


def _refused(args: list[str], victim: Path, cwd: Path) -> None:
    before = victim.read_bytes()
    result = run_cli(*args, cwd=cwd, input_text="1\n" * 50)
    assert result.returncode == 2, (args, result.stdout[-300:], result.stderr)
    assert "files the command reads" in result.stderr and "Traceback" not in result.stderr, args
    assert "Your card" not in result.stdout, f"{args}: the game started"
    assert victim.read_bytes() == before, f"{args} changed {victim.name}"


@pytest.mark.parametrize(("command", "flag"), [(c, f) for c, flags in FLAGS.items() for f in flags])
def test_every_output_flag_refuses_the_variant_itself(command: str, flag: str, files: dict[str, Path]) -> None:
    child = files["child"]
    _refused([*INVOCATIONS[command](str(child)), flag, str(child)], child, child.parent)


@pytest.mark.parametrize("command", sorted(INVOCATIONS))
@pytest.mark.parametrize(("variant", "output", "victim"), [
    ("child.sueca", "parent.sueca", "parent.sueca"),   # a parent
    ("kid.yaml", "parent.sueca", "parent.sueca"),      # a YAML child's parent
    ("kid.yaml", "./kid.yaml", "kid.yaml"),            # another spelling of the same file
    ("link.sueca", "child.sueca", "child.sueca"),      # through a symbolic link
    ("child.sueca", "hard.sueca", "parent.sueca"),     # a hard link to the parent
])
def test_no_input_is_overwritten_however_it_is_named(command: str, variant: str, output: str, victim: str,
                                                     files: dict[str, Path]) -> None:
    folder = files["child"].parent
    _refused([*INVOCATIONS[command](variant), "-o", output], folder / victim, folder)


def test_a_bundled_variant_file_is_an_input_too(tmp_path: Path) -> None:
    bundled = ROOT / "variants" / "portugal.sueca"
    _refused(["docs", "portugal", "-o", str(bundled)], bundled, tmp_path)


RECORDS = {"autoplay", "play"}  # the commands whose output is a game record (.json)


OLD_RECORD = '{\n "format": "sueca-rules/record@2",\n "variant": "portugal"\n}\n'


def _own_kind(command: str) -> list[tuple[str, str]]:
    """Existing files this command may replace: its own kind of output, or an empty file."""
    if command in RECORDS:
        return [("old.json", OLD_RECORD), ("game", OLD_RECORD), ("empty", "")]
    return [("other.md", "old\n"), ("other.TXT", "old\n"), ("page.html", "old\n"), ("empty", "")]


@pytest.mark.parametrize("command", sorted(INVOCATIONS))
def test_a_file_of_the_commands_own_kind_is_replaced(command: str, files: dict[str, Path]) -> None:
    folder = files["child"].parent
    for name, old in _own_kind(command):
        (folder / name).write_text(old, encoding="utf-8")
        result = run_cli(*INVOCATIONS[command]("child.sueca"), "-o", name, cwd=folder,
                         input_text="quit\n")
        assert result.returncode == 0, (name, result.stderr)
        assert (folder / name).read_text(encoding="utf-8") not in (old, ""), name


@pytest.mark.parametrize("command", sorted(INVOCATIONS))
def test_another_programs_file_is_never_replaced(command: str, files: dict[str, Path]) -> None:
    """A mistyped -o onto a file of another kind (a system file, notes, a JSON that is no
    record) is refused before any work, the file unchanged: the suite's hostile sweep once
    replaced /etc/passwd this way."""
    folder = files["child"].parent
    others = [("passwd", "root:x:0:0:root:/root:/bin/bash\n"), ("OTHER", "old\n")]
    others += [("notes.md", "# notes\n"), ("data.json", '{"a": 1}\n')] if command in RECORDS else []
    for name, old in others:
        (folder / name).write_text(old, encoding="utf-8")
        result = run_cli(*INVOCATIONS[command]("child.sueca"), "-o", name, cwd=folder,
                         input_text="1\n" * 50)
        assert result.returncode == 2, (name, result.stdout[-300:], result.stderr)
        assert f"sueca-rules: error: {name}: this file exists and is not" in result.stderr
        assert "Your card" not in result.stdout, "the game started"
        assert (folder / name).read_text(encoding="utf-8") == old


@pytest.mark.parametrize("command", sorted(INVOCATIONS))
@pytest.mark.parametrize("name", ["brazil.sueca", "cases.yaml", "mkdocs.yml", "Table.SUECA", "game.json"])
def test_no_source_the_tool_reads_is_replaced_by_another_kind(command: str, name: str,
                                                              files: dict[str, Path]) -> None:
    """A variant or case file that is not this command's input (matrix -o brazil.sueca, the
    attack report's example) is still somebody's input: never replaced. A record is replaced
    by a record only."""
    if name.endswith(".json") and command in RECORDS:
        pytest.skip("a record may be replaced by a record")
    folder = files["child"].parent
    victim = folder / name
    victim.write_text("variant mine extends portugal\n", encoding="utf-8")
    result = run_cli(*INVOCATIONS[command]("child.sueca"), "-o", name, cwd=folder,
                     input_text="1\n" * 50)
    assert result.returncode == 2, (result.stdout[-300:], result.stderr)
    assert f"sueca-rules: error: {name}: this is a" in result.stderr, result.stderr
    assert "give another output file" in result.stderr and "Traceback" not in result.stderr
    assert "Your card" not in result.stdout, "the game started"
    assert victim.read_text(encoding="utf-8") == "variant mine extends portugal\n"


def test_an_empty_output_path_is_said_to_be_empty() -> None:
    for command in INVOCATIONS:
        result = run_cli(*INVOCATIONS[command]("portugal"), "-o", "")
        assert result.returncode == 2 and "the output path is empty" in result.stderr, result.stderr
        assert "'.'" not in result.stderr and ": .:" not in result.stderr


def test_play_never_replaces_a_file_by_its_default_name(tmp_path: Path) -> None:
    taken = tmp_path / "sueca-portugal-3.json"
    taken.write_text("mine\n", encoding="utf-8")
    first = run_cli("play", "portugal", "--lang", "en", "--seed", "3", cwd=tmp_path, input_text="quit\n")
    assert first.returncode == 0, first.stderr
    assert "sueca-portugal-3.json exists already" in first.stderr
    assert "sueca-portugal-3-2.json" in first.stderr and "Record saved to sueca-portugal-3-2.json" in first.stdout
    second = run_cli("play", "portugal", "--lang", "en", "--seed", "3", cwd=tmp_path, input_text="quit\n")
    assert "Record saved to sueca-portugal-3-3.json" in second.stdout
    assert taken.read_text(encoding="utf-8") == "mine\n"
    assert run_cli("replay", "sueca-portugal-3-2.json", cwd=tmp_path).returncode == 0
