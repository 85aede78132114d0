"""`sueca-rules list|validate|show|fmt|schema` through the real command line."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from ..conftest import BUNDLED, ROOT, run_cli
from ..loaded import load_variant

Write = Callable[[str, str], Path]
LOCATED = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): error: .+", re.M)

BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8))

HOSTILE: dict[str, tuple[str, bytes]] = {
    "empty": ("empty.sueca", b""),
    "binary-noise": ("noise.sueca", bytes(range(256)) * 40),
    "binary-noise-yaml": ("noise.yaml", b"\x89PNG\r\n\x1a\n" + bytes(range(1, 200))),
    "unclosed-block": ("open.sueca", b"variant x extends portugal\ndeck {\n  ranks A\n"),
    "unknown-keyword": ("kw.sueca", b"variant x extends portugal\nscoring {\n  bandiera none\n}\n"),
    "unknown-key-yaml": ("kw.yaml", b"variant: x\nextends: portugal\nmatch: {taget: 4}\n"),
    "wrong-type": ("type.yaml", b"variant: x\nextends: portugal\nmatch: {target: [4]}\n"),
    "wrong-type-dsl": ("type.sueca", b"variant x extends portugal\nredeal {\n  leader-below ten\n}\n"),
    "duplicate-keys": ("dup.yaml", b"variant: x\nextends: portugal\nmatch: {target: 4}\n"
                                   b"match: {target: 5}\n"),
    "duplicate-setting": ("dup.sueca", b"variant x extends portugal\nmatch to 4\nmatch to 5\n"),
    "alias-bomb": ("bomb.yaml", BOMB.encode()),
    "python-tag": ("tag.yaml", b"variant: !!python/object/apply:os.system ['touch owned']\n"),
    "deep-yaml": ("deep.yaml", b"variant: x\nextends: " + b"[" * 5000 + b"]" * 5000 + b"\n"),
    "deep-dsl": ("deep.sueca", b"variant x\n" + b"deck {\n" * 5000 + b"}\n" * 5000),
    "8mb-of-comments": ("big.sueca", b"variant x extends portugal\n"
                        + (b"# " + b"c" * 77 + b"\n") * 100_000),
    "8mb-of-comments-yaml": ("big.yaml", (b"# " + b"c" * 77 + b"\n") * 100_000),
    "not-a-mapping": ("list.yaml", b"- portugal\n"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_bad_input_is_located_and_kind(case: str, tmp_path: Path) -> None:
    name, raw = HOSTILE[case]
    path = tmp_path / name
    path.write_bytes(raw)
    result = run_cli("validate", str(path), timeout=20, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    match = LOCATED.search(result.stdout)
    assert match and match["file"] == str(path), result.stdout[:500]
    assert not (tmp_path / "owned").exists()


def test_circular_extends_from_the_command_line(write: Write) -> None:
    write("a.sueca", "variant a extends b\n")
    path = write("b.sueca", "variant b extends a\n")
    result = run_cli("validate", str(path))
    assert result.returncode == 1
    assert f"{path}:1:19: error: circular 'extends': b -> a -> b" in result.stdout


def test_validate_all_bundled_and_folders() -> None:
    result = run_cli("validate", "--bundled")
    assert result.returncode == 0 and f"{len(BUNDLED)} valid, 0 with problems" in result.stdout
    result = run_cli("validate", "variants")
    files = [p for p in (ROOT / "variants").rglob("*") if p.suffix in (".sueca", ".yaml")]
    assert result.returncode == 0 and f"{len(files)} valid" in result.stdout


def test_validate_json_lists_problem_objects(write: Write) -> None:
    bad = write("bad.sueca", "variant bad extends portugal\nplay {\n  frist-lead left\n}\n")
    result = run_cli("validate", "--format", "json", str(bad), "portugal")
    assert result.returncode == 1
    (problem,) = json.loads(result.stdout)
    first = {"file": str(bad), "line": 3, "column": 3, "severity": "error",
             "code": "dsl",  # as first published; the split code is `rule`
             "message": "unknown setting 'frist-lead' in 'play' — did you mean 'first-lead'?",
             "end_line": 3, "end_column": 13, "suggestion": "first-lead"}
    assert list(problem)[:len(first)] == list(first)  # the keys editors and CI read, in order
    assert problem == {**first, "hint": "did you mean 'first-lead'?",  # then what was added
                       "fix": {"line": 3, "column": 3, "end_line": 3, "end_column": 13,
                               "text": "first-lead", "old": "frist-lead",
                               "range": {"start": {"line": 3, "column": 3},
                                         "end": {"line": 3, "column": 13}}},
                       "variant": "bad", "option": None, "value": None, "path": None,
                       "rule": "dsl-unknown-setting"}
    assert json.loads(run_cli("validate", "--format", "json", "azores").stdout) == []


def test_usage_and_io_errors_exit_2(tmp_path: Path) -> None:
    missing = run_cli("validate", str(tmp_path / "nope.sueca"))
    assert missing.returncode == 2 and "nope.sueca: no such file" in missing.stderr
    unknown = run_cli("validate", "portugall")
    assert unknown.returncode == 2 and "did you mean 'portugal'" in unknown.stderr
    option = run_cli("show", "sueca-online", "--option", "direction")
    assert option.returncode == 2 and "--option takes NAME=VALUE" in option.stderr
    value = run_cli("show", "sueca-online", "--option", "direction=sideways")
    assert value.returncode == 2 and "the option `direction` of sueca-online cannot be `sideways`" in value.stderr
    flag = run_cli("validate", "--format", "xml")
    assert flag.returncode == 2


def test_list_names_every_bundled_variant() -> None:
    result = run_cli("list")
    assert result.returncode == 0
    for name in BUNDLED:
        assert name in result.stdout


@pytest.mark.parametrize("lang, said", [("en", "options: "), ("pt-PT", "opções: "), ("pt-BR", "opções: "),
                                        ("fr", "options\u00a0: ")])
def test_list_spells_each_variants_options_as_the_command_line_does(lang: str, said: str) -> None:
    """The printed rulebook says no `-O` (PT22-01): `list` says them, under each variant that has
    table options, every option once, each value, the default first; nothing under one without."""
    env = {**os.environ, "COLUMNS": "100"}
    result = run_cli("list", "--lang", lang, env=env)
    assert result.returncode == 0, result.stderr
    rows = re.split(r"\n(?=\S)", result.stdout.split("\n\n", 1)[1])  # one block per variant, by its name
    blocks = {block.split()[0]: block for block in rows if block.split() and block.split()[0] in BUNDLED}
    assert set(blocks) == set(BUNDLED)
    for name, block in blocks.items():
        spec = load_variant(name)
        spelled = re.findall(r"-O ([\w-]+)=([\w|-]+)", block)
        assert [option for option, _ in spelled] == list(spec.options), (name, block)
        for option, values in spelled:
            model = spec.options[option]
            assert values.split("|")[0] == model.default and sorted(values.split("|")) == sorted(model.values)
        lines = [line.strip() for line in block.splitlines() if "-O " in line]
        assert lines[:1] == ([f"{said}-O {spelled[0][0]}={spelled[0][1]}"] if spelled else []), (name, lines)
        assert all(line.startswith("-O ") and line.count("-O ") == 1 for line in lines[1:]), lines
    assert "-O revoke=1|2" in blocks["portugal"] and "-O " not in blocks["sueca-52"]


@pytest.mark.parametrize("columns", [80, 100])
def test_list_fits_the_terminal_and_ends_with_what_to_try_next(columns: int, tmp_path: Path) -> None:
    """`list` is the last thing the README's first command prints: short lines, then next steps."""
    env = {**os.environ, "COLUMNS": str(columns)}
    result = run_cli("list", env=env)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= columns, [line for line in lines if len(line) > columns]
    footer = result.stdout[result.stdout.index("What next:"):].splitlines()
    assert len(footer) <= 5 and footer == lines[-len(footer):]
    said = "\n".join(footer)
    assert "sueca-rules docs portugal" in said and "sueca-rules play portugal" in said
    # each step works wherever the tool is installed (EN25-02: not a path into the repository)
    assert "docs/" not in said and "sueca-rules show portugal" in said
    start = re.search(r"“([^”]+)”", " ".join(said.split()))
    assert start is not None and start.group(1) == "variant mesa extends portugal"
    assert run_cli("show", "portugal").returncode == 0
    (tmp_path / "mesa.sueca").write_text(start.group(1) + "\nmatch to 6\n", encoding="utf-8")
    assert run_cli("validate", str(tmp_path / "mesa.sueca")).returncode == 0


