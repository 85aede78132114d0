"""Following `extends`: a parent must be a variant file (by its ending, a regular file, with
`variant:`), refused on the `extends` value of the file naming it, never echoing its lines."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.errors import InputError, ProblemsError, UnknownVariant
from sueca_rules.source.resolve import find_path, resolve, resolve_text
from sueca_rules.source.text import SourceText
from tests.conftest import run_cli

Write = Callable[[str, str], Path]
SECRET = "s3cret-line-never-shown"


def refusal(path: Path) -> str:
    with pytest.raises(ProblemsError) as info:
        resolve(path)
    assert len(info.value.problems) == 1
    text = info.value.problems[0].render()
    assert SECRET not in text
    return text.splitlines()[0]


@pytest.mark.parametrize("form", ["yaml", "sueca"])
@pytest.mark.parametrize("parent", ["secret.txt", "secret", "notes.md", "data.json", "secret.yaml.bak"])
def test_a_parent_that_is_no_variant_file_is_refused_unread(write: Write, form: str, parent: str) -> None:
    write(parent, f"password: {SECRET}\nvariant: x\n")
    child = write(f"child.{form}", f"variant: c\nextends: {parent}\n" if form == "yaml"
                  else f'variant c extends "{parent}"\n')
    found = refusal(child)
    if "." not in parent:  # a name, not a path: looked up as a bundled variant or NAME.sueca beside
        assert f"unknown parent variant '{parent}'" in found
        return
    assert f"'{parent}' is not a variant file — a parent given by a path ends in .sueca, .yaml or .yml" in found \
        or f"the parent '{parent}' is not a variant file" in found
    assert found.startswith(f"{child}:{1 if form == 'sueca' else 2}:")


def test_an_absolute_system_file_is_refused_on_the_extends_value(write: Write) -> None:
    child = write("child.yaml", "variant: c\nextends: /etc/passwd\n")
    assert refusal(child) == (f"{child}:2:10: error: '/etc/passwd' is not a variant file — a parent given "
                              "by a path ends in .sueca, .yaml or .yml")


def test_a_yaml_parent_that_is_no_variant_says_so_without_its_lines(write: Write) -> None:
    write("compose.yaml", f"services:\n  db:\n    password: {SECRET}\n")
    child = write("child.yaml", "variant: c\nextends: compose.yaml\n")
    assert "the parent 'compose.yaml' is not a variant file" in refusal(child)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_parent_that_is_no_regular_file_is_refused_without_blocking(write: Write, tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.yaml")
    (tmp_path / "folder.sueca").mkdir()
    for parent in ("pipe.yaml", "folder.sueca"):
        child = write("child.yaml", f"variant: c\nextends: {parent}\n")
        found = refusal(child)
        assert found.startswith(f"{child}:2:10: error: the parent '{parent}' cannot be read")


def test_a_variant_argument_that_is_no_variant_file_is_refused(tmp_path: Path) -> None:
    secret = tmp_path / "secret"
    secret.write_text(f"{SECRET}\n", encoding="utf-8")
    with pytest.raises(UnknownVariant, match="is not a variant file"):
        find_path(str(secret))
    result = run_cli("validate", str(secret))
    assert result.returncode == 2 and SECRET not in result.stdout + result.stderr


def test_a_record_whose_variant_is_a_system_file_is_refused_like_a_missing_one(tmp_path: Path) -> None:
    made = run_cli("autoplay", "portugal", "--seed", "1", "-o", str(tmp_path / "r.json"))
    assert made.returncode == 0, made.stderr
    record = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    for variant in ("/etc/passwd", "/etc/hostname", "no-such-variant"):
        record["variant"] = variant
        (tmp_path / "bad.json").write_text(json.dumps(record), encoding="utf-8")
        result = run_cli("replay", str(tmp_path / "bad.json"))
        assert result.returncode == 2, result.stdout + result.stderr
        assert "root:" not in result.stdout + result.stderr


@pytest.mark.parametrize("call", [
    lambda: resolve_text(SourceText("a\0.sueca", "variant x extends portugal\n")),
    lambda: resolve_text(SourceText("dir\0/a.yaml", "variant: x\nextends: base\n")),
    lambda: resolve_text(None),  # type: ignore[arg-type]
    lambda: resolve_text("variant x"),  # type: ignore[arg-type]
    lambda: resolve("a\0.sueca"),
    lambda: resolve(Path("a\0.sueca")),
])
def test_public_loaders_raise_the_projects_error_for_unusable_names(call: Callable[[], object]) -> None:
    with pytest.raises((InputError, UnknownVariant)):
        call()


def test_validate_text_with_a_nul_in_the_name_says_what_is_wrong() -> None:
    from sueca_rules.checks import validate_text

    with pytest.raises(InputError, match="NUL character"):
        validate_text(SourceText("x\0.sueca", "variant x extends portugal\n"))


# -- cycles and long chains ---------------------------------------------------------------------
def _chain(folder: Path, files: int) -> Path:
    """A chain of `files` files of ours on top of portugal (so files + 1 in all); the last one."""
    (folder / "v0.sueca").write_text("variant v0 extends portugal\n", encoding="utf-8")
    for index in range(1, files):
        (folder / f"v{index}.sueca").write_text(f"variant v{index} extends v{index - 1}.sueca\n",
                                                encoding="utf-8")
    return folder / f"v{files - 1}.sueca"


def test_a_chain_as_long_as_the_limit_works(tmp_path: Path) -> None:
    from sueca_rules.checks import validate
    from sueca_rules.source.chain import MAX_CHAIN

    last = _chain(tmp_path, MAX_CHAIN - 1)  # with portugal: MAX_CHAIN files
    assert validate(last).spec.variant == f"v{MAX_CHAIN - 2}"


@pytest.mark.parametrize("files", [64, 300])
def test_a_chain_past_the_limit_is_too_deep_not_circular(files: int, tmp_path: Path) -> None:
    from sueca_rules.checks import validate

    last = _chain(tmp_path, files)
    with pytest.raises(ProblemsError) as info:
        validate(last)
    (problem,) = info.value.problems  # said once, on the file asked about
    assert problem.code == "extends-too-deep" and problem.location.file == str(last)
    assert problem.message.startswith(f"'extends' too deep: {files + 1} levels (this variant and "
                                      f"{files} parents, down to portugal (bundled)), the limit is 64")
    assert "circular" not in problem.message


def test_a_cycle_is_one_error_naming_its_files(write: Write, tmp_path: Path) -> None:
    write("a.sueca", "variant a extends b\n")
    write("b.sueca", "variant b extends c\n")
    path = write("c.sueca", "variant c extends a\n")
    result = run_cli("validate", "c.sueca", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.count("error:") == 1, result.stdout
    assert "c.sueca:1:19: error: circular 'extends': c -> a -> b -> c (the files c.sueca -> a.sueca " \
           "-> b.sueca -> c.sueca)" in result.stdout and path.exists()


def test_a_long_chain_that_ends_in_a_cycle_is_said_to_be_the_cycle(tmp_path: Path) -> None:
    last = _chain(tmp_path, 70)
    (tmp_path / "v0.sueca").write_text("variant v0 extends v69.sueca\n", encoding="utf-8")  # closed
    with pytest.raises(ProblemsError) as info:
        resolve(last)
    (problem,) = info.value.problems
    assert problem.code == "extends-cycle" and problem.message.startswith("circular 'extends': v69 -> v68")
    assert problem.message.count("->") == 70 + 70  # 71 names and 71 files: 70 arrows each
