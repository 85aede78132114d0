"""`sueca-rules fmt` on several files and folders: --check, --diff, --write (YAML too), line ends
and byte-order marks kept, files with problems left alone."""

from __future__ import annotations

import subprocess
from pathlib import Path

from sueca_rules.source.resolve import load_file

from ..conftest import ROOT, run_cli

MESSY = "variant messy   extends portugal # mine\nmatch {target 6}\n"
CANONICAL = "variant messy extends portugal  # mine\nmatch to 6\n"
MESA = (ROOT / "variants" / "mesa-brasileira.yaml").read_text(encoding="utf-8")
YAML_MESSY = ("# a house table\nmatch:\n    target: 6   # longer\nextends: portugal\nvariant: house\n"
              "illegal:\n  revoke:\n    wins: hand   # two games\n    games: 2\n")


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, "--color", "never", cwd=cwd, timeout=120)


def test_check_lists_the_files_that_would_change_and_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "messy.sueca").write_text(MESSY)
    (tmp_path / "rules" / "tidy.sueca").write_text(CANONICAL.replace("messy", "tidy"))
    result = run("fmt", "--check", "rules", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout == ("would reformat: rules/messy.sueca\n"
                             "1 file would be reformatted, 1 file already formatted — "
                             "`sueca-rules fmt --write` formats it\n")
    assert (tmp_path / "rules" / "messy.sueca").read_text() == MESSY
    assert run("fmt", "--check", "rules/tidy.sueca", cwd=tmp_path).returncode == 0


def test_diff_shows_the_change(tmp_path: Path) -> None:
    (tmp_path / "messy.sueca").write_text(MESSY)
    result = run("fmt", "--diff", "messy.sueca", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.splitlines()[:2] == ["--- messy.sueca", "+++ messy.sueca (formatted)"]
    assert "-match {target 6}" in result.stdout and "+match to 6" in result.stdout
    assert (tmp_path / "messy.sueca").read_text() == MESSY


def test_with_no_path_the_current_folder(tmp_path: Path) -> None:
    (tmp_path / "messy.sueca").write_text(MESSY)
    assert run("fmt", "--write", cwd=tmp_path).stdout == "1 file reformatted, 0 files left unchanged\n"
    assert (tmp_path / "messy.sueca").read_text() == CANONICAL


def test_write_keeps_the_line_ends_and_the_byte_order_mark(tmp_path: Path) -> None:
    (tmp_path / "crlf.sueca").write_bytes(MESSY.replace("\n", "\r\n").encode())
    (tmp_path / "bom.sueca").write_bytes(b"\xef\xbb\xbf" + MESSY.encode())
    (tmp_path / "mesa.yaml").write_bytes(MESA.replace("\n", "\r\n").encode())
    result = run("fmt", "--write", ".", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "crlf.sueca").read_bytes() == CANONICAL.replace("\n", "\r\n").encode()
    assert (tmp_path / "bom.sueca").read_bytes() == b"\xef\xbb\xbf" + CANONICAL.encode()
    yaml_bytes = (tmp_path / "mesa.yaml").read_bytes()
    assert yaml_bytes.count(b"\r\n") == yaml_bytes.count(b"\n")  # every line still ends in CRLF
    assert load_file(tmp_path / "mesa.yaml").data == load_file(ROOT / "variants" / "mesa-brasileira.yaml").data
    assert run("fmt", "--check", ".", cwd=tmp_path).stdout == "3 files already formatted\n"


def test_write_rewrites_yaml_as_canonical_yaml_with_its_comments(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(YAML_MESSY)
    result = run("fmt", "--write", "house.yaml", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert path.read_text() == ("# a house table\nvariant: house\nextends: portugal\n\n"
                                "illegal:\n  revoke: {wins: hand, games: 2}  # two games\n\n"
                                "match:\n  target: 6  # longer\n")
    assert run("validate", "house.yaml", cwd=tmp_path).returncode == 0
    printed = run("fmt", "house.yaml", cwd=tmp_path)  # one file, no option: printed as DSL, as before
    assert printed.stdout.startswith("# a house table\nvariant house extends portugal")


def test_a_file_with_problems_is_left_alone_and_the_others_are_formatted(tmp_path: Path) -> None:
    broken = "variant bad extends portugal\nmatch  to 0\n"
    (tmp_path / "bad.sueca").write_text(broken)
    (tmp_path / "messy.sueca").write_text(MESSY)
    result = run("fmt", "--write", ".", cwd=tmp_path)
    assert result.returncode == 1
    assert "bad.sueca:2:" in result.stderr
    assert (tmp_path / "bad.sueca").read_text() == broken
    assert (tmp_path / "messy.sueca").read_text() == CANONICAL
    assert "1 file reformatted, 0 files left unchanged, 1 file not formatted (it does not validate: problems " \
           "above)" in result.stdout


def test_usage_errors(tmp_path: Path) -> None:
    (tmp_path / "messy.sueca").write_text(MESSY)
    (tmp_path / "other.sueca").write_text(MESSY)
    several = run("fmt", "messy.sueca", "other.sueca", cwd=tmp_path)
    assert several.returncode == 2 and "give --check, --diff or --write" in several.stderr
    folder = run("fmt", ".", cwd=tmp_path)
    assert folder.returncode == 2 and "give --check, --diff or --write" in folder.stderr
    both = run("fmt", "--write", "--check", "messy.sueca", cwd=tmp_path)
    assert both.returncode == 2 and "give one of them" in both.stderr
    assert (tmp_path / "messy.sueca").read_text() == MESSY


def test_a_file_that_does_not_validate_is_named_once_in_the_summary(tmp_path: Path) -> None:
    (tmp_path / "bad.sueca").write_text("variant bad extends portugal\nmatch  to 0\n")
    result = run("fmt", "--check", ".", cwd=tmp_path)
    assert result.returncode == 1 and result.stdout == "1 file not formatted (it does not validate: problems above)\n"


def test_with_hook_only_variant_files_are_formatted_and_a_broken_one_is_left_to_validate(tmp_path: Path) -> None:
    """pre-commit passes every .sueca and YAML file: a workflow and a case file are passed over
    silently, an excluded file too, and a file that does not validate gets one note, not its
    problems again (the validate hook prints them)."""
    (tmp_path / ".sueca-rules.toml").write_text('exclude = ["drafts/"]\n')
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "wip.sueca").write_text(MESSY)
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "bad.sueca").write_text("variant bad extends portugal\nmatch  to 0\n")
    (tmp_path / "rules" / "mesa.yaml").write_text(YAML_MESSY)
    (tmp_path / "ci.yml").write_text("on: [push]\njobs: {}\n")
    (tmp_path / "cases.yaml").write_text("variant: portugal\ncases: []\n")
    names = ["drafts/wip.sueca", "rules/bad.sueca", "rules/mesa.yaml", "ci.yml", "cases.yaml"]
    result = run("fmt", "--check", "--hook", *names, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert result.stdout == ("would reformat: rules/mesa.yaml\n1 file would be reformatted, 1 file not "
                             "formatted (it does not validate) — `sueca-rules fmt --write` formats it\n")
    assert result.stderr == ("note: not formatted: rules/bad.sueca — it does not validate "
                             "(`sueca-rules validate rules/bad.sueca` says why)\n")
    assert run("fmt", "--check", "--hook", "ci.yml", "drafts/wip.sueca", cwd=tmp_path).returncode == 0