@pytest.mark.parametrize("fmt", ["dsl", "yaml", "json"])
def test_show_prints_the_effective_variant(fmt: str, write: Write) -> None:
    result = run_cli("show", "sueca-online", "--option", "direction=clockwise", "--format", fmt)
    assert result.returncode == 0, result.stderr
    if fmt == "json":
        data = json.loads(result.stdout)
    elif fmt == "yaml":
        data = yaml.safe_load(result.stdout)
    else:
        # the printed DSL is itself a valid, complete variant
        path = write("shown.sueca", result.stdout)
        assert run_cli("validate", str(path)).returncode == 0
        data = json.loads(run_cli("show", str(path), "--format", "json").stdout)
    assert data["direction"] == "clockwise" and data["deal"]["standard"]["trump"] == "first-card"


def test_fmt_prints_canonical_dsl_and_writes(write: Write) -> None:
    path = write("messy.sueca", "variant messy   extends portugal # mine\nmatch {target 6}\n"
                                "scoring {tie void;61..90->1;91..120->2}\n")
    result = run_cli("fmt", str(path))
    assert result.returncode == 0
    assert result.stdout == ("variant messy extends portugal  # mine\n\nscoring {\n  61..90 -> 1\n"
                             "  91..120 -> 2\n  tie void\n}\n\nmatch to 6\n")
    assert run_cli("fmt", "--write", str(path)).returncode == 0
    assert path.read_text() == result.stdout


def test_fmt_converts_yaml_to_dsl() -> None:
    result = run_cli("fmt", str(ROOT / "variants/mesa-brasileira.yaml"))
    assert result.returncode == 0 and "first-lead partner" in result.stdout


def test_fmt_refuses_an_invalid_file(write: Write) -> None:
    path = write("bad.sueca", "variant bad extends portugal\nmatch to 0\n")
    result = run_cli("fmt", str(path))
    assert result.returncode == 1 and f"{path}:2:" in result.stderr


def test_schema_is_json_schema_of_the_yaml_form() -> None:
    result = run_cli("schema")
    schema = json.loads(result.stdout)
    assert schema["required"] == ["variant"] and "deck" in schema["properties"]
    assert schema["$defs"]["Deck"]["additionalProperties"] is False


def test_python_dash_m_and_version() -> None:
    assert run_cli("--version").stdout.strip().endswith("0.1.0")


def test_every_command_module_is_mapped() -> None:
    from sueca_rules.cli.main import COMMANDS, cli
    from sueca_rules.cli.reference import cli_reference

    cli_reference()  # imports every command module
    assert set(cli.commands) == set(COMMANDS)


def _messy_folder(root: Path) -> None:
    """A project folder as people have them: a venv, hidden folders, mkdocs.yml, case files."""
    (root / ".venv" / "lib").mkdir(parents=True)
    (root / ".venv" / "pyvenv.cfg").write_text("home = /usr\n")
    (root / ".venv" / "lib" / "theme.yml").write_text("palette: dark\n")
    (root / "env2").mkdir()
    (root / "env2" / "pyvenv.cfg").write_text("home = /usr\n")
    (root / "env2" / "x.yaml").write_text("a: 1\n")
    (root / ".github").mkdir()
    (root / ".github" / "ci.yml").write_text("on: push\n")
    (root / "mkdocs.yml").write_text("site_name: x\n")
    (root / "rules").mkdir()
    (root / "rules" / "ours.sueca").write_text("variant ours extends portugal\nmatch to 6\n")
    (root / "rules" / "theirs.yaml").write_text("variant: theirs\nextends: brazil\n")
    (root / "rules" / "cases.yaml").write_text(
        "variant: ours.sueca\ncases:\n  - id: t\n    trick: {trump: S, cards: [KH, AH, 2S, 5H]}\n"
        "    expect: {winner: 2, points: 15}\n")


def test_validate_a_folder_skips_what_is_not_a_variant_and_says_why(tmp_path: Path) -> None:
    _messy_folder(tmp_path)
    result = run_cli("validate", str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 valid, 0 with problems" in result.stdout + result.stderr
    notes = result.stderr
    assert ".venv/ — a hidden folder" in notes and "env2/ — a virtual environment" in notes
    assert "mkdocs.yml — neither a variant file" in notes
    assert "cases.yaml — a case file (run it with sueca-rules conform)" in notes


def test_conform_a_folder_runs_only_case_files(tmp_path: Path) -> None:
    _messy_folder(tmp_path)
    result = run_cli("conform", str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("1 passed, 0 failed")
    assert "theirs.yaml — a variant file" in result.stderr
    empty = tmp_path / "nothing"
    empty.mkdir()
    none = run_cli("conform", str(empty))
    assert none.returncode == 2 and "no case files" in none.stderr


def test_a_broken_variant_is_reported_once_per_case_file(tmp_path: Path) -> None:
    (tmp_path / "bad.sueca").write_text("variant bad extends portugal\nmatch to 0\n")
    cases = "".join(f"  - id: t{i}\n    trick: {{trump: S, cards: [KH, AH, 2S, 5H]}}\n"
                    f"    expect: {{winner: 2}}\n" for i in range(5))
    (tmp_path / "c.yaml").write_text(f"variant: bad.sueca\ncases:\n{cases}")
    result = run_cli("conform", str(tmp_path / "c.yaml"))
    assert result.returncode == 2
    assert result.stdout.count("does not validate") == 1 and "(5 cases use it)" in result.stdout
